package tournaments

import (
	"context"
	"fmt"

	"arbiter/engine/knockout"
	"arbiter/model"
)

// DrawArmageddonColours draws the colours of match pair's Armageddon
// (bracket round and pair 1-based) by lot with seed, and returns who has
// White. Allowed when the match's next game is its Armageddon. Audited.
// Errors: Invalid (no such match, not a knockout), Conflict (the next
// game is not the Armageddon, finished), NotFound.
func (s *Knockouts) DrawArmageddonColours(ctx context.Context, id model.TournamentID, round, pair int, seed uint64) (white int, err error) {
	err = s.tournaments().chooseArmageddon(ctx, id, round, pair, func(better, other int) model.ArmageddonColours {
		white = knockout.ColourByLot(better, other, seed)
		return model.ArmageddonColours{White: white, ByLot: true, LotSeed: seed}
	})
	return white, err
}

// SetArmageddonWhite has the director give White in match pair's
// Armageddon to start number white (one of the two players). As
// DrawArmageddonColours.
func (s *Knockouts) SetArmageddonWhite(ctx context.Context, id model.TournamentID, round, pair, white int) error {
	return s.tournaments().chooseArmageddon(ctx, id, round, pair, func(better, other int) model.ArmageddonColours {
		return model.ArmageddonColours{White: white}
	})
}

func (s *Service) chooseArmageddon(ctx context.Context, id model.TournamentID, round, pair int, choose func(better, other int) model.ArmageddonColours) error {
	const op = "ArmageddonColours"
	return s.inTx(ctx, func(tx *Service) error {
		l, k, m, err := tx.knockoutMatch(ctx, id, op, round, pair)
		if err != nil {
			return err
		}
		if g, ok := m.Next(); !ok || g.Stage != knockout.ArmageddonStage {
			return model.Errorf(model.Conflict, op, model.Msg("The next game of this match is not its Armageddon: its colours are chosen when the tie-break games are drawn."), nil)
		}
		better, other := k.b.Better(round-1, pair-1)
		c := choose(better, other)
		if c.White != better && c.White != other {
			return invalid(op, model.Msg("Start number %d does not play in this match (%d – %d).", c.White, better, other))
		}
		c.TournamentID, c.Round, c.Pair = id, round, pair
		if err := l.st.SetArmageddonColours(ctx, c); err != nil {
			return err
		}
		how := "за вибором судді"
		if c.ByLot {
			how = fmt.Sprintf("жеребом, ключ %d", c.LotSeed)
		}
		black := better + other - c.White
		return tx.audit(ctx, l, round, "armageddon-colours", fmt.Sprintf("Коло %d, міні-матч %d, армагедон: білі — %s, чорні — %s (%s); нічия — проходять чорні.",
			round, pair, l.name(c.White), l.name(black), how))
	})
}
