package tiebreak

import (
	"math/rand/v2"
	"testing"
)

// randomSwiss makes a random consistent Swiss-like tournament: random
// pairings each round, with results, forfeits, double forfeits and byes.
func randomSwiss(r *rand.Rand, players, rounds int) *Tournament {
	t := &Tournament{System: Swiss, Edition: Edition(1 + r.IntN(3))}
	for i := 1; i <= players; i++ {
		t.Players = append(t.Players, Player{ID: i, Rating: 1500 + r.IntN(800), Rounds: make([]Round, rounds)})
	}
	for rd := 0; rd < rounds; rd++ {
		perm := r.Perm(players)
		for k := 0; k+1 < len(perm); k += 2 {
			a, b := &t.Players[perm[k]].Rounds[rd], &t.Players[perm[k+1]].Rounds[rd]
			if r.IntN(8) == 0 { // byes instead of a game
				*a = randomBye(r)
				*b = randomBye(r)
				continue
			}
			a.Opponent, b.Opponent = perm[k+1]+1, perm[k]+1
			switch x := r.IntN(10); {
			case x == 0:
				a.Kind, a.Points, b.Kind = ForfeitWin, 2, ForfeitLoss
			case x == 1:
				a.Kind, b.Kind = ForfeitLoss, ForfeitLoss
			default:
				a.Kind, b.Kind, a.Colour, b.Colour = Played, Played, White, Black
				a.Points = Points(r.IntN(3))
				b.Points = 2 - a.Points
			}
		}
		if len(perm)%2 == 1 {
			t.Players[perm[len(perm)-1]].Rounds[rd] = Round{Kind: PAB, Points: 2}
		}
	}
	return t
}

func randomBye(r *rand.Rand) Round {
	switch r.IntN(3) {
	case 0:
		return Round{Kind: HalfBye, Points: 1}
	case 1:
		return Round{Kind: FullBye, Points: 2}
	}
	return Round{Kind: ZeroBye}
}

// TestRandomInvariants: on random tournaments of every edition the values
// obey their definitions' orderings, explanations add up, and the
// standings are consistent.
func TestRandomInvariants(t *testing.T) {
	seed := uint64(20261130)
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 1))
	list := []Spec{{Code: BH, Cut: 1}, {Code: BH}, {Code: SB}, {Code: DE}, {Code: WIN}}
	for n := 0; n < 200; n++ {
		tb := randomSwiss(r, 3+r.IntN(20), 1+r.IntN(9))
		c, err := New(tb)
		if err != nil {
			t.Fatalf("case %d: %v", n, err)
		}
		for _, id := range c.Players() {
			v := func(code string) Value {
				sp, _ := ParseSpec(code)
				x, err := c.Value(id, sp)
				if err != nil {
					t.Fatal(err)
				}
				return x
			}
			if v("BH-C1").Cmp(v("BH")) > 0 || v("BH-M1").Cmp(v("BH-C1")) > 0 || v("SB-C1").Cmp(v("SB")) > 0 || v("PS-C1").Cmp(v("PS")) > 0 {
				t.Errorf("case %d (%v) player %d: cut values exceed the full ones", n, c.Edition(), id)
			}
			if v("WON").Cmp(v("WIN")) > 0 || v("BWG").Cmp(v("BPG")) > 0 || v("BWG").Cmp(v("WON")) > 0 {
				t.Errorf("case %d player %d: counts out of order", n, id)
			}
			for _, code := range []string{"BH", "BH-C1", "SB-C1", "PS"} {
				sp, _ := ParseSpec(code)
				e, err := c.Explain(id, sp)
				if err != nil {
					t.Fatal(err)
				}
				sum := Int(0)
				for _, it := range e.Items {
					sum = sum.Add(it.Amount)
				}
				if sum.Cmp(e.Value) != 0 {
					t.Errorf("case %d player %d %s: items %s, value %s", n, id, code, sum, e.Value)
				}
			}
		}
		st, err := c.Rank(list, Options{})
		if err != nil {
			t.Fatal(err)
		}
		for k, row := range st.Rows {
			if row.Place > k+1 || row.Last < k+1 {
				t.Errorf("case %d: row %d has place %s", n, k+1, row.PlaceText())
			}
			if k > 0 && st.Rows[k-1].Points < row.Points {
				t.Errorf("case %d: points not in order at row %d", n, k+1)
			}
		}
	}
}

// FuzzNew feeds arbitrary round records: New must answer with an error or
// a calculator, never panic, and Rank must then work.
func FuzzNew(f *testing.F) {
	f.Add([]byte{3, 0, 2, 0, 1, 2, 5, 1, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 2 {
			return
		}
		players, rounds := 1+int(data[0]%8), int(data[1]%6)
		tb := &Tournament{System: System(data[0] % 3), Edition: Edition(data[1] % 4)}
		k := 2
		next := func() int {
			if k >= len(data) {
				return 0
			}
			k++
			return int(data[k-1])
		}
		for i := 1; i <= players; i++ {
			p := Player{ID: i, Rating: next() * 10}
			for rd := 0; rd < rounds; rd++ {
				p.Rounds = append(p.Rounds, Round{Kind: Kind(next() % 8), Opponent: next() % (players + 2), Colour: Colour("\x00wb"[next()%3]), Points: Points(next()%4 - 1)})
			}
			tb.Players = append(tb.Players, p)
		}
		c, err := New(tb)
		if err != nil {
			return
		}
		if _, err := c.Rank([]Spec{{Code: BH, Cut: 1}, {Code: SB}, {Code: DE}, {Code: KS}, {Code: TPR}, {Code: AOB}, {Code: FB}}, Options{}); err != nil {
			if _, ok := err.(*CodeError); !ok {
				t.Fatal(err)
			}
		}
	})
}
