package tournament

import (
	"context"
	"fmt"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
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

// onRatingChangesTapped computes the changes after the round shown off the
// UI thread and shows them.
func (p *standingsPanel) onRatingChangesTapped() {
	if p.view == nil || p.s.Current.ID == 0 {
		return
	}
	id, round := p.s.Current.ID, p.view.Round
	p.s.Bg.Run(func() func() {
		ctx := context.Background()
		ct, err := p.s.Svc.Tournaments.Crosstable(ctx, id, round)
		var changes []ratings.Change
		if err == nil { // the results corrected for the rating report only are rated (Q192)
			cs, cerr := p.s.Svc.FIDE.RatingCorrections(ctx, id)
			if err = cerr; err == nil {
				changes, err = p.s.Svc.Ratings.RatingReport(ctx, ct, cs)
			}
		}
		return func() {
			if err != nil {
				kit.ShowError(p.s.Win, err)
				return
			}
			p.showRatingChanges(changes, round)
		}
	})
}

func (p *standingsPanel) showRatingChanges(changes []ratings.Change, round int) {
	v := &ratingChangesView{changes: changes}
	v.table = kit.NewTextTable(ratingChangeColumns, func() int { return len(v.changes) },
		func(row, col int) string { return ratingChangeCell(v.changes[row], col) }, nil)
	print := widget.NewButtonWithIcon(lang.L("Print rating report"), theme.DocumentPrintIcon(), func() {
		m := p.s.Meta(round)
		p.s.PrintDocument(func(context.Context) (*pdf.Document, error) { return pdf.RatingReport(m, ratingLines(v.changes)), nil })
	})
	note := widget.NewLabel(lang.L("Games played over the board against FIDE-rated opponents; FIDE Rating Regulations 8.3."))
	note.Wrapping = fyne.TextWrapWord
	v.dialog = dialog.NewCustom(lang.L("FIDE rating changes"), lang.L("Close"),
		container.NewBorder(nil, container.NewVBox(note, print), nil, nil, v.table), p.s.Win)
	v.dialog.SetOnClosed(kit.DialogKeys(p.s.Win, v.table, v.dialog.Hide, v.dialog.Hide)) // Enter and Escape close the report
	v.dialog.Resize(fyne.NewSize(940, 560))
	v.dialog.Show()
	p.ratingChanges = v
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
