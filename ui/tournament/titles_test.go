package tournament

import (
	"testing"

	"arbiter/model/i18n"
)

// Every title of the panel table and of the rating-changes columns is in
// both catalogues (the titles are translation keys the screen renders).
func TestTableTitlesTranslated(t *testing.T) {
	var titles []string
	for _, p := range (domainPanels{}).table() {
		if p.at != inBody {
			titles = append(titles, p.title)
		}
	}
	for _, c := range ratingChangeColumns {
		titles = append(titles, c.Title)
	}
	if len(titles) < 20 {
		t.Fatalf("only %d titles: the tables are not read", len(titles))
	}
	for _, k := range titles {
		for _, l := range i18n.Langs() {
			if s, ok := i18n.Lookup(l, k); !ok || s == "" {
				t.Errorf("%s.json lacks the title %q", l, k)
			}
		}
	}
}
