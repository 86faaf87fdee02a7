package tournaments

import (
	"context"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"arbiter/engine/chess960"
	"arbiter/model"
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
// event (engine/trf event.go), and a reader keeps them as comments; an
// import reads them back (importChess960).

// chess960TRF returns the comment lines of tournament id (nil when it is
// not Chess960).
func (c core) chess960TRF(ctx context.Context, id model.TournamentID) ([]string, error) {
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

// chess960Line reads "### Chess960 round N: SP n …" (the back rank after
// the number is for the reader; the number decides).
var chess960Line = regexp.MustCompile(`^###\s*Chess960\s+round\s+([0-9]+)\s*:\s*SP\s+([0-9]+)\b`)

// importChess960 keeps an imported file's Chess960 comments: the mark and
// each round's position, as entered by hand at the time of the import. A
// line that cannot be read, a round outside the tournament or a number
// outside 0–959 is left out (the lines are comments, never a reason to
// refuse the file); a knockout or team file keeps none.
func (s *Service) importChess960(ctx context.Context, t model.Tournament, other []string) error {
	on := false
	var ps []model.Chess960Position
	for _, l := range other {
		l = strings.TrimRight(l, " \t\r")
		if strings.TrimSpace(strings.TrimPrefix(l, "###")) == "Chess960" {
			on = true
			continue
		}
		m := chess960Line.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		on = true
		r, err1 := strconv.Atoi(m[1])
		sp, err2 := strconv.Atoi(m[2])
		if err1 != nil || err2 != nil || r < 1 || (t.Rounds > 0 && r > t.Rounds) || sp >= chess960.Count {
			continue
		}
		ps = append(ps, model.Chess960Position{Round: r, SP: sp, At: s.now()})
	}
	if !on || !model.Chess960System(t.System) {
		return nil
	}
	if err := s.store.SetChess960(ctx, t.ID, true); err != nil {
		return err
	}
	for _, p := range ps {
		if err := s.store.SaveChess960Position(ctx, t.ID, p); err != nil {
			return err
		}
	}
	return nil
}
