package pdf

import (
	"fmt"
	"strconv"
	"strings"
)

// Heading names a tie-break column: Short is the column title, Full goes
// into the legend under the table.
type Heading struct {
	Short, Full string
}

// Standing is one row of the standings, in ranking order. Players tied on
// points and every tie-break share the same Place (the best of their
// places); the document prints the range, "3–4".
type Standing struct {
	Place     int
	No        int // starting number
	Name      string
	Club      string
	Rating    int
	Points    int      // half-points
	TieBreaks []string // one value per Heading, formatted by the caller
	// Playoff: a play-off after the last round set (or will set) the
	// place (seed 004 §11; §3, §19); the place is printed with «*».
	Playoff bool
}

// StandingsTable is the input of Standings.
type StandingsTable struct {
	Meta
	TieBreaks []Heading
	Rows      []Standing
	// Playoffs are the play-offs of the final standings, one line each:
	// what they decide, their games and the result (printed under the
	// table after «* Місця за результатом додаткових партій»).
	Playoffs []string
	// Notes are further lines under the table (the adjourned games still
	// open, counted as draws: model.AdjournedNote).
	Notes []string
}

// Standings prints the ranking with shared places and each tie-break in its
// own column (FIDE Handbook C.07: tie-breaks in the order of the
// regulations), with a legend of the tie-break names.
func Standings(t StandingsTable) *Document {
	d := &Document{
		Stem: t.tr("round-%d_standings", t.Round), Title: t.tr("Standings table"),
		Header: t.headerLines(), Lang: t.Lang, FontSize: 10,
		Columns: []Column{
			{Title: t.tr("Place"), Align: Center, Bold: true},
			{Title: t.tr("No."), Align: Right},
			{Title: t.tr("Participant"), Flex: true, Name: true},
			{Title: t.tr("Club"), Flex: true},
			{Title: t.tr("Rtg"), Align: Right},
			{Title: t.tr("Pts"), Align: Center, Bold: true},
		},
	}
	d.Columns = append(d.Columns, tieBreakColumns(t.TieBreaks)...)
	places := rowPlaces(t.Rows, func(r Standing) int { return r.Place })
	shared := SharedPlaces(places)
	for i, r := range t.Rows {
		place := shared[i]
		if r.Playoff {
			place += "*"
		}
		row := []string{place, strconv.Itoa(r.No), r.Name, r.Club, rating(r.Rating), Points(r.Points)}
		for j := range t.TieBreaks {
			v := ""
			if j < len(r.TieBreaks) {
				v = r.TieBreaks[j]
			}
			row = append(row, v)
		}
		d.Rows = append(d.Rows, row)
	}
	if legend := tieBreakLegend(t.Meta, t.TieBreaks); legend != "" {
		d.Notes = append(d.Notes, legend)
	}
	if len(t.Playoffs) > 0 {
		d.Notes = append(d.Notes, t.tr("* Places decided by the play-offs:"))
		d.Notes = append(d.Notes, t.Playoffs...)
	}
	d.Notes = append(d.Notes, t.Notes...)
	d.dropEmptyColumns(t.tr("Club"))
	d.dropEmptyColumns(t.tr("Rtg"))
	return d
}

func tieBreakLegend(m Meta, hs []Heading) string {
	var parts []string
	for _, h := range hs {
		if h.Full != "" && h.Full != h.Short {
			part := h.Short + " — " + h.Full
			if h.Short == "DE" {
				// the column prints only where it decided (model.DecidedOnly)
				part += " " + m.tr("(the place by the games between the tied players; only where it separated them)")
			}
			parts = append(parts, part)
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return m.tr("Tie-breaks: %s.", strings.Join(parts, "; "))
}

// tieBreakColumns are the columns of the tie-break values, one per
// heading, by its short name.
func tieBreakColumns(hs []Heading) []Column {
	cs := make([]Column, len(hs))
	for i, h := range hs {
		cs[i] = Column{Title: h.Short, Align: Right}
	}
	return cs
}

// rowPlaces are the places of rows, in their order.
func rowPlaces[R any](rows []R, place func(R) int) []int {
	ps := make([]int, len(rows))
	for i, r := range rows {
		ps[i] = place(r)
	}
	return ps
}

// SharedPlaces prints the places of a ranking: a place held by k > 1 rows
// is printed "p–(p+k−1)" on each of them. places must be in ranking order.
func SharedPlaces(places []int) []string {
	out := make([]string, len(places))
	for i := 0; i < len(places); {
		j := i
		for j < len(places) && places[j] == places[i] {
			j++
		}
		s := strconv.Itoa(places[i])
		if j-i > 1 {
			s = fmt.Sprintf("%d–%d", places[i], places[i]+j-i-1)
		}
		for k := i; k < j; k++ {
			out[k] = s
		}
		i = j
	}
	return out
}
