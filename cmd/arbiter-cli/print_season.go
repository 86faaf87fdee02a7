package main

// print season-diplomas|season-medals --season YEAR: the season's printouts
// as the Season screen prints them (ui/printout), in the season's diploma
// template.

import (
	"context"
	"fmt"

	"arbiter/ui/pdf"
	"arbiter/ui/printout"
)

func seasonDocument(e *env, a printArgs) (*pdf.Document, error) {
	svc, done, err := e.openService()
	if err != nil {
		return nil, err
	}
	defer done()
	ctx := context.Background()
	v, err := svc.Seasons.SeasonTables(ctx, a.season)
	if err != nil {
		return nil, err
	}
	tpl, _, err := svc.Diplomas.ForSeason(ctx, v.Season.ID)
	if err != nil {
		return nil, err
	}
	d := printout.SeasonMedals(e.lang, v, tpl)
	if a.kind == "season-diplomas" {
		d = printout.SeasonDiplomas(e.lang, v, tpl)
	}
	if len(d.Rows) == 0 && len(d.Diplomas) == 0 {
		return nil, fmt.Errorf("season %d awards nothing yet: nothing to print", a.season)
	}
	return d, nil
}
