package main

// print standings|diplomas --sub KEY|all (README "Joint events"): a
// tournament's sub-standings printed and awarded from the command line as
// from the GUI.

import (
	"context"
	"fmt"
	"strings"

	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/model/diplomas"
	"arbiter/ui/pdf"
	"arbiter/ui/printout"

	"arbiter/model/i18n"
)

// pickSubs returns the sub-standings of v that key names ("all": every
// one), or an error listing the tournament's.
func pickSubs(lang i18n.Lang, t model.Tournament, v *model.StandingsView, key string) ([]model.SubStandings, error) {
	if key == "all" {
		return v.Subs, nil
	}
	var have []string
	for _, sub := range v.Subs {
		if sub.Key == strings.ToLower(key) {
			return []model.SubStandings{sub}, nil
		}
		have = append(have, sub.Key)
	}
	if len(have) == 0 {
		return nil, fmt.Errorf(lang.Tr("%q has no sub-standings (tournament create --sub boys,girls…)"), t.Name)
	}
	return nil, fmt.Errorf(lang.Tr("%q has no sub-standings %q; it has: %s, or all"),
		t.Name, key, strings.Join(have, ", "))
}

// subTables prints the tables key names, one after another, each with
// its title in the header; "all" starts with the overall table.
func subTables(lang i18n.Lang, m pdf.Meta, v *model.StandingsView, key string) (*pdf.Document, error) {
	subs, err := pickSubs(lang, model.Tournament{Name: m.Tournament}, v, key)
	if err != nil {
		return nil, err
	}
	var d *pdf.Document
	if key == "all" {
		d = pdf.Standings(printout.Standings(m, v, v.Rows))
	}
	for _, sub := range subs {
		sm := m
		sm.Tournament += " — " + sub.Title
		one := pdf.Standings(printout.Standings(sm, v, sub.Rows))
		if d == nil {
			d = one
			continue
		}
		d.Rows = append(d.Rows, append([]string{"", "", sub.Title}, make([]string, len(d.Columns)-3)...))
		d.Rows = append(d.Rows, one.Rows...)
	}
	if d == nil {
		return nil, fmt.Errorf(lang.Tr("%q has no sub-standings"), m.Tournament)
	}
	return d, nil
}

// subDiplomas are the diplomas of places 1–3 of the sub-standings key
// names ("all": the overall places too), by the standings after the last
// complete round: each says which table it is for.
func subDiplomas(lang i18n.Lang, ctx context.Context, svc *datafile.Services, t model.Tournament, complete int, key string, tpl diplomas.Template) (*pdf.Document, error) {
	if complete == 0 {
		return nil, pdf.ErrNoRounds
	}
	v, err := svc.Tournaments.Standings(ctx, t.ID, complete)
	if err != nil {
		return nil, err
	}
	subs, err := pickSubs(lang, t, v, key)
	if err != nil {
		return nil, err
	}
	var ws []pdf.Winner
	if key == "all" {
		ws = printout.Winners(v.Rows, "")
	}
	for _, sub := range subs {
		ws = append(ws, printout.Winners(sub.Rows, sub.Title)...)
	}
	if len(ws) == 0 {
		return nil, fmt.Errorf(lang.Tr("nobody of %q is placed 1–3 in these tables"), t.Name)
	}
	return printout.WinnersDiplomas(t, ws, tpl), nil
}
