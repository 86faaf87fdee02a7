package ratings

import (
	"context"

	"arbiter/engine/elo"
	"arbiter/engine/trf"
	"arbiter/model"
)

// Change is one player's FIDE rating outcome of a tournament (FIDE Rating
// Regulations B.02, 8.3; engine/elo).
type Change struct {
	StartNo   int
	PlayerID  model.PlayerID
	Name      string
	Rating    int  // the player's FIDE standard rating (0: unrated)
	K         int  // the K-factor of the last FIDE list, else 8.3.3 by rating and age
	KFromList bool // K is the one FIDE published
	// Corrected counts the player's games rated with a result corrected
	// for the rating report only (corrections.go), not the one played.
	Corrected int
	elo.Result
}

// RatingChanges computes every player's expected score, rating change and
// performance over the games of ct (a crosstable after some round): only
// games played over the board (1, =, 0) against a FIDE-rated opponent count
// (8.3.1); forfeits, byes and short games are not rated. The ratings are
// the registry's FIDE ratings, the K-factors those of the last FIDE list
// (8.3.3 from rating and age where the list gave none).
func (s *Service) RatingChanges(ctx context.Context, ct *model.Crosstable) ([]Change, error) {
	year := s.now().Year()
	rating := map[int]int{}
	out := make([]Change, 0, len(ct.Rows))
	for _, row := range ct.Rows {
		p, err := s.store.Player(ctx, row.PlayerID)
		if err != nil {
			return nil, err
		}
		c := Change{StartNo: row.StartNo, PlayerID: row.PlayerID, Name: row.Name, Rating: p.FIDERating}
		rs, err := s.store.PlayerRatings(ctx, p.ID)
		if err != nil {
			return nil, err
		}
		for _, r := range rs {
			if r.System == Standard && r.K > 0 {
				c.K, c.KFromList = r.K, true
			}
		}
		if c.K == 0 {
			c.K = elo.KFactor(p.FIDERating, 30, !p.BirthDate.IsZero() && year-p.BirthDate.Year <= 18, false)
		}
		rating[row.StartNo] = p.FIDERating
		out = append(out, c)
	}
	for i, row := range ct.Rows {
		var games []elo.Game
		for _, cell := range row.Rounds {
			if cell.Opponent == 0 {
				continue
			}
			var score int
			switch cell.Result {
			case trf.Win:
				score = 2
			case trf.Draw:
				score = 1
			case trf.Loss:
				score = 0
			default:
				continue
			}
			games = append(games, elo.Game{Opponent: rating[cell.Opponent], Score: score})
		}
		out[i].Result = elo.Compute(out[i].Rating, out[i].K, games)
	}
	return out, nil
}
