package tournaments

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/fide"
	"arbiter/model/i18n"
)

// The pairing-integrity events the tournament day logs (FIDE C.02,
// VCL4THP.13 Q112): a manual pairing change, a correction of a round
// before the last paired one, pairing numbers changed once a round is
// paired, a full-point bye. Their text is English, the TRF's language
// (the GUI names the kind in the director's language: fide.Kind.Name).

// manualEventText is a manual change with the warnings confirmed.
func manualEventText(action string, ws []model.PairingWarning) string {
	text := strings.ReplaceAll(action, "-", " ")
	if len(ws) > 0 {
		text += "; confirmed despite: " + joinWarnings(ws).In(i18n.En)
	}
	return text
}

// lateCorrection says whether a correction of round r comes after round
// r+1 was paired, and refuses it in FIDE mode once round r+2 is paired too:
// only the previous round can be corrected for pairing then (Q189–191);
// a correction meant for the rating report only is stored apart
// (FIDE.CorrectForRating). l is inRound's (round r only), so the later
// rounds are read here, r+2 only when r+1 is paired.
func (s *Service) lateCorrection(ctx context.Context, l *loaded, r int) (bool, error) {
	next, err := s.store.RoundGames(ctx, l.t.ID, r+1)
	if err != nil || len(next) == 0 {
		return false, err
	}
	after, err := s.store.RoundGames(ctx, l.t.ID, r+2)
	if err != nil || len(after) == 0 {
		return true, err
	}
	if on, err := s.inFIDEMode(ctx, l.t); err != nil || !on {
		return true, err
	}
	return true, model.Errorf(model.Conflict, "SetResult", model.Msg("In FIDE mode only the previous round can be corrected for pairing; round %d is paired after round %d. A correction for the rating report only is kept apart (tournament correct-rating).", r+2, r), nil)
}

// logCorrection logs a result changed in a round before the last paired
// one (late): a later pairing read the old result.
func (s *Service) logCorrection(ctx context.Context, l *loaded, r int, b boardRef, old, res model.GameResult, late bool) error {
	if !late {
		return nil
	}
	return s.logEvent(ctx, l.t.ID, fide.KindCorrection, r, fmt.Sprintf("board %d (%d-%d): %s -> %s, after round %d was paired",
		b.no, b.white.StartNo, b.black.StartNo, old, orDash(res.String()), r+1))
}

// logRenumber logs pairing numbers changed once a round is paired.
func (s *Service) logRenumber(ctx context.Context, l *loaded, to map[int]int) error {
	if l.paired == 0 {
		return nil
	}
	var moved []string
	for from, n := range to {
		if from != n {
			moved = append(moved, fmt.Sprintf("%d->%d", from, n))
		}
	}
	if len(moved) == 0 {
		return nil
	}
	sort.Strings(moved)
	return s.logEvent(ctx, l.t.ID, fide.KindTPN, l.paired, "pairing numbers "+strings.Join(moved, ", "))
}

// logFullByes logs each full-point bye e has that old had not (Q177–179).
func (s *Service) logFullByes(ctx context.Context, l *loaded, e model.Entry, old *model.Entry) error {
	var rounds []int
	for r, code := range e.Byes {
		if code == trf.FullBye && (old == nil || old.Byes[r] != trf.FullBye) {
			rounds = append(rounds, r)
		}
	}
	sort.Ints(rounds)
	for _, r := range rounds {
		if err := s.logEvent(ctx, l.t.ID, fide.KindFullBye, r, fmt.Sprintf("full-point bye for no. %d", e.StartNo)); err != nil {
			return err
		}
	}
	return nil
}

// orDash is a result as the event log and the audit write it (results.go,
// fide_corrections.go): "—" when there is none.
func orDash(s string) string {
	if s == "" {
		return "—"
	}
	return s
}
