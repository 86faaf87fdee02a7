package closing

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"

	"arbiter/engine/norm"
	"arbiter/model"
	"arbiter/model/closing"

	"arbiter/ui/kit"
)

// The norm list says a warning shared by several players once, after the
// list, with their start numbers; a player's own warning stays under him.
func TestNormListSaysASharedWarningOnce(t *testing.T) {
	shared := closing.NormWarning(norm.Warning{Kind: norm.PanelShort})
	own := closing.NormWarning(norm.Warning{Kind: norm.FewGames, Have: 3, Need: 5})
	rep := &closing.NormReport{FieldK: 50, Players: 3, Rows: []closing.NormRow{
		{StartNo: 1, Name: "Бойко Іван", Games: 3, Score: 4, Warnings: []model.Text{shared}},
		{StartNo: 2, Name: "Гнатюк Олег", Games: 3, Score: 2, Warnings: []model.Text{shared, own}},
		{StartNo: 3, Name: "Чебан Ігор", Games: 3, Score: 0, Warnings: []model.Text{shared}},
	}}
	text := normLines(rep)
	sharedText := shared.In(kit.GUILang())
	if n := strings.Count(text, sharedText); n != 1 {
		t.Errorf("the shared warning is written %d times, want once:\n%s", n, text)
	}
	if want := lang.L("Nos. {{.Nos}}: {{.Warning}}", map[string]string{"Nos": "1, 2, 3", "Warning": sharedText}); !strings.Contains(text, want) {
		t.Errorf("no line %q in:\n%s", want, text)
	}
	if !strings.Contains(text, "    "+own.In(kit.GUILang())) {
		t.Errorf("the player's own warning is not under him:\n%s", text)
	}
}
