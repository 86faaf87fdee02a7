package storage

import (
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"arbiter/engine/trf"
	"arbiter/model"
)

// smallTournament is a tournament of three players with a round, a bye,
// a forbidden pair and an audit line.
func smallTournament(t *testing.T, s *testStore) (model.Tournament, []model.PlayerID) {
	t.Helper()
	var pids []model.PlayerID
	for i, name := range []string{"Андрій", "Богдан", "Віктор"} {
		p := model.Player{Surname: "Гравець", Name: name, BirthDate: model.NewDate(2000+i, 1, 1), Gender: model.Male, Citizenship: "UKR"}
		if err := s.CreatePlayer(ctx, &p); err != nil {
			t.Fatal(err)
		}
		pids = append(pids, p.ID)
	}
	tr := model.Tournament{Name: "Кубок осені", StartDate: model.NewDate(2026, 1, 2), EndDate: model.NewDate(2026, 1, 3),
		Kind: model.Blitz, Cup: "none", System: model.SystemSwissDutch, Rounds: 5}
	if err := s.CreateTournament(ctx, &tr); err != nil {
		t.Fatal(err)
	}
	es := []model.Entry{{TournamentID: tr.ID, PlayerID: pids[0], StartNo: 1, Fee: 100},
		{TournamentID: tr.ID, PlayerID: pids[1], StartNo: 2}, {TournamentID: tr.ID, PlayerID: pids[2], StartNo: 3}}
	if err := s.AddEntries(ctx, es); err != nil {
		t.Fatal(err)
	}
	games := []model.RoundGame{
		{TournamentID: tr.ID, Round: 1, StartNo: 1, Opponent: 3, Colour: trf.White, Result: trf.Win, Board: 1},
		{TournamentID: tr.ID, Round: 1, StartNo: 3, Opponent: 1, Colour: trf.Black, Result: trf.Loss, Board: 1},
		{TournamentID: tr.ID, Round: 1, StartNo: 2, Colour: trf.NoColour, Result: trf.PAB},
	}
	if err := s.AddGames(ctx, games); err != nil {
		t.Fatal(err)
	}
	if err := s.SetForbiddenPairs(ctx, tr.ID, [][2]model.PlayerID{{pids[0], pids[2]}}); err != nil {
		t.Fatal(err)
	}
	if err := s.AddAudit(ctx, model.AuditRecord{TournamentID: tr.ID, At: "2026-01-02T10:00:00Z", Round: 1, Action: "pair"}); err != nil {
		t.Fatal(err)
	}
	return tr, pids
}

// tournamentState is everything stored of a tournament.
func tournamentState(t *testing.T, s *testStore, id model.TournamentID) []any {
	t.Helper()
	tr, err := s.Tournament(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	es, _ := s.Entries(ctx, id)
	gs, _ := s.Games(ctx, id)
	fp, _ := s.ForbiddenPairs(ctx, id)
	au, _ := s.Audit(ctx, id)
	return []any{tr, es, gs, fp, au}
}

func TestDeleteAndRestoreTournament(t *testing.T) {
	s := mustOpen(t, filepath.Join(t.TempDir(), "a.db"))
	defer s.Close()
	tr, _ := smallTournament(t, s)
	before := tournamentState(t, s, tr.ID)
	if err := s.DeleteTournament(ctx, tr.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Tournament(ctx, tr.ID); !model.IsKind(err, model.NotFound) {
		t.Fatalf("after delete: %v", err)
	}
	if gs, _ := s.Games(ctx, tr.ID); len(gs) != 0 {
		t.Fatalf("games left: %v", gs)
	}
	recs, err := s.DeletedRecords(ctx)
	if err != nil || len(recs) != 1 || recs[0].Kind != model.DeletedTournament || recs[0].Name != "Кубок осені" || recs[0].RecordID != int64(tr.ID) {
		t.Fatalf("records %+v, %v", recs, err)
	}
	if _, err := s.RestoreDeleted(ctx, recs[0].ID); err != nil {
		t.Fatal(err)
	}
	if after := tournamentState(t, s, tr.ID); !reflect.DeepEqual(before, after) {
		t.Errorf("restored tournament differs:\n%+v\nwas\n%+v", after, before)
	}
	if recs, _ := s.DeletedRecords(ctx); len(recs) != 0 {
		t.Errorf("records after restore: %+v", recs)
	}
	if _, err := s.RestoreDeleted(ctx, 99); !model.IsKind(err, model.NotFound) {
		t.Errorf("restore of a missing record: %v", err)
	}
	if err := s.DeleteTournament(ctx, 99); !model.IsKind(err, model.NotFound) {
		t.Errorf("delete of a missing tournament: %v", err)
	}
}

func TestDeleteAndRestoreRegistry(t *testing.T) {
	s := mustOpen(t, filepath.Join(t.TempDir(), "a.db"))
	defer s.Close()
	club := model.Club{Name: "Ладья"}
	if err := s.CreateClub(ctx, &club); err != nil {
		t.Fatal(err)
	}
	coach := model.Coach{Name: "Коваль Петро", ClubID: club.ID}
	if err := s.CreateCoach(ctx, &coach); err != nil {
		t.Fatal(err)
	}
	p := model.Player{Surname: "Бондар", Name: "Олена", BirthDate: model.NewDate(2011, 2, 3), Gender: model.Female, Citizenship: "UKR", ClubID: club.ID, CoachID: coach.ID, FIDEID: 34100009}
	if err := s.CreatePlayer(ctx, &p); err != nil {
		t.Fatal(err)
	}
	// A club players refer to cannot be deleted, and nothing is recorded.
	if err := s.DeleteClub(ctx, club.ID); !model.IsKind(err, model.Conflict) {
		t.Fatalf("delete of a referenced club: %v", err)
	}
	if recs, _ := s.DeletedRecords(ctx); len(recs) != 0 {
		t.Fatalf("a refused delete left a record: %+v", recs)
	}
	for _, del := range []func() error{
		func() error { return s.DeletePlayer(ctx, p.ID) },
		func() error { return s.DeleteCoach(ctx, coach.ID) },
		func() error { return s.DeleteClub(ctx, club.ID) },
	} {
		if err := del(); err != nil {
			t.Fatal(err)
		}
	}
	recs, _ := s.DeletedRecords(ctx)
	var kinds []string
	for _, r := range recs {
		kinds = append(kinds, string(r.Kind)+":"+r.Name)
	}
	if got := strings.Join(kinds, ","); got != "club:Ладья,coach:Коваль Петро,player:Бондар Олена" {
		t.Fatalf("records %s", got)
	}
	// The player needs the club and coach: restoring it first is refused,
	// in order it works.
	if _, err := s.RestoreDeleted(ctx, recs[2].ID); !model.IsKind(err, model.Conflict) || !strings.Contains(model.Message(err, "uk"), "Бондар Олена") {
		t.Fatalf("restore of the player before its club: %v", err)
	}
	for _, r := range recs {
		if _, err := s.RestoreDeleted(ctx, r.ID); err != nil {
			t.Fatalf("restore %s: %v", r.Name, err)
		}
	}
	back, err := s.Player(ctx, p.ID)
	if err != nil || back != p {
		t.Errorf("restored player %+v, %v; want %+v", back, err, p)
	}
	if c, err := s.Coach(ctx, coach.ID); err != nil || c != coach {
		t.Errorf("restored coach %+v, %v", c, err)
	}
	// A deleted club whose name was taken again meanwhile is refused.
	if err := s.DeletePlayer(ctx, p.ID); err != nil {
		t.Fatal(err)
	}
	if err := s.DeleteCoach(ctx, coach.ID); err != nil {
		t.Fatal(err)
	}
	if err := s.DeleteClub(ctx, club.ID); err != nil {
		t.Fatal(err)
	}
	again := model.Club{Name: "Ладья"}
	if err := s.CreateClub(ctx, &again); err != nil {
		t.Fatal(err)
	}
	recs, _ = s.DeletedRecords(ctx)
	if _, err := s.RestoreDeleted(ctx, recs[0].ID); !model.IsKind(err, model.Conflict) || !strings.Contains(model.Message(err, "uk"), "Ладья") {
		t.Errorf("restore over a new club of the same name: %v", err)
	}
}

func TestTournamentVersionCountsChanges(t *testing.T) {
	s := mustOpen(t, filepath.Join(t.TempDir(), "a.db"))
	defer s.Close()
	tr, pids := smallTournament(t, s)
	version := func() int64 {
		v, err := s.TournamentVersion(ctx, tr.ID)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	changes := []struct {
		name string
		do   func() error
	}{
		{"tournament", func() error { tr.Venue = "Київ"; return s.UpdateTournament(ctx, tr) }},
		{"registration", func() error {
			es, _ := s.Entries(ctx, tr.ID)
			es[0].Fee = 50
			return s.UpdateEntry(ctx, es[0])
		}},
		{"game", func() error { return s.DeleteGames(ctx, tr.ID, 1) }},
		{"forbidden pair", func() error { return s.SetForbiddenPairs(ctx, tr.ID, nil) }},
		{"registered player", func() error {
			p, _ := s.Player(ctx, pids[1])
			p.FIDERating = 1800
			return s.UpdatePlayer(ctx, p)
		}},
	}
	for _, c := range changes {
		v := version()
		if err := c.do(); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if version() == v {
			t.Errorf("a change of the %s left the version at %d", c.name, v)
		}
	}
	v := version()
	other := model.Player{Surname: "Інший", Name: "Гравець", BirthDate: model.NewDate(2001, 1, 1), Gender: model.Male, Citizenship: "UKR"}
	if err := s.CreatePlayer(ctx, &other); err != nil {
		t.Fatal(err)
	}
	other.FIDERating = 2000
	if err := s.UpdatePlayer(ctx, other); err != nil {
		t.Fatal(err)
	}
	if version() != v {
		t.Error("a player not in the tournament changed its version")
	}
}
