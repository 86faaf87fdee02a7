package panel

import (
	"context"
	"fmt"
	"strings"

	"fyne.io/fyne/v2/lang"

	"arbiter/model"
	"arbiter/ui/diploma"
	"arbiter/ui/kit"
	"arbiter/ui/pdf"
	"arbiter/ui/printout"
)

// The diplomas of places 1–3 printed in the tournament's template
// (ui/diploma): offered after finishing (the shell's Finish button) and
// printed from the standings tab (ui/standings).

// AllWinners are the diplomas of rows (the overall table) and of subs.
func AllWinners(rows []model.StandingsRow, subs []model.SubStandings) []pdf.Winner {
	ws := printout.Winners(rows, "")
	for _, sub := range subs {
		ws = append(ws, printout.Winners(sub.Rows, sub.Title)...)
	}
	return ws
}

// PrintWinners prints a diploma for each of ws in the tournament's template.
func (s *Ctx) PrintWinners(ws []pdf.Winner) {
	if len(ws) == 0 {
		kit.ShowError(s.Win, model.Errorf(model.Conflict, "Diplomas", model.Msg("Nobody is placed 1–3 yet."), nil))
		return
	}
	t, svc := s.Current, s.Svc
	s.PrintDocument(func(ctx context.Context) (*pdf.Document, error) {
		tpl, err := diploma.TournamentTemplate(ctx, svc, t)
		if err != nil {
			return nil, err
		}
		return printout.WinnersDiplomasIn(kit.GUILang(), t, ws, tpl), nil
	})
}

// OfferDiplomas follows a finish: the players of places 1–3 of the
// overall table and of every sub-standings are listed, table by table,
// and their diplomas printed when the director agrees.
func (s *Ctx) OfferDiplomas(rep model.FinishReport) {
	subs := rep.SubDiplomas()
	if len(rep.Diplomas) == 0 && len(subs) == 0 {
		return
	}
	if len(subs) == 0 {
		kit.Confirm(s.Win, lang.L("Tournament finished"),
			lang.L("Print diplomas for places 1–3 ({{.N}} players)?", map[string]int{"N": len(rep.Diplomas)}),
			func() { s.printDiplomas(rep.Diplomas) })
		return
	}
	var b strings.Builder
	list := func(title string, rows []model.StandingsRow) { // one line a table: many tables stay on the screen
		ps := make([]string, len(rows))
		for i, r := range rows {
			ps[i] = r.Place + " " + r.Name
		}
		fmt.Fprintf(&b, "%s: %s\n", title, strings.Join(ps, "; "))
	}
	list(lang.L("Overall standings"), rep.Diplomas)
	for _, sub := range subs {
		list(sub.Title, sub.Rows)
	}
	ws := AllWinners(rep.Diplomas, subs)
	b.WriteString(lang.L("Print the diplomas of every table ({{.N}})?", map[string]int{"N": len(ws)}))
	kit.ConfirmList(s.Win, lang.L("Tournament finished"), b.String(), func() { s.PrintWinners(ws) })
}

// printDiplomas prints a diploma for each player placed 1–3.
func (s *Ctx) printDiplomas(rows []model.StandingsRow) {
	t := s.Current
	s.PrintDocument(func(ctx context.Context) (*pdf.Document, error) {
		tpl, err := diploma.TournamentTemplate(ctx, s.Svc, t)
		if err != nil {
			return nil, err
		}
		return printout.DiplomasIn(kit.GUILang(), t, rows, tpl), nil
	})
}
