package main

// print norms|norm-certificates|treasury|prizes --tournament ID: the
// printouts of closing a qualifier, from model/closing's views
// through ui/printout, as the GUI prints them.

import (
	"context"
	"fmt"

	"arbiter/model"
	"arbiter/ui/pdf"
	"arbiter/ui/printout"
)

var closingKinds = []string{"norms", "norm-certificates", "treasury", "prizes"}

func init() { dbKinds = append(dbKinds, closingKinds...) }

// closingDocument builds a closing printout; ok false for another kind.
func closingDocument(e *env, a printArgs) (d *pdf.Document, ok bool, err error) {
	switch a.kind {
	case "norms", "norm-certificates", "treasury", "prizes":
	default:
		return nil, false, nil
	}
	svc, done, err := e.openService()
	if err != nil {
		return nil, true, err
	}
	defer done()
	ctx, id, cs := context.Background(), model.TournamentID(a.tournament), svc.Closing
	switch a.kind {
	case "norms", "norm-certificates":
		rep, err := cs.Norms(ctx, id)
		if err != nil {
			return nil, true, err
		}
		if a.kind == "norms" {
			return printout.NormReportIn(e.lang, rep), true, nil
		}
		if len(rep.Made()) == 0 {
			return nil, true, fmt.Errorf("%s", e.lang.Tr("nobody fulfilled a norm: no certificates"))
		}
		return printout.NormCertificatesIn(e.lang, rep, ""), true, nil
	case "treasury":
		tr, err := cs.Treasury(ctx, id)
		if err != nil {
			return nil, true, err
		}
		return printout.TreasuryIn(e.lang, tr), true, nil
	}
	pl, err := cs.PrizeList(ctx, id)
	if err != nil {
		return nil, true, err
	}
	return printout.PrizeListIn(e.lang, pl), true, nil
}
