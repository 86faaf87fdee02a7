package main

import (
	"cmp"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"
	"unicode/utf8"

	"arbiter/engine/halfpoint"
	"arbiter/engine/tiebreak"
	"arbiter/engine/trf"
	"arbiter/model"
)

func init() {
	register(command{
		name:    "standings",
		summary: "standings with FIDE tie-breaks from a TRF (IN.trf --tiebreaks … --rank-by … --format tsv|table; --teams IN.trf for team standings)",
		run:     runStandings,
	})
}

var standingsSpec = cmdSpec{name: "standings", args: "IN.trf", max: -1, dash: anyDash, opts: []option{
	strOpt("edition", "2024|2026|2009", "C.07 text: 2024 (2023/2024, dummy = own score), 2026 (capped dummy) or 2009 (virtual opponent); default: from the 042 start date (before 2026-03-01: 2024)"),
	strOpt("tiebreaks", "COLS", "columns: codes (points, BH, BH-C1, BH-M1, SB, SB-C1, PS, PS-C1, DE, WIN, WON, BPG, BWG, REP, STD, ARO, TPR, PTP, APRO, RTNG, RTNG/R, TPN, TPN/R, KS, KS/L+1 … KS/L-2, FB, AOB) and rank; default: points, the --rank-by list, rank"),
	strOpt("rank-by", "LIST|PRESET", "the tie-break list deciding places, or a preset (academy, ukr-2003, moscow-2010-swiss, fide-swiss, fide-rr, …); default: fide-swiss or fide-rr by the 092 type"),
	formatOpt("tsv|table", `tsv (default; the reference calculator's layout: header "start" then the codes) or table (places "3–4", names)`),
	strOpt("order", "rank|start", "rank (default) or start (pairing-number order, as the reference TSV files)"),
}, about: "arbiter-cli standings --teams --help: the team standings of a TRF."}

type standingsArgs struct {
	path, edition, tiebreaks, rankBy, format, order string
}

func runStandings(e *env, args []string) int {
	if hasTeamsFlag(args) {
		return runTeamStandings(e, args) // standings_teams.go
	}
	pos, o, code, stop := standingsSpec.read(e, args)
	if stop {
		return code
	}
	if len(pos) != 1 {
		return standingsSpec.fail(e, errors.New("give exactly one TRF file"))
	}
	a := standingsArgs{path: pos[0], edition: o["edition"], tiebreaks: o["tiebreaks"], rankBy: o["rank-by"],
		format: cmp.Or(o["format"], "tsv"), order: cmp.Or(o["order"], "rank")}
	var err error
	switch {
	case a.format != "tsv" && a.format != "table":
		err = fmt.Errorf("--format %q: want tsv or table", a.format)
	case a.order != "rank" && a.order != "start":
		err = fmt.Errorf("--order %q: want rank or start", a.order)
	default:
		if err = a.run(e.stdout); err != nil {
			fmt.Fprintln(e.stderr, "arbiter-cli standings:", err)
			return exitBadInput
		}
		return exitOK
	}
	return standingsSpec.fail(e, err)
}

func (a standingsArgs) run(w io.Writer) error {
	tt, err := readTournamentWith(a.path, trf.Options{UnusualResults: true})
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
	// DE only where it separated players still tied (model.DecidedOnly)
	deShown := map[string]bool{}
	for i, sh := range model.DecidedOnly(td.Standings.List, td.Standings.Rows) {
		for k, sp := range td.Standings.List {
			if sp.Code == tiebreak.DE && sh[k] {
				deShown[fmt.Sprint(td.Standings.Rows[i].ID)] = true
			}
		}
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "place\tno.\t%s\t%s\t\n", pad("name"), strings.Join(td.Header[1:], "\t"))
	for _, r := range td.Rows {
		cells := make([]string, 0, len(r)-1)
		for c, cell := range r[1:] {
			code := td.Header[1+c]
			if code == string(tiebreak.DE) && !deShown[r[0]] {
				cell = ""
			}
			cells = append(cells, stCellText(code, cell))
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t\n", place[r[0]], r[0], pad(names[r[0]]), strings.Join(cells, "\t"))
	}
	return tw.Flush()
}

// stCellText writes a TSV cell of column code for people, in the one
// notation of the screens and printouts (README "Numbers on paper and on
// screen"): points and values counted in points with ½, ¼, ¾ («3½»,
// «5¼»), averages and ratings with the decimal comma (model.NumberText).
func stCellText(code, cell string) string {
	switch code {
	case "rank", "":
		return cell
	}
	if sp, err := tiebreak.ParseSpec(code); err == nil {
		switch sp.Code {
		case tiebreak.AOB, tiebreak.ARO, tiebreak.TPR, tiebreak.PTP, tiebreak.APRO, tiebreak.RTNG, tiebreak.TPN:
			return model.NumberText(cell)
		}
	}
	whole, frac, _ := strings.Cut(cell, ".")
	n, err := strconv.Atoi(strings.TrimPrefix(whole, "-"))
	q := map[string]int{"": 0, "25": 1, "5": 2, "75": 3}
	if f, ok := q[frac]; ok && err == nil {
		v := 4*n + f
		if strings.HasPrefix(whole, "-") {
			v = -v
		}
		return halfpoint.Quarter(v)
	}
	return model.NumberText(cell)
}
