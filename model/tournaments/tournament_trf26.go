package tournaments

import (
	"context"
	"io"
	"regexp"
	"strings"

	"arbiter/engine/tiebreak"
	"arbiter/engine/trf"
	"arbiter/model"
)

// WriteEdition writes the tournament as TRF-16 (WriteTRF) or TRF-2026
// (trf.WriteEdition): the TRF-2026 file also carries record 192 (the
// tournament type: FIDE_DUTCH, BERGER_ROUNDROBIN, FIDE_DOUBLEROUNDROBIN),
// 202 (the tie-break list in order), 212 (the same list after PTS: the
// standings' order) and 222 (the time control, when it is
// written in the encoded form, e.g. 5400+30), and the pairing-integrity
// events as "###" lines (Tournament.Events of engine/trf).
func (s *TRFFiles) WriteEdition(ctx context.Context, id model.TournamentID, w io.Writer, e trf.Edition) error {
	if e != trf.TRF26 {
		if err := s.tournaments().adjournedOpen(ctx, id, "WriteTRF"); err != nil { // TRF-16 has no code for it (adjourned.go)
			return err
		}
	}
	t, err := s.Export(ctx, id)
	if err != nil {
		return err
	}
	if e == trf.TRF26 {
		// open adjourned games as "?" (TRF-2026 record 162 X; adjourned.go)
		if err := s.tournaments().adjournedExport(ctx, id, t); err != nil {
			return err
		}
		tr, err := s.tournaments().GetTournament(ctx, id)
		if err != nil {
			return err
		}
		have := map[string]bool{}
		for _, o := range t.Other {
			if len(o) >= 3 {
				have[o[:3]] = true
			}
		}
		var add []string
		recs := trf26Records(tr)
		if r, err := s.tournaments().trf172(ctx, tr); err != nil { // tournament_rating_service.go
			return err
		} else if r != "" {
			recs = append(recs, r)
		}
		for _, r := range recs {
			if !have[r[:3]] {
				add = append(add, r)
			}
		}
		t.Other = append(add, t.Other...)
		// the pairing-integrity events as ### lines (fide_mode.go; FIDE C.02 VCL4THP.13 Q113, Q217)
		if t.Events, err = s.tournaments().trfEvents(ctx, id); err != nil {
			return err
		}
	}
	c960, err := s.chess960TRF(ctx, id) // the Chess960 positions as ### comments (chess960_trf.go)
	if err != nil {
		return err
	}
	t.Other = append(t.Other, c960...)
	ties, err := s.tieTRF(ctx, id) // tied players' order, external values, unrated rating (tie_order_trf.go)
	if err != nil {
		return err
	}
	t.Other = append(t.Other, ties...)
	if err := trf.WriteEdition(w, t, e); err != nil {
		return model.Errorf(model.Internal, "WriteTRF", model.Msg("Could not write the TRF file."), err)
	}
	return nil
}

// encodedTimeControl is the TRF-2026 222 form: periods like 5400+30 or
// 40/6000+30:900+30.
var encodedTimeControl = regexp.MustCompile(`^[0-9]+(/[0-9]+)?(\+[0-9]+)?(:[0-9]+(/[0-9]+)?(\+[0-9]+)?)*$`)

func trf26Records(t model.Tournament) []string {
	var out []string
	switch t.System {
	case model.SystemSwissDutch:
		code := "192 FIDE_DUTCH"
		if t.SwissSystem == model.SwissBurstein {
			code = "192 FIDE_BURSTEIN"
		}
		if t.Acceleration == model.AccelerationBaku {
			code += "_BAKU"
		}
		out = append(out, code)
	case model.SystemRoundRobin:
		out = append(out, "192 BERGER_ROUNDROBIN")
	case model.SystemDoubleRoundRobin:
		if t.NoSwap {
			out = append(out, "192 BERGER_DOUBLEROUNDROBIN")
		} else {
			out = append(out, "192 FIDE_DOUBLEROUNDROBIN")
		}
	}
	if specs, err := tiebreak.ParseList(t.TieBreaks); err == nil && len(specs) > 0 {
		codes := make([]string, len(specs))
		for i, sp := range specs {
			codes[i] = sp.TRF() // TRF-2026 notation: BH/C1, KS/L-1, TPN/R
		}
		out = append(out, "202 "+strings.Join(codes, ","))
		// 212: the tie-breaks that define the standings, the same list with
		// the points first (TRF-2026: "like 202 plus PTS")
		out = append(out, "212 PTS,"+strings.Join(codes, ","))
	}
	if tc := strings.TrimSpace(t.TimeControl); encodedTimeControl.MatchString(tc) {
		out = append(out, "222 "+tc)
	}
	return out
}
