package main

import (
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// standingsRows reads the overall table of `tournament standings ID` (up
// to the sub-standings) as rows of cells.
func standingsRows(t *testing.T, db, id string) [][]string {
	t.Helper()
	out, _, _ := strings.Cut(tcli(t, exitOK, "--db", db, "tournament", "standings", id), "\n\n")
	var rows [][]string
	for _, l := range strings.Split(strings.TrimSpace(out), "\n")[1:] {
		rows = append(rows, strings.Split(l, "\t"))
	}
	return rows
}

// registeredNames lists the players registered for tournament id, sorted.
func registeredNames(t *testing.T, db, id string) []string {
	t.Helper()
	var names []string
	for _, r := range standingsRows(t, db, id) {
		names = append(names, r[2])
	}
	sort.Strings(names)
	return names
}

// qualifiedNames reads the player column of `tournament qualify`, sorted.
func qualifiedNames(out string) []string {
	var names []string
	lines := strings.Split(strings.TrimSpace(out), "\n")
	for _, l := range lines[1 : len(lines)-1] {
		names = append(names, strings.Split(l, "\t")[0])
	}
	sort.Strings(names)
	return names
}

// TestStageFromKnockout is seed 004 §5 end to end: the 32-player knockout
// is stopped after the 1/8 finals, and its eight quarterfinalists go into
// the stage-2 round robin of 8.
func TestStageFromKnockout(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "s5.db")
	cli := func(want int, args ...string) string { return tcli(t, want, append([]string{"--db", db}, args...)...) }
	cli(exitOK, "demo")
	cli(exitOK, "tournament", "create", "--name", "Фінал, 1-й етап", "--start", "2026-03-17", "--system", "knockout")
	args := []string{"tournament", "register", "1"}
	for i := 1; i <= 32; i++ {
		args = append(args, strconv.Itoa(i))
	}
	cli(exitOK, args...)
	// Stage 2 before stage 1 is finished: refused.
	cli(exitOK, "tournament", "create", "--name", "Фінал, 2-й етап", "--start", "2026-03-22", "--system", "round-robin",
		"--stage-of", "1", "--qualify", "top:8", "--stage-places", "8", "--tiebreaks", "SB,DE")
	if out := cli(exitBadInput, "tournament", "qualify", "2"); !strings.Contains(out, "не завершено") {
		t.Errorf("qualify before the source is finished: %s", out)
	}
	// Rounds 1 and 2 of the bracket: White wins every game.
	for r, n := 1, 16; r <= 2; r, n = r+1, n/2 {
		for p := 1; p <= n; p++ {
			cli(exitOK, "tournament", "game", "1", strconv.Itoa(r), strconv.Itoa(p), "1-0")
			cli(exitOK, "tournament", "game", "1", strconv.Itoa(r), strconv.Itoa(p), "1-0")
			cli(exitOK, "tournament", "game", "1", strconv.Itoa(r), strconv.Itoa(p), "1-0")
			cli(exitOK, "tournament", "game", "1", strconv.Itoa(r), strconv.Itoa(p), "1-0")
			cli(exitOK, "tournament", "armageddon", "1", strconv.Itoa(r), strconv.Itoa(p), "--seed", "1") // its colours by lot
			cli(exitOK, "tournament", "game", "1", strconv.Itoa(r), strconv.Itoa(p), "½-½")               // Armageddon: Black goes through
		}
	}
	cli(exitBadInput, "tournament", "finish", "1")
	cli(exitOK, "tournament", "finish", "1", "--confirm")
	var quarter []string
	for _, r := range standingsRows(t, db, "1") {
		if r[0] == "1–8" {
			quarter = append(quarter, r[2])
		}
	}
	sort.Strings(quarter)
	if len(quarter) != 8 {
		t.Fatalf("quarterfinalists %v", quarter)
	}
	// A top 6 cuts through the shared places 1–8.
	cli(exitOK, "tournament", "create", "--name", "Шістка", "--start", "2026-03-22", "--system", "round-robin",
		"--stage-of", "1", "--qualify", "top:6")
	if out := cli(exitBadInput, "tournament", "qualify", "3"); !strings.Contains(out, "1–8") {
		t.Errorf("top 6 across places 1–8: %s", out)
	}
	dry := cli(exitOK, "tournament", "qualify", "2", "--dry-run")
	if got := qualifiedNames(dry); strings.Join(got, ",") != strings.Join(quarter, ",") {
		t.Errorf("dry run %v, want %v", got, quarter)
	}
	if got := registeredNames(t, db, "2"); len(got) != 0 {
		t.Errorf("--dry-run registered %v", got)
	}
	cli(exitOK, "tournament", "qualify", "2")
	if got := registeredNames(t, db, "2"); strings.Join(got, ",") != strings.Join(quarter, ",") {
		t.Errorf("stage 2 registered %v, want the quarterfinalists %v", got, quarter)
	}
	// Filling again finds nobody new: a message, nothing changes.
	cli(exitBadInput, "tournament", "qualify", "2")
	// The stage-2 round robin pairs its 8 players.
	cli(exitOK, "tournament", "pair", "2")
}

// TestStageThresholdAndQuota: two semifinals; a final filled by a score
// threshold, one by a quota per semifinal, the limits of a stage.
func TestStageThresholdAndQuota(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "sf.db")
	cli := func(want int, args ...string) string { return tcli(t, want, append([]string{"--db", db}, args...)...) }
	cli(exitOK, "demo-tournament", "--players", "12", "--rounds", "5", "--play", "5", "--seed", "3")
	cli(exitOK, "demo-tournament", "--players", "12", "--rounds", "5", "--play", "5", "--seed", "4")
	cli(exitOK, "tournament", "finish", "1")
	cli(exitOK, "tournament", "finish", "2")
	var byScore, byQuota []string
	for _, id := range []string{"1", "2"} {
		for _, r := range standingsRows(t, db, id) {
			if p := halfPointsOf(t, r[4]); p >= 6 { // 3 points and more
				byScore = append(byScore, r[2])
			}
			if r[0] == "1" || r[0] == "2" {
				byQuota = append(byQuota, r[2])
			}
		}
	}
	sort.Strings(byScore)
	sort.Strings(byQuota)
	if len(byQuota) != 4 || len(byScore) < 2 {
		t.Fatalf("fixture: quota %v, score %v", byQuota, byScore)
	}
	cli(exitOK, "tournament", "create", "--name", "Фінал за очками", "--start", "2026-12-20", "--rounds", "5",
		"--stage-of", "1,2", "--qualify", "score:3")
	cli(exitOK, "tournament", "qualify", "3")
	if got := registeredNames(t, db, "3"); strings.Join(got, ",") != strings.Join(byScore, ",") {
		t.Errorf("by score %v, want %v", got, byScore)
	}
	cli(exitOK, "tournament", "create", "--name", "Фінал за квотою", "--start", "2026-12-21", "--rounds", "5",
		"--stage-of", "1,2", "--qualify", "top:2", "--stage-places", "4")
	cli(exitOK, "tournament", "qualify", "4")
	if got := registeredNames(t, db, "4"); strings.Join(got, ",") != strings.Join(byQuota, ",") {
		t.Errorf("by quota %v, want %v", got, byQuota)
	}
	// A quota that differs per semifinal (§17): 3 from no. 1, 2 from no. 2.
	var byQuota32 []string
	for id, n := range map[string]int{"1": 3, "2": 2} {
		for _, r := range standingsRows(t, db, id) {
			if p, err := strconv.Atoi(r[0]); err == nil && p <= n {
				byQuota32 = append(byQuota32, r[2])
			}
		}
	}
	sort.Strings(byQuota32)
	if len(byQuota32) != 5 {
		t.Fatalf("fixture: places 1–3 and 1–2 are not single places: %v", byQuota32)
	}
	cli(exitOK, "tournament", "create", "--name", "Фінал 3+2", "--start", "2026-12-21", "--rounds", "5",
		"--stage-of", "1,2", "--qualify", "top:1=3,2=2", "--stage-places", "5")
	dry := cli(exitOK, "tournament", "qualify", "5", "--dry-run")
	if got := qualifiedNames(dry); strings.Join(got, ",") != strings.Join(byQuota32, ",") {
		t.Errorf("quota 3+2, dry run %v, want %v", got, byQuota32)
	}
	cli(exitOK, "tournament", "qualify", "5")
	if got := registeredNames(t, db, "5"); strings.Join(got, ",") != strings.Join(byQuota32, ",") {
		t.Errorf("quota 3+2 registered %v, want %v", got, byQuota32)
	}
	// A per-source quota that names a tournament not among the sources,
	// or leaves a source out, is refused at creation.
	if out := cli(exitBadInput, "tournament", "create", "--name", "Х", "--start", "2026-12-24", "--rounds", "5",
		"--stage-of", "1,2", "--qualify", "top:1=3,7=2"); !strings.Contains(out, "турнір № 7") {
		t.Errorf("quota for a tournament not a source: %s", out)
	}
	if out := cli(exitBadInput, "tournament", "create", "--name", "Х", "--start", "2026-12-24", "--rounds", "5",
		"--stage-of", "1,2", "--qualify", "top:1=3"); !strings.Contains(out, "немає попереднього етапу № 2") {
		t.Errorf("quota leaving a source out: %s", out)
	}
	// More by quota than the stage takes: the message counts each source.
	cli(exitOK, "tournament", "create", "--name", "Тісно 3+2", "--start", "2026-12-23", "--rounds", "5", "--stage-of", "1,2",
		"--qualify", "top:1=3,2=2", "--stage-places", "4")
	if out := cli(exitBadInput, "tournament", "qualify", "6"); !strings.Contains(out, "з № 1 — 3, з № 2 — 2") || !strings.Contains(out, "має 4 місць") {
		t.Errorf("quota over the places: %s", out)
	}
	if got := registeredNames(t, db, "6"); len(got) != 0 {
		t.Errorf("a refused fill registered %v", got)
	}

	// Nobody reaches 6 points in 5 rounds; 4 qualifiers for 3 places;
	// a tournament that is no stage; a rule that cannot be read; a source
	// that does not exist.
	cli(exitOK, "tournament", "create", "--name", "Порожньо", "--start", "2026-12-22", "--rounds", "5", "--stage-of", "1,2", "--qualify", "score:6")
	if out := cli(exitBadInput, "tournament", "qualify", "7"); !strings.Contains(out, "не відбирає нікого") {
		t.Errorf("nobody: %s", out)
	}
	cli(exitOK, "tournament", "create", "--name", "Тісно", "--start", "2026-12-23", "--rounds", "5", "--stage-of", "1,2", "--qualify", "top:2", "--stage-places", "3")
	if out := cli(exitBadInput, "tournament", "qualify", "8"); !strings.Contains(out, "має 3 місць") {
		t.Errorf("too many: %s", out)
	}
	for _, id := range []string{"7", "8"} {
		if got := registeredNames(t, db, id); len(got) != 0 {
			t.Errorf("a refused fill registered %v", got)
		}
	}
	if out := cli(exitBadInput, "tournament", "qualify", "1"); !strings.Contains(out, "не є наступним етапом") {
		t.Errorf("not a stage: %s", out)
	}
	if out := cli(exitBadInput, "tournament", "create", "--name", "Х", "--start", "2026-12-24", "--rounds", "5", "--stage-of", "1", "--qualify", "worst:3"); !strings.Contains(out, "worst:3") {
		t.Errorf("bad rule: %s", out)
	}
	cli(exitBadInput, "tournament", "create", "--name", "Х", "--start", "2026-12-24", "--rounds", "5", "--stage-of", "99", "--qualify", "top:3")
	cli(exitBadInput, "tournament", "create", "--name", "Х", "--start", "2026-12-24", "--rounds", "5", "--qualify", "top:3")
}

// halfPointsOf reads points as the tables write them («3½», «½», «4»)
// into half-points.
func halfPointsOf(t *testing.T, s string) int {
	t.Helper()
	half := 0
	if w, ok := strings.CutSuffix(s, "½"); ok {
		s, half = w, 1
	}
	if s == "" {
		return half
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatalf("points %q", s)
	}
	return 2*n + half
}
