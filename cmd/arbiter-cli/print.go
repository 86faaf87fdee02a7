package main

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"arbiter/model"
	"arbiter/ui/pdf"
)

func init() {
	register(command{
		name:    "print",
		summary: "print a PDF: pairings, pairings-large, pairings-by-name, standings, crosstable (--trf IN.trf or --tournament ID), registrations, diplomas, medals, bracket, entry-forms (--tournament ID)",
		run:     runPrint,
	})
}

var printSpec = cmdSpec{name: "print", db: true, dash: anyDash, max: 1,
	args: "pairings|pairings-large|pairings-by-name|standings|crosstable|sub-standings|registrations|diplomas|diploma-calibration|bracket|entry-forms|medals|norms|norm-certificates|treasury|prizes|team-ranking|season-diplomas|season-medals",
	opts: []option{
		strOpt("trf", "IN.trf", "print from a TRF file (pairings, pairings-large, pairings-by-name, standings, crosstable)"),
		strOpt("tournament", "ID", "print from a tournament of the data file (imported ones carry results and places)"),
		intOpt("season", "YEAR", "a season's document (season-diplomas, season-medals)"),
		intOpt("round", "N", "the round (default: the last paired round for pairings, the last round with results for standings and crosstable)"),
		strOpt("tiebreaks", "CODES|PRESET", "tie-break codes such as BH-C1,BH,SB,DE,WIN, or a preset key (academy, ukr-2003, fide-swiss, fide-rr, …); default: the FIDE preset for the system (fide-swiss or fide-rr), or the list stored with the tournament"),
		strOpt("group", "KEY|TITLE", "sub-standings: the table to print"),
		strOpt("sub", "KEY|all", "standings, diplomas and medals of a stored tournament: a sub-standings (boys, girls, b2001, girls+b2001 …); all: the overall table and every sub-standings, diplomas for places 1–3 of each"),
		strOpt("o", "OUT.pdf", "the file to write (written whole or not at all; required)"),
	},
	about: `registrations lists club, coach, entry fee and paid with the treasurer's
totals; diplomas go to places 1–3, one page each, in the tournament's
diploma template (diploma-template); diploma-calibration is the
millimetre-grid page of a template for pre-printed blanks; norms is the
norm report for the qualification commission, norm-certificates one page
per player who made a norm, treasury the treasurer's report with the
prize fund, prizes the prize list; bracket a knockout's bracket and its
protocol; entry-forms the entry form of seed 004 appendix 1, one page per
participant, with the personal data kept for him (blank lines where none:
see the personal command); medals the medal list: places 1–3 of the overall table and of
every sub-standings, each with its medal and diploma (--sub KEY: that
table only); team-ranking the team ranking of an individual tournament
(seed 004 §2, as team ranking lists it).

pairings is the wall list (names 14 pt, board numbers 18 pt, 40 boards on
two pages); pairings-large one board a line across a landscape page for a
small event; pairings-by-name in two blocks a page past 26 players.

The crosstable of a round robin is the n×n grid; of a Swiss event, the wall
chart (opponent, colour and result per round); of a knockout, each player's
matches round by round (opponent and match score). The bracket of a
knockout (8, 16, 32 or 64 places) is printed in the order of the Moscow 2010
regulation (1–32, 17–16, 9–24, 25–8, …), results filled in as they come,
with the protocol of every mini-match: games, score and the colour lot.`}

func runPrint(e *env, args []string) int {
	pos, o, code, stop := printSpec.read(e, args)
	if stop {
		return code
	}
	if len(pos) == 0 {
		return printSpec.fail(e, errors.New("which document? "+strings.Join(printKinds, ", ")))
	}
	a, err := printArgsOf(pos[0], o)
	if err != nil {
		return printSpec.fail(e, err)
	}
	a.lang = e.lang
	var d *pdf.Document
	if a.season != 0 {
		d, err = seasonDocument(e, a)
	} else if a.tournament != 0 {
		d, err = dbDocument(e, a)
	} else {
		d, err = trfFileDocument(a)
	}
	if err == nil {
		err = pdf.WriteFile(a.out, d, pdf.Options{Compress: true})
	}
	if err != nil {
		var me *model.Error
		if errors.As(err, &me) {
			return e.report(err)
		}
		fmt.Fprintln(e.stderr, "arbiter-cli print:", err)
		return exitBadInput
	}
	fmt.Fprintf(e.stdout, "%s: %s\n", a.out, d.Title)
	for _, p := range d.Problems { // printed, but without what these name
		fmt.Fprintln(e.stderr, "arbiter-cli: print:", p.In(e.lang))
	}
	return exitOK
}

// printArgsOf checks the document kind and the options that go with it.
func printArgsOf(kind string, o opts) (printArgs, error) {
	a := printArgs{kind: kind, trfPath: o["trf"], out: o["o"], round: optInt(o, "round", 0), tiebreaks: o["tiebreaks"],
		season: optInt(o, "season", 0), group: o["group"], sub: o["sub"]}
	if !slices.Contains(dbKinds, a.kind) && !slices.Contains(seasonKinds, a.kind) {
		return a, fmt.Errorf("unknown document %q (want %s)", a.kind, strings.Join(append(dbKinds[:len(dbKinds):len(dbKinds)], seasonKinds...), ", "))
	}
	if v, set := o["tournament"]; set {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n <= 0 {
			return a, fmt.Errorf("--tournament %s: not a tournament number", v)
		}
		a.tournament = n
	}
	if seasonal := slices.Contains(seasonKinds, a.kind); seasonal || a.season != 0 {
		switch {
		case !seasonal:
			return a, fmt.Errorf("%s is a tournament's document: give --tournament ID or --trf, not --season", a.kind)
		case a.season <= 0 || a.tournament != 0 || a.trfPath != "":
			return a, fmt.Errorf("%s needs --season YEAR alone", a.kind)
		case a.out == "":
			return a, errors.New("-o OUT.pdf is required")
		}
		return a, nil
	}
	switch {
	case a.trfPath != "" && a.tournament != 0:
		return a, errors.New("give --trf or --tournament, not both")
	case a.trfPath == "" && a.tournament == 0:
		return a, errors.New("--trf IN.trf or --tournament ID is required")
	case a.trfPath != "" && !slices.Contains(printKinds, a.kind):
		return a, fmt.Errorf("%s needs a stored tournament (--tournament ID): a TRF has no fees, clubs or places to award", a.kind)
	case a.sub != "" && (a.tournament == 0 || (a.kind != "standings" && a.kind != "diplomas" && a.kind != "medals")):
		return a, errors.New("--sub is for standings, diplomas and medals of a stored tournament (--tournament ID)")
	case a.out == "":
		return a, errors.New("-o OUT.pdf is required")
	case a.round < 0:
		return a, fmt.Errorf("--round %d: rounds are numbered from 1", a.round)
	}
	return a, nil
}

func trfFileDocument(a printArgs) (*pdf.Document, error) {
	t, err := readTournament(a.trfPath)
	if err != nil {
		return nil, err
	}
	return tournamentDocument(t, a, nil)
}
