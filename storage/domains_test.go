package storage

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"testing"
	"time"

	"arbiter/engine/fee"
	"arbiter/engine/norm"
	"arbiter/engine/playoff"
	"arbiter/engine/prize"
	"arbiter/engine/ratinglist"
	"arbiter/engine/season"
	"arbiter/engine/team"
	"arbiter/model"
	"arbiter/model/closing"
	"arbiter/model/ratings"
	"arbiter/model/teams"
)

// The stores of the domain packages beside model (model/teams,
// model/ratings, model/closing) and model's smaller stores (play-offs,
// main declarations, start order): what is written is read back field
// by field, a missing row is NotFound or the documented zero, and a
// failed transaction keeps nothing.

// somePlayers creates n registry players «Гравець1» … and returns them.
func somePlayers(t *testing.T, s *testStore, n int) []model.Player {
	t.Helper()
	var out []model.Player
	for i := 1; i <= n; i++ {
		p := model.Player{Surname: fmt.Sprintf("Гравець%d", i), Name: "Тест", BirthDate: model.NewDate(2010, 1, i), Gender: model.Male, Citizenship: "UKR"}
		if err := s.CreatePlayer(ctx, &p); err != nil {
			t.Fatal(err)
		}
		out = append(out, p)
	}
	return out
}

func someTournament(t *testing.T, s *testStore, name, system string) model.Tournament {
	t.Helper()
	tr := model.Tournament{Name: name, System: system, StartDate: model.NewDate(2026, 5, 1), EndDate: model.NewDate(2026, 5, 3), Rounds: 3,
		Kind: model.Classical, Cup: "none"}
	if err := s.CreateTournament(ctx, &tr); err != nil {
		t.Fatal(err)
	}
	return tr
}

func TestTeamStoreRoundTrip(t *testing.T) {
	s := newStore(t)
	ps := somePlayers(t, s, 5)
	club := model.Club{Name: "Академія"}
	if err := s.CreateClub(ctx, &club); err != nil {
		t.Fatal(err)
	}
	tr := someTournament(t, s, "Командний", teams.SystemSwiss)
	set := teams.Settings{Tournament: tr.ID, TieBreaks: "fide-team", ExtraMatch: true, Rules: teams.Rules{Boys: 3, Girls: 1, OneClub: true},
		Scoring: team.Settings{Boards: 2, Primary: team.ByGP, Win: 3, Draw: 1, Loss: 0, NoShowGP: 4, ByeGP: 2, MinPlayers: 1, Colours: "WB"}}
	var a, b teams.Team
	err := s.TeamTx(ctx, func(tx teams.Tx) error {
		if _, err := tx.TeamSettings(ctx, tr.ID); !model.IsKind(err, model.NotFound) {
			t.Errorf("settings before any: %v", err)
		}
		if err := tx.SaveTeamSettings(ctx, set); err != nil {
			return err
		}
		a = teams.Team{Tournament: tr.ID, Number: 1, Name: "A", Club: club.ID, Settlement: "Київ", Captain: "Тренер",
			Members: []teams.Member{{Player: ps[0].ID}, {Player: ps[1].ID}, {Player: ps[2].ID, Substitute: true}}}
		b = teams.Team{Tournament: tr.ID, Number: 2, Name: "B", Members: []teams.Member{{Player: ps[3].ID}, {Player: ps[4].ID}}}
		if err := tx.CreateTeam(ctx, &a); err != nil {
			return err
		}
		return tx.CreateTeam(ctx, &b)
	})
	if err != nil {
		t.Fatal(err)
	}
	if a.ID == 0 || b.ID == 0 || a.ID == b.ID {
		t.Fatalf("team IDs %d, %d", a.ID, b.ID)
	}
	err = s.TeamTx(ctx, func(tx teams.Tx) error {
		got, err := tx.TeamSettings(ctx, tr.ID)
		if err != nil || got != set {
			t.Errorf("settings %+v, %v\nwant %+v", got, err, set)
		}
		ts, err := tx.Teams(ctx, tr.ID)
		if err != nil || !reflect.DeepEqual(ts, []teams.Team{a, b}) {
			t.Errorf("teams %+v, %v\nwant %+v", ts, err, []teams.Team{a, b})
		}
		members, err := tx.TeamPlayers(ctx, a.ID)
		if err != nil || len(members) != 3 || members[0] != ps[0] || members[2] != ps[2] {
			t.Errorf("TeamPlayers(A) %+v, %v", members, err)
		}
		// a new name, no club, a new order
		a.Name, a.Club, a.Settlement, a.Captain = "Академія", 0, "", ""
		a.Members = []teams.Member{{Player: ps[1].ID}, {Player: ps[0].ID}}
		if err := tx.UpdateTeam(ctx, a); err != nil {
			return err
		}
		if err := tx.SetTeamMembers(ctx, a.ID, a.Members); err != nil {
			return err
		}
		ms := []teams.Match{
			{Tournament: tr.ID, Round: 1, Home: a.ID, Away: b.ID, AwayStatus: team.NoShow,
				Boards: []teams.Board{{Home: ps[1].ID, Away: ps[3].ID, Result: team.Result('1')}, {Home: ps[0].ID}}},
			{Tournament: tr.ID, Round: 2, Home: b.ID}, // the team bye
			{Tournament: tr.ID, Round: 3, Home: a.ID, Away: b.ID, Extra: true},
		}
		if err := tx.CreateMatches(ctx, ms); err != nil {
			return err
		}
		got2, err := tx.Matches(ctx, tr.ID)
		if err != nil || !reflect.DeepEqual(got2, ms) {
			t.Errorf("matches %+v, %v\nwant %+v", got2, err, ms)
		}
		ms[0].AwayStatus, ms[0].HomeStatus = team.Present, team.NoShow
		ms[0].Boards = []teams.Board{{Home: ps[1].ID, Away: ps[3].ID, Result: team.Result('=')}}
		if err := tx.SaveMatch(ctx, ms[0]); err != nil {
			return err
		}
		got2, _ = tx.Matches(ctx, tr.ID)
		if !reflect.DeepEqual(got2[0], ms[0]) {
			t.Errorf("saved match %+v\nwant %+v", got2[0], ms[0])
		}
		if err := tx.SaveMatch(ctx, teams.Match{ID: 9999}); !model.IsKind(err, model.NotFound) {
			t.Errorf("a match no longer there: %v", err)
		}
		if _, err := tx.RankingSize(ctx, tr.ID); !model.IsKind(err, model.NotFound) {
			t.Errorf("ranking size before any: %v", err)
		}
		for _, n := range []int{5, 0} {
			if err := tx.SaveRankingSize(ctx, tr.ID, n); err != nil {
				return err
			}
			if got, err := tx.RankingSize(ctx, tr.ID); err != nil || got != n {
				t.Errorf("ranking size %d read as %d, %v", n, got, err)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	ts, _ := teamsOf(t, s, tr.ID)
	if ts[0].Name != "Академія" || ts[0].Club != 0 || !reflect.DeepEqual(ts[0].Members, a.Members) {
		t.Errorf("updated team %+v", ts[0])
	}
	// a failed transaction keeps nothing
	boom := errors.New("boom")
	err = s.TeamTx(ctx, func(tx teams.Tx) error {
		c := teams.Team{Tournament: tr.ID, Number: 3, Name: "C"}
		if err := tx.CreateTeam(ctx, &c); err != nil {
			return err
		}
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("the failed transaction: %v", err)
	}
	if ts, _ := teamsOf(t, s, tr.ID); len(ts) != 2 {
		t.Errorf("a failed transaction kept a team: %d teams", len(ts))
	}
}

func teamsOf(t *testing.T, s *testStore, id model.TournamentID) ([]teams.Team, error) {
	t.Helper()
	var ts []teams.Team
	err := s.TeamTx(ctx, func(tx teams.Tx) error {
		var err error
		ts, err = tx.Teams(ctx, id)
		return err
	})
	return ts, err
}

func TestRatingsStoreRoundTrip(t *testing.T) {
	s := newStore(t)
	if _, err := s.file.Ratings().LastList(ctx, ratings.FIDE); !model.IsKind(err, model.NotFound) {
		t.Errorf("LastList before any: %v", err)
	}
	at := time.Date(2026, 11, 30, 9, 15, 0, 0, time.UTC)
	older := ratings.List{Source: ratings.FIDE, Kind: "standard", Period: ratinglist.Period{Year: 2026, Month: 10}, File: "a.txt", ImportedAt: at.Add(-time.Hour), Players: 10, Matched: 2}
	newer := ratings.List{Source: ratings.FIDE, Kind: "combined", Period: ratinglist.Period{Year: 2026, Month: 11}, File: "b.zip", ImportedAt: at, Players: 20, Matched: 3}
	national := ratings.List{Source: ratings.National, Kind: "national", Period: ratinglist.Period{Year: 2026, Month: 9}, File: "ucf.csv", ImportedAt: at, Players: 5, Matched: 1}
	for _, l := range []*ratings.List{&older, &newer, &national} {
		if err := s.file.Ratings().AddList(ctx, l); err != nil || l.ID == 0 {
			t.Fatalf("AddList %+v: %v", l, err)
		}
	}
	if got, err := s.file.Ratings().LastList(ctx, ratings.FIDE); err != nil || got != newer {
		t.Errorf("last FIDE list %+v, %v\nwant %+v", got, err, newer)
	}
	if got, _ := s.file.Ratings().LastList(ctx, ratings.National); got != national {
		t.Errorf("last national list %+v, want %+v", got, national)
	}

	ivan := ratings.ListEntry{Key: "ivanenko ivan", Player: ratinglist.Player{FIDEID: 14100001, Name: "Ivanenko, Ivan", Federation: "UKR", Sex: "M", Title: "FM",
		OTitle: "FA", Standard: ratinglist.Rating{Rating: 2300, Games: 9, K: 20}, Rapid: ratinglist.Rating{Rating: 2250, Games: 4, K: 20},
		Blitz: ratinglist.Rating{Rating: 2200, Games: 0, K: 20}, BirthYear: 2008}}
	olha := ratings.ListEntry{Key: "ivanova olha", Player: ratinglist.Player{FIDEID: 14100002, Name: "Ivanova, Olha", Federation: "UKR", Sex: "F", WTitle: "WFM",
		Standard: ratinglist.Rating{Rating: 2100, K: 40}, BirthYear: 2011, Flag: "w"}}
	petro := ratings.ListEntry{Key: "petrenko petro", Player: ratinglist.Player{FIDEID: 14100003, Name: "Petrenko, Petro", Federation: "UKR", Flag: "i"}}
	if err := s.file.Ratings().PutFIDEList(ctx, ratinglist.Combined, nil); err != nil {
		t.Errorf("an empty batch: %v", err)
	}
	err := s.RatingsTx(ctx, func(tx ratings.Store) error {
		if err := tx.ClearFIDEList(ctx); err != nil {
			return err
		}
		// two batches of the same size: the second uses the prepared upsert
		if err := tx.PutFIDEList(ctx, ratinglist.Combined, []ratings.ListEntry{ivan}); err != nil {
			return err
		}
		if err := tx.PutFIDEList(ctx, ratinglist.Combined, []ratings.ListEntry{olha}); err != nil {
			return err
		}
		return tx.PutFIDEList(ctx, ratinglist.Standard, []ratings.ListEntry{petro})
	})
	if err != nil {
		t.Fatal(err)
	}
	// a rapid list then changes the rapid columns only (and the name)
	rapid := ivan
	rapid.Name, rapid.Standard, rapid.Rapid = "Ivanenko, Ivan P.", ratinglist.Rating{Rating: 1000}, ratinglist.Rating{Rating: 2280, Games: 7, K: 20}
	if err := s.file.Ratings().PutFIDEList(ctx, ratinglist.Rapid, []ratings.ListEntry{rapid}); err != nil {
		t.Fatal(err)
	}
	want := ivan.Player
	want.Name, want.Rapid = rapid.Name, rapid.Rapid
	if got, err := s.file.Ratings().FIDEListPlayer(ctx, ivan.FIDEID); err != nil || got != want {
		t.Errorf("after the rapid list %+v, %v\nwant %+v", got, err, want)
	}
	if _, err := s.file.Ratings().FIDEListPlayer(ctx, 1); !model.IsKind(err, model.NotFound) {
		t.Errorf("a FIDE ID not in the list: %v", err)
	}
	found, err := s.file.Ratings().SearchFIDEList(ctx, "ivan", 10)
	if err != nil || len(found) != 2 || found[0].FIDEID != ivan.FIDEID || found[1].FIDEID != olha.FIDEID {
		t.Errorf("search «ivan»: %+v, %v", found, err)
	}
	if found, _ := s.file.Ratings().SearchFIDEList(ctx, "ivan", 1); len(found) != 1 {
		t.Errorf("search with limit 1: %d players", len(found))
	}
	if err := s.file.Ratings().ClearFIDEList(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := s.file.Ratings().FIDEListPlayer(ctx, ivan.FIDEID); !model.IsKind(err, model.NotFound) {
		t.Errorf("after clearing: %v", err)
	}

	p := somePlayers(t, s, 1)[0]
	rs := []ratings.PlayerRating{
		{PlayerID: p.ID, System: ratings.NationalList, Rating: 1900, Period: ratinglist.Period{Year: 2026, Month: 9}, Source: "ФШУ ucf.csv"},
		{PlayerID: p.ID, System: ratings.Blitz, Rating: 2000, K: 20, Games: 3, Period: ratinglist.Period{Year: 2026, Month: 11}, Source: "FIDE b.zip"},
		{PlayerID: p.ID, System: ratings.Standard, Rating: 2300, K: 20, Games: 9, Period: ratinglist.Period{Year: 2026, Month: 10}, Source: "FIDE a.txt"},
	}
	for _, r := range rs {
		if err := s.file.Ratings().SetPlayerRating(ctx, r); err != nil {
			t.Fatal(err)
		}
	}
	rs[2].Rating, rs[2].Period = 2310, ratinglist.Period{Year: 2026, Month: 11}
	if err := s.file.Ratings().SetPlayerRating(ctx, rs[2]); err != nil { // replaces the standard rating
		t.Fatal(err)
	}
	got, err := s.file.Ratings().PlayerRatings(ctx, p.ID)
	if wantOrder := []ratings.PlayerRating{rs[2], rs[1], rs[0]}; err != nil || !slices.Equal(got, wantOrder) {
		t.Errorf("player ratings %+v, %v\nwant standard, blitz, national: %+v", got, err, wantOrder)
	}
}

func TestClosingStoreRoundTrip(t *testing.T) {
	s := newStore(t)
	se := model.Season{Year: 2026, Name: "Сезон 2026", Rules: season.Rules2010()}
	if err := s.CreateSeason(ctx, &se); err != nil {
		t.Fatal(err)
	}
	tr := someTournament(t, s, "Кваліфікаційний", model.SystemSwissDutch)
	ps := somePlayers(t, s, 2)
	if err := s.AddEntries(ctx, []model.Entry{{TournamentID: tr.ID, PlayerID: ps[0].ID, StartNo: 1}, {TournamentID: tr.ID, PlayerID: ps[1].ID, StartNo: 2}}); err != nil {
		t.Fatal(err)
	}
	tab := norm.Default()
	ns := []closing.NormRecord{
		{PlayerID: ps[1].ID, TournamentID: tr.ID, Level: season.Level1, Games: 9, Score: 13, Needed: 12, K: 25, Pct: 722, FirstPlace: true, MadeOn: model.NewDate(2026, 5, 3)},
		{PlayerID: ps[0].ID, TournamentID: tr.ID, Level: season.Level2, Games: 9, Score: 11, Needed: 10, K: 25, Pct: 611, MadeOn: model.NewDate(2026, 5, 3)},
	}
	judges := []closing.Judge{{Name: "Головна Ольга", Role: "головний суддя", Category: norm.JudgeNational}, {Name: "Секретар Іван", Category: closing.NoCategory}}
	money := closing.Money{Tournament: tr.ID, Schedule: fee.UKR2003(), FundPercent: 70, Sponsors: 500, Split: prize.Hort}
	prizes := []prize.Prize{{Category: "girls", Place: 1, Amount: 100}, {Place: 2, Amount: 300}, {Place: 1, Amount: 500}}
	err := s.ClosingTx(ctx, func(tx closing.Tx) error {
		if tx.Model() == nil {
			t.Error("Model() is nil")
		}
		if _, ok, err := tx.SeasonNormTable(ctx, se.ID); ok || err != nil {
			t.Errorf("a season without a table: %v %v", ok, err)
		}
		if err := tx.SetSeasonNormTable(ctx, se.ID, &tab); err != nil {
			return err
		}
		if got, ok, err := tx.SeasonNormTable(ctx, se.ID); !ok || err != nil || !reflect.DeepEqual(got, tab) {
			t.Errorf("norm table read back %v %v", ok, err)
		}
		if err := tx.SetSeasonNormTable(ctx, se.ID, nil); err != nil {
			return err
		}
		if _, ok, _ := tx.SeasonNormTable(ctx, se.ID); ok {
			t.Error("a removed norm table is still there")
		}
		if err := tx.ReplaceNorms(ctx, tr.ID, ns); err != nil {
			return err
		}
		if got, err := tx.TournamentNorms(ctx, tr.ID); err != nil || !slices.Equal(got, []closing.NormRecord{ns[1], ns[0]}) {
			t.Errorf("tournament norms %+v, %v", got, err)
		}
		if got, err := tx.PlayerNorms(ctx, ps[1].ID); err != nil || !slices.Equal(got, ns[:1]) {
			t.Errorf("player norms %+v, %v", got, err)
		}
		if err := tx.ReplaceNorms(ctx, tr.ID, ns[1:]); err != nil {
			return err
		}
		if got, _ := tx.PlayerNorms(ctx, ps[1].ID); len(got) != 0 {
			t.Errorf("a replaced norm is still there: %+v", got)
		}
		if got, err := tx.RatingPeriod(ctx, ps[0].ID, false); got != "" || err != nil {
			t.Errorf("no stored rating: %q %v", got, err)
		}
		if err := tx.SetPanel(ctx, tr.ID, judges); err != nil {
			return err
		}
		if got, err := tx.Panel(ctx, tr.ID); err != nil || !slices.Equal(got, judges) {
			t.Errorf("panel %+v, %v", got, err)
		}
		if _, ok, err := tx.Money(ctx, tr.ID); ok || err != nil {
			t.Errorf("money before any: %v %v", ok, err)
		}
		if err := tx.SetMoney(ctx, money); err != nil {
			return err
		}
		got, ok, err := tx.Money(ctx, tr.ID)
		if !ok || err != nil || got.FundPercent != 70 || got.Sponsors != 500 || got.Split != prize.Hort || got.Schedule == nil || got.Schedule.Key != "ukr-2003" ||
			!reflect.DeepEqual(got.Schedule, money.Schedule) {
			t.Errorf("money %+v %v %v", got, ok, err)
		}
		if err := tx.SetFeeNote(ctx, tr.ID, ps[0].ID, closing.FeeNote{Exemption: "national-team"}); err != nil {
			return err
		}
		if err := tx.SetFeeNote(ctx, tr.ID, ps[1].ID, closing.FeeNote{Reason: "за рішенням"}); err != nil {
			return err
		}
		if err := tx.SetFeeNote(ctx, tr.ID, ps[1].ID, closing.FeeNote{}); err != nil { // removes it
			return err
		}
		if got, err := tx.FeeNotes(ctx, tr.ID); err != nil || len(got) != 1 || got[ps[0].ID].Exemption != "national-team" {
			t.Errorf("fee notes %+v, %v", got, err)
		}
		if err := tx.SetPrizes(ctx, tr.ID, prizes); err != nil {
			return err
		}
		// the overall prizes by place first, then each category's
		if got, err := tx.Prizes(ctx, tr.ID); err != nil || !slices.Equal(got, []prize.Prize{prizes[2], prizes[1], prizes[0]}) {
			t.Errorf("prizes %+v, %v", got, err)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.file.Ratings().SetPlayerRating(ctx, ratings.PlayerRating{PlayerID: ps[0].ID, System: ratings.NationalList, Rating: 1800, Period: ratinglist.Period{Year: 2026, Month: 4}}); err != nil {
		t.Fatal(err)
	}
	err = s.ClosingTx(ctx, func(tx closing.Tx) error {
		if got, err := tx.RatingPeriod(ctx, ps[0].ID, true); got != "2026-04" || err != nil {
			t.Errorf("national rating period %q %v", got, err)
		}
		if got, _ := tx.RatingPeriod(ctx, ps[0].ID, false); got != "" {
			t.Errorf("no standard rating: %q", got)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	// a table or schedule damaged in the file (JSON, but not one) is an
	// Internal error, not an empty value
	if _, err := s.db.ExecContext(ctx, `INSERT INTO season_norm_tables (season_id, rules) VALUES (?, '"damaged"')`, se.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := s.db.ExecContext(ctx, `UPDATE tournament_money SET schedule = '"damaged"' WHERE tournament_id = ?`, tr.ID); err != nil {
		t.Fatal(err)
	}
	_ = s.ClosingTx(ctx, func(tx closing.Tx) error {
		if _, _, err := tx.SeasonNormTable(ctx, se.ID); !model.IsKind(err, model.Internal) {
			t.Errorf("a damaged norm table: %v", err)
		}
		if _, _, err := tx.Money(ctx, tr.ID); !model.IsKind(err, model.Internal) {
			t.Errorf("a damaged fee schedule: %v", err)
		}
		return nil
	})
}

func TestPlayoffStoreRoundTrip(t *testing.T) {
	s := newStore(t)
	tr := someTournament(t, s, "Кругова", model.SystemRoundRobin)
	ps := somePlayers(t, s, 2)
	if r, err := s.PlayoffRule(ctx, tr.ID); err != nil || r.Active() {
		t.Errorf("rule before any: %+v %v", r, err)
	}
	rule := model.PlayoffRule{Places: []int{1, 3}, Tied: 2, Form: playoff.FormArmageddon, Extra: true}
	if err := s.SetPlayoffRule(ctx, tr.ID, rule); err != nil {
		t.Fatal(err)
	}
	if got, err := s.PlayoffRule(ctx, tr.ID); err != nil || !reflect.DeepEqual(got, rule) {
		t.Errorf("rule %+v, %v\nwant %+v", got, err, rule)
	}
	games := []model.PlayoffGame{
		{TournamentID: tr.ID, No: 1, Kind: model.PlayoffTie, Place: 1, White: ps[0].ID, Black: ps[1].ID, Result: "1-0"},
		{TournamentID: tr.ID, No: 2, Kind: model.PlayoffExtra, Place: 1, White: ps[1].ID, Black: ps[0].ID, Result: "½-½"},
	}
	for _, g := range games {
		if err := s.AddPlayoffGame(ctx, g); err != nil {
			t.Fatal(err)
		}
	}
	if got, err := s.PlayoffGames(ctx, tr.ID); err != nil || !slices.Equal(got, games) {
		t.Errorf("games %+v, %v", got, err)
	}
	if err := s.DeletePlayoffGame(ctx, tr.ID, 2); err != nil {
		t.Fatal(err)
	}
	if err := s.DeletePlayoffGame(ctx, tr.ID, 2); !model.IsKind(err, model.NotFound) {
		t.Errorf("deleting it twice: %v", err)
	}
	if got, _ := s.PlayoffGames(ctx, tr.ID); !slices.Equal(got, games[:1]) {
		t.Errorf("after the delete: %+v", got)
	}
	if err := s.SetPlayoffRule(ctx, tr.ID, model.PlayoffRule{}); err != nil { // no rule: removed
		t.Fatal(err)
	}
	if got, _ := s.PlayoffRule(ctx, tr.ID); got.Active() || len(got.Places) != 0 {
		t.Errorf("a removed rule: %+v", got)
	}
}

func TestMainDeclarationsAndStartOrder(t *testing.T) {
	s := newStore(t)
	se := model.Season{Year: 2026, Name: "Сезон 2026", Rules: season.Rules2010()}
	if err := s.CreateSeason(ctx, &se); err != nil {
		t.Fatal(err)
	}
	ps := somePlayers(t, s, 2)
	club, coach := model.Club{Name: "Академія"}, model.Coach{Name: "Тренер"}
	if err := s.CreateClub(ctx, &club); err != nil {
		t.Fatal(err)
	}
	if err := s.CreateCoach(ctx, &coach); err != nil {
		t.Fatal(err)
	}
	ds := []model.MainDeclaration{{PlayerID: ps[1].ID, ClubID: club.ID}, {PlayerID: ps[0].ID, CoachID: coach.ID}}
	for _, d := range ds {
		if err := s.SetMainDeclaration(ctx, se.ID, d); err != nil {
			t.Fatal(err)
		}
	}
	ds[1].ClubID = club.ID // a second choice replaces the first
	if err := s.SetMainDeclaration(ctx, se.ID, ds[1]); err != nil {
		t.Fatal(err)
	}
	if got, err := s.MainDeclarations(ctx, se.ID); err != nil || !slices.Equal(got, []model.MainDeclaration{ds[1], ds[0]}) {
		t.Errorf("declarations %+v, %v", got, err)
	}
	if err := s.SetMainDeclaration(ctx, se.ID, model.MainDeclaration{PlayerID: ps[1].ID}); err != nil { // both 0: removed
		t.Fatal(err)
	}
	if got, _ := s.MainDeclarations(ctx, se.ID); !slices.Equal(got, ds[1:]) {
		t.Errorf("after removing one: %+v", got)
	}

	tr := someTournament(t, s, "Турнір", model.SystemSwissDutch)
	if o, err := s.StartOrder(ctx, tr.ID); err != nil || o != (model.StartOrder{Method: model.StartByRating}) {
		t.Errorf("start order before any: %+v %v", o, err)
	}
	lot := model.StartOrder{Method: model.StartByLot, Seed: 1<<63 + 5} // above int64: kept by its bits
	if err := s.SetStartOrder(ctx, tr.ID, lot); err != nil {
		t.Fatal(err)
	}
	if o, err := s.StartOrder(ctx, tr.ID); err != nil || o != lot {
		t.Errorf("start order %+v, %v, want %+v", o, err, lot)
	}
	if err := s.SetStartOrder(ctx, tr.ID, model.StartOrder{}); err != nil {
		t.Fatal(err)
	}
	if o, _ := s.StartOrder(ctx, tr.ID); o.Method != model.StartByRating {
		t.Errorf("an empty method is by rating: %+v", o)
	}

	if err := s.DeleteSeason(ctx, 9999); !model.IsKind(err, model.NotFound) {
		t.Errorf("deleting a season not there: %v", err)
	}
	tr.SeasonID = se.ID
	if err := s.UpdateTournament(ctx, tr); err != nil {
		t.Fatal(err)
	}
	if err := s.DeleteSeason(ctx, se.ID); !model.IsKind(err, model.Conflict) {
		t.Errorf("deleting a season a tournament refers to: %v", err)
	}
}
