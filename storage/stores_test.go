package storage

import (
	"errors"
	"path/filepath"
	"reflect"
	"slices"
	"testing"
	"time"

	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/teams"
)

// The domain stores DB hands out: each is small, each reads back what it
// wrote, and a transaction of one binds all of them.

func newDB(t *testing.T) (*DB, model.Tournament) {
	t.Helper()
	d, err := Open(filepath.Join(t.TempDir(), "arbiter.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	tr := model.Tournament{Name: "Кубок", System: model.SystemSwissDutch, StartDate: model.NewDate(2026, 5, 1),
		EndDate: model.NewDate(2026, 5, 3), Rounds: 3, Kind: model.Classical, Cup: "none"}
	if err := d.Tournaments().CreateTournament(ctx, &tr); err != nil {
		t.Fatal(err)
	}
	return d, tr
}

// TestStoreTypesAreSmall: no store type offers 40 exported methods or more,
// counting those it embeds (reflect's method set of the pointer).
func TestStoreTypesAreSmall(t *testing.T) {
	for _, v := range []any{&DB{}, &RegistryStore{}, &TournamentStore{}, &PlayoffStore{}, &SeasonStore{}, &FIDEStore{},
		&PersonalStore{}, &FileStore{}, &RatingStore{}, &TeamStore{}, &ClosingStore{}, &DiplomaStore{}} {
		if n := reflect.TypeOf(v).NumMethod(); n >= 40 {
			t.Errorf("%T has %d exported methods, want fewer than 40", v, n)
		}
	}
}

func TestStoresOfOneFile(t *testing.T) {
	d, _ := newDB(t)
	st := d.Stores()
	if st.Model == nil || st.Teams == nil || st.Closing == nil || st.Ratings == nil || st.Diplomas == nil {
		t.Fatalf("Stores has a nil store: %+v", st)
	}
	if d.ReadOnly() != nil || d.Files().ReadOnly() != nil {
		t.Errorf("a new file is read-only: %v", d.ReadOnly())
	}
	// a player created through the registry store is the one the model's
	// store, the rating store and the team store read
	p := model.Player{Surname: "Бондар", Name: "Ія", BirthDate: model.NewDate(2011, 2, 3), Gender: model.Female, Citizenship: "UKR"}
	if err := d.Registry().CreatePlayer(ctx, &p); err != nil {
		t.Fatal(err)
	}
	for name, read := range map[string]func() (model.Player, error){
		"Model":   func() (model.Player, error) { return d.Model().Player(ctx, p.ID) },
		"Ratings": func() (model.Player, error) { return d.Ratings().Player(ctx, p.ID) },
		"Teams":   func() (model.Player, error) { return d.Teams().Player(ctx, p.ID) },
	} {
		if got, err := read(); err != nil || got.Surname != "Бондар" {
			t.Errorf("%s reads %+v, %v", name, got, err)
		}
	}
}

// TestModelTxRollsBackEveryDomain: a failed transaction keeps nothing of
// what it wrote through the registry, the seasons, the personal data and
// the tournaments' schedule.
func TestModelTxRollsBackEveryDomain(t *testing.T) {
	d, tr := newDB(t)
	boom := errors.New("boom")
	err := d.Model().Tx(ctx, func(st model.Store) error {
		p := model.Player{Surname: "Гнатюк", Name: "Ян", BirthDate: model.NewDate(2012, 1, 1), Gender: model.Male, Citizenship: "UKR"}
		if err := st.CreatePlayer(ctx, &p); err != nil {
			return err
		}
		if err := st.SavePersonalData(ctx, model.PersonalData{Player: p.ID, Address: "вул. Лісова, 1"}); err != nil {
			return err
		}
		se := model.Season{Year: 2026}
		if err := st.CreateSeason(ctx, &se); err != nil {
			return err
		}
		if err := st.SaveSchedule(ctx, model.Schedule{Tournament: tr.ID, RegFrom: "09:00"}); err != nil {
			return err
		}
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("Tx = %v, want boom", err)
	}
	if ps, _ := d.Registry().Players(ctx, model.PlayerFilter{}); len(ps) != 0 {
		t.Errorf("players kept: %+v", ps)
	}
	if ss, _ := d.Seasons().Seasons(ctx); len(ss) != 0 {
		t.Errorf("seasons kept: %+v", ss)
	}
	if sc, err := d.Tournaments().Schedule(ctx, tr.ID); err != nil || sc.RegFrom != "" {
		t.Errorf("schedule kept: %+v, %v", sc, err)
	}
}

func TestAdjournedAndArmageddonRoundTrip(t *testing.T) {
	d, tr := newDB(t)
	ps := d.Playoffs()
	at := time.Date(2026, 5, 1, 18, 30, 0, 0, time.UTC)
	for _, g := range []model.AdjournedGame{{Round: 2, Board: 3, At: at}, {Round: 1, Board: 5, At: at}, {Round: 2, Board: 3, At: at.Add(time.Hour)}} {
		if err := ps.AddAdjourned(ctx, tr.ID, g); err != nil {
			t.Fatal(err)
		}
	}
	// by round, then board; the second adjournment of board 3 is ignored
	want := []model.AdjournedGame{{Round: 1, Board: 5, At: at}, {Round: 2, Board: 3, At: at}}
	if got, err := ps.AdjournedGames(ctx, tr.ID); err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("AdjournedGames = %+v, %v; want %+v", got, err, want)
	}
	if err := ps.EndAdjourned(ctx, tr.ID, 1, 5); err != nil {
		t.Fatal(err)
	}
	if got, _ := ps.AdjournedGames(ctx, tr.ID); len(got) != 1 || got[0].Board != 3 {
		t.Errorf("after EndAdjourned: %+v", got)
	}
	if err := ps.AddAdjourned(ctx, tr.ID+99, model.AdjournedGame{Round: 1, Board: 1, At: at}); !model.IsKind(err, model.Invalid) {
		t.Errorf("an adjourned game of a missing tournament: %v, want Invalid (foreign key)", err)
	}

	cs := []model.ArmageddonColours{
		{TournamentID: tr.ID, Round: 1, Pair: 2, White: 7, ByLot: true, LotSeed: 1<<62 + 5},
		{TournamentID: tr.ID, Round: 1, Pair: 1, White: 1},
		{TournamentID: tr.ID, Round: 2, Pair: 1, White: 3},
		{TournamentID: tr.ID, Round: 1, Pair: 1, White: 8}, // replaces the second
	}
	for _, c := range cs {
		if err := ps.SetArmageddonColours(ctx, c); err != nil {
			t.Fatal(err)
		}
	}
	if got, err := ps.ArmageddonColours(ctx, tr.ID); err != nil || !reflect.DeepEqual(got, []model.ArmageddonColours{cs[3], cs[0], cs[2]}) {
		t.Errorf("ArmageddonColours = %+v, %v", got, err)
	}
	for _, c := range []struct {
		round, pair int
		left        int
	}{{1, 2, 2}, {1, 0, 0}} { // one pair, then every round from 1
		if err := ps.DeleteArmageddonColours(ctx, tr.ID, c.round, c.pair); err != nil {
			t.Fatal(err)
		}
		if got, _ := ps.ArmageddonColours(ctx, tr.ID); len(got) != c.left {
			t.Errorf("after deleting round %d pair %d: %+v, want %d left", c.round, c.pair, got, c.left)
		}
	}
}

func TestFIDEStoreRoundTrip(t *testing.T) {
	d, tr := newDB(t)
	fs := d.FIDE()
	if _, ok, err := fs.FIDEModeRecord(ctx, tr.ID); ok || err != nil {
		t.Errorf("a new tournament has a FIDE mode record: %v %v", ok, err)
	}
	at := time.Date(2026, 5, 2, 10, 0, 0, 0, time.UTC)
	rec := model.FIDEModeRecord{On: true, LeftRound: 2, LeftAt: at}
	if err := fs.SetFIDEModeRecord(ctx, tr.ID, rec); err != nil {
		t.Fatal(err)
	}
	if got, ok, err := fs.FIDEModeRecord(ctx, tr.ID); !ok || err != nil || got != rec {
		t.Errorf("FIDEModeRecord = %+v %v %v, want %+v", got, ok, err, rec)
	}
	if r, since, err := fs.PairingEdit(ctx, tr.ID); r != 0 || !since.IsZero() || err != nil {
		t.Errorf("no pairing edit: %d %v %v", r, since, err)
	}
	if err := fs.SetPairingEdit(ctx, tr.ID, 3, at); err != nil {
		t.Fatal(err)
	}
	if r, since, err := fs.PairingEdit(ctx, tr.ID); r != 3 || !since.Equal(at) || err != nil {
		t.Errorf("PairingEdit = %d %v %v", r, since, err)
	}
	if err := fs.SetPairingEdit(ctx, tr.ID, 0, time.Time{}); err != nil {
		t.Fatal(err)
	}
	if r, _, _ := fs.PairingEdit(ctx, tr.ID); r != 0 {
		t.Errorf("round 0 did not end the edit: %d", r)
	}
	c := model.RatingCorrection{Round: 1, White: 2, Black: 5, WhiteResult: trf.Result('0'), BlackResult: trf.Result('1'), At: at}
	if err := fs.AddRatingCorrection(ctx, tr.ID, c); err != nil {
		t.Fatal(err)
	}
	if got, err := fs.RatingCorrections(ctx, tr.ID); err != nil || !slices.Equal(got, []model.RatingCorrection{c}) {
		t.Errorf("RatingCorrections = %+v, %v", got, err)
	}
	p := model.Player{Surname: "Коваль", Name: "Ада", BirthDate: model.NewDate(2010, 3, 3), Gender: model.Female, Citizenship: "UKR"}
	if err := d.Registry().CreatePlayer(ctx, &p); err != nil {
		t.Fatal(err)
	}
	x := model.Expulsion{PlayerID: p.ID, Round: 2, At: at}
	if err := fs.AddExpulsion(ctx, tr.ID, x); err != nil {
		t.Fatal(err)
	}
	if got, err := fs.Expulsions(ctx, tr.ID); err != nil || !slices.Equal(got, []model.Expulsion{x}) {
		t.Errorf("Expulsions = %+v, %v", got, err)
	}
}

func TestPersonalStoreRoundTrip(t *testing.T) {
	d, tr := newDB(t)
	p := model.Player{Surname: "Мельник", Name: "Олег", BirthDate: model.NewDate(2009, 9, 9), Gender: model.Male, Citizenship: "UKR"}
	if err := d.Registry().CreatePlayer(ctx, &p); err != nil {
		t.Fatal(err)
	}
	ps := d.Personal()
	if got, err := ps.PersonalData(ctx, p.ID); err != nil || got != (model.PersonalData{Player: p.ID}) {
		t.Errorf("no personal data yet: %+v, %v", got, err)
	}
	for _, pd := range []model.PersonalData{
		{Player: p.ID, Education: "Ліцей 1", Address: "вул. Садова, 2", Medical: model.NewDate(2026, 4, 1), Residence: "Київ", District: "Голосіївський"},
		{Player: p.ID, Education: "КПІ"}, // a second save replaces every field
	} {
		if err := ps.SavePersonalData(ctx, pd); err != nil {
			t.Fatal(err)
		}
		if got, err := ps.PersonalData(ctx, p.ID); err != nil || got != pd {
			t.Errorf("PersonalData = %+v, %v; want %+v", got, err, pd)
		}
	}
	if got, err := ps.EntryRules(ctx, tr.ID); err != nil || !reflect.DeepEqual(got, model.EntryRules{Tournament: tr.ID}) {
		t.Errorf("no entry rules yet: %+v, %v", got, err)
	}
	r := model.EntryRules{Tournament: tr.ID, Required: []string{"address", "medical"}, Residence: "Київ", OrStudent: true}
	if err := ps.SaveEntryRules(ctx, r); err != nil {
		t.Fatal(err)
	}
	if got, err := ps.EntryRules(ctx, tr.ID); err != nil || !reflect.DeepEqual(got, r) {
		t.Errorf("EntryRules = %+v, %v; want %+v", got, err, r)
	}
}

func TestTournamentStoreScheduleAndRound(t *testing.T) {
	d, tr := newDB(t)
	ts := d.Tournaments()
	sc := model.Schedule{Tournament: tr.ID, RegFrom: "09:00", RegTo: "09:45", DrawFrom: "09:50", DrawTo: "10:00",
		Rounds: []model.RoundTime{{Round: 1, Day: model.NewDate(2026, 5, 1), Start: "10:00"}, {Round: 2, Day: model.NewDate(2026, 5, 1), Start: ""}}}
	if err := ts.SaveSchedule(ctx, sc); err != nil {
		t.Fatal(err)
	}
	if got, err := ts.Schedule(ctx, tr.ID); err != nil || !reflect.DeepEqual(got, sc) {
		t.Errorf("Schedule = %+v, %v; want %+v", got, err, sc)
	}
	if all, err := ts.AllTournaments(ctx); err != nil || len(all) != 1 || all[0].ID != tr.ID {
		t.Errorf("AllTournaments = %+v, %v", all, err)
	}
	if err := ts.DeleteEntry(ctx, tr.ID, 12345); !model.IsKind(err, model.NotFound) {
		t.Errorf("deleting a missing registration: %v, want NotFound", err)
	}
}

// TestRoundGamesReadsOneRound: the read a result entry makes returns the
// rows of its round only, by start number — not the other rounds.
func TestRoundGamesReadsOneRound(t *testing.T) {
	d, tr := newDB(t)
	var es []model.Entry
	for i := 1; i <= 4; i++ {
		p := model.Player{Surname: "Гравець", Name: string(rune('А' + i)), BirthDate: model.NewDate(2010, 1, i), Gender: model.Male, Citizenship: "UKR"}
		if err := d.Registry().CreatePlayer(ctx, &p); err != nil {
			t.Fatal(err)
		}
		es = append(es, model.Entry{TournamentID: tr.ID, PlayerID: p.ID, StartNo: i})
	}
	ts := d.Tournaments()
	if err := ts.AddEntries(ctx, es); err != nil {
		t.Fatal(err)
	}
	g := func(r, no, opp int, c trf.Colour, res trf.Result, board int) model.RoundGame {
		return model.RoundGame{TournamentID: tr.ID, Round: r, StartNo: no, Opponent: opp, Colour: c, Result: res, Board: board}
	}
	r1 := []model.RoundGame{g(1, 1, 3, trf.White, trf.Win, 1), g(1, 2, 4, trf.Black, trf.Draw, 2), g(1, 3, 1, trf.Black, trf.Loss, 1), g(1, 4, 2, trf.White, trf.Draw, 2)}
	r2 := []model.RoundGame{g(2, 4, 1, trf.White, trf.NoResult, 1), g(2, 1, 4, trf.Black, trf.NoResult, 1)}
	if err := ts.AddGames(ctx, append(slices.Clone(r1), r2...)); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		round int
		want  []model.RoundGame
	}{{1, r1}, {2, []model.RoundGame{r2[1], r2[0]}}, {3, nil}} {
		if got, err := ts.RoundGames(ctx, tr.ID, c.round); err != nil || !slices.Equal(got, c.want) {
			t.Errorf("RoundGames(%d) = %+v, %v; want %+v", c.round, got, err, c.want)
		}
	}
}

// TestTeamTxRollsBack: a team action that fails keeps neither the
// tournament it created through the team store nor its settings.
func TestTeamTxRollsBack(t *testing.T) {
	d, _ := newDB(t)
	boom := errors.New("boom")
	err := d.Teams().TeamTx(ctx, func(tx teams.Tx) error {
		tr := model.Tournament{Name: "Командний", System: teams.SystemSwiss, StartDate: model.NewDate(2026, 5, 2), EndDate: model.NewDate(2026, 5, 4), Rounds: 5, Kind: model.Classical, Cup: "none"}
		if err := tx.CreateTournament(ctx, &tr); err != nil {
			return err
		}
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("TeamTx = %v, want boom", err)
	}
	if all, _ := d.Tournaments().AllTournaments(ctx); len(all) != 1 {
		t.Errorf("tournaments after a failed team action: %+v, want only the fixture's", all)
	}
}
