package knockout

import (
	"testing"

	"fyne.io/fyne/v2/lang"
)

// The knockout's columns are named by stage, not «Тур 1».
func TestBracketRoundNames(t *testing.T) {
	for _, c := range []struct {
		r, of int
		want  string
	}{
		{5, 5, lang.L("Final")}, {4, 5, lang.L("Semi-finals")}, {3, 5, lang.L("Quarter-finals")},
		{2, 5, lang.L("1/{{.N}} finals", map[string]int{"N": 8})}, {1, 5, lang.L("1/{{.N}} finals", map[string]int{"N": 16})},
	} {
		if got := bracketRoundName(c.r, c.of); got != c.want {
			t.Errorf("round %d of %d: %q, want %q", c.r, c.of, got, c.want)
		}
	}
}
