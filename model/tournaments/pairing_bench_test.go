package tournaments_test

import (
	"testing"

	"arbiter/model"
)

// BenchmarkPairNextRound200 pairs round 5 of a 200-player Swiss through
// the Service on a SQLite file (load, engine, store), then unpairs it.
func BenchmarkPairNextRound200(b *testing.B) {
	d := newDayEnv(b)
	ids := make([]model.PlayerID, 0, 200)
	for len(ids) < 200 {
		ids = append(ids, d.players(10, true)...)
	}
	tr := d.tournament(model.Tournament{Rounds: 9})
	regs := make([]model.Registration, len(ids))
	for i, id := range ids {
		regs[i] = model.Registration{PlayerID: id}
	}
	if err := d.svc.Tournaments.RegisterMany(bg, tr.ID, regs); err != nil {
		b.Fatal(err)
	}
	for r := 1; r <= 4; r++ {
		v, err := d.svc.Pairings.PairNext(bg, tr.ID)
		if err != nil {
			b.Fatal(err)
		}
		d.play(tr.ID, v)
	}
	for b.Loop() {
		if _, err := d.svc.Pairings.PairNext(bg, tr.ID); err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		if err := d.svc.Pairings.Unpair(bg, tr.ID, true); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
	}
}
