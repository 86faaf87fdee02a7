package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"text/tabwriter"

	"arbiter/engine/ratinglist"
	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/model/ratings"
)

func init() {
	register(command{
		name:    "ratings",
		summary: "rating lists: import-fide FILE | import-national --period YYYY-MM FILE.csv | import-list --name NAME --period YYYY-MM FILE.csv | find TEXT | add FIDE_ID | changes TOURNAMENT_ID | check TOURNAMENT_ID | apply TOURNAMENT_ID PLAYER_ID… | pick TOURNAMENT_ID PLAYER_ID LIST",
		run:     runRatings,
	})
}

var periodOpt = strOpt("period", "YYYY-MM", "the list's rating period (default: from the file)")
var allowOlderOpt = boolOpt("allow-older", "import a list older than the last one imported")

// ratingsSubs are the sub-commands of ratings.
var ratingsSubs = map[string]subArgs{
	"import-fide": {opts: []option{periodOpt, strOpt("kind", "standard|rapid|blitz", "the list's kind (default: from the file)"), allowOlderOpt},
		args: "FILE", min: 1, max: 1},
	"import-national": {opts: []option{periodOpt, allowOlderOpt}, args: "FILE.csv", min: 1, max: 1},
	"find":            {args: "TEXT", min: 1, max: -1, about: "A name or FIDE ID in the last imported FIDE list."},
	"add": {opts: []option{strOpt("birth-date", "DD.MM.YYYY", "the birth date (the list gives only the year)"),
		strOpt("surname", "S", "the surname in Ukrainian"), strOpt("name", "N", "the name in Ukrainian")}, args: "FIDE_ID", min: 1, max: 1,
		about: "Adds a player of the last imported FIDE list to the registry."},
	"changes": {opts: []option{intOpt("round", "R", "after round R (default: the last complete round)")}, args: "TOURNAMENT_ID", min: 1, max: 1,
		about: "The FIDE rating changes of a stored tournament."},
}

func runRatings(e *env, args []string) int {
	pos, opts, code, stop := subCommand(e, "ratings", ratingsSubs, "", args)
	if stop {
		return code
	}
	switch args[0] {
	case "import-fide":
		return ratingsImportFIDE(e, pos, opts)
	case "import-national":
		return ratingsImportNational(e, pos, opts)
	case "find":
		return ratingsFind(e, pos)
	case "add":
		return ratingsAdd(e, pos, opts)
	case "check":
		return ratingsCheck(e, pos)
	case "apply":
		return ratingsApply(e, pos, opts)
	case "import-list":
		return ratingsImportList(e, pos, opts)
	case "pick":
		return ratingsPick(e, pos)
	}
	return ratingsChanges(e, pos, opts)
}

// openRatings opens the data file (openService) and returns its
// rating-list service beside the services.
func (e *env) openRatings() (*ratings.Service, *datafile.Services, func(), error) {
	svc, done, err := e.openService()
	if err != nil {
		return nil, nil, nil, err
	}
	return svc.Ratings, svc, done, nil
}

// badUsage reports an argument of ratings SUB that cannot be used.
func badUsage(e *env, sub string, err error) int {
	s := ratingsSubs[sub].spec("ratings", sub)
	return s.fail(e, err)
}

func periodOption(opts map[string]string) (ratinglist.Period, error) {
	if opts["period"] == "" {
		return ratinglist.Period{}, nil
	}
	return ratinglist.ParsePeriod(opts["period"])
}

func ratingsImportFIDE(e *env, pos []string, opts opts) int {
	period, err := periodOption(opts)
	kind := ratinglist.Kind(opts["kind"])
	if err == nil && kind != "" && kind != ratinglist.Standard && kind != ratinglist.Rapid && kind != ratinglist.Blitz {
		err = fmt.Errorf("--kind is standard, rapid or blitz, not %q", kind)
	}
	if err != nil {
		return badUsage(e, "import-fide", err)
	}
	name := pos[0]
	return importList(e, name, func(ctx context.Context, f *os.File, st os.FileInfo, svc *ratings.Service) int {
		rep, err := svc.ImportFIDE(ctx, f, st.Size(), ratings.ImportOptions{
			Name: name, Kind: kind, Period: period, FileModified: st.ModTime(), AllowOlder: opts["allow-older"] == "true"})
		if errors.Is(err, ratings.ErrOlderList) {
			fmt.Fprintln(e.stderr, "arbiter-cli:", model.Message(err, e.lang), e.lang.Tr("Repeat with --allow-older to confirm."))
			return exitCode(err)
		}
		if err != nil {
			return e.report(err)
		}
		l := rep.List
		fmt.Fprintln(e.stdout, e.lang.Tr("FIDE list %s (%s, period %s): %d players in the list; %d found in the registry, %d updated.", l.File, l.Kind, l.Period, l.Players, l.Matched, rep.Updated))
		for _, d := range rep.Differences {
			var what string
			if d.NameDiffers {
				what = e.lang.Tr("the list's name is %q", d.ListName)
			}
			if d.BirthYearDiffers {
				if what != "" {
					what += "; "
				}
				what += e.lang.Tr("the list's birth year is %d, the registry's %d", d.ListBirthYear, d.Player.BirthDate.Year)
			}
			fmt.Fprintf(e.stdout, "%s %s (FIDE %d): %s\n", e.lang.Tr("differs:"), d.Player.FullName(), d.Player.FIDEID, what)
		}
		for _, p := range rep.NotInList {
			fmt.Fprintf(e.stdout, "%s %s (FIDE %d)\n", e.lang.Tr("not in the list:"), p.FullName(), p.FIDEID)
		}
		return exitOK
	})
}

// importList opens the rating list file name and the data file, runs imp
// on them and, when it succeeds, shows what the list changes in the
// tournaments (afterImport, tournament_ratings.go).
func importList(e *env, name string, imp func(ctx context.Context, f *os.File, st os.FileInfo, svc *ratings.Service) int) int {
	f, st, ok := openListFile(e, name)
	if !ok {
		return exitBadInput
	}
	defer f.Close()
	svc, all, done, err := e.openRatings()
	if err != nil {
		return e.report(err)
	}
	defer done()
	if code := imp(context.Background(), f, st, svc); code != exitOK {
		return code
	}
	afterImport(e, all)
	return exitOK
}

func ratingsImportNational(e *env, pos []string, opts opts) int {
	period, err := periodOption(opts)
	if err != nil {
		return badUsage(e, "import-national", err)
	}
	name := pos[0]
	return importList(e, name, func(ctx context.Context, f *os.File, _ os.FileInfo, svc *ratings.Service) int {
		rep, err := svc.ImportNationalCSV(ctx, f, ratings.NationalOptions{Name: name, Period: period, AllowOlder: opts["allow-older"] == "true"})
		if err != nil {
			return reportListLines(e, name, err)
		}
		fmt.Fprintln(e.stdout, e.lang.Tr("National list %s (period %s): %d lines, %d players updated, %d not in the registry.", rep.List.File, rep.List.Period, rep.List.Players, rep.List.Matched, len(rep.Unmatched)))
		for i, line := range rep.Unmatched {
			who := ""
			if i < len(rep.UnmatchedNames) {
				who = " (" + rep.UnmatchedNames[i] + ")"
			}
			fmt.Fprintf(e.stdout, "%s:%d: %s%s\n", name, line, e.lang.Tr("the player is not in the registry"), who)
		}
		return exitOK
	})
}

// reportListLines reports a refused CSV list: every bad line, then the
// message (an older list asks for --allow-older).
func reportListLines(e *env, name string, err error) int {
	var ie *model.ImportError
	if errors.As(err, &ie) {
		for _, l := range ie.Lines {
			fmt.Fprintf(e.stderr, "%s:%d: %s\n", name, l.Line, l.Msg.In(e.lang))
		}
	}
	if errors.Is(err, ratings.ErrOlderList) {
		fmt.Fprintln(e.stderr, "arbiter-cli:", model.Message(err, e.lang), e.lang.Tr("Repeat with --allow-older to confirm."))
		return exitCode(err)
	}
	return e.report(err)
}

func ratingsFind(e *env, words []string) int {
	query := strings.Join(words, " ")
	svc, _, done, err := e.openRatings()
	if err != nil {
		return e.report(err)
	}
	defer done()
	if _, err := svc.LastList(context.Background(), ratings.FIDE); err != nil {
		return e.report(err)
	}
	found, err := svc.SearchList(context.Background(), query, 50)
	if err != nil {
		return e.report(err)
	}
	if len(found) == 0 {
		fmt.Fprintln(e.stderr, "arbiter-cli:", e.lang.Tr("no player %q in the FIDE list.", query))
		return exitBadInput
	}
	tw := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "FIDE ID\tname\tfed\tsex\ttitle\tstandard\trapid\tblitz\tborn\tflag")
	for _, p := range found {
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%d\t%d\t%d\t%d\t%s\n", p.FIDEID, p.Name, p.Federation, p.Sex, p.Title,
			p.Standard.Rating, p.Rapid.Rating, p.Blitz.Rating, p.BirthYear, p.Flag)
	}
	tw.Flush()
	return exitOK
}

func ratingsAdd(e *env, pos []string, opts opts) int {
	id, err := strconv.ParseInt(pos[0], 10, 64)
	if err != nil {
		err = fmt.Errorf("%q is not a FIDE ID", pos[0])
	}
	var birth model.Date
	if err == nil && opts["birth-date"] != "" {
		birth, err = model.ParseDate(opts["birth-date"])
	}
	if err != nil {
		return badUsage(e, "add", err)
	}
	svc, _, done, err := e.openRatings()
	if err != nil {
		return e.report(err)
	}
	defer done()
	found, err := svc.SearchList(context.Background(), pos[0], 1)
	if err != nil {
		return e.report(err)
	}
	if len(found) == 0 {
		fmt.Fprintln(e.stderr, "arbiter-cli:", e.lang.Tr("no player with FIDE ID %d in the last imported list.", id))
		return exitBadInput
	}
	p := ratings.FromList(found[0])
	if !birth.IsZero() {
		p.BirthDate = birth
	}
	if opts["surname"] != "" {
		p.Surname = opts["surname"]
	}
	if opts["name"] != "" {
		p.Name = opts["name"]
	}
	created, err := svc.CreateFromList(context.Background(), p)
	if err != nil {
		return e.report(err)
	}
	fmt.Fprintln(e.stdout, e.lang.Tr("Added to the registry: %s, born %s, FIDE ID %d, rating %d.", created.FullName(), created.BirthDate.Display(), created.FIDEID, created.FIDERating))
	if birth.IsZero() {
		fmt.Fprintln(e.stdout, e.lang.Tr("The FIDE list gives only the birth year: 1 January was written; correct the date in the registry."))
	}
	return exitOK
}

// ratingsChanges prints every player's expected score, FIDE rating change
// and performance (FIDE Rating Regulations 8.3; engine/elo).
func ratingsChanges(e *env, pos []string, opts opts) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	round, ok := roundOption(e, opts)
	if !ok {
		return exitBadInput
	}
	svc, reg, done, err := e.openRatings()
	if err != nil {
		return e.report(err)
	}
	defer done()
	ct, err := reg.Tournaments.Crosstable(context.Background(), id, round)
	if err != nil {
		return e.report(err)
	}
	// the results corrected for the rating report only are rated (Q192)
	cs, err := reg.FIDE.RatingCorrections(context.Background(), id)
	if err != nil {
		return e.report(err)
	}
	changes, err := svc.RatingReport(context.Background(), ct, cs)
	if err != nil {
		return e.report(err)
	}
	writeChanges(e, changes)
	for _, c := range cs {
		if c.Round <= ct.Round {
			fmt.Fprintln(e.stdout, "* "+e.lang.Tr("Round %d, %d-%d: rated as %s (corrected for the rating report only).", c.Round, c.White, c.Black, c.Result().String()))
		}
	}
	return exitOK
}

func writeChanges(e *env, changes []ratings.Change) {
	tw := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, e.lang.Tr("no.\tplayer\trating\tK\tgames\tpoints\texpected\tchange\tRa\tRp\t"))
	for _, c := range changes {
		if c.Rating == 0 || c.Games == 0 {
			fmt.Fprintf(tw, "%d\t%s\t%d\t%d\t0\t\t\t\t\t\t\n", c.StartNo, c.Name, c.Rating, c.K)
			continue
		}
		name := c.Name
		if c.Corrected > 0 {
			name += " *" // rated with a corrected result, listed under the table
		}
		fmt.Fprintf(tw, "%d\t%s\t%d\t%d\t%d\t%s\t%s\t%+d\t%d\t%d\t\n", c.StartNo, name, c.Rating, c.Result.K, c.Games,
			halfPoints(c.Score), hundredths(c.Expected), c.Change, c.AvgOpponent, c.Performance)
	}
	tw.Flush()
}

// halfPoints prints half-points as the rating report's other tables do,
// «2½» (pointsCell).
func halfPoints(n int) string { return pointsCell(n) }

// hundredths prints 159 as «1,59», the decimal comma of every average
// and expected score (model.NumberText).
func hundredths(n int) string { return fmt.Sprintf("%d,%02d", n/100, n%100) }

// openListFile opens a rating list given on the command line; a path that
// cannot be opened or is a folder is the user's to fix (exit 2), said on
// stderr.
func openListFile(e *env, name string) (*os.File, os.FileInfo, bool) {
	f, err := os.Open(name)
	if err != nil {
		fmt.Fprintln(e.stderr, "arbiter-cli:", e.lang.Tr("cannot open the file %s.", name))
		return nil, nil, false
	}
	st, err := f.Stat()
	switch {
	case err != nil:
		fmt.Fprintln(e.stderr, "arbiter-cli:", e.lang.Tr("cannot open the file %s.", name))
	case st.IsDir():
		fmt.Fprintln(e.stderr, "arbiter-cli:", e.lang.Tr("%s is a folder, not a rating list: give the list's file (e.g. players_list_foa.txt or its .zip).", name))
	default:
		return f, st, true
	}
	f.Close()
	return nil, nil, false
}
