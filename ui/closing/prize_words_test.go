package closing

import (
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/ui/internal/uitest"
	"arbiter/ui/kit"
)

// The prizes field shows categories in the interface language and stores
// the model's keys; the English «under 10» stands for «u10».
func TestPrizeWords(t *testing.T) {
	u10 := lang.L("under {{.N}}", map[string]string{"N": "10"})
	for _, c := range []struct{ stored, shown string }{
		{"1=8000, 2=5000", "1=8000, 2=5000"},
		{"1=8000, u10:1=1000", "1=8000, " + u10 + ":1=1000"},
		{"girls:1=1000,u10:2=500", kit.SubLabel("girls") + ":1=1000," + u10 + ":2=500"},
		{"veterans:1=300", "veterans:1=300"}, // no label: kept as typed
	} {
		if got := prizeWordsShown(c.stored); got != c.shown {
			t.Errorf("shown(%q) = %q, want %q", c.stored, got, c.shown)
		}
		if got := prizeWordsStored(c.shown); got != c.stored {
			t.Errorf("stored(%q) = %q, want %q", c.shown, got, c.stored)
		}
	}
}

// A Select with nothing chosen says so in the interface language, not
// Fyne's own «(Select one)».
func TestSelectPlaceholderTranslated(t *testing.T) {
	test.NewTempApp(t)
	if s := kit.NewSelect([]string{"a"}, nil); s.PlaceHolder != lang.L("(Select one)") || s.PlaceHolder == "" {
		t.Errorf("placeholder %q", s.PlaceHolder)
	}
}

// Fyne's own words (the file dialogs' «Open» «File», «Folder», «New
// Folder»…) are in the program's Ukrainian translation too: the program
// registers its translation as the system locale's (setupLanguage), so a
// word only Fyne's bundle had came out in English beside a Ukrainian one
// («Open Файл»).
func TestFyneWordsInUkrainian(t *testing.T) {
	uk := uitest.Translations(t, "uk.json")
	for _, k := range []string{"Open", "File", "Folder", "Save", "Cancel", "New Folder", "Create Folder",
		"Show Hidden Files", "Enter filename", "Favourites", "(Select one)"} {
		if v := uk[k]; v == "" || v == k {
			t.Errorf("uk.json gives %q for Fyne's %q", v, k)
		}
	}
}
