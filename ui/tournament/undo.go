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
type reopenAction struct{ *tourCtx }

// tapped undoes finishing after a warning that the season tables
// and the diplomas change.
func (s *reopenAction) tapped() {
	if teams.IsTeamSystem(s.current.System) {
		s.team.closing.onReopen() // team_finish.go
		return
	}
	t := s.current
	kit.Confirm(s.win, lang.L("Reopen tournament"),
		lang.L("Reopen {{.Name}}? Its final places are cleared: the season tables (cups, clubs, coaches) and the diplomas change until it is finished again.",
			map[string]string{"Name": t.Name}), func() {
			// the norms it gave are removed too
			if err := s.svc.Closing.Reopen(context.Background(), t.ID); err != nil {
				kit.ShowError(s.win, err)
				return
			}
			s.current.Finished = false
			s.reload()
		})
}

// deleteAction is the Delete button.
type deleteAction struct{ *tourCtx }

// tapped deletes the tournament after a confirmation; a finished
// one is confirmed twice (the model says what it changes).
func (s *deleteAction) tapped() {
	t := s.current
	kit.Confirm(s.win, lang.L("Delete tournament"),
		lang.L("Delete {{.Name}} with its registrations, rounds and results? It can be brought back on the Backups screen, under Deleted records.",
			map[string]string{"Name": t.Name}), func() { s.deleteTournament(t, false) })
}

func (s *deleteAction) deleteTournament(t model.Tournament, confirmed bool) {
	err := s.svc.Tournaments.DeleteTournament(context.Background(), t.ID, confirmed)
	if model.IsKind(err, model.Conflict) && !confirmed {
		kit.Confirm(s.win, lang.L("Delete tournament"), model.Message(err, kit.GUILang()), func() { s.deleteTournament(t, true) })
		return
	}
	if err != nil {
		kit.ShowError(s.win, err)
		return
	}
	s.current = model.Tournament{}
	s.reload()
}
