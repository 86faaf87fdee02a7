package web

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"arbiter/model"
	"arbiter/model/registry"
	"arbiter/model/teams"
	"arbiter/storage"
)

// teamEvent stores a team round robin of three one-board teams «Альфа»,
// «Бета», «Гамма» and plays it: three rounds, each with one match and
// one team's bye; the first-named team's player (White) wins every game. The standings after the last round and each round's page
// are checked against what was typed, not against the program's output.
func teamEvent(t *testing.T) (*teams.Service, model.TournamentID) {
	t.Helper()
	st, err := storage.Open(filepath.Join(t.TempDir(), "web.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	ctx, app, svc := context.Background(), model.NewApp(st.Model()), teams.New(st.Teams())
	tn, err := svc.CreateTournament(ctx, model.Tournament{Name: "Командний <кубок>", System: teams.SystemRoundRobin,
		StartDate: model.NewDate(2010, time.December, 1), Venue: "Київ"}, teams.Options{Boards: 1, NoShowGP: -1, ByeGP: -1})
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []string{"Альфа", "Бета", "Гамма"} {
		p, err := registry.New(app).CreatePlayer(ctx, model.Player{Surname: "Гравець" + n, Name: "Іван", Gender: model.Male,
			BirthDate: model.NewDate(2000, 1, 1)}, model.SaveOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := svc.CreateTeam(ctx, tn.ID, teams.Team{Name: n, Members: []teams.Member{{Player: p.ID}}}, false); err != nil {
			t.Fatal(err)
		}
	}
	for {
		r, ms, err := svc.Pair(ctx, tn.ID)
		if err != nil {
			break
		}
		v, _ := svc.View(ctx, tn.ID, "")
		for _, m := range ms {
			if m.Away == 0 {
				continue
			}
			for _, side := range []teams.TeamID{m.Home, m.Away} {
				if err := svc.SetLineup(ctx, tn.ID, r, side, []model.PlayerID{v.TeamByID(side).Members[0].Player}, false); err != nil {
					t.Fatal(err)
				}
			}
			if err := svc.SetResult(ctx, tn.ID, r, m.Home, 1, "1"); err != nil {
				t.Fatal(err)
			}
		}
	}
	return svc, tn.ID
}

// TestTeamSite: a team tournament's site has the index with the team
// standings, a page a round with its matches (score, boards, the bye),
// the crosstable and the teams, in Ukrainian and English, and the name
// escaped; the team a round robin leaves without a match is named.
func TestTeamSite(t *testing.T) {
	svc, id := teamEvent(t)
	site, err := GatherTeams(context.Background(), svc, id)
	if err != nil {
		t.Fatal(err)
	}
	if len(site.Rounds) != 3 {
		t.Fatalf("%d rounds gathered, want 3", len(site.Rounds))
	}
	dir := t.TempDir()
	if err := WriteTeams(dir, site); err != nil {
		t.Fatal(err)
	}
	read := func(name string) string { return readPage(t, dir, name) }
	// every team played two matches, won once as the first-named team and
	// lost once: 2 match points and 1 game point each, all three tied
	for name, wants := range map[string][]string{
		"index.html":         {"Командний &lt;кубок&gt;", `href="uk/index.html"`},
		"uk/index.html":      {"Таблиця після туру 3", "<td class=\"name\">Альфа</td><td class=\"n\">2</td><td class=\"n\">1</td>", "МО — матчеві очки", "Дати: 01.12.2010"},
		"uk/round-1.html":    {"Тур 1: Матчі", "1–0", `href="round-2.html"`},
		"uk/crosstable.html": {"Кростаблиця", "1–0", "0–1", "×"},
		"uk/teams.html":      {"1. Альфа", "ГравецьАльфа Іван"},
		"en/round-2.html":    {"Round 2: Matches", "Standings after round 2", `href="../uk/round-2.html"`},
	} {
		got := read(name)
		for _, w := range wants {
			if !strings.Contains(got, w) {
				t.Errorf("%s lacks %q", name, w)
			}
		}
	}
	for r := 1; r <= 3; r++ {
		if got := read(filepath.Join("uk", "round-"+string(rune('0'+r))+".html")); !strings.Contains(got, "Не грає в цьому турі: ") {
			t.Errorf("round %d names no team without a match", r)
		}
	}
	// a link where uk/ belongs is refused, nothing written
	bad := t.TempDir()
	if err := os.Symlink(t.TempDir(), filepath.Join(bad, "uk")); err != nil {
		t.Skip(err)
	}
	if err := WriteTeams(bad, site); err == nil || !strings.Contains(err.Error(), "symbolic link") {
		t.Fatalf("a link for uk/: %v", err)
	}
}
