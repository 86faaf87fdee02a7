package pdf

import (
	"errors"
	"fmt"
	"strconv"
)

// ErrNoRounds is returned for a crosstable or wall chart of a tournament
// that has no rounds yet.
var ErrNoRounds = errors.New("у турнірі ще немає зіграних турів: таблицю друкувати рано")

// CrossRow is one player of a round robin in starting-number order.
// Results[j] is the score against the player in position j of the table
// («1», «½», «0», «+», «−», or two symbols for a double round robin; empty
// when not yet played); the entry against oneself is ignored.
type CrossRow struct {
	No        int
	Name      string
	Rating    int
	Points    int // half-points
	Place     int // shared places as in Standing
	Results   []string
	TieBreaks []string
}

// CrossTable is the input of Crosstable; Round is the last round played.
type CrossTable struct {
	Meta
	TieBreaks []Heading
	Rows      []CrossRow
}

// Crosstable prints the n×n grid of a round robin with points, tie-breaks
// and place; the renderer turns the page to landscape when the grid is
// wide and sets smaller type past that.
func Crosstable(t CrossTable) (*Document, error) {
	if t.Round == 0 {
		return nil, ErrNoRounds
	}
	d := &Document{
		Stem: t.tr("round-%d_crosstable", t.Round), Title: t.tr("Round-robin crosstable"),
		Header: t.headerLines(), Lang: t.Lang, FontSize: 10,
		Columns: []Column{{Title: t.tr("No."), Align: Right}, {Title: t.tr("Participant"), Flex: true, Name: true}, {Title: t.tr("Rtg"), Align: Right}},
	}
	for j := range t.Rows {
		d.Columns = append(d.Columns, Column{Title: strconv.Itoa(j + 1), Align: Center})
	}
	d.Columns = append(d.Columns, Column{Title: t.tr("Pts"), Align: Center, Bold: true})
	d.Columns = append(d.Columns, tieBreakColumns(t.TieBreaks)...)
	d.Columns = append(d.Columns, Column{Title: t.tr("Place"), Align: Center, Bold: true})
	places := rowPlaces(t.Rows, func(r CrossRow) int { return r.Place })
	shared := sharedUnordered(places)
	for i, r := range t.Rows {
		row := []string{strconv.Itoa(r.No), r.Name, rating(r.Rating)}
		for j := range t.Rows {
			cell := "×"
			if j != i {
				cell = at(r.Results, j)
			}
			row = append(row, cell)
		}
		row = append(row, Points(r.Points))
		for j := range t.TieBreaks {
			row = append(row, at(r.TieBreaks, j))
		}
		d.Rows = append(d.Rows, append(row, shared[i]))
	}
	if legend := tieBreakLegend(t.Meta, t.TieBreaks); legend != "" {
		d.Notes = append(d.Notes, legend)
	}
	d.dropEmptyColumns(t.tr("Rtg"))
	return d, nil
}

func at(s []string, i int) string {
	if i < len(s) {
		return s[i]
	}
	return ""
}

// sharedUnordered is SharedPlaces for rows not in ranking order (a
// crosstable is in starting-number order): a place held by k rows is
// printed as the range on each of them.
func sharedUnordered(places []int) []string {
	count := map[int]int{}
	for _, p := range places {
		count[p]++
	}
	out := make([]string, len(places))
	for i, p := range places {
		out[i] = strconv.Itoa(p)
		if count[p] > 1 {
			out[i] = fmt.Sprintf("%d–%d", p, p+count[p]-1)
		}
	}
	return out
}

// Colour is the colour a player had in a game.
type Colour byte

const (
	NoColour Colour = 0
	White    Colour = 'w'
	Black    Colour = 'b'
)

// WallCell is one round of one player on the Swiss wall chart: the
// opponent's starting number (0 for a bye or absence), the colour and the
// result symbol («1», «½», «0», «+», «−»).
type WallCell struct {
	Opponent int
	Colour   Colour
	Result   string
}

// String prints the cell as "12○1": opponent, colour (○ white, ● black:
// letters б and ч read as digits in small type), result; a round without
// an opponent as "–" and the result.
func (c WallCell) String() string {
	if c.Opponent == 0 {
		if c.Result == "" {
			return ""
		}
		return "–" + c.Result
	}
	col := ""
	switch c.Colour {
	case White:
		col = "○"
	case Black:
		col = "●"
	}
	return strconv.Itoa(c.Opponent) + col + c.Result
}

// WallRow is one player of a Swiss tournament, in ranking order.
type WallRow struct {
	Place     int
	No        int
	Name      string
	Rating    int
	Points    int
	Rounds    []WallCell // index 0 = round 1
	TieBreaks []string
}

// WallTable is the input of WallChart; Round is the last round played.
type WallTable struct {
	Meta
	TieBreaks []Heading
	Rows      []WallRow
}

// WallChart prints the Swiss wall chart: for each player, in ranking
// order, the opponent's starting number, colour and result of every round,
// then points, tie-breaks and the (shared) place.
func WallChart(t WallTable) (*Document, error) {
	if t.Round == 0 {
		return nil, ErrNoRounds
	}
	d := &Document{
		Stem: t.tr("round-%d_wall-chart", t.Round), Title: t.tr("Table by rounds"),
		Header: t.headerLines(), Lang: t.Lang, FontSize: 10,
		Columns: []Column{{Title: t.tr("Place"), Align: Center, Bold: true}, {Title: t.tr("No."), Align: Right},
			{Title: t.tr("Participant"), Flex: true, Name: true}, {Title: t.tr("Rtg"), Align: Right}},
		Notes: []string{t.tr("In a cell: the opponent's starting number, the colour (○ White, ● Black), the result; «–» a round without an opponent.")},
	}
	for r := 1; r <= t.Round; r++ {
		d.Columns = append(d.Columns, Column{Title: strconv.Itoa(r), Align: Center})
	}
	d.Columns = append(d.Columns, Column{Title: t.tr("Pts"), Align: Center, Bold: true})
	d.Columns = append(d.Columns, tieBreakColumns(t.TieBreaks)...)
	places := rowPlaces(t.Rows, func(r WallRow) int { return r.Place })
	shared := SharedPlaces(places)
	for i, r := range t.Rows {
		row := []string{shared[i], strconv.Itoa(r.No), r.Name, rating(r.Rating)}
		for k := range t.Round {
			cell := ""
			if k < len(r.Rounds) {
				cell = r.Rounds[k].String()
			}
			row = append(row, cell)
		}
		row = append(row, Points(r.Points))
		for j := range t.TieBreaks {
			row = append(row, at(r.TieBreaks, j))
		}
		d.Rows = append(d.Rows, row)
	}
	if legend := tieBreakLegend(t.Meta, t.TieBreaks); legend != "" {
		d.Notes = append(d.Notes, legend)
	}
	d.dropEmptyColumns(t.tr("Rtg"))
	return d, nil
}
