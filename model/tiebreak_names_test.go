package model

import (
	"testing"

	"arbiter/engine/tiebreak"
)

// Every code of the catalogue has a name in both languages, and the
// modifiers are named as Ukrainian regulations write them.
func TestTieBreakNames(t *testing.T) {
	for _, c := range tiebreak.Codes() {
		if tbNameUk[c] == "" || tbNameEn[c] == "" {
			t.Errorf("%s: Ukrainian %q, English %q", c, tbNameUk[c], tbNameEn[c])
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
	} {
		if got := TieBreakUkrainian(tc.sp); got != tc.uk {
			t.Errorf("TieBreakUkrainian(%s) = %q, want %q", tc.sp, got, tc.uk)
		}
		SetLanguage("en")
		got := TieBreakName(tc.sp)
		SetLanguage("uk")
		if got != tc.en {
			t.Errorf("TieBreakName(%s) in English = %q, want %q", tc.sp, got, tc.en)
		}
		if got := TieBreakName(tc.sp); got != tc.uk {
			t.Errorf("TieBreakName(%s) in Ukrainian = %q, want %q", tc.sp, got, tc.uk)
		}
	}
}
