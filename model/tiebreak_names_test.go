package model

import (
	"strings"
	"testing"

	"arbiter/engine/qualify"
	"arbiter/engine/tiebreak"

	"arbiter/model/i18n"
)

// Every code of the catalogue has a name in both languages, and the
// modifiers are named as Ukrainian regulations write them.
func TestTieBreakNames(t *testing.T) {
	for _, c := range tiebreak.Codes() {
		if n := tbNames[c]; n[0] == "" || n[1] == "" {
			t.Errorf("%s: Ukrainian %q, English %q", c, n[0], n[1])
		}
	}
	for _, tc := range []struct {
		sp     tiebreak.Spec
		uk, en string
	}{
		{tiebreak.Spec{Code: tiebreak.BH, Cut: 1}, "усічений коефіцієнт Бухгольца (-1)", "cut Buchholz (-1)"},
		{tiebreak.Spec{Code: tiebreak.PS, Cut: 1}, "скорочений прогресивний коефіцієнт (-1)", "reduced progressive score (-1)"},
		{tiebreak.Spec{Code: tiebreak.BH, Median: 1}, "медіанний коефіцієнт Бухгольца (-1)", "median Buchholz (-1)"},
		{tiebreak.Spec{Code: tiebreak.DE}, "особиста зустріч", "direct encounter"},
		{tiebreak.Spec{Code: tiebreak.KS, Limit: 1}, "система Койя (межа +½)", "Koya system (line +½)"},
		{tiebreak.Spec{Code: tiebreak.KS, Limit: -2}, "система Койя (межа -1)", "Koya system (line -1)"},
		{tiebreak.Spec{Code: tiebreak.TPN, Reverse: true}, "стартовий номер (у зворотному порядку)", "pairing number (reversed)"},
		{tiebreak.Spec{Code: tiebreak.RTNG}, "рейтинг", "rating"},
		{tiebreak.Spec{Code: tiebreak.STD}, "стандартні очки", "standard points"},
	} {
		if got := TieBreakUkrainian(tc.sp); got != tc.uk {
			t.Errorf("TieBreakUkrainian(%s) = %q, want %q", tc.sp, got, tc.uk)
		}
		if got := TieBreakName(tc.sp, i18n.En); got != tc.en {
			t.Errorf("TieBreakName(%s) in English = %q, want %q", tc.sp, got, tc.en)
		}
		if got := TieBreakName(tc.sp, i18n.Uk); got != tc.uk {
			t.Errorf("TieBreakName(%s) in Ukrainian = %q, want %q", tc.sp, got, tc.uk)
		}
	}
}

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

// Every preset of engine/tiebreak has a name of its own in both
// languages, and no two presets share one (the form picks by name).
func TestTieBreakPresetNames(t *testing.T) {
	for _, lang := range []Lang{"uk", "en"} {
		seen := map[string]string{}
		for _, p := range tiebreak.Presets {
			name := TieBreakPresetName(p.Key, lang)
			if name == p.Key || name == "" {
				t.Errorf("%s: preset %s has no name", lang, p.Key)
			}
			if other, dup := seen[name]; dup {
				t.Errorf("%s: presets %s and %s are both named %q", lang, other, p.Key, name)
			}
			seen[name] = p.Key
		}
	}
	if got := TieBreakPresetName("fide-rr", "en"); got != "FIDE, round robin (recommended)" {
		t.Errorf("fide-rr in English: %q", got)
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
		for _, lang := range []Lang{"uk", "en"} {
			want := c.uk
			if lang == "en" {
				want = c.en
			}
			tn := Tournament{System: SystemSwissDutch, TieBreaks: c.list}
			err := normalizeTieBreaks("op", &tn)
			if got := Message(err, lang); !strings.HasPrefix(got, want) || strings.Contains(got, "tiebreak:") {
				t.Errorf("%s %q: %q, want it to begin %q", lang, c.list, got, want)
			}
		}
	}
	if got := QualifyRuleHelp("top:x", &qualify.SyntaxError{Part: "top:x"}).In("en"); !strings.HasPrefix(got, `Qualification rule "top:x": part "top:x" cannot be read.`) {
		t.Errorf("qualify help %q", got)
	}
}
