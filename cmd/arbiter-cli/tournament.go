package main

// tournament: run a tournament in the data file from scripts (issue 6,
// product.md workflows 1 and 3–7).
//
//	arbiter-cli --db F tournament create --name N --start YYYY-MM-DD [--rounds 9] [--system swiss-dutch] …
//	arbiter-cli --db F tournament list
//	arbiter-cli --db F tournament register ID PLAYER_ID… [--half] [--confirm-unrated] [--confirm-admission] [--fee N --reason TEXT] [--exempt KEY]
//	arbiter-cli --db F tournament sort ID
//	arbiter-cli --db F tournament pair ID [--progress]
//	arbiter-cli --db F tournament result ID ROUND BOARD CODE [--correct]
//	arbiter-cli --db F tournament standings ID [--round R]
//	arbiter-cli --db F tournament export-trf ID [--out FILE] [--format trf16|trf26]
//	arbiter-cli --db F tournament import-trf FILE [--name N] [--date YYYY-MM-DD] [--rounds R]
//	arbiter-cli --db F tournament finish ID [--confirm]
//	arbiter-cli --db F tournament reopen ID [--confirm]
//	arbiter-cli --db F tournament unpair ID [--confirm]
//	arbiter-cli --db F tournament explain ID START_NO CODE [--round R]
//	arbiter-cli --db F tournament bracket|game|undo-game|colour-lot …  (tournament_knockout.go)
//	arbiter-cli --db F tournament playoff|playoff-rule|playoff-game|playoff-undo …  (tournament_playoff.go)

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"time"

	"arbiter/engine/halfpoint"
	"arbiter/model"
	"arbiter/model/closing"
	"arbiter/model/teams"
)

func init() {
	register(command{name: "tournament", summary: "run a stored tournament: create, list, register, sort, pair, result, standings, explain, export-trf, import-trf, finish", run: runTournament})
}

const tournamentUsage = `usage:
  arbiter-cli --db F tournament create --system team-round-robin|team-double-round-robin|team-swiss --boards N … (see arbiter-cli team)
  arbiter-cli --db F tournament create --name N --start YYYY-MM-DD [--end D] [--rounds N]
        [--system swiss-dutch|round-robin|double-round-robin|knockout] [--kind classical|rapid|blitz]
        [--venue V] [--time-control T] [--tiebreaks academy|fide-swiss|BH,WIN,DE…] [--rating fide|national]
        [--edition 2024|2026] [--sub girls,u10,…] [--colour white|black|lot [--colour-seed S]] [--same-club N] [--knockout 2+2+A]
        [--cup gold|silver|none] [--level 4|3|2|1|cms-points|cms] [--season YEAR]
        [--born-from YEAR] [--born-to YEAR] [--min-rating R] [--max-rating R] [--min-title T]
        [--gender m|f] [--citizenship UKR] [--min-rating-girls R] [--max-title T] [--or-title T]
        [--year-ratings "2012-:1400, -2011:1800"] [--rating-list YYYY-MM]
  arbiter-cli --db F tournament list
  arbiter-cli --db F tournament register ID PLAYER_ID... [--half] [--confirm-unrated] [--confirm-admission] [--fee N --reason TEXT] [--exempt KEY]
  arbiter-cli --db F tournament sort ID          (numbers by rating again, after a manual order or a lot)
  arbiter-cli --db F tournament draw-lots ID [--seed S]   (a round robin's numbers by lot; prints the draw)
  arbiter-cli --db F tournament pair ID [--progress]
  arbiter-cli --db F tournament result ID ROUND BOARD CODE [--correct]
  arbiter-cli --db F tournament standings ID [--round R]
  arbiter-cli --db F tournament export-trf ID [--out FILE] [--format trf16|trf26]
  arbiter-cli --db F tournament import-trf FILE [--name N] [--date YYYY-MM-DD] [--rounds R]
  arbiter-cli --db F tournament finish ID [--confirm]
  arbiter-cli --db F tournament reopen ID [--confirm]
  arbiter-cli --db F tournament unpair ID [--confirm]
  arbiter-cli --db F tournament explain ID START_NO CODE [--round R]` + knockoutUsage + stageUsage + playoffUsage

// tournamentSub is one sub-command: its valued and boolean options, the
// number of positional arguments (min, max; -1 no limit) and its body.
type tournamentSub struct {
	valued, bools []string
	min, max      int
	run           func(e *env, svc *model.App, pos []string, opts map[string]string) int
}

var tournamentSubs = map[string]tournamentSub{
	"create": {valued: []string{"name", "start", "end", "rounds", "system", "kind", "venue", "time-control", "tiebreaks",
		"rating", "edition", "sub", "colour", "colour-seed", "same-club", "knockout", "cup", "level", "born-from", "born-to",
		"min-rating", "max-rating", "min-title", "season", "gender", "citizenship", "min-rating-girls", "max-title", "or-title", "year-ratings", "rating-list", "boards", "primary", "noshow", "bye", "min-players", "mp", "boys", "girls"},
		bools: []string{"one-club"}, run: tournamentCreate},
	"list":       {run: tournamentList},
	"register":   {valued: []string{"fee", "reason", "exempt"}, bools: []string{"half", "confirm-unrated", "confirm-admission"}, min: 2, max: -1, run: tournamentRegister},
	"sort":       {min: 1, max: 1, run: tournamentSort},
	"pair":       {bools: []string{"progress"}, min: 1, max: 1, run: tournamentPair},
	"result":     {bools: []string{"correct"}, min: 4, max: 4, run: tournamentResult},
	"standings":  {valued: []string{"round"}, min: 1, max: 1, run: tournamentStandings},
	"export-trf": {valued: []string{"out", "format"}, min: 1, max: 1, run: tournamentExport},
	"import-trf": {valued: []string{"name", "date", "rounds"}, min: 1, max: 1, run: tournamentImport},
	"finish":     {bools: []string{"confirm"}, min: 1, max: 1, run: tournamentFinish},
	"explain":    {valued: []string{"round"}, min: 3, max: 3, run: tournamentExplain},
}

func runTournament(e *env, args []string) int {
	if len(args) == 0 {
		fmt.Fprintln(e.stderr, tournamentUsage)
		return exitBadInput
	}
	sub, ok := tournamentSubs[args[0]]
	pos, opts, ok := subCommand(e, "tournament", tournamentUsage, args, ok, subArgs{sub.valued, sub.bools, sub.min, sub.max})
	if !ok {
		return exitBadInput
	}
	svc, done, err := e.openService()
	if err != nil {
		return e.report(err)
	}
	defer done()
	return sub.run(e, svc, pos, opts)
}

// cliOptions splits args into positional arguments and options: --name
// VALUE (or --name=VALUE) for valued names, --flag for boolean ones (its
// value in the map is "true").
// subArgs is what a sub-command takes: its valued and boolean options and the
// number of positional arguments (min, max; -1 no limit).
type subArgs struct {
	valued, bools []string
	min, max      int
}

// subCommand reports an unknown sub-command (found false) or bad options
// of args[0] with the usage of cmd, and otherwise splits args[1:] into
// positional arguments and options; ok false means exit 2 is due.
func subCommand(e *env, cmd, usage string, argv []string, found bool, a subArgs) ([]string, map[string]string, bool) {
	if !found {
		fmt.Fprintf(e.stderr, "arbiter-cli %s: unknown sub-command %q\n%s\n", cmd, argv[0], usage)
		return nil, nil, false
	}
	pos, opts, err := cliOptions(argv[1:], a.valued, a.bools)
	if err == nil && (len(pos) < a.min || (a.max >= 0 && len(pos) > a.max)) {
		err = fmt.Errorf("wrong number of arguments")
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "arbiter-cli %s %s: %v\n%s\n", cmd, argv[0], err, usage)
		return nil, nil, false
	}
	return pos, opts, true
}

func cliOptions(args, valued, bools []string) ([]string, map[string]string, error) {
	return splitOptions(args, valued, bools, doubleDash)
}

// badArg reports an unreadable argument in Ukrainian (or English).
func badArg(e *env, uk, en string) int {
	fmt.Fprintln(e.stderr, "arbiter-cli:", model.Tr(uk, en))
	return exitBadInput
}

// posInt reads a positive whole number argument.
func posInt(e *env, s, what string) (int, bool) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 {
		badArg(e, fmt.Sprintf("%s «%s» має бути додатним цілим числом.", what, s), fmt.Sprintf("%s %q must be a positive whole number.", what, s))
		return 0, false
	}
	return n, true
}

func tournamentCreate(e *env, svc *model.App, _ []string, o map[string]string) int {
	t := model.Tournament{Name: o["name"], System: o["system"], Kind: model.TournamentKind(o["kind"]), Venue: o["venue"],
		TimeControl: o["time-control"], TieBreaks: o["tiebreaks"], RatingUsed: model.RatingUsed(o["rating"]),
		Edition: o["edition"], SubStandings: o["sub"], InitialColour: o["colour"], Knockout: o["knockout"],
		Admission: model.Admission{MinTitle: o["min-title"], Gender: model.Gender(o["gender"]), Citizenship: o["citizenship"],
			MaxTitle: o["max-title"], OrTitle: o["or-title"], YearRatings: o["year-ratings"], RatingList: o["rating-list"]}}
	t.Cup, t.Level = cupLevel(o["cup"], o["level"])
	var err error
	if t.StartDate, err = model.ParseDate(o["start"]); err != nil || o["start"] == "" {
		return badArg(e, "Вкажіть перший день турніру: --start РРРР-ММ-ДД.", "Give the first day: --start YYYY-MM-DD.")
	}
	if o["end"] != "" {
		if t.EndDate, err = model.ParseDate(o["end"]); err != nil {
			return e.report(err)
		}
	}
	for _, f := range []struct {
		name string
		dst  *int
	}{{"rounds", &t.Rounds}, {"same-club", &t.SameClubRounds}, {"born-from", &t.Admission.BornFrom},
		{"born-to", &t.Admission.BornTo}, {"min-rating", &t.Admission.MinRating}, {"max-rating", &t.Admission.MaxRating},
		{"min-rating-girls", &t.Admission.MinRatingGirls}} {
		if v, ok := o[f.name]; ok {
			if *f.dst, err = strconv.Atoi(v); err != nil {
				return badArg(e, fmt.Sprintf("--%s: «%s» не є числом.", f.name, v), fmt.Sprintf("--%s: %q is not a number.", f.name, v))
			}
		}
	}
	if !stageOptions(e, o, &t) {
		return exitBadInput
	}
	if t.InitialColour == model.ColourByLot {
		t.ColourSeed = uint64(time.Now().UnixNano() % 1_000_000_000)
		if v, set := o["colour-seed"]; set {
			if t.ColourSeed, err = strconv.ParseUint(v, 10, 64); err != nil || t.ColourSeed > 1<<53 {
				return badArg(e, fmt.Sprintf("--colour-seed: «%s» має бути невід'ємним цілим числом.", v),
					fmt.Sprintf("--colour-seed: %q must be a non-negative whole number.", v))
			}
		}
	}
	if code, ok := joinSeason(e, svc, &t, o["season"]); !ok { // season_join.go
		return code
	}
	if teams.IsTeamSystem(t.System) {
		return teamTournamentCreate(e, t, o) // team.go
	}
	got, err := svc.Tournaments.CreateTournament(context.Background(), t)
	if err != nil {
		return e.report(err)
	}
	fmt.Fprintf(e.stdout, "%d\t%s\n", got.ID, got.Name)
	return exitOK
}

func tournamentList(e *env, svc *model.App, _ []string, _ map[string]string) int {
	ts, err := svc.Tournaments.ListTournaments(context.Background())
	if err != nil {
		return e.report(err)
	}
	for _, t := range ts {
		state := model.Tr("триває", "open")
		if t.Finished {
			state = model.Tr("завершено", "finished")
		}
		fmt.Fprintf(e.stdout, "%d\t%s\t%s\t%s\t%d\t%s\n", t.ID, t.StartDate, t.Name, t.System, t.Rounds, state)
	}
	return exitOK
}

// tournamentID reads the ID argument.
func tournamentID(e *env, s string) (model.TournamentID, bool) {
	n, ok := posInt(e, s, model.Tr("Номер турніру", "Tournament ID"))
	return model.TournamentID(n), ok
}

func tournamentRegister(e *env, svc *model.App, pos []string, o map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	var rs []model.Registration
	for _, s := range pos[1:] {
		n, ok := posInt(e, s, model.Tr("Номер гравця", "Player ID"))
		if !ok {
			return exitBadInput
		}
		rs = append(rs, model.Registration{PlayerID: model.PlayerID(n), GrantHalfPoints: o["half"] != "",
			ConfirmUnrated: o["confirm-unrated"] != "", ConfirmAdmission: o["confirm-admission"] != ""})
	}
	choice := closing.FeeChoice{Exemption: o["exempt"], Reason: o["reason"]}
	if s, set := o["fee"]; set {
		v, err := strconv.Atoi(s)
		if err != nil {
			return badArg(e, fmt.Sprintf("Внесок «%s» має бути цілим числом гривень.", s), fmt.Sprintf("The fee %q must be whole hryvnias.", s))
		}
		choice.Override = &v
	}
	if err := e.closing().RegisterMany(context.Background(), id, rs, choice); err != nil { // fees from the schedule, if any
		return e.report(err)
	}
	fmt.Fprintln(e.stdout, model.Tr(fmt.Sprintf("Зареєстровано: %d.", len(rs)), fmt.Sprintf("Registered: %d.", len(rs))))
	return exitOK
}

func tournamentSort(e *env, svc *model.App, pos []string, _ map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	if err := svc.Tournaments.SortStartingRanks(context.Background(), id); err != nil {
		return e.report(err)
	}
	return exitOK
}

func tournamentPair(e *env, svc *model.App, pos []string, o map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	// Ctrl+C stops a long pairing cleanly: nothing is written.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	var watch func(model.PairingProgress)
	if _, on := o["progress"]; on {
		watch = progressPrinter(e.stderr)
	}
	v, err := svc.Tournaments.PairNextRoundWatched(ctx, id, watch)
	if err != nil {
		return e.report(err)
	}
	printRound(e, v)
	return exitOK
}

// printRound writes a board list: board, White (no., name, rating,
// points), Black, result; then the bye and the players not paired.
func printRound(e *env, v model.RoundView) {
	fmt.Fprintf(e.stdout, model.Tr("Тур %d\n", "Round %d\n"), v.Round)
	side := func(p model.BoardPlayer) string {
		return fmt.Sprintf("%4d %-28s %4d %5s", p.StartNo, p.Name, p.Rating, pointsCell(p.Points))
	}
	for _, b := range v.Boards {
		fmt.Fprintf(e.stdout, "%3d  %s  –  %s  %s\n", b.No, side(b.White), side(b.Black), b.Result)
	}
	if v.Bye != nil {
		fmt.Fprintf(e.stdout, model.Tr("вільний тур: %s\n", "bye: %s\n"), strings.TrimSpace(side(*v.Bye)))
	}
	for _, a := range v.NotPaired {
		fmt.Fprintf(e.stdout, model.Tr("не грає (%c): %s\n", "not paired (%c): %s\n"), a.Code, strings.TrimSpace(side(a.Player)))
	}
}

// pointsCell prints half-points for a TSV cell: "2.5" (halfpoint.Decimal).
func pointsCell(half int) string { return halfpoint.Decimal(half) }

func tournamentResult(e *env, svc *model.App, pos []string, o map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	r, ok := posInt(e, pos[1], model.Tr("Тур", "Round"))
	if !ok {
		return exitBadInput
	}
	b, ok := posInt(e, pos[2], model.Tr("Дошка", "Board"))
	if !ok {
		return exitBadInput
	}
	if err := svc.Tournaments.SetResult(context.Background(), id, r, b, pos[3], o["correct"] != ""); err != nil {
		return e.report(err)
	}
	return exitOK
}
