package tiebreak

import "fmt"

// Validate checks that the tournament is consistent: unique positive
// pairing numbers, opponents that exist and point back in the same round
// with the matching result, colours that differ, points that fit the kind
// of round. Every computation calls it first.
func (t *Tournament) Validate() error {
	if len(t.Players) == 0 {
		return &InputError{Msg: "no players"}
	}
	idx := map[int]int{}
	for i, p := range t.Players {
		if p.ID <= 0 {
			return &InputError{Msg: fmt.Sprintf("pairing number %d is not positive", p.ID)}
		}
		if _, dup := idx[p.ID]; dup {
			return &InputError{Player: p.ID, Msg: "pairing number used twice"}
		}
		idx[p.ID] = i
	}
	for _, p := range t.Players {
		for r, g := range p.Rounds {
			if err := t.checkRound(idx, p, r, g); err != nil {
				return err
			}
		}
	}
	return nil
}

func (t *Tournament) checkRound(idx map[int]int, p Player, r int, g Round) error {
	bad := func(format string, a ...any) error {
		return &InputError{Player: p.ID, Round: r + 1, Msg: fmt.Sprintf(format, a...)}
	}
	win, draw, loss := t.Scoring.win(), t.Scoring.draw(), t.Scoring.loss()
	if g.Points < 0 || g.Points > win {
		return bad("%s scores %s, outside 0…%s", g.Kind, fmtHalf(g.Points), fmtHalf(win))
	}
	switch g.Kind {
	case PAB:
		if g.Points != t.Scoring.pab() {
			return bad("pairing-allocated bye must score %s", fmtHalf(t.Scoring.pab()))
		}
	case FullBye, ForfeitWin:
		if g.Points != win {
			return bad("%s must score a win's points", g.Kind)
		}
	case HalfBye:
		if g.Points != draw {
			return bad("half-point bye must score a draw's points")
		}
	case ZeroBye, ForfeitLoss:
		if g.Points != 0 {
			return bad("%s must score 0", g.Kind)
		}
	case Played:
	default:
		return bad("unknown round kind %d", int(g.Kind))
	}
	if !g.HasOpponent() {
		if g.Kind == Played || g.Kind == ForfeitWin {
			return bad("%s without an opponent", g.Kind)
		}
		return nil
	}
	if g.Opponent == p.ID {
		return bad("paired against himself")
	}
	j, ok := idx[g.Opponent]
	if !ok {
		return bad("opponent %d does not exist", g.Opponent)
	}
	o := t.Players[j]
	if r >= len(o.Rounds) || o.Rounds[r].Opponent != p.ID || !o.Rounds[r].HasOpponent() {
		return bad("opponent %d has no game against %d in this round", o.ID, p.ID)
	}
	return checkPair(bad, g, o.Rounds[r], win, draw, loss)
}

// checkPair verifies that two sides of one pairing agree.
func checkPair(bad func(string, ...any) error, g, h Round, win, draw, loss Points) error {
	switch g.Kind {
	case Played:
		if h.Kind != Played {
			return bad("played game, but the opponent has a %s", h.Kind)
		}
		// The unusual results ½-0, 0-½ and 0-0 (Laws of Chess art. 12.9)
		// are played games too: each side keeps its own score.
		ok := (g.Points == win && h.Points == loss) || (g.Points == loss && h.Points == win) ||
			(g.Points == draw && h.Points == draw) ||
			(g.Points == draw && h.Points == loss) || (g.Points == loss && h.Points == draw) || (g.Points == loss && h.Points == loss)
		if !ok {
			return bad("results %s and %s of one game do not fit", fmtHalf(g.Points), fmtHalf(h.Points))
		}
		if g.Colour != NoColour && g.Colour == h.Colour {
			return bad("both players have the same colour")
		}
	case ForfeitWin:
		if h.Kind != ForfeitLoss {
			return bad("forfeit win, but the opponent has a %s", h.Kind)
		}
	case ForfeitLoss:
		if h.Kind != ForfeitWin && h.Kind != ForfeitLoss {
			return bad("forfeit loss, but the opponent has a %s", h.Kind)
		}
	}
	return nil
}
