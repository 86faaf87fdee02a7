package tournaments

import (
	"context"
	"sort"

	"arbiter/engine/tiebreak"
	"arbiter/model"
)

// The tie order by hand and the external tie-break values applied to a
// ranking (tie_order.go has the service that stores them).

// tieData reads the stored order and values by start number (players no
// longer registered are left out).
func (s *Service) tieData(ctx context.Context, l *loaded) (ranks, vals map[int]int, err error) {
	byPlayer := func(m map[model.PlayerID]int) map[int]int {
		out := map[int]int{}
		for p, v := range m {
			if e := l.entryOf(p); e != nil {
				out[e.StartNo] = v
			}
		}
		return out
	}
	r, err := s.store.TieOrder(ctx, l.t.ID)
	if err != nil {
		return nil, nil, err
	}
	v, err := s.store.TieBreakValues(ctx, l.t.ID)
	if err != nil {
		return nil, nil, err
	}
	return byPlayer(r), byPlayer(v), nil
}

// applyTieOrders splits the groups of rk's final standings still sharing
// a place: by the external values (higher first), then by the arbiter's
// order (rank 1 first); a player without a value or a rank comes after
// the others of his group, sharing the remaining places with the like.
// rk.level are the groups left after the values (what the hand order may
// rank). Intermediate standings are left as the tie-break list has them.
func (s *Service) applyTieOrders(ctx context.Context, rk *ranked) error {
	if !rk.final() || rk.l.isKnockout() {
		return nil
	}
	ranks, vals, err := s.tieData(ctx, rk.l)
	if err != nil {
		return err
	}
	rk.tieMarks = map[int]string{}
	if len(vals) > 0 {
		moved := splitTies(rk.st.Rows, func(no int) (int, bool) { v, ok := vals[no]; return v, ok })
		for no := range moved {
			rk.tieMarks[no] = model.Msg("by the external tie-break (%s)", model.TieBreakValueText(vals[no])).In(rk.l.lang)
		}
	}
	rk.level = levelGroups(rk.st.Rows)
	if len(ranks) > 0 {
		moved := splitTies(rk.st.Rows, func(no int) (int, bool) { v, ok := ranks[no]; return -v, ok })
		for no := range moved {
			rk.tieMarks[no] = model.Msg("by the arbiter's decision").In(rk.l.lang)
		}
	}
	return nil
}

// levelGroups are the start numbers of each run of rows sharing a place.
func levelGroups(rows []tiebreak.Standing) [][]int {
	var out [][]int
	for i := 0; i < len(rows); {
		j := i + 1
		for j < len(rows) && rows[j].Place == rows[i].Place {
			j++
		}
		if rows[i].Last > rows[i].Place {
			g := make([]int, 0, j-i)
			for _, r := range rows[i:j] {
				g = append(g, r.ID)
			}
			out = append(out, g)
		}
		i = j
	}
	return out
}

// splitTies orders each run of rows sharing a place by key, higher first,
// rows without a key last, and gives each distinct key its own places;
// it returns the start numbers whose place changed.
func splitTies(rows []tiebreak.Standing, key func(no int) (int, bool)) map[int]bool {
	moved := map[int]bool{}
	for i := 0; i < len(rows); {
		j := i + 1
		for j < len(rows) && rows[j].Place == rows[i].Place {
			j++
		}
		if rows[i].Last <= rows[i].Place {
			i = j
			continue
		}
		run := rows[i:j]
		sort.SliceStable(run, func(a, b int) bool {
			ka, oka := key(run[a].ID)
			kb, okb := key(run[b].ID)
			if oka != okb {
				return oka
			}
			return oka && ka > kb
		})
		first := run[0].Place
		for a := 0; a < len(run); {
			ka, oka := key(run[a].ID)
			b := a + 1
			for b < len(run) {
				kb, okb := key(run[b].ID)
				if okb != oka || (oka && kb != ka) {
					break
				}
				b++
			}
			for k := a; k < b; k++ {
				place, last := first+a, first+b-1
				if place != run[k].Place || last != run[k].Last {
					moved[run[k].ID] = true
				}
				run[k].Place, run[k].Last = place, last
			}
			a = b
		}
		i = j
	}
	return moved
}
