package tiebreak

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/engine/trf"
)

const corpusDir = "../../testdata/tiebreak"

// corpusCase is one line of testdata/tiebreak/index.tsv.
type corpusCase struct {
	name, system, start, edition string
	ranklist                     []Spec
}

func readIndex(t *testing.T) []corpusCase {
	t.Helper()
	lines := readLines(t, filepath.Join(corpusDir, "index.tsv"))
	var out []corpusCase
	for _, l := range lines[1:] {
		f := strings.Split(l, "\t")
		list, err := ParseList(f[7])
		if err != nil {
			t.Fatalf("index %s: %v", f[0], err)
		}
		out = append(out, corpusCase{name: f[0], system: f[1], start: f[4], edition: f[5], ranklist: list})
	}
	if len(out) == 0 {
		t.Fatal("empty corpus index")
	}
	return out
}

func readLines(t *testing.T, path string) []string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if sc.Text() != "" {
			out = append(out, sc.Text())
		}
	}
	return out
}

func loadCorpus(t *testing.T, name string) *Tournament {
	t.Helper()
	tt, err := trf.ReadFile(filepath.Join(corpusDir, name+".trf"))
	if err != nil {
		t.Fatal(err)
	}
	tb, err := FromTRF(tt)
	if err != nil {
		t.Fatalf("%s: FromTRF: %v", name, err)
	}
	return tb
}

// TestCorpus reproduces every cell of every testdata/tiebreak TSV for both
// editions and reports each difference as tournament, player, code, got
// and want.
func TestCorpus(t *testing.T) {
	cells, diffs := 0, 0
	for _, cc := range readIndex(t) {
		for _, ed := range []string{"2024", "2026"} {
			tb := loadCorpus(t, cc.name)
			if want := map[string]System{"swiss": Swiss, "rr": RoundRobin, "double-rr": DoubleRoundRobin}[cc.system]; tb.System != want {
				t.Errorf("%s: system %v, want %v", cc.name, tb.System, want)
			}
			if got := EditionFor(tb.StartDate).String(); got != cc.edition {
				t.Errorf("%s: EditionFor(%s) = %s, want %s", cc.name, tb.StartDate, got, cc.edition)
			}
			tb.Edition, _ = ParseEdition(ed)
			lines := readLines(t, filepath.Join(corpusDir, cc.name+"."+ed+".tsv"))
			header := strings.Split(lines[0], "\t")
			cols, err := ColumnsFor(header[1:])
			if err != nil {
				t.Fatalf("%s: header: %v", cc.name, err)
			}
			tab, err := Table(tb, cols, cc.ranklist)
			if err != nil {
				t.Fatalf("%s %s: %v", cc.name, ed, err)
			}
			rows := map[string][]string{}
			for _, r := range tab.Rows {
				rows[r[0]] = r
			}
			for _, l := range lines[1:] {
				want := strings.Split(l, "\t")
				g := rows[want[0]]
				if g == nil {
					t.Errorf("%s %s: player %s missing", cc.name, ed, want[0])
					continue
				}
				for k := 1; k < len(header); k++ {
					cells++
					if g[k] != want[k] {
						diffs++
						t.Errorf("%s (%s) player %s %s: got %s, want %s", cc.name, ed, want[0], header[k], g[k], want[k])
					}
				}
			}
		}
	}
	t.Logf("corpus: %d cells compared, %d differ", cells, diffs)
}

// TestFromTRFAbsencesColumn: a column of announced absences after the last
// paired round is not counted as a round.
func TestFromTRFAbsencesColumn(t *testing.T) {
	tt, err := trf.ReadFile(filepath.Join(corpusDir, "tec-swiss16.trf"))
	if err != nil {
		t.Fatal(err)
	}
	tt.TotalRounds = 6
	for i := range tt.Players {
		tt.Players[i].Games = append(tt.Players[i].Games, trf.Game{Colour: trf.NoColour, Result: trf.ZeroBye})
	}
	tt.Players[0].Games[5].Result = trf.HalfBye
	tb, err := FromTRF(tt)
	if err != nil {
		t.Fatal(err)
	}
	c := mustCalc(t, tb)
	if c.Rounds() != 5 || mustValue(t, c, 1, "PTS") != "3.5" {
		t.Errorf("rounds %d, points of #1 %s", c.Rounds(), mustValue(t, c, 1, "PTS"))
	}
}

// TestStandingsAfterRound: Tournament.Rounds = 3 gives the standings
// after round 3. #1: 1 + ½ + ½ = 2. #2: W, W, D, so PS 1 + 2 + 2.5 = 5.5.
// BH of #1: #9 has 0 + 0 + ½ (his round-3 bye is now a last-round bye,
// 16.2.5, a draw either way), #13 has 1.5, #2 has 2.5: 4.5.
func TestStandingsAfterRound(t *testing.T) {
	tb := loadCorpus(t, "tec-swiss16")
	tb.Rounds = 3
	c := mustCalc(t, tb)
	for _, tc := range []struct {
		id         int
		code, want string
	}{{1, "PTS", "2"}, {2, "PS", "5.5"}, {1, "BH", "4.5"}} {
		if got := mustValue(t, c, tc.id, tc.code); got != tc.want {
			t.Errorf("%s of #%d after 3 rounds = %s, want %s", tc.code, tc.id, got, tc.want)
		}
	}
}
