package tournaments

import (
	"testing"

	"arbiter/engine/trf"
)

// The colour preferences of C.04.3 art. 1.7 (shared/rules/dutch.md A.7),
// worked out by hand.
func TestColourPreference(t *testing.T) {
	w, b := trf.White, trf.Black
	for _, c := range []struct {
		seq      []trf.Colour
		want     trf.Colour
		strength int
	}{
		{nil, trf.NoColour, 0},
		{[]trf.Colour{w}, b, 2},          // CD +1: strong, after one game
		{[]trf.Colour{b}, w, 2},          // CD −1
		{[]trf.Colour{w, b}, w, 1},       // CD 0: mild, the other colour than the last
		{[]trf.Colour{b, w}, b, 1},       // CD 0
		{[]trf.Colour{w, w}, b, 3},       // CD +2: absolute
		{[]trf.Colour{w, b, b}, w, 3},    // the same colour twice in a row: absolute
		{[]trf.Colour{b, w, w, b}, w, 1}, // CD 0, last Black
		{[]trf.Colour{w, b, w}, b, 2},    // CD +1, alternating: strong
	} {
		got, s := colourPreference(c.seq)
		if got != c.want || s != c.strength {
			t.Errorf("colourPreference(%q) = %c/%d, want %c/%d", string(colourBytes(c.seq)), got, s, c.want, c.strength)
		}
	}
}

func colourBytes(cs []trf.Colour) []byte {
	out := make([]byte, len(cs))
	for i, c := range cs {
		out[i] = byte(c)
	}
	return out
}
