package closing_test

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"arbiter/engine/norm"
	"arbiter/engine/season"
	"arbiter/model"
	"arbiter/model/closing"
	"arbiter/model/tournaments"
	"arbiter/storage"

	"arbiter/model/i18n"
	"arbiter/model/registry"
	"arbiter/model/seasons"
)

var (
	bg    = context.Background()
	today = time.Date(2026, 5, 1, 10, 0, 0, 0, time.UTC)
)

type env struct {
	t     *testing.T
	st    *storage.DB
	app   *model.App
	tours *tournaments.Services // the tournament services on app
	svc   *closing.Service
}

func newEnv(t *testing.T) *env {
	t.Helper()
	st, err := storage.Open(filepath.Join(t.TempDir(), "c.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	clock := func() time.Time { return today }
	app := model.NewApp(st.Model(), model.WithClock(clock))
	return &env{t: t, st: st, app: app, tours: tournaments.New(app), svc: closing.New(st.Closing(), clock)}
}

// players creates players with the titles given, rated 2400, 2380, …
func (e *env) players(titles ...string) []model.PlayerID {
	e.t.Helper()
	var ids []model.PlayerID
	for i, title := range titles {
		p, err := registry.New(e.app).CreatePlayer(bg, model.Player{Surname: fmt.Sprintf("Гравець%02d", i+1), Name: "Тест",
			BirthDate: model.NewDate(2005, 1, 1+i), Gender: model.Male, Title: title, FIDERating: 2400 - 20*i},
			model.SaveOptions{AllowDuplicate: true})
		if err != nil {
			e.t.Fatal(err)
		}
		ids = append(ids, p.ID)
	}
	return ids
}

// roundRobin plays a round robin of ids in which the higher rating always
// wins: the i-th rated scores len(ids)-1-i points.
func (e *env) roundRobin(name string, ids []model.PlayerID, day int) model.TournamentID {
	e.t.Helper()
	tr, err := e.tours.Tournaments.CreateTournament(bg, model.Tournament{Name: name, StartDate: model.NewDate(2026, 5, day),
		System: model.SystemRoundRobin})
	if err != nil {
		e.t.Fatal(err)
	}
	for _, id := range ids {
		if _, err := e.tours.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: id}); err != nil {
			e.t.Fatal(err)
		}
	}
	if _, err := e.tours.Pairings.PairNext(bg, tr.ID); err != nil { // a round robin is paired whole
		e.t.Fatal(err)
	}
	for r := 1; r < len(ids); r++ {
		v, err := e.tours.Pairings.Round(bg, tr.ID, r)
		if err != nil {
			e.t.Fatal(err)
		}
		for _, b := range v.Boards {
			code := "1-0"
			if b.Black.Rating > b.White.Rating {
				code = "0-1"
			}
			if err := e.tours.Tournaments.SetResult(bg, tr.ID, v.Round, b.No, code, false); err != nil {
				e.t.Fatal(err)
			}
		}
	}
	return tr.ID
}

// A 10-player round robin of 4 novices and 6 IV holders: K = 44/10 = 4.4,
// the IV norm 60 − 5·0.6 = 57 % of 9 = 5.13 → 5½ (norms.md §2's rule,
// worked by hand); III is out (K > 4).
func TestFinishRecordsNorms(t *testing.T) {
	e := newEnv(t)
	ids := e.players("", "", "", "4", "4", "", "4", "4", "4", "4")
	id := e.roundRobin("Кваліфікаційний", ids, 2)
	rep, err := e.svc.Norms(bg, id)
	if err != nil {
		t.Fatal(err)
	}
	if rep.FieldK != 44 || rep.Players != 10 || !rep.Table.Unofficial {
		t.Fatalf("field: K %d, %d players", rep.FieldK, rep.Players)
	}
	want := map[int]season.Level{1: season.Level4, 2: season.Level4, 3: season.Level4}
	for _, r := range rep.Rows {
		if r.Norm != want[r.StartNo] {
			t.Errorf("no. %d (%q, %d½-points): norm %q, want %q", r.StartNo, r.Title, r.Score, r.Norm, want[r.StartNo])
		}
		if r.Games != 9 || r.Score != 2*(9-(r.StartNo-1)) {
			t.Errorf("no. %d: %d games, %d half-points", r.StartNo, r.Games, r.Score)
		}
	}
	if r := rep.Rows[5]; r.Norm != "" || r.Check.Level != season.Level4 || r.Check.Needed != 11 || r.Check.Pct != 570 || r.Check.K != 44 {
		t.Errorf("novice with 4 of 9: %+v", r)
	}
	if r := rep.Rows[3]; r.Norm != "" || r.Check.Level != "" {
		t.Errorf("IV holder with 6 of 9: %+v", r)
	}
	if ns, _, _ := e.svc.PlayerNorms(bg, ids[0]); len(ns) != 0 {
		t.Errorf("norms recorded before the finish: %+v", ns)
	}

	c, err := e.svc.Finish(bg, id, false)
	if err != nil {
		t.Fatal(err)
	}
	if c.Norms == nil || len(c.Norms.Made()) != 3 || len(c.Diplomas) != 3 {
		t.Fatalf("finish: %+v", c)
	}
	ns, cp, err := e.svc.PlayerNorms(bg, ids[0])
	if err != nil || len(ns) != 1 || cp != 0 {
		t.Fatalf("player norms: %+v %d %v", ns, cp, err)
	}
	if n := ns[0]; n.Level != season.Level4 || n.Games != 9 || n.Score != 18 || n.Needed != 11 || n.K != 44 || n.MadeOn != model.NewDate(2026, 5, 2) {
		t.Errorf("recorded: %+v", n)
	}
	if err := e.svc.Reopen(bg, id); err != nil {
		t.Fatal(err)
	}
	if ns, _, _ := e.svc.PlayerNorms(bg, ids[0]); len(ns) != 0 {
		t.Errorf("norms kept after reopening: %+v", ns)
	}
	if _, err := e.svc.Finish(bg, id, false); err != nil {
		t.Fatal(err)
	}
	if ns, _, _ := e.svc.PlayerNorms(bg, ids[1]); len(ns) != 1 {
		t.Errorf("finished again: %+v", ns)
	}
}

// Candidate points add up across tournaments: in a field of I-razryad
// players (K 1.0) the candidate point needs 80 % of 9 → 7½, КМС 75 % → 7
// and two candidate points first.
func TestCandidatePointsAddUp(t *testing.T) {
	e := newEnv(t)
	ids := e.players("1", "1", "1", "1", "1", "1", "1", "1", "1", "1")
	for i, day := range []int{2, 10} {
		id := e.roundRobin(fmt.Sprintf("Бал КМС %d", i+1), ids, day)
		c, err := e.svc.Finish(bg, id, false)
		if err != nil {
			t.Fatal(err)
		}
		// 9 and 8 points reach 7½; 7 does not.
		if got := len(c.Norms.Made()); got != 2 || c.Norms.Rows[0].Norm != season.LevelCMSPoints {
			t.Fatalf("tournament %d: %d norms, first %+v", i+1, got, c.Norms.Rows[0])
		}
		var ws []string
		for _, x := range c.Norms.Rows[0].Warnings {
			ws = append(ws, x.In(i18n.Uk))
		}
		if w := strings.Join(ws, " "); !strings.Contains(w, "кандидатських балів") {
			t.Errorf("tournament %d: КМС scored without points, warnings %q", i+1, w)
		}
	}
	if _, cp, _ := e.svc.PlayerNorms(bg, ids[0]); cp != 2 {
		t.Fatalf("candidate points %d, want 2", cp)
	}
	id := e.roundRobin("Норма КМС", ids, 20)
	c, err := e.svc.Finish(bg, id, false)
	if err != nil {
		t.Fatal(err)
	}
	if r := c.Norms.Rows[0]; r.Norm != season.LevelCMS || r.CandidatePoints != 2 || r.Check.Needed != 14 {
		t.Errorf("third tournament: %+v", r)
	}
	if r := c.Norms.Rows[2]; r.Norm != "" {
		t.Errorf("7 of 9 with no points: %+v", r)
	}
}

func TestSeasonNormTable(t *testing.T) {
	e := newEnv(t)
	s, err := seasons.New(e.app).CreateSeason(bg, 2026, "")
	if err != nil {
		t.Fatal(err)
	}
	tab, def, err := e.svc.NormTable(bg, s.ID)
	if err != nil || !def || len(tab.Rows) != 6 {
		t.Fatalf("defaults: %+v %v %v", tab, def, err)
	}
	tab.Rows[0].AnchorPct = 650
	if err := e.svc.SetNormTable(bg, s.ID, tab); err != nil {
		t.Fatal(err)
	}
	got, def, _ := e.svc.NormTable(bg, s.ID)
	if def || got.Rows[0].AnchorPct != 650 {
		t.Errorf("stored: %+v %v", got.Rows[0], def)
	}
	bad := got
	bad.Rows = append([]norm.Row(nil), got.Rows...)
	bad.Rows[3].AnchorPct = 0
	err = e.svc.SetNormTable(bg, s.ID, bad)
	if model.KindOf(err) != model.Invalid || !strings.Contains(model.Message(err, "uk"), "Рядок 4") {
		t.Errorf("a row without a score: %v", err)
	}
	if got, _, _ := e.svc.NormTable(bg, s.ID); got.Rows[3].AnchorPct != 750 {
		t.Errorf("the bad table changed the stored one: %+v", got.Rows[3])
	}
	if err := e.svc.RestoreNormTable(bg, s.ID); err != nil {
		t.Fatal(err)
	}
	if got, def, _ := e.svc.NormTable(bg, s.ID); !def || got.Rows[0].AnchorPct != 600 {
		t.Errorf("restored: %+v %v", got.Rows[0], def)
	}
	if err := e.svc.SetNormTable(bg, 99, norm.Default()); model.KindOf(err) != model.NotFound {
		t.Errorf("unknown season: %v", err)
	}
}

// roundRobinBy plays a round robin of ids (start numbers 1… in rating
// order) with the result of each game given by result(white, black) as a
// code "1-0", "½-½" or "0-1".
func (e *env) roundRobinBy(name string, ids []model.PlayerID, day int, result func(w, b int) string) model.TournamentID {
	e.t.Helper()
	tr, err := e.tours.Tournaments.CreateTournament(bg, model.Tournament{Name: name, StartDate: model.NewDate(2026, 5, day),
		System: model.SystemRoundRobin})
	if err != nil {
		e.t.Fatal(err)
	}
	for _, id := range ids {
		if _, err := e.tours.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: id}); err != nil {
			e.t.Fatal(err)
		}
	}
	if _, err := e.tours.Pairings.PairNext(bg, tr.ID); err != nil {
		e.t.Fatal(err)
	}
	for r := 1; r < len(ids); r++ {
		v, err := e.tours.Pairings.Round(bg, tr.ID, r)
		if err != nil {
			e.t.Fatal(err)
		}
		for _, b := range v.Boards {
			if err := e.tours.Tournaments.SetResult(bg, tr.ID, v.Round, b.No, result(b.White.StartNo, b.Black.StartNo), false); err != nil {
				e.t.Fatal(err)
			}
		}
	}
	return tr.ID
}

// TestSharedFirstPlaceNorm: two players tie for first on 6½ of 9 and both
// earn the II razryad by first place (norms.md §3: ties count as shared
// first place), though the tie-breaks put one of them second.
//
// Worked by hand: ten III-razryad players (index 3 each), so K = 30/10 =
// 3.0 and the II norm is 75 % of 9 = 6.75 → 7 (14 half-points), first
// place allowed (K ≤ 3). The better-rated player wins every game except:
// no. 9 and no. 10 beat no. 1, no. 8 draws with no. 1, no. 10 beats no.
// 2, no. 9 draws with no. 2, no. 8 beats no. 3. Scores: no. 1 9 − 2 − ½ =
// 6½; no. 2 8 − 1 − ½ = 6½; no. 3 7 − 1 = 6; no. 4 6; no. 5 5; no. 6 4;
// no. 7 3; no. 8 2 + ½ + 1 = 3½; no. 9 1 + 1 + ½ = 2½; no. 10 0 + 1 + 1 = 2
// (45 points in all, 10·9/2). No. 1 beat no. 2, so the tie-breaks place
// no. 1 first and no. 2 second; both must get the II norm «1 місце»,
// no. 3 (6, third) none.
func TestSharedFirstPlaceNorm(t *testing.T) {
	e := newEnv(t)
	ids := e.players("3", "3", "3", "3", "3", "3", "3", "3", "3", "3")
	upsets := map[[2]int]string{ // {winner or first drawer, other}: "w" a win, "d" a draw
		{9, 1}: "w", {10, 1}: "w", {8, 1}: "d", {10, 2}: "w", {9, 2}: "d", {8, 3}: "w",
	}
	id := e.roundRobinBy("Нічия за перше", ids, 2, func(w, b int) string {
		if k, ok := upsets[[2]int{w, b}]; ok {
			return map[string]string{"w": "1-0", "d": "½-½"}[k]
		}
		if k, ok := upsets[[2]int{b, w}]; ok {
			return map[string]string{"w": "0-1", "d": "½-½"}[k]
		}
		if w < b {
			return "1-0"
		}
		return "0-1"
	})
	c, err := e.svc.Finish(bg, id, false)
	if err != nil {
		t.Fatal(err)
	}
	places := map[int]int{}
	for _, r := range c.Standings.Rows {
		places[r.StartNo] = r.PlaceFrom
		if want := map[int]int{1: 13, 2: 13, 3: 12}[r.StartNo]; want != 0 && r.Points != want {
			t.Errorf("no. %d: %d half-points, want %d", r.StartNo, r.Points, want)
		}
	}
	if places[1] != 1 || places[2] != 2 {
		t.Fatalf("the tie-breaks should place no. 1 first and no. 2 second: %v", places)
	}
	if c.Norms.FieldK != 30 {
		t.Fatalf("K %d, want 30", c.Norms.FieldK)
	}
	for _, r := range c.Norms.Rows {
		switch r.StartNo {
		case 1, 2:
			if r.Norm != season.Level2 || !r.Check.First || r.Check.Needed != 14 || r.Score != 13 {
				t.Errorf("no. %d (shared first on 6½): norm %q, %+v; want II by first place", r.StartNo, r.Norm, r.Check)
			}
		default:
			if r.Norm != "" {
				t.Errorf("no. %d: norm %q, want none", r.StartNo, r.Norm)
			}
		}
	}
	for _, no := range []int{0, 1} {
		ns, _, err := e.svc.PlayerNorms(bg, ids[no])
		if err != nil || len(ns) != 1 || !ns[0].FirstPlace || ns[0].Level != season.Level2 {
			t.Errorf("no. %d recorded: %+v %v", no+1, ns, err)
		}
	}
}
