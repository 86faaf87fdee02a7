package main

// chess960: a Chess960 tournament's starting positions (model/chess960.go;
// FIDE Laws of Chess, Guidelines II; FIDE C.02 VCL4THP.13 Q222). One
// position for all boards of a round, drawn when the director asks.
//
//	arbiter-cli --db F tournament create … --chess960
//	arbiter-cli --db F chess960 show TOURNAMENT
//	arbiter-cli --db F chess960 mark TOURNAMENT on|off
//	arbiter-cli --db F chess960 draw TOURNAMENT ROUND [--seed N]
//	arbiter-cli --db F chess960 set TOURNAMENT ROUND SP|RANK

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strconv"

	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/ui/pdf"
	"arbiter/ui/printout"
)

func init() {
	register(command{name: "chess960", summary: "a Chess960 tournament's starting positions, one a round: show, mark, draw, set", run: runChess960})
	c := tournamentSubs["create"]
	c.opts = append(c.opts, boolOpt("chess960", "a Chess960 (Fischer Random) tournament: each round's starting position is drawn with arbiter-cli chess960 draw"))
	tournamentSubs["create"] = c
}

var chess960Subs = map[string]subArgs{
	"show": {args: "TOURNAMENT", min: 1, max: 1,
		about: "Prints «chess960 on» or «chess960 off», then one line a round with a position: round, SP number, White's back rank, drawn or entered, the FEN (X-FEN, castling KQkq)."},
	"mark": {args: "TOURNAMENT on|off", min: 2, max: 2,
		about: "Marks the tournament Chess960 or not, until round 1 is paired (off forgets its positions)."},
	"draw": {args: "TOURNAMENT ROUND", min: 2, max: 2, opts: []option{
		strOpt("seed", "N", "draw with this seed (the same seed, round and earlier positions give the same draw); default: a random seed"),
	}, about: "Draws the round's starting position, for all its boards: any of the 960 but SP 518 and the positions of the other rounds. Drawn again until the round's first result is entered."},
	"set": {args: "TOURNAMENT ROUND SP|RANK", min: 3, max: 3,
		about: "Enters the round's position by hand: its SP number 0–959 or White's back rank, e.g. 518 or RNBQKBNR. Until the round's first result is entered."},
}

func runChess960(e *env, args []string) int {
	pos, o, code, stop := subCommand(e, "chess960", chess960Subs, "", args)
	if stop {
		return code
	}
	n, err := strconv.ParseInt(pos[0], 10, 64)
	if err != nil || n <= 0 {
		return badArg(e, model.Msg("%q is not a number: give the tournament's number.", pos[0]))
	}
	round := 0
	if len(pos) > 1 && args[0] != "mark" {
		if round, err = strconv.Atoi(pos[1]); err != nil || round < 1 {
			return badArg(e, model.Msg("Round %q: give the round's number.", pos[1]))
		}
	}
	svc, done, err := e.openService()
	if err != nil {
		return e.report(err)
	}
	defer done()
	ctx, id := context.Background(), model.TournamentID(n)
	c9 := svc.Chess960()
	switch args[0] {
	case "mark":
		on, ok := map[string]bool{"on": true, "off": false}[pos[1]]
		if !ok {
			return badArg(e, model.Msg("%q: write on or off.", pos[1]))
		}
		err = c9.Mark(ctx, id, on)
	case "draw":
		if v, set := o["seed"]; set {
			seed, perr := strconv.ParseUint(v, 10, 64)
			if perr != nil {
				return badArg(e, model.Msg("--seed: %q must be a non-negative whole number.", v))
			}
			c9 = c9.WithSource(rand.New(rand.NewPCG(seed, uint64(round))))
		}
		_, err = c9.Draw(ctx, id, round)
	case "set":
		if sp, perr := strconv.Atoi(pos[2]); perr == nil {
			_, err = c9.Set(ctx, id, round, sp)
		} else {
			_, err = c9.SetRank(ctx, id, round, pos[2])
		}
	}
	if err != nil {
		return e.report(err)
	}
	return printChess960(e, svc, id, round)
}

// printChess960 prints the setting, then round's position (every round's
// when round is 0).
func printChess960(e *env, svc *datafile.Services, id model.TournamentID, round int) int {
	c, err := svc.Chess960().Get(context.Background(), id)
	if err != nil {
		return e.report(err)
	}
	state := "off"
	if c.On {
		state = "on"
	}
	fmt.Fprintf(e.stdout, "chess960\t%s\n", state)
	for _, p := range c.Rounds {
		if round != 0 && p.Round != round {
			continue
		}
		how := "entered"
		if p.Drawn {
			how = "drawn"
		}
		fmt.Fprintf(e.stdout, "round %d\tSP %d\t%s\t%s\t%s\n", p.Round, p.SP, p.Rank(), how, p.FEN())
	}
	return exitOK
}

// withChess960 adds round r's Chess960 position to its wall list's header
// (printout.WithChess960).
func withChess960(ctx context.Context, svc *datafile.Services, d *pdf.Document, id model.TournamentID, r int) error {
	c, err := svc.Chess960().Get(ctx, id)
	if err != nil {
		return err
	}
	p, ok := c.Round(r)
	printout.WithChess960(d, c.On, p, ok)
	return nil
}
