package main

// tournament standings, explain, export-trf, import-trf and finish (see
// tournament.go).

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"arbiter/engine/season"
	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/datafile"
)

func cupLevel(cup, level string) (season.Cup, season.Level) {
	return season.Cup(cup), season.Level(level)
}

// roundOption reads --round N (a positive whole number); 0 when it is not
// given, which the model reads as the last complete (or paired) round.
func roundOption(e *env, o map[string]string) (int, bool) {
	s, given := o["round"]
	if !given {
		return 0, true
	}
	return posInt(e, s, e.lang.Tr("Round"))
}

func tournamentStandings(e *env, svc *datafile.Services, pos []string, o map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	round, ok := roundOption(e, o)
	if !ok {
		return exitBadInput
	}
	v, err := svc.Tournaments.Standings(context.Background(), id, round)
	if err != nil {
		return e.report(err)
	}
	writeStandings(e, v.Columns, v.Rows)
	for _, n := range v.TieNotes { // places the tie order or an external tie-break set (ties.go)
		fmt.Fprintln(e.stdout, "* "+n)
	}
	adjournedNote(e, v.Adjourned) // adjourned.go
	if len(v.Playoffs) > 0 {
		fmt.Fprintf(e.stdout, "\n%s\n", e.lang.Tr("Play-offs"))
		writePlayoffs(e, v.Playoffs)
	}
	for _, sub := range v.Subs {
		fmt.Fprintf(e.stdout, "\n%s\n", sub.Title)
		writeStandings(e, v.Columns, sub.Rows)
	}
	return exitOK
}

// writeStandings prints one table as tab-separated lines with a header:
// place, start no., name, club, points, one column per tie-break.
func writeStandings(e *env, cols []model.StandingsColumn, rows []model.StandingsRow) {
	head := []string{e.lang.Tr("Place"), "№", e.lang.Tr("Player"), e.lang.Tr("Club"), e.lang.Tr("Points")}
	for _, c := range cols {
		head = append(head, c.Code)
	}
	fmt.Fprintln(e.stdout, strings.Join(cellsSafe(head), "\t"))
	for _, r := range rows {
		name := r.Name
		if r.WithdrawnFrom > 0 { // marked as in the GUI (FIDE C.02 Q170)
			name += " — " + e.lang.Tr("withdrawn from round %d", r.WithdrawnFrom)
		}
		line := []string{r.Place, strconv.Itoa(r.StartNo), name, r.Club, pointsCell(r.Points)}
		fmt.Fprintln(e.stdout, strings.Join(cellsSafe(append(line, r.Values...)), "\t"))
	}
}

// writePlayoffs prints each play-off: its title, its games and what they
// decided, and the next game while it is not decided.
func writePlayoffs(e *env, ps []model.PlayoffView) {
	for _, p := range ps {
		fmt.Fprintln(e.stdout, p.Title)
		fmt.Fprintln(e.stdout, "\t"+p.Text)
		if p.Problem != "" {
			fmt.Fprintln(e.stdout, "\t"+p.Problem)
		}
		if p.Decided {
			continue
		}
		a, b := p.StartNos[0], p.StartNos[1]
		if p.NextWhiteLast == 0 {
			fmt.Fprint(e.stdout, e.lang.Tr("\tNext: no. %d v no. %d, colour by lot (tournament playoff-game ID WHITE BLACK RESULT)\n", a, b))
			continue
		}
		w, bl := a, b
		if p.NextWhiteLast == a {
			w, bl = b, a
		}
		fmt.Fprint(e.stdout, e.lang.Tr("\tNext: no. %d (White) v no. %d (Black)\n", w, bl))
	}
}

func tournamentExport(e *env, svc *datafile.Services, pos []string, o map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	edition := trf.Edition(o["format"])
	switch edition {
	case "":
		edition = trf.TRF16
	case trf.TRF16, trf.TRF26:
	default:
		return badArg(e, model.Msg("--format: %q — trf16 or trf26.", o["format"]))
	}
	var buf bytes.Buffer
	isTeam, code, ok := isTeamTournament(e, svc, id)
	switch {
	case !ok:
		return code
	case isTeam && o["format"] == string(trf.TRF16):
		return badArg(e, model.Msg("A team tournament is written as TRF-2026, whose team records (310, 300, 320, 330) TRF-16 lacks: use --format trf26 or leave --format out."))
	case isTeam:
		if err := svc.Teams.WriteTRF(context.Background(), id, &buf); err != nil { // model/teams trf.go
			return e.report(err)
		}
	default:
		if err := svc.TRF.WriteEdition(context.Background(), id, &buf, edition); err != nil {
			return e.report(err)
		}
	}
	if o["out"] == "" {
		e.stdout.Write(buf.Bytes())
		return exitOK
	}
	if err := os.WriteFile(o["out"], buf.Bytes(), 0o644); err != nil {
		return badArg(e, model.Msg("Could not write the file %s.", o["out"]))
	}
	return exitOK
}

func tournamentImport(e *env, svc *datafile.Services, pos []string, o map[string]string) int {
	data, err := os.ReadFile(pos[0])
	if err != nil {
		return badArg(e, model.Msg("Could not read the file %s.", pos[0]))
	}
	tt, err := trf.ReadWith(bytes.NewReader(data), trf.Options{UnusualResults: true}) // ½-0, 0-½, 0-0 are kept per player
	if err != nil {
		return badArg(e, model.Msg("%s: the TRF file is damaged: %v", pos[0], err))
	}
	req := model.TRFImport{Name: o["name"], Source: filepath.Base(pos[0]), TRF: tt}
	if req.Date, err = importDate(o["date"], tt.StartDate, svc); err != nil {
		return e.report(err)
	}
	if s, given := o["rounds"]; given {
		if req.Rounds, err = strconv.Atoi(s); err != nil {
			return badArg(e, model.Msg("--rounds: %q is not a number.", s))
		}
	}
	rep, err := svc.FIDE.ImportTRF(context.Background(), req, ackOf(o)) // every round re-checked (fide.go)
	if err != nil {
		return reportFIDE(e, err)
	}
	fmt.Fprintf(e.stdout, "%d\t%s\n", rep.Tournament.ID, rep.Tournament.Name)
	fmt.Fprintln(e.stdout, e.lang.Tr("Found in the registry: %d, added: %d.", rep.Matched, rep.Created))
	for _, a := range rep.Adjusted { // what the file did not give (import_gaps.go)
		fmt.Fprintln(e.stdout, a.In(e.lang))
	}
	return exitOK
}

// importDate is --date, else the TRF's 042 date, else today.
func importDate(flag, fromFile string, svc *datafile.Services) (model.Date, error) {
	if flag != "" {
		return model.ParseDate(flag)
	}
	if d, err := model.ParseDate(strings.ReplaceAll(strings.TrimSpace(fromFile), "/", "-")); err == nil && !d.IsZero() {
		return d, nil
	}
	return svc.Today(), nil
}

func tournamentFinish(e *env, svc *datafile.Services, pos []string, o map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	if isTeam, code, ok := isTeamTournament(e, svc, id); !ok || isTeam {
		if !ok {
			return code
		}
		return teamFinish(e, svc, id, o["confirm"] != "") // team_stage.go
	}
	rep, err := svc.Closing.Finish(context.Background(), id, o["confirm"] != "")
	if err != nil {
		return e.report(err)
	}
	fmt.Fprintln(e.stdout, e.lang.Tr("Tournament finished. Diplomas:"))
	for _, r := range rep.Diplomas {
		fmt.Fprintf(e.stdout, "%s\t%s\t%s\n", r.Place, r.Name, pointsCell(r.Points))
	}
	writeSubDiplomas(e, rep.SubDiplomas())
	if rep.Norms != nil {
		fmt.Fprintln(e.stdout, e.lang.Tr("Norms fulfilled:"))
		writeNormsMade(e.lang, e.stdout, rep.Norms)
	}
	return exitOK
}

// writeSubDiplomas lists, after `tournament finish`'s overall diplomas,
// those of each sub-standings: a heading naming the table, then its
// places 1–3 as the overall ones are listed.
func writeSubDiplomas(e *env, subs []model.SubStandings) {
	for _, sub := range subs {
		fmt.Fprint(e.stdout, e.lang.Tr("Diplomas of the table %q:\n", sub.Title))
		for _, r := range sub.Rows {
			fmt.Fprintf(e.stdout, "%s\t%s\t%s\n", r.Place, r.Name, pointsCell(r.Points))
		}
	}
}

func tournamentExplain(e *env, svc *datafile.Services, pos []string, o map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	no, ok := posInt(e, pos[1], e.lang.Tr("Start number"))
	if !ok {
		return exitBadInput
	}
	round, ok := roundOption(e, o)
	if !ok {
		return exitBadInput
	}
	text, err := svc.Tournaments.ExplainTieBreak(context.Background(), id, round, no, pos[2])
	if err != nil {
		return e.report(err)
	}
	fmt.Fprint(e.stdout, text)
	return exitOK
}
