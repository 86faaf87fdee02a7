package model

import (
	"context"
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Players still level after every tie-break of the list (FIDE C.02,
// VCL4THP.13 Q205, Q207; C.07 art. 2.1 and 4.2: the regulations may rank
// them otherwise than by lot). Two things the arbiter enters apply to the
// final standings, after the tie-break list and the play-offs, inside
// each group still sharing a place:
//
//   - TieBreakValues: the values of an external tie-break the arbiter
//     types per player (the result of a play-off held elsewhere, a
//     decision of the regulations), higher first; a player of the group
//     without one comes after those with one;
//   - TieOrder: the arbiter's order of the players still level after that
//     (an external decision), rank 1 first; a player of the group without
//     a rank comes after the ranked ones.
//
// Both are kept in the data file (storage migration 0050), logged as
// pairing-integrity events (Tie order, External tie-break: "###" lines of
// the TRF-2026 file, which has no record for either) and undone with the
// event (tournament undo-event).

// TieOrderStore keeps both; a tournament without them has empty maps.
// The error contract is RegistryStore's.
type TieOrderStore interface {
	TieOrder(ctx context.Context, id TournamentID) (map[PlayerID]int, error)
	// SetTieOrder replaces the whole order (ranks > 0).
	SetTieOrder(ctx context.Context, id TournamentID, ranks map[PlayerID]int) error
	// TieBreakValues are the external values in hundredths.
	TieBreakValues(ctx context.Context, id TournamentID) (map[PlayerID]int, error)
	// SetTieBreakValues replaces every value.
	SetTieBreakValues(ctx context.Context, id TournamentID, values map[PlayerID]int) error
}

// ParseTieBreakValue reads an external tie-break value as the arbiter
// types it: a number with at most two decimals, "1.5", "1,5", "-2", "½"
// (half); it returns hundredths.
func ParseTieBreakValue(s string) (int, bool) {
	s = strings.TrimSpace(strings.ReplaceAll(s, ",", "."))
	s = strings.ReplaceAll(s, "½", ".5")
	if strings.HasPrefix(s, ".") {
		s = "0" + s
	}
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	whole, frac, _ := strings.Cut(s, ".")
	if whole == "" || len(frac) > 2 || !digits(whole) || (frac != "" && !digits(frac)) || len(whole) > 9 {
		return 0, false
	}
	for len(frac) < 2 {
		frac += "0"
	}
	w, _ := strconv.Atoi(whole)
	f, _ := strconv.Atoi(frac)
	v := w*100 + f
	if neg {
		v = -v
	}
	return v, true
}

// TieBreakValueText is a value in hundredths as written: "1.5", "2", "-0.25".
func TieBreakValueText(v int) string {
	sign := ""
	if v < 0 {
		sign, v = "-", -v
	}
	s := fmt.Sprintf("%s%d", sign, v/100)
	switch f := v % 100; {
	case f == 0:
	case f%10 == 0:
		s += fmt.Sprintf(".%d", f/10)
	default:
		s += fmt.Sprintf(".%02d", f)
	}
	return s
}

// ByStartNo is the keys of a start number → value map (the order by hand,
// the external values), lowest first.
func ByStartNo(m map[int]int) []int {
	nos := make([]int, 0, len(m))
	for no := range m {
		nos = append(nos, no)
	}
	sort.Ints(nos)
	return nos
}
