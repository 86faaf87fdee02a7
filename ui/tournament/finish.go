package tournament

import (
	"context"
	"errors"

	"fyne.io/fyne/v2/lang"

	"arbiter/model"
	"arbiter/model/teams"

	"arbiter/ui/kit"
	"arbiter/ui/panel"
)

// Finishing the tournament (docs/product.md workflow 7): the final
// standings fixed, the norms shown, the diplomas offered.

// finishAction is the Finish tournament button (docs/product.md workflow 7).
type finishAction struct {
	*Ctx
	showNorms panel.Norms // nil: no norms are shown
}

// Tapped fixes the final standings; before the last planned round
// the director confirms. Diplomas for places 1–3 are offered afterwards.
func (s *finishAction) Tapped() {
	if teams.IsTeamSystem(s.Current.System) {
		s.Team.Finish() // ui/team
		return
	}
	kit.Confirm(s.Win, lang.L("Finish tournament"), panel.FinishQuestion(s.Current), func() { s.finishWith(false) })
}

func (s *finishAction) finishWith(early bool) {
	// the norms are recorded with the players in the same transaction
	c, err := s.Svc.Closing.Finish(context.Background(), s.Current.ID, early)
	rep, norms := c.FinishReport, c.Norms
	// finishing early, or without the extra match for first place the
	// challenger declined (ui/standings/playoff.go), is confirmed and tried again
	if (errors.Is(err, model.ErrFinishEarly) || errors.Is(err, model.ErrExtraMatchOpen)) && !early {
		kit.Confirm(s.Win, lang.L("Finish tournament"), model.Message(err, kit.GUILang())+"\n\n"+lang.L("Finish anyway?"),
			func() { s.finishWith(true) })
		return
	}
	if err != nil {
		kit.ShowError(s.Win, err)
		return
	}
	s.Current.Finished = true
	s.Reload()
	// the diplomas question comes after the norms are read, never over them
	then := func() { s.OfferDiplomas(rep) } // ui/panel/diplomas.go: the sub-standings' diplomas too
	if norms == nil || s.showNorms == nil || !s.showNorms(s.Ctx.Ctx, norms, then) {
		then()
	}
}
