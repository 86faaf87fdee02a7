package team

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"arbiter/engine/tiebreak"
)

// gacruxRun is one run of FIDE TEC's calculator on a corpus file: the
// tie-break list it was given (after the primary score) and, per team,
// its rank and the values as printed.
type gacruxRun struct {
	list  []string // the codes after the first column (MPTS)
	rank  map[int]int
	mp    map[int]string   // the primary score column (MPTS)
	value map[int][]string // indexed like list
}

// readGacrux reads a .gacrux file of testdata/teams/gacrux: sections
// "# LIST" followed by tiebreakchecker.py's -dT table (make.sh).
func readGacrux(t *testing.T, path string) []gacruxRun {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var runs []gacruxRun
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "# "):
			runs = append(runs, gacruxRun{rank: map[int]int{}, mp: map[int]string{}, value: map[int][]string{}})
		case strings.HasPrefix(line, "StartNo"):
			runs[len(runs)-1].list = strings.Split(line, "\t")[3:]
		case strings.HasPrefix(line, "###"), strings.HasPrefix(line, "Check"):
			t.Fatalf("%s: %s", path, line)
		default:
			f := strings.Split(line, "\t")
			if len(f) < 3 {
				continue
			}
			id, err1 := strconv.Atoi(f[0])
			rk, err2 := strconv.Atoi(f[1])
			if err1 != nil || err2 != nil {
				t.Fatalf("%s: %q", path, line)
			}
			r := &runs[len(runs)-1]
			r.rank[id] = rk
			r.mp[id] = f[2]
			r.value[id] = f[3:]
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return runs
}

// quarters reads a printed value ("25.5", "100.75", "3") in quarter
// points.
func quarters(s string) (int, bool) {
	whole, frac, _ := strings.Cut(s, ".")
	n, err := strconv.Atoi(whole)
	if err != nil {
		return 0, false
	}
	q := 0
	switch strings.TrimRight(frac, "0") {
	case "":
	case "25":
		q = 1
	case "5":
		q = 2
	case "75":
		q = 3
	default:
		return 0, false
	}
	return 4*n + q, true
}

// rankCode: Gacrux prints these as the rank inside the tied group, not a
// value; only the ranks are compared.
func rankCode(c Code) bool { return c == DE || c == EDE || c == TBR || c == BBE }

// TestGacruxCorpus: every value and rank of FIDE TEC's calculator (Gacrux
// 1.9.57, tiebreakchecker.py, March 2026 rules) on the team corpus of
// testdata/teams/gacrux (single and double round robins with odd and even
// numbers of teams, team Swiss events with byes, absences and forfeited
// matches; made by make.sh there, with the command lines in the .gacrux
// files): MP, GP, MPvGP, WIN, BH:MP, BH:GP, the four ESB codes (with and
// without Cut-1), BC as values; DE, EDE, TBR and BBE as the ranks they
// give after the match points; and four whole lists as ranks. No
// difference is allowed.
func TestGacruxCorpus(t *testing.T) {
	compared, diffs, msgs := compareGacrux(t, nil)
	for _, m := range msgs {
		t.Error(m)
	}
	var keys []string
	for k := range compared {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	total, bad := 0, 0
	for _, k := range keys {
		total += compared[k]
		bad += diffs[k]
		t.Logf("%-45s %5d compared, %d differ", k, compared[k], diffs[k])
	}
	t.Logf("%d values and ranks, %d differ", total, bad)
}

// TestGacruxCorpusCovers: the corpus holds what each rule changes. Read
// as a team Swiss everywhere (no art. 15.2), or under the 2024 text of
// art. 16.4 (the own-score dummy), it no longer agrees with Gacrux.
func TestGacruxCorpusCovers(t *testing.T) {
	for _, c := range []struct {
		what   string
		mutate func(*Tournament)
		in     string // the files it must change
	}{
		{"round robins read as a Swiss", func(tn *Tournament) { tn.RoundRobin = false }, "rr-"},
		{"the 2024 dummy", func(tn *Tournament) { tn.Edition = tiebreak.Edition2024 }, "swiss-"},
	} {
		_, _, msgs := compareGacrux(t, c.mutate)
		n := 0
		for _, m := range msgs {
			if strings.HasPrefix(m, c.in) {
				n++
			}
		}
		if n == 0 {
			t.Errorf("%s: no difference from Gacrux in the %s files", c.what, c.in)
		}
		t.Logf("%s: %d differences", c.what, len(msgs))
	}
}

// compareGacrux ranks every corpus file (after mutate, when given) by each
// list Gacrux was run with and returns, per code, how many values and
// ranks were compared and how many differ, with a line for each
// difference.
func compareGacrux(t *testing.T, mutate func(*Tournament)) (compared, diffs map[string]int, msgs []string) {
	t.Helper()
	files, err := filepath.Glob("../../testdata/teams/gacrux/*.trf")
	if err != nil || len(files) < 30 {
		t.Fatalf("no corpus: %d files, %v", len(files), err)
	}
	compared, diffs = map[string]int{}, map[string]int{}
	for _, path := range files {
		name := strings.TrimSuffix(filepath.Base(path), ".trf")
		tn, _, err := FromTRF(readTRF(t, path), ByMP)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if mutate != nil {
			mutate(tn)
		}
		for _, run := range readGacrux(t, strings.TrimSuffix(path, ".trf")+".gacrux") {
			var list []Spec
			var cols []int // column of run.list for each spec
			ranked := true
			for k, c := range run.list {
				if c == "GPTS" {
					ranked = false // not a tie-break of Arbiter's lists: values only
					continue
				}
				sp, err := ParseSpec(c)
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				list = append(list, sp)
				cols = append(cols, k)
			}
			st, err := Rank(tn, list, Options{})
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			what := strings.Join(run.list, " ")
			for _, row := range st.Rows {
				g := run.value[row.ID]
				check := func(code string, got, want int, ok bool) {
					compared[code]++
					if !ok || got != want {
						diffs[code]++
						msgs = append(msgs, fmt.Sprintf("%s [%s] team %d %s: got %d/4, Gacrux %q", name, what, row.ID, code, got, g))
					}
				}
				q, ok := quarters(run.mp[row.ID])
				check("MP", 4*row.MP, q, ok)
				if v := run.valueOf(row.ID, "GPTS"); v != "" {
					q, ok := quarters(v)
					check("GP", 2*row.GP, q, ok)
				}
				for k, sp := range list {
					if rankCode(sp.Code) {
						continue
					}
					q, ok := quarters(g[cols[k]])
					got := 0
					if len(row.Values[k].N) > 0 {
						got = row.Values[k].N[0] * 4 / unit(sp.Code, st.Primary, 0)
					}
					check(sp.String(), got, q, ok)
				}
				if ranked {
					key := "rank " + what
					compared[key]++
					if row.Place != run.rank[row.ID] {
						diffs[key]++
						msgs = append(msgs, fmt.Sprintf("%s [%s] team %d: place %d, Gacrux rank %d", name, what, row.ID, row.Place, run.rank[row.ID]))
					}
				}
			}
		}
	}
	return compared, diffs, msgs
}

// valueOf is team id's printed value of column code ("" when absent).
func (r gacruxRun) valueOf(id int, code string) string {
	if code == "MPTS" {
		// the first column, left out of list
		return r.mp[id]
	}
	for k, c := range r.list {
		if c == code {
			return r.value[id][k]
		}
	}
	return ""
}
