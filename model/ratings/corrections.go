package ratings

import (
	"context"

	"arbiter/model"
)

// RatingReport is RatingChanges over ct with the tournament's corrections
// for the rating report only applied (tournaments.FIDE.CorrectForRating; FIDE's
// checklist VCL4THP Q192, docs/vcl.md): a game so corrected is rated with
// the corrected result instead of the one the pairing and the standings
// keep, and Change.Corrected counts, per player, the games rated so. cs is
// the tournament's corrections oldest first (tournaments.FIDE.RatingCorrections):
// a later one of the same game replaces an earlier one. A correction of a
// round after ct's, or of a game ct does not have, changes nothing. ct is
// not changed.
func (s *Service) RatingReport(ctx context.Context, ct *model.Crosstable, cs []model.RatingCorrection) ([]Change, error) {
	c, corrected := applyCorrections(ct, cs)
	out, err := s.RatingChanges(ctx, c)
	if err != nil {
		return nil, err
	}
	for i := range out {
		out[i].Corrected = corrected[out[i].StartNo]
	}
	return out, nil
}

// applyCorrections returns a copy of ct whose cells carry the corrected
// results of cs, and how many games of each start number were corrected.
func applyCorrections(ct *model.Crosstable, cs []model.RatingCorrection) (*model.Crosstable, map[int]int) {
	c := *ct
	c.Rows = make([]model.CrossRow, len(ct.Rows))
	row := map[int]int{} // start number -> index in Rows
	for i, r := range ct.Rows {
		r.Rounds = append([]model.CrossCell(nil), r.Rounds...)
		c.Rows[i] = r
		row[r.StartNo] = i
	}
	type game struct{ round, white, black int }
	last := map[game]model.RatingCorrection{}
	var order []game
	for _, rc := range cs {
		g := game{rc.Round, rc.White, rc.Black}
		if _, ok := last[g]; !ok {
			order = append(order, g)
		}
		last[g] = rc
	}
	corrected := map[int]int{}
	for _, g := range order {
		rc := last[g]
		wi, okW := row[g.white]
		bi, okB := row[g.black]
		if !okW || !okB || g.round < 1 || g.round > ct.Round {
			continue
		}
		w, b := c.Rows[wi].Rounds, c.Rows[bi].Rounds
		if g.round > len(w) || g.round > len(b) || w[g.round-1].Opponent != g.black || b[g.round-1].Opponent != g.white {
			continue
		}
		w[g.round-1].Result, b[g.round-1].Result = rc.WhiteResult, rc.BlackResult
		corrected[g.white]++
		corrected[g.black]++
	}
	return &c, corrected
}
