package tournament

import (
	"context"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model/fide"

	"arbiter/ui/kit"
	"arbiter/ui/panel"
)

// The manual-pairing phase on the rounds tab (FIDE C.02, VCL4THP.13 Q65,
// Q68–69; model/tournaments/fide_manual.go): «Редагувати пари» opens it on the last
// paired round, «Затвердити пари» closes it, comparing the round with the
// engine's pairing (a difference is a Level 4 dialog showing the engine's
// pairing, then an MPA event).

// phaseButtons are the two buttons of the phase.
type phaseButtons struct{ edit, validate *widget.Button }

func (p *pairingPanel) newPhaseButtons() phaseButtons {
	return phaseButtons{
		edit:     widget.NewButtonWithIcon(lang.L("Edit pairings"), theme.DocumentCreateIcon(), p.onEditPairingsTapped),
		validate: widget.NewButtonWithIcon(lang.L("Validate pairings"), theme.ConfirmIcon(), p.onValidatePairingsTapped),
	}
}

// enablePhase follows enable: both need the last paired round shown.
func (p *pairingPanel) enablePhase(on bool) {
	for _, b := range []*widget.Button{p.phase.edit, p.phase.validate} {
		if on {
			b.Enable()
		} else {
			b.Disable()
		}
	}
}

func (p *pairingPanel) onEditPairingsTapped() {
	r, err := p.s.Svc.FIDE.EditPairings(context.Background(), p.s.Current.ID)
	if err != nil {
		kit.ShowError(p.s.Win, err)
		return
	}
	p.status.SetText(lang.L("Editing the pairings of round {{.R}}: validate them before the next round.", map[string]int{"R": r}))
}

func (p *pairingPanel) onValidatePairingsTapped() {
	id := p.s.Current.ID
	panel.FIDEAction(p.s.Win, func(ack fide.Ack) error {
		cmp, err := p.s.Svc.FIDE.ValidatePairings(context.Background(), id, ack)
		if err == nil {
			msg := lang.L("Round {{.R}} validated: it is the engine's pairing.", map[string]int{"R": cmp.Round})
			if cmp.Differs {
				msg = lang.L("Round {{.R}} validated; it differs from the engine's pairing, recorded in the history.", map[string]int{"R": cmp.Round})
			}
			p.status.SetText(msg)
		}
		return err
	}, p.s.Changed)
}
