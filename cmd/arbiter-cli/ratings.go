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
	"arbiter/model/ratings"
)

func init() {
	register(command{
		name:    "ratings",
		summary: "rating lists: import-fide FILE | import-national --period YYYY-MM FILE.csv | import-list --name NAME --period YYYY-MM FILE.csv | find TEXT | add FIDE_ID | changes TOURNAMENT_ID | check TOURNAMENT_ID | apply TOURNAMENT_ID PLAYER_ID… | pick TOURNAMENT_ID PLAYER_ID LIST",
		run:     runRatings,
	})
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
