package pdf

import (
	"strings"
	"testing"
)

// TestChecklistWraps: a long checklist line is broken at spaces into rows
// of at most ChecklistWidth runes, the continuation indented; short lines
// stay one row each, in order.
func TestChecklistWraps(t *testing.T) {
	long := "  Перестановка: №12 грає з №22 замість №19, бо " + strings.Repeat("тоді більше гравців отримують бажаний колір ", 4) + "(C12)."
	d := Checklist(Meta{Tournament: "Т", Round: 3}, "Перевірочний лист", []string{"Група 1", long, "Дошка 1: №1 — №2"})
	var rows []string
	for _, r := range d.Rows {
		rows = append(rows, r[0])
	}
	if len(rows) < 4 || rows[0] != "Група 1" || rows[len(rows)-1] != "Дошка 1: №1 — №2" {
		t.Fatalf("rows %q", rows)
	}
	joined := ""
	for i, r := range rows[1 : len(rows)-1] {
		if n := len([]rune(r)); n > ChecklistWidth {
			t.Errorf("row %d has %d runes: %q", i+1, n, r)
		}
		if i > 0 && !strings.HasPrefix(r, "      ") {
			t.Errorf("continuation %q not indented", r)
		}
		joined += " " + strings.TrimSpace(r)
	}
	if strings.Join(strings.Fields(joined), " ") != strings.Join(strings.Fields(long), " ") {
		t.Errorf("the wrapped rows lose words:\n%s\n%s", joined, long)
	}
	if len(d.Header) != 2 || d.Title != "Перевірочний лист" {
		t.Errorf("header %q title %q", d.Header, d.Title)
	}
}
