package standings

import (
	"fmt"
	"strconv"

	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"arbiter/model/ratings"
	"arbiter/ui/pdf"

	"arbiter/ui/kit"
)

// ratingChangesView is the standings panel's table of FIDE rating changes
// after the round shown (FIDE Rating Regulations 8.3), with its printout.
type ratingChangesView struct {
	changes []ratings.Change
	table   *widget.Table
	dialog  dialog.Dialog
}

var ratingChangeColumns = []kit.TextColumn{
	{Title: "No.", Width: 50}, {Title: "Player", Width: 220}, {Title: "Rating", Width: 70}, {Title: "K", Width: 40}, {Title: "Games", Width: 60}, {Title: "Points", Width: 60},
	{Title: "Expected", Width: 80}, {Title: "Change", Width: 70}, {Title: "Ra", Width: 60}, {Title: "Rp", Width: 60},
}

func ratingChangeCell(c ratings.Change, col int) string {
	rated := c.Rating > 0 && c.Games > 0
	switch col {
	case 0:
		return strconv.Itoa(c.StartNo)
	case 1:
		if c.Corrected > 0 {
			return c.Name + " *" // rated with a result corrected for the rating report only
		}
		return c.Name
	case 2:
		if c.Rating == 0 {
			return ""
		}
		return strconv.Itoa(c.Rating)
	case 3:
		return strconv.Itoa(c.K)
	case 4:
		return strconv.Itoa(c.Games)
	}
	if !rated {
		return ""
	}
	switch col {
	case 5:
		return pdf.Points(c.Score)
	case 6:
		return fmt.Sprintf("%d,%02d", c.Expected/100, c.Expected%100)
	case 7:
		return fmt.Sprintf("%+d", c.Change)
	case 8:
		return strconv.Itoa(c.AvgOpponent)
	}
	return strconv.Itoa(c.Performance)
}

func ratingLines(cs []ratings.Change) []pdf.RatingLine {
	out := make([]pdf.RatingLine, len(cs))
	for i, c := range cs {
		out[i] = pdf.RatingLine{No: c.StartNo, Name: c.Name, Rating: c.Rating, K: c.K, Games: c.Games, Points: c.Score,
			Expected: c.Expected, Change: c.Change, AvgOpponent: c.AvgOpponent, Performance: c.Performance}
		if c.Result.K > 0 {
			out[i].K = c.Result.K
		}
	}
	return out
}
