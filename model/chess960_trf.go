package model

import (
	"context"
	"fmt"
)

// The TRF has no record for Chess960 (TRF-16 and TRF-2026 number none);
// TRF-2026 Remark 1 allows comment lines that begin with "###". A Chess960
// tournament's export (both editions) carries one comment for the
// tournament and one for each round's position:
//
//	### Chess960
//	### Chess960 round 1: SP 518 RNBQKBNR
//
// They hold no "@ Round", so no program reads them as a pairing-integrity
// event (engine/trf event.go), and a reader keeps them as comments.

// chess960TRF returns the comment lines of tournament id (nil when it is
// not Chess960).
func (c core) chess960TRF(ctx context.Context, id TournamentID) ([]string, error) {
	ch, err := c.store.Chess960(ctx, id)
	if err != nil || !ch.On {
		return nil, err
	}
	out := []string{"### Chess960"}
	for _, p := range ch.Rounds {
		out = append(out, fmt.Sprintf("### Chess960 round %d: SP %d %s", p.Round, p.SP, p.Rank()))
	}
	return out, nil
}
