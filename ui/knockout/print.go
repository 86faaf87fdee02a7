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

// printBracket prints the open knockout's bracket.
func printBracket(s *panel.Ctx) {
	t := s.Current
	m := s.Meta(0)
	s.PrintDocument(func(ctx context.Context) (*pdf.Document, error) {
		v, err := s.Svc.Knockouts.Bracket(ctx, t.ID)
		if err != nil {
			return nil, err
		}
		return printout.Bracket(m, t, v)
	})
}

// printCrosstable prints the open knockout's crosstable.
func printCrosstable(s *panel.Ctx) {
	id, m := s.Current.ID, s.Meta(0)
	s.PrintDocument(func(ctx context.Context) (*pdf.Document, error) {
		v, err := s.Svc.Knockouts.Bracket(ctx, id)
		if err != nil {
			return nil, err
		}
		sv, err := s.Svc.Tournaments.Standings(ctx, id, 0)
		if err != nil {
			return nil, err
		}
		return printout.KnockoutCrosstable(m, v, sv), nil
	})
}

// drawLot draws the first colour of every match by lot, after the
// director confirms; refused by the model once a game is recorded. done
// runs after the draw.
func drawLot(s *panel.Ctx, done func()) {
	kit.Confirm(s.Win, lang.L("Draw colours by lot"),
		lang.L("Draw the colour of the first game of every match by lot? The lot's seed is shown and printed on the bracket."), func() {
			id := s.Current.ID
			if err := s.Svc.Knockouts.DrawColours(context.Background(), id, model.ColourByLot, panel.LotSeed()); err != nil {
				kit.ShowError(s.Win, err)
				return
			}
			done()
		})
}

// lotText says how the first colours of the matches are chosen.
func lotText(v *model.KnockoutView) string {
	if v.ColourLot {
		return lang.L("First colours by lot, seed {{.Seed}}", map[string]string{"Seed": strconv.FormatUint(v.ColourSeed, 10)})
	}
	return lang.L("First colours by the fixed rule: the better seed (the lower seed number, whichever line he came from) has the colour set for the tournament")
}
