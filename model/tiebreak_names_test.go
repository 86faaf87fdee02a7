package model

import (
	"testing"

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
