package teams

import (
	"testing"

	"arbiter/engine/team"
)

// One formatter writes team board results, on the screen and in print.
func TestResultText(t *testing.T) {
	for _, c := range []struct {
		r             team.Result
		screen, print string
	}{
		{team.NoResult, "", ""},
		{team.WhiteWins, "1–0", "1–0"},
		{team.DrawResult, "½–½", "½–½"},
		{team.BlackWins, "0–1", "0–1"},
		{team.WhiteForfeit, "+/–", "+ –"},
		{team.BlackForfeit, "–/+", "– +"},
		{team.DoubleForfeit, "–/–", "– –"},
	} {
		if got := ResultText(c.r, OnScreen); got != c.screen {
			t.Errorf("%c on screen: %q, want %q", c.r, got, c.screen)
		}
		if got := ResultText(c.r, InPrint); got != c.print {
			t.Errorf("%c in print: %q, want %q", c.r, got, c.print)
		}
	}
}
