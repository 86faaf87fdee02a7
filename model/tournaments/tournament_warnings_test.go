package tournaments_test

import (
	"strings"
	"testing"

	"arbiter/model"

	"arbiter/model/i18n"
	"arbiter/model/tournaments"
)

// Swapping colours in round 2 gives both players of the
// board the colour against their preference (after one game each has a
// strong preference); the change is refused until confirmed, each warning
// naming C.04.3; finishing early says how many rounds are never played.
func TestSwapColoursWarnsAgainstPreference(t *testing.T) {
	d := newDayEnv(t)
	ids := d.players(6, true)
	tr := d.tournament(model.Tournament{Rounds: 5})
	d.register(tr.ID, ids)
	d.play(tr.ID, d.pair(tr.ID))
	v := d.pair(tr.ID)
	ws, err := d.svc.Pairings.SwapColours(bg, tr.ID, 2, 1, false)
	if !model.IsKind(err, model.Conflict) {
		t.Fatalf("swap without confirmation: %v, want a Conflict", err)
	}
	b := v.Boards[0]
	var prefs int
	for _, w := range ws {
		if w.Rule == tournaments.RuleColourPreference {
			prefs++
			if !strings.Contains(w.Msg.In(i18n.Uk), "C.04.3") || !strings.Contains(w.Msg.In(i18n.Uk), "сильну") {
				t.Errorf("warning %q does not name the rule and the strong preference", w.Msg.In(i18n.Uk))
			}
		}
	}
	if prefs != 2 {
		t.Fatalf("%d colour-preference warnings for board 1 (%d–%d), want 2: %+v", prefs, b.White.StartNo, b.Black.StartNo, ws)
	}
	if _, err := d.svc.Pairings.SwapColours(bg, tr.ID, 2, 1, true); err != nil {
		t.Fatal(err)
	}
	after, _ := d.svc.Pairings.Round(bg, tr.ID, 2)
	if after.Boards[0].White.StartNo != b.Black.StartNo {
		t.Errorf("confirmed swap not saved: board 1 White is %d", after.Boards[0].White.StartNo)
	}
	d.play(tr.ID, after)
	_, err = d.svc.Tournaments.FinishTournament(bg, tr.ID, false)
	if msg := model.Message(err, "uk"); !strings.Contains(msg, "Зіграно 2 з 5 турів: 3 тури (3–5) так і не буде зіграно") {
		t.Errorf("finishing early says %q", msg)
	}
}

// A woman outside the birth years is «народжена», a man «народжений»;
// the registry table writes the gender чол./жін.
func TestAdmissionMessageAgreesWithGender(t *testing.T) {
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{Rounds: 5, Admission: model.Admission{BornFrom: 2001}})
	for _, c := range []struct {
		g    model.Gender
		want string
	}{{model.Female, "народжена у 1999"}, {model.Male, "народжений у 1999"}} {
		p, err := d.svc.Players.Create(bg, model.Player{Surname: "Олійник", Name: "Іра", BirthDate: model.NewDate(1999, 1, 2),
			Gender: c.g}, model.SaveOptions{AllowDuplicate: true})
		if err != nil {
			t.Fatal(err)
		}
		_, err = d.svc.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: p.ID})
		if msg := model.Message(err, "uk"); !strings.Contains(msg, c.want) {
			t.Errorf("%s: %q, want %q", c.g, msg, c.want)
		}
	}
	if model.Female.Short(i18n.Uk) != "жін." || model.Male.Short(i18n.Uk) != "чол." {
		t.Errorf("gender written %q and %q", model.Female.Short(i18n.Uk), model.Male.Short(i18n.Uk))
	}
}

// A round robin's crosstable: rows by starting number
// so that the X is on the diagonal even when the standings order differs;
// a result of a round still being played is shown; each game's colour too.
func TestRoundRobinCrosstablePartlyPlayed(t *testing.T) {
	d := newDayEnv(t)
	ids := d.players(4, true)
	tr := d.tournament(model.Tournament{System: model.SystemRoundRobin})
	d.register(tr.ID, ids)
	d.pair(tr.ID)
	r1, _ := d.svc.Pairings.Round(bg, tr.ID, 1)
	for _, b := range r1.Boards { // the lower number loses: the standings turn the start order round
		if err := d.svc.Tournaments.SetResult(bg, tr.ID, 1, b.No, "0-1", false); err != nil {
			t.Fatal(err)
		}
	}
	r2, _ := d.svc.Pairings.Round(bg, tr.ID, 2)
	b := r2.Boards[0]
	if err := d.svc.Tournaments.SetResult(bg, tr.ID, 2, b.No, "1-0", false); err != nil { // round 2 has one result
		t.Fatal(err)
	}
	ct, err := d.svc.Tournaments.Crosstable(bg, tr.ID, 0)
	if err != nil || ct.Round != 1 || len(ct.Rows) != 4 {
		t.Fatalf("crosstable %+v, %v", ct, err)
	}
	for i, row := range ct.Rows {
		if row.StartNo != i+1 || row.Grid[i] != "X" {
			t.Errorf("row %d: no. %d, grid %v; want no. %d with X in column %d", i, row.StartNo, row.Grid, i+1, i+1)
		}
	}
	w := ct.Rows[b.White.StartNo-1]
	if got := w.Grid[b.Black.StartNo-1]; got != "1" {
		t.Errorf("round 2 result %d–%d shows %q, want 1", b.White.StartNo, b.Black.StartNo, got)
	}
	if got := w.GridShown[b.Black.StartNo-1]; got != "○1" {
		t.Errorf("the screen shows %q, want ○1", got)
	}
	if got := w.GridColours[b.Black.StartNo-1]; got != "○" {
		t.Errorf("White's colour shows %q, want ○", got)
	}
	if got := ct.Rows[b.Black.StartNo-1].GridColours[b.White.StartNo-1]; got != "●" {
		t.Errorf("Black's colour shows %q, want ●", got)
	}
}
