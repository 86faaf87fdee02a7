package main

// arbiter-cli team …: a team tournament run from the command line
// (model/teams on storage.TeamStore).

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"

	"arbiter/engine/team"
	"arbiter/model"
	"arbiter/model/teams"
)

func init() {
	register(command{name: "team", summary: "run a team tournament: create a team, add members, pair, line-ups, board results, no-shows, matches, standings", run: runTeam})
}

// teamNote follows the sub-commands' usage lines in the help.
const teamNote = `T is a tournament ID, TEAM a team number or name, players are registry IDs.
A team tournament is created with
  arbiter-cli --db F tournament create --system team-round-robin|team-double-round-robin|team-swiss --boards N
        --name NAME --start YYYY-MM-DD [--rounds R] [--primary mp|gp] [--tiebreaks CODES|PRESET]
        [--noshow POINTS] [--bye POINTS|draw] [--min-players N] [--mp WIN/DRAW/LOSS]
        [--boys N] [--girls N] [--one-club] [--one-team-per-club] [--club-months N] [--born-from YEAR] [--born-to YEAR]
        [--stage-of T --qualify top:N]   (a stage: tournament qualify fills it with T's top N teams)
--boys N and --girls N: at most N boys and N girls among the main players.
tournament finish, reopen, qualify, export-trf (TRF-2026) and publish work on team tournaments too.
--confirm keeps a team or line-up outside the composition rules (boys, girls, birth year, one club, one team per club, membership).`

// teamSub is one sub-command of team, run on the team service.
type teamSub = groupSub[*teams.Service]

// confirmOpt is --confirm of team create, add and lineup.
var confirmOpt = boolOpt("confirm", "keep it although it breaks the composition rules (boys, girls, birth year, one club, one team per club, membership)")

var teamSubs = map[string]teamSub{
	"create": {opts: []option{strOpt("club", "CLUB", "the team's club (registry number or exact name)"),
		strOpt("settlement", "S", "the team's settlement"), strOpt("captain", "NAME", "the captain"), confirmOpt},
		args: "T NAME", min: 2, max: 2, run: teamCreate},
	"add":     {opts: []option{boolOpt("sub", "as reserves"), confirmOpt}, args: "T TEAM PLAYER…", min: 3, max: -1, run: teamAdd},
	"list":    {args: "T", min: 1, max: 1, run: teamList},
	"pair":    {args: "T", min: 1, max: 1, run: teamPair},
	"matches": {opts: []option{strOpt("round", "R|extra", "the round (default: every round); extra: the extra match for first place")}, args: "T", min: 1, max: 1, run: teamMatches},
	"lineup":  {opts: []option{confirmOpt}, args: "T ROUND TEAM PLAYER…", min: 3, max: -1, run: teamLineup},
	"extra": {args: "T", min: 1, max: 1, run: teamExtra,
		about: `The extra match for first place (§3/§19); then its ROUND is "extra".`},
	"noshow": {opts: []option{boolOpt("undo", "take the no-show back")}, args: "T ROUND TEAM", min: 3, max: 3, run: teamNoShow},
	"result": {args: "T ROUND TEAM BOARD CODE", min: 5, max: 5, run: teamResult,
		about: `CODE: 1 = 0 + - *; "" clears.`},
	"standings": {opts: []option{strOpt("tiebreaks", "CODES|PRESET", "team tie-breaks"), strOpt("format", "tsv|table", "the output format")},
		args: "T", min: 1, max: 1, run: teamStandingsDB},
}

func runTeam(e *env, args []string) int {
	pos, opts, code, stop := subCommand(e, "team", subArgsOf(teamSubs), teamNote, args)
	if stop {
		return code
	}
	svc, done, err := e.openService()
	if err != nil {
		return e.report(err)
	}
	defer done()
	return teamSubs[args[0]].run(e, svc.Teams, pos, opts)
}

// teamTournamentCreate is `tournament create` with a team system.
func teamTournamentCreate(e *env, t model.Tournament, o map[string]string) int {
	opt := teams.Options{Primary: o["primary"], TieBreaks: o["tiebreaks"], NoShowGP: -1, ByeGP: -1}
	var err error
	if opt.Boards, err = strconv.Atoi(o["boards"]); err != nil {
		return badArg(e, model.Msg("A team tournament needs --boards N."))
	}
	if v := o["mp"]; v != "" {
		var mp [3]int
		if n, err := fmt.Sscanf(v, "%d/%d/%d", &mp[0], &mp[1], &mp[2]); err != nil || n != 3 {
			return badArg(e, model.Msg("--mp %q: match points for a win, draw and loss, e.g. 2/1/0.", v))
		}
		opt.MatchPoints = &mp
	}
	for _, f := range []struct {
		name string
		dst  *int
	}{{"boys", &opt.Rules.Boys}, {"girls", &opt.Rules.Girls}} {
		if v := o[f.name]; v != "" {
			if *f.dst, err = strconv.Atoi(v); err != nil || *f.dst < 0 {
				return badArg(e, model.Msg("--%s %q must be a number from 0.", f.name, v))
			}
		}
	}
	opt.Rules.OneClub = o["one-club"] != ""
	opt.Rules.OneTeamPerClub = o["one-team-per-club"] != ""
	if v := o["club-months"]; v != "" {
		if opt.Rules.ClubMonths, err = strconv.Atoi(v); err != nil {
			return badArg(e, model.Msg("--%s %q must be a number from 0.", "club-months", v))
		}
	}
	if v := o["min-players"]; v != "" {
		if opt.MinPlayers, err = strconv.Atoi(v); err != nil || opt.MinPlayers < 1 {
			return badArg(e, model.Msg("--min-players %q must be a positive number.", v))
		}
	}
	for _, f := range []struct {
		name string
		dst  *int
	}{{"noshow", &opt.NoShowGP}, {"bye", &opt.ByeGP}} {
		v := o[f.name]
		switch {
		case v == "":
		case f.name == "bye" && v == "draw":
			*f.dst = opt.Boards // C.04.6: a draw, half of the boards
		default:
			h, ok := parseHalf(v)
			if !ok {
				return badArg(e, model.Msg("--%s %q: a number of points, e.g. 3.5.", f.name, v))
			}
			*f.dst = h
		}
	}
	t.TieBreaks = ""
	svc, done, err := e.openService()
	if err != nil {
		return e.report(err)
	}
	defer done()
	got, err := svc.Teams.CreateTournament(context.Background(), t, opt)
	if err != nil {
		return e.report(err)
	}
	if w := teams.TieBreakWarning(got, opt.TieBreaks); !w.IsZero() {
		fmt.Fprintln(e.stderr, w.In(e.lang))
	}
	fmt.Fprintf(e.stdout, "%d\t%s\n", got.ID, got.Name)
	return exitOK
}

// parseHalf reads "3.5", "3,5", "5" as half-points.
func parseHalf(s string) (int, bool) {
	s = strings.Replace(s, ",", ".", 1)
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || f < 0 || f*2 != float64(int(f*2)) {
		return 0, false
	}
	return int(f * 2), true
}

func teamCreate(e *env, svc *teams.Service, pos []string, o map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	tm := teams.Team{Name: pos[1], Settlement: o["settlement"], Captain: o["captain"]}
	if ref := o["club"]; ref != "" {
		c, ok := clubByRef(e, ref)
		if !ok {
			return exitBadInput
		}
		tm.Club = c
	}
	tm, err := svc.CreateTeam(context.Background(), id, tm, o["confirm"] != "")
	if err != nil {
		return e.report(err)
	}
	fmt.Fprintf(e.stdout, "%d\t%s\n", tm.Number, tm.Name)
	return exitOK
}

func playerIDs(e *env, args []string) ([]model.PlayerID, bool) {
	var ps []model.PlayerID
	for _, s := range args {
		n, ok := posInt(e, s, e.lang.Tr("Player ID"))
		if !ok {
			return nil, false
		}
		ps = append(ps, model.PlayerID(n))
	}
	return ps, true
}

func teamAdd(e *env, svc *teams.Service, pos []string, o map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	ps, ok := playerIDs(e, pos[2:])
	if !ok {
		return exitBadInput
	}
	tm, err := svc.AddMembers(context.Background(), id, pos[1], ps, o["sub"] != "", o["confirm"] != "")
	if err != nil {
		return e.report(err)
	}
	fmt.Fprintln(e.stdout, e.lang.Tr("Team %q has %d members.", tm.Name, len(tm.Members)))
	return exitOK
}

func teamList(e *env, svc *teams.Service, pos []string, _ map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	ts, _, err := svc.Teams(context.Background(), id)
	if err != nil {
		return e.report(err)
	}
	for _, t := range ts {
		var ms []string
		for _, m := range t.Members {
			s := fmt.Sprint(m.Player)
			if m.Substitute {
				s += "*"
			}
			ms = append(ms, s)
		}
		fmt.Fprintf(e.stdout, "%d\t%s\t%s\n", t.Number, t.Name, strings.Join(ms, " "))
	}
	return exitOK
}

func teamPair(e *env, svc *teams.Service, pos []string, _ map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	round, _, err := svc.Pair(context.Background(), id)
	if err != nil {
		return e.report(err)
	}
	return printMatches(e, svc, id, round)
}

func teamMatches(e *env, svc *teams.Service, pos []string, o map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	r := 0
	if v := o["round"]; v != "" {
		if r, ok = roundArg(e, v); !ok {
			return exitBadInput
		}
	}
	return printMatches(e, svc, id, r)
}

// printMatches writes one line per match: round, first-named team, the
// other (or "-" for the bye), the score «3½–½» and each board
// "home-away:result", the result from the first-named team's player's
// side whatever his colour ("1-0" he won, "0-1" he lost, "+/-" he won by
// forfeit).
func printMatches(e *env, svc *teams.Service, id model.TournamentID, round int) int {
	ms, err := svc.Matches(context.Background(), id, round)
	if err != nil {
		return e.report(err)
	}
	ts, set, err := svc.Teams(context.Background(), id)
	if err != nil {
		return e.report(err)
	}
	name := map[teams.TeamID]string{}
	num := map[teams.TeamID]int{}
	for _, t := range ts {
		name[t.ID], num[t.ID] = t.Name, t.Number
	}
	for _, m := range ms {
		em := team.Match{Round: m.Round, Home: num[m.Home], Away: num[m.Away], HomeStatus: m.HomeStatus, AwayStatus: m.AwayStatus}
		var boards []string
		for i, b := range m.Boards {
			em.Boards = append(em.Boards, team.Board{Home: int(b.Home), Away: int(b.Away), Result: b.Result})
			r := "?"
			if b.Result != team.NoResult { // from the first-named team's player's side
				r = teams.GameResultFrom(b.Result, set.Scoring.HomeWhite(i+1)).String()
			}
			boards = append(boards, fmt.Sprintf("%d-%d:%s", b.Home, b.Away, r))
		}
		away, score := "-", ""
		if m.Away != 0 {
			away = name[m.Away]
		}
		if out, err := set.Scoring.Score(em); err == nil && (out.Complete || m.Away == 0) && (len(m.Boards) > 0 || m.Away == 0 || m.HomeStatus != team.Present || m.AwayStatus != team.Present) {
			score = team.Half(out.Home.GP) + "–" + team.Half(out.Away.GP)
		}
		fmt.Fprintf(e.stdout, "%d\t%s\t%s\t%s\t%s\n", m.Round, name[m.Home], away, score, strings.Join(boards, " "))
	}
	return exitOK
}

func teamExtra(e *env, svc *teams.Service, pos []string, _ map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	if _, err := svc.CreateExtraMatch(context.Background(), id); err != nil {
		return e.report(err)
	}
	return printMatches(e, svc, id, teams.ExtraRound)
}

// eventRound reads a team command's tournament ID and round (pos[0], pos[1]).
func eventRound(e *env, pos []string) (model.TournamentID, int, bool) {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return 0, 0, false
	}
	r, ok := roundArg(e, pos[1])
	return id, r, ok
}

// roundArg reads a round number or "extra" (the extra match for first place).
func roundArg(e *env, s string) (int, bool) {
	if s == "extra" {
		return teams.ExtraRound, true
	}
	return posInt(e, s, e.lang.Tr("Round"))
}

func teamLineup(e *env, svc *teams.Service, pos []string, o map[string]string) int {
	id, r, ok := eventRound(e, pos)
	if !ok {
		return exitBadInput
	}
	ps, ok := playerIDs(e, pos[3:])
	if !ok {
		return exitBadInput
	}
	tm, err := svc.TeamByRef(context.Background(), id, pos[2])
	if err != nil {
		return e.report(err)
	}
	if err := svc.SetLineup(context.Background(), id, r, tm.ID, ps, o["confirm"] != ""); err != nil {
		return e.report(err)
	}
	return exitOK
}

func teamNoShow(e *env, svc *teams.Service, pos []string, o map[string]string) int {
	id, r, ok := eventRound(e, pos)
	if !ok {
		return exitBadInput
	}
	tm, err := svc.TeamByRef(context.Background(), id, pos[2])
	if err != nil {
		return e.report(err)
	}
	if err := svc.SetStatus(context.Background(), id, r, tm.ID, o["undo"] == ""); err != nil {
		return e.report(err)
	}
	return exitOK
}

func teamResult(e *env, svc *teams.Service, pos []string, _ map[string]string) int {
	id, r, ok := eventRound(e, pos)
	if !ok {
		return exitBadInput
	}
	b, ok := posInt(e, pos[3], e.lang.Tr("Board"))
	if !ok {
		return exitBadInput
	}
	tm, err := svc.TeamByRef(context.Background(), id, pos[2])
	if err != nil {
		return e.report(err)
	}
	if err := svc.SetResult(context.Background(), id, r, tm.ID, b, pos[4]); err != nil {
		return e.report(err)
	}
	return exitOK
}

func teamStandingsDB(e *env, svc *teams.Service, pos []string, o map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	f, ok := tsvOrTable(e, o)
	if !ok {
		return exitBadInput
	}
	st, err := svc.Standings(context.Background(), id, o["tiebreaks"])
	if err != nil {
		return e.report(err)
	}
	var w io.Writer = e.stdout
	if f == "table" {
		err = writeTeamTable(w, st)
	} else {
		err = writeTeamTSV(w, st)
	}
	if err != nil {
		return e.report(err)
	}
	if x := st.Extra; x != nil {
		ch, ho := teamName(st, x.Challenger), teamName(st, x.Holder)
		switch { // the right to the match is said only until it is played
		case x.Decided:
			fmt.Fprintln(e.stderr, e.lang.Tr("%s won the extra match for first place against %s.", ch, ho))
		case x.Played:
			fmt.Fprintln(e.stderr, e.lang.Tr("%s did not win the extra match for first place against %s.", ch, ho))
		default:
			fmt.Fprintln(e.stderr, e.lang.Tr("%s won every match but placed second: it may play an extra match for first place against %s.", ch, ho))
		}
	}
	return exitOK
}
