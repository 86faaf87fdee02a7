package teams_test

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"arbiter/engine/team"
	"arbiter/model"
	"arbiter/model/registry"
	"arbiter/model/teams"
	"arbiter/model/tournaments"
	"arbiter/storage"
)

type fixture struct {
	t     *testing.T
	ctx   context.Context
	path  string
	st    *storage.DB
	app   *model.App
	tours *tournaments.Services // the tournament services on app
	svc   *teams.Service
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	path := filepath.Join(t.TempDir(), "teams.db")
	st, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	app := model.NewApp(st.Model())
	return &fixture{t: t, ctx: context.Background(), path: path, st: st, app: app, tours: tournaments.New(app), svc: teams.New(st.Teams())}
}

// player creates a registry player.
func (f *fixture) player(surname string, g model.Gender, born int, club model.ClubID) model.PlayerID {
	f.t.Helper()
	p, err := registry.New(f.app).CreatePlayer(f.ctx, model.Player{Surname: surname, Name: "Тест", Gender: g,
		BirthDate: model.NewDate(born, time.March, 1), ClubID: club}, model.SaveOptions{})
	if err != nil {
		f.t.Fatalf("CreatePlayer %s: %v", surname, err)
	}
	return p.ID
}

func (f *fixture) club(name string) model.ClubID {
	f.t.Helper()
	c, err := registry.New(f.app).CreateClub(f.ctx, model.Club{Name: name})
	if err != nil {
		f.t.Fatal(err)
	}
	return c.ID
}

func (f *fixture) tournament(system string, boards, bornFrom int, o teams.Options) model.TournamentID {
	f.t.Helper()
	o.Boards, o.NoShowGP, o.ByeGP = boards, -1, -1
	tn, err := f.svc.CreateTournament(f.ctx, model.Tournament{Name: fmt.Sprintf("Командний %d", boards), System: system,
		StartDate: model.NewDate(2026, time.May, 1), Rounds: 3, Admission: model.Admission{BornFrom: bornFrom}}, o)
	if err != nil {
		f.t.Fatal(err)
	}
	return tn.ID
}

// team is the ID of the team of tournament id that ref names (number or
// name), as arbiter-cli finds it.
func (f *fixture) team(id model.TournamentID, ref string) teams.TeamID {
	f.t.Helper()
	tm, err := f.svc.TeamByRef(f.ctx, id, ref)
	if err != nil {
		f.t.Fatalf("TeamByRef %q: %v", ref, err)
	}
	return tm.ID
}

func members(ids []model.PlayerID, subs int) []teams.Member {
	var ms []teams.Member
	for i, id := range ids {
		ms = append(ms, teams.Member{Player: id, Substitute: i >= len(ids)-subs})
	}
	return ms
}

// TestCompositionRules: the §3/§19 composition (at most N boys and M girls
// among the main players, born in a year or later, all of one club) is a
// warning naming the rule; the director's confirmation stores the team
// anyway, and nothing is stored without it.
func TestCompositionRules(t *testing.T) {
	f := newFixture(t)
	school, other := f.club("СДЮСШОР №3"), f.club("Інший клуб")
	// §19: 3 boys + 1 girl, born 1993 or later, one club; 4 boards
	rules := teams.Options{Rules: teams.Rules{Boys: 3, Girls: 1, OneClub: true}}
	first := f.tournament(teams.SystemRoundRobin, 4, 1993, rules)
	b := []model.PlayerID{f.player("Бойко", model.Male, 1995, school), f.player("Гнатюк", model.Male, 1995, school),
		f.player("Дорош", model.Male, 1996, school), f.player("Жук", model.Male, 1996, school)}
	g := []model.PlayerID{f.player("Зоря", model.Female, 1995, school), f.player("Ільків", model.Female, 1997, school)}
	old := f.player("Карпенко", model.Male, 1990, school)
	stranger := f.player("Лисенко", model.Male, 1995, other)

	cases := []struct {
		name string
		ms   []teams.Member
		want string // "" = accepted without confirmation
	}{
		{"3 boys, 1 girl, a boy and a girl as substitutes", members([]model.PlayerID{b[0], b[1], b[2], g[0], b[3], g[1]}, 2), ""},
		{"4 boys among the main players", members([]model.PlayerID{b[0], b[1], b[2], b[3]}, 0), "4 юнаків, а за положенням їх не більше 3"},
		{"2 girls among the main players", members([]model.PlayerID{b[0], g[0], g[1]}, 0), "2 дівчат, а за положенням їх не більше 1"},
		{"born too early", members([]model.PlayerID{b[0], old}, 1), "Карпенко Тест народився у 1990, а допускаються народжені з 1993 року"},
		{"another club", members([]model.PlayerID{b[0], stranger}, 0), "Лисенко Тест не з клубу «СДЮСШОР №3»"},
	}
	for i, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			id := first
			if i > 0 { // a tournament of its own: a player plays for one team of a tournament
				id = f.tournament(teams.SystemRoundRobin, 4, 1993, rules)
			}
			name := fmt.Sprintf("Команда %d", i)
			_, err := f.svc.CreateTeam(f.ctx, id, teams.Team{Name: name, Club: school, Members: c.ms}, false)
			if c.want == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			if !errors.Is(err, teams.ErrRules) || !model.IsKind(err, model.Conflict) || !strings.Contains(model.Message(err, "uk"), c.want) ||
				!strings.Contains(model.Message(err, "uk"), "Підтвердіть допуск") {
				t.Fatalf("error %v (%q), want ErrRules naming %q", err, model.Message(err, "uk"), c.want)
			}
			ts, _, _ := f.svc.Teams(f.ctx, id)
			for _, tm := range ts {
				if tm.Name == name {
					t.Fatalf("refused team stored: %+v", tm)
				}
			}
			// the director's override stores it
			if _, err := f.svc.CreateTeam(f.ctx, id, teams.Team{Name: name, Club: school, Members: c.ms}, true); err != nil {
				t.Fatalf("confirmed: %v", err)
			}
		})
	}
	// the warnings of a confirmed team stay visible
	id2 := f.tournament(teams.SystemRoundRobin, 4, 1993, rules)
	if _, err := f.svc.CreateTeam(f.ctx, id2, teams.Team{Name: "Збірна", Club: school, Members: members([]model.PlayerID{b[0], old, stranger}, 0)}, true); err != nil {
		t.Fatalf("confirmed team refused: %v", err)
	}
	w, err := f.svc.Warnings(f.ctx, id2)
	if err != nil {
		t.Fatal(err)
	}
	for _, tm := range mustTeams(t, f, id2) {
		if len(w[tm.ID]) != 2 {
			t.Errorf("warnings of the confirmed team: %q, want the birth year and the club", w[tm.ID])
		}
	}
	// AddMembers checks the rules of the whole new order
	if _, err := f.svc.AddMembers(f.ctx, first, "Команда 0", []model.PlayerID{stranger}, true, false); !errors.Is(err, teams.ErrRules) {
		t.Errorf("adding a player of another club: %v", err)
	}
}

func mustTeams(t *testing.T, f *fixture, id model.TournamentID) []teams.Team {
	t.Helper()
	ts, _, err := f.svc.Teams(f.ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	return ts
}

// TestLineupComposition: a substitute of the other sex who would break
// «3 юноши + 1 девушка» in a round's line-up needs the confirmation.
func TestLineupComposition(t *testing.T) {
	f := newFixture(t)
	id := f.tournament(teams.SystemRoundRobin, 4, 0, teams.Options{Rules: teams.Rules{Boys: 3, Girls: 1}})
	var sides [3][]model.PlayerID
	for k := range sides {
		for i := 0; i < 3; i++ {
			sides[k] = append(sides[k], f.player(fmt.Sprintf("Юнак%d_%d", k, i), model.Male, 2009, 0))
		}
		sides[k] = append(sides[k], f.player(fmt.Sprintf("Дівчина%d", k), model.Female, 2009, 0), f.player(fmt.Sprintf("Запасний%d", k), model.Male, 2009, 0))
		if _, err := f.svc.CreateTeam(f.ctx, id, teams.Team{Name: fmt.Sprint("Т", k), Members: members(sides[k], 1)}, false); err != nil {
			t.Fatal(err)
		}
	}
	if _, _, err := f.svc.Pair(f.ctx, id); err != nil {
		t.Fatal(err)
	}
	ms, _ := f.svc.Matches(f.ctx, id, 1)
	var home teams.Team
	for _, tm := range mustTeams(t, f, id) {
		if tm.ID == ms[0].Home {
			home = tm
		}
	}
	var ps []model.PlayerID
	for _, m := range home.Members {
		ps = append(ps, m.Player)
	}
	boysOnly := []model.PlayerID{ps[0], ps[1], ps[2], ps[4]} // the substitute for the girl
	if err := f.svc.SetLineup(f.ctx, id, 1, f.team(id, home.Name), boysOnly, false); !errors.Is(err, teams.ErrRules) ||
		!strings.Contains(model.Message(err, "uk"), "У складі на тур 4 юнаків") {
		t.Fatalf("boys-only line-up: %v", err)
	}
	if got, _ := f.svc.Matches(f.ctx, id, 1); len(got[0].Boards) != 0 {
		t.Fatalf("refused line-up stored: %+v", got[0].Boards)
	}
	if err := f.svc.SetLineup(f.ctx, id, 1, f.team(id, home.Name), boysOnly, true); err != nil {
		t.Fatalf("confirmed line-up: %v", err)
	}
	if err := f.svc.SetLineup(f.ctx, id, 1, f.team(id, home.Name), ps[:4], false); err != nil {
		t.Fatalf("the declared line-up: %v", err)
	}
}

// TestExtraMatch plays §3's extra match for first place. Four teams, four
// boards, GP first (preset moscow-2010-dyussh); Berger R1 1–4 2–3, R2 4–3
// 1–2, R3 2–4 3–1. Home board points worked out by hand:
//
//	R1 A–D 4:0      B–C 2½:1½
//	R2 D–C 2:2      A–B 1½:2½
//	R3 B–D 2½:1½    C–A 0:4
//
// GP: A 9½, B 7½, C 3½, D 3½ (D third by TBR: it won board 1 in R2, C
// never won board 1). B won every match but is second, so it may
// play A for first place; B wins the extra match 2½:1½ and goes first.
func TestExtraMatch(t *testing.T) {
	f := newFixture(t)
	id := f.tournament(teams.SystemRoundRobin, 4, 0, teams.Options{TieBreaks: "moscow-2010-dyussh"})
	names := []string{"A", "B", "C", "D"}
	lineup := map[string][]model.PlayerID{}
	for _, n := range names {
		for i := 0; i < 4; i++ {
			lineup[n] = append(lineup[n], f.player(fmt.Sprintf("%s%d", n, i), model.Male, 2010, 0))
		}
		if _, err := f.svc.CreateTeam(f.ctx, id, teams.Team{Name: n, Members: members(lineup[n], 0)}, false); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := f.svc.CreateExtraMatch(f.ctx, id); !model.IsKind(err, model.Conflict) {
		t.Fatalf("extra match before the last round: %v", err)
	}
	// results per match from the first-named side, board by board (W
	// won, D drew, L lost); it has White on boards 1 and 3
	win3 := homeCodes("WWWW")    // 4:0
	narrow := homeCodes("WWDL")  // 2½:1½
	draw := homeCodes("WLWL")    // 2:2
	narrowL := homeCodes("LWDL") // 1½:2½
	lose := homeCodes("LLLL")    // 0:4
	rounds := []map[string][]string{
		{"A": win3, "B": narrow},
		{"D": draw, "A": narrowL},
		{"B": narrow, "C": lose},
	}
	for r, res := range rounds {
		round, ms, err := f.svc.Pair(f.ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if len(ms) != 2 {
			t.Fatalf("round %d: %d matches", round, len(ms))
		}
		for _, n := range names {
			if err := f.svc.SetLineup(f.ctx, id, round, f.team(id, n), lineup[n], false); err != nil {
				t.Fatal(err)
			}
		}
		for home, codes := range res {
			for b, c := range codes {
				if err := f.svc.SetResult(f.ctx, id, round, f.team(id, home), b+1, c); err != nil {
					t.Fatalf("round %d %s board %d: %v", r+1, home, b+1, err)
				}
			}
		}
	}
	st, err := f.svc.Standings(f.ctx, id, "")
	if err != nil {
		t.Fatal(err)
	}
	if got := rowText(st); got != "1 A 9½, 2 B 7½, 3 D 3½, 4 C 3½" {
		t.Fatalf("standings %s", got)
	}
	if st.Extra == nil || st.Extra.Challenger != 2 || st.Extra.Holder != 1 || st.Extra.Played {
		t.Fatalf("extra match flag %+v", st.Extra)
	}
	m, err := f.svc.CreateExtraMatch(f.ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if !m.Extra || m.Round != 4 {
		t.Fatalf("extra match %+v", m)
	}
	if _, err := f.svc.CreateExtraMatch(f.ctx, id); !model.IsKind(err, model.Conflict) {
		t.Fatalf("second extra match: %v", err)
	}
	if err := f.svc.SetLineup(f.ctx, id, teams.ExtraRound, f.team(id, "C"), lineup["C"], false); !model.IsKind(err, model.NotFound) {
		t.Fatalf("line-up of a team without the extra match: %v", err)
	}
	if _, _, err := f.svc.Pair(f.ctx, id); err == nil {
		t.Fatal("a fourth round was paired")
	}
	for _, n := range []string{"A", "B"} {
		if err := f.svc.SetLineup(f.ctx, id, teams.ExtraRound, f.team(id, n), lineup[n], false); err != nil {
			t.Fatal(err)
		}
	}
	for b, c := range narrow { // B (challenger, first named) 2½:1½
		if err := f.svc.SetResult(f.ctx, id, teams.ExtraRound, f.team(id, "B"), b+1, c); err != nil {
			t.Fatal(err)
		}
	}
	// the file keeps it: a new service on a reopened store
	f.st.Close()
	st2, err := storage.Open(f.path)
	if err != nil {
		t.Fatal(err)
	}
	defer st2.Close()
	svc := teams.New(st2.Teams())
	ms, err := svc.Matches(f.ctx, id, teams.ExtraRound)
	if err != nil || len(ms) != 1 || !ms[0].Extra || len(ms[0].Boards) != 4 {
		t.Fatalf("stored extra match %+v, %v", ms, err)
	}
	if ms, _ := svc.Matches(f.ctx, id, 3); len(ms) != 2 {
		t.Fatalf("round 3 has %d matches", len(ms))
	}
	st, err = svc.Standings(f.ctx, id, "")
	if err != nil {
		t.Fatal(err)
	}
	if got := rowText(st); got != "1 B 7½, 2 A 9½, 3 D 3½, 4 C 3½" || !st.Extra.Played || !st.Extra.Decided {
		t.Fatalf("after the extra match: %s %+v", got, st.Extra)
	}
}

// homeCodes turns the first-named team's W/D/L per board into result
// codes from White's side (it has White on the odd boards).
func homeCodes(s string) []string {
	var out []string
	for i, c := range s {
		white := i%2 == 0
		switch {
		case c == 'D':
			out = append(out, "=")
		case (c == 'W') == white:
			out = append(out, "1")
		default:
			out = append(out, "0")
		}
	}
	return out
}

func rowText(st *team.Standings) string {
	var out []string
	for _, r := range st.Rows {
		out = append(out, r.PlaceText()+" "+r.Name+" "+team.Half(r.GP))
	}
	return strings.Join(out, ", ")
}

// TestRanking: §2's team ranking from an individual standings table — the
// sum of the best three of each declared club, a tie to the team whose
// player placed higher; players without a club are left out.
func TestRanking(t *testing.T) {
	row := func(place int, name, club string, pts int) model.StandingsRow {
		return model.StandingsRow{Place: fmt.Sprint(place), PlaceFrom: place, PlaceTo: place, Name: name, Club: club, Points: pts}
	}
	v := model.StandingsView{Rows: []model.StandingsRow{
		row(1, "a1", "A", 14), row(2, "b1", "B", 13), row(3, "x", "", 12), row(4, "c1", "C", 12),
		row(5, "a2", "A", 10), row(6, "b2", "B", 10), row(7, "c2", "C", 10), row(8, "b3", "B", 9),
		row(9, "c3", "C", 8), row(10, "a3", "A", 6), row(11, "a4", "A", 2), row(12, "c4", "C", 2),
	}}
	for _, c := range []struct {
		size int
		want string
	}{
		// best three: A 14+10+6 = 30, B 13+10+9 = 32, C 12+10+8 = 30; A's
		// best (1st) beats C's best (4th)
		{3, "1 B 16 [b1 b2 b3], 2 A 15 [a1 a2 a3], 3 C 15 [c1 c2 c3]"},
		// best two: A 24, B 23, C 22
		{2, "1 A 12 [a1 a2], 2 B 11.5 [b1 b2], 3 C 11 [c1 c2]"},
		// all: A 32, B 32, C 32; best places 1, 2, 4
		{0, "1 A 16 [a1 a2 a3 a4], 2 B 16 [b1 b2 b3], 3 C 16 [c1 c2 c3 c4]"},
	} {
		var out []string
		for _, r := range teams.Ranking(v, c.size) {
			var ms []string
			for _, m := range r.Members {
				ms = append(ms, m.Name)
			}
			out = append(out, fmt.Sprintf("%s %s %s [%s]", r.PlaceText(), r.Team, team.Decimal(r.Points), strings.Join(ms, " ")))
		}
		if got := strings.Join(out, ", "); got != c.want {
			t.Errorf("size %d:\n got %s\nwant %s", c.size, got, c.want)
		}
	}
}
