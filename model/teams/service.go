package teams

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"arbiter/engine/season"
	"arbiter/engine/team"
	"arbiter/engine/tiebreak"
	"arbiter/model"
)

// Service runs team tournaments.
type Service struct{ st Store }

// New returns the service on st.
func New(st Store) *Service { return &Service{st: st} }

func bad(op string, msg model.Text) error { return model.Errorf(model.Invalid, op, msg, nil) }

// Options of a new team tournament beyond the model.Tournament fields.
type Options struct {
	Boards     int
	Primary    string // "mp" (default) or "gp"
	TieBreaks  string // team codes or a preset; "" = the default of the system and edition (team.DefaultPresetKey)
	NoShowGP   int    // half-points; -1 = default (§3: 5 points)
	ByeGP      int    // half-points; -1 = default (§3: 3.5); use Boards for C.04.6's draw
	MinPlayers int    // 0 = default 3
	// MatchPoints are the match points for a won, drawn and lost match;
	// nil = the default 2/1/0 (C.07 art. 11.1.1).
	MatchPoints *[3]int
	Rules       Rules
}

// CreateTournament creates a team tournament and its settings in one
// transaction. t.System is one of the team systems; t.Rounds is needed for
// a team Swiss (round robins take theirs from the number of teams). A
// stage (t.Stage, seed 004 §19) follows team tournaments only
// (stage.go).
func (s *Service) CreateTournament(ctx context.Context, t model.Tournament, o Options) (model.Tournament, error) {
	t, set, err := prepare("CreateTeamTournament", t, o)
	if err != nil {
		return t, err
	}
	err = s.st.TeamTx(ctx, func(tx Tx) error {
		if err := checkStageSources(ctx, tx, "CreateTeamTournament", &t); err != nil {
			return err
		}
		if err := tx.CreateTournament(ctx, &t); err != nil {
			return err
		}
		set.Tournament = t.ID
		return tx.SaveTeamSettings(ctx, set)
	})
	return t, err
}

// prepare validates a team tournament and its options and returns the
// tournament with its defaults and the settings to store (without the
// tournament's ID).
func prepare(op string, t model.Tournament, o Options) (model.Tournament, Settings, error) {
	var none Settings
	switch {
	case !IsTeamSystem(t.System):
		return t, none, bad(op, model.Msg("System %q is not a team system; possible: team-round-robin, team-double-round-robin, team-swiss.", t.System))
	case strings.TrimSpace(t.Name) == "":
		return t, none, bad(op, model.Msg("Give the tournament's name."))
	case !t.StartDate.Valid():
		return t, none, bad(op, model.Msg("Give the first day of the tournament."))
	case o.Boards < 1 || o.Boards > 20:
		return t, none, bad(op, model.Msg("%d boards: 1 to 20 (--boards N).", o.Boards))
	case t.System == SystemSwiss && (t.Rounds < 1 || t.Rounds > 30):
		return t, none, bad(op, model.Msg("A team Swiss needs 1 to 30 rounds (--rounds N)."))
	}
	if !t.EndDate.Valid() {
		t.EndDate = t.StartDate
	}
	if t.EndDate.Before(t.StartDate) {
		return t, none, bad(op, model.Msg("The last day is before the first."))
	}
	if t.Kind == "" {
		t.Kind = model.Classical
	}
	if t.Cup == "" {
		t.Cup = season.CupNone // team events count for neither cup
	}
	if t.RatingUsed == "" {
		t.RatingUsed = model.RatingFIDE
	}
	if t.InitialColour == "" {
		t.InitialColour = "white"
	}
	if t.Edition == "" {
		t.Edition = tiebreak.EditionFor(t.StartDate.String()).String() // C.07: the text in force on the first day
	}
	sc := team.Defaults(o.Boards)
	sc.Primary = team.ByMP
	list := o.TieBreaks
	extra := false
	if list != "" {
		_, p, err := team.ParseList(list)
		if err != nil {
			return t, none, tieBreakError(op, err)
		}
		if p != nil {
			sc.Primary, extra = p.Primary, p.ExtraMatch
		}
	}
	if o.Primary != "" {
		pr, err := team.ParsePrimary(o.Primary)
		if err != nil {
			return t, none, bad(op, model.Msg("Primary score: mp (match points) or gp (game points)."))
		}
		sc.Primary = pr
	}
	if o.NoShowGP >= 0 {
		sc.NoShowGP = o.NoShowGP
	}
	if o.ByeGP >= 0 {
		sc.ByeGP = o.ByeGP
	}
	if o.MinPlayers > 0 {
		sc.MinPlayers = o.MinPlayers
	}
	if mp := o.MatchPoints; mp != nil {
		if mp[0] <= mp[1] || mp[1] < mp[2] || mp[2] < 0 {
			return t, none, bad(op, model.Msg("Match points %d/%d/%d: a win must give more than a draw, a draw no less than a loss (e.g. 2/1/0).", mp[0], mp[1], mp[2]))
		}
		sc.Win, sc.Draw, sc.Loss = mp[0], mp[1], mp[2]
	}
	if o.Rules.Boys < 0 || o.Rules.Girls < 0 || o.Rules.Boys+o.Rules.Girls > 0 && o.Rules.Boys+o.Rules.Girls < o.Boards {
		return t, none, bad(op, model.Msg("Team composition: %d boys and %d girls do not fill %d boards.", o.Rules.Boys, o.Rules.Girls, o.Boards))
	}
	if err := checkClubRules(op, o.Rules); err != nil { // club_rules.go
		return t, none, err
	}
	if err := sc.Validate(); err != nil {
		return t, none, settingsErr(op, sc, err)
	}
	t.TieBreaks = list
	return t, Settings{Scoring: sc, TieBreaks: list, ExtraMatch: extra, Rules: o.Rules}, nil
}

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

// CreateTeam registers a team; its number is the next free one. A team
// outside the composition rules is a Conflict (ErrRules) unless confirm.
func (s *Service) CreateTeam(ctx context.Context, id model.TournamentID, tm Team, confirm bool) (Team, error) {
	const op = "CreateTeam"
	tm.Name = strings.TrimSpace(tm.Name)
	if tm.Name == "" {
		return tm, bad(op, model.Msg("Give the team's name."))
	}
	err := s.st.TeamTx(ctx, func(tx Tx) error {
		e, err := loadOpen(ctx, tx, id, "CreateTeam")
		if err != nil {
			return err
		}
		if e.lastRound() > 0 {
			return bad(op, model.Msg("The tournament has started: no new team can be added."))
		}
		for _, o := range e.teams {
			if strings.EqualFold(o.Name, tm.Name) {
				return model.Errorf(model.Conflict, op, model.Msg("Team %q is already in the tournament (no. %d).", tm.Name, o.Number), nil)
			}
			tm.Number = max(tm.Number, o.Number)
		}
		tm.Number++
		tm.Tournament = id
		if tm.Club != 0 {
			if _, err := tx.Club(ctx, tm.Club); model.IsKind(err, model.NotFound) {
				return model.Errorf(model.NotFound, op, model.Msg("There is no club %d in the registry.", tm.Club), nil)
			} else if err != nil {
				return err
			}
		}
		if err := checkMembers(ctx, tx, e, &tm, tm.Members, confirm); err != nil {
			return err
		}
		return tx.CreateTeam(ctx, &tm)
	})
	return tm, err
}

// AddMembers appends players to a team's declared order (main players
// first, then substitutes: substitute marks them as substitutes).
func (s *Service) AddMembers(ctx context.Context, id model.TournamentID, teamRef string, players []model.PlayerID, substitute, confirm bool) (Team, error) {
	var out Team
	err := s.st.TeamTx(ctx, func(tx Tx) error {
		e, err := loadOpen(ctx, tx, id, "AddTeamMembers")
		if err != nil {
			return err
		}
		tm, err := e.teamByRef(teamRef)
		if err != nil {
			return err
		}
		// main players go after the main players already declared, before
		// the substitutes
		at := len(tm.Members)
		if !substitute {
			for at > 0 && tm.Members[at-1].Substitute {
				at--
			}
		}
		ms := append([]Member(nil), tm.Members[:at]...)
		for _, p := range players {
			ms = append(ms, Member{Player: p, Substitute: substitute})
		}
		ms = append(ms, tm.Members[at:]...)
		if err := checkMembers(ctx, tx, e, tm, ms, confirm); err != nil {
			return err
		}
		tm.Members = ms
		out = *tm
		return tx.SetTeamMembers(ctx, tm.ID, ms)
	})
	return out, err
}

// SetMembers replaces a team's declared order (the GUI's team form: main
// players in board order, then the substitutes). Once round 1 is paired
// the order already declared stays: players can only be added after it.
func (s *Service) SetMembers(ctx context.Context, id model.TournamentID, teamRef string, ms []Member, confirm bool) (Team, error) {
	const op = "SetTeamMembers"
	var out Team
	err := s.st.TeamTx(ctx, func(tx Tx) error {
		e, err := loadOpen(ctx, tx, id, "SetTeamMembers")
		if err != nil {
			return err
		}
		tm, err := e.teamByRef(teamRef)
		if err != nil {
			return err
		}
		if e.lastRound() > 0 {
			if !keepsOrder(tm.Members, ms) {
				return model.Errorf(model.Conflict, op, model.Msg("The tournament has started: the declared order stays; players can only be added at its end."), nil)
			}
		}
		if err := checkMembers(ctx, tx, e, tm, ms, confirm); err != nil {
			return err
		}
		tm.Members = ms
		out = *tm
		return tx.SetTeamMembers(ctx, tm.ID, ms)
	})
	return out, err
}

// checkMembers: players exist, none twice, none in another team of the
// tournament (a player plays for one team only), main players before the
// substitutes; then the composition rules (rules.go) unless confirm.
func checkMembers(ctx context.Context, tx Tx, e *event, tm *Team, ms []Member, confirm bool) error {
	const op = "TeamMembers"
	seen := map[model.PlayerID]bool{}
	for _, m := range ms {
		p, err := tx.Player(ctx, m.Player)
		if err != nil {
			if model.IsKind(err, model.NotFound) {
				return model.Errorf(model.NotFound, op, model.Msg("There is no player %d in the registry.", m.Player), nil)
			}
			return err
		}
		if seen[m.Player] {
			return bad(op, model.Msg("%s is already in team %q.", p.FullName(), tm.Name))
		}
		seen[m.Player] = true
		for _, o := range e.teams {
			if o.ID == tm.ID {
				continue
			}
			for _, om := range o.Members {
				if om.Player == m.Player {
					return model.Errorf(model.Conflict, op, model.Msg("%s already plays for team %q; a player may play for one team only.", p.FullName(), o.Name), nil)
				}
			}
		}
	}
	for i := 1; i < len(ms); i++ {
		if ms[i-1].Substitute && !ms[i].Substitute {
			return bad(op, model.Msg("Main players first, in board order, then the substitutes."))
		}
	}
	bs, err := rulesBreaches(ctx, tx, e, tm, ms)
	if err != nil {
		return err
	}
	return rulesErr(op, tm.Name, bs, confirm)
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

// SetLineup sets team tid's line-up for a round (players in board order).
// It is checked against the declared order: a substitute plays at his
// declared place and moves the players below him down a board. A board
// whose players stay keeps its result; one whose players change loses it,
// and that is a Conflict (ErrClearsResults) naming the boards unless
// confirm. A line-up with more boys or girls than the rules allow is a
// Conflict (ErrRules) unless confirm (asked together with the results).
// The registry records of the team's members are read in one query
// (Tx.TeamPlayers), for the rules and the messages.
func (s *Service) SetLineup(ctx context.Context, id model.TournamentID, round int, tid TeamID, players []model.PlayerID, confirm bool) error {
	return s.st.TeamTx(ctx, func(tx Tx) error { return setLineup(ctx, tx, id, round, tid, players, confirm) })
}

// setLineup is SetLineup inside a transaction.
func setLineup(ctx context.Context, tx Tx, id model.TournamentID, round int, tid TeamID, players []model.PlayerID, confirm bool) error {
	const op = "SetLineup"
	e, tm, m, home, err := loadMatch(ctx, tx, id, round, tid)
	if err != nil {
		return err
	}
	if m.Away == 0 {
		return bad(op, model.Msg("Team %q has the bye in round %d: no line-up is needed.", tm.Name, round))
	}
	members, err := teamPlayers(ctx, tx, tm.ID)
	if err != nil {
		return err
	}
	if err := team.ValidateLineup(roster(tm), engineIDs(players), e.set.Scoring); err != nil {
		return lineupErr(op, tm, members, err)
	}
	rules := rulesErr(op, tm.Name, lineupBreaches(e.set.Rules, players, members), confirm)
	n := e.set.Scoring.Boards
	bs := make([]Board, n)
	copy(bs, m.Boards)
	for i := range bs {
		var p model.PlayerID
		if i < len(players) {
			p = players[i]
		}
		old := bs[i].Away
		if home {
			old = bs[i].Home
			bs[i].Home = p
		} else {
			bs[i].Away = p
		}
		if old != p || bs[i].Home == 0 || bs[i].Away == 0 {
			bs[i].Result = team.NoResult
		}
	}
	if err := clearsErr(op, tm.Name, clearedBoards(m.Boards, bs), rules, confirm); err != nil {
		return err
	}
	m.Boards = bs
	if home {
		m.HomeStatus = team.Present
	} else {
		m.AwayStatus = team.Present
	}
	return tx.SaveMatch(ctx, *m)
}

// lineupErr words a line-up error with the players' names (members: the
// team's players by ID; a player outside the team is named by his ID).
func lineupErr(op string, tm *Team, members map[model.PlayerID]model.Player, err error) error {
	var le *team.LineupError
	if !errors.As(err, &le) {
		return err
	}
	name := func(id int) string {
		if p, ok := members[model.PlayerID(id)]; ok {
			return p.FullName()
		}
		return fmt.Sprintf("№%d", id)
	}
	switch le.Kind {
	case team.NotInTeam:
		return bad(op, model.Msg("%s (board %d) is not in team %q.", name(le.Player), le.Board, tm.Name))
	case team.Twice:
		return bad(op, model.Msg("%s is in the line-up twice (again on board %d).", name(le.Player), le.Board))
	case team.OutOfOrder:
		return bad(op, model.Msg("%s on board %d is out of place: the team's list puts him below %s. The board order must follow the list (a substitute shifts the boards).", name(le.Player), le.Board, name(le.Other)))
	case team.TooFew:
		return bad(op, model.Msg("%d players; a team with fewer than %d is not admitted to the round (mark it as not come).", le.Count, le.Limit))
	case team.TooMany:
		return bad(op, model.Msg("%d players for %d boards.", le.Count, le.Limit))
	}
	return err
}

// SetResult types a board result of a team's match in a round, from
// White's side, in the vocabulary of individual results (ParseBoardResult:
// 1 = white wins, = draw, 0 black wins, + - forfeits, * double forfeit,
// also 1-0, 1/2, +/- …; "" clears).
func (s *Service) SetResult(ctx context.Context, id model.TournamentID, round int, tid TeamID, board int, code string) error {
	return s.st.TeamTx(ctx, func(tx Tx) error { return setResult(ctx, tx, id, round, tid, board, code) })
}

// setResult is SetResult inside a transaction.
func setResult(ctx context.Context, tx Tx, id model.TournamentID, round int, tid TeamID, board int, code string) error {
	const op = "SetBoardResult"
	r, ok := ParseBoardResult(code)
	if !ok {
		return bad(op, model.Msg("Result %q: use 1, =, 0, +, - or *.", code))
	}
	e, tm, m, _, err := loadMatch(ctx, tx, id, round, tid)
	if err != nil {
		return err
	}
	if board < 1 || board > e.set.Scoring.Boards || board > len(m.Boards) || m.Boards[board-1].Home == 0 || m.Boards[board-1].Away == 0 {
		return bad(op, model.Msg("Board %d of team %q's match in round %d has no game (no player on one or both sides).", board, tm.Name, round))
	}
	m.Boards[board-1].Result = r
	return tx.SaveMatch(ctx, *m)
}

// SetStatus marks team tid as not come (noShow) or present in a round.
func (s *Service) SetStatus(ctx context.Context, id model.TournamentID, round int, tid TeamID, noShow bool) error {
	return s.st.TeamTx(ctx, func(tx Tx) error {
		_, _, m, home, err := loadMatch(ctx, tx, id, round, tid)
		if err != nil {
			return err
		}
		st := team.Present
		if noShow {
			st = team.NoShow
		}
		if home {
			m.HomeStatus = st
		} else {
			m.AwayStatus = st
		}
		return tx.SaveMatch(ctx, *m)
	})
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

// settingsErr words engine/team's refusal of the settings in the
// director's language.
func settingsErr(op string, sc team.Settings, err error) error {
	var se *team.SettingsError
	if !errors.As(err, &se) {
		return err
	}
	switch se.Field {
	case "no-show":
		return bad(op, model.Msg("Points for the opponent of a team that does not come (%s): 0 to %d, the boards.", team.Half(sc.NoShowGP), sc.Boards))
	case "bye":
		return bad(op, model.Msg("Points for the team bye (%s): 0 to %d, the boards.", team.Half(sc.ByeGP), sc.Boards))
	case "min players":
		return bad(op, model.Msg("Fewest players admitted to a round (%d): 1 to %d, the boards.", sc.MinPlayers, sc.Boards))
	}
	return bad(op, model.Msg("Team settings: %s", se.Msg))
}
