package main

// print --tournament for a knockout (README "Knockout"): the bracket, and the
// standings and crosstable, which a knockout builds from its bracket
// rather than from rounds of a board list.

import (
	"context"
	"fmt"

	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/ui/pdf"
	"arbiter/ui/printout"

	"arbiter/model/i18n"
)

// knockoutDocument builds kind for a knockout; done false leaves every
// other tournament (and the registration list and diplomas, which a
// knockout prints as any tournament) to dbDocument.
func knockoutDocument(lang i18n.Lang, ctx context.Context, svc *datafile.Services, t model.Tournament, kind string) (*pdf.Document, bool, error) {
	if t.System != model.SystemKnockout {
		if kind == "bracket" {
			return nil, true, fmt.Errorf(lang.Tr("%q is not a knockout: it has no bracket (tables: print standings or crosstable)"), t.Name)
		}
		return nil, false, nil
	}
	switch kind {
	case "bracket", "standings", "crosstable":
	default:
		return nil, false, nil
	}
	kv, err := svc.Knockouts.Bracket(ctx, t.ID)
	if err != nil {
		return nil, true, err
	}
	m := langMeta(lang, t, 0)
	if kind == "bracket" {
		doc, err := printout.Bracket(m, t, kv)
		return doc, true, err
	}
	sv, err := svc.Tournaments.Standings(ctx, t.ID, 0)
	if err != nil {
		return nil, true, err
	}
	if kind == "standings" {
		return pdf.Standings(printout.Standings(m, sv, sv.Rows)), true, nil
	}
	return printout.KnockoutCrosstable(m, kv, sv), true, nil
}
