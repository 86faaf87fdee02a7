package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Through `arbiter-cli print pairings --trf`: two players
// whose shortened names would both read «Savchenko-Zabolotna Y.» keep their
// given names, and each line shows the starting number. The long double
// surname prints whole (smaller on its line if need be), never cut, and
// without the TRF's comma: «Savchenko-Zabolotna Yuliia».
func TestPrintPairingsTellsNamesakesApart(t *testing.T) {
	b, err := os.ReadFile(printSwiss)
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(b), "Levchenko, Denys                 ", "Savchenko-Zabolotna, Yuliia      ", 1)
	text = strings.Replace(text, "Savchenko, Natalia               ", "Savchenko-Zabolotna, Yurii       ", 1)
	if strings.Count(text, "Savchenko-Zabolotna") != 2 {
		t.Fatal("the fixture's names were not replaced")
	}
	dir := t.TempDir()
	in, out := filepath.Join(dir, "namesakes.trf"), filepath.Join(dir, "r1.pdf")
	if err := os.WriteFile(in, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, stderr := runPrintCLI("print", "pairings", "--trf", in, "--round", "1", "-o", out); code != exitOK {
		t.Fatalf("print pairings: exit %d, %s", code, stderr)
	}
	pdftotext, err := exec.LookPath("pdftotext")
	if err != nil {
		t.Fatalf("pdftotext not found (%v): `make test` installs poppler-utils", err)
	}
	got, err := exec.Command(pdftotext, "-layout", "-enc", "UTF-8", out, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, l := range strings.Split(string(got), "\n") {
		if strings.Contains(l, "Savchen") {
			lines = append(lines, l)
		}
	}
	if len(lines) != 2 {
		t.Fatalf("%d lines name a Savchenko, want 2:\n%s", len(lines), got)
	}
	for i, want := range []string{"Yuliia", "Yurii"} {
		l := lines[i]
		if !strings.Contains(l, want) || strings.Contains(l, "Zabolotna Y.") {
			t.Errorf("line %q does not keep the given name %s", l, want)
		}
		if !strings.Contains(l, "Savchenko-Zabolotna "+want) || strings.Contains(l, "…") || strings.Contains(l, ",") {
			t.Errorf("line %q: the surname is cut or keeps the TRF's comma", l)
		}
		if !regexp.MustCompile(`\s` + []string{"1", "2"}[i] + `\s+Savchen`).MatchString(l) {
			t.Errorf("line %q: the starting number %d does not stand before the name", l, i+1)
		}
	}
}
