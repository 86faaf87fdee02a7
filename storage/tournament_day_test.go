package storage

import (
	"context"
	"fmt"
	"reflect"
	"sort"
	"testing"

	"arbiter/engine/trf"
	"arbiter/model"
)

// A file written before migration 0003 (a season import: tournament,
// registrations, games) opens with the tournament-day columns at their
// defaults and nothing lost.
func TestMigration0003KeepsOlderData(t *testing.T) {
	ctx := context.Background()
	db, path := fileAt(t, 2)
	for _, q := range []string{
		`INSERT INTO players (id, surname, name, birth_date, gender) VALUES (1, 'Шевченко', 'Іван', '2001-02-03', 'm')`,
		`INSERT INTO players (id, surname, name, birth_date, gender) VALUES (2, 'Бойко', 'Олена', '2002-03-04', 'f')`,
		`INSERT INTO tournaments (id, name, start_date, end_date, kind, system, rounds, tiebreaks)
			VALUES (1, 'Кубок', '2010-03-01', '2010-03-02', 'classical', 'Swiss', 1, 'BH,WIN,DE')`,
		`INSERT INTO tournament_players (tournament_id, player_id, start_no, rating, points, place, place_to)
			VALUES (1, 1, 1, 2100, 2, 1, 1), (1, 2, 2, 0, 0, 2, 2)`,
		`INSERT INTO tournament_games (tournament_id, round, start_no, opponent_no, colour, result)
			VALUES (1, 1, 1, 2, 'w', '1'), (1, 1, 2, 1, 'b', '0')`,
	} {
		if _, err := db.ExecContext(ctx, q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	db.Close()
	s, err := openTest(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	tr, err := s.Tournament(ctx, 1)
	if err != nil || tr.Name != "Кубок" || tr.RatingUsed != "" || tr.Finished || tr.TieBreaks != "BH,WIN,DE" {
		t.Fatalf("tournament after 0003: %+v, %v", tr, err)
	}
	es, _ := s.Entries(ctx, 1)
	if len(es) != 2 || es[0].Points != 2 || es[0].Place != 1 || es[0].Fee != 0 || es[0].Byes != nil {
		t.Fatalf("entries after 0003: %+v", es)
	}
	gs, _ := s.Games(ctx, 1)
	if len(gs) != 2 || gs[0].Result != trf.Win || gs[0].Board != 0 {
		t.Fatalf("games after 0003: %+v", gs)
	}
}

func TestTournamentDayStoreRoundTrip(t *testing.T) {
	ctx := context.Background()
	s := openSeasonStore(t)
	var pids []model.PlayerID
	for i, name := range []string{"Андрій", "Богдан", "Віктор"} {
		p := model.Player{Surname: "Гравець", Name: name, BirthDate: model.NewDate(2000+i, 1, 1), Gender: model.Male, Citizenship: "UKR"}
		if err := s.CreatePlayer(ctx, &p); err != nil {
			t.Fatal(err)
		}
		pids = append(pids, p.ID)
	}
	tr := model.Tournament{Name: "Т", StartDate: model.NewDate(2026, 1, 2), EndDate: model.NewDate(2026, 1, 3),
		Kind: model.Blitz, Cup: "none", System: model.SystemSwissDutch, Rounds: 5, RatingUsed: model.RatingNational,
		Edition: "2026", SubStandings: "girls,u10", InitialColour: "black", SameClubRounds: 2, Knockout: "2+A"}
	if err := s.CreateTournament(ctx, &tr); err != nil {
		t.Fatal(err)
	}
	tr.Finished = true
	if err := s.UpdateTournament(ctx, tr); err != nil {
		t.Fatal(err)
	}
	if back, err := s.Tournament(ctx, tr.ID); err != nil || back != tr {
		t.Fatalf("tournament: %+v, %v; want %+v", back, err, tr)
	}
	es := []model.Entry{
		{TournamentID: tr.ID, PlayerID: pids[0], StartNo: 1, Fee: 100, Paid: true, CheckedIn: true,
			Byes: map[int]trf.Result{2: trf.HalfBye, 4: trf.ZeroBye}},
		{TournamentID: tr.ID, PlayerID: pids[1], StartNo: 2, WithdrawnFrom: 3},
		{TournamentID: tr.ID, PlayerID: pids[2], StartNo: 3},
	}
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
	// 1 → 3, 2 → 1, 3 → 2: the games follow the players
	if err := s.Renumber(ctx, tr.ID, map[int]int{1: 3, 2: 1, 3: 2}); err != nil {
		t.Fatal(err)
	}
	got, _ := s.Entries(ctx, tr.ID)
	if got[0].PlayerID != pids[1] || got[2].PlayerID != pids[0] || !reflect.DeepEqual(got[2].Byes, es[0].Byes) ||
		got[2].Fee != 100 || !got[2].Paid || got[0].WithdrawnFrom != 3 {
		t.Fatalf("entries after renumbering: %+v", got)
	}
	gs, _ := s.Games(ctx, tr.ID)
	want := []model.RoundGame{
		{TournamentID: tr.ID, Round: 1, StartNo: 1, Colour: trf.NoColour, Result: trf.PAB},
		{TournamentID: tr.ID, Round: 1, StartNo: 2, Opponent: 3, Colour: trf.Black, Result: trf.Loss, Board: 1},
		{TournamentID: tr.ID, Round: 1, StartNo: 3, Opponent: 2, Colour: trf.White, Result: trf.Win, Board: 1},
	}
	if !reflect.DeepEqual(gs, want) {
		t.Fatalf("games after renumbering:\n%+v\nwant\n%+v", gs, want)
	}
	if err := s.Renumber(ctx, tr.ID, map[int]int{1: 1}); !model.IsKind(err, model.Invalid) {
		t.Errorf("partial renumbering: %v", err)
	}
	if err := s.SetForbiddenPairs(ctx, tr.ID, [][2]model.PlayerID{{pids[2], pids[0]}, {pids[0], pids[2]}}); err != nil {
		t.Fatal(err)
	}
	if fp, _ := s.ForbiddenPairs(ctx, tr.ID); len(fp) != 1 || fp[0] != [2]model.PlayerID{pids[0], pids[2]} {
		t.Errorf("forbidden pairs: %v", fp)
	}
	if err := s.AddAudit(ctx, model.AuditRecord{TournamentID: tr.ID, At: "2026-01-02T10:00:00Z", Round: 1, Action: "unpair", Detail: "x"}); err != nil {
		t.Fatal(err)
	}
	if a, _ := s.Audit(ctx, tr.ID); len(a) != 1 || a[0].Action != "unpair" {
		t.Errorf("audit: %+v", a)
	}
	kg := model.KnockoutGame{TournamentID: tr.ID, Round: 1, Pair: 1, No: 1, Stage: -1, White: 1, Black: 2, WhitePoints: 1}
	if err := s.AddKnockoutGame(ctx, kg); err != nil {
		t.Fatal(err)
	}
	if err := s.AddKnockoutGame(ctx, kg); !model.IsKind(err, model.Conflict) {
		t.Errorf("the same knockout game twice: %v", err)
	}
	if k, _ := s.KnockoutGames(ctx, tr.ID); len(k) != 1 || k[0] != kg {
		t.Errorf("knockout games: %+v", k)
	}
	if err := s.DeleteKnockoutGames(ctx, tr.ID, 1); err != nil {
		t.Fatal(err)
	}
	if err := s.UpdateEntry(ctx, model.Entry{TournamentID: tr.ID, PlayerID: 999}); !model.IsKind(err, model.NotFound) {
		t.Errorf("update of a missing entry: %v", err)
	}
	if err := s.UpdateTournament(ctx, model.Tournament{ID: 999, Name: "x", StartDate: tr.StartDate, EndDate: tr.EndDate, Kind: "blitz", Cup: "none"}); !model.IsKind(err, model.NotFound) {
		t.Errorf("update of a missing tournament: %v", err)
	}
}

// TestBigRoundRoundTrip: a round of 251 players (two statements of 100
// rows, prepared once, and one of 51, as AddGames writes it) reads back
// exactly, the bye and an absence included; the players of a tournament
// are read with PlayerFilter.Tournament, and their names with EntryNames,
// without the rest of the registry.
func TestBigRoundRoundTrip(t *testing.T) {
	ctx := context.Background()
	s := openSeasonStore(t)
	const n = 251
	var pids []model.PlayerID
	for i := range n + 20 { // 20 players of the registry who do not play
		p := model.Player{Surname: fmt.Sprintf("Гравець%03d", i), Name: "Іван", BirthDate: model.NewDate(2010, 1, 1), Gender: model.Male, Citizenship: "UKR"}
		if err := s.CreatePlayer(ctx, &p); err != nil {
			t.Fatal(err)
		}
		pids = append(pids, p.ID)
	}
	tr := model.Tournament{Name: "Т", StartDate: model.NewDate(2026, 1, 2), EndDate: model.NewDate(2026, 1, 3),
		Kind: model.Blitz, Cup: "none", System: model.SystemSwissDutch, Rounds: 5}
	other := tr
	for _, x := range []*model.Tournament{&tr, &other} {
		if err := s.CreateTournament(ctx, x); err != nil {
			t.Fatal(err)
		}
	}
	var es []model.Entry
	for i := range n {
		es = append(es, model.Entry{TournamentID: tr.ID, PlayerID: pids[i+10], StartNo: i + 1})
	}
	if err := s.AddEntries(ctx, append(es, model.Entry{TournamentID: other.ID, PlayerID: pids[0], StartNo: 1})); err != nil {
		t.Fatal(err)
	}
	var want []model.RoundGame
	for b := 1; b <= 124; b++ {
		w, bl := b, b+124
		want = append(want,
			model.RoundGame{TournamentID: tr.ID, Round: 1, StartNo: w, Opponent: bl, Colour: trf.White, Result: trf.Draw, Board: b},
			model.RoundGame{TournamentID: tr.ID, Round: 1, StartNo: bl, Opponent: w, Colour: trf.Black, Result: trf.Draw, Board: b})
	}
	want = append(want,
		model.RoundGame{TournamentID: tr.ID, Round: 1, StartNo: 249, Colour: trf.NoColour, Result: trf.PAB},
		model.RoundGame{TournamentID: tr.ID, Round: 1, StartNo: 250, Colour: trf.NoColour, Result: trf.HalfBye},
		model.RoundGame{TournamentID: tr.ID, Round: 1, StartNo: 251, Colour: trf.NoColour, Result: trf.ZeroBye})
	if err := s.Tx(ctx, func(tx model.Store) error { return tx.AddGames(ctx, want) }); err != nil {
		t.Fatal(err)
	}
	sort.Slice(want, func(i, j int) bool { return want[i].StartNo < want[j].StartNo })
	if got, err := s.Games(ctx, tr.ID); err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("games: %v\n%+v\nwant\n%+v", err, got, want)
	}
	ps, err := s.Players(ctx, model.PlayerFilter{Tournament: tr.ID})
	if err != nil || len(ps) != n || ps[0].ID != pids[10] || ps[n-1].ID != pids[n+9] {
		t.Fatalf("the tournament's players: %d, %v", len(ps), err)
	}
	if ps, err := s.Players(ctx, model.PlayerFilter{Tournament: other.ID}); err != nil || len(ps) != 1 || ps[0].ID != pids[0] {
		t.Fatalf("the other tournament's players: %+v, %v", ps, err)
	}
	names, err := s.EntryNames(ctx, tr.ID)
	if err != nil || len(names) != n {
		t.Fatalf("names: %d, %v", len(names), err)
	}
	if want := (model.Player{ID: pids[10], Surname: "Гравець010", Name: "Іван"}); names[0] != want {
		t.Errorf("the first name %+v, want %+v (the rest zero)", names[0], want)
	}
}
