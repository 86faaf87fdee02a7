package main

// print medals --tournament ID [--sub KEY|all] (issue 12, joint events):
// the medal list of places 1–3 of the overall table and of every
// sub-standings (boys, girls, age groups, groups by year of birth), as the
// standings tab's «Нагородження» menu prints it.

import (
	"context"
	"fmt"

	"arbiter/model"
	"arbiter/model/diplomas"
	"arbiter/ui/pdf"
	"arbiter/ui/printout"
)

func init() { dbKinds = append(dbKinds, "medals") }

// medalsDocument is the medal list of t by the standings after the last
// complete round (a knockout: its places so far): every table without
// --sub or with --sub all, one sub-standings with --sub KEY.
func medalsDocument(ctx context.Context, svc *model.App, st diplomas.Store, t model.Tournament, complete int, sub string) (*pdf.Document, error) {
	round := complete
	if t.System == model.SystemKnockout {
		round = 0
	} else if complete == 0 {
		return nil, fmt.Errorf(model.Tr("у «%s» ще не завершено жодного туру: нагороджувати нікого", "%q has no complete round yet: nobody to award"), t.Name)
	}
	v, err := svc.Tournaments.Standings(ctx, t.ID, round)
	if err != nil {
		return nil, err
	}
	tables := printout.MedalTables(v, v.Subs, true)
	if sub != "" && sub != "all" {
		subs, err := pickSubs(t, v, sub)
		if err != nil {
			return nil, err
		}
		tables = printout.MedalTables(v, subs, false)
	}
	tpl, _, err := diplomas.New(st).ForTournament(ctx, t)
	if err != nil {
		return nil, err
	}
	d := printout.Medals(t, tables, tpl)
	if d == nil {
		return nil, fmt.Errorf(model.Tr("у «%s» ще ніхто не посів 1–3 місця: нагороджувати нікого", "nobody of %q is placed 1–3 yet: nothing to award"), t.Name)
	}
	return d, nil
}

// writeSubDiplomas lists, after `tournament finish`'s overall diplomas,
// those of each sub-standings: a heading naming the table, then its
// places 1–3 as the overall ones are listed.
func writeSubDiplomas(e *env, subs []model.SubStandings) {
	for _, sub := range subs {
		fmt.Fprintf(e.stdout, model.Tr("Дипломи заліку «%s»:\n", "Diplomas of the table %q:\n"), sub.Title)
		for _, r := range sub.Rows {
			fmt.Fprintf(e.stdout, "%s\t%s\t%s\n", r.Place, r.Name, pointsCell(r.Points))
		}
	}
}
