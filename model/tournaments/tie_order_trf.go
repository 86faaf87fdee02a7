package tournaments

import (
	"context"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"arbiter/model"
)

// TRF-2026 has no record for an order of tied players by hand, for the
// values of an external tie-break or for the rating unrated players count
// with in rating-based tie-breaks (its 202/212 records name FIDE's codes
// only; C.07 leaves those to the regulations). They are written, in both
// editions, as comment lines (TRF-2026 Remark 1: "###"), with start
// numbers, besides the events that logged each change:
//
//	### Tie order by hand: 3=1 1=2
//	### External tie-break: 2=1.5 4=0.5
//	### Unrated rating: 1000
//
// They hold no "@ Round", so no program reads them as a pairing-integrity
// event (engine/trf event.go); an import reads them back (importTieLines).

// tieTRF returns tournament id's comment lines (none when nothing is set).
func (c core) tieTRF(ctx context.Context, id model.TournamentID) ([]string, error) {
	tx := c.tournaments()
	l, err := tx.loadBare(ctx, id)
	if err != nil {
		return nil, err
	}
	ranks, vals, err := tx.tieData(ctx, l)
	if err != nil {
		return nil, err
	}
	var out []string
	if len(ranks) > 0 {
		out = append(out, "### Tie order by hand: "+pairsText(ranks, strconv.Itoa))
	}
	if len(vals) > 0 {
		out = append(out, "### External tie-break: "+pairsText(vals, model.TieBreakValueText))
	}
	r, err := c.store.UnratedRating(ctx, id)
	if err != nil {
		return nil, err
	}
	if r > 0 {
		out = append(out, fmt.Sprintf("### Unrated rating: %d", r))
	}
	return out, nil
}

// pairsText is "no=value" by start number.
func pairsText(m map[int]int, value func(int) string) string {
	nos := model.ByStartNo(m)
	parts := make([]string, len(nos))
	for i, no := range nos {
		parts[i] = fmt.Sprintf("%d=%s", no, value(m[no]))
	}
	return strings.Join(parts, " ")
}

var (
	tieOrderLine = regexp.MustCompile(`^###\s*Tie order by hand:\s*(.*)$`)
	externalLine = regexp.MustCompile(`^###\s*External tie-break:\s*(.*)$`)
	unratedLine  = regexp.MustCompile(`^###\s*Unrated rating:\s*([0-9]+)\s*$`)
)

// importTieLines keeps an imported file's comment lines of tieTRF: a pair
// that cannot be read or names no player of the file is left out (they
// are comments, never a reason to refuse the file).
func (s *Service) importTieLines(ctx context.Context, t model.Tournament, other []string) error {
	l, err := s.loadBare(ctx, t.ID)
	if err != nil {
		return err
	}
	read := func(text string, value func(string) (int, bool)) map[model.PlayerID]int {
		out := map[model.PlayerID]int{}
		for _, f := range strings.Fields(text) {
			no, v, ok := strings.Cut(f, "=")
			n, err := strconv.Atoi(no)
			val, okv := value(v)
			if e := l.entry(n); ok && err == nil && okv && e != nil {
				out[e.PlayerID] = val
			}
		}
		return out
	}
	rank := func(s string) (int, bool) { n, err := strconv.Atoi(s); return n, err == nil && n > 0 }
	for _, o := range other {
		o = strings.TrimRight(o, " \t\r")
		if m := tieOrderLine.FindStringSubmatch(o); m != nil {
			if err := s.store.SetTieOrder(ctx, t.ID, read(m[1], rank)); err != nil {
				return err
			}
		} else if m := externalLine.FindStringSubmatch(o); m != nil {
			if err := s.store.SetTieBreakValues(ctx, t.ID, read(m[1], model.ParseTieBreakValue)); err != nil {
				return err
			}
		} else if m := unratedLine.FindStringSubmatch(o); m != nil {
			if r, err := strconv.Atoi(m[1]); err == nil && r >= 1 && r <= model.MaxUnratedRating {
				if err := s.store.SetUnratedRating(ctx, t.ID, r); err != nil {
					return err
				}
			}
		}
	}
	return nil
}
