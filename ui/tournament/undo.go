package tournament

import (
	"context"

	"fyne.io/fyne/v2/lang"

	"arbiter/model"
	"arbiter/model/teams"

	"arbiter/ui/kit"
)

// Undo on the tournament screen: reopen a finished tournament, delete one
// (brought back on the Backups screen).

// reopenAction is the Reopen button.
type reopenAction struct{ *Ctx }

// Tapped undoes finishing after a warning that the season tables
// and the diplomas change.
func (s *reopenAction) Tapped() {
	if teams.IsTeamSystem(s.Current.System) {
		s.Team.Reopen() // ui/team
		return
	}
	t := s.Current
	kit.Confirm(s.Win, lang.L("Reopen tournament"),
		lang.L("Reopen {{.Name}}? Its final places are cleared: the season tables (cups, clubs, coaches) and the diplomas change until it is finished again.",
			map[string]string{"Name": t.Name}), func() {
			// the norms it gave are removed too
			if err := s.Svc.Closing.Reopen(context.Background(), t.ID); err != nil {
				kit.ShowError(s.Win, err)
				return
			}
			s.Current.Finished = false
			s.Reload()
		})
}

// deleteAction is the Delete button.
type deleteAction struct{ *Ctx }

// Tapped deletes the tournament after a confirmation; a finished
// one is confirmed twice (the model says what it changes).
func (s *deleteAction) Tapped() {
	t := s.Current
	kit.Confirm(s.Win, lang.L("Delete tournament"),
		lang.L("Delete {{.Name}} with its registrations, rounds and results? It can be brought back on the Backups screen, under Deleted records.",
			map[string]string{"Name": t.Name}), func() { s.deleteTournament(t, false) })
}

func (s *deleteAction) deleteTournament(t model.Tournament, confirmed bool) {
	err := s.Svc.Tournaments.DeleteTournament(context.Background(), t.ID, confirmed)
	if model.IsKind(err, model.Conflict) && !confirmed {
		kit.Confirm(s.Win, lang.L("Delete tournament"), model.Message(err, kit.GUILang()), func() { s.deleteTournament(t, true) })
		return
	}
	if err != nil {
		kit.ShowError(s.Win, err)
		return
	}
	s.Current = model.Tournament{}
	s.Reload()
}
