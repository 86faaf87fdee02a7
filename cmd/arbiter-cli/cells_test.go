package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFormulaNamesFromTRF: a TRF whose player name is
// a spreadsheet formula cannot be imported into the database (exit 2,
// nothing stored), so it never reaches a printout or a TSV.
func TestFormulaNamesFromTRF(t *testing.T) {
	dir := t.TempDir()
	data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "tiebreak", "sw-n009-r05-s2101.trf"))
	if err != nil {
		t.Fatal(err)
	}
	bad := strings.Replace(string(data), fmt.Sprintf("%-33s", "Marchenko, Yuriy"), fmt.Sprintf("%-33s", `=HYPERLINK("http://x";"a")`), 1)
	if bad == string(data) {
		t.Fatal("name not found")
	}
	f := filepath.Join(dir, "formula.trf")
	os.WriteFile(f, []byte(bad), 0o644)
	db := filepath.Join(dir, "t.db")
	tcli(t, exitBadInput, "--db", db, "tournament", "import-trf", f)
	if list := tcli(t, exitOK, "--db", db, "tournament", "list"); strings.Contains(list, "sw-n009") {
		t.Errorf("tournament stored: %s", list)
	}
}

// TestPlayersTSVNeutralised: players list --format tsv writes a phone
// "+380 …" as text ('+380 …), and the file imports back unchanged.
func TestPlayersTSVNeutralised(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "a.db")
	csv := filepath.Join(dir, "p.csv")
	os.WriteFile(csv, []byte("surname,name,birth_date,gender,phone\nБойко,Ольга,01.02.2001,f,+380 50 123 45 67\n"), 0o644)
	tcli(t, exitOK, "--db", db, "players", "import", csv)
	tsv := tcli(t, exitOK, "--db", db, "players", "list", "--format", "tsv")
	if !strings.Contains(tsv, "\t'+380 50 123 45 67") {
		t.Fatalf("tsv:\n%s", tsv)
	}
	back := filepath.Join(dir, "back.tsv")
	os.WriteFile(back, []byte(tsv), 0o644)
	db2 := filepath.Join(dir, "b.db")
	tcli(t, exitOK, "--db", db2, "players", "import", back)
	if again := tcli(t, exitOK, "--db", db2, "players", "list", "--format", "tsv"); again != tsv {
		t.Errorf("re-import changed the registry:\n%s\nwant\n%s", again, tsv)
	}
}
