package tiebreak

import (
	"strconv"
	"strings"
)

// Column is one column of a standings table: a tie-break, or the place
// under the ranking list (Rank).
type Column struct {
	Spec Spec
	Rank bool
}

// Header is the column title of the reference calculator's TSV files:
// "points", "rank", or the code ("BH-C1").
func (c Column) Header() string {
	switch {
	case c.Rank:
		return "rank"
	case c.Spec.Code == PTS:
		return "points"
	}
	return c.Spec.String()
}

// ColumnsFor reads column names: tie-break codes, "points" and "rank".
func ColumnsFor(names []string) ([]Column, error) {
	var out []Column
	for _, n := range names {
		if strings.EqualFold(strings.TrimSpace(n), "rank") {
			out = append(out, Column{Rank: true})
			continue
		}
		sp, err := ParseSpec(n)
		if err != nil {
			return nil, err
		}
		out = append(out, Column{Spec: sp})
	}
	return out, nil
}

// TableData is a standings table as text: one row per player in rank
// order, the first cell being the pairing number ("start").
type TableData struct {
	Header    []string
	Rows      [][]string
	Standings *Standings
}

// Table computes the standings of t under rankBy and writes the requested
// columns as text in the corpus format (Value.String; "-" undefined).
func Table(t *Tournament, cols []Column, rankBy []Spec) (*TableData, error) {
	c, err := New(t)
	if err != nil {
		return nil, err
	}
	st, err := c.Rank(rankBy, Options{})
	if err != nil {
		return nil, err
	}
	td := &TableData{Header: []string{"start"}, Standings: st}
	vals := make([][]Value, len(cols))
	for k, col := range cols {
		td.Header = append(td.Header, col.Header())
		if col.Rank {
			continue
		}
		if vals[k], err = c.Column(col.Spec); err != nil {
			return nil, err
		}
	}
	for _, r := range st.Rows {
		i := c.idx[r.ID]
		row := []string{strconv.Itoa(r.ID)}
		for k, col := range cols {
			if col.Rank {
				row = append(row, strconv.Itoa(r.Place))
			} else {
				row = append(row, vals[k][i].String())
			}
		}
		td.Rows = append(td.Rows, row)
	}
	return td, nil
}
