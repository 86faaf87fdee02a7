package pdf

import (
	"bytes"
	"strings"
	"testing"
)

func seasonSheet() SeasonSheet {
	return SeasonSheet{Title: "Золотий Кубок", Season: "Сезон 2010",
		Columns: []Column{{Title: "Місце", Align: Center}, {Title: "Учасник", Flex: true, Name: true},
			{Title: "Ф", Align: Right, Bold: true}, {Title: "w1", Align: Right}, {Title: "w2", Align: Right}, {Title: "w3", Align: Right}},
		Rows: [][]string{{"1", "Іваненко Олег", "19.488", "8.4", "7.92", "7.92"},
			{"2–3", "Коваль Марія", "8.2", "5", "4", ""}, {"2–3", "Ґудзь Остап", "8.2", "5", "4", ""}},
		Rules: []string{"К/а (Золотий Кубок): 1, 0.8, 0.6", "К/б: 4:1, 3:1.1, 2:1.2, 1:1.3, cms-points:1.4, cms:1.5"},
		Key:   "К/а (Золотий Кубок): 1, 0.8, 0.6"}
}

func TestSeasonTableGolden(t *testing.T) {
	golden(t, "season-gold", SeasonTable(seasonSheet()).Text())
}

// The rule set must reach the PDF itself: every rule line under the table
// and the key line in the footer.
func TestSeasonTablePrintsRules(t *testing.T) {
	var buf bytes.Buffer
	if err := Render(&buf, SeasonTable(seasonSheet()), Options{}); err != nil {
		t.Fatal(err)
	}
	text := pdftotext(t, buf.Bytes(), "-raw")
	for _, want := range []string{"Правила сезону:", "К/б: 4:1, 3:1.1", "Сезон 2010 · К/а (Золотий Кубок): 1, 0.8, 0.6", "19.488", "Ґудзь Остап"} {
		if !strings.Contains(text, want) {
			t.Errorf("the PDF lacks %q", want)
		}
	}
}
