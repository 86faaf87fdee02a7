package main

// tournament: run a tournament in the data file from scripts (docs/product.md
// workflows 1 and 3–7).
//
//	arbiter-cli --db F tournament create --name N --start YYYY-MM-DD [--rounds 9] [--system swiss-dutch] …
//	arbiter-cli --db F tournament list
//	arbiter-cli --db F tournament register ID PLAYER_ID… [--half] [--confirm-unrated] [--confirm-admission] [--fee N --reason TEXT] [--exempt KEY] [--club CLUB] [--coach COACH]
//	arbiter-cli --db F tournament sort ID
//	arbiter-cli --db F tournament pair ID [--progress]
//	arbiter-cli --db F tournament result ID ROUND BOARD CODE [--correct]
//	arbiter-cli --db F tournament standings ID [--round R]
//	arbiter-cli --db F tournament export-trf ID [--out FILE] [--format trf16|trf26]
//	arbiter-cli --db F tournament import-trf FILE [--name N] [--date YYYY-MM-DD] [--rounds R] [--confirm]
//	arbiter-cli --db F tournament finish ID [--confirm]
//	arbiter-cli --db F tournament reopen ID [--confirm]
//	arbiter-cli --db F tournament unpair ID [--confirm]
//	arbiter-cli --db F tournament explain ID START_NO CODE [--round R]
//	arbiter-cli --db F tournament bracket|game|undo-game|colour-lot …  (tournament_knockout.go)
//	arbiter-cli --db F tournament playoff|playoff-rule|playoff-game|playoff-undo …  (tournament_playoff.go)
//	arbiter-cli --db F tournament fide|leave-fide|set|forbid …  (fide.go)
//	arbiter-cli --db F tournament bye|half-byes …  (byes.go)
//	arbiter-cli --db F tournament create … --chess960  (chess960.go)

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"time"

	"arbiter/model"
	"arbiter/model/closing"
	"arbiter/model/datafile"
	"arbiter/model/teams"
)

func init() {
	register(command{name: "tournament", summary: "run a stored tournament: create, list, register, sort, pair, result, standings, explain, checklist, why, export-trf, import-trf, finish", run: runTournament})
}

// tournamentNote follows the sub-commands' usage lines in the help.
const tournamentNote = `A team tournament is created with tournament create --system team-… --boards N (see arbiter-cli team).
arbiter-cli tournament SUB --help describes the options of one sub-command.`

// tournamentSub is one sub-command of tournament, run on the App.
type tournamentSub = groupSub[*datafile.Services]

var tournamentSubs = map[string]tournamentSub{
	"create": {opts: []option{
		strOpt("name", "NAME", "the tournament's name"),
		strOpt("start", "YYYY-MM-DD", "the first day").required(),
		strOpt("end", "YYYY-MM-DD", "the last day"),
		intOpt("rounds", "N", "the number of rounds (a Swiss tournament: 9 when not given)"),
		strOpt("system", "swiss-dutch|round-robin|double-round-robin|knockout|team-…", "the pairing system (default swiss-dutch; team systems: see arbiter-cli team)"),
		strOpt("kind", "classical|rapid|blitz", "the time-control kind"),
		strOpt("venue", "V", "where it is played"),
		strOpt("time-control", "T", "the time control, e.g. 90+30"),
		strOpt("tiebreaks", "academy|fide-swiss|BH,WIN,DE…", "a tie-break preset or list of codes"),
		strOpt("rating", "fide|national", "the rating the starting ranks use"),
		strOpt("edition", "2024|2026", "the C.07 edition of the tie-breaks"),
		strOpt("sub", "girls,u10,…", "the sub-standings to keep"),
		strOpt("colour", "white|black|lot", "the first colour of the top seed in round 1 (a knockout: lot unless white or black)"),
		strOpt("colour-seed", "S", "the seed of --colour lot (default: from the clock)"),
		intOpt("same-club", "N", "players of one club do not meet in the first N rounds"),
		strOpt("scoring", "1-0.5-0|3-1-0|W-D-L", "the points of a win, a draw and a loss (default: 1-0.5-0)"),
		strOpt("pab", "win|draw|0|POINTS", "what the pairing-allocated bye is worth (default: a win)"),
		boolOpt("no-swap", "a double round robin keeps its first cycle in Berger order (default: its last two rounds exchanged)"),
		strOpt("knockout", "2+2+A", "a knockout's mini-match: games, tie-breaks"),
		strOpt("cup", "gold|silver|none", "the season cup it counts for"),
		strOpt("level", "4|3|2|1|cms-points|cms", "its level in the Golden Cup"),
		strOpt("season", "YEAR", "the season whose calendar it joins"),
		intOpt("born-from", "YEAR", "admission: born in this year or later"),
		intOpt("born-to", "YEAR", "admission: born in this year or earlier"),
		intOpt("min-rating", "R", "admission: this rating or more"),
		intOpt("max-rating", "R", "admission: this rating or less"),
		strOpt("min-title", "T", "admission: this title or razryad or higher"),
		strOpt("gender", "m|f", "admission: only this gender"),
		strOpt("citizenship", "UKR", "admission: only this federation"),
		intOpt("min-rating-girls", "R", "admission: the rating girls need"),
		strOpt("min-title-girls", "T", "admission: the title or razryad girls need, instead of --min-title"),
		strOpt("year-ratings-girls", `"1993-1994:1450, -1992:1600"`, "admission: the rating girls need by birth year, before --year-ratings"),
		strOpt("max-title", "T", "admission: this title or lower"),
		strOpt("or-title", "T", "admission: this title admits without the rating"),
		strOpt("year-ratings", `"2012-:1400, -2011:1800"`, "admission: the rating needed by birth year"),
		strOpt("rating-list", "YYYY-MM", "admission: the rating list the ratings are taken from"),
		intOpt("boards", "N", "team tournaments: the number of boards"),
		strOpt("primary", "mp|gp", "team tournaments: match or game points decide"),
		strOpt("noshow", "POINTS", "team tournaments: the game points of a no-show"),
		strOpt("bye", "POINTS|draw", "team tournaments: the game points of a team bye"),
		intOpt("min-players", "N", "team tournaments: the fewest players a team plays with"),
		strOpt("mp", "WIN/DRAW/LOSS", "team tournaments: the match points, e.g. 2/1/0"),
		intOpt("boys", "N", "team composition: at most N boys among the main players"),
		intOpt("girls", "N", "team composition: at most N girls among the main players"),
		boolOpt("one-club", "team composition: all of one club"),
		boolOpt("one-team-per-club", "team composition: at most one team of each club"),
		intOpt("club-months", "N", "team composition: members of the club for at least N months at the start, where the date is known"),
	}, about: "Prints the new tournament's ID and name.", run: tournamentCreate},
	"list": {about: "One line per tournament: ID, first day, name, system, rounds, open or finished.", run: tournamentList},
	"register": {opts: []option{
		boolOpt("half", "grant a half-point bye for the round missed (late entry)"),
		boolOpt("confirm-unrated", "register a player without a rating where the tournament wants one"),
		boolOpt("confirm-admission", "register a player outside the admission rules"),
		strOpt("fee", "N", "the entry fee in hryvnias, instead of the schedule's (with --reason)"),
		strOpt("reason", "TEXT", "why the fee differs from the schedule"),
		strOpt("exempt", "KEY", "one of the fee schedule's exemptions"),
		registerLinkOpts[0], registerLinkOpts[1], // register_links.go
	}, args: "ID PLAYER_ID…", min: 2, max: -1, run: tournamentRegister},
	"sort": {args: "ID", min: 1, max: 1, about: "Numbers the players by rating again, after a manual order or a lot.", run: tournamentSort},
	"pair": {opts: []option{boolOpt("progress", "report on standard error which bracket is being paired")},
		args: "ID", min: 1, max: 1, about: "Pairs the next round and prints its boards. Ctrl+C stops a long pairing; nothing is written.", run: tournamentPair},
	"result": {opts: []option{boolOpt("correct", "replace a result already entered"),
		boolOpt("confirm", "confirm a Level 3 warning (an adjourned game that ends other than in a draw)")}, args: "ID ROUND BOARD CODE", min: 4, max: 4,
		about: "CODE: 1-0, = (½-½), 0-1, + or - (White wins or loses by forfeit), -- (double forfeit); the arbiter's ½-0, 0-½, 0-0; W/L, D/D, L/W for a game not rated (less than one move); ? or відкл (adjourned: a draw for pairing until its result is entered).", run: tournamentResult},
	"standings":  {opts: []option{intOpt("round", "R", "after round R (default: the last complete round)")}, args: "ID", min: 1, max: 1, run: tournamentStandings},
	"export-trf": {opts: []option{strOpt("out", "FILE", "the file to write (default: standard output)"), strOpt("format", "trf16|trf26", "the TRF edition")}, args: "ID", min: 1, max: 1, run: tournamentExport},
	"import-trf": {opts: []option{strOpt("name", "N", "the tournament's name (default: the TRF's)"), strOpt("date", "YYYY-MM-DD", "the first day (default: the TRF's)"), intOpt("rounds", "R", "the number of rounds (default: the TRF's)"),
		boolOpt("confirm", "import rounds that break the pairing rules (Level 3; each is recorded as ### Import @ Round n)")},
		args: "FILE", min: 1, max: 1, run: tournamentImport},
	"finish":  {opts: []option{boolOpt("confirm", "finish before the last planned round")}, args: "ID", min: 1, max: 1, run: tournamentFinish},
	"explain": {opts: []option{intOpt("round", "R", "after round R (default: the last complete round)")}, args: "ID START_NO CODE", min: 3, max: 3, about: "Explains how a player's tie-break CODE is counted.", run: tournamentExplain},
}

func runTournament(e *env, args []string) int {
	pos, opts, code, stop := subCommand(e, "tournament", subArgsOf(tournamentSubs), tournamentNote, args)
	if stop {
		return code
	}
	svc, done, err := e.openService()
	if err != nil {
		return e.report(err)
	}
	defer done()
	return tournamentSubs[args[0]].run(e, svc, pos, opts)
}

// defaultSwissRounds is the rounds of a Swiss tournament created without
// --rounds (README's Tournaments section); a round robin's follow from its
// players.
const defaultSwissRounds = 9

func tournamentCreate(e *env, svc *datafile.Services, _ []string, o map[string]string) int {
	t := model.Tournament{Name: o["name"], System: o["system"], Kind: model.TournamentKind(o["kind"]), Venue: o["venue"],
		TimeControl: o["time-control"], TieBreaks: o["tiebreaks"], RatingUsed: model.RatingUsed(o["rating"]),
		Edition: o["edition"], SubStandings: o["sub"], InitialColour: o["colour"], Knockout: o["knockout"],
		Scoring: o["scoring"], ByePoints: o["pab"], NoSwap: o["no-swap"] != "",
		Admission: model.Admission{MinTitle: o["min-title"], Gender: model.Gender(o["gender"]), Citizenship: o["citizenship"],
			MaxTitle: o["max-title"], OrTitle: o["or-title"], YearRatings: o["year-ratings"], RatingList: o["rating-list"],
			MinTitleGirls: o["min-title-girls"], YearRatingsGirls: o["year-ratings-girls"]}}
	t.Cup, t.Level = cupLevel(o["cup"], o["level"])
	var err error
	if t.StartDate, err = model.ParseDate(o["start"]); err != nil || o["start"] == "" {
		return badArg(e, model.Msg("Give the first day: --start YYYY-MM-DD."))
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
		*f.dst = optInt(o, f.name, 0) // whole numbers: declared intOpt
	}
	if _, set := o["rounds"]; !set && (t.System == "" || t.System == model.SystemSwissDutch) {
		t.Rounds = defaultSwissRounds
	}
	if !stageOptions(e, o, &t) {
		return exitBadInput
	}
	if t.InitialColour == "" && t.System == model.SystemKnockout {
		t.InitialColour = model.ColourByLot // seed 004 §5: the first colours by lot
	}
	if t.InitialColour == model.ColourByLot {
		t.ColourSeed = uint64(time.Now().UnixNano() % 1_000_000_000)
		if v, set := o["colour-seed"]; set {
			if t.ColourSeed, err = strconv.ParseUint(v, 10, 64); err != nil || t.ColourSeed > 1<<53 {
				return badArg(e, model.Msg("--colour-seed: %q must be a non-negative whole number.", v))
			}
		}
	}
	if code, ok := joinSeason(e, svc, &t, o["season"]); !ok { // season_join.go
		return code
	}
	if chess960Refused(e, t.System, o) {
		return exitBadInput
	}
	if teams.IsTeamSystem(t.System) {
		return teamTournamentCreate(e, t, o) // team.go
	}
	got, err := svc.Tournaments.CreateTournament(context.Background(), t)
	if err != nil {
		return e.report(err)
	}
	if code := markChess960(e, svc, got, o); code != exitOK {
		return code
	}
	fmt.Fprintf(e.stdout, "%d\t%s\n", got.ID, got.Name)
	return exitOK
}

// markChess960 marks a tournament just created Chess960 when --chess960
// was given (tournament create; the option is declared in chess960.go).
func markChess960(e *env, svc *datafile.Services, t model.Tournament, o opts) int {
	if o["chess960"] == "" {
		return exitOK
	}
	if err := svc.Chess960().Mark(context.Background(), t.ID, true); err != nil {
		return e.report(err)
	}
	return exitOK
}

// chess960Refused is true (after reporting) when --chess960 is given for
// a system whose rounds have no Chess960 positions (checked before the
// tournament is created).
func chess960Refused(e *env, system string, o opts) bool {
	if o["chess960"] == "" || model.Chess960System(system) {
		return false
	}
	badArg(e, model.Msg("Chess960 positions are kept for Swiss and round-robin tournaments, not for a knockout or a team tournament."))
	return true
}

// stageOptions reads --stage-of, --qualify and --stage-places into t.
func stageOptions(e *env, o map[string]string, t *model.Tournament) bool {
	t.Stage.From = o["stage-of"]
	t.Stage.Qualify = o["qualify"]
	t.Stage.Places = optInt(o, "stage-places", 0) // a whole number: declared intOpt
	return true
}

func tournamentList(e *env, svc *datafile.Services, _ []string, _ map[string]string) int {
	ts, err := svc.Tournaments.ListTournaments(context.Background())
	if err != nil {
		return e.report(err)
	}
	for _, t := range ts {
		state := e.lang.Tr("open")
		if t.Finished {
			state = e.lang.Tr("finished")
		}
		if m, err := svc.FIDE.Mode(context.Background(), t.ID); err != nil {
			return e.report(err)
		} else if mark := m.Marker(e.lang); mark != "" { // FIDE C.02 VCL4THP.13 Q46
			state += ", " + mark
		}
		fmt.Fprintf(e.stdout, "%d\t%s\t%s\t%s\t%d\t%s\n", t.ID, t.StartDate, t.Name, t.System, t.Rounds, state)
	}
	return exitOK
}

func tournamentRegister(e *env, svc *datafile.Services, pos []string, o map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	club, coach, ok := declaredLinks(e, svc, o) // register_links.go
	if !ok {
		return exitBadInput
	}
	var rs []model.Registration
	for _, s := range pos[1:] {
		n, ok := posInt(e, s, e.lang.Tr("Player ID"))
		if !ok {
			return exitBadInput
		}
		rs = append(rs, model.Registration{PlayerID: model.PlayerID(n), GrantHalfPoints: o["half"] != "",
			ConfirmUnrated: o["confirm-unrated"] != "", ConfirmAdmission: o["confirm-admission"] != "", ClubID: club, CoachID: coach,
			HalfByesBarred: o["no-half-byes"] != ""}) // byes.go
	}
	choice := closing.FeeChoice{Exemption: o["exempt"], Reason: o["reason"]}
	if s, set := o["fee"]; set {
		v, err := strconv.Atoi(s)
		if err != nil {
			return badArg(e, model.Msg("The fee %q must be whole hryvnias.", s))
		}
		choice.Override = &v
	}
	if err := svc.Closing.RegisterMany(context.Background(), id, rs, choice); err != nil { // fees from the schedule, if any
		return e.report(err)
	}
	fmt.Fprintln(e.stdout, e.lang.Tr("Registered: %d.", len(rs)))
	return exitOK
}

func tournamentSort(e *env, svc *datafile.Services, pos []string, _ map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	if err := svc.StartOrders.Sort(context.Background(), id); err != nil {
		return e.report(err)
	}
	return exitOK
}

func tournamentPair(e *env, svc *datafile.Services, pos []string, o map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	// Ctrl+C stops a long pairing cleanly: nothing is written.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	var watch func(model.PairingProgress)
	if _, on := o["progress"]; on {
		watch = progressPrinter(e.lang, e.stderr)
	}
	printPairingWarnings(e, svc, id) // Level 2: open adjourned games (adjourned.go)
	v, err := svc.Pairings.PairNextWatched(ctx, id, watch)
	if err != nil {
		code := e.report(err)
		if model.IsKind(err, model.NoPairing) { // Q63: build it by hand (pair_manual.go)
			fmt.Fprintln(e.stderr, "arbiter-cli:", e.lang.Tr("The round can be built by hand: tournament pair-manual %d --pair W-B … [--bye NO], then validate-pairings.", id))
		}
		return code
	}
	printRound(e, v)
	return exitOK
}

// printRound writes a board list: board, White (no., name, rating,
// points), Black, result; then the bye and the players not paired. The
// lines are buffered: 500 boards are one write, not 500.
func printRound(e *env, v model.RoundView) {
	out := bufio.NewWriter(e.stdout)
	defer out.Flush()
	fmt.Fprint(out, e.lang.Tr("Round %d\n", v.Round))
	side := func(p model.BoardPlayer) string {
		return fmt.Sprintf("%4d %-28s %4d %5s", p.StartNo, p.Name, p.Rating, pointsCell(p.Points))
	}
	for _, b := range v.Boards {
		res := b.Result.String()
		if b.Adjourned {
			res = model.AdjournedMark(e.lang)
		}
		fmt.Fprintf(out, "%3d  %s  –  %s  %s\n", b.No, side(b.White), side(b.Black), res)
	}
	if v.Bye != nil {
		fmt.Fprint(out, e.lang.Tr("bye: %s\n", strings.TrimSpace(side(*v.Bye))))
	}
	for _, a := range v.NotPaired {
		fmt.Fprint(out, e.lang.Tr("not paired (%c): %s\n", a.Code, strings.TrimSpace(side(a.Player))))
	}
}

func tournamentResult(e *env, svc *datafile.Services, pos []string, o map[string]string) int {
	id, r, ok := tournamentRound(e, pos)
	if !ok {
		return exitBadInput
	}
	b, ok := posInt(e, pos[2], e.lang.Tr("Board"))
	if !ok {
		return exitBadInput
	}
	if err := svc.FIDE.SetResult(context.Background(), id, r, b, pos[3], o["correct"] != "", ackOf(o)); err != nil {
		return reportFIDE(e, err)
	}
	return exitOK
}
