package main

import (
	"context"
	"errors"
	"fmt"
	"os"

	"arbiter/engine/ratinglist"
	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/model/ratings"
	"arbiter/model/registry"
)

// The ratings command's table of sub-commands and what they share: the
// rating-list service, --period, a list file opened and imported, and the
// reports of a refused list or argument.

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

// importList opens the rating list file name and the data file, runs imp
// on them and, when it succeeds, shows what the list changes in the
// tournaments (afterImport).
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

// reportListLines reports a refused CSV list: every bad line, then the
// message (an older list asks for --allow-older).
func reportListLines(e *env, name string, err error) int {
	var ie *registry.ImportError
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

// afterImport runs the consistency check of the open tournaments (Q139)
// and says which differ.
func afterImport(e *env, svc *datafile.Services) {
	cs, err := svc.TournamentRatings.CheckOpen(context.Background())
	if err != nil {
		e.report(err)
		return
	}
	for _, c := range cs {
		fmt.Fprintln(e.stdout, e.lang.Tr("Tournament no. %d %q: %d ratings differ from the lists of %s; see: ratings check %d (nothing was changed).", int64(c.TournamentID), c.Name, len(c.Differences), c.Period, int64(c.TournamentID)))
	}
}
