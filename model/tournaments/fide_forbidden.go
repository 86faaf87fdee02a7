package tournaments

import (
	"context"
	"fmt"

	"arbiter/model"
	"arbiter/model/fide"
)

// Forbidden pairs and FIDE mode (FIDE C.02, VCL4THP.13 Q194–196): set
// freely before round 1; adding one once a round is paired leaves FIDE
// mode (Level 5) and is logged. Removing one changes no past pairing and
// asks nothing.

// forbiddenAdded returns the pairs of pairs that l's tournament did not
// forbid yet, once a round is paired, after the warning they call for
// passed the gate; nil before round 1.
func (s *Service) forbiddenAdded(ctx context.Context, l *loaded, pairs [][2]model.PlayerID, ack fide.Ack) ([][2]model.PlayerID, error) {
	if l.paired == 0 {
		return nil, nil
	}
	old, err := l.st.ForbiddenPairs(ctx, l.t.ID)
	if err != nil {
		return nil, err
	}
	had := map[[2]model.PlayerID]bool{}
	for _, p := range old {
		had[p], had[[2]model.PlayerID{p[1], p[0]}] = true, true
	}
	var added [][2]model.PlayerID
	for _, p := range pairs {
		if !had[p] {
			added = append(added, p)
			had[p], had[[2]model.PlayerID{p[1], p[0]}] = true, true
		}
	}
	if len(added) == 0 {
		return nil, nil
	}
	on, err := s.inFIDEMode(ctx, l.t)
	if err != nil {
		return nil, err
	}
	level := fide.Confirm
	if on {
		level = fide.Leaves
	}
	w := fide.Warning{Level: level, Code: "forbidden-after-start",
		Msg: model.Msg("Forbidden pairs are added after round %d is paired.", l.paired)}
	return added, gate("SetForbiddenPairs", []fide.Warning{w}, ack)
}

// logForbidden logs each added pair and, in FIDE mode, leaves it.
func (s *Service) logForbidden(ctx context.Context, l *loaded, added [][2]model.PlayerID) error {
	if len(added) == 0 {
		return nil
	}
	names, err := s.store.EntryNames(ctx, l.t.ID)
	if err != nil {
		return err
	}
	name := map[model.PlayerID]string{}
	for _, p := range names {
		name[p.ID] = p.ShortName()
	}
	for _, p := range added {
		text := fmt.Sprintf("%s (id %d) and %s (id %d) may not meet", name[p[0]], p[0], name[p[1]], p[1])
		if err := s.logEvent(ctx, l.t.ID, fide.KindForbiddenPair, l.paired, text); err != nil {
			return err
		}
	}
	return s.leaveFIDE(ctx, l.t, l.paired, "forbidden pair added after the start")
}
