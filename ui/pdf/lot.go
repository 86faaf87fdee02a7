package pdf

import (
	"strconv"
)

// LotLine is one player of a drawing of lots: his place in the initial
// ranking list (C.04.2: rating, title, name) and the number he drew.
type LotLine struct {
	Rank   int
	Name   string
	Rating int
	Title  string
	No     int
}

// Lot is the record of a round robin's drawing of lots (C.05 art. 1): the
// seed, how the draw is repeated, and per player the ranking place and
// the number drawn, in ranking order.
func Lot(m Meta, seed uint64, lines []LotLine) *Document {
	d := &Document{
		Stem: m.tr("drawing-of-numbers"), Title: m.tr("Drawing of starting numbers"), Lang: m.Lang,
		Header: m.headerLines(), FontSize: 11,
		Columns: []Column{
			{Title: m.tr("By rating"), Align: Right}, {Title: m.tr("Participant"), Flex: true, Name: true},
			{Title: m.tr("Title"), Align: Center}, {Title: m.tr("Rating"), Align: Right},
			{Title: m.tr("Starting number"), Align: Right, Bold: true},
		},
		Footer: m.tr("Chief arbiter ____________________"),
	}
	for _, l := range lines {
		rating := ""
		if l.Rating > 0 {
			rating = strconv.Itoa(l.Rating)
		}
		d.Rows = append(d.Rows, []string{strconv.Itoa(l.Rank), l.Name, l.Title, rating, strconv.Itoa(l.No)})
	}
	d.Notes = []string{
		m.tr("Seed of the draw: %d. Participants: %d.", seed, len(lines)),
		m.tr("Check: the participants are ordered by rating, then title, then surname (C.04.2); the numbers 1…N are shuffled by the Fisher–Yates algorithm with the SplitMix64 generator from this seed (`arbiter-cli lot --players N --seed SEED` repeats the draw)."),
	}
	return d
}
