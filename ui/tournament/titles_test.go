package tournament

import (
	"testing"

	"arbiter/model/i18n"
)

// Every title of the panel table is in both catalogues (the titles are
// translation keys the screen renders; the rating-changes columns' are
// ui/standings' TestRatingChangeColumnsTranslated).
func TestTableTitlesTranslated(t *testing.T) {
	var titles []string
	for _, p := range (domainPanels{}).table() {
		if p.at != inBody {
			titles = append(titles, p.title)
		}
	}
	if len(titles) < 18 {
		t.Fatalf("only %d titles: the table is not read", len(titles))
	}
	for _, k := range titles {
		for _, l := range i18n.Langs() {
			if s, ok := i18n.Lookup(l, k); !ok || s == "" {
				t.Errorf("%s.json lacks the title %q", l, k)
			}
		}
	}
}
