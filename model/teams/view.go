package teams

import (
	"context"

	"arbiter/engine/team"
	"arbiter/model"
)

// View is a team tournament as the screens and printouts show it: the
// tournament, its settings, teams, the matches of the rounds (and the
// extra match), the engine's view of them, the registry records of every
// member (read a team at a time: Tx.TeamPlayers) and the standings by the
// tournament's tie-breaks (or list).
type View struct {
	Tournament model.Tournament
	Settings   Settings
	Teams      []Team
	Matches    []Match // the rounds, in round order
	Extra      *Match  // the extra match for first place, nil when none
	Engine     *team.Tournament
	Players    map[model.PlayerID]model.Player
	Standings  *team.Standings
	LastRound  int // the last round paired (0: none)
	Rounds     int // the rounds the tournament will have
}

// View reads everything of tournament id in one transaction; list ""
// ranks by the tournament's tie-breaks.
func (s *Service) View(ctx context.Context, id model.TournamentID, list string) (View, error) {
	var v View
	err := s.st.TeamTx(ctx, func(tx Tx) error {
		e, err := load(ctx, tx, id)
		if err != nil {
			return err
		}
		v = View{Tournament: e.t, Settings: e.set, Teams: e.teams, Matches: e.matches, Extra: e.extra, Engine: e.engine(),
			Players: map[model.PlayerID]model.Player{}, LastRound: e.lastRound(), Rounds: e.totalRounds()}
		v.Standings, err = e.standings(v.Engine, list)
		if err != nil {
			return err
		}
		for _, t := range e.teams { // one query per team, not per member
			ps, err := tx.TeamPlayers(ctx, t.ID)
			if err != nil {
				return err
			}
			for _, p := range ps {
				v.Players[p.ID] = p
			}
		}
		return nil
	})
	return v, err
}

// TeamByID returns the team with that id (the zero Team when none).
func (v View) TeamByID(id TeamID) Team {
	for _, t := range v.Teams {
		if t.ID == id {
			return t
		}
	}
	return Team{}
}

// PlayerName is a member's full name ("" for nobody).
func (v View) PlayerName(id model.PlayerID) string {
	if p, ok := v.Players[id]; ok {
		return p.FullName()
	}
	return ""
}

// Score is a stored match's score «2½–1½» from the first-named team's
// side, "" while it is not complete.
func (v View) Score(m Match) string {
	out, ok := v.Outcome(m)
	if !ok {
		return ""
	}
	return team.Half(out.Home.GP) + "–" + team.Half(out.Away.GP)
}

// Outcome is a stored match's result for both teams; ok is false while it
// is not complete (a line-up or a board result missing).
func (v View) Outcome(m Match) (team.Outcome, bool) {
	em := team.Match{Round: m.Round, HomeStatus: m.HomeStatus, AwayStatus: m.AwayStatus, Home: v.TeamByID(m.Home).Number}
	if m.Away != 0 {
		em.Away = v.TeamByID(m.Away).Number
	}
	for _, b := range m.Boards {
		em.Boards = append(em.Boards, team.Board{Home: int(b.Home), Away: int(b.Away), Result: b.Result})
	}
	out, err := v.Settings.Scoring.Score(em)
	if err != nil || !out.Complete {
		return out, false
	}
	if len(em.Boards) == 0 && !em.Bye() && em.HomeStatus == team.Present && em.AwayStatus == team.Present {
		return out, false
	}
	return out, true
}
