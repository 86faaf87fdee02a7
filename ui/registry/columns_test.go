package registry

import (
	"testing"

	"arbiter/model/i18n"
)

// Every column title of the registry's tables is in both catalogues (the
// titles are translation keys the tables render).
func TestColumnTitlesTranslated(t *testing.T) {
	var titles []string
	for _, c := range playerColumns() {
		titles = append(titles, c.title)
	}
	for _, c := range append(clubColumns(), coachColumns()...) {
		titles = append(titles, c.Title)
	}
	for _, k := range titles {
		for _, l := range i18n.Langs() {
			if s, ok := i18n.Lookup(l, k); !ok || s == "" {
				t.Errorf("%s.json lacks the column title %q", l, k)
			}
		}
	}
}
