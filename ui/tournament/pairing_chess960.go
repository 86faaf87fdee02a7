package tournament

import (
	"context"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/tournaments"
	"arbiter/ui/pdf"
	"arbiter/ui/printout"

	"arbiter/ui/kit"
)

// Chess960 on the tournament screens (model/chess960.go; FIDE Laws,
// Guidelines II; FIDE C.02 VCL4THP.13 Q222): on the pairing screen a row
// with the round's starting position and the buttons to draw it, draw it
// again or enter it by hand — until the round's first result is entered.
// The row is hidden for a tournament not Chess960. The «Chess960» mark of
// the tournament settings is form.go's (chess960Check).

// chess960Bar is the pairing screen's Chess960 row.
type chess960Bar struct {
	s           *Ctx
	shown       func() model.RoundView // the round the screen shows
	box         *fyne.Container
	label       *widget.Label
	draw, enter *widget.Button
	round       int
	on, locked  bool
	drawn       bool // the round shown has a position
}

// newChess960Bar is the row of the round that shown gives.
func newChess960Bar(s *Ctx, shown func() model.RoundView) *chess960Bar {
	b := &chess960Bar{s: s, shown: shown, label: widget.NewLabel("")}
	b.draw = widget.NewButtonWithIcon(lang.L("Draw the position"), theme.ViewRefreshIcon(), b.onDrawTapped)
	b.enter = widget.NewButtonWithIcon(lang.L("Enter by hand…"), theme.DocumentCreateIcon(), b.onEnterTapped)
	b.box = container.NewHBox(b.label, b.draw, b.enter)
	b.box.Hide()
	return b
}

// show reads round rv's position; a round with a result keeps it.
func (b *chess960Bar) show(rv model.RoundView) {
	b.round = rv.Round
	b.locked = false
	for _, bd := range rv.Boards {
		if bd.Result != model.NoGameResult {
			b.locked = true
		}
	}
	id := b.s.Current.ID
	b.s.Bg.Run(func() func() {
		c, err := b.s.Svc.Chess960().Get(context.Background(), id)
		return func() {
			if err != nil || id != b.s.Current.ID || rv.Round != b.round {
				return
			}
			b.set(c)
		}
	})
}

func (b *chess960Bar) set(c model.Chess960) {
	b.on = c.On && b.round > 0
	if !b.on {
		b.box.Hide()
		return
	}
	p, ok := c.Round(b.round)
	b.drawn = ok
	if ok {
		b.label.SetText(p.Line(kit.GUILang()))
		b.draw.SetText(lang.L("Draw again"))
	} else {
		b.label.SetText(lang.L("Chess960: the position of round {{.R}} is not drawn yet", map[string]int{"R": b.round}))
		b.draw.SetText(lang.L("Draw the position"))
	}
	if b.locked {
		b.draw.Disable()
		b.enter.Disable()
	} else {
		b.draw.Enable()
		b.enter.Enable()
	}
	b.box.Show()
}

func (b *chess960Bar) onDrawTapped() {
	b.change(func(ctx context.Context, c9 *tournaments.Chess960s, id model.TournamentID) error {
		_, err := c9.Draw(ctx, id, b.round)
		return err
	})
}

// onEnterTapped asks for the SP number or White's back rank.
func (b *chess960Bar) onEnterTapped() {
	e := kit.NewTextEntry()
	e.SetPlaceHolder("518 / RNBQKBNR")
	note := widget.NewLabel(lang.L("The SP number 0–959 or White's back rank in the letters K, Q, R, B, N, e.g. 518 or RNBQKBNR."))
	note.Wrapping = fyne.TextWrapWord
	form := widget.NewForm(widget.NewFormItem(lang.L("Position"), e), widget.NewFormItem("", note))
	var dlg *kit.EditDialog
	dlg = kit.NewEditDialog(b.s.Win, lang.L("Chess960 position of round {{.R}}", map[string]int{"R": b.round}), form, 460, func() {
		text := strings.TrimSpace(e.Text)
		b.change(func(ctx context.Context, c9 *tournaments.Chess960s, id model.TournamentID) error {
			var err error
			if sp, nerr := strconv.Atoi(text); nerr == nil {
				_, err = c9.Set(ctx, id, b.round, sp)
			} else {
				_, err = c9.SetRank(ctx, id, b.round, text)
			}
			if err == nil {
				dlg.Close()
			}
			return err
		})
	})
	b.s.Win.Canvas().Focus(e)
}

// change runs fn and shows the round again (an error in a dialog).
func (b *chess960Bar) change(fn func(context.Context, *tournaments.Chess960s, model.TournamentID) error) {
	id := b.s.Current.ID
	if err := fn(context.Background(), b.s.Svc.Chess960(), id); err != nil {
		kit.ShowError(b.s.Win, err)
		return
	}
	b.show(b.shown())
}

// withChess960 adds round's Chess960 position to its wall list
// (printout.WithChess960).
func (s *Ctx) withChess960(ctx context.Context, doc *pdf.Document, id model.TournamentID, round int) (*pdf.Document, error) {
	c, err := s.Svc.Chess960().Get(ctx, id)
	if err != nil {
		return nil, err
	}
	p, ok := c.Round(round)
	return printout.WithChess960(doc, c.On, p, ok), nil
}
