package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestPairChecklist writes the checklist of the hand-worked round
// testdata/checklist/bye-r2.trf (model/explain golden_test.go) beside the
// pairing: the pairs are bbpPairings', the checklist states the same boards
// and the bye, and a .pdf name gets the printout.
func TestPairChecklist(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join("..", "..", "testdata", "checklist", "bye-r2.trf")
	out, check := filepath.Join(dir, "out.txt"), filepath.Join(dir, "check.txt")
	tcli(t, exitOK, "pair", "--dutch", in, "-p", out, "--checklist", check)
	pairs, _ := os.ReadFile(out)
	if got := strings.Fields(string(pairs)); strings.Join(got, " ") != "3 5 1 2 3 4 0" {
		t.Errorf("pairs %q", got)
	}
	text, err := os.ReadFile(check)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Дошка 1: №5 ", "Дошка 2: №2 ", "Вільний тур: №4", "(C14)", "(C1)"} {
		if !strings.Contains(string(text), want) {
			t.Errorf("the checklist lacks %q:\n%s", want, text)
		}
	}
	pdfPath := filepath.Join(dir, "check.pdf")
	tcli(t, exitOK, "pair", "--dutch", in, "-p", filepath.Join(dir, "o2.txt"), "--checklist", pdfPath)
	data, err := os.ReadFile(pdfPath)
	if err != nil || !strings.HasPrefix(string(data), "%PDF") {
		t.Fatalf("no PDF: %v", err)
	}
	if _, err := exec.LookPath("pdftotext"); err == nil {
		txt, err := exec.Command("pdftotext", pdfPath, "-").Output()
		if err != nil || !strings.Contains(string(txt), "Вільний тур: №4") {
			t.Errorf("the PDF says %q (%v)", txt, err)
		}
	}
	// A checklist that cannot be written is an error, and exit 2.
	tcli(t, exitBadInput, "pair", "--dutch", in, "-p", filepath.Join(dir, "o3.txt"), "--checklist", filepath.Join(dir, "no", "such", "dir.txt"))
}

// TestTournamentChecklistAndWhy: a stored Swiss paired twice; the
// checklist of round 2 names every board, why answers a player and
// refuses a player not paired and a round not paired.
func TestTournamentChecklistAndWhy(t *testing.T) {
	db := filepath.Join(t.TempDir(), "t.db")
	tcli(t, exitOK, "--db", db, "demo")
	tcli(t, exitOK, "--db", db, "demo-tournament", "--players", "11", "--rounds", "5", "--play", "2")
	out := tcli(t, exitOK, "--db", db, "tournament", "checklist", "1", "2")
	for _, want := range []string{"Перевірочний лист жеребкування туру 2", "Група 1", "Дошка 1: №", "Дошка 5: №", "Вільний тур: №"} {
		if !strings.Contains(out, want) {
			t.Errorf("checklist lacks %q:\n%s", want, out)
		}
	}
	why := tcli(t, exitOK, "--db", db, "tournament", "why", "1", "2", "1")
	if !strings.HasPrefix(why, "№1 ") || !strings.Contains(why, "C.04.3") {
		t.Errorf("why 1: %q", why)
	}
	if _, errs := tcliErr(t, exitBadInput, "--db", db, "tournament", "why", "1", "2", "99"); !strings.Contains(errs, "№99") {
		t.Errorf("why 99: %q", errs)
	}
	tcliErr(t, exitBadInput, "--db", db, "tournament", "checklist", "1", "4")
}
