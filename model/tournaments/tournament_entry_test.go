package tournaments_test

import (
	"errors"
	"strings"
	"testing"

	"arbiter/engine/trf"
	"arbiter/model"

	"arbiter/model/i18n"
)

// A late entry after round 1 (Z, or H when granted), an unrated late
// entrant who must be confirmed, a requested bye and a withdrawal.
func TestLateEntryAndWithdrawal(t *testing.T) {
	d := newDayEnv(t)
	ids := d.players(10, true)
	unrated := d.players(1, false)[0]
	tr := d.tournament(model.Tournament{Rounds: 4})
	d.register(tr.ID, ids[:7])
	ps, err := d.svc.Tournaments.Participants(bg, tr.ID)
	if err != nil {
		t.Fatal(err)
	}
	seventh := ps[6].Entry // the whole registration: a zero Rating would correct the rating to unrated
	seventh.Byes = map[int]trf.Result{2: trf.HalfBye}
	if _, err := d.svc.Tournaments.UpdateRegistration(bg, tr.ID, seventh); err != nil {
		t.Fatal(err)
	}
	d.play(tr.ID, d.pair(tr.ID))

	if _, err := d.svc.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: ids[7]}); err != nil {
		t.Fatal(err)
	}
	if _, err := d.svc.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: ids[8], GrantHalfPoints: true}); err != nil {
		t.Fatal(err)
	}
	_, err = d.svc.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: unrated})
	if !errors.Is(err, model.ErrUnratedLateEntry) || !model.IsKind(err, model.Conflict) || !strings.Contains(model.Message(err, "uk"), "немає рейтингу") {
		t.Fatalf("unrated late entrant: %v", err)
	}
	p, err := d.svc.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: unrated, ConfirmUnrated: true})
	if err != nil || p.StartNo != 10 {
		t.Fatalf("confirmed unrated late entrant: %v, start no. %d", err, p.StartNo)
	}
	if err := d.svc.Tournaments.Withdraw(bg, tr.ID, ids[0], 1); !model.IsKind(err, model.Conflict) {
		t.Errorf("withdrawal from a paired round: %v", err)
	}
	if err := d.svc.Tournaments.Withdraw(bg, tr.ID, ids[1], 2); err != nil {
		t.Fatal(err)
	}
	if err := d.svc.Tournaments.Withdraw(bg, tr.ID, ids[1], 0); err != nil { // taken back before round 2 is paired
		t.Fatal(err)
	}
	if err := d.svc.Tournaments.Withdraw(bg, tr.ID, ids[1], 0); !model.IsKind(err, model.Invalid) {
		t.Errorf("cancelling a withdrawal twice: %v", err)
	}
	if err := d.svc.Tournaments.Withdraw(bg, tr.ID, ids[0], 2); err != nil {
		t.Fatal(err)
	}
	v := d.pair(tr.ID)
	codes := map[int]trf.Result{}
	for _, a := range v.NotPaired {
		codes[a.Player.StartNo] = a.Code
	}
	if codes[1] != trf.ZeroBye || codes[7] != trf.HalfBye || len(v.Boards) != 4 || v.Bye != nil {
		t.Fatalf("round 2: not paired %v, %d boards, bye %+v", codes, len(v.Boards), v.Bye)
	}
	tt, _ := d.svc.TRF.Export(bg, tr.ID)
	for no, want := range map[int]trf.Result{8: trf.ZeroBye, 9: trf.HalfBye, 10: trf.ZeroBye} {
		if g := tt.Player(no).Game(1); g.Result != want || g.Opponent != 0 {
			t.Errorf("late entrant %d in round 1: %+v, want %c", no, g, want)
		}
	}
	d.play(tr.ID, v)
	d.play(tr.ID, d.pair(tr.ID)) // round 3: the withdrawn player stays out
	tt, _ = d.svc.TRF.Export(bg, tr.ID)
	if g := tt.Player(1).Game(3); g.Result != trf.ZeroBye {
		t.Errorf("withdrawn player in round 3: %+v", g)
	}
	// starting ranks can change until round 4 is paired (C.04.2)
	if err := d.svc.StartOrders.Sort(bg, tr.ID); err != nil {
		t.Fatal(err)
	}
	d.play(tr.ID, d.pair(tr.ID))
	if err := d.svc.StartOrders.Sort(bg, tr.ID); !model.IsKind(err, model.Conflict) {
		t.Errorf("renumbering after round 4: %v", err)
	}
}

// Sorting puts the unrated player last and keeps every game with the
// right players.
func TestSortStartingRanksKeepsGames(t *testing.T) {
	d := newDayEnv(t)
	ids := d.players(6, true)
	tr := d.tournament(model.Tournament{Rounds: 3})
	d.register(tr.ID, []model.PlayerID{ids[5], ids[2], ids[0], ids[4], ids[1], ids[3]})
	v := d.pair(tr.ID)
	d.play(tr.ID, v)
	before, _ := d.svc.Tournaments.Standings(bg, tr.ID, 1)
	if err := d.svc.StartOrders.Sort(bg, tr.ID); err != nil {
		t.Fatal(err)
	}
	after, _ := d.svc.Tournaments.Standings(bg, tr.ID, 1)
	pts := map[model.PlayerID]int{}
	for _, r := range before.Rows {
		pts[r.PlayerID] = r.Points
	}
	for _, r := range after.Rows {
		if pts[r.PlayerID] != r.Points {
			t.Errorf("player %d: %d half-points before renumbering, %d after", r.PlayerID, pts[r.PlayerID], r.Points)
		}
	}
	ps, _ := d.svc.Tournaments.Participants(bg, tr.ID)
	for i, p := range ps {
		if p.PlayerID != ids[i] {
			t.Fatalf("start no. %d: player %d, want %d", i+1, p.PlayerID, ids[i])
		}
	}
	d.checkRound(tr.ID, 1)
}

// A manual change that gives a rematch is refused with a warning naming
// C1 and changes nothing; confirmed, it is saved and audited.
func TestManualChangeWarns(t *testing.T) {
	d := newDayEnv(t)
	ids := d.players(16, true)
	tr := d.tournament(model.Tournament{Rounds: 5})
	d.register(tr.ID, ids)
	r1 := d.pair(tr.ID)
	d.play(tr.ID, r1)
	r2 := d.pair(tr.ID)
	met := map[int]int{}
	for _, b := range r1.Boards {
		met[b.White.StartNo], met[b.Black.StartNo] = b.Black.StartNo, b.White.StartNo
	}
	a, b := 0, 0
	for i, x := range r2.Boards {
		for j, y := range r2.Boards {
			if i != j && met[x.White.StartNo] == y.Black.StartNo {
				a, b = x.No, y.No
			}
		}
	}
	if a == 0 {
		t.Fatal("no exchange gives a rematch")
	}
	ws, err := d.svc.Pairings.ExchangeOpponents(bg, tr.ID, 2, a, b, false)
	if !model.IsKind(err, model.Conflict) || len(ws) == 0 || ws[0].Rule != "C1" || !strings.Contains(model.Message(err, "uk"), "C1") {
		t.Fatalf("exchange: %v, warnings %+v", err, ws)
	}
	if v, _ := d.svc.Pairings.Round(bg, tr.ID, 2); !sameBoards(v, r2) {
		t.Fatal("a refused change was saved")
	}
	if _, err := d.svc.Pairings.ExchangeOpponents(bg, tr.ID, 2, a, b, true); err != nil {
		t.Fatal(err)
	}
	v, _ := d.svc.Pairings.Round(bg, tr.ID, 2)
	if sameBoards(v, r2) || v.Boards[a-1].Black.StartNo != r2.Boards[b-1].Black.StartNo {
		t.Fatal("the confirmed change was not saved")
	}
	audit, _ := d.svc.Tournaments.Audit(bg, tr.ID)
	if len(audit) != 1 || audit[0].Action != "exchange-opponents" || !strings.Contains(audit[0].Detail, "C1") {
		t.Errorf("audit: %+v", audit)
	}
	// swapping colours back and forth is clean; a board with a result is refused
	if ws, err := d.svc.Pairings.SwapColours(bg, tr.ID, 2, 8, true); err != nil {
		t.Fatalf("swap: %v %v", ws, err)
	}
	if err := d.svc.Tournaments.SetResult(bg, tr.ID, 2, 7, "1-0", false); err != nil {
		t.Fatal(err)
	}
	if _, err := d.svc.Pairings.SwapColours(bg, tr.ID, 2, 7, true); !model.IsKind(err, model.Conflict) {
		t.Errorf("swap on a board with a result: %v", err)
	}
	if _, err := d.svc.Pairings.MoveToBye(bg, tr.ID, 2, 1, true); !model.IsKind(err, model.Invalid) {
		t.Errorf("move to bye without a bye: %v", err)
	}
	// unpairing needs confirmation while results exist, then returns to round 1
	if err := d.svc.Pairings.Unpair(bg, tr.ID, false); !model.IsKind(err, model.Conflict) {
		t.Errorf("unpair with results: %v", err)
	}
	if err := d.svc.Pairings.Unpair(bg, tr.ID, true); err != nil {
		t.Fatal(err)
	}
	if st, _ := d.svc.Tournaments.State(bg, tr.ID); st.Paired != 1 || st.Complete != 1 || !st.CanPair {
		t.Errorf("after unpairing: %+v", st)
	}
	if again := d.pair(tr.ID); !sameBoards(again, r2) {
		t.Error("pairing again after unpairing differs from the first pairing")
	}
}

func sameBoards(a, b model.RoundView) bool {
	if len(a.Boards) != len(b.Boards) {
		return false
	}
	for i := range a.Boards {
		if a.Boards[i].White.StartNo != b.Boards[i].White.StartNo || a.Boards[i].Black.StartNo != b.Boards[i].Black.StartNo {
			return false
		}
	}
	return true
}

// Giving the bye to a player who already had one breaks C2: the warning
// names the rule; confirmed, the previous receiver takes his board.
func TestMoveToByeWarnsC2(t *testing.T) {
	d := newDayEnv(t)
	ids := d.players(7, true)
	tr := d.tournament(model.Tournament{Rounds: 4})
	d.register(tr.ID, ids)
	r1 := d.pair(tr.ID)
	d.play(tr.ID, r1)
	r2 := d.pair(tr.ID)
	if r1.Bye == nil || r2.Bye == nil {
		t.Fatal("an odd Swiss without a bye")
	}
	first, second := r1.Bye.StartNo, r2.Bye.StartNo
	ws, err := d.svc.Pairings.MoveToBye(bg, tr.ID, 2, first, false)
	c2 := false
	for _, w := range ws {
		c2 = c2 || (w.Rule == "C2" && strings.Contains(w.Msg.In(i18n.Uk), "C2") && strings.Contains(w.Msg.In(i18n.Uk), "вільний тур"))
	}
	if !model.IsKind(err, model.Conflict) || !c2 {
		t.Fatalf("move to bye: %v %+v", err, ws)
	}
	if _, err := d.svc.Pairings.MoveToBye(bg, tr.ID, 2, first, true); err != nil {
		t.Fatal(err)
	}
	v, _ := d.svc.Pairings.Round(bg, tr.ID, 2)
	if v.Bye == nil || v.Bye.StartNo != first {
		t.Fatalf("bye after the move: %+v", v.Bye)
	}
	found := false
	for _, b := range v.Boards {
		found = found || b.White.StartNo == second || b.Black.StartNo == second
	}
	if !found {
		t.Errorf("the previous bye receiver %d has no board", second)
	}
}

// A player outside the admission rules is registered only when the
// director confirms; the message names the rule.
func TestAdmissionRules(t *testing.T) {
	d := newDayEnv(t)
	ids := d.players(4, true) // ratings 2400, 2380, 2360, 2340; born 2000–2003
	tr := d.tournament(model.Tournament{Rounds: 5, Admission: model.Admission{BornFrom: 2001, MaxRating: 2370}})
	cases := []struct {
		player model.PlayerID
		want   string
	}{
		{ids[0], "з 2001 року"},        // born 2000
		{ids[1], "вищий за допустимі"}, // 2380 > 2370
		{ids[2], ""},
	}
	for _, c := range cases {
		_, err := d.svc.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: c.player})
		switch {
		case c.want == "" && err != nil:
			t.Errorf("player %d: %v", c.player, err)
		case c.want != "" && (!errors.Is(err, model.ErrAdmission) || !strings.Contains(model.Message(err, "uk"), c.want)):
			t.Errorf("player %d: %v, want a message with %q", c.player, err, c.want)
		}
	}
	if _, err := d.svc.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: ids[0], ConfirmAdmission: true}); err != nil {
		t.Fatal(err)
	}
	bad := model.Tournament{Name: "Х", StartDate: model.NewDate(2026, 7, 1), Rounds: 5, Admission: model.Admission{MinTitle: "гросмейстер-2"}}
	if _, err := d.svc.Tournaments.CreateTournament(bg, bad); !model.IsKind(err, model.Invalid) {
		t.Errorf("unknown admission title: %v", err)
	}
	d.reopen()
	if back, _ := d.svc.Tournaments.GetTournament(bg, tr.ID); back.Admission != tr.Admission {
		t.Errorf("admission read back %+v, want %+v", back.Admission, tr.Admission)
	}
}

// A rating corrected at the desk before round 1 decides the starting rank.
func TestRatingCorrectionBeforePairing(t *testing.T) {
	d := newDayEnv(t)
	ids := d.players(3, true)
	tr := d.tournament(model.Tournament{Rounds: 3})
	d.register(tr.ID, ids)
	ps, _ := d.svc.Tournaments.Participants(bg, tr.ID)
	e := ps[2].Entry
	e.Rating = 2500
	if _, err := d.svc.Tournaments.UpdateRegistration(bg, tr.ID, e); err != nil {
		t.Fatal(err)
	}
	e.Rating = 999
	if _, err := d.svc.Tournaments.UpdateRegistration(bg, tr.ID, e); !model.IsKind(err, model.Invalid) {
		t.Errorf("rating 999: %v", err)
	}
	if err := d.svc.StartOrders.Sort(bg, tr.ID); err != nil {
		t.Fatal(err)
	}
	ps, _ = d.svc.Tournaments.Participants(bg, tr.ID)
	if ps[0].PlayerID != ids[2] || ps[0].Rating != 2500 {
		t.Errorf("start no. 1 after the correction: %+v", ps[0].Entry)
	}
}
