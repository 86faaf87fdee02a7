package tournaments

import (
	"context"
	"fmt"

	"arbiter/model"
	"arbiter/model/fide"
)

// How unrated players count in rating-based tie-breaks (FIDE C.07 art.
// 10; C.02 VCL4THP.13 Q208–209; model/unrated_rating.go): C.07's rule by
// default, or a fixed rating the regulations give them. rank passes it
// to engine/tiebreak (Tournament.UnratedRating).

// UnratedRatings is the service of that choice.
type UnratedRatings struct{ c core }

// UnratedRatings returns the service of unrated players' rating in
// rating-based tie-breaks.
func (s *Services) UnratedRatings() *UnratedRatings { return &UnratedRatings{s.core} }

// Get returns tournament id's fixed rating for unrated players, 0 for
// C.07's rule (rating-based tie-breaks left out when an unrated player
// is in the tournament).
func (s *UnratedRatings) Get(ctx context.Context, id model.TournamentID) (int, error) {
	if _, err := s.c.store.Tournament(ctx, id); err != nil {
		return 0, err
	}
	return s.c.store.UnratedRating(ctx, id)
}

// Set stores rating (1…model.MaxUnratedRating; 0: C.07's rule). Once
// round 1 is paired it changes the standings' tie-breaks as a change of
// the list does (Q202): in FIDE mode a Level 4 warning listing the change,
// and a Tie-breaks event, in one transaction. Errors: NotFound, Invalid
// (out of range), Conflict (finished; the confirmation missing:
// *fide.Pending).
func (s *UnratedRatings) Set(ctx context.Context, id model.TournamentID, rating int, ack fide.Ack) error {
	const op = "SetUnratedRating"
	if rating < 0 || rating > model.MaxUnratedRating {
		return invalid(op, model.Msg("The rating of unrated players must be 1 to %d (0: the C.07 rule, rating-based tie-breaks left out).", model.MaxUnratedRating))
	}
	return s.c.tx(ctx, func(c core) error {
		tx := c.tournaments()
		l, err := tx.load(ctx, id)
		if err != nil {
			return err
		}
		if l.t.Finished {
			return errFinished(op)
		}
		old, err := c.store.UnratedRating(ctx, id)
		if err != nil || old == rating {
			return err
		}
		if l.paired > 0 {
			on, err := c.inFIDEMode(ctx, l.t)
			if err != nil {
				return err
			}
			if on {
				w := fide.Warning{Level: fide.Changes, Code: "unrated-rating-change",
					Msg:     model.Msg("How unrated players count in rating-based tie-breaks changes after round %d is paired.", l.paired),
					Changes: []model.Text{model.Msg("unrated players: %s → %s", unratedText(old), unratedText(rating))}}
				if err := gate(op, []fide.Warning{w}, ack); err != nil {
					return err
				}
			}
			if err := c.logEvent(ctx, id, fide.KindTieBreaks, l.paired, fmt.Sprintf("rating of unrated players in rating-based tie-breaks %s -> %s",
				unratedEvent(old), unratedEvent(rating))); err != nil {
				return err
			}
		}
		return c.store.SetUnratedRating(ctx, id, rating)
	})
}

// unratedText is the choice as the warning shows it.
func unratedText(r int) model.Text {
	if r == 0 {
		return model.Msg("left out (C.07)")
	}
	return model.Msg("rating %d", r)
}

// unratedEvent is the choice in the event's English.
func unratedEvent(r int) string {
	if r == 0 {
		return "none (C.07: left out)"
	}
	return fmt.Sprint(r)
}
