package tournament

import (
	"context"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"

	"arbiter/ui/kit"
	"arbiter/ui/panel"
)

// manualChange is one of the Service's manual pairing changes; confirm
// saves it even when it breaks a rule.
type manualChange func(confirm bool) ([]model.PairingWarning, error)

// applyManual tries change; when it breaks pairing rules the director sees
// the warnings, each naming the rule, and decides whether to keep it
// (docs/product.md workflow 4). The change is recorded by the Service.
func (p *pairingPanel) applyManual(change manualChange) {
	warnings, err := change(false)
	if err != nil && len(warnings) > 0 {
		kit.Confirm(p.s.Win, lang.L("The change breaks pairing rules"),
			warningsText(warnings)+"\n\n"+lang.L("Make the change anyway?"), func() {
				_, err := change(true)
				p.afterManual(err)
			})
		return
	}
	p.afterManual(err)
}

// warningsText lists the broken rules, one per line; each sentence names
// its rule itself («Правило C3 (C.04.1 ст. 7): …»).
func warningsText(ws []model.PairingWarning) string {
	lines := make([]string, len(ws))
	for i, w := range ws {
		lines[i] = "• " + w.Msg.In(kit.GUILang())
	}
	return strings.Join(lines, "\n")
}

func (p *pairingPanel) afterManual(err error) {
	if err != nil {
		kit.ShowError(p.s.Win, err)
		return
	}
	p.Load()
	p.s.Changed()
}

// selectedBoard is the number of the board the director selected.
func (p *pairingPanel) selectedBoard() (int, bool) {
	if p.row < 0 || p.row >= len(p.view.Boards) {
		return 0, false
	}
	return p.view.Boards[p.row].No, true
}

func (p *pairingPanel) onSwapTapped() {
	board, ok := p.selectedBoard()
	if !ok {
		return
	}
	id, round := p.s.Current.ID, p.round
	p.applyManual(func(confirm bool) ([]model.PairingWarning, error) {
		return p.s.Svc.Pairings.SwapColours(context.Background(), id, round, board, confirm)
	})
}

// onExchangeTapped asks for the other board whose Black player changes
// places with the selected board's Black player.
func (p *pairingPanel) onExchangeTapped() {
	board, ok := p.selectedBoard()
	if !ok {
		return
	}
	id, round := p.s.Current.ID, p.round
	other := kit.NewTextEntry()
	p.askNumber(lang.L("Exchange opponents"), lang.L("Exchange Black with board"), other, func(n int) {
		p.applyManual(func(confirm bool) ([]model.PairingWarning, error) {
			return p.s.Svc.Pairings.ExchangeOpponents(context.Background(), id, round, board, n, confirm)
		})
	})
}

// onMoveToByeTapped asks which player (start number) gets the bye; the
// selected board's White is offered.
func (p *pairingPanel) onMoveToByeTapped() {
	id, round := p.s.Current.ID, p.round
	who := kit.NewTextEntry()
	if p.row >= 0 && p.row < len(p.view.Boards) {
		who.SetText(strconv.Itoa(p.view.Boards[p.row].White.StartNo))
	}
	p.askNumber(lang.L("Move to bye"), lang.L("Start number"), who, func(n int) {
		p.applyManual(func(confirm bool) ([]model.PairingWarning, error) {
			return p.s.Svc.Pairings.MoveToBye(context.Background(), id, round, n, confirm)
		})
	})
}

// askNumber shows a one-field dialog and calls then with the number.
func (p *pairingPanel) askNumber(title, field string, e *kit.TextEntry, then func(int)) {
	var dlg *kit.EditDialog
	dlg = kit.NewEditDialog(p.s.Win, title, widget.NewForm(widget.NewFormItem(field, e)), 420, func() {
		n, err := panel.IntField(e.Text, field)
		if err != nil {
			kit.ShowError(p.s.Win, err)
			return
		}
		dlg.Close()
		then(n)
	})
	p.s.Win.Canvas().Focus(e)
}
