package main

// The knockout from the command line (README "Knockout"): the bracket as text, every
// game of every mini-match, undoing a typing error, and the colour lot.
//
//	arbiter-cli --db F tournament bracket ID
//	arbiter-cli --db F tournament game ID ROUND PAIR 1-0|½-½|0-1
//	arbiter-cli --db F tournament undo-game ID ROUND PAIR
//	arbiter-cli --db F tournament colour-lot ID [--seed S] [--fixed white|black]
//	arbiter-cli --db F tournament armageddon ID ROUND PAIR [--seed S] [--white NO]

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/ui/pdf"
	"arbiter/ui/printout"
)

func init() {
	tournamentSubs["bracket"] = tournamentSub{args: "ID", min: 1, max: 1,
		about: "A knockout's bracket: every match, its games, the next game.", run: tournamentBracket}
	tournamentSubs["game"] = tournamentSub{args: "ID ROUND PAIR 1-0|½-½|0-1", min: 4, max: 4,
		about: "The next game of match PAIR of bracket round ROUND, White's result.", run: tournamentGame}
	tournamentSubs["undo-game"] = tournamentSub{args: "ID ROUND PAIR", min: 3, max: 3,
		about: "Deletes that match's last game.", run: tournamentUndoGame}
	tournamentSubs["colour-lot"] = tournamentSub{opts: []option{strOpt("seed", "S", "the seed of the lot (default: from the clock)"),
		strOpt("fixed", "white|black", "no lot: back to the fixed colour rule")}, args: "ID", min: 1, max: 1,
		about: "First colours by lot per match, or the fixed rule.", run: tournamentColourLot}
	tournamentSubs["armageddon"] = tournamentSub{opts: []option{strOpt("seed", "S", "the seed of the lot (default: from the clock)"),
		strOpt("white", "NO", "no lot: the director gives White to start number NO")}, args: "ID ROUND PAIR", min: 3, max: 3,
		about: "The colours of match PAIR's Armageddon, by lot or by the director, before it is played (a draw sends Black through).",
		run:   tournamentArmageddon}
}

// tournamentArmageddon chooses the colours of a match's Armageddon: by
// lot (without --seed the seed comes from the clock and is printed), or
// with --white by the director.
func tournamentArmageddon(e *env, svc *datafile.Services, pos []string, opts map[string]string) int {
	id, r, p, ok := matchArgs(e, pos)
	if !ok {
		return exitBadInput
	}
	ctx := context.Background()
	if w, set := opts["white"]; set {
		if _, s := opts["seed"]; s {
			return badArg(e, model.Msg("--white and --seed exclude each other: a lot or the director's choice."))
		}
		no, ok := posInt(e, w, e.lang.Tr("Start number"))
		if !ok {
			return exitBadInput
		}
		if err := svc.Knockouts.SetArmageddonWhite(ctx, id, r, p, no); err != nil {
			return e.report(err)
		}
		return printMatch(e, svc, id, r, p)
	}
	seed := uint64(time.Now().UnixNano() % 1_000_000_000)
	if s, set := opts["seed"]; set {
		v, err := strconv.ParseUint(s, 10, 64)
		if err != nil || v > 1<<53 {
			return badArg(e, model.Msg("The lot seed %q must be a non-negative whole number.", s))
		}
		seed = v
	}
	if _, err := svc.Knockouts.DrawArmageddonColours(ctx, id, r, p, seed); err != nil {
		return e.report(err)
	}
	return printMatch(e, svc, id, r, p)
}

// knockoutPoints reads White's result of a game: 1-0, ½-½ (1/2-1/2, =),
// 0-1, as White's half-points.
func knockoutPoints(s string) (int, bool) {
	switch strings.ReplaceAll(s, " ", "") {
	case "1-0", "1:0", "1":
		return 2, true
	case "½-½", "1/2-1/2", "=", "½", "0.5-0.5":
		return 1, true
	case "0-1", "0:1", "0":
		return 0, true
	}
	return 0, false
}

func matchArgs(e *env, pos []string) (model.TournamentID, int, int, bool) {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return 0, 0, 0, false
	}
	r, ok := posInt(e, pos[1], e.lang.Tr("Bracket round"))
	if !ok {
		return 0, 0, 0, false
	}
	p, ok := posInt(e, pos[2], e.lang.Tr("Match number"))
	return id, r, p, ok
}

func tournamentGame(e *env, svc *datafile.Services, pos []string, _ map[string]string) int {
	id, r, p, ok := matchArgs(e, pos)
	if !ok {
		return exitBadInput
	}
	wp, ok := knockoutPoints(pos[3])
	if !ok {
		return badArg(e, model.Msg("Result %q is not understood: 1-0, ½-½ (or 1/2-1/2) or 0-1, White's result.", pos[3]))
	}
	ctx := context.Background()
	if err := svc.Knockouts.RecordGame(ctx, id, r, p, wp); err != nil {
		return e.report(err)
	}
	return printMatch(e, svc, id, r, p)
}

func tournamentUndoGame(e *env, svc *datafile.Services, pos []string, _ map[string]string) int {
	id, r, p, ok := matchArgs(e, pos)
	if !ok {
		return exitBadInput
	}
	if err := svc.Knockouts.UndoGame(context.Background(), id, r, p); err != nil {
		return e.report(err)
	}
	return printMatch(e, svc, id, r, p)
}

// printMatch writes the state of one match after a change.
func printMatch(e *env, svc *datafile.Services, id model.TournamentID, r, p int) int {
	v, err := svc.Knockouts.Bracket(context.Background(), id)
	if err != nil {
		return e.report(err)
	}
	writeMatch(e, v, v.Rounds[r-1][p-1])
	return exitOK
}

func tournamentBracket(e *env, svc *datafile.Services, pos []string, _ map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	v, err := svc.Knockouts.Bracket(context.Background(), id)
	if err != nil {
		return e.report(err)
	}
	if v.ColourLot {
		fmt.Fprint(e.stdout, e.lang.Tr("First colours by lot, seed %d\n", v.ColourSeed))
	}
	for r, ms := range v.Rounds {
		fmt.Fprint(e.stdout, e.lang.Tr("Round %d (%s)\n", r+1, pdf.BracketRoundName(r+1, len(v.Rounds))))
		for _, m := range ms {
			writeMatch(e, v, m)
		}
	}
	if v.Champion != 0 {
		fmt.Fprint(e.stdout, e.lang.Tr("Winner: %s\n", koName(v, v.Champion)))
	}
	return exitOK
}

// writeMatch is one line per match: round.pair, the players with the
// match score, who has White in game 1 (and the lot seed), the games, and
// the winner or the next game.
func writeMatch(e *env, v *model.KnockoutView, m model.KnockoutMatch) {
	side := func(b model.BoardPlayer, score int) string {
		switch {
		case b.StartNo != 0:
			return fmt.Sprintf("%d %s %s", b.StartNo, b.Name, pdf.Points(score))
		case m.Round == 1:
			return e.lang.Tr("bye")
		}
		return "…"
	}
	line := fmt.Sprintf("%d.%d\t%s\t–\t%s", m.Round, m.Pair, side(m.A, m.ScoreA), side(m.B, m.ScoreB))
	if m.A.StartNo != 0 && m.B.StartNo != 0 {
		first := m.A
		if !m.AWhiteFirst {
			first = m.B
		}
		how := e.lang.Tr("by the rule")
		if v.ColourLot {
			how = e.lang.Tr("lot %d", m.LotSeed)
		}
		line += e.lang.Tr("\tWhite in game 1: %d (%s)", first.StartNo, how)
	}
	if len(m.Games) > 0 {
		line += "\t" + pdf.KnockoutGames(printout.KnockoutGames(m.Games))
	}
	if a := m.Armageddon; a != nil {
		how := e.lang.Tr("chosen by the director")
		if a.ByLot {
			how = e.lang.Tr("lot %d", a.LotSeed)
		}
		line += e.lang.Tr("\tArmageddon: White %d (%s), a draw sends Black through", a.White, how)
	}
	switch {
	case m.Winner != 0 && m.Round == len(v.Rounds):
		// the decided final names the winner, not who «advances»
		line += "\t" + e.lang.Tr("winner of the tournament: ") + koName(v, m.Winner)
	case m.Winner != 0:
		line += "\t" +
			e.lang.Tr("advances: ") + koName(v, m.Winner)
	case m.ArmageddonPending:
		line += e.lang.Tr("\tnext: the Armageddon; choose its colours (tournament armageddon ID %d %d)", m.Round, m.Pair)
	case m.Next != nil:
		// the game named as the screen and the protocol name it
		// (pdf.KnockoutGameOrdinal): «далі: рапід 2, білі 6»
		switch kind, n := pdf.KnockoutGameOrdinal(printout.KnockoutGames(m.Games), m.Next.Stage); kind {
		case pdf.GameRapid:
			line += e.lang.Tr("\tnext: rapid %d, White %d", n, m.Next.White)
		case pdf.GameBlitz:
			line += e.lang.Tr("\tnext: blitz %d, White %d", n, m.Next.White)
		default:
			line += e.lang.Tr("\tnext: game %d, White %d", n, m.Next.White)
		}
	}
	fmt.Fprintln(e.stdout, line)
}

func koName(v *model.KnockoutView, no int) string {
	for _, ms := range v.Rounds {
		for _, m := range ms {
			for _, b := range []model.BoardPlayer{m.A, m.B} {
				if b.StartNo == no {
					return fmt.Sprintf("%d %s", no, b.Name)
				}
			}
		}
	}
	return strconv.Itoa(no)
}

// tournamentColourLot draws the first colours of a knockout's matches by
// lot (without --seed the seed comes from the clock and is printed), or
// with --fixed goes back to the fixed rule.
func tournamentColourLot(e *env, svc *datafile.Services, pos []string, opts map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	colour, seed := model.ColourByLot, uint64(time.Now().UnixNano()%1_000_000_000)
	if f, set := opts["fixed"]; set {
		if _, s := opts["seed"]; s {
			return badArg(e, model.Msg("--fixed and --seed exclude each other: a lot or the rule."))
		}
		colour = f
	}
	if s, set := opts["seed"]; set {
		v, err := strconv.ParseUint(s, 10, 64)
		if err != nil || v > 1<<53 {
			return badArg(e, model.Msg("The lot seed %q must be a non-negative whole number.", s))
		}
		seed = v
	}
	ctx := context.Background()
	if err := svc.Knockouts.DrawColours(ctx, id, colour, seed); err != nil {
		return e.report(err)
	}
	return tournamentBracket(e, svc, pos, nil)
}
