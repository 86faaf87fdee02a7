package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"unicode/utf8"

	"arbiter/engine/tiebreak"
	"arbiter/engine/trf"
)

func init() {
	register(command{
		name:    "standings",
		summary: "standings with FIDE tie-breaks from a TRF (IN.trf --tiebreaks … --rank-by … --format tsv|table; --teams IN.trf for team standings)",
		run:     runStandings,
	})
}

const standingsUsage = `usage: arbiter-cli standings IN.trf [--edition 2024|2026|2009] [--tiebreaks COLS] [--rank-by LIST|PRESET] [--format tsv|table] [--order rank|start]

  --edition E     C.07 text: 2024 (2023/2024, dummy = own score), 2026
                  (capped dummy) or 2009 (virtual opponent); default: from
                  the 042 start date (before 2026-03-01: 2024)
  --tiebreaks C   columns: codes (points, BH, BH-C1, BH-M1, SB, SB-C1, PS,
                  PS-C1, DE, WIN, WON, BPG, BWG, REP, ARO, TPR, PTP, APRO,
                  KS, FB, AOB) and rank; default: points, the --rank-by
                  list, rank
  --rank-by L     the tie-break list deciding places, or a preset (academy,
                  ukr-2003, moscow-2010-swiss, fide-swiss, fide-rr, …);
                  default: fide-swiss or fide-rr by the 092 type
  --format F      tsv (the reference calculator's layout: header "start"
                  then the codes) or table (places "3–4", names)
  --order O       rank (default) or start (pairing-number order, as the
                  reference TSV files)`

type standingsArgs struct {
	path, edition, tiebreaks, rankBy, format, order string
}

func runStandings(e *env, args []string) int {
	if hasTeamsFlag(args) {
		return runTeamStandings(e, args) // standings_teams.go
	}
	a, err := parseStandingsArgs(args)
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprintln(e.stdout, standingsUsage)
		return exitOK
	}
	if err == nil {
		err = a.run(e.stdout)
	}
	if err != nil {
		fmt.Fprintln(e.stderr, "arbiter-cli standings:", err)
		fmt.Fprintln(e.stderr, "run 'arbiter-cli standings --help' for the options")
		return exitBadInput
	}
	return exitOK
}

func parseStandingsArgs(args []string) (standingsArgs, error) {
	var a standingsArgs
	fs := flag.NewFlagSet("standings", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&a.edition, "edition", "", "")
	fs.StringVar(&a.tiebreaks, "tiebreaks", "", "")
	fs.StringVar(&a.rankBy, "rank-by", "", "")
	fs.StringVar(&a.format, "format", "tsv", "")
	fs.StringVar(&a.order, "order", "rank", "")
	// The file may come before or after the options.
	var rest []string
	for len(args) > 0 {
		if err := fs.Parse(args); err != nil {
			return a, err
		}
		if fs.NArg() == 0 {
			break
		}
		rest = append(rest, fs.Arg(0))
		args = fs.Args()[1:]
	}
	switch {
	case len(rest) != 1:
		return a, errors.New("give exactly one TRF file")
	case a.format != "tsv" && a.format != "table":
		return a, fmt.Errorf("--format %q: want tsv or table", a.format)
	case a.order != "rank" && a.order != "start":
		return a, fmt.Errorf("--order %q: want rank or start", a.order)
	}
	a.path = rest[0]
	return a, nil
}

func (a standingsArgs) run(w io.Writer) error {
	tt, err := readTournament(a.path)
	if err != nil {
		return err
	}
	t, err := tiebreak.FromTRF(tt)
	if err != nil {
		return fmt.Errorf("%s: %w", a.path, err)
	}
	if a.edition != "" {
		if t.Edition, err = tiebreak.ParseEdition(a.edition); err != nil {
			return err
		}
	}
	rankBy, err := specList(a.rankBy, t.System)
	if err != nil {
		return err
	}
	cols, err := stColumns(a.tiebreaks, rankBy)
	if err != nil {
		return err
	}
	td, err := tiebreak.Table(t, cols, rankBy)
	if err != nil {
		return err
	}
	if a.order == "start" {
		stSortByStart(td)
	}
	if a.format == "table" {
		return stWriteTable(w, td, tt)
	}
	return stWriteTSV(w, td)
}

// stColumns resolves --tiebreaks; empty = points, the ranking list, rank.
func stColumns(s string, rankBy []tiebreak.Spec) ([]tiebreak.Column, error) {
	if s == "" {
		cols := []tiebreak.Column{{Spec: tiebreak.Spec{Code: tiebreak.PTS}}}
		for _, sp := range rankBy {
			if sp.Code == tiebreak.PTS {
				continue
			}
			cols = append(cols, tiebreak.Column{Spec: sp})
		}
		return append(cols, tiebreak.Column{Rank: true}), nil
	}
	return tiebreak.ColumnsFor(strings.Split(s, ","))
}

func stSortByStart(td *tiebreak.TableData) {
	rows := td.Rows
	for i := 1; i < len(rows); i++ {
		for j := i; j > 0 && stAtoi(rows[j][0]) < stAtoi(rows[j-1][0]); j-- {
			rows[j], rows[j-1] = rows[j-1], rows[j]
		}
	}
}

func stAtoi(s string) int {
	n := 0
	fmt.Sscan(s, &n)
	return n
}

func stWriteTSV(w io.Writer, td *tiebreak.TableData) error {
	if _, err := fmt.Fprintln(w, strings.Join(cellsSafe(td.Header), "\t")); err != nil {
		return err
	}
	for _, r := range td.Rows {
		if _, err := fmt.Fprintln(w, strings.Join(cellsSafe(r), "\t")); err != nil {
			return err
		}
	}
	return nil
}

// stWriteTable prints the readable form: place ("3–4" when shared), name,
// then the columns.
func stWriteTable(w io.Writer, td *tiebreak.TableData, tt *trf.Tournament) error {
	place := map[string]string{}
	for _, r := range td.Standings.Rows {
		place[fmt.Sprint(r.ID)] = r.PlaceText()
	}
	names, width := map[string]string{}, len("name")
	for _, r := range td.Rows {
		if p := tt.Player(stAtoi(r[0])); p != nil {
			names[r[0]] = p.Name
			width = max(width, utf8.RuneCountInString(p.Name))
		}
	}
	pad := func(s string) string { return s + strings.Repeat(" ", width-utf8.RuneCountInString(s)) }
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "place\tno.\t%s\t%s\t\n", pad("name"), strings.Join(td.Header[1:], "\t"))
	for _, r := range td.Rows {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t\n", place[r[0]], r[0], pad(names[r[0]]), strings.Join(r[1:], "\t"))
	}
	return tw.Flush()
}
