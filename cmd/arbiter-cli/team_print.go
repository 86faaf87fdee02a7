package main

// arbiter-cli team print T KIND -o OUT.pdf: the team printouts of ui/pdf.

import (
	"context"
	"fmt"
	"strings"

	"arbiter/model"
	"arbiter/model/i18n"
	"arbiter/model/teams"
	"arbiter/ui/pdf"
	"arbiter/ui/printout"
)

var teamPrintKinds = printout.TeamKinds

func init() {
	teamSubs["print"] = teamSub{opts: []option{intOpt("round", "R", "the round"), strOpt("out", "OUT.pdf", "the file to write").required(),
		strOpt("tiebreaks", "CODES|PRESET", "team tie-breaks")}, args: "T standings|crosstable|pairings|sheets|boards|diplomas", min: 2, max: 2, run: teamPrint}
}

func teamPrint(e *env, svc *teams.Service, pos []string, o map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	kind := pos[1]
	known := false
	for _, k := range teamPrintKinds {
		known = known || k == kind
	}
	if !known {
		return badArg(e, model.Msg("Unknown document %q; possible: %s.", kind, strings.Join(teamPrintKinds, ", ")))
	}
	if o["out"] == "" {
		return badArg(e, model.Msg("Give the output file: --out OUT.pdf."))
	}
	round := 0
	if v := o["round"]; v != "" {
		if round, ok = roundArg(e, v); !ok {
			return exitBadInput
		}
	}
	d, err := teamDocument(context.Background(), e.lang, svc, id, kind, round, o["tiebreaks"])
	if err != nil {
		return e.report(err)
	}
	if err := pdf.WriteFile(o["out"], d, pdf.Options{Compress: true}); err != nil {
		fmt.Fprintln(e.stderr, "arbiter-cli team print:", err)
		return exitBadInput
	}
	return exitOK
}

// teamDocument builds the printout through ui/printout, the path the
// GUI's Print buttons take too.
func teamDocument(ctx context.Context, l i18n.Lang, svc *teams.Service, id model.TournamentID, kind string, round int, list string) (*pdf.Document, error) {
	v, err := svc.View(ctx, id, list)
	if err != nil {
		return nil, err
	}
	return printout.TeamIn(l, v, kind, round)
}
