package tiebreak

import "testing"

// BenchmarkRank150 ranks the largest corpus tournament (150 players, 11
// rounds) by BH-C1, BH, SB, DE, WIN and computes every corpus column.
func BenchmarkRank150(b *testing.B) {
	t := &testing.T{}
	tb := loadCorpus(t, "sw-n150-r11-s2119")
	list := []Spec{{Code: BH, Cut: 1}, {Code: BH}, {Code: SB}, {Code: DE}, {Code: WIN}}
	cols, err := ColumnsFor([]string{"points", "BH", "BH-C1", "BH-M1", "SB", "SB-C1", "PS", "PS-C1", "DE", "WIN", "WON", "BPG", "BWG", "ARO", "TPR", "rank"})
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := Table(tb, cols, list); err != nil {
			b.Fatal(err)
		}
	}
}
