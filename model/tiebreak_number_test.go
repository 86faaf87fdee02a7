package model

import (
	"testing"

	"arbiter/engine/tiebreak"
)

// TestTieBreakText: one notation for points beside a points column
// («2½»): Sonneborn-Berger 11/4 is «2¾», not «2,75»; an average rating of
// 6095/4 stays a number, «1523,75»; undefined is "-".
func TestTieBreakText(t *testing.T) {
	for _, tc := range []struct {
		c    tiebreak.Code
		v    tiebreak.Value
		want string
	}{
		{tiebreak.SB, tiebreak.Frac(11, 4), "2¾"},
		{tiebreak.SB, tiebreak.Frac(1, 4), "¼"},
		{tiebreak.BH, tiebreak.Frac(27, 2), "13½"},
		{tiebreak.BH, tiebreak.Frac(14, 1), "14"},
		{tiebreak.ARO, tiebreak.Frac(6095, 4), "1523,75"},
		{tiebreak.AOB, tiebreak.Frac(49, 4), "12,25"},
		{tiebreak.TPR, tiebreak.Frac(2150, 1), "2150"},
		{tiebreak.SB, tiebreak.Undefined, "-"},
	} {
		if got := TieBreakText(tc.c, tc.v); got != tc.want {
			t.Errorf("%s %v: %q, want %q", tc.c, tc.v, got, tc.want)
		}
	}
}
