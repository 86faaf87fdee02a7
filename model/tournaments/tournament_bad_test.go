package tournaments_test

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
	"unicode"

	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/registry"
)

// snapshot is everything a bad action must leave unchanged.
func (d *dayEnv) snapshot(id model.TournamentID) string {
	d.t.Helper()
	var b bytes.Buffer
	if err := d.svc.TRF.Write(bg, id, &b); err != nil {
		d.t.Fatal(err)
	}
	ps, _ := d.svc.Tournaments.Participants(bg, id)
	ts, _ := d.svc.Tournaments.ListTournaments(bg)
	audit, _ := d.svc.Tournaments.Audit(bg, id)
	all, _ := registry.New(d.svc.App).SearchPlayers(bg, "")
	fmt.Fprintf(&b, "%+v\n%+v\n%+v\n%d", ps, ts, audit, len(all))
	return b.String()
}

func hasCyrillic(s string) bool {
	for _, r := range s {
		if unicode.Is(unicode.Cyrillic, r) {
			return true
		}
	}
	return false
}

// Bad input gives the right kind with a Ukrainian message and changes
// nothing.
func TestTournamentBadInput(t *testing.T) {
	d := newDayEnv(t)
	ids := d.players(9, true)
	unrated := d.players(1, false)[0]
	tr := d.tournament(model.Tournament{Rounds: 5})
	d.register(tr.ID, ids[:8])
	v := d.pair(tr.ID)
	if err := d.svc.Tournaments.SetResult(bg, tr.ID, 1, 1, "1-0", false); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name string
		kind model.Kind
		do   func() error
	}{
		{"board that does not exist", model.Invalid, func() error { return d.svc.Tournaments.SetResult(bg, tr.ID, 1, 99, "1-0", false) }},
		{"result typed twice", model.Conflict, func() error { return d.svc.Tournaments.SetResult(bg, tr.ID, 1, 1, "0-1", false) }},
		{"unknown result code", model.Invalid, func() error { return d.svc.Tournaments.SetResult(bg, tr.ID, 1, 2, "2-0", false) }},
		{"result on an unpaired round", model.Invalid, func() error { return d.svc.Tournaments.SetResult(bg, tr.ID, 2, 1, "1-0", false) }},
		{"batch with one bad board", model.Invalid, func() error {
			return d.svc.Tournaments.SetResults(bg, tr.ID, 1, map[int]string{2: "1-0", 3: "=", 4: "x"}, false)
		}},
		{"pairing before the round is complete", model.Conflict, func() error { _, err := d.svc.Pairings.PairNext(bg, tr.ID); return err }},
		{"same name and date", model.Conflict, func() error {
			_, err := d.svc.Tournaments.CreateTournament(bg, model.Tournament{Name: "  КУБОК академії ", StartDate: tr.StartDate, Rounds: 7})
			return err
		}},
		{"late entrant without rating", model.Conflict, func() error {
			_, err := d.svc.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: unrated})
			return err
		}},
		{"unknown player", model.NotFound, func() error {
			_, err := d.svc.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: 9999})
			return err
		}},
		{"registered twice", model.Conflict, func() error {
			_, err := d.svc.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: ids[0]})
			return err
		}},
		{"new player with a bad field", model.Invalid, func() error {
			_, err := d.svc.Tournaments.Register(bg, tr.ID, model.Registration{NewPlayer: &model.Player{Surname: "Нова"}})
			return err
		}},
		{"many with one bad", model.NotFound, func() error {
			return d.svc.Tournaments.RegisterMany(bg, tr.ID, []model.Registration{{PlayerID: ids[8]}, {PlayerID: 9999}})
		}},
		{"bad bye code", model.Invalid, func() error {
			_, err := d.svc.Tournaments.UpdateRegistration(bg, tr.ID, model.Entry{PlayerID: ids[1], Byes: map[int]trf.Result{3: trf.Win}})
			return err
		}},
		{"bye in a paired round", model.Conflict, func() error {
			_, err := d.svc.Tournaments.UpdateRegistration(bg, tr.ID, model.Entry{PlayerID: ids[1], Byes: map[int]trf.Result{1: trf.HalfBye}})
			return err
		}},
		{"rating corrected after pairing", model.Conflict, func() error {
			_, err := d.svc.Tournaments.UpdateRegistration(bg, tr.ID, model.Entry{PlayerID: ids[1], Rating: 1500})
			return err
		}},
		{"withdrawal of a stranger", model.NotFound, func() error { return d.svc.Tournaments.Withdraw(bg, tr.ID, unrated, 2) }},
		{"forbidden pair with himself", model.Invalid, func() error {
			return d.svc.Pairings.SetForbiddenPairs(bg, tr.ID, [][2]model.PlayerID{{ids[0], ids[0]}})
		}},
		{"tie-break not in the list", model.Invalid, func() error { _, err := d.svc.Tournaments.ExplainTieBreak(bg, tr.ID, 1, 1, "SB"); return err }},
		{"unregister after pairing", model.Conflict, func() error { return d.svc.Tournaments.Unregister(bg, tr.ID, ids[0]) }},
		{"manual change of a board with a result", model.Conflict, func() error {
			_, err := d.svc.Pairings.SwapColours(bg, tr.ID, 1, 1, true)
			return err
		}},
		{"finish with an incomplete round", model.Conflict, func() error { _, err := d.svc.Tournaments.FinishTournament(bg, tr.ID, true); return err }},
		{"system change after pairing", model.Conflict, func() error {
			u := tr
			u.System, u.TieBreaks = model.SystemRoundRobin, "DE,WIN"
			_, err := d.svc.Tournaments.UpdateTournament(bg, u)
			return err
		}},
	}
	for _, c := range cases {
		before := d.snapshot(tr.ID)
		err := c.do()
		if !model.IsKind(err, c.kind) || !hasCyrillic(model.Message(err, "uk")) {
			t.Errorf("%s: %v (kind %q), want %q with a Ukrainian message", c.name, err, model.KindOf(err), c.kind)
		}
		if after := d.snapshot(tr.ID); after != before {
			t.Errorf("%s changed the data", c.name)
		}
	}
	_ = v
}

// Creating a tournament checks every field of workflow 1.
func TestCreateTournamentValidation(t *testing.T) {
	d := newDayEnv(t)
	day := model.NewDate(2026, 6, 1)
	ok := model.Tournament{Name: "Літо", StartDate: day, Rounds: 7}
	cases := []struct {
		name   string
		change func(*model.Tournament)
		want   string
	}{
		{"no name", func(t *model.Tournament) { t.Name = " " }, "назву"},
		{"end before start", func(t *model.Tournament) { t.EndDate = model.NewDate(2026, 5, 1) }, "дати"},
		{"unknown system", func(t *model.Tournament) { t.System = "scheveningen" }, "Система"},
		{"swiss without rounds", func(t *model.Tournament) { t.Rounds = 0 }, "турів"},
		{"unknown kind", func(t *model.Tournament) { t.Kind = "bullet" }, "Вид"},
		{"unknown tie-break", func(t *model.Tournament) { t.TieBreaks = "BH,QQ" }, "QQ"},
		{"unknown edition", func(t *model.Tournament) { t.Edition = "1999" }, "Редакція"},
		{"unknown rating", func(t *model.Tournament) { t.RatingUsed = "elo" }, "Рейтинг"},
		{"unknown colour", func(t *model.Tournament) { t.InitialColour = "red" }, "Колір"},
		{"unknown sub-standings", func(t *model.Tournament) { t.SubStandings = "girls,masters" }, "masters"},
		{"same club beyond the rounds", func(t *model.Tournament) { t.SameClubRounds = 8 }, "одноклубників"},
		{"gold cup without level", func(t *model.Tournament) { t.Cup = "gold" }, "Рівень"},
		{"knockout without Armageddon", func(t *model.Tournament) { t.System, t.Knockout = model.SystemKnockout, "2+2" }, "міні-матчу"},
		{"Buchholz in a round robin (2026)", func(t *model.Tournament) { t.System, t.TieBreaks = model.SystemRoundRobin, "DE,BH" }, "ст. 8"},
		{"season that does not exist", func(t *model.Tournament) { t.SeasonID = 77 }, "Сезону"},
	}
	for _, c := range cases {
		tr := ok
		c.change(&tr)
		_, err := d.svc.Tournaments.CreateTournament(bg, tr)
		if err == nil || !strings.Contains(model.Message(err, "uk"), c.want) {
			t.Errorf("%s: %v, want a message with %q", c.name, err, c.want)
		}
	}
	got, err := d.svc.Tournaments.CreateTournament(bg, model.Tournament{Name: "Літо", StartDate: day, Rounds: 7, TieBreaks: "fide-swiss",
		Edition: "2026", SubStandings: "u10, girls, veterans", InitialColour: "black", SameClubRounds: 2, RatingUsed: model.RatingNational,
		Kind: model.Rapid, TimeControl: "15+10", Venue: "Львів"})
	if err != nil {
		t.Fatal(err)
	}
	if got.TieBreaks != "BH-C1,BH,SB,DE,WIN" || got.Venue != "Львів" || got.EndDate != day {
		t.Errorf("stored %+v", got)
	}
	d.reopen()
	back, err := d.svc.Tournaments.GetTournament(bg, got.ID)
	if err != nil || back != got {
		t.Errorf("read back %+v, %v; want %+v", back, err, got)
	}
	if ts, _ := d.svc.Tournaments.ListTournaments(bg); len(ts) != 1 {
		t.Errorf("%d tournaments after the refused ones", len(ts))
	}
}
