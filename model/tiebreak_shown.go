package model

import "arbiter/engine/tiebreak"

// DecidedOnly reports, for each row of a ranking and each tie-break of its
// list, whether the value is printed. Every value is, except the direct
// encounter's (C.07 art. 6): DE is the place among the players with equal
// points by their games with each other, 1 for a player who met none of
// them, so a column of it says something only where it separated players
// still tied on the points and on every tie-break before it. Elsewhere
// the standings leave the cell blank, and the explanation says why
// (DEText). rows are in rank order, as tiebreak.Standings has them.
func DecidedOnly(list []tiebreak.Spec, rows []tiebreak.Standing) [][]bool {
	shown := make([][]bool, len(rows))
	for i := range rows {
		shown[i] = make([]bool, len(list))
		for k, sp := range list {
			shown[i][k] = sp.Code != tiebreak.DE
		}
	}
	for k, sp := range list {
		if sp.Code != tiebreak.DE {
			continue
		}
		// runs of rows tied on the points and on the columns before k
		for start := 0; start < len(rows); {
			end := start + 1
			for end < len(rows) && tiedBefore(rows[start], rows[end], k) {
				end++
			}
			decided := false
			for j := start + 1; j < end; j++ {
				decided = decided || value(rows[j], k).Cmp(value(rows[start], k)) != 0
			}
			for j := start; j < end; j++ {
				shown[j][k] = decided
			}
			start = end
		}
	}
	return shown
}

// tiedBefore: a and b have the same points and the same values in the
// columns before k.
func tiedBefore(a, b tiebreak.Standing, k int) bool {
	if a.Points != b.Points {
		return false
	}
	for c := 0; c < k; c++ {
		if value(a, c).Cmp(value(b, c)) != 0 {
			return false
		}
	}
	return true
}

func value(r tiebreak.Standing, k int) tiebreak.Value {
	if k < len(r.Values) {
		return r.Values[k]
	}
	return tiebreak.Undefined
}

// ShownValues writes row i's tie-break values as the standings print them
// (TieBreakText), a value DecidedOnly leaves out as "".
func ShownValues(list []tiebreak.Spec, r tiebreak.Standing, shown []bool) []string {
	out := make([]string, 0, len(r.Values))
	for k, v := range r.Values {
		if k < len(shown) && !shown[k] {
			out = append(out, "")
			continue
		}
		out = append(out, TieBreakText(list[k].Code, v))
	}
	return out
}
