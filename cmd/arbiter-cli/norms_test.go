package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/model/registry"
	"arbiter/storage"
)

// normsRoundRobin stores a finished-able 10-player round robin of 4
// novices and 6 IV holders (K 4.4) in which the higher rating always
// wins: no. 1–3 (novices, 9, 8, 7 points) make the IV norm, 5½ of 9
// needed (norms.md §2's rule by hand); no. 6 (a novice, 4) does not.
func normsRoundRobin(t *testing.T, db string) {
	t.Helper()
	var ps []model.Player
	for i, title := range []string{"", "", "", "4", "4", "", "4", "4", "4", "4"} {
		ps = append(ps, model.Player{Surname: fmt.Sprintf("Гравець%02d", i+1), Name: "Тест",
			BirthDate: model.NewDate(2005, 1, 1+i), Gender: model.Male, Title: title, FIDERating: 2400 - 20*i})
	}
	playStoredRoundRobin(t, db, model.Tournament{Name: "Кваліфікаційний", StartDate: model.NewDate(2026, 5, 2),
		System: model.SystemRoundRobin}, ps)
}

// playStoredRoundRobin creates the players ps (rated apart) and, unless
// t.ID names a stored tournament, the round robin t; registers them, pairs
// it and plays every round: the higher rating always wins.
func playStoredRoundRobin(t *testing.T, db string, tr model.Tournament, ps []model.Player) {
	t.Helper()
	st, err := storage.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	app, ctx := datafile.New(st), context.Background()
	if tr.ID == 0 {
		if tr, err = app.Tournaments.CreateTournament(ctx, tr); err != nil {
			t.Fatal(err)
		}
	}
	for _, p := range ps {
		p, err := registry.New(app.App).CreatePlayer(ctx, p, model.SaveOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := app.Tournaments.Register(ctx, tr.ID, model.Registration{PlayerID: p.ID}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := app.Pairings.PairNext(ctx, tr.ID); err != nil {
		t.Fatal(err)
	}
	for r := 1; r < len(ps); r++ {
		v, err := app.Pairings.Round(ctx, tr.ID, r)
		if err != nil {
			t.Fatal(err)
		}
		for _, b := range v.Boards {
			code := "1-0"
			if b.Black.Rating > b.White.Rating {
				code = "0-1"
			}
			if err := app.Tournaments.SetResult(ctx, tr.ID, r, b.No, code, false); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func TestNormsCommands(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "n.db")
	normsRoundRobin(t, db)
	out := tcli(t, exitOK, "--db", db, "norms", "tournament", "1")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 13 || !strings.Contains(lines[0], "K 4,4") || !strings.Contains(lines[0], "неофіційна") ||
		!strings.Contains(lines[12], "Суддівську колегію не внесено") {
		t.Fatalf("norm list:\n%s", out)
	}
	for _, c := range []struct {
		line int
		want []string
	}{
		{2, []string{"1\tГравець01 Тест\t\t9\t4,4\tIV розряд 57,0%\t5½\t9\tтак"}},
		{7, []string{"6\tГравець06 Тест\t\t9\t4,4\tIV розряд 57,0%\t5½\t4\tні"}},
		{5, []string{"4\tГравець04 Тест\t4\t9\t\t\t\t6\t\t"}},
	} {
		for _, w := range c.want {
			if !strings.HasPrefix(lines[c.line], w) {
				t.Errorf("line %d %q, want %q", c.line, lines[c.line], w)
			}
		}
	}
	fin := tcli(t, exitOK, "--db", db, "tournament", "finish", "1")
	if !strings.Contains(fin, "Виконані норми:") || strings.Count(fin, "IV розряд") != 3 {
		t.Errorf("finish:\n%s", fin)
	}
	if out := tcli(t, exitOK, "--db", db, "norms", "player", "2"); !strings.Contains(out, "Кандидатських балів: 0") ||
		!strings.Contains(out, "2026-05-02\tIV розряд\tКваліфікаційний\t8/9\tK 4,4") {
		t.Errorf("player norms:\n%s", out)
	}
	tcli(t, exitOK, "--db", db, "tournament", "reopen", "1", "--confirm")
	if out := tcli(t, exitOK, "--db", db, "norms", "player", "2"); strings.Contains(out, "IV розряд") {
		t.Errorf("norms kept after reopen:\n%s", out)
	}
	tcli(t, exitBadInput, "--db", db, "norms", "player", "99")
	tcli(t, exitBadInput, "--db", db, "norms", "tournament", "x")
	tcli(t, exitBadInput, "--db", db, "norms", "nothing", "1")
}

func TestNormsTableCommand(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "s.db")
	tcli(t, exitOK, "--db", db, "season", "create", "2026")
	out, errs := tcliErr(t, exitOK, "--db", db, "norms", "table", "2026")
	if !strings.Contains(out, `"anchor_pct10": 600`) || !strings.Contains(errs, "неофіційна") {
		t.Fatalf("default table: %s %s", out, errs)
	}
	file := filepath.Join(dir, "t.json")
	os.WriteFile(file, []byte(strings.Replace(out, `"anchor_pct10": 600`, `"anchor_pct10": 650`, 1)), 0o644)
	tcli(t, exitOK, "--db", db, "norms", "table", "2026", "--set", file)
	if out, errs := tcliErr(t, exitOK, "--db", db, "norms", "table", "2026"); !strings.Contains(out, `"anchor_pct10": 650`) || errs != "" {
		t.Errorf("edited table: %s %s", out, errs)
	}
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte(strings.Replace(out, `"anchor_pct10": 600`, `"anchor_pct10": 0`, 1)), 0o644)
	if _, errs := tcliErr(t, exitBadInput, "--db", db, "norms", "table", "2026", "--set", bad); !strings.Contains(errs, "Рядок 1") {
		t.Errorf("a row without a score: %s", errs)
	}
	if out, _ := tcliErr(t, exitOK, "--db", db, "norms", "table", "2026"); !strings.Contains(out, `"anchor_pct10": 650`) {
		t.Errorf("the bad table changed the stored one: %s", out)
	}
	tcli(t, exitOK, "--db", db, "norms", "table", "2026", "--restore")
	if out, _ := tcliErr(t, exitOK, "--db", db, "norms", "table", "2026"); !strings.Contains(out, `"anchor_pct10": 600`) {
		t.Errorf("restored: %s", out)
	}
	tcli(t, exitBadInput, "--db", db, "norms", "table", "2031")
}

// TestNormsPanelCommand: `norms panel` records the judging panel, and the
// norms count only when it meets ЄСКУ (norms.md §1.1, example 7: a
// national, a 1st- and a 2nd-category judge let razryad norms count and
// not КМС; two of the 2nd category and one of the 3rd let none).
func TestNormsPanelCommand(t *testing.T) {
	db := filepath.Join(t.TempDir(), "p.db")
	normsRoundRobin(t, db)
	out := tcli(t, exitOK, "--db", db, "norms", "panel", "1", "Коваль Петро;головний суддя;НК", "Іваненко Ольга;заступник;1",
		"Бондар Ігор;секретар;2")
	for _, want := range []string{"1\tКоваль Петро\tголовний суддя\tнаціональна\n", "3\tБондар Ігор\tсекретар\tII категорія\n",
		"колегія дозволяє норми розрядів, але не КМС"} {
		if !strings.Contains(out, want) {
			t.Errorf("panel: want %q in\n%s", want, out)
		}
	}
	if out := tcli(t, exitOK, "--db", db, "norms", "tournament", "1"); strings.Count(out, "\tтак") != 3 {
		t.Errorf("example 7's panel: norms\n%s", out)
	}
	tcli(t, exitOK, "--db", db, "norms", "panel", "1", "А;;2", "Б;;2", "В;;3")
	out = tcli(t, exitOK, "--db", db, "norms", "tournament", "1")
	if strings.Contains(out, "\tтак") || !strings.Contains(out, "ЄСКУ") {
		t.Errorf("a short panel lets a norm count:\n%s", out)
	}
	// bad input changes nothing
	for _, bad := range [][]string{{"Г;;IV"}, {";суддя;1"}, {"Г;;1", "--clear"}, {"a;b;1;x"}} {
		tcli(t, exitBadInput, append([]string{"--db", db, "norms", "panel", "1"}, bad...)...)
	}
	if out := tcli(t, exitOK, "--db", db, "norms", "panel", "1"); !strings.Contains(out, "1\tА\t\tII категорія") {
		t.Errorf("after refusals:\n%s", out)
	}
	fin := tcli(t, exitOK, "--db", db, "tournament", "finish", "1")
	if strings.Contains(fin, "IV розряд") || !strings.Contains(fin, "не дозволяє жодної норми") {
		t.Errorf("finish with a short panel:\n%s", fin)
	}
	tcli(t, exitBadInput, "--db", db, "norms", "panel", "1", "--clear") // finished: reopen first
	tcli(t, exitOK, "--db", db, "tournament", "reopen", "1", "--confirm")
	if out := tcli(t, exitOK, "--db", db, "norms", "panel", "1", "--clear"); !strings.Contains(out, "не внесено") {
		t.Errorf("cleared:\n%s", out)
	}
}
