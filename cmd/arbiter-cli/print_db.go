package main

// print --tournament: printouts of a tournament stored in the data file
// (imported TRFs carry their results and places). They are built as the
// GUI builds them: the model's views (tournaments.Service) through
// ui/printout; the command reads nothing from the store itself.

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"arbiter/engine/tiebreak"
	"arbiter/model"
	"arbiter/model/diplomas"
	"arbiter/model/i18n"
	"arbiter/ui/pdf"
	"arbiter/ui/printout"
)

// dbDocument builds the printout a.kind of the stored tournament a.tournament.
func dbDocument(e *env, a printArgs) (*pdf.Document, error) {
	if d, ok, err := closingDocument(e, a); ok {
		return d, err
	}
	if d, ok, err := rankingDocument(e, a); ok {
		return d, err
	}
	svc, done, err := e.openService()
	if err != nil {
		return nil, err
	}
	defer done()
	ctx, id := context.Background(), model.TournamentID(a.tournament)
	state, err := svc.Tournaments.State(ctx, id)
	if err != nil {
		return nil, err
	}
	t := state.Tournament
	if doc, done, err := knockoutDocument(e.lang, ctx, svc, t, a.kind); done {
		return doc, err
	}
	switch a.kind {
	case "entry-forms":
		return entryFormsDocument(ctx, e.lang, svc, t) // print_entry.go
	case "medals":
		return medalsDocument(ctx, svc, t, state.Complete, a.sub)
	case "registrations", "diplomas", "diploma-calibration":
		tpl, _, err := svc.Diplomas.ForTournament(ctx, t)
		if err != nil {
			return nil, err
		}
		if a.kind == "diploma-calibration" {
			return printout.CalibrationIn(e.lang, t, tpl), nil
		}
		ps, err := svc.Tournaments.Participants(ctx, id)
		if err != nil {
			return nil, err
		}
		if a.kind == "diplomas" && a.sub != "" {
			return subDiplomas(e.lang, ctx, svc, t, state.Complete, a.sub, tpl)
		}
		if a.kind == "diplomas" {
			return diplomaDocument(e.lang, t, ps, tpl)
		}
		if len(ps) == 0 {
			return nil, fmt.Errorf("nobody is registered for %q yet: nothing to list", t.Name)
		}
		if t, err = markNonFIDE(e, ctx, svc, t); err != nil {
			return nil, err
		}
		d := printout.Registrations(langMeta(e.lang, t, 0), ps)
		if err := withSchedule(ctx, svc, d, id, 0); err != nil { // print_entry.go
			return nil, err
		}
		tr, err := svc.Closing.Treasury(ctx, id)
		if err != nil {
			return nil, err
		}
		d.Notes = append(d.Notes, printout.FundLineIn(e.lang, tr))
		return d, nil
	case "pairings", "pairings-large", "pairings-by-name":
		if t, err = markNonFIDE(e, ctx, svc, t); err != nil {
			return nil, err
		}
		r, err := pairedRound(t.Name, state.Paired, a.round)
		if err != nil {
			return nil, err
		}
		rv, err := svc.Pairings.Round(ctx, id, r)
		if err != nil {
			return nil, err
		}
		d := roundDocument(a.kind)(printout.Round(langMeta(e.lang, t, r), rv))
		if err := withChess960(ctx, svc, d, id, r); err != nil { // chess960.go
			return nil, err
		}
		return d, withSchedule(ctx, svc, d, id, r) // print_entry.go
	}
	if t, err = markNonFIDE(e, ctx, svc, t); err != nil {
		return nil, err
	}
	r, err := completeRound(state.Complete, a.round)
	if err != nil {
		return nil, err
	}
	list, err := storedTieBreaks(a.tiebreaks, t)
	if err != nil {
		return nil, err
	}
	sv, err := svc.Tournaments.StandingsBy(ctx, id, r, list)
	if err != nil {
		return nil, err
	}
	m := langMeta(e.lang, t, r)
	if a.kind == "standings" && a.sub != "" {
		return subTables(e.lang, m, sv, a.sub)
	}
	if a.kind == "standings" {
		return pdf.Standings(printout.Standings(m, sv, sv.Rows)), nil
	}
	if a.kind == "sub-standings" {
		return subStandings(m, sv, a.group)
	}
	ct, err := svc.Tournaments.CrosstableBy(ctx, id, r, list)
	if err != nil {
		return nil, err
	}
	return printout.Crosstable(m, printout.HeadingsIn(m.Lang, sv.Columns), ct)
}

// subStandings is the sub-standings titled group (the first when group is
// empty), as the standings tab's Print this table prints it.
func subStandings(m pdf.Meta, sv *model.StandingsView, group string) (*pdf.Document, error) {
	var titles []string
	for i, s := range sv.Subs {
		if group == "" || strings.EqualFold(s.Title, group) || s.Key == group {
			return printout.SubStandings(m, sv, i), nil
		}
		titles = append(titles, s.Key+" ("+s.Title+")")
	}
	if len(titles) == 0 {
		return nil, fmt.Errorf("the tournament has no sub-standings (set them in its settings)")
	}
	return nil, fmt.Errorf("--group %q: the sub-standings are %s", group, strings.Join(titles, ", "))
}

// completeRound resolves --round for standings and crosstables of a stored
// tournament: default the last round with every result (complete rounds
// 1..complete); a later round is refused, since its standings would count
// a game without result as lost by both.
func completeRound(complete, r int) (int, error) {
	switch {
	case complete == 0:
		return 0, pdf.ErrNoRounds
	case r == 0:
		return complete, nil
	case r > complete:
		return 0, fmt.Errorf("--round %d: round %d has no results yet (the last round with results is %d)", r, r, complete)
	}
	return r, nil
}

// storedTieBreaks resolves --tiebreaks for a stored tournament: the codes
// or preset given, else the tournament's list, else the FIDE preset for its
// system; the answer is a list of codes as Tournament.TieBreaks keeps them.
func storedTieBreaks(codes string, t model.Tournament) (string, error) {
	if codes == "" {
		codes = t.TieBreaks
	}
	sys := tiebreak.Swiss
	if t.System == model.SystemRoundRobin || t.System == model.SystemDoubleRoundRobin {
		sys = tiebreak.RoundRobin
	}
	list, err := tieBreakList(codes, sys)
	if err != nil {
		return "", err
	}
	out := make([]string, len(list))
	for i, sp := range list {
		out[i] = sp.String()
	}
	return strings.Join(out, ","), nil
}

// diplomas are one page per player placed 1–3 by the places stored with
// the registrations (a shared place counts as its first place, so two
// players sharing 3–4 both get the third degree).
func diplomaDocument(l i18n.Lang, t model.Tournament, ps []model.Participant, tpl diplomas.Template) (*pdf.Document, error) {
	var rows []model.StandingsRow
	for _, p := range ps {
		if p.Place >= 1 && p.Place <= 3 {
			rows = append(rows, model.StandingsRow{Name: p.Player.FullName(), PlaceFrom: p.Place, PlaceTo: max(p.Place, p.PlaceTo)})
		}
	}
	if len(rows) == 0 {
		return nil, fmt.Errorf("no player of %q has a place 1–3 yet: nothing to award", t.Name)
	}
	sort.SliceStable(rows, func(i, j int) bool { return rows[i].PlaceFrom < rows[j].PlaceFrom })
	return printout.DiplomasIn(l, t, rows, tpl), nil
}
