package model

import (
	"testing"

	"arbiter/engine/trf"
)

func TestResultSymbol(t *testing.T) {
	for _, c := range []struct {
		r    trf.Result
		want string
	}{
		{trf.Win, "1"}, {trf.ShortWin, "1"}, {trf.PAB, "1"}, {trf.FullBye, "1"}, // a bye is not a forfeit
		{trf.Draw, "½"}, {trf.ShortDraw, "½"}, {trf.HalfBye, "½"},
		{trf.Loss, "0"}, {trf.ShortLoss, "0"}, {trf.ZeroBye, "0"},
		{trf.ForfeitWin, "+"},
		{trf.ForfeitLos, "−"},
		{trf.NoResult, ""},
	} {
		if got := ResultSymbol(c.r); got != c.want {
			t.Errorf("ResultSymbol(%c) = %q, want %q", c.r, got, c.want)
		}
	}
}
