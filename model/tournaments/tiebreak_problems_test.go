package tournaments

import (
	"strings"
	"testing"

	"arbiter/engine/qualify"
	"arbiter/engine/tiebreak"
	"arbiter/model"
	"arbiter/model/i18n"
)

// A standings failure names the player, the round or the tie-break in
// words and never carries the engine's own English text.
func TestStandingsProblemHidesEngineText(t *testing.T) {
	for _, tc := range []struct {
		err    error
		uk, en string
	}{
		{&tiebreak.InputError{Player: 7, Round: 3, Msg: "result does not match the opponent's"}, "№ 7 у турі 3", "no. 7 in round 3"},
		{&tiebreak.InputError{Player: 4, Msg: "pairing number used twice"}, "№ 4", "no. 4"},
		{&tiebreak.CodeError{Code: "BH", Msg: "not allowed in round robins"}, "BH", "BH"},
		{&tiebreak.InputError{Msg: "no players"}, "суперечливі", "inconsistent"},
	} {
		p := standingsProblem(tc.err)
		uk, en := p.In(i18n.Uk), p.In(i18n.En)
		if !strings.Contains(uk, tc.uk) || !strings.Contains(en, tc.en) {
			t.Errorf("%v: %q / %q, want them to name %q / %q", tc.err, uk, en, tc.uk, tc.en)
		}
		if strings.Contains(uk+en, "tiebreak:") || strings.Contains(en, "match the opponent") || strings.Contains(en, "used twice") {
			t.Errorf("%v: the engine's text leaks: %q / %q", tc.err, uk, en)
		}
	}
}

// A refused tie-break list is worded from the *tiebreak.CodeError's
// fields (no engine text in a user sentence).
func TestTieBreakListErrorWorded(t *testing.T) {
	for _, c := range []struct {
		list, uk, en string
	}{
		{"BH, XYZ", "Список додаткових показників «BH, XYZ» неправильний: код «XYZ» невідомий. Можливі коди: PTS,",
			`The tie-break list "BH, XYZ" is not valid: code "XYZ" is unknown. Possible codes: PTS,`},
		{"DE-C1", "Список додаткових показників «DE-C1» неправильний: код «DE-C1» не приймає модифікатора «C1». Можливі",
			`The tie-break list "DE-C1" is not valid: code "DE-C1" does not take the modifier "C1". Possible`},
		{"BH-Q", "Список додаткових показників «BH-Q» неправильний: у коді «BH-Q» модифікатор «Q» неправильний",
			`The tie-break list "BH-Q" is not valid: in code "BH-Q" the modifier "Q" is not valid`},
	} {
		for _, lang := range []model.Lang{"uk", "en"} {
			want := c.uk
			if lang == "en" {
				want = c.en
			}
			tn := model.Tournament{System: model.SystemSwissDutch, TieBreaks: c.list}
			err := normalizeTieBreaks("op", &tn)
			if got := model.Message(err, lang); !strings.HasPrefix(got, want) || strings.Contains(got, "tiebreak:") {
				t.Errorf("%s %q: %q, want it to begin %q", lang, c.list, got, want)
			}
		}
	}
	if got := QualifyRuleHelp("top:x", &qualify.SyntaxError{Part: "top:x"}).In("en"); !strings.HasPrefix(got, `Qualification rule "top:x": part "top:x" cannot be read.`) {
		t.Errorf("qualify help %q", got)
	}
}
