package main

// print medals --tournament ID [--sub KEY|all] (README "Joint events"):
// the medal list of places 1–3 of the overall table and of every
// sub-standings (boys, girls, age groups, groups by year of birth), as the
// standings tab's «Нагородження» menu prints it.

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/model/i18n"
	"arbiter/ui/pdf"
	"arbiter/ui/printout"
)

func init() {
	dbKinds = append(dbKinds, "medals")
	tournamentSubs["medals"] = tournamentSub{opts: []option{strOpt("sub", "KEY|all", "one sub-standings (boys, girls, b2001 …); all or none: every table")},
		args: "ID", min: 1, max: 1,
		about: "Shows the medal list: places 1–3 of the overall table and of every sub-standings, with medal and diploma.", run: tournamentMedals}
}

// medalTables are the tables of t whose places 1–3 are awarded, by the
// standings after the last complete round (a knockout: its places so
// far): every table without --sub or with --sub all, one sub-standings
// with --sub KEY.
func medalTables(ctx context.Context, svc *datafile.Services, t model.Tournament, complete int, sub string) ([]printout.MedalTable, error) {
	round := complete
	if t.System == model.SystemKnockout {
		round = 0
	} else if complete == 0 {
		return nil, errors.New(svc.Lang().Tr("%q has no complete round yet: nobody to award", t.Name))
	}
	v, err := svc.Tournaments.Standings(ctx, t.ID, round)
	if err != nil {
		return nil, err
	}
	if sub == "" || sub == "all" {
		return printout.MedalTables(v, v.Subs, true), nil
	}
	subs, err := pickSubs(svc.Lang(), t, v, sub)
	if err != nil {
		return nil, err
	}
	return printout.MedalTables(v, subs, false), nil
}

// nobodyToAward is the message for tables with nobody placed 1–3.
func nobodyToAward(lang i18n.Lang, t model.Tournament) error {
	return errors.New(lang.Tr("nobody of %q is placed 1–3 yet: nothing to award", t.Name))
}

// medalsDocument is the medal list of t (medalTables) in the header of
// the tournament's diplomas.
func medalsDocument(ctx context.Context, svc *datafile.Services, t model.Tournament, complete int, sub string) (*pdf.Document, error) {
	tables, err := medalTables(ctx, svc, t, complete, sub)
	if err != nil {
		return nil, err
	}
	tpl, _, err := svc.Diplomas.ForTournament(ctx, t)
	if err != nil {
		return nil, err
	}
	d := printout.MedalsIn(svc.Lang(), t, tables, tpl)
	if d == nil {
		return nil, nobodyToAward(svc.Lang(), t)
	}
	return d, nil
}

// tournamentMedals shows the medal list on the terminal, a line a player.
func tournamentMedals(e *env, svc *datafile.Services, pos []string, o map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	ctx := context.Background()
	st, err := svc.Tournaments.State(ctx, id)
	if err != nil {
		return e.report(err)
	}
	tables, err := medalTables(ctx, svc, st.Tournament, st.Complete, o["sub"])
	if err == nil && len(printout.MedalRows(tables)) == 0 {
		err = nobodyToAward(e.lang, st.Tournament)
	}
	if err != nil {
		var me *model.Error
		if errors.As(err, &me) {
			return e.report(err)
		}
		fmt.Fprintln(e.stderr, "arbiter-cli:", err)
		return exitBadInput
	}
	fmt.Fprintln(e.stdout, strings.Join([]string{e.lang.Tr("Table"), e.lang.Tr("Place"), e.lang.Tr("Player"), e.lang.Tr("Club"), e.lang.Tr("Medal"), e.lang.Tr("Diploma")}, "\t"))
	for _, r := range printout.MedalRows(tables) {
		fmt.Fprintln(e.stdout, strings.Join(cellsSafe(r), "\t"))
	}
	return exitOK
}
