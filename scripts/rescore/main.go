// Command rescore makes a next-round pairing case under another point
// system from a whole TRF tournament: the rounds before round R, the
// points recomputed under the system, the initial colour written out
// (XXC), as TRF-2026 with the system as record 162. scoring-corpus.sh
// uses it to make testdata/scoring.
//
//	go run ./scripts/rescore IN.trf R OUT.trf SYSTEM
//
// SYSTEM: 310 (3 / 1 / 0), 310d (3 / 1 / 0, the bye worth a draw), pab0
// and pabhalf (1 / ½ / 0, the bye worth 0 or ½), custom (2 / 1 / ½).
package main

import (
	"fmt"
	"os"
	"strconv"

	"arbiter/engine/trf"
)

var systems = map[string]trf.PointSystem{
	"310":     {WinW: 6, WinB: 6, DrawW: 2, DrawB: 2, ForfeitWin: 6, FullBye: 6, HalfBye: 2, PAB: 6},
	"310d":    {WinW: 6, WinB: 6, DrawW: 2, DrawB: 2, ForfeitWin: 6, FullBye: 6, HalfBye: 2, PAB: 2},
	"pab0":    {WinW: 2, WinB: 2, DrawW: 1, DrawB: 1, ForfeitWin: 2, FullBye: 2, HalfBye: 1, PAB: 0},
	"pabhalf": {WinW: 2, WinB: 2, DrawW: 1, DrawB: 1, ForfeitWin: 2, FullBye: 2, HalfBye: 1, PAB: 1},
	"custom":  {WinW: 4, WinB: 4, DrawW: 2, DrawB: 2, LossW: 1, LossB: 1, ForfeitWin: 4, FullBye: 4, HalfBye: 2, PAB: 4},
}

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "rescore:", err)
		os.Exit(1)
	}
}

func run(args []string) error {
	if len(args) != 4 {
		return fmt.Errorf("usage: rescore IN.trf R OUT.trf SYSTEM")
	}
	ps, ok := systems[args[3]]
	if !ok {
		return fmt.Errorf("unknown system %q", args[3])
	}
	r, err := strconv.Atoi(args[1])
	if err != nil || r < 2 {
		return fmt.Errorf("bad round %q", args[1])
	}
	t, err := trf.ReadFile(args[0])
	if err != nil {
		return err
	}
	c := t.Before(r)
	c.Scoring = &ps
	for i := range c.Players {
		c.Players[i].Points = c.ScoreAfter(&c.Players[i], r-1)
		c.Players[i].Rank = 0
	}
	if c.InitialColour == trf.InitialUnknown {
		c.InitialColour = c.InferInitialColour()
	}
	out, err := os.Create(args[2])
	if err != nil {
		return err
	}
	if err := trf.WriteEdition(out, c, trf.TRF26); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
