package teams

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"arbiter/engine/team"
	"arbiter/engine/tiebreak"
	"arbiter/model"
)

// Service runs team tournaments.
type Service struct{ st Store }

// New returns the service on st.
func New(st Store) *Service { return &Service{st: st} }

func bad(op string, msg model.Text) error { return model.Errorf(model.Invalid, op, msg, nil) }

// event is a team tournament loaded inside a transaction.
type event struct {
	t       model.Tournament
	set     Settings
	teams   []Team
	matches []Match // the rounds
	extra   *Match  // the extra match for first place, nil when none
	byID    map[TeamID]*Team
}

func load(ctx context.Context, tx Tx, id model.TournamentID) (*event, error) {
	t, err := tx.Tournament(ctx, id)
	if err != nil {
		return nil, err
	}
	if !IsTeamSystem(t.System) {
		return nil, bad("Teams", model.Msg("Tournament %d %q is not a team tournament.", id, t.Name))
	}
	set, err := tx.TeamSettings(ctx, id)
	if err != nil {
		return nil, err
	}
	ts, err := tx.Teams(ctx, id)
	if err != nil {
		return nil, err
	}
	ms, err := tx.Matches(ctx, id)
	if err != nil {
		return nil, err
	}
	e := &event{t: t, set: set, teams: ts, byID: map[TeamID]*Team{}}
	for i := range ms {
		if ms[i].Extra {
			e.extra = &ms[i]
			continue
		}
		e.matches = append(e.matches, ms[i])
	}
	for i := range e.teams {
		e.byID[e.teams[i].ID] = &e.teams[i]
	}
	return e, nil
}

// loadOpen is load for a change: a finished tournament is refused until it
// is reopened (its places are final; the next stage may have taken them).
func loadOpen(ctx context.Context, tx Tx, id model.TournamentID, op string) (*event, error) {
	e, err := load(ctx, tx, id)
	if err != nil {
		return nil, err
	}
	if e.t.Finished {
		return nil, model.Errorf(model.Conflict, op, model.Msg("Tournament %q is finished: its places are final. Reopen it to change anything.", e.t.Name), nil)
	}
	return e, nil
}

func (e *event) lastRound() int {
	r := 0
	for _, m := range e.matches {
		r = max(r, m.Round)
	}
	return r
}

// TeamByRef is the team of tournament id that ref names by its number or
// its name (either case): how arbiter-cli turns what the director typed
// into the TeamID the line-up, status and result calls take.
func (s *Service) TeamByRef(ctx context.Context, id model.TournamentID, ref string) (Team, error) {
	var out Team
	err := s.st.TeamTx(ctx, func(tx Tx) error {
		ts, err := tx.Teams(ctx, id)
		if err != nil {
			return err
		}
		e := &event{teams: ts}
		tm, err := e.teamByRef(ref)
		if err == nil {
			out = *tm
		}
		return err
	})
	return out, err
}

// teamByRef finds a team by number or name.
func (e *event) teamByRef(ref string) (*Team, error) {
	for i := range e.teams {
		t := &e.teams[i]
		if fmt.Sprint(t.Number) == ref || strings.EqualFold(t.Name, ref) {
			return t, nil
		}
	}
	return nil, model.Errorf(model.NotFound, "Team", model.Msg("The tournament has no team %q (number or name).", ref), nil)
}

// Teams lists the teams of a tournament.
func (s *Service) Teams(ctx context.Context, id model.TournamentID) ([]Team, Settings, error) {
	var ts []Team
	var set Settings
	err := s.st.TeamTx(ctx, func(tx Tx) error {
		e, err := load(ctx, tx, id)
		if err != nil {
			return err
		}
		ts, set = e.teams, e.set
		return nil
	})
	return ts, set, err
}

// Matches lists the matches of a round (0 = every round).
func (s *Service) Matches(ctx context.Context, id model.TournamentID, round int) ([]Match, error) {
	var out []Match
	err := s.st.TeamTx(ctx, func(tx Tx) error {
		e, err := load(ctx, tx, id)
		if err != nil {
			return err
		}
		for _, m := range e.matches {
			if round == 0 || m.Round == round {
				out = append(out, m)
			}
		}
		if e.extra != nil && (round == 0 || round == ExtraRound) {
			out = append(out, *e.extra)
		}
		return nil
	})
	return out, err
}

// roster is a team's engine roster (members as player ids).
func roster(t *Team) team.Roster {
	r := team.Roster{Team: t.Number, Name: t.Name}
	for _, m := range t.Members {
		r.Members = append(r.Members, int(m.Player))
		if !m.Substitute {
			r.Main++
		}
	}
	return r
}

// engineTournament converts the stored event.
func (e *event) engine() *team.Tournament {
	tn := &team.Tournament{Settings: e.set.Scoring}
	tn.RoundRobin, tn.Edition = e.rules()
	for _, t := range e.teams {
		tn.Teams = append(tn.Teams, team.Info{ID: t.Number, Name: t.Name})
	}
	for _, m := range e.matches {
		em := team.Match{Round: m.Round, Home: e.byID[m.Home].Number, HomeStatus: m.HomeStatus, AwayStatus: m.AwayStatus}
		if m.Away != 0 {
			em.Away = e.byID[m.Away].Number
		}
		for _, b := range m.Boards {
			em.Boards = append(em.Boards, team.Board{Home: int(b.Home), Away: int(b.Away), Result: b.Result})
		}
		tn.Matches = append(tn.Matches, em)
	}
	return tn
}

// rules are the tournament's pairing kind (pre-determined: a round
// robin) and its C.07 edition (stored, else the start date's).
func (e *event) rules() (bool, tiebreak.Edition) {
	return e.t.System != SystemSwiss, edition(e.t)
}

func edition(t model.Tournament) tiebreak.Edition {
	if ed, err := tiebreak.ParseEdition(t.Edition); err == nil {
		return ed
	}
	return tiebreak.EditionFor(t.StartDate.String())
}

// roundComplete reports whether every match of round r has its result.
func (e *event) roundComplete(r int) (bool, error) {
	tn := e.engine()
	for _, m := range tn.Matches {
		if m.Round != r {
			continue
		}
		out, err := tn.Settings.Score(m)
		if err != nil {
			return false, err
		}
		if !out.Complete || (out.Home.Kind == team.Pending && !m.Bye()) {
			return false, nil
		}
		if !m.Bye() && len(m.Boards) == 0 && m.HomeStatus == team.Present && m.AwayStatus == team.Present {
			return false, nil
		}
	}
	return true, nil
}

// totalRounds is the number of rounds the tournament will have.
func (e *event) totalRounds() int {
	n := len(e.teams)
	switch e.t.System {
	case SystemRoundRobin:
		return n - 1 + n%2
	case SystemDoubleRoundRobin:
		return 2 * (n - 1 + n%2)
	}
	return e.t.Rounds
}

// Pair pairs the next round (round robins from the Berger tables, the team
// Swiss by engine/team.PairSwiss) and returns its matches. The previous
// round must be complete.
func (s *Service) Pair(ctx context.Context, id model.TournamentID) (int, []Match, error) {
	const op = "PairTeamRound"
	var round int
	var out []Match
	err := s.st.TeamTx(ctx, func(tx Tx) error {
		e, err := loadOpen(ctx, tx, id, "PairTeamRound")
		if err != nil {
			return err
		}
		if len(e.teams) < 2 || (e.t.System != SystemSwiss && len(e.teams) < 3) {
			return bad(op, model.Msg("Too few teams to pair (a round robin needs 3, a Swiss 2)."))
		}
		last := e.lastRound()
		if last > 0 {
			ok, err := e.roundComplete(last)
			if err != nil {
				return err
			}
			if !ok {
				return bad(op, model.Msg("Round %d is not finished: enter the line-ups and results of every match.", last))
			}
		}
		round = last + 1
		if round > e.totalRounds() {
			return bad(op, model.Msg("All %d rounds have been paired.", e.totalRounds()))
		}
		byNumber := map[int]TeamID{}
		for _, t := range e.teams {
			byNumber[t.Number] = t.ID
		}
		var ems []team.Match
		if e.t.System == SystemSwiss {
			tn := e.engine()
			ems, err = team.PairSwiss(team.SwissInput{Settings: tn.Settings, Teams: tn.Teams, Matches: tn.Matches, Round: round, FirstHomeBoard1: true})
			if errors.Is(err, team.ErrNoPairing) {
				return model.Errorf(model.NoPairing, op, model.Msg("No pairing without a rematch exists."), err)
			}
			if err != nil {
				return err
			}
		} else {
			sched, err := team.RoundRobin(len(e.teams), e.t.System == SystemDoubleRoundRobin)
			if err != nil {
				return bad(op, model.Msg("A round robin needs 3 to 40 teams."))
			}
			ems = sched[round-1].Matches
		}
		for _, em := range ems {
			m := Match{Tournament: id, Round: round, Home: byNumber[em.Home]}
			if em.Away != 0 {
				m.Away = byNumber[em.Away]
			}
			out = append(out, m)
		}
		return tx.CreateMatches(ctx, out)
	})
	return round, out, err
}

// find returns the match of team tm in round r (ExtraRound: the extra
// match for first place).
func (e *event) find(r int, tm *Team) (*Match, bool, error) {
	if r == ExtraRound {
		if m := e.extra; m != nil && (m.Home == tm.ID || m.Away == tm.ID) {
			return m, m.Home == tm.ID, nil
		}
		return nil, false, model.Errorf(model.NotFound, "TeamMatch", model.Msg("Team %q plays no extra match for first place.", tm.Name), nil)
	}
	for i := range e.matches {
		m := &e.matches[i]
		if m.Round != r {
			continue
		}
		if m.Home == tm.ID {
			return m, true, nil
		}
		if m.Away == tm.ID {
			return m, false, nil
		}
	}
	return nil, false, model.Errorf(model.NotFound, "TeamMatch", model.Msg("Team %q has no match in round %d.", tm.Name, r), nil)
}

// loadMatch loads the event of tournament id, the team tid and its match
// in round (home: the team is the first named).
func loadMatch(ctx context.Context, tx Tx, id model.TournamentID, round int, tid TeamID) (*event, *Team, *Match, bool, error) {
	e, err := loadOpen(ctx, tx, id, "TeamMatch")
	if err != nil {
		return nil, nil, nil, false, err
	}
	tm, ok := e.byID[tid]
	if !ok {
		return nil, nil, nil, false, model.Errorf(model.NotFound, "Team", model.Msg("The tournament has no team with ID %d.", int64(tid)), nil)
	}
	m, home, err := e.find(round, tm)
	if err != nil {
		return nil, nil, nil, false, err
	}
	return e, tm, m, home, nil
}

// Standings ranks the teams; list "" uses the tournament's tie-breaks.
func (s *Service) Standings(ctx context.Context, id model.TournamentID, list string) (*team.Standings, error) {
	var st *team.Standings
	err := s.st.TeamTx(ctx, func(tx Tx) error {
		e, err := load(ctx, tx, id)
		if err != nil {
			return err
		}
		st, err = e.standings(e.engine(), list)
		return err
	})
	return st, err
}

// standings ranks tn (the event's engine view) by list ("" the
// tournament's tie-breaks), with the extra match rule and the extra match.
func (e *event) standings(tn *team.Tournament, list string) (*team.Standings, error) {
	if list == "" {
		list = e.listOr(e.set.TieBreaks)
	}
	specs, p, err := team.ParseList(list)
	if err != nil {
		return nil, tieBreakError("TeamStandings", err)
	}
	return team.Rank(tn, specs, team.Options{ExtraMatchRule: e.set.ExtraMatch || (p != nil && p.ExtraMatch), Extra: e.engineExtra()})
}

// engineExtra is the stored extra match in the engine's terms, nil when
// there is none.
func (e *event) engineExtra() *team.Match {
	m := e.extra
	if m == nil {
		return nil
	}
	em := team.Match{Round: m.Round, Home: e.byID[m.Home].Number, Away: e.byID[m.Away].Number, HomeStatus: m.HomeStatus, AwayStatus: m.AwayStatus}
	for _, b := range m.Boards {
		em.Boards = append(em.Boards, team.Board{Home: int(b.Home), Away: int(b.Away), Result: b.Result})
	}
	return &em
}

// listOr is the tournament's tie-break list or, when none is chosen, the
// default of its system and edition (team.DefaultPresetKey).
func (e *event) listOr(list string) string {
	if list == "" {
		rr, ed := e.rules()
		return team.DefaultPresetKey(rr, ed)
	}
	return list
}

// Players returns the registry records of the players (for names on
// printouts); a missing player is left out.
func (s *Service) Players(ctx context.Context, ids []model.PlayerID) (map[model.PlayerID]model.Player, error) {
	out := make(map[model.PlayerID]model.Player, len(ids))
	err := s.st.TeamTx(ctx, func(tx Tx) error {
		for _, id := range ids {
			if _, ok := out[id]; ok || id == 0 {
				continue
			}
			p, err := tx.Player(ctx, id)
			if model.IsKind(err, model.NotFound) {
				continue
			}
			if err != nil {
				return err
			}
			out[id] = p
		}
		return nil
	})
	return out, err
}

// Event returns everything a printout needs: the tournament, settings,
// teams, matches and the engine's view of them.
func (s *Service) Event(ctx context.Context, id model.TournamentID) (model.Tournament, Settings, []Team, []Match, *team.Tournament, error) {
	var e *event
	err := s.st.TeamTx(ctx, func(tx Tx) error {
		var err error
		e, err = load(ctx, tx, id)
		return err
	})
	if err != nil {
		return model.Tournament{}, Settings{}, nil, nil, nil, err
	}
	return e.t, e.set, e.teams, e.matches, e.engine(), nil
}
