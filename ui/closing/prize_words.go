package closing

import (
	"strings"

	"arbiter/ui/kit"
)

// The prizes field writes a sub-standings category in the interface
// language («дівчата:1=1000»), and the model reads its key («girls:1=1000»,
// model/tournaments/substandings.go): prizeWordsShown and prizeWordsStored translate
// each item's category between the two, leaving the rest as typed.

// prizeCategoryKeys are the categories a prize may name.
var prizeCategoryKeys = []string{"boys", "girls", "unrated", "u8", "u10", "u12", "u14", "u16", "u18", "u20"}

// prizeWordsShown writes the stored prize text's categories as labels.
func prizeWordsShown(stored string) string {
	return mapPrizeCategories(stored, func(cat string) string {
		for _, k := range prizeCategoryKeys {
			if strings.EqualFold(cat, k) {
				return kit.SubLabel(k)
			}
		}
		return cat
	})
}

// prizeWordsStored reads labels back into keys; a key typed as the key
// stays as it is.
func prizeWordsStored(shown string) string {
	return mapPrizeCategories(shown, func(cat string) string {
		for _, k := range prizeCategoryKeys {
			if strings.EqualFold(cat, kit.SubLabel(k)) {
				return k
			}
		}
		return cat
	})
}

func mapPrizeCategories(s string, f func(string) string) string {
	items := strings.Split(s, ",")
	for i, item := range items {
		lhs, rest, ok := strings.Cut(item, "=")
		cat, place, has := strings.Cut(lhs, ":")
		if !ok || !has {
			continue
		}
		lead := cat[:len(cat)-len(strings.TrimLeft(cat, " "))]
		items[i] = lead + f(strings.TrimSpace(cat)) + ":" + place + "=" + rest
	}
	return strings.Join(items, ",")
}
