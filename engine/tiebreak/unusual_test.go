package tiebreak

import "testing"

// TestUnusualResults: the ½-0, 0-½ and 0-0 of a played game (Laws of
// Chess art. 12.9) are read as played games, each side with its own score.
// Worked by hand: round 1 1-2 ½-0, 3-4 drawn; round 2 3-1 0-0, 4-2 0-½;
// everybody has ½. BH(1) = ½ + ½ = 1; SB(1) = ½·½ (against 2) + 0·½ = ¼;
// SB(2) = 0·½ + ½·½ = ¼; nobody won (WIN 0).
func TestUnusualResults(t *testing.T) {
	c := mustCalc(t, tour(t, Swiss, Edition2026,
		"1 2000 2w= 3b0",
		"2 1900 1b0 4b=",
		"3 1800 4w= 1w0",
		"4 1700 3b= 2w0"))
	for _, tc := range []struct {
		id         int
		code, want string
	}{
		{1, "BH", "1"}, {1, "SB", "0.25"}, {2, "SB", "0.25"}, {1, "WIN", "0"}, {3, "BPG", "0"},
	} {
		if got := mustValue(t, c, tc.id, tc.code); got != tc.want {
			t.Errorf("%s of %d: %s, want %s", tc.code, tc.id, got, tc.want)
		}
	}
}
