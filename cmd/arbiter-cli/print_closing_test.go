package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// pdfText is the whole text of a PDF, pages ended by form feeds.
func pdfText(t *testing.T, path string) string {
	t.Helper()
	return strings.Join(pdfPages(t, path), "\f")
}

// The four closing printouts of the norms round robin (K 4.4; no. 1–3
// make the IV norm) with a fee schedule and prizes.
func TestPrintClosing(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "p.db")
	normsRoundRobin(t, db)
	tcli(t, exitOK, "--db", db, "money", "set", "1", "--sponsors", "3000", "--split", "hort")
	tcli(t, exitOK, "--db", db, "money", "prizes", "1", "--set", "1=1000,2=600,3=400")
	tcli(t, exitOK, "--db", db, "tournament", "finish", "1")
	for _, c := range []struct {
		kind  string
		want  []string
		pages int
	}{
		{"norms", []string{"Звіт про виконання розрядних норм", "K = 4,4", "IV розряд (57,0 %)", "5½", "неофіційна"}, 1},
		{"norm-certificates", []string{"Довідка", "видана", "Гравець01 Тест", "про виконання норми:", "IV розряд — 9 з 9 (потрібно 5½, K 4,4)"}, 3},
		{"treasury", []string{"Звіт скарбника", "Призовий фонд: 70 %", "3 000,00", "Призи за положенням: 2 000,00"}, 1},
		{"registrations", []string{"Реєстраційний список", "Призовий фонд: 70 %", "= 3 000,00 грн"}, 1},
		{"prizes", []string{"Призовий список", "Гравець01 Тест", "1 000,00", "системою Хорта"}, 1},
	} {
		out := filepath.Join(dir, c.kind+".pdf")
		tcli(t, exitOK, "--db", db, "print", c.kind, "--tournament", "1", "-o", out)
		pages := pdfPages(t, out)
		text := strings.Join(pages, "\f")
		flat := strings.Join(strings.Fields(text), " ")
		for _, w := range c.want {
			if !strings.Contains(flat, w) {
				t.Errorf("%s lacks %q:\n%s", c.kind, w, text)
			}
		}
		if got := len(pages) - 1; got != c.pages { // pdftotext ends every page with a form feed
			t.Errorf("%s: %d pages, want %d", c.kind, got, c.pages)
		}
	}
	tcli(t, exitBadInput, "--db", db, "print", "prizes", "--tournament", "7", "-o", filepath.Join(dir, "x.pdf"))
}
