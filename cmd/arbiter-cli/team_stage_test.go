package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// teamCLI runs arbiter-cli on db, failing the test on an unexpected exit.
type teamCLI struct {
	t  *testing.T
	db string
}

func (c teamCLI) run(want int, args ...string) (string, string) {
	c.t.Helper()
	code, out, errs := runCLI(append([]string{"--db", c.db}, args...)...)
	if code != want {
		c.t.Fatalf("%v: exit %d, want %d: %s%s", args, code, want, out, errs)
	}
	return out, errs
}

// teams creates one-board teams named names in tournament t, the n-th
// with registry player first+n, and returns nothing: team n is number n.
func (c teamCLI) teams(t string, first int, names ...string) {
	for i, n := range names {
		c.run(exitOK, "team", "create", t, n)
		c.run(exitOK, "team", "add", t, n, fmt.Sprint(first+i))
	}
}

// play pairs and plays rounds from..to of t: every team fields its player and the
// lower team number wins board 1 (White is the first-named team). Team
// names end in their number («К3»).
func (c teamCLI) play(t string, from, to int) {
	c.t.Helper()
	for r := from; r <= to; r++ {
		c.run(exitOK, "team", "pair", t)
		out, _ := c.run(exitOK, "team", "matches", t, "--round", fmt.Sprint(r))
		for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
			f := strings.Split(line, "\t")
			home, away := f[1], f[2]
			list, _ := c.run(exitOK, "team", "list", t)
			for _, side := range []string{home, away} {
				for _, l := range strings.Split(list, "\n") {
					if g := strings.Split(l, "\t"); len(g) == 3 && g[1] == side {
						c.run(exitOK, "team", "lineup", t, fmt.Sprint(r), side, g[2])
					}
				}
			}
			code := "1"
			if away[len(away)-1] < home[len(home)-1] {
				code = "0"
			}
			c.run(exitOK, "team", "result", t, fmt.Sprint(r), home, "1", code)
		}
	}
}

// TestTeamSwissFinishAndStage: the seed 004 §19 chain from the command
// line. A team Swiss of four one-board teams over three rounds meets
// every pair once; the lower number wins each match, so К1 has 6 match
// points, К2 4, К3 2, К4 0 (2 a win, C.07 art. 11.1.1). `tournament
// finish` on it lists places 1–3 (before, «Жоден тур не зіграно» after
// three played rounds); a team round robin `--stage-of 1 --qualify top:3`
// takes К1–К3 with their members and plays. The Swiss exports as TRF-2026
// with its team records and publishes as a site.
func TestTeamSwissFinishAndStage(t *testing.T) {
	c := teamCLI{t: t, db: filepath.Join(t.TempDir(), "s.db")}
	c.run(exitOK, "demo")
	c.run(exitOK, "tournament", "create", "--system", "team-swiss", "--boards", "1", "--rounds", "3", "--name", "Відбір", "--start", "2010-12-01")
	c.teams("1", 1, "К1", "К2", "К3", "К4")
	if _, errs := c.run(exitBadInput, "tournament", "finish", "1"); !strings.Contains(errs, "Жоден тур не зіграно") {
		t.Fatalf("finish before round 1: %s", errs)
	}
	c.play("1", 1, 2)
	if _, errs := c.run(exitBadInput, "tournament", "finish", "1"); !strings.Contains(errs, "Зіграно турів: 2 з 3") {
		t.Fatalf("finish after 2 of 3 rounds: %s", errs)
	}
	c.play("1", 3, 3)

	// the stage cannot take a tournament that is not finished
	c.run(exitOK, "tournament", "create", "--system", "team-round-robin", "--boards", "1", "--name", "Фінал", "--start", "2010-12-10",
		"--stage-of", "1", "--qualify", "top:3")
	if _, errs := c.run(exitBadInput, "tournament", "qualify", "2"); !strings.Contains(errs, "ще не завершено") {
		t.Fatalf("qualify from an open tournament: %s", errs)
	}
	fin, _ := c.run(exitOK, "tournament", "finish", "1")
	if want := "Турнір завершено. Дипломи:\n1\tК1\t6\n2\tК2\t4\n3\tК3\t2\n"; fin != want {
		t.Fatalf("finish\n got %q\nwant %q", fin, want)
	}
	if _, errs := c.run(exitBadInput, "team", "result", "1", "3", "К1", "1", "="); !strings.Contains(errs, "завершено") {
		t.Fatalf("a result after finishing: %s", errs)
	}
	dry, _ := c.run(exitOK, "tournament", "qualify", "2", "--dry-run")
	if !strings.Contains(dry, "К1\t1\t1\t6 МО\t1\tмісце\n") || !strings.Contains(dry, "К3\t1\t3\t2 МО\t1\tмісце\n") || strings.Contains(dry, "К4") {
		t.Fatalf("dry run:\n%s", dry)
	}
	c.run(exitOK, "tournament", "qualify", "2")
	if l, _ := c.run(exitOK, "team", "list", "2"); l != "1\tК1\t1\n2\tК2\t2\n3\tК3\t3\n" {
		t.Fatalf("the final's teams:\n%s", l)
	}
	if _, errs := c.run(exitBadInput, "tournament", "qualify", "2"); !strings.Contains(errs, "уже є в етапі") {
		t.Fatalf("second qualify: %s", errs)
	}
	c.run(exitOK, "team", "pair", "2") // the final plays
	// reopened, the Swiss changes again and the final keeps its teams
	c.run(exitOK, "tournament", "reopen", "1", "--confirm")
	c.run(exitOK, "team", "result", "1", "3", "К1", "1", "1")

	// the Swiss as TRF-2026 with its team records, and as a web site
	trf, _ := c.run(exitOK, "tournament", "export-trf", "1")
	for _, rec := range []string{"192 FIDE_TEAM_MP_GP\n", "352 W\n", "310   1 K1 ", "310   4 K4 "} {
		if !strings.Contains(trf, rec) {
			t.Errorf("export-trf lacks %q:\n%s", rec, trf)
		}
	}
	if _, errs := c.run(exitBadInput, "tournament", "export-trf", "1", "--format", "trf16"); !strings.Contains(errs, "TRF-2026") {
		t.Errorf("a team tournament as TRF-16: %s", errs)
	}
	site := filepath.Join(t.TempDir(), "site")
	if out, _ := c.run(exitOK, "publish", "--tournament", "1", "--out", site); !strings.Contains(out, "index.html") {
		t.Errorf("publish: %s", out)
	}
	if b, err := os.ReadFile(filepath.Join(site, "uk", "round-3.html")); err != nil || !strings.Contains(string(b), "Тур 3: Матчі") {
		t.Errorf("the site's round 3: %v", err)
	}
}

// TestTeamPromote: §18 from the command line. Group A, a round robin of
// four teams, and group B of three, the lower number winning every match
// (А1 6 MP, А2 4; Б1 4): `team promote A B --stay 2 --up 1` makes group A
// of next season with А1, А2 and Б1; refused while group B is open.
func TestTeamPromote(t *testing.T) {
	c := teamCLI{t: t, db: filepath.Join(t.TempDir(), "p.db")}
	c.run(exitOK, "demo")
	c.run(exitOK, "tournament", "create", "--system", "team-round-robin", "--boards", "1", "--name", "Група А 2009", "--start", "2009-10-01")
	c.run(exitOK, "tournament", "create", "--system", "team-round-robin", "--boards", "1", "--name", "Група Б 2009", "--start", "2009-10-01")
	c.teams("1", 1, "А1", "А2", "А3", "А4")
	c.teams("2", 11, "Б1", "Б2", "Б3")
	c.play("1", 1, 3)
	c.play("2", 1, 3) // 3 teams: each has one bye
	c.run(exitOK, "tournament", "finish", "1")
	promote := []string{"team", "promote", "1", "2", "--name", "Група А 2010", "--start", "2010-10-01", "--stay", "2", "--up", "1"}
	if _, errs := c.run(exitBadInput, promote...); !strings.Contains(errs, "«Група Б 2009» (№ 2) ще не завершено") {
		t.Fatalf("promote from an open group B: %s", errs)
	}
	c.run(exitOK, "tournament", "finish", "2")
	out, _ := c.run(exitOK, promote...)
	if !strings.HasPrefix(out, "3\tГрупа А 2010\n") || !strings.Contains(out, "А2\t1\t2\t4 МО") || !strings.Contains(out, "Б1\t2\t1\t4 МО") {
		t.Fatalf("promote:\n%s", out)
	}
	if l, _ := c.run(exitOK, "team", "list", "3"); l != "1\tА1\t1\n2\tА2\t2\n3\tБ1\t11\n" {
		t.Fatalf("group A 2010:\n%s", l)
	}
	if _, errs := c.run(exitBadInput, "team", "promote", "1", "1", "--name", "X", "--start", "2010-10-01"); !strings.Contains(errs, "той самий турнір") {
		t.Fatalf("groups A and B the same: %s", errs)
	}
}
