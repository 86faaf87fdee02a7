package tournaments_test

import (
	"context"
	"reflect"
	"testing"

	"arbiter/engine/trf"
	"arbiter/model"
)

// TestPairNextWatched: the progress of a Swiss pairing is reported
// (brackets from the top, players left falling); a pairing cancelled while
// the engine works returns Cancelled and writes nothing; the next pairing
// works as usual and equals the one PairNext makes.
func TestPairNextWatched(t *testing.T) {
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{Rounds: 5})
	d.register(tr.ID, d.players(41, true))
	d.play(tr.ID, d.pair(tr.ID))
	before, err := d.svc.Tournaments.State(bg, tr.ID)
	if err != nil {
		t.Fatal(err)
	}

	ctx, cancel := context.WithCancel(bg)
	var seen []model.PairingProgress
	_, err = d.svc.Pairings.PairNextWatched(ctx, tr.ID, func(p model.PairingProgress) {
		seen = append(seen, p)
		if len(seen) == 3 {
			cancel()
		}
	})
	cancel()
	if !model.IsKind(err, model.Cancelled) {
		t.Fatalf("cancelled pairing: %v, want Kind Cancelled", err)
	}
	if len(seen) != 3 || seen[0].Bracket != 1 || seen[0].Players != 41 || seen[0].Left != 41 || seen[0].Score != 2 {
		t.Fatalf("progress before the cancel: %+v, want 3 reports from bracket 1 (score 1 point, all 41 players left)", seen)
	}
	after, err := d.svc.Tournaments.State(bg, tr.ID)
	if err != nil {
		t.Fatal(err)
	}
	if after != before {
		t.Fatalf("a cancelled pairing changed the tournament: %+v, was %+v", after, before)
	}

	seen = nil
	v, err := d.svc.Pairings.PairNextWatched(bg, tr.ID, func(p model.PairingProgress) { seen = append(seen, p) })
	if err != nil {
		t.Fatal(err)
	}
	d.checkRound(tr.ID, v.Round)
	if v.Round != 2 || len(seen) < 3 {
		t.Fatalf("round %d with %d progress reports", v.Round, len(seen))
	}
	for i := 1; i < len(seen); i++ {
		if seen[i].Bracket < seen[i-1].Bracket || seen[i].Left > seen[i-1].Left {
			t.Fatalf("report %d %+v after %+v", i, seen[i], seen[i-1])
		}
	}
	if last := seen[len(seen)-1]; last.Left > 1 {
		t.Fatalf("last report %+v: players left", last)
	}
	// The same round paired without watching is the same pairing.
	if err := d.svc.Pairings.Unpair(bg, tr.ID, false); err != nil {
		t.Fatal(err)
	}
	w := d.pair(tr.ID)
	if len(w.Boards) != len(v.Boards) {
		t.Fatalf("%d boards, watched %d", len(w.Boards), len(v.Boards))
	}
	for i := range w.Boards {
		if w.Boards[i].White.StartNo != v.Boards[i].White.StartNo || w.Boards[i].Black.StartNo != v.Boards[i].Black.StartNo {
			t.Fatalf("board %d differs: %+v / %+v", i+1, w.Boards[i], v.Boards[i])
		}
	}
}

// TestPairedViewIsStored: the board list a Swiss pairing returns (made
// from the tournament as read before pairing plus the new rows, not read
// again) equals the one Round reads from the data file afterwards, with a
// PAB, a requested bye and a withdrawal in the round.
func TestPairedViewIsStored(t *testing.T) {
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{Rounds: 5})
	ids := d.players(45, true)
	d.register(tr.ID, ids)
	d.play(tr.ID, d.pair(tr.ID))
	ps, err := d.svc.Tournaments.Participants(bg, tr.ID)
	if err != nil {
		t.Fatal(err)
	}
	e := ps[5].Entry
	e.Byes = map[int]trf.Result{2: trf.HalfBye}
	if _, err := d.svc.Tournaments.UpdateRegistration(bg, tr.ID, e); err != nil {
		t.Fatal(err)
	}
	if err := d.svc.Tournaments.Withdraw(bg, tr.ID, ids[9], 2); err != nil {
		t.Fatal(err)
	}
	got := d.pair(tr.ID)
	want, err := d.svc.Pairings.Round(bg, tr.ID, got.Round)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("the pairing returned\n%+v\nthe data file holds\n%+v", got, want)
	}
	if got.Bye == nil || len(got.NotPaired) != 2 || len(got.Boards) != 21 {
		t.Fatalf("round 2: bye %v, not paired %d, boards %d; want a PAB, 2 absent, 21 boards", got.Bye, len(got.NotPaired), len(got.Boards))
	}
}
