package pdf

import (
	"sort"

	"arbiter/model"
)

// lessUkrainian orders a before b alphabetically in Ukrainian
// (model.CollateKey: а б в г ґ … ю я, case and apostrophes ignored,
// Cyrillic before Latin); equal keys fall back to the text itself so the
// order is total.
func lessUkrainian(a, b string) bool {
	ka, kb := model.CollateKey(a), model.CollateKey(b)
	if ka != kb {
		return ka < kb
	}
	return a < b
}

// sortByName sorts idx by the names they index, in Ukrainian order.
func sortByName(idx []int, name func(int) string) {
	sort.SliceStable(idx, func(i, j int) bool { return lessUkrainian(name(idx[i]), name(idx[j])) })
}
