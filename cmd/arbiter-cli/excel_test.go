package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The CSV for Excel: a byte-order mark, ';' between
// cells, CRLF, decimal commas; and `players import` reads it back into the
// same registry.
func TestExcelCSV(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "a.db")
	if code, _, errs := cli(t, "--db", db, "demo"); code != exitOK {
		t.Fatalf("demo: %d %s", code, errs)
	}
	out := tcli(t, exitOK, "--db", db, "players", "list", "--format", "csv")
	if !strings.HasPrefix(out, "\uFEFFsurname;name;") {
		t.Fatalf("the CSV starts %q, want the BOM and the ';'-separated header", out[:min(len(out), 40)])
	}
	lines := strings.Split(strings.TrimSuffix(out, "\r\n"), "\r\n")
	if len(lines) < 10 || strings.Contains(out, "\t") || strings.Count(out, "\n") != strings.Count(out, "\r\n") {
		t.Fatalf("%d CRLF lines; tabs or bare LFs in %q", len(lines), out[:200])
	}
	csv := filepath.Join(dir, "гравці для Excel.csv")
	if err := os.WriteFile(csv, []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}
	db2 := filepath.Join(dir, "b.db")
	if code, _, errs := cli(t, "--db", db2, "players", "import", csv); code != exitOK {
		t.Fatalf("import of the CSV: %d %s", code, errs)
	}
	if a, b := tcli(t, exitOK, "--db", db, "players", "list", "--format", "tsv"), tcli(t, exitOK, "--db", db2, "players", "list", "--format", "tsv"); a != b {
		t.Errorf("the registry read back from the CSV differs:\n%s\n---\n%s", a, b)
	}

	if code, _, errs := cli(t, "--db", db, "demo-season"); code != exitOK {
		t.Fatalf("demo-season: %d %s", code, errs)
	}
	gold := tcli(t, exitOK, "--db", db, "season", "show", "2010", "--table", "gold", "--format", "csv")
	tsv := tcli(t, exitOK, "--db", db, "season", "show", "2010", "--table", "gold", "--format", "tsv")
	first := strings.Split(strings.Split(tsv, "\n")[1], "\t")
	row := strings.Split(strings.Split(gold, "\r\n")[1], ";")
	if len(row) != len(first) {
		t.Fatalf("CSV row %q, TSV row %q", row, first)
	}
	decimals := 0
	for i := range first {
		if want := strings.Replace(first[i], ".", ",", 1); strings.Count(first[i], ".") == 1 && strings.Trim(first[i], "0123456789.") == "" {
			decimals++
			if row[i] != want {
				t.Errorf("cell %d: %q in the CSV, want %q (a decimal comma)", i, row[i], want)
			}
		}
	}
	if decimals == 0 {
		t.Errorf("the Golden Cup row %q has no decimal to check", first)
	}
}
