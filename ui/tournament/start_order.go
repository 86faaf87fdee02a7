package tournament

// The starting numbers on the desk and the pairing screen: how
// they are made (by rating without asking, fixed by hand, a round robin's
// lot), said where the director pairs, and the drawing of lots with its
// printed record.

import (
	"context"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/ui/pdf"

	"arbiter/ui/kit"
)

// startOrderText is the sentence about the starting numbers: how they are
// made, and whether a change of the field still changes them.
func startOrderText(st model.StartOrderState) string {
	switch {
	case st.Method == model.StartManual && !st.Fixed:
		return lang.L("Starting numbers were fixed by hand: round 1 will be paired in this order, not by rating. «Sort by rating» restores the FIDE ranking (C.04.2).")
	case st.Method == model.StartManual:
		return lang.L("Starting numbers were fixed by hand.")
	case st.Method == model.StartByLot:
		return lang.L("Starting numbers drawn by lot, seed {{.Seed}}.", map[string]string{"Seed": strconv.FormatUint(st.Seed, 10)})
	case !st.Fixed:
		return lang.L("Starting numbers follow the FIDE ranking (C.04.2: rating, title, name) and are recomputed whenever the field changes before round 1.")
	}
	return lang.L("Starting numbers follow the FIDE ranking (C.04.2).")
}

// loadStartOrder reads the start order off the UI thread and shows its
// sentence in label; then calls done (may be nil) on the UI thread.
func (s *Ctx) loadStartOrder(label *widget.Label, done func(model.StartOrderState)) {
	id := s.Current.ID
	s.Bg.Run(func() func() {
		st, err := s.Svc.StartOrders.State(context.Background(), id)
		return func() {
			if err != nil || id != s.Current.ID {
				return
			}
			label.SetText(startOrderText(st))
			if done != nil {
				done(st)
			}
		}
	})
}

// newSeed is a lot seed from the clock: nine digits, easy to write down.
func newSeed() uint64 { return uint64(time.Now().UnixNano() % 1_000_000_000) }

// onDrawLotsTapped asks for the seed (a new one offered) and draws a round
// robin's numbers by lot, then prints the record of the draw.
func (d *registrationDesk) onDrawLotsTapped() {
	seed := kit.NewTextEntry()
	seed.SetText(strconv.FormatUint(newSeed(), 10))
	note := widget.NewLabel(lang.L("The same seed always gives the same numbers; the record of the draw is printed."))
	note.Wrapping = fyne.TextWrapWord
	form := widget.NewForm(widget.NewFormItem(lang.L("Lot seed"), seed), widget.NewFormItem("", note))
	var dlg *kit.EditDialog
	dlg = kit.NewEditDialog(d.s.Win, lang.L("Draw starting numbers by lot"), form, 460, func() {
		v, err := strconv.ParseUint(strings.TrimSpace(seed.Text), 10, 64)
		if err != nil {
			kit.ShowError(d.s.Win, model.Errorf(model.Invalid, "DrawLots", model.Msg("The lot seed is a non-negative whole number, e.g. 20261201."), err))
			return
		}
		if err := d.s.Svc.StartOrders.DrawLots(context.Background(), d.s.Current.ID, v); err != nil {
			kit.ShowError(d.s.Win, err)
			return
		}
		dlg.Close()
		d.selected = -1
		d.saved()
		d.printLot()
	})
}

// printLot prints the record of the lot: ranking place, player, number.
func (d *registrationDesk) printLot() {
	id, m := d.s.Current.ID, d.s.Meta(0)
	d.s.PrintDocument(func(ctx context.Context) (*pdf.Document, error) {
		rec, err := d.s.Svc.StartOrders.Lot(ctx, id)
		if err != nil {
			return nil, err
		}
		lines := make([]pdf.LotLine, len(rec.Lines))
		for i, l := range rec.Lines {
			p := l.Participant
			lines[i] = pdf.LotLine{Rank: l.Rank, Name: p.Player.FullName(), Rating: p.Rating, Title: p.Player.Title, No: p.StartNo}
		}
		return pdf.Lot(m, rec.Seed, lines), nil
	})
}
