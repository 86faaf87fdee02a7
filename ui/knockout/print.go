package knockout

import (
	"context"
	"strconv"

	"fyne.io/fyne/v2/lang"

	"arbiter/model"
	"arbiter/ui/panel"
	"arbiter/ui/pdf"
	"arbiter/ui/printout"

	"arbiter/ui/kit"
)

// The knockout panel's printouts and colour lot (README "Knockout"): the bracket in
// the order of seed 004 §5 and the knockout's crosstable go through
// ui/printout as arbiter-cli print bracket|crosstable does.

func (p *knockoutPanel) onPrintTapped() {
	t := p.s.Current
	m := p.s.Meta(0)
	p.s.PrintDocument(func(ctx context.Context) (*pdf.Document, error) {
		v, err := p.s.Svc.Knockouts.Bracket(ctx, t.ID)
		if err != nil {
			return nil, err
		}
		return printout.Bracket(m, t, v)
	})
}

func (p *knockoutPanel) onPrintTableTapped() {
	id, m := p.s.Current.ID, p.s.Meta(0)
	p.s.PrintDocument(func(ctx context.Context) (*pdf.Document, error) {
		v, err := p.s.Svc.Knockouts.Bracket(ctx, id)
		if err != nil {
			return nil, err
		}
		sv, err := p.s.Svc.Tournaments.Standings(ctx, id, 0)
		if err != nil {
			return nil, err
		}
		return printout.KnockoutCrosstable(m, v, sv), nil
	})
}

// onDrawLotTapped draws the first colour of every match by lot, after the
// director confirms; refused by the model once a game is recorded.
func (p *knockoutPanel) onDrawLotTapped() {
	kit.Confirm(p.s.Win, lang.L("Draw colours by lot"),
		lang.L("Draw the colour of the first game of every match by lot? The lot's seed is shown and printed on the bracket."), func() {
			id := p.s.Current.ID
			if err := p.s.Svc.Knockouts.DrawColours(context.Background(), id, model.ColourByLot, panel.LotSeed()); err != nil {
				kit.ShowError(p.s.Win, err)
				return
			}
			p.Load()
			p.s.Changed()
		})
}

// lotText says how the first colours of the matches are chosen.
func lotText(v *model.KnockoutView) string {
	if v.ColourLot {
		return lang.L("First colours by lot, seed {{.Seed}}", map[string]string{"Seed": strconv.FormatUint(v.ColourSeed, 10)})
	}
	return lang.L("First colours by the fixed rule: the better seed (the lower seed number, whichever line he came from) has the colour set for the tournament")
}
