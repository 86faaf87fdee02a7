package tournaments_test

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"arbiter/engine/trf"
	"arbiter/model"
)

// Random sequences of desk actions — good and bad — never break the
// stored tournament: every state exports a TRF that reads back, the
// standings compute, nobody appears twice in a round, and a refused action
// changes nothing.
func TestRandomTournamentActions(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		d := newDayEnv(t)
		rng := rand.New(rand.NewPCG(seed, 99))
		ids := d.players(14, true)
		ids = append(ids, d.players(2, false)...)
		tr := d.tournament(model.Tournament{Rounds: 6})
		next, done := 0, map[int]int{}
		codes := []string{"1-0", "=", "0-1", "+", "-", "--", "", "x"}
		for step := 0; step < 100; step++ {
			st, err := d.svc.Tournaments.State(bg, tr.ID)
			if err != nil {
				t.Fatal(err)
			}
			before := d.snapshot(tr.ID)
			var opErr error
			op := rng.IntN(9)
			switch {
			case op == 0 && next < len(ids):
				_, opErr = d.svc.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: ids[next], ConfirmUnrated: rng.IntN(2) == 0,
					GrantHalfPoints: rng.IntN(2) == 0})
				if opErr == nil {
					next++
				}
			case op == 1:
				_, opErr = d.svc.Pairings.PairNext(bg, tr.ID)
			case op <= 4 && st.Paired > 0:
				r := st.Paired - rng.IntN(min(2, st.Paired)) // mostly the current round
				v, _ := d.svc.Pairings.Round(bg, tr.ID, r)
				board := 1 + rng.IntN(len(v.Boards)+1) // sometimes one past the last
				opErr = d.svc.Tournaments.SetResult(bg, tr.ID, r, board, codes[rng.IntN(len(codes))], rng.IntN(3) == 0)
			case op == 5 && st.Paired > 0:
				_, opErr = d.svc.Pairings.ExchangeOpponents(bg, tr.ID, st.Paired, 1+rng.IntN(4), 1+rng.IntN(4), rng.IntN(2) == 0)
			case op == 6 && st.Paired > 0:
				opErr = d.svc.Pairings.Unpair(bg, tr.ID, rng.IntN(2) == 0)
			case op == 7 && next > 0:
				opErr = d.svc.Tournaments.Withdraw(bg, tr.ID, ids[rng.IntN(next)], st.Paired+rng.IntN(3))
			case op == 8 && next > 0:
				_, opErr = d.svc.Pairings.MoveToBye(bg, tr.ID, st.Paired, 1+rng.IntN(next), rng.IntN(2) == 0)
			}
			if opErr == nil {
				done[op]++
			}
			if opErr != nil && d.snapshot(tr.ID) != before {
				t.Fatalf("seed %d step %d: refused action (%v) changed the data", seed, step, opErr)
			}
			d.invariants(tr.ID)
		}
		if st, _ := d.svc.Tournaments.State(bg, tr.ID); st.Paired < 2 || done[1] < 2 || done[2]+done[3]+done[4] < 6 {
			t.Errorf("seed %d: the sequence hardly played (%d rounds paired, actions done %v)", seed, st.Paired, done)
		}
		t.Logf("seed %d: actions done %v", seed, done)
	}
}

func (d *dayEnv) invariants(id model.TournamentID) {
	d.t.Helper()
	var buf bytes.Buffer
	if err := d.svc.TRF.Write(bg, id, &buf); err != nil {
		d.t.Fatal(err)
	}
	if _, err := trf.Read(bytes.NewReader(buf.Bytes())); err != nil && bytes.Contains(buf.Bytes(), []byte("\n001 ")) {
		d.t.Fatalf("export does not read back: %v\n%s", err, buf.String())
	} else if err == nil && !bytes.Contains(buf.Bytes(), []byte("\n001 ")) {
		d.t.Fatalf("export without players read back as a tournament:\n%s", buf.String()) // no 001, no tournament
	}
	st, err := d.svc.Tournaments.State(bg, id)
	if err != nil {
		d.t.Fatal(err)
	}
	if _, err := d.svc.Tournaments.Standings(bg, id, 0); err != nil {
		d.t.Fatalf("standings: %v", err)
	}
	for r := 1; r <= st.Paired; r++ {
		v, err := d.svc.Pairings.Round(bg, id, r)
		if err != nil {
			d.t.Fatal(err)
		}
		seen := map[int]bool{}
		mark := func(no int) {
			if seen[no] {
				d.t.Fatalf("round %d: player %d twice", r, no)
			}
			seen[no] = true
		}
		for _, b := range v.Boards {
			mark(b.White.StartNo)
			mark(b.Black.StartNo)
		}
		if v.Bye != nil {
			mark(v.Bye.StartNo)
		}
		for _, a := range v.NotPaired {
			mark(a.Player.StartNo)
		}
	}
}
