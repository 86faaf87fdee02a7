package main

// import-trf: store another program's TRF as a tournament of a season
// (docs/season.md). All or nothing.
//
//	arbiter-cli --db F import-trf IN.trf --season 2010 --cup gold|silver
//	    --level 4|3|2|1|cms-points|cms --date 2010-07-26 [--name NAME]

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"

	"arbiter/engine/season"
	"arbiter/engine/trf"
	"arbiter/model"

	"arbiter/model/i18n"
)

func init() {
	register(command{name: "import-trf", summary: "store a TRF's results and places as a tournament of a season", run: runImportTRF})
}

var importTRFSpec = cmdSpec{name: "import-trf", db: true, args: "IN.trf", min: 1, max: 1, dash: anyDash, opts: []option{
	strOpt("season", "YEAR", "the season it belongs to").required(),
	strOpt("cup", "gold|silver|none", "the cup it counts for").required(),
	strOpt("level", "4|3|2|1|cms-points|cms", "its norm level (required for the Golden Cup)"),
	strOpt("date", "YYYY-MM-DD", "its first day").required(),
	strOpt("name", "NAME", "its name (default: the TRF's)"),
}, about: "Stores the TRF's results and places as a tournament of the season, all or nothing."}

func runImportTRF(e *env, args []string) int {
	pos, opts, code, stop := importTRFSpec.read(e, args)
	if stop {
		return code
	}
	req, msg := importRequest(e.lang, pos[0], opts)
	if msg != "" {
		fmt.Fprintf(e.stderr, "arbiter-cli import-trf: %s: %s\n", pos[0], msg)
		return exitBadInput
	}
	svc, done, err := e.openService()
	if err != nil {
		return e.report(err)
	}
	defer done()
	rep, err := svc.TRF.Import(context.Background(), req)
	if err != nil {
		return e.report(err)
	}
	t := rep.Tournament
	fmt.Fprint(e.stdout, e.lang.Tr("Imported %q (%s, %s): %d players, %d found in the registry, %d added; places: %s.\n", t.Name, t.StartDate, t.Cup, rep.Matched+rep.Created, rep.Matched, rep.Created, rep.PlacesFrom))
	return exitOK
}

// importRequest checks the options and reads the file; msg says what is
// wrong (naming the option or the file's line).
func importRequest(lang i18n.Lang, path string, opts map[string]string) (model.TRFImport, string) {
	req := model.TRFImport{Source: filepath.Base(path), Name: opts["name"]}
	var err error
	if req.Year, err = strconv.Atoi(opts["season"]); err != nil {
		return req, lang.Tr("give the season year: --season 2010")
	}
	cup, ok := season.ParseCup(opts["cup"])
	if !ok {
		return req, lang.Tr("unknown cup %q; --cup gold, silver or none", opts["cup"])
	}
	req.Cup = cup
	if l := opts["level"]; l != "" || cup == season.CupGold {
		level, ok := season.ParseLevel(l)
		if !ok {
			return req, lang.Tr("unknown norm level %q; --level 4, 3, 2, 1, cms-points or cms", l)
		}
		req.Level = level
	}
	if req.Date, err = model.ParseDate(opts["date"]); err != nil || req.Date.IsZero() {
		return req, lang.Tr("give the first day: --date 2010-07-26")
	}
	f, err := os.Open(path)
	if err != nil {
		return req, lang.Tr("cannot open the file")
	}
	defer f.Close()
	if req.TRF, err = trf.ReadWith(f, trf.Options{UnusualResults: true}); err != nil {
		return req, err.Error()
	}
	return req, ""
}
