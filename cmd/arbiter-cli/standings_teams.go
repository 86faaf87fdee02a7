package main

import (
	"cmp"
	"errors"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"arbiter/engine/team"
	"arbiter/engine/trf"
)

var teamStandingsSpec = cmdSpec{name: "standings --teams", dash: anyDash, opts: []option{
	strOpt("teams", "IN.trf", "the TRF").required(),
	strOpt("primary", "mp|gp", "mp (match points, default) or gp (game points) decide; a preset brings its own unless --primary is given"),
	strOpt("tiebreaks", "CODES|PRESET", "team tie-breaks of C.07 after the primary score: MPvGP, DE, EDE, WIN, TBR, BBE, BC, EMMSB, EMGSB, EGMSB, EGGSB, BH:MP, BH:GP (the last six take /C1), comma-separated; or a preset: moscow-2010-dyussh (§3), moscow-2010-team (§18), moscow-2010-youth-cup (§19), fide-team, fide-team-rr. Default: fide-team for mp (fide-team-rr for a round robin under the 2026 rules), moscow-2010-dyussh for gp"),
	formatOpt("tsv|table", "tsv (default; header place, team, MP, GP, then the codes; shared places 3-4) or table"),
}, about: `Team standings of a TRF: teams from the TRF-2026 310 records or the TRF-16
013 records, matches from the players' games (300 board orders, 330
forfeited matches, 320 team byes, 352 colours, 362 match points).`}

type teamStandingsArgs struct {
	path, primary, tiebreaks, format string
}

// hasTeamsFlag reports whether standings was asked for team standings.
func hasTeamsFlag(args []string) bool {
	for _, a := range args {
		if a == "--teams" || a == "-teams" || strings.HasPrefix(a, "--teams=") {
			return true
		}
	}
	return false
}

func runTeamStandings(e *env, args []string) int {
	_, o, code, stop := teamStandingsSpec.read(e, args)
	if stop {
		return code
	}
	a := teamStandingsArgs{path: o["teams"], primary: o["primary"], tiebreaks: o["tiebreaks"], format: cmp.Or(o["format"], "tsv")}
	switch {
	case a.path == "":
		return teamStandingsSpec.fail(e, errors.New("--teams needs a TRF file"))
	case a.format != "tsv" && a.format != "table":
		return teamStandingsSpec.fail(e, fmt.Errorf("--format %q: want tsv or table", a.format))
	}
	if err := a.run(e.stdout, e.stderr); err != nil {
		fmt.Fprintln(e.stderr, "arbiter-cli standings --teams:", err)
		return exitBadInput
	}
	return exitOK
}

func (a teamStandingsArgs) run(w, warn io.Writer) error {
	primary, err := team.ParsePrimary(a.primary)
	if err != nil {
		return err
	}
	// The players' 001 points do not enter team standings: a file whose
	// points contradict its results is read with a warning.
	tt, err := readTournamentWith(a.path, trf.Options{WarnPoints: true})
	if err != nil {
		return err
	}
	lists := a.tiebreaks
	if lists == "" {
		probe, _, err := team.FromTRF(tt, primary)
		if err != nil {
			return fmt.Errorf("%s: %w", a.path, err)
		}
		lists = team.DefaultPresetKey(probe.RoundRobin, probe.Edition)
		if primary == team.ByGP {
			lists = "moscow-2010-dyussh"
		}
	}
	list, preset, err := team.ParseList(lists)
	if err != nil {
		return err
	}
	if preset != nil && a.primary == "" {
		primary = preset.Primary
	}
	for _, w := range tt.Warnings {
		fmt.Fprintf(warn, "arbiter-cli standings --teams: %s: warning: %s\n", a.path, w)
	}
	tn, _, err := team.FromTRF(tt, primary)
	if err != nil {
		return fmt.Errorf("%s: %w", a.path, err)
	}
	st, err := team.Rank(tn, list, team.Options{ExtraMatchRule: preset != nil && preset.ExtraMatch})
	if err != nil {
		return fmt.Errorf("%s: %w", a.path, err)
	}
	if a.format == "table" {
		err = writeTeamTable(w, st)
	} else {
		err = writeTeamTSV(w, st)
	}
	if err == nil && st.Extra != nil {
		fmt.Fprintf(warn, "%s won every match but placed second: it may play an extra match for first place against %s (seed 004 §3, §19)\n",
			teamName(st, st.Extra.Challenger), teamName(st, st.Extra.Holder))
	}
	return err
}

func teamName(st *team.Standings, id int) string {
	for _, r := range st.Rows {
		if r.ID == id {
			return r.Name
		}
	}
	return fmt.Sprint(id)
}

func writeTeamTSV(w io.Writer, st *team.Standings) error {
	var b strings.Builder
	b.WriteString("place\tteam\tMP\tGP")
	for _, sp := range st.List {
		b.WriteString("\t" + sp.String())
	}
	b.WriteString("\n")
	for _, r := range st.Rows {
		fmt.Fprintf(&b, "%s\t%s\t%d\t%s", r.PlaceText(), tsvField(r.Name), r.MP, team.Decimal(r.GP))
		for k, v := range r.Values {
			b.WriteString("\t" + v.Text(st.List[k].Code, st.Primary, true))
		}
		b.WriteString("\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// tsvField keeps a name on one TSV cell.
func tsvField(s string) string {
	return strings.NewReplacer("\t", " ", "\n", " ", "\r", " ").Replace(s)
}

func writeTeamTable(w io.Writer, st *team.Standings) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprint(tw, "Place\tTeam\tMP\tGP")
	for _, sp := range st.List {
		fmt.Fprint(tw, "\t"+sp.String())
	}
	fmt.Fprintln(tw)
	for _, r := range st.Rows {
		place := strings.Replace(r.PlaceText(), "-", "–", 1)
		fmt.Fprintf(tw, "%s\t%s\t%d\t%s", place, tsvField(r.Name), r.MP, team.Half(r.GP))
		for k, v := range r.Values {
			fmt.Fprint(tw, "\t"+v.Text(st.List[k].Code, st.Primary, false))
		}
		fmt.Fprintln(tw)
	}
	return tw.Flush()
}
