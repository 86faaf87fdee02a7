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
	"arbiter/model/fide"

	"arbiter/ui/kit"
	"arbiter/ui/panel"
)

// A Swiss round built by hand (FIDE C.02, VCL4THP.13 Q63–64;
// model/tournaments/pairing_byhand.go): «Вручну…» on the rounds tab, and the offer
// made when the engine finds no legal pairing, open a dialog with a row
// per board (White's and Black's start numbers) and the bye. Rule
// breaches are the Level 3 dialog of fideAction; the round then is in the
// manual-pairing phase, closed by «Затвердити пари». The panel's side
// (onByHandTapped, offerByHand, openByHand) is pairing.go's; the
// dialog itself knows only the screen's Ctx and a callback.

// handRoundDialog is the dialog's state.
type handRoundDialog struct {
	s              *Ctx
	saved          func(model.RoundView) // the panel's side, once the round is stored
	rows           *fyne.Container
	whites, blacks []*kit.TextEntry
	bye            *kit.TextEntry
	dlg            *kit.EditDialog
}

func (h *handRoundDialog) addRow() {
	w, b := kit.NewTextEntry(), kit.NewTextEntry()
	h.whites, h.blacks = append(h.whites, w), append(h.blacks, b)
	n := widget.NewLabel(lang.L("Board {{.N}}", map[string]int{"N": len(h.whites)}))
	h.rows.Add(container.NewGridWithColumns(3, n, w, b))
}

// round reads the rows: a row left empty is skipped, a half-filled one is
// an error.
func (h *handRoundDialog) round() (model.HandRound, error) {
	var out model.HandRound
	for i := range h.whites {
		ws, bs := strings.TrimSpace(h.whites[i].Text), strings.TrimSpace(h.blacks[i].Text)
		if ws == "" && bs == "" {
			continue
		}
		w, errW := strconv.Atoi(ws)
		b, errB := strconv.Atoi(bs)
		if errW != nil || errB != nil || w < 1 || b < 1 {
			return out, model.Errorf(model.Invalid, "PairByHand", model.Msg("Board %d: give the start numbers of both White and Black.", i+1), nil)
		}
		out.Boards = append(out.Boards, model.PairedBoard{White: w, Black: b})
	}
	if s := strings.TrimSpace(h.bye.Text); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			return out, model.Errorf(model.Invalid, "PairByHand", model.Msg("Bye: %q is not a start number.", s), nil)
		}
		out.Bye = n
	}
	return out, nil
}

// save saves the round through fideAction (its Level 3 dialog); the
// dialog closes when the round is saved, and stays open on an error so
// the director can correct it.
func (h *handRoundDialog) save() {
	s := h.s
	r, err := h.round()
	if err != nil {
		kit.ShowError(s.Win, err)
		return
	}
	id := s.Current.ID
	var shown []fide.Warning
	var view model.RoundView
	panel.FIDEAction(s.Win, func(ack fide.Ack) error {
		var err error
		view, shown, err = s.Svc.ByHand.Pair(context.Background(), id, r, ack)
		return err
	}, func() {
		h.dlg.Close()
		h.saved(view)
		var info []fide.Warning
		for _, w := range shown {
			if w.Level < fide.Confirm {
				info = append(info, w)
			}
		}
		if len(info) > 0 {
			kit.ShowMessage(s.Win, lang.L("Warning"), panel.FIDEWarningsText(info))
		}
	})
}

// newHandRoundDialog opens the dialog for round with a row per board;
// saved is called with the round once it is stored.
func newHandRoundDialog(s *Ctx, round, boards int, saved func(model.RoundView)) *handRoundDialog {
	h := &handRoundDialog{s: s, saved: saved, rows: container.NewVBox(), bye: kit.NewTextEntry()}
	for i := 0; i < boards; i++ {
		h.addRow()
	}
	more := widget.NewButtonWithIcon(lang.L("Add a board"), theme.ContentAddIcon(), func() {
		h.addRow()
		h.dlg.Refit()
	})
	hint := widget.NewLabel(lang.L("Start numbers: White and Black on each board, in board order; the bye only when the number of players is odd."))
	hint.Wrapping = fyne.TextWrapWord
	form := container.NewVBox(hint, h.rows, more, widget.NewForm(widget.NewFormItem(lang.L("Bye"), h.bye)))
	title := lang.L("Round {{.R}} by hand", map[string]int{"R": round})
	h.dlg = kit.NewEditDialog(s.Win, title, form, 520, h.save)
	if len(h.whites) > 0 {
		s.Win.Canvas().Focus(h.whites[0])
	}
	return h
}
