package storage

import (
	"context"
	"encoding/json"
	"math/big"
	"path/filepath"
	"reflect"
	"testing"

	"arbiter/engine/season"
	"arbiter/engine/trf"
	"arbiter/model"
)

func openSeasonStore(t *testing.T) *testStore {
	t.Helper()
	s, err := openTest(filepath.Join(t.TempDir(), "season.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func TestSeasonRulesRoundTrip(t *testing.T) {
	ctx := context.Background()
	s := openSeasonStore(t)
	se := model.Season{Year: 2010, Name: "Сезон 2010", Rules: season.Rules2010()}
	if err := s.CreateSeason(ctx, &se); err != nil {
		t.Fatal(err)
	}
	if se.ID == 0 {
		t.Fatal("CreateSeason did not set the ID")
	}
	dup := model.Season{Year: 2010, Rules: season.Rules2010()}
	if err := s.CreateSeason(ctx, &dup); !model.IsKind(err, model.Conflict) {
		t.Errorf("second season 2010: %v, want Conflict", err)
	}
	se.Rules.SilverKa = []*big.Rat{season.Dec("1"), season.Dec("0.5")}
	se.Rules.VeteranAge = 65
	if err := s.UpdateSeason(ctx, se); err != nil {
		t.Fatal(err)
	}
	got, err := s.SeasonByYear(ctx, 2010)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := json.Marshal(got.Rules)
	b, _ := json.Marshal(se.Rules)
	if string(a) != string(b) || got.Name != "Сезон 2010" || got.Rules.VeteranAge != 65 {
		t.Errorf("stored season %+v\nrules %s\nwant %s", got, a, b)
	}
	if _, err := s.SeasonByYear(ctx, 2011); !model.IsKind(err, model.NotFound) {
		t.Errorf("SeasonByYear(2011) = %v, want NotFound", err)
	}
	if err := s.UpdateSeason(ctx, model.Season{ID: 99, Rules: season.Rules2010()}); !model.IsKind(err, model.NotFound) {
		t.Errorf("UpdateSeason(missing) = %v, want NotFound", err)
	}
}

func TestTournamentEntriesGamesRoundTrip(t *testing.T) {
	ctx := context.Background()
	s := openSeasonStore(t)
	se := model.Season{Year: 2010, Rules: season.Rules2010()}
	if err := s.CreateSeason(ctx, &se); err != nil {
		t.Fatal(err)
	}
	club := model.Club{Name: "Дебют"}
	if err := s.CreateClub(ctx, &club); err != nil {
		t.Fatal(err)
	}
	var ids []model.PlayerID
	for _, name := range []string{"Олег", "Марія"} {
		p := model.Player{Surname: "Іваненко", Name: name, BirthDate: model.NewDate(1995, 3, 10), Gender: model.Male, Citizenship: "UKR"}
		if err := s.CreatePlayer(ctx, &p); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, p.ID)
	}
	tr := model.Tournament{SeasonID: se.ID, Name: "Кваліф-турнір", StartDate: model.NewDate(2010, 7, 26),
		EndDate: model.NewDate(2010, 7, 30), Kind: model.Classical, Cup: season.CupGold, Level: season.Level3, Rounds: 1, TieBreaks: "BH,WIN,DE"}
	if err := s.CreateTournament(ctx, &tr); err != nil {
		t.Fatal(err)
	}
	entries := []model.Entry{
		{TournamentID: tr.ID, PlayerID: ids[0], StartNo: 1, ClubID: club.ID, Points: 2, Place: 1, PlaceTo: 1},
		{TournamentID: tr.ID, PlayerID: ids[1], StartNo: 2, Points: 0, Place: 2, PlaceTo: 2},
	}
	games := []model.RoundGame{
		{TournamentID: tr.ID, Round: 1, StartNo: 1, Opponent: 2, Colour: trf.White, Result: trf.Win},
		{TournamentID: tr.ID, Round: 1, StartNo: 2, Opponent: 1, Colour: trf.Black, Result: trf.Loss},
	}
	if err := s.AddEntries(ctx, entries); err != nil {
		t.Fatal(err)
	}
	if err := s.AddGames(ctx, games); err != nil {
		t.Fatal(err)
	}
	gotT, err := s.Tournaments(ctx, se.ID)
	if err != nil || len(gotT) != 1 || !reflect.DeepEqual(gotT[0], tr) {
		t.Errorf("Tournaments = %+v, %v; want [%+v]", gotT, err, tr)
	}
	if got, err := s.SeasonEntries(ctx, se.ID); err != nil || !reflect.DeepEqual(got, entries) {
		t.Errorf("SeasonEntries = %+v, %v; want %+v", got, err, entries)
	}
	if got, err := s.Games(ctx, tr.ID); err != nil || !reflect.DeepEqual(got, games) {
		t.Errorf("Games = %+v, %v; want %+v", got, err, games)
	}
	bad := model.Tournament{SeasonID: se.ID, Name: "x", StartDate: model.NewDate(2010, 7, 26), EndDate: model.NewDate(2010, 7, 26),
		Kind: model.Classical, Cup: season.CupGold}
	if err := s.CreateTournament(ctx, &bad); !model.IsKind(err, model.Invalid) {
		t.Errorf("Golden Cup tournament without a level: %v, want Invalid", err)
	}
	if err := s.DeletePlayer(ctx, ids[0]); err == nil {
		t.Error("a player with tournament results was deleted")
	}
}
