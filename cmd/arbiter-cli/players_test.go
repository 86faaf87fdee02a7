package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// cli runs arbiter-cli with args and returns the exit code and both streams.
func cli(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(args, strings.NewReader(""), &out, &errb)
	return code, out.String(), errb.String()
}

func TestPlayersImportAndList(t *testing.T) {
	db := filepath.Join(t.TempDir(), "arbiter.db")
	code, out, errs := cli(t, "--db", db, "players", "import", "../../testdata/players/good.csv")
	if code != exitOK || !strings.Contains(out, "4") {
		t.Fatalf("import good.csv: exit %d, out %q, err %q", code, out, errs)
	}
	code, out, errs = cli(t, "--db", db, "players", "import", "../../testdata/players/good-1251.csv")
	if code != exitOK {
		t.Fatalf("import good-1251.csv: exit %d, %q", code, errs)
	}
	code, out, _ = cli(t, "--db", db, "players", "list", "--format", "tsv")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != exitOK || len(lines) != 8 {
		t.Fatalf("list tsv: exit %d, %d lines:\n%s", code, len(lines), out)
	}
	if !strings.HasPrefix(lines[0], "surname\tname\tpatronymic\tlatin_name\tbirth_date") {
		t.Errorf("tsv header %q", lines[0])
	}
	// Ukrainian order: Ґонта (ґ after г) first, Д'Аламбер next, Ярошенко last.
	if !strings.HasPrefix(lines[1], "Ґонта\tЄва") || !strings.HasPrefix(lines[2], "Д'Аламбер") || !strings.HasPrefix(lines[7], "Ярошенко") {
		t.Errorf("order:\n%s", out)
	}
	want := "Коваленко\tІван\tПетрович\tKovalenko, Ivan\t2012-03-05\tm\tUKR\t2\t34100001\t1450\t1500\t0\t\tДЮСШ «Шахіст»\tКиїв\t\tҐалаґан Олег Євгенович\tКиїв\t+380501234567\tivan@example.com"
	if !strings.Contains(out, want+"\n") {
		t.Errorf("tsv lacks the full Коваленко line:\n%s", out)
	}
	code, out, _ = cli(t, "--db", db, "players", "list", "--search", "п’ят")
	if code != exitOK || !strings.Contains(out, "Пʼятниця Ярина") || strings.Contains(out, "Коваленко") {
		t.Errorf("list --search: exit %d\n%s", code, out)
	}
	// The TSV output imports again (into a new file) unchanged.
	tsv := filepath.Join(t.TempDir(), "export.tsv")
	_, full, _ := cli(t, "--db", db, "players", "list", "--format", "tsv")
	if err := os.WriteFile(tsv, []byte(full), 0o644); err != nil {
		t.Fatal(err)
	}
	db2 := filepath.Join(t.TempDir(), "copy.db")
	if code, _, errs := cli(t, "--db", db2, "players", "import", tsv); code != exitOK {
		t.Fatalf("re-import of the tsv: %d %s", code, errs)
	}
	if _, again, _ := cli(t, "--db", db2, "players", "list", "--format", "tsv"); again != full {
		t.Errorf("round trip differs:\n%s\n---\n%s", again, full)
	}
}

func TestPlayersImportBadFileImportsNothing(t *testing.T) {
	db := filepath.Join(t.TempDir(), "arbiter.db")
	code, _, errs := cli(t, "--db", db, "players", "import", "../../testdata/players/bad.csv")
	if code != exitBadInput {
		t.Fatalf("exit %d, want %d", code, exitBadInput)
	}
	for _, line := range []string{"2", "3", "4", "5", "6", "8", "9", "10"} {
		if !strings.Contains(errs, "bad.csv:"+line+": ") {
			t.Errorf("line %s not reported:\n%s", line, errs)
		}
	}
	for _, good := range []string{"bad.csv:7:", "bad.csv:11:"} {
		if strings.Contains(errs, good) {
			t.Errorf("good line reported as bad: %s", good)
		}
	}
	if _, out, _ := cli(t, "--db", db, "players", "list", "--format", "tsv"); strings.Count(out, "\n") != 1 {
		t.Errorf("nothing may be imported, list:\n%s", out)
	}
}

func TestPlayersBadArguments(t *testing.T) {
	db := filepath.Join(t.TempDir(), "arbiter.db")
	for _, args := range [][]string{
		{"players"}, {"players", "frobnicate"}, {"players", "import"}, {"players", "import", "a.csv", "b.csv"},
		{"players", "import", filepath.Join(t.TempDir(), "missing.csv")}, {"players", "list", "--format", "xml"},
	} {
		if code, _, errs := cli(t, append([]string{"--db", db}, args...)...); code != exitBadInput || errs == "" {
			t.Errorf("%v: exit %d, stderr %q", args, code, errs)
		}
	}
}

func TestDBFlagRefusesForeignFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "notes.txt")
	content := []byte("це не база даних\n")
	if err := os.WriteFile(path, content, 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs := cli(t, "--db", path, "players", "list")
	if code != exitBadInput || !strings.Contains(errs, "не є базою даних") {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(after, content) {
		t.Error("refused file changed")
	}
}
