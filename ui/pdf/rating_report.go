package pdf

import (
	"fmt"
	"strconv"

	"arbiter/model"
)

// RatingLine is one player of the rating report.
type RatingLine struct {
	No          int
	Name        string
	Rating      int // FIDE rating, 0 unrated
	K           int
	Games       int // games against rated opponents
	Points      int // half-points in them
	Expected    int // hundredths
	Change      int
	AvgOpponent int
	Performance int
}

// RatingReport prints each player's expected score, FIDE rating change and
// performance for the tournament (FIDE Rating Regulations B.02, 8.3).
func RatingReport(m Meta, lines []RatingLine) *Document {
	d := &Document{
		Stem: m.tr("rating-changes"), Title: m.tr("FIDE rating changes"), Header: m.headerLines(), Lang: m.Lang,
		Columns: []Column{
			{Title: m.tr("No."), Align: Right}, {Title: m.tr("Participant"), Flex: true, Name: true},
			{Title: m.tr("Rating"), Align: Right}, {Title: "K", Align: Right},
			{Title: m.tr("Games"), Align: Right}, {Title: m.tr("Pts"), Align: Right},
			{Title: m.tr("Expected"), Align: Right}, {Title: m.tr("Change"), Align: Right, Bold: true},
			{Title: "Ra", Align: Right}, {Title: "Rp", Align: Right},
		},
	}
	for _, l := range lines {
		row := []string{strconv.Itoa(l.No), l.Name, rating(l.Rating), strconv.Itoa(l.K)}
		if l.Rating == 0 || l.Games == 0 {
			row = append(row, "0", "", "", "", "", "")
		} else {
			row = append(row, strconv.Itoa(l.Games), Points(l.Points), model.NumberIn(m.Lang, fmt.Sprintf("%d,%02d", l.Expected/100, l.Expected%100)),
				fmt.Sprintf("%+d", l.Change), strconv.Itoa(l.AvgOpponent), strconv.Itoa(l.Performance))
		}
		d.Rows = append(d.Rows, row)
	}
	d.Notes = []string{
		m.tr("Counted: the games played over the board against FIDE-rated opponents (8.3.1); a rating difference over 400 counts as 400 (in full for players from 2650). The expected score is by table 8.1.2, the change = K × (score − expected), rounded to a whole number, 0.5 away from zero (8.3.4); K from the FIDE list or by 8.3.3, limited by K × n ≤ 700. Ra is the average rating of the opponents, Rp = Ra + dp by table 8.1.1."),
	}
	return d
}
