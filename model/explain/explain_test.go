package explain

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"arbiter/engine/swiss"
	"arbiter/engine/trf"
	"arbiter/model/i18n"
)

var update = flag.Bool("update", false, "rewrite the golden checklists in testdata/")

func readTRF(t *testing.T, path string) *trf.Tournament {
	t.Helper()
	tr, err := trf.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

// boardLine and byeLine read the pairing back from the checklist's text:
// "Board N: №W … — №B …; rule …" and "Pairing-allocated bye: №N …", in
// either language.
var (
	boardLine = regexp.MustCompile(`^(?:Board|Дошка) (\d+): №(\d+) .*? — №(\d+) `)
	byeLine   = regexp.MustCompile(`^(?:Pairing-allocated bye|Вільний тур): №(\d+)`)
)

// readBack is the pairing the checklist's text states, in board order.
func readBack(text string) swiss.Pairing {
	var p swiss.Pairing
	for _, l := range strings.Split(text, "\n") {
		if m := boardLine.FindStringSubmatch(l); m != nil {
			w, _ := strconv.Atoi(m[2])
			b, _ := strconv.Atoi(m[3])
			p.Boards = append(p.Boards, swiss.Board{White: w, Black: b})
		}
		if m := byeLine.FindStringSubmatch(l); m != nil {
			p.Bye, _ = strconv.Atoi(m[1])
		}
	}
	return p
}

func format(p swiss.Pairing) string {
	var sb strings.Builder
	for _, b := range p.Boards {
		fmt.Fprintf(&sb, "%d-%d ", b.White, b.Black)
	}
	fmt.Fprintf(&sb, "bye %d", p.Bye)
	return sb.String()
}

// TestChecklistTextCorpus writes the checklist of every case of
// testdata/dutch (in Ukrainian, and every fifth in English too) and reads
// the pairing back from the text: it must be the engine's (engine/swiss
// TestCorpus: the reference engine's), boards in order, colours and bye.
// Every player also gets an answer to "why".
func TestChecklistTextCorpus(t *testing.T) {
	dir := "../../testdata/dutch"
	f, err := os.Open(filepath.Join(dir, "cases.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	n := 0
	for line := 0; sc.Scan(); line++ {
		cols := strings.Split(sc.Text(), "\t")
		if line == 0 || len(cols) < 6 || cols[5] != "pairs" {
			continue
		}
		round, _ := strconv.Atoi(cols[4])
		in := readTRF(t, filepath.Join(dir, cols[0]+".trf"))
		want, err := swiss.Pair(in, round)
		if err != nil {
			t.Fatalf("%s: %v", cols[0], err)
		}
		rep, err := NewReport(in, round, swiss.Options{}, nil, nil)
		if err != nil {
			t.Fatalf("%s: %v", cols[0], err)
		}
		langs := []i18n.Lang{i18n.Uk}
		if n%5 == 0 {
			langs = append(langs, i18n.En)
		}
		for _, l := range langs {
			if got := readBack(rep.Text(l)); format(got) != format(want) {
				t.Errorf("%s (%s): the checklist states\n %s\nthe engine paired\n %s", cols[0], l, format(got), format(want))
			}
		}
		for _, p := range rep.Checklist.Players {
			if _, err := rep.Why(p.ID, i18n.Uk); err != nil {
				t.Errorf("%s: why %d: %v", cols[0], p.ID, err)
			}
		}
		n++
	}
	if n != 197 {
		t.Errorf("%d cases with a pairing, want 197", n)
	}
}

// golden compares got with testdata/NAME (or rewrites it with -update).
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if string(want) != got {
		t.Errorf("%s differs (go test -update to rewrite):\n%s", name, got)
	}
}

// mustContain fails unless text holds every part.
func mustContain(t *testing.T, what, text string, parts ...string) {
	t.Helper()
	for _, p := range parts {
		if !strings.Contains(text, p) {
			t.Errorf("%s lacks %q:\n%s", what, p, text)
		}
	}
}
