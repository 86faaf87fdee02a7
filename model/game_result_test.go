package model

import (
	"testing"

	"arbiter/engine/trf"
)

// Each board result has one screen form, one set of points and one pair
// of TRF codes, and reads back from its screen form and its codes.
func TestGameResultForms(t *testing.T) {
	for _, c := range []struct {
		r            GameResult
		text         string
		w, b         int
		forfeit      bool
		white, black trf.Result
	}{
		{NoGameResult, "", 0, 0, false, trf.NoResult, trf.NoResult},
		{WhiteWon, "1-0", 2, 0, false, trf.Win, trf.Loss},
		{Drawn, "½-½", 1, 1, false, trf.Draw, trf.Draw},
		{BlackWon, "0-1", 0, 2, false, trf.Loss, trf.Win},
		{WhiteWonForfeit, "+/-", 2, 0, true, trf.ForfeitWin, trf.ForfeitLos},
		{BlackWonForfeit, "-/+", 0, 2, true, trf.ForfeitLos, trf.ForfeitWin},
		{DoubleForfeit, "-/-", 0, 0, true, trf.ForfeitLos, trf.ForfeitLos},
	} {
		if got := c.r.String(); got != c.text {
			t.Errorf("%d: String() = %q, want %q", c.r, got, c.text)
		}
		if w, b, f := c.r.Points(); w != c.w || b != c.b || f != c.forfeit {
			t.Errorf("%s: Points() = %d, %d, %v; want %d, %d, %v", c.text, w, b, f, c.w, c.b, c.forfeit)
		}
		if w, b := c.r.Codes(); w != c.white || b != c.black {
			t.Errorf("%s: Codes() = %c %c, want %c %c", c.text, w, b, c.white, c.black)
		}
		if got := ResultOf(c.white, c.black); got != c.r {
			t.Errorf("ResultOf(%c, %c) = %s, want %s", c.white, c.black, got, c.text)
		}
		if got, ok := ParseGameResult(c.text); !ok || got != c.r {
			t.Errorf("ParseGameResult(%q) = %s, %v", c.text, got, ok)
		}
	}
	// Short games (TRF W, D, L) are played but not rated: results of their
	// own, so a board keeps them (game_result_more.go).
	for _, c := range []struct {
		white, black trf.Result
		want         GameResult
	}{
		{trf.ShortWin, trf.ShortLoss, WhiteWonUnrated}, {trf.ShortDraw, trf.ShortDraw, DrawnUnrated}, {trf.ShortLoss, trf.ShortWin, BlackWonUnrated},
	} {
		if got := ResultOf(c.white, c.black); got != c.want {
			t.Errorf("ResultOf(%c, %c) = %s, want %s", c.white, c.black, got, c.want)
		}
	}
	for _, typed := range []struct {
		in   string
		want GameResult
	}{{"1", WhiteWon}, {"=", Drawn}, {"5", Drawn}, {"1/2-1/2", Drawn}, {"0", BlackWon}, {"+", WhiteWonForfeit}, {"-", BlackWonForfeit}, {"--", DoubleForfeit}} {
		if got, ok := ParseGameResult(typed.in); !ok || got != typed.want {
			t.Errorf("ParseGameResult(%q) = %s, %v; want %s", typed.in, got, ok, typed.want)
		}
	}
	if _, ok := ParseGameResult("2-0"); ok {
		t.Error(`"2-0" was read as a result`)
	}
}

// A knockout game's White points name its result.
func TestGameResultOfPoints(t *testing.T) {
	for points, want := range map[int]GameResult{2: WhiteWon, 1: Drawn, 0: BlackWon, 3: NoGameResult, -1: NoGameResult} {
		if got := GameResultOfPoints(points); got != want {
			t.Errorf("GameResultOfPoints(%d) = %s, want %s", points, got, want)
		}
	}
}
