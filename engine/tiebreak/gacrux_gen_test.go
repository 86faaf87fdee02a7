package tiebreak

import (
	"bytes"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"arbiter/engine/roundrobin"
	"arbiter/engine/trf"
)

// The round robins of testdata/tiebreak/gacrux are made by genRR from the
// seeds below and written with -generate-rr:
//
//	go test ./engine/tiebreak -run TestGacruxInputs -generate-rr
//
// then run through FIDE's reference calculator by
// testdata/tiebreak/gacrux/run-gacrux.sh (see that folder's README).
// Without the flag TestGacruxInputs checks that the committed files are
// what the generator makes.
var generateRR = flag.Bool("generate-rr", false, "rewrite the generated round robins of testdata/tiebreak/gacrux")

const gacruxDir = "../../testdata/tiebreak/gacrux"

// rrCase is one generated tournament: its seed, field, cycles and point
// system.
type rrCase struct {
	name    string
	seed    uint64
	players int
	double  bool
	swap    bool // double round robin: last two rounds of cycle 1 exchanged
	scoring string
	unrated int // unrated players
}

func rrCases() []rrCase {
	var out []rrCase
	scorings := []string{"std", "std", "310", "custom"}
	k := 0
	for _, n := range []int{3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14} {
		for _, double := range []bool{false, true} {
			if double && n > 10 {
				continue
			}
			sc := scorings[(k+k/2)%len(scorings)]
			c := rrCase{seed: uint64(3000 + k), players: n, double: double, swap: double && k%3 != 0, scoring: sc}
			if k%4 == 3 {
				c.unrated = 1 + k%2
			}
			kind := "rr"
			if double {
				kind = "drr"
			}
			c.name = fmt.Sprintf("%s-n%02d-%s-s%d", kind, n, sc, c.seed)
			out = append(out, c)
			k++
		}
	}
	return out
}

// pointSystems are the generated point systems: 1/½/0, 3/1/0 and a custom
// one (2 / 1 / ½: a loss is worth something).
func pointSystem(name string) *trf.PointSystem {
	switch name {
	case "310":
		return &trf.PointSystem{WinW: 6, WinB: 6, DrawW: 2, DrawB: 2, ForfeitWin: 6, FullBye: 6, HalfBye: 2, PAB: 6}
	case "custom":
		return &trf.PointSystem{WinW: 4, WinB: 4, DrawW: 2, DrawB: 2, LossW: 1, LossB: 1, ForfeitWin: 4, FullBye: 4, HalfBye: 2, PAB: 4}
	}
	return nil
}

// genRR plays a Berger round robin with random results: about 40% white
// wins, 30% draws, 25% black wins, the rest forfeits (one in four of them
// double), ratings drawn from 1400–2450.
func genRR(c rrCase) *trf.Tournament {
	rng := rand.New(rand.NewPCG(c.seed, 0x5eed))
	var rounds []roundrobin.Round
	if c.double {
		rounds, _ = roundrobin.Double(c.players, c.swap)
	} else {
		rounds, _ = roundrobin.Berger(c.players)
	}
	t := &trf.Tournament{Name: c.name, StartDate: "2026/04/01", EndDate: "2026/04/09", TotalRounds: len(rounds)}
	t.Type = "Round robin (Berger tables)"
	t.TypeCode = "BERGER_ROUNDROBIN"
	if c.double {
		t.Type = "Double round robin (Berger tables)"
		t.TypeCode = "BERGER_DOUBLEROUNDROBIN"
		if c.swap {
			t.TypeCode = "FIDE_DOUBLEROUNDROBIN"
		}
	}
	t.Other = append(t.Other, "192 "+t.TypeCode)
	t.Scoring = pointSystem(c.scoring)
	for i := 1; i <= c.players; i++ {
		p := trf.Player{ID: i, Name: fmt.Sprintf("Player%02d, Test", i), Sex: "m", Federation: "UKR",
			Rating: 1400 + 10*rng.IntN(106), Games: make([]trf.Game, len(rounds))}
		t.Players = append(t.Players, p)
	}
	for u := 0; u < c.unrated; u++ {
		t.Players[rng.IntN(c.players)].Rating = 0
	}
	for r, rd := range rounds {
		if rd.Bye != 0 {
			t.Players[rd.Bye-1].Games[r] = trf.Game{Colour: trf.NoColour, Result: trf.ZeroBye}
		}
		for _, b := range rd.Boards {
			w, bl := trf.Result(trf.Win), trf.Result(trf.Loss)
			switch x := rng.IntN(100); {
			case x < 40:
			case x < 70:
				w, bl = trf.Draw, trf.Draw
			case x < 95:
				w, bl = trf.Loss, trf.Win
			case x < 96:
				w, bl = trf.ForfeitLos, trf.ForfeitLos
			case x < 98:
				w, bl = trf.ForfeitWin, trf.ForfeitLos
			default:
				w, bl = trf.ForfeitLos, trf.ForfeitWin
			}
			t.Players[b.White-1].Games[r] = trf.Game{Opponent: b.Black, Colour: trf.White, Result: w}
			t.Players[b.Black-1].Games[r] = trf.Game{Opponent: b.White, Colour: trf.Black, Result: bl}
		}
	}
	ps := &trf.StandardPoints
	if t.Scoring != nil {
		ps = t.Scoring
	}
	for i := range t.Players {
		p := &t.Players[i]
		for _, g := range p.Games {
			p.Points += ps.Of(g)
		}
	}
	return t
}

// swCases are Swiss events of testdata/tiebreak scored under another
// point system: the pairing-allocated bye worth a draw or nothing, and
// 3 / 1 / 0 (the pairings stay those of the file; the tie-breaks only need
// the results).
var swCases = []struct{ corpus, scoring string }{
	{"sw-n009-r05-s2101", "pabhalf"}, {"sw-n009-r05-s2101", "pab0"}, {"sw-n009-r05-s2101", "310"},
	{"sw-n009-r07-s602102", "pabhalf"}, {"sw-n009-r07-s602102", "310"},
	{"sw-n016-r07-s2105", "pab0"}, {"sw-n016-r07-s2105", "310"},
	{"sw-n033-r09-s2110", "pabhalf"}, {"sw-n033-r09-s2110", "pab0"}, {"sw-n033-r09-s2110", "custom"},
}

// rescore gives a corpus Swiss event the point system named.
func rescore(t *testing.T, name, scoring string) *trf.Tournament {
	tt, err := trf.ReadFile(filepath.Join(corpusDir, name+".trf"))
	if err != nil {
		t.Fatal(err)
	}
	ps := pointSystem(scoring)
	switch scoring {
	case "pabhalf", "pab0":
		std := trf.StandardPoints
		ps = &std
		ps.PAB = 1
		if scoring == "pab0" {
			ps.PAB = 0
		}
	}
	tt.Scoring = ps
	tt.Name = name + "-" + scoring
	for i := range tt.Players {
		p := &tt.Players[i]
		p.Points, p.Rank = 0, 0
		for _, g := range p.Games {
			p.Points += ps.Of(g)
		}
	}
	return tt
}

// TestGacruxInputs checks (or, with -generate-rr, writes) the generated
// tournaments: each round robin is the TRF-2026 file genRR makes from its
// seed, each Swiss event the corpus file rescore makes.
func TestGacruxInputs(t *testing.T) {
	type input struct {
		name string
		t    *trf.Tournament
	}
	var ins []input
	for _, c := range rrCases() {
		ins = append(ins, input{c.name, genRR(c)})
	}
	for _, c := range swCases {
		ins = append(ins, input{c.corpus + "-" + c.scoring, rescore(t, c.corpus, c.scoring)})
	}
	for _, c := range ins {
		var b bytes.Buffer
		if err := trf.WriteEdition(&b, c.t, trf.TRF26); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		path := filepath.Join(gacruxDir, c.name+".trf")
		if *generateRR {
			if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		old, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%s: %v (make it with -generate-rr)", c.name, err)
		}
		if !bytes.Equal(old, b.Bytes()) {
			t.Errorf("%s: the committed file is not what the generator makes; rerun with -generate-rr and run-gacrux.sh", c.name)
		}
	}
}
