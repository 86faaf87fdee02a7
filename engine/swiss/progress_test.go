package swiss

import (
	"context"
	"errors"
	"path/filepath"
	"testing"
)

// TestPairContextProgress: PairContext pairs exactly as Pair, and reports
// brackets in order from the top scoregroup down with the players left
// falling to the end of the round.
func TestPairContextProgress(t *testing.T) {
	tr := readTRF(t, filepath.Join(perfDir, "perf-n0500-R09-r08.trf"))
	var got []Progress
	p, err := PairContext(context.Background(), tr, 8, func(pr Progress) { got = append(got, pr) })
	if err != nil {
		t.Fatal(err)
	}
	checkReference(t, "perf-n0500-R09-r08 (PairContext)", p, filepath.Join(perfDir, "perf-n0500-R09-r08.pairs"))
	if len(got) < 2 {
		t.Fatalf("%d progress reports, want one per bracket and pair at least", len(got))
	}
	players := 2*len(p.Boards) + map[bool]int{true: 1, false: 0}[p.Bye != 0]
	brackets := 0
	for i, pr := range got {
		if pr.Players != players {
			t.Fatalf("report %d: %d players, want %d", i, pr.Players, players)
		}
		if i > 0 {
			prev := got[i-1]
			if pr.Bracket < prev.Bracket || pr.Left > prev.Left || (pr.Bracket > prev.Bracket && pr.Score > prev.Score) {
				t.Fatalf("report %d %+v after %+v: brackets go down, players left only fall", i, pr, prev)
			}
		}
		brackets = pr.Bracket
	}
	if got[0].Bracket != 1 || got[0].Left != players {
		t.Fatalf("first report %+v, want bracket 1 with all %d players left", got[0], players)
	}
	if last := got[len(got)-1]; last.Left > 1 {
		t.Fatalf("last report %+v: players still left", last)
	}
	if brackets < 5 {
		t.Fatalf("%d brackets reported, want the round's scoregroups", brackets)
	}
}

// TestPairContextCancel: a cancelled pairing returns the context's error
// and no pairing, before any bracket and in the middle of one.
func TestPairContextCancel(t *testing.T) {
	tr := readTRF(t, filepath.Join(perfDir, "perf-n0500-R09-r08.trf"))
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	p, err := PairContext(ctx, tr, 8, nil)
	if !errors.Is(err, context.Canceled) || len(p.Boards) != 0 {
		t.Fatalf("cancelled before: %v, %d boards", err, len(p.Boards))
	}
	ctx, cancel = context.WithCancel(context.Background())
	defer cancel()
	calls := 0
	p, err = PairContext(ctx, tr, 8, func(pr Progress) {
		calls++
		if calls == 40 {
			cancel()
		}
	})
	if !errors.Is(err, context.Canceled) || len(p.Boards) != 0 || calls != 40 {
		t.Fatalf("cancelled during: %v, %d boards after %d reports (cancelled at the 40th)", err, len(p.Boards), calls)
	}
}
