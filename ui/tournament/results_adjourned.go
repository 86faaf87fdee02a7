package tournament

import (
	"context"
	"strconv"

	"fyne.io/fyne/v2/lang"

	"arbiter/model"
	"arbiter/model/fide"

	"arbiter/ui/kit"
	"arbiter/ui/panel"
)

// Adjourned games on the results screen (FIDE C.02, VCL4THP.13 Q157–169;
// model/tournaments/adjourned.go): the key ? (or в, for «відкладена») records the
// selected board as adjourned — it shows «відкл.» and counts as a draw
// for pairing — and a result key on an adjourned board enters its real
// result, with the Level 3 confirmation of a result other than a draw
// (fideAction). Pairing while one is open shows the Level 2 warning.

// adjournKeys are the keys of «adjourned».
var adjournKeys = map[rune]bool{'?': true, 'в': true, 'В': true}

// adjournKeyLegend is the legend's part for them.
func adjournKeyLegend() string { return lang.L("? or в adjourned (a draw for pairing)") }

// resultCell is the result column of board b: «відкл.» while adjourned.
func resultCell(b model.Board) string {
	if b.Adjourned {
		return model.AdjournedMark(kit.GUILang())
	}
	return b.Result.String()
}

// adjournSelected records the selected board as adjourned; a board with
// a result is changed only after the director confirms.
func (p *pairingPanel) adjournSelected() {
	if p.row < 0 || p.row >= len(p.view.Boards) || p.s.Current.Finished {
		return
	}
	row, b := p.row, p.view.Boards[p.row]
	if b.Adjourned {
		p.goToBoard(row + 1)
		return
	}
	id, round := p.s.Current.ID, p.round
	save := func(correct bool) {
		if err := p.s.Svc.Tournaments.Adjourn(context.Background(), id, round, b.No, correct); err != nil {
			kit.ShowError(p.s.Win, err)
			return
		}
		p.view.Boards[row].Result, p.view.Boards[row].Adjourned = model.Drawn, true
		p.afterAdjourned(row)
	}
	if b.Result == model.NoGameResult {
		save(false)
		return
	}
	kit.Confirm(p.s.Win, lang.L("Correct result"), lang.L("Board {{.B}} already has the result {{.Old}}. Record the game as adjourned?",
		map[string]string{"B": strconv.Itoa(b.No), "Old": b.Result.String()}), func() { save(true) })
}

// enterAdjournedResult enters res as the real result of the adjourned
// game on board row: no correction to confirm, but a result other than a
// draw is a Level 3 warning (Q163).
func (p *pairingPanel) enterAdjournedResult(row int, res model.GameResult) {
	b := p.view.Boards[row]
	id, round := p.s.Current.ID, p.round
	panel.FIDEAction(p.s.Win, func(ack fide.Ack) error {
		return p.s.Svc.FIDE.SetGameResult(context.Background(), id, round, b.No, res, false, ack)
	}, func() {
		p.view.Boards[row].Result, p.view.Boards[row].Adjourned = res, false
		p.afterAdjourned(row)
	})
}

func (p *pairingPanel) afterAdjourned(row int) {
	p.boards.Refresh()
	p.updateStatus()
	p.s.Changed()
	p.goToBoard(row + 1)
}

// showPairingWarnings shows the Level 2 warnings of pairing the next
// round of tournament id (an adjourned game still open, Q168).
func (p *pairingPanel) showPairingWarnings(id model.TournamentID) {
	ws, err := p.s.Svc.FIDE.PairingWarnings(context.Background(), id)
	if err != nil || len(ws) == 0 {
		return
	}
	kit.ShowMessage(p.s.Win, lang.L("Warning"), panel.FIDEWarningsText(ws))
}

// adjournedLegend is the standings' line of the open adjourned games,
// counted as draws ("" when none).
func adjournedLegend(v *model.StandingsView) string {
	if v == nil {
		return ""
	}
	if note := model.AdjournedNote(kit.GUILang(), v.Adjourned); note != "" {
		return "\n" + note
	}
	return ""
}
