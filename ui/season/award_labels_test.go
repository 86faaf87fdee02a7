package season

import (
	"testing"

	engine "arbiter/engine/season"
)

// The award list follows the interface language: the GUI's words are
// model/seasons/labels.go's in kit.GUILang (Ukrainian here, the default).
func TestAwardCategoriesTranslated(t *testing.T) {
	if got, want := categoryText("girls-u12"), "Краща школярка до 12 років"; got != want {
		t.Errorf("girls-u12: %q, want %q", got, want)
	}
	if got, want := prizeText(engine.PrizeCupDiploma), "«Золотий Кубок», диплом"; got != want {
		t.Errorf("prize: %q, want %q", got, want)
	}
	if got, want := notAwardedText(engine.NotAwarded{Why: engine.GroupTooSmall, Have: 1, Need: 5}), "учасників у групі: 1, потрібно щонайменше 5"; got != want {
		t.Errorf("reason: %q, want %q", got, want)
	}
}
