package teams

import (
	"strings"
	"testing"

	"arbiter/engine/team"
	"arbiter/model/i18n"
)

func TestCodeLegend(t *testing.T) {
	// every code of C.07 the engine knows has words, in both languages
	for _, c := range team.Codes() {
		en, uk := codeName(c, i18n.En), codeName(c, i18n.Uk)
		if en == "" {
			t.Errorf("%s has no words for the legend", c)
			continue
		}
		if uk == en {
			t.Errorf("%s: %q has no Ukrainian translation", c, en)
		}
	}
	list := []team.Spec{{Code: team.WIN}, {Code: team.BHMP, Cut: 1}}
	got := CodeLegend(list, i18n.En)
	want := "WIN — the number of matches won (art. 7.1); BH:MP/C1 — Buchholz of the opponents' match points (art. 8.1)"
	if got != want {
		t.Errorf("English legend\n got %q\nwant %q", got, want)
	}
	if uk := CodeLegend(list, i18n.Uk); !strings.HasPrefix(uk, "WIN — кількість виграних матчів") {
		t.Errorf("Ukrainian legend: %q", uk)
	}
}
