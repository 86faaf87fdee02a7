package main

// personal: the entry form's personal data of a player and a tournament's
// entry rules (model/personal.go, model/entry_rules.go; seed 004 appendix
// 1, seed 003 §6, seed 004 §4 «жители Москвы или учащиеся»).
//
//	arbiter-cli --db F personal show PLAYER
//	arbiter-cli --db F personal set PLAYER [--education T] [--society T] [--address T]
//	        [--doc-type passport|birth-certificate|id-card] [--doc-number T] [--medical DATE]
//	        [--residence T] [--district T]
//	arbiter-cli --db F personal rules TOURNAMENT [--require KEYS] [--residence T] [--district T] [--or-student] [--clear]

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"arbiter/model"
)

func init() {
	register(command{name: "personal", summary: "the entry form's personal data: show PLAYER, set PLAYER, rules TOURNAMENT (what admission requires)",
		run: runPersonal})
}

var personalOpts = []option{
	strOpt("education", "TEXT", "school, university or workplace"),
	strOpt("society", "TEXT", "sports society"),
	strOpt("address", "TEXT", "home address"),
	strOpt("doc-type", "passport|birth-certificate|id-card", "the identity document"),
	strOpt("doc-number", "TEXT", "its series and number"),
	strOpt("medical", "DATE", "the medical certificate's date (YYYY-MM-DD or DD.MM.YYYY; - clears)"),
	strOpt("residence", "TEXT", "city or place of residence"),
	strOpt("district", "TEXT", "district of the residence"),
}

var personalSubs = map[string]subArgs{
	"show": {args: "PLAYER", min: 1, max: 1, about: "Prints the player's personal data, one field a line (empty fields too)."},
	"set": {args: "PLAYER", min: 1, max: 1, opts: personalOpts,
		about: "Sets the given fields of the player's personal data; the others stay. An empty value clears a field."},
	"rules": {args: "TOURNAMENT", min: 1, max: 1, opts: []option{
		strOpt("require", "KEYS", "entry-form fields registration requires: education, society, address, document, medical, residence, district (comma-separated)"),
		strOpt("residence", "TEXT", "only residents of this place are admitted"),
		strOpt("district", "TEXT", "only players of this district (with --residence)"),
		boolOpt("or-student", "students are admitted whatever their residence («жители Москвы или учащиеся»)"),
		boolOpt("clear", "drop every entry rule"),
	}, about: "Without options prints the tournament's entry rules; with options sets them (the options not given are cleared)."},
}

const personalNote = `The personal data are kept in the data file's player_personal table, apart
from the player record: no wall list, standings, published page or TRF file
carries them; only the entry form (print entry-forms) and the player's form
show them. A registration that breaks the entry rules is refused naming the
missing field; confirm the admission to register anyway.
`

func runPersonal(e *env, args []string) int {
	pos, o, code, stop := subCommand(e, "personal", personalSubs, personalNote, args)
	if stop {
		return code
	}
	n, err := strconv.ParseInt(pos[0], 10, 64)
	if err != nil || n <= 0 {
		return badArg(e, model.Msg("%q is not a number: give the registry number.", pos[0]))
	}
	svc, done, err := e.openService()
	if err != nil {
		return e.report(err)
	}
	defer done()
	ctx, ps := context.Background(), svc.Personal()
	switch args[0] {
	case "show", "set":
		d, err := ps.Data(ctx, model.PlayerID(n))
		if err != nil {
			return e.report(err)
		}
		if args[0] == "set" {
			if err := setPersonal(&d, o); err != nil {
				return e.report(err)
			}
			if d, err = ps.Save(ctx, d); err != nil {
				return e.report(err)
			}
		}
		printPersonal(e, d)
		return exitOK
	}
	id := model.TournamentID(n)
	r, err := ps.EntryRules(ctx, id)
	if err != nil {
		return e.report(err)
	}
	if len(o) > 0 {
		r = model.EntryRules{Tournament: id}
		if o["clear"] != "true" {
			if r.Required, err = model.ParseRequired(o["require"]); err != nil {
				return e.report(err)
			}
			r.Residence, r.District, r.OrStudent = o["residence"], o["district"], o["or-student"] == "true"
		}
		if err := ps.SetEntryRules(ctx, r); err != nil {
			return e.report(err)
		}
		if r, err = ps.EntryRules(ctx, id); err != nil {
			return e.report(err)
		}
	}
	fmt.Fprintf(e.stdout, "require\t%s\nresidence\t%s\ndistrict\t%s\nor-student\t%t\n", strings.Join(r.Required, ","), r.Residence, r.District, r.OrStudent)
	return exitOK
}

func setPersonal(d *model.PersonalData, o opts) error {
	for name, f := range map[string]*string{"education": &d.Education, "society": &d.Society, "address": &d.Address,
		"doc-type": &d.DocType, "doc-number": &d.DocNumber, "residence": &d.Residence, "district": &d.District} {
		if v, ok := o[name]; ok {
			*f = v
		}
	}
	if v, ok := o["medical"]; ok {
		if v == "-" {
			v = ""
		}
		m, err := model.ParseDate(v)
		if err != nil {
			return err
		}
		d.Medical = m
	}
	return nil
}

func printPersonal(e *env, d model.PersonalData) {
	medical := ""
	if !d.Medical.IsZero() {
		medical = d.Medical.String()
	}
	for _, l := range [][2]string{{"education", d.Education}, {"society", d.Society}, {"address", d.Address},
		{"doc-type", d.DocType}, {"doc-number", d.DocNumber}, {"medical", medical}, {"residence", d.Residence}, {"district", d.District}} {
		fmt.Fprintf(e.stdout, "%s\t%s\n", l[0], l[1])
	}
}
