package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestVCL_Q218_CLIConfirmations: the command line asks for the same
// confirmations as the GUI (FIDE C.02 VCL4THP.13 Q58, Q43, Q217–221):
// --confirm for Level 3–4, --confirm --confirm-again for leaving FIDE
// mode; a refusal changes nothing and says which option confirms; the
// events are printed, exported as ### lines, and read back by import-trf.
func TestVCL_Q218_CLIConfirmations(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "t.db")
	tcli(t, exitOK, "--db", db, "demo-tournament", "--players", "8", "--rounds", "5", "--play", "2", "--seed", "3")

	out := tcli(t, exitBadInput, "--db", db, "tournament", "set", "1", "--rounds", "6")
	if !strings.Contains(out, "Рівень 4: Кількість турів змінюється після жеребкування 2-го туру.") || !strings.Contains(out, "турів: 5 → 6") || !strings.Contains(out, "--confirm") {
		t.Errorf("rounds change without --confirm: %q", out)
	}
	if out := tcli(t, exitOK, "--db", db, "tournament", "fide", "1"); !strings.Contains(out, "Режим ФІДЕ: увімкнено") || strings.Contains(out, "Змінено кількість турів") {
		t.Errorf("after the refusal: %q", out)
	}
	tcli(t, exitOK, "--db", db, "tournament", "set", "1", "--rounds", "6", "--confirm")
	if out := tcli(t, exitOK, "--db", db, "tournament", "fide", "1"); !strings.Contains(out, "2\t") || !strings.Contains(out, "Змінено кількість турів\tnumber of rounds 5 -> 6") {
		t.Errorf("history: %q", out)
	}

	if out := tcli(t, exitBadInput, "--db", db, "tournament", "leave-fide", "1", "--confirm"); !strings.Contains(out, "Підтвердьте ще раз") || !strings.Contains(out, "--confirm-again") {
		t.Errorf("one confirmation: %q", out)
	}
	tcli(t, exitOK, "--db", db, "tournament", "leave-fide", "1", "--confirm", "--confirm-again")
	if out := tcli(t, exitOK, "--db", db, "tournament", "list"); !strings.Contains(out, "не в режимі ФІДЕ з 2-го туру") {
		t.Errorf("no marker on the list: %q", out)
	}
	site := filepath.Join(dir, "site")
	tcli(t, exitOK, "--db", db, "publish", "--tournament", "1", "--out", site)
	for page, want := range map[string]string{"uk/index.html": "Не в режимі ФІДЕ з 2-го туру", "en/round-1.html": "Not in FIDE mode since round 2"} {
		if html, err := os.ReadFile(filepath.Join(site, page)); err != nil || !strings.Contains(string(html), want) {
			t.Errorf("%s lacks the marker %q (%v)", page, want, err)
		}
	}
	// outside FIDE mode a forbidden pair after the start is Level 3
	tcli(t, exitBadInput, "--db", db, "tournament", "forbid", "1", "1", "2")
	tcli(t, exitOK, "--db", db, "tournament", "forbid", "1", "1", "2", "--confirm")

	file := filepath.Join(dir, "t26.trf")
	tcli(t, exitOK, "--db", db, "tournament", "export-trf", "1", "--format", "trf26", "--out", file)
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"### Rounds @ Round 2 (", "### Non-FIDE @ Round 2 (", "### Forbidden pair @ Round 2 ("} {
		if !strings.Contains(string(data), want) {
			t.Errorf("the TRF lacks %q:\n%s", want, data)
		}
	}
	tcli(t, exitOK, "--db", db, "tournament", "import-trf", file, "--name", "Копія")
	out = tcli(t, exitOK, "--db", db, "tournament", "fide", "2")
	if !strings.Contains(out, "Режим ФІДЕ: вийшов у 2-му турі") || !strings.Contains(out, "Вихід з режиму ФІДЕ\tleft FIDE mode: the director's choice") || !strings.Contains(out, "Імпорт\timported from t26.trf") {
		t.Errorf("imported copy: %q", out)
	}

	// the manual-pairing phase (Q65, Q68): the next round waits for the validation
	if out := tcli(t, exitOK, "--db", db, "tournament", "edit-pairings", "1"); !strings.Contains(out, "Редагування жеребкування 2-го туру") {
		t.Errorf("edit-pairings: %q", out)
	}
	if out := tcli(t, exitBadInput, "--db", db, "tournament", "pair", "1"); !strings.Contains(out, "спершу затвердьте") {
		t.Errorf("pair while editing: %q", out)
	}
	if out := tcli(t, exitOK, "--db", db, "tournament", "validate-pairings", "1"); !strings.Contains(out, "це жеребкування програми") {
		t.Errorf("validate-pairings: %q", out)
	}
	tcli(t, exitOK, "--db", db, "tournament", "pair", "1")
	// a result of round 1 for the rating report only (Q192–193)
	tcli(t, exitOK, "--db", db, "tournament", "correct-rating", "1", "1", "1", "=")
	if out := tcli(t, exitOK, "--db", db, "tournament", "fide", "1"); !strings.Contains(out, "Виправлення лише для рейтингового звіту\tboard 1") {
		t.Errorf("history after correct-rating: %q", out)
	}
	tcli(t, exitBadInput, "--db", db, "tournament", "correct-rating", "1", "1", "1", "+")
	// the rating report rates the corrected result and marks it (Q192)
	if out := tcli(t, exitOK, "--db", db, "ratings", "changes", "1", "--round", "1"); !strings.Contains(out, " *") || !strings.Contains(out, "* Тур 1, ") || !strings.Contains(out, "виправлено лише для рейтингового звіту") {
		t.Errorf("rating report after correct-rating: %q", out)
	}
	// expelling (Q197): Level 4, then marked
	if out := tcli(t, exitBadInput, "--db", db, "tournament", "expel", "1", "1"); !strings.Contains(out, "Рівень 4") {
		t.Errorf("expel without --confirm: %q", out)
	}
	tcli(t, exitOK, "--db", db, "tournament", "expel", "1", "1", "--confirm")
	if out := tcli(t, exitOK, "--db", db, "tournament", "fide", "1"); !strings.Contains(out, "Виключено після 3-го туру: шахіст 1.") {
		t.Errorf("no expulsion listed: %q", out)
	}
}
