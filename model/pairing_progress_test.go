package model_test

import (
	"context"
	"testing"

	"arbiter/model"
)

// TestPairNextRoundWatched: the progress of a Swiss pairing is reported
// (brackets from the top, players left falling); a pairing cancelled while
// the engine works returns Cancelled and writes nothing; the next pairing
// works as usual and equals the one PairNextRound makes.
func TestPairNextRoundWatched(t *testing.T) {
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
	_, err = d.svc.Tournaments.PairNextRoundWatched(ctx, tr.ID, func(p model.PairingProgress) {
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
	v, err := d.svc.Tournaments.PairNextRoundWatched(bg, tr.ID, func(p model.PairingProgress) { seen = append(seen, p) })
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
	if err := d.svc.Tournaments.UnpairRound(bg, tr.ID, false); err != nil {
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
