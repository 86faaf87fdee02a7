package tournament

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"

	"arbiter/ui/kit"
)

// The results beyond the keys of the result entry (FIDE C.02, VCL4THP.13
// Q180–186; model/game_result_more.go): the arbiter's ½-0, 0-½ and 0-0,
// and the games not rated (W/L, D/D, L/W), chosen from a list under the
// keys' line.

// withOtherResult puts the «Other result…» button after the keys' line.
func (p *pairingPanel) withOtherResult(keys fyne.CanvasObject) fyne.CanvasObject {
	b := widget.NewButtonWithIcon(lang.L("Other result…"), theme.ListIcon(), p.onOtherResultTapped)
	return container.NewBorder(nil, nil, nil, b, keys)
}

// moreResultText names a result of model.MoreResults for the list.
func moreResultText(r model.GameResult) string {
	switch r {
	case model.WhiteHalfBlackZero:
		return lang.L("½-0: White ½, Black 0 (the arbiter's decision)")
	case model.WhiteZeroBlackHalf:
		return lang.L("0-½: White 0, Black ½ (the arbiter's decision)")
	case model.BothLost:
		return lang.L("0-0: both players lose (the arbiter's decision)")
	case model.WhiteWonUnrated:
		return lang.L("W/L: White wins, not rated (less than one move)")
	case model.DrawnUnrated:
		return lang.L("D/D: draw, not rated (less than one move)")
	case model.BlackWonUnrated:
		return lang.L("L/W: Black wins, not rated (less than one move)")
	}
	return r.String()
}

// onOtherResultTapped lets the director pick one of the other results for
// the selected board.
func (p *pairingPanel) onOtherResultTapped() {
	if p.row < 0 || p.row >= len(p.view.Boards) || p.s.Current.Finished {
		kit.ShowMessage(p.s.Win, lang.L("Other result…"), lang.L("Choose a board first."))
		return
	}
	rs := model.MoreResults()
	names := make([]string, len(rs))
	for i, r := range rs {
		names[i] = moreResultText(r)
	}
	choice := widget.NewRadioGroup(names, nil)
	kit.ConfirmWith(p.s.Win, lang.L("Other result…"), choice, func() {
		for i, n := range names {
			if n == choice.Selected {
				p.enterResult(rs[i])
			}
		}
	})
}
