package tournaments

import (
	"context"
	"fmt"

	"arbiter/model"
)

// DrawColours sets how a knockout's first colours are chosen:
// colour "lot" draws each match's first colour with seed (reproducible:
// engine/knockout.FirstColourByLot), "white" or "black" is the fixed rule
// (the seed is then ignored). Allowed until the first game of the bracket
// is recorded. Audited. Errors: Invalid (not a knockout, unknown colour),
// Conflict (games recorded, finished), NotFound.
func (s *Knockouts) DrawColours(ctx context.Context, id model.TournamentID, colour string, seed uint64) error {
	const op = "DrawKnockoutColours"
	if colour != model.ColourByLot && colour != "white" && colour != "black" {
		return invalid(op, model.Msg("Unknown colour %q; possible: lot (drawn in every match), white, black.", colour))
	}
	return s.tournaments().inTx(ctx, func(tx *Service) error {
		l, err := tx.loadOpen(ctx, id, op)
		if err != nil {
			return err
		}
		if !l.isKnockout() {
			return invalid(op, model.Msg("Match colours are drawn in a knockout only."))
		}
		if started, err := l.koStarted(ctx); err != nil {
			return err
		} else if started {
			return model.Errorf(model.Conflict, op, model.Msg("The bracket has games: the colours cannot change (undo the games to draw again)."), nil)
		}
		l.t.InitialColour, l.t.ColourSeed = colour, 0
		detail := "Кольори міні-матчів: правило " + colour + "."
		if colour == model.ColourByLot {
			l.t.ColourSeed = seed
			detail = fmt.Sprintf("Кольори перших партій міні-матчів — за жеребом, ключ %d.", seed)
		}
		if err := l.st.UpdateTournament(ctx, l.t); err != nil {
			return err
		}
		return tx.audit(ctx, l, 0, "colour-lot", detail)
	})
}
