package tournaments_test

import (
	"strings"
	"testing"

	"arbiter/model"
)

// TestVCL_Q103_RoundRobinWithdrawalUnderHalf: in a 6-player round robin
// where the higher rating wins every game, №6 withdraws after 2 of his 5
// games and №5 after 3 of 5. №6 is left out of the standings and every
// game against him (played or forfeited) is annulled for the others; №5,
// who played half of his games and more, stays with his forfeits. The
// rating report keeps №6's games.
func TestVCL_Q103_RoundRobinWithdrawalUnderHalf(t *testing.T) {
	d := newDayEnv(t)
	ids := d.players(6, true) // ratings 2400, 2380, … by start number
	tr := d.tournament(model.Tournament{System: model.SystemRoundRobin})
	d.register(tr.ID, ids)
	d.pair(tr.ID)
	playRound := func(r int) {
		t.Helper()
		v, err := d.svc.Pairings.Round(bg, tr.ID, r)
		if err != nil {
			t.Fatal(err)
		}
		for _, b := range v.Boards {
			if b.Result != model.NoGameResult {
				continue // a withdrawn player's forfeit
			}
			code := "1-0"
			if b.Black.Rating > b.White.Rating {
				code = "0-1"
			}
			if err := d.svc.Tournaments.SetResult(bg, tr.ID, r, b.No, code, false); err != nil {
				t.Fatal(err)
			}
		}
	}
	playRound(1)
	playRound(2)
	if err := d.svc.Tournaments.Withdraw(bg, tr.ID, ids[5], 3); err != nil {
		t.Fatal(err)
	}
	playRound(3)
	if err := d.svc.Tournaments.Withdraw(bg, tr.ID, ids[4], 4); err != nil {
		t.Fatal(err)
	}
	playRound(4)
	playRound(5)

	sv, err := d.svc.Tournaments.Standings(bg, tr.ID, 0)
	if err != nil {
		t.Fatal(err)
	}
	// without №6 every player scores one point for each of №1–5 rated below
	// him: 4, 3, 2, 1, 0 (half-points 8, 6, 4, 2, 0)
	want := map[int]int{1: 8, 2: 6, 3: 4, 4: 2, 5: 0}
	if len(sv.Rows) != 5 {
		t.Fatalf("%d rows, want 5 (№6 left out)", len(sv.Rows))
	}
	for _, row := range sv.Rows {
		w, ok := want[row.StartNo]
		if !ok {
			t.Errorf("№%d is in the standings", row.StartNo)
			continue
		}
		if row.Points != w {
			t.Errorf("№%d: %d half-points, want %d (the games against №6 annulled)", row.StartNo, row.Points, w)
		}
	}
	if len(sv.TieNotes) != 1 || !strings.HasPrefix(sv.TieNotes[0], "№6 ") {
		t.Errorf("notes %q, want one naming №6", sv.TieNotes)
	}
	// the rating report keeps the games №6 played
	tt, err := d.svc.TRF.Export(bg, tr.ID)
	if err != nil {
		t.Fatal(err)
	}
	played := 0
	for r := 1; r <= 2; r++ {
		if g := tt.Player(6).Game(r); g.Opponent != 0 && g.Played() {
			played++
		}
	}
	if played != 2 {
		t.Errorf("the TRF keeps %d of №6's two played games", played)
	}
}

// TestVCL_Q103_RoundRobinWithdrawalAtHalf: a player who withdraws having
// played exactly half of his games (2 of 4 in a 5-player round robin)
// stays in the standings.
func TestVCL_Q103_RoundRobinWithdrawalAtHalf(t *testing.T) {
	d := newDayEnv(t)
	ids := d.players(5, true)
	tr := d.tournament(model.Tournament{System: model.SystemRoundRobin})
	d.register(tr.ID, ids)
	d.pair(tr.ID)
	withdrawn := false
	for r := 1; r <= 5; r++ {
		v, err := d.svc.Pairings.Round(bg, tr.ID, r)
		if err != nil {
			t.Fatal(err)
		}
		for _, b := range v.Boards {
			if b.Result == model.NoGameResult {
				if err := d.svc.Tournaments.SetResult(bg, tr.ID, r, b.No, "=", false); err != nil {
					t.Fatal(err)
				}
			}
		}
		tt, err := d.svc.TRF.Export(bg, tr.ID)
		if err != nil {
			t.Fatal(err)
		}
		played := 0
		for q := 1; q <= r; q++ {
			if g := tt.Player(5).Game(q); g.Opponent != 0 && g.Played() {
				played++
			}
		}
		if played == 2 && !withdrawn && r < 5 {
			if err := d.svc.Tournaments.Withdraw(bg, tr.ID, ids[4], r+1); err != nil {
				t.Fatal(err)
			}
			withdrawn = true
		}
	}
	if !withdrawn {
		t.Fatal("№5 never reached two played games before the last round")
	}
	sv, err := d.svc.Tournaments.Standings(bg, tr.ID, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(sv.Rows) != 5 || len(sv.TieNotes) != 0 {
		t.Errorf("%d rows, notes %q: №5 played half of his games and stays", len(sv.Rows), sv.TieNotes)
	}
}
