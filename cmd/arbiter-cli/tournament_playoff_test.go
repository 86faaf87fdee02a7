package main

import (
	"context"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/storage"
)

// rr4CLI makes a 4-player round robin from the command line with rule
// (playoff-rule options) and plays it: no. 1 and no. 2 draw and beat no. 3
// and no. 4, who draw (Berger table for 4: 1-4 2-3; 4-3 1-2; 2-4 3-1).
func rr4CLI(t *testing.T, rule ...string) string {
	db := filepath.Join(t.TempDir(), "po.db")
	tcli(t, exitOK, "--db", db, "demo")
	tcli(t, exitOK, "--db", db, "tournament", "create", "--name", "Фінал бліц", "--start", "2026-08-29", "--system", "round-robin", "--tiebreaks", "SB,WIN")
	tcli(t, exitOK, "--db", db, "tournament", "register", "1", "1", "2", "3", "4")
	tcli(t, exitOK, "--db", db, "tournament", "pair", "1")
	tcli(t, exitOK, append([]string{"--db", db, "tournament", "playoff-rule", "1"}, rule...)...)
	for _, r := range [][3]string{{"1", "1", "1-0"}, {"1", "2", "1-0"}, {"2", "1", "="}, {"2", "2", "="}, {"3", "1", "1-0"}, {"3", "2", "0-1"}} {
		tcli(t, exitOK, "--db", db, "tournament", "result", "1", r[0], r[1], r[2])
	}
	return db
}

// TestCLIPlayoffArmageddon: seed 004 §11 final — two tied for first play
// one game, a draw is a win for Black; three or more would go by the
// tie-breaks. Bad input changes nothing; finishing waits for the game.
func TestCLIPlayoffArmageddon(t *testing.T) {
	db := rr4CLI(t, "--places", "1", "--form", "armageddon")
	c := func(want int, args ...string) string {
		return tcli(t, want, append([]string{"--db", db, "tournament"}, args...)...)
	}
	out := c(exitOK, "playoff", "1")
	if !strings.Contains(out, "Місця 1–2, армагедон") || !strings.Contains(out, "Ще не зіграно") {
		t.Fatalf("playoff:\n%s", out)
	}
	if out := c(exitOK, "standings", "1"); !strings.Contains(out, "1–2\t1\t") || !strings.Contains(out, "3–4\t3\t") {
		t.Fatalf("standings before:\n%s", out)
	}
	if out := c(exitBadInput, "finish", "1", "--confirm"); !strings.Contains(out, "Місця 1–2 ще не визначено") {
		t.Fatalf("finish pending:\n%s", out)
	}
	if out := c(exitBadInput, "playoff-game", "1", "3", "4", "1-0"); !strings.Contains(out, "не ділять місця") {
		t.Errorf("not tied for place 1 (the rule names place 1 only):\n%s", out)
	}
	if out := c(exitBadInput, "playoff-game", "1", "1", "2", "1:0:0"); !strings.Contains(out, "не результат") {
		t.Errorf("bad result:\n%s", out)
	}
	if out := c(exitBadInput, "playoff-undo", "1"); !strings.Contains(out, "не записано") {
		t.Errorf("undo with nothing:\n%s", out)
	}
	// the colour by lot: seed 5 gives the pair's first-named number 2
	// (`arbiter-cli lot --players 2 --seed 5` prints «1 2»), so no. 2 has White
	if out := c(exitOK, "playoff-lot", "1", "1", "2", "--seed", "5"); !strings.Contains(out, "Жереб (ключ 5): білі № 2, чорні № 1") {
		t.Errorf("playoff-lot:\n%s", out)
	}
	if out := tcli(t, exitOK, "lot", "--players", "2", "--seed", "5"); !strings.HasPrefix(out, "1 2\n") {
		t.Errorf("lot --players 2 --seed 5: %q", out)
	}
	c(exitBadInput, "playoff-lot", "1", "1", "3")
	// no. 2 White, no. 1 Black: a draw, no. 1 wins (§11)
	if out := c(exitOK, "playoff-game", "1", "2", "1", "½-½"); !strings.Contains(out, "1 місце — Ковальський Пйотр (за результатом армагедону)") {
		t.Fatalf("Armageddon drawn:\n%s", out)
	}
	if out := c(exitBadInput, "playoff-game", "1", "1", "2", "1-0"); !strings.Contains(out, "уже вирішено") {
		t.Errorf("a game after the decision:\n%s", out)
	}
	out = c(exitOK, "standings", "1")
	if !strings.Contains(out, "1\t1\tКовальський") || !strings.Contains(out, "2\t2\tБеридзе") || !strings.Contains(out, "за результатом армагедону") {
		t.Fatalf("standings after:\n%s", out)
	}
	if out := c(exitOK, "finish", "1"); !strings.Contains(out, "1\tКовальський Пйотр") || !strings.Contains(out, "2\tБеридзе Ніно") {
		t.Fatalf("finish:\n%s", out)
	}
	// the standings printout marks the places and lists the game
	pdfPath := filepath.Join(filepath.Dir(db), "st.pdf")
	tcli(t, exitOK, "--db", db, "print", "standings", "--tournament", "1", "-o", pdfPath)
	text := strings.Join(strings.Fields(strings.Join(pdfPages(t, pdfPath), " ")), " ") // lines wrap
	for _, want := range []string{"1*", "2*", "* Місця за результатом додаткових партій:", "Місця 1–2, армагедон: Ковальський Пйотр — Беридзе Ніно",
		"1) Беридзе Ніно — Ковальський Пйотр ½-½", "1 місце — Ковальський Пйотр (за результатом армагедону)"} {
		if !strings.Contains(text, want) {
			t.Errorf("the standings PDF lacks %q:\n%s", want, text)
		}
	}
	// the diplomas follow the places the Armageddon set
	dipPath := filepath.Join(filepath.Dir(db), "d.pdf")
	tcli(t, exitOK, "--db", db, "print", "diplomas", "--tournament", "1", "-o", dipPath)
	pages := pdfPages(t, dipPath)
	if len(pages) < 2 || !strings.Contains(pages[0], "Ковальськ") || !strings.Contains(pages[1], "Беридзе") {
		t.Errorf("diplomas: %q", pages)
	}
}

// TestCLIPlayoffMatchToTwoWins: seed 004 §11 semifinals, «матч до 2-х
// побед»; draws count for nobody; undo takes the last game back.
func TestCLIPlayoffMatchToTwoWins(t *testing.T) {
	db := rr4CLI(t, "--form", "match2")
	c := func(want int, args ...string) string {
		return tcli(t, want, append([]string{"--db", db, "tournament"}, args...)...)
	}
	c(exitOK, "playoff-game", "1", "1", "2", "1-0")
	if out := c(exitOK, "playoff-game", "1", "2", "1", "1-0"); !strings.Contains(out, "перемог 1:1") || !strings.Contains(out, "Далі: № 1 (білі) — № 2 (чорні)") {
		t.Fatalf("1:1:\n%s", out)
	}
	c(exitOK, "playoff-game", "1", "1", "2", "1/2-1/2")
	c(exitOK, "playoff-game", "1", "2", "1", "0-1") // a typing error
	if out := c(exitOK, "playoff-undo", "1"); !strings.Contains(out, "перемог 1:1") {
		t.Fatalf("undo:\n%s", out)
	}
	if out := c(exitOK, "playoff-game", "1", "2", "1", "1-0"); !strings.Contains(out, "1 місце — Беридзе Ніно (за результатом матчу до двох перемог)") {
		t.Fatalf("2:1:\n%s", out)
	}
	c(exitBadInput, "playoff-game", "1", "1", "2", "1-0")
	if out := c(exitOK, "finish", "1"); !strings.Contains(out, "1\tБеридзе Ніно") {
		t.Fatalf("finish:\n%s", out)
	}
}

// TestCLIPlayoffExtraMatch: seed 004 §3, §19 for an individual Swiss. The
// field (9 players, no. 2 with a requested half-point bye in round 1 and
// kept apart from no. 1) is made through the model, as the command line
// has no requested byes; the extra match is then set, played and finished
// from the command line.
func TestCLIPlayoffExtraMatch(t *testing.T) {
	db := filepath.Join(t.TempDir(), "x.db")
	tcli(t, exitOK, "--db", db, "demo")
	st, err := storage.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	app, ctx := datafile.New(st), context.Background()
	tr, err := app.Tournaments.CreateTournament(ctx, model.Tournament{Name: "Кубок", StartDate: model.NewDate(2026, 5, 2), Rounds: 3, TieBreaks: "BH,WIN"})
	if err != nil {
		t.Fatal(err)
	}
	for pid := model.PlayerID(1); pid <= 9; pid++ {
		r := model.Registration{PlayerID: pid}
		if _, err := app.Tournaments.Register(ctx, tr.ID, r); err != nil {
			t.Fatal(err)
		}
	}
	ps, _ := app.Tournaments.Participants(ctx, tr.ID)
	var first, second model.Entry
	for _, p := range ps {
		switch p.Entry.StartNo {
		case 1:
			first = p.Entry
		case 2:
			second = p.Entry
		}
	}
	second.Byes = map[int]trf.Result{1: trf.HalfBye}
	if _, err := app.Tournaments.UpdateRegistration(ctx, tr.ID, second); err != nil {
		t.Fatal(err)
	}
	if err := app.Pairings.SetForbiddenPairs(ctx, tr.ID, [][2]model.PlayerID{{first.PlayerID, second.PlayerID}}); err != nil {
		t.Fatal(err)
	}
	st.Close()
	c := func(want int, args ...string) string {
		return tcli(t, want, append([]string{"--db", db, "tournament"}, args...)...)
	}
	c(exitOK, "playoff-rule", "1", "--extra-match")
	for r := 1; r <= 3; r++ { // no. 1 and no. 2 win every game, the rest draw
		out := c(exitOK, "pair", "1")
		for _, line := range strings.Split(out, "\n") {
			f := strings.Fields(line)
			if len(f) < 3 || f[2] == "" || !strings.Contains(line, "–") {
				continue
			}
			board, w := f[0], f[1]
			var b string
			for i, x := range f {
				if x == "–" && i+1 < len(f) {
					b = f[i+1]
				}
			}
			code := "="
			switch {
			case w == "1" || w == "2":
				code = "1-0"
			case b == "1" || b == "2":
				code = "0-1"
			}
			c(exitOK, "result", "1", strconv.Itoa(r), board, code)
		}
	}
	out := c(exitOK, "playoff", "1")
	if !strings.Contains(out, "Додатковий матч за 1 місце") || !strings.Contains(out, "(2 місце, виграв усі партії)") {
		t.Fatalf("playoff:\n%s", out)
	}
	if out := c(exitBadInput, "finish", "1"); !strings.Contains(out, "має право на додатковий матч") {
		t.Fatalf("finish without the extra match:\n%s", out)
	}
	if out := c(exitOK, "playoff-game", "1", "2", "1", "1-0"); !strings.Contains(out, "за результатом додаткового матчу за 1 місце") {
		t.Fatalf("extra match:\n%s", out)
	}
	c(exitOK, "finish", "1")
	std := c(exitOK, "standings", "1")
	if !strings.Contains(std, "\n1\t2\t") || !strings.Contains(std, "\n2\t1\t") {
		t.Fatalf("standings: the challenger (no. 2) first:\n%s", std)
	}
}
