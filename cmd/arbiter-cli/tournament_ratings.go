package main

// Tournament ratings as FIDE defines them (FIDE C.02, VCL4THP.13
// Q116–146; docs/vcl.md; README "Tournament ratings"):
//
//	arbiter-cli --db F tournament rating-rule ID [--method M] [--lists L] [--as-of YYYY-MM]
//	    [--admit-method M] [--admit-lists L] [--admit-as-of YYYY-MM] [--ties T] [--check on|off]
//	arbiter-cli --db F tournament ratings ID
//	arbiter-cli --db F ratings check TOURNAMENT_ID
//	arbiter-cli --db F ratings apply TOURNAMENT_ID PLAYER_ID… | --all
//	arbiter-cli --db F ratings import-list --name NAME --period YYYY-MM FILE.csv

import (
	"context"
	"fmt"
	"os"
	"strings"
	"text/tabwriter"

	"arbiter/engine/ratingmethod"
	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/model/ratings"
)

func init() {
	tournamentSubs["rating-rule"] = tournamentSub{opts: []option{
		strOpt("method", "fide|national|fidon|nidof|hbfn|sequence", "how the tournament rating is chosen: FIDON FIDE else national, NIDOF national else FIDE, HBFN the highest of FIDE, national and typed"),
		strOpt("lists", "L1,L2…", "the director's own list sequence: standard, rapid, blitz, national, user:NAME"),
		strOpt("as-of", "YYYY-MM", "take the ratings of the lists of that period (\"\" the newest)"),
		strOpt("admit-method", "M", "admission is judged by another rating (\"\" the tournament rating)"),
		strOpt("admit-lists", "L1,L2…", "the list sequence of the admission rating"),
		strOpt("admit-as-of", "YYYY-MM", "the period of the admission rating"),
		strOpt("ties", "name|older|younger|registry", "the order of equal rating and title"),
		strOpt("check", "on|off", "the consistency check after a list import"),
	}, args: "ID", min: 1, max: 1, run: tournamentRatingRule,
		about: "Shows or sets how the tournament's ratings are chosen (before round 1); the registrations are rated again by the new rule."}
	tournamentSubs["ratings"] = tournamentSub{args: "ID", min: 1, max: 1, run: tournamentRatings,
		about: "Every registration's tournament rating, where it came from (list and period, or typed by hand), beside the registry's FIDE and national ratings."}
	ratingsSubs["check"] = subArgs{args: "TOURNAMENT_ID", min: 1, max: 1,
		about: "Compares the tournament's ratings with the lists valid at its start (changes nothing)."}
	ratingsSubs["apply"] = subArgs{opts: []option{boolOpt("all", "every player the check lists")}, args: "TOURNAMENT_ID [PLAYER_ID…]", min: 1, max: -1,
		about: "Gives the chosen players (registry IDs) the list rating the check shows, before round 1."}
	ratingsSubs["pick"] = subArgs{args: "TOURNAMENT_ID PLAYER_ID LIST", min: 3, max: 3,
		about: "Gives the player the rating he holds in LIST (standard, rapid, blitz, national, user:NAME) as his tournament rating, before round 1."}
	ratingsSubs["import-list"] = subArgs{opts: []option{strOpt("name", "NAME", "the list's name (e.g. Kyiv)"), periodOpt},
		args: "FILE.csv", min: 1, max: 1, about: "Loads a rating list of your own (columns as import-national), kept under user:NAME by period."}
}

func ruleText(e *env, r model.RatingRule, t model.Tournament) string {
	method := string(r.Method)
	if method == "" { // the rating of tournament create --rating
		method = string(ratingmethod.FIDE)
		if t.RatingUsed == model.RatingNational {
			method = string(ratingmethod.NRO)
		}
	}
	if r.Lists != "" {
		method += " (" + r.Lists + ")"
	}
	period := r.Period
	if period == "" {
		period = e.lang.Tr("the newest")
	}
	admit := e.lang.Tr("the tournament rating")
	if r.AdmitMethod != "" {
		admit = string(r.AdmitMethod)
		if r.AdmitLists != "" {
			admit += " (" + r.AdmitLists + ")"
		}
	}
	if r.AdmitPeriod != "" {
		admit += ", " + r.AdmitPeriod
	}
	ties := string(r.Ties)
	if ties == "" {
		ties = "name"
	}
	check := "on"
	if r.CheckOff {
		check = "off"
	}
	return e.lang.Tr("rating method %s; lists of %s; admission by %s; equal ratings by %s; consistency check %s", method, period, admit, ties, check)
}

func tournamentRatingRule(e *env, svc *datafile.Services, pos []string, o map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	ctx := context.Background()
	r, err := svc.TournamentRatings.Rule(ctx, id)
	if err != nil {
		return e.report(err)
	}
	changed := false
	for name, f := range map[string]func(string){
		"method":       func(v string) { r.Method = ratingmethod.Method(v) },
		"lists":        func(v string) { r.Lists = v },
		"as-of":        func(v string) { r.Period = v },
		"admit-method": func(v string) { r.AdmitMethod = ratingmethod.Method(v) },
		"admit-lists":  func(v string) { r.AdmitLists = v },
		"admit-as-of":  func(v string) { r.AdmitPeriod = v },
		"ties": func(v string) {
			if r.Ties = model.TieOrder(v); v == "name" {
				r.Ties = model.TiesByName
			}
		},
	} {
		if v, given := o[name]; given {
			f(strings.TrimSpace(v))
			changed = true
		}
	}
	if v, given := o["check"]; given {
		switch v {
		case "on", "off":
			r.CheckOff, changed = v == "off", true
		default:
			return badArg(e, model.Msg("--check is on or off, not %q.", v))
		}
	}
	if _, given := o["method"]; given && r.Method != ratingmethod.Sequence {
		if _, lists := o["lists"]; !lists {
			r.Lists = "" // a named method drops the old sequence
		}
	}
	if changed {
		if r, err = svc.TournamentRatings.SetRule(ctx, id, r); err != nil {
			return e.report(err)
		}
	}
	t, err := svc.Tournaments.GetTournament(ctx, id)
	if err != nil {
		return e.report(err)
	}
	fmt.Fprintln(e.stdout, ruleText(e, r, t))
	return exitOK
}

// heldText lists the ratings a player holds: "rapid 2380, national 2450".
func heldText(e *env, held []ratingmethod.Held) string {
	var parts []string
	for _, h := range held {
		if h.Rating > 0 {
			parts = append(parts, fmt.Sprintf("%s %d", h.List, h.Rating))
		}
	}
	if len(parts) == 0 {
		return "—"
	}
	return strings.Join(parts, ", ")
}

// sourceText says where a tournament rating came from.
func sourceText(e *env, s model.EntryRating) string {
	switch {
	case s.Manual:
		return e.lang.Tr("typed by hand")
	case s.List == "":
		return "—"
	case s.Period == "":
		return string(s.List)
	}
	return string(s.List) + " " + s.Period
}

func tournamentRatings(e *env, svc *datafile.Services, pos []string, _ map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	ls, err := svc.TournamentRatings.Lines(context.Background(), id)
	if err != nil {
		return e.report(err)
	}
	tw := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, e.lang.Tr("no.\tID\tplayer\ttournament rating\tsource\tFIDE\tnational\tin the lists"))
	for _, l := range ls {
		fmt.Fprintf(tw, "%d\t%d\t%s\t%d\t%s\t%d\t%d\t%s\n", l.StartNo, l.Player.ID, l.Player.ShortName(), l.Tournament, sourceText(e, l.Source), l.FIDE, l.National, heldText(e, l.Held))
	}
	tw.Flush()
	return exitOK
}

// writeCheck prints a consistency check: the lists not current, then
// every player whose rating differs.
func writeCheck(e *env, c model.RatingCheck) {
	fmt.Fprintln(e.stdout, e.lang.Tr("Tournament no. %d %q: ratings checked against the lists of %s; %d differ.", int64(c.TournamentID), c.Name, c.Period, len(c.Differences)))
	for _, s := range c.Stale {
		if s.Newest == "" {
			fmt.Fprintln(e.stdout, e.lang.Tr("warning: the list %s has never been imported; import the list of %s first.", string(s.List), c.Period))
		} else {
			fmt.Fprintln(e.stdout, e.lang.Tr("warning: the newest %s list imported is of %s, older than %s; import the current list first.", string(s.List), s.Newest, c.Period))
		}
	}
	if len(c.Differences) == 0 {
		return
	}
	tw := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, e.lang.Tr("no.\tID\tplayer\ttournament rating\tsource\tlist rating\tlist"))
	for _, d := range c.Differences {
		list := "—"
		if d.List.Rating > 0 {
			list = sourceText(e, model.EntryRating{List: d.List.List, Period: d.List.Period, Manual: d.List.Manual})
		}
		fmt.Fprintf(tw, "%d\t%d\t%s\t%d\t%s\t%d\t%s\n", d.StartNo, d.Player.ID, d.Player.ShortName(), d.Tournament, sourceText(e, d.Source), d.List.Rating, list)
	}
	tw.Flush()
	if c.Paired {
		fmt.Fprintln(e.stdout, e.lang.Tr("Round 1 is paired: the tournament ratings stay as they are."))
	} else {
		fmt.Fprintln(e.stdout, e.lang.Tr("Nothing was changed. To take the list's rating: ratings apply %d PLAYER_ID… (or --all).", int64(c.TournamentID)))
	}
}

func ratingsCheck(e *env, pos []string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	_, svc, done, err := e.openRatings()
	if err != nil {
		return e.report(err)
	}
	defer done()
	c, err := svc.TournamentRatings.Check(context.Background(), id)
	if err != nil {
		return e.report(err)
	}
	writeCheck(e, c)
	return exitOK
}

func ratingsApply(e *env, pos []string, o opts) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	ps, ok := playerIDs(e, pos[1:])
	if !ok {
		return exitBadInput
	}
	all := o["all"] == "true"
	if all == (len(ps) > 0) {
		return badUsage(e, "apply", fmt.Errorf("give the players' registry IDs or --all, not both"))
	}
	_, svc, done, err := e.openRatings()
	if err != nil {
		return e.report(err)
	}
	defer done()
	ctx := context.Background()
	if all {
		c, err := svc.TournamentRatings.Check(ctx, id)
		if err != nil {
			return e.report(err)
		}
		for _, d := range c.Differences {
			ps = append(ps, d.Player.ID)
		}
	}
	n, err := svc.TournamentRatings.Apply(ctx, id, ps)
	if err != nil {
		return e.report(err)
	}
	fmt.Fprintln(e.stdout, e.lang.Tr("%d tournament ratings replaced by the list's.", n))
	return exitOK
}

func ratingsImportList(e *env, pos []string, o opts) int {
	period, err := periodOption(o)
	if err == nil && strings.TrimSpace(o["name"]) == "" {
		err = fmt.Errorf("--name is required")
	}
	if err != nil {
		return badUsage(e, "import-list", err)
	}
	name := pos[0]
	return importList(e, name, func(ctx context.Context, f *os.File, _ os.FileInfo, rs *ratings.Service) int {
		rep, err := rs.ImportNationalCSV(ctx, f, ratings.NationalOptions{Name: name, Period: period, User: o["name"]})
		if err != nil {
			return reportListLines(e, name, err)
		}
		fmt.Fprintln(e.stdout, e.lang.Tr("List %s (%s, period %s): %d lines, %d players found in the registry, %d not in the registry.", rep.List.File, rep.List.Kind, rep.List.Period, rep.List.Players, rep.List.Matched, len(rep.Unmatched)))
		return exitOK
	})
}

func init() {
	tournamentSubs["exchange-numbers"] = tournamentSub{opts: confirmOpts()[:1], args: "ID NO NO", min: 3, max: 3, run: tournamentExchangeNumbers,
		about: "Exchanges two pairing numbers (C.04.2: until round 4 is paired); after round 1 a Level 4 warning (--confirm) and a ### TPN line."}
}

// tournamentExchangeNumbers exchanges the pairing numbers of two
// participants (FIDE C.02 Q147–154; model/tournaments/fide_ranks.go).
func tournamentExchangeNumbers(e *env, svc *datafile.Services, pos []string, o map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	a, ok := posInt(e, pos[1], e.lang.Tr("Start number"))
	if !ok {
		return exitBadInput
	}
	b, ok := posInt(e, pos[2], e.lang.Tr("Start number"))
	if !ok {
		return exitBadInput
	}
	ctx := context.Background()
	ps, err := svc.Tournaments.Participants(ctx, id)
	if err != nil {
		return e.report(err)
	}
	order := make([]model.PlayerID, len(ps))
	for i, p := range ps {
		order[i] = p.PlayerID
	}
	if a == b || a > len(order) || b > len(order) {
		return badArg(e, model.Msg("Give two different start numbers from 1 to %d.", len(order)))
	}
	order[a-1], order[b-1] = order[b-1], order[a-1]
	if err := svc.FIDE.SetStartingRanks(ctx, id, order, ackOf(o)); err != nil {
		return reportFIDE(e, err)
	}
	fmt.Fprintln(e.stdout, e.lang.Tr("Pairing numbers %d and %d exchanged.", a, b))
	return exitOK
}

func ratingsPick(e *env, pos []string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	ps, ok := playerIDs(e, pos[1:2])
	if !ok {
		return exitBadInput
	}
	list, err := ratingmethod.ParseList(pos[2])
	if err != nil {
		return badUsage(e, "pick", err)
	}
	_, svc, done, err := e.openRatings()
	if err != nil {
		return e.report(err)
	}
	defer done()
	r, err := svc.TournamentRatings.Pick(context.Background(), id, ps[0], list)
	if err != nil {
		return e.report(err)
	}
	fmt.Fprintln(e.stdout, e.lang.Tr("Tournament rating %d from the list %s.", r, string(list)))
	return exitOK
}
