package tournaments_test

import (
	"strings"
	"testing"

	"arbiter/engine/trf"
	"arbiter/model"
)

// A 6-player round robin: every round at once by the Berger tables, each
// pair meeting once; the higher rating wins every game.
func TestRoundRobinSix(t *testing.T) {
	d := newDayEnv(t)
	ids := d.players(6, true)
	tr := d.tournament(model.Tournament{System: model.SystemRoundRobin})
	if tr.TieBreaks != "DE,WIN,SB,KS" {
		t.Errorf("round-robin default tie-breaks %q", tr.TieBreaks)
	}
	d.register(tr.ID, ids)
	d.pair(tr.ID)
	st, _ := d.svc.Tournaments.State(bg, tr.ID)
	if st.Paired != 5 || st.Tournament.Rounds != 5 || st.CanPair {
		t.Fatalf("state after pairing: %+v", st)
	}
	if _, err := d.svc.Pairings.PairNext(bg, tr.ID); !model.IsKind(err, model.Conflict) {
		t.Errorf("pairing twice: %v", err)
	}
	met := map[[2]int]int{}
	for r := 1; r <= 5; r++ {
		v, err := d.svc.Pairings.Round(bg, tr.ID, r)
		if err != nil || len(v.Boards) != 3 {
			t.Fatalf("round %d: %v, %d boards", r, err, len(v.Boards))
		}
		for _, b := range v.Boards {
			met[[2]int{min(b.White.StartNo, b.Black.StartNo), max(b.White.StartNo, b.Black.StartNo)}]++
		}
		d.play(tr.ID, v)
	}
	if len(met) != 15 {
		t.Errorf("%d different pairs met, want 15", len(met))
	}
	ct, err := d.svc.Tournaments.Crosstable(bg, tr.ID, 0)
	if err != nil || !ct.RoundRobin {
		t.Fatal(err)
	}
	// board numbers 3, 6, … are drawn by play(); the rest go to the higher rating
	for _, row := range ct.Rows {
		if row.Grid[row.StartNo-1] != "X" || len(row.Grid) != 6 {
			t.Errorf("grid of %d: %v", row.StartNo, row.Grid)
		}
		for opp, cell := range row.Grid {
			if cell == "X" {
				continue
			}
			other := ct.Rows[0]
			for _, r := range ct.Rows {
				if r.StartNo == opp+1 {
					other = r
				}
			}
			mirror := map[string]string{"1": "0", "0": "1", "½": "½"}[cell]
			if other.Grid[row.StartNo-1] != mirror {
				t.Errorf("grid %d–%d is %q, %d–%d is %q", row.StartNo, opp+1, cell, opp+1, row.StartNo, other.Grid[row.StartNo-1])
			}
		}
	}
	if _, err := d.svc.Tournaments.FinishTournament(bg, tr.ID, false); err != nil {
		t.Fatal(err)
	}
}

// An odd round robin gives a free round (Z) each round; a withdrawal turns
// the withdrawn player's remaining games into forfeits.
func TestRoundRobinOddWithdrawal(t *testing.T) {
	d := newDayEnv(t)
	ids := d.players(5, true)
	tr := d.tournament(model.Tournament{System: model.SystemRoundRobin})
	d.register(tr.ID, ids)
	d.pair(tr.ID)
	for r := 1; r <= 2; r++ {
		v, _ := d.svc.Pairings.Round(bg, tr.ID, r)
		if len(v.Boards) != 2 || len(v.NotPaired) != 1 || v.NotPaired[0].Code != trf.ZeroBye {
			t.Fatalf("round %d: %+v", r, v)
		}
		d.play(tr.ID, v)
	}
	if err := d.svc.Tournaments.Withdraw(bg, tr.ID, ids[4], 3); err != nil {
		t.Fatal(err)
	}
	tt, _ := d.svc.TRF.Export(bg, tr.ID)
	p := tt.Player(5)
	for r := 3; r <= 5; r++ {
		if g := p.Game(r); g.Opponent != 0 && g.Result != trf.ForfeitLos {
			t.Errorf("withdrawn player, round %d: %+v", r, g)
		}
	}
}

// An 8-player knockout with a mini-match that goes to tie-break games and
// Armageddon; winners advance; places 3–4 and 5–8 are shared.
func TestKnockoutEight(t *testing.T) {
	d := newDayEnv(t)
	ids := d.players(8, true)
	tr := d.tournament(model.Tournament{System: model.SystemKnockout, Knockout: "2+2+A"})
	d.register(tr.ID, ids)
	v, err := d.svc.Pairings.PairNext(bg, tr.ID)
	if err != nil || len(v.Boards) != 4 {
		t.Fatalf("first round: %v %+v", err, v)
	}
	if _, err := d.svc.Tournaments.FinishTournament(bg, tr.ID, false); !model.IsKind(err, model.Conflict) {
		t.Errorf("finishing before the final: %v", err)
	}
	// pair 2 of round 1 (seeds 4 and 5): 1–1, tie-break 1–1, Armageddon drawn: Black goes through
	drawn := 0
	for {
		kv, err := d.svc.Knockouts.Bracket(bg, tr.ID)
		if err != nil {
			t.Fatal(err)
		}
		if kv.Champion != 0 {
			break
		}
		played := false
		for _, round := range kv.Rounds {
			for _, m := range round {
				if m.ArmageddonPending { // the colours first, by lot
					if _, err := d.svc.Knockouts.DrawArmageddonColours(bg, tr.ID, m.Round, m.Pair, 7); err != nil {
						t.Fatal(err)
					}
					played = true
					continue
				}
				if m.Next == nil {
					continue
				}
				wp := 0
				if m.Next.White == m.A.StartNo {
					wp = 2
				}
				if m.Round == 1 && m.Pair == 2 {
					wp, drawn = 1, drawn+1
				}
				if err := d.svc.Knockouts.RecordGame(bg, tr.ID, m.Round, m.Pair, wp); err != nil {
					t.Fatal(err)
				}
				played = true
			}
		}
		if !played {
			t.Fatal("no game to play and no champion")
		}
	}
	kv, _ := d.svc.Knockouts.Bracket(bg, tr.ID)
	m := kv.Rounds[0][1]
	last := m.Games[len(m.Games)-1]
	if drawn != 5 || last.Stage != -1 || m.Winner != last.Black || kv.Rounds[1][0].B.StartNo != m.Winner {
		t.Fatalf("tie-break match: %d draws, games %+v, winner %d, next round %+v", drawn, m.Games, m.Winner, kv.Rounds[1][0])
	}
	if kv.Champion != 1 {
		t.Errorf("champion %d, want seed 1", kv.Champion)
	}
	if st, err := d.svc.Tournaments.State(bg, tr.ID); err != nil || st.Paired != 3 || st.Complete != 3 || st.CanPair {
		t.Errorf("state after the final: %+v, %v", st, err)
	}
	late := d.players(1, true)[0]
	if _, err := d.svc.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: late}); !model.IsKind(err, model.Conflict) {
		t.Errorf("registration into a started bracket: %v", err)
	}
	if err := d.svc.Knockouts.UndoGame(bg, tr.ID, 1, 2); !model.IsKind(err, model.Conflict) {
		t.Errorf("undoing a game whose winner played on: %v", err)
	}
	if err := d.svc.Knockouts.UndoGame(bg, tr.ID, 3, 1); err != nil {
		t.Fatal(err)
	}
	kv, _ = d.svc.Knockouts.Bracket(bg, tr.ID)
	final := kv.Rounds[2][0]
	if kv.Champion != 0 || final.Next == nil {
		t.Fatalf("after undoing the last game of the final: champion %d", kv.Champion)
	}
	wp := 0
	if final.Next.White == final.A.StartNo {
		wp = 2
	}
	if err := d.svc.Knockouts.RecordGame(bg, tr.ID, 3, 1, wp); err != nil {
		t.Fatal(err)
	}
	if err := d.svc.Knockouts.RecordGame(bg, tr.ID, 3, 1, 2); !model.IsKind(err, model.Conflict) {
		t.Errorf("a game after the final was decided: %v", err)
	}
	rep, err := d.svc.Tournaments.FinishTournament(bg, tr.ID, false)
	if err != nil {
		t.Fatal(err)
	}
	places := []string{}
	for _, r := range rep.Standings.Rows {
		places = append(places, r.Place)
	}
	if got := strings.Join(places, " "); got != "1 2 3–4 3–4 5–8 5–8 5–8 5–8" || len(rep.Diplomas) != 4 {
		t.Errorf("places %s, %d diplomas", got, len(rep.Diplomas))
	}
}

// Six players: seeds 1 and 2 get byes into the semi-finals; the better
// seed wins every one-game match.
func TestKnockoutWithByes(t *testing.T) {
	d := newDayEnv(t)
	ids := d.players(6, true)
	tr := d.tournament(model.Tournament{System: model.SystemKnockout, Knockout: "1+A"})
	d.register(tr.ID, ids)
	v, err := d.svc.Pairings.PairNext(bg, tr.ID)
	if err != nil || len(v.Boards) != 2 {
		t.Fatalf("first round: %v %+v", err, v.Boards)
	}
	games := 0
	for pass := 0; ; pass++ {
		kv, err := d.svc.Knockouts.Bracket(bg, tr.ID)
		if err != nil {
			t.Fatal(err)
		}
		if kv.Champion != 0 {
			if kv.Champion != 1 || games != 5 || len(kv.Rounds) != 3 || kv.Rounds[0][0].B.StartNo != 0 {
				t.Errorf("champion %d after %d games (want seed 1 after 5); first pair %+v", kv.Champion, games, kv.Rounds[0][0])
			}
			break
		}
		if pass > 5 {
			t.Fatal("no champion")
		}
		for _, round := range kv.Rounds { // the better seed wins every game
			for _, m := range round {
				if m.Next == nil {
					continue
				}
				wp := 0
				if m.Next.White == m.A.StartNo {
					wp = 2
				}
				if err := d.svc.Knockouts.RecordGame(bg, tr.ID, m.Round, m.Pair, wp); err != nil {
					t.Fatal(err)
				}
				games++
			}
		}
	}
	st, err := d.svc.Tournaments.Standings(bg, tr.ID, 0)
	if err != nil || len(st.Rows) != 6 || st.Rows[0].StartNo != 1 {
		t.Fatalf("standings: %v %+v", err, st)
	}
}
