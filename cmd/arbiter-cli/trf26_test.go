package main

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"arbiter/engine/trf"
)

// A played tournament exported as TRF-16 and as TRF-2026: the TRF-2026 file
// has 142, 152, 192 and 202 instead of XXR/XXC, and both read back to the
// same players, results and settings.
func TestExportTRF2026(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "arbiter.db")
	csv := filepath.Join(dir, "players.csv")
	os.WriteFile(csv, []byte("surname;name;birth_date;gender;fide_id;rating\nАльфа;Іван;01.01.1990;m;1001;2000\nБета;Петро;01.01.1991;m;1002;1900\nГамма;Олег;01.01.1992;m;;1800\nДельта;Ніна;01.01.1993;f;;1700\n"), 0o644)
	for _, args := range [][]string{
		{"players", "import", csv},
		{"tournament", "create", "--name", "Осінь", "--start", "2026-11-20", "--rounds", "5", "--tiebreaks", "BH,WIN,DE"},
		{"tournament", "register", "1", "1", "2", "3", "4"},
		{"tournament", "pair", "1"},
		{"tournament", "result", "1", "1", "1", "1"},
		{"tournament", "result", "1", "1", "2", "="},
	} {
		if code, _, errs := cli(t, append([]string{"--db", db}, args...)...); code != exitOK {
			t.Fatalf("%v: %d %s", args, code, errs)
		}
	}
	_, f16, _ := cli(t, "--db", db, "tournament", "export-trf", "1")
	code, f26, errs := cli(t, "--db", db, "tournament", "export-trf", "1", "--format", "trf26")
	if code != exitOK {
		t.Fatalf("export trf26: %d %s", code, errs)
	}
	for _, want := range []string{"\n142 5\n", "\n152 W\n", "\n192 FIDE_DUTCH\n", "\n202 BH,WIN,DE\n"} {
		if !strings.Contains(f26, want) {
			t.Errorf("TRF-2026 lacks %q:\n%s", want, f26)
		}
	}
	if strings.Contains(f26, "XXR") || !strings.Contains(f16, "XXR 5") {
		t.Errorf("XXR in the wrong file:\n%s\n---\n%s", f16, f26)
	}
	t16, err := trf.Read(strings.NewReader(f16))
	if err != nil {
		t.Fatal(err)
	}
	t26, err := trf.Read(strings.NewReader(f26))
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(t16.Players, t26.Players) || t16.TotalRounds != t26.TotalRounds || t16.InitialColour != t26.InitialColour || t16.Name != t26.Name {
		t.Errorf("the editions read back differently:\n%+v\n%+v", t16, t26)
	}
	// TRF-2026 read back and written as TRF-16 again is the TRF-16 export
	// with the TRF-2026 records kept.
	var again bytes.Buffer
	if err := trf.WriteEdition(&again, t26, trf.TRF16); err != nil {
		t.Fatal(err)
	}
	t3, err := trf.Read(&again)
	if err != nil || !reflect.DeepEqual(t3.Players, t16.Players) || t3.TotalRounds != 5 {
		t.Errorf("TRF-16 from TRF-2026: %v", err)
	}
	if code, _, _ := cli(t, "--db", db, "tournament", "export-trf", "1", "--format", "pgn"); code != exitBadInput {
		t.Errorf("--format pgn: %d", code)
	}
}
