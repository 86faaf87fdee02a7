package main

import (
	"fmt"
	"sort"

	"arbiter/engine/roundrobin"
	"arbiter/engine/tiebreak"
	"arbiter/engine/trf"
	"arbiter/model/i18n"
	"arbiter/ui/pdf"
)

// tournamentDocument builds the printout a.kind of tournament t; clubs, by
// start number, may be nil (a TRF has none).
func tournamentDocument(t *trf.Tournament, a printArgs, clubs map[int]string) (*pdf.Document, error) {
	switch a.kind {
	case "pairings", "pairings-large", "pairings-by-name":
		r, err := pairedRound(t.Name, t.LastPairedRound(), a.round)
		if err != nil {
			return nil, err
		}
		return roundDocument(a.kind)(trfRound(a.lang, t, r)), nil
	}
	r, err := resultRound(t, a.round)
	if err != nil {
		return nil, err
	}
	tab, st, err := trfStandings(a.lang, t, r, a.tiebreaks, clubs)
	if err != nil {
		return nil, err
	}
	if a.kind == "standings" {
		return pdf.Standings(tab), nil
	}
	if st.System.IsRoundRobin() {
		return pdf.Crosstable(trfCrossTable(t, r, tab, st))
	}
	return pdf.WallChart(trfWallTable(t, r, tab, st))
}

// resultRound resolves --round for standings and crosstables: default the
// last round with a result; a round with a game still without result is
// refused, since its standings would count that game as lost by both.
func resultRound(t *trf.Tournament, r int) (int, error) {
	last := 0
	for k := 1; k <= t.Rounds(); k++ {
		for i := range t.Players {
			if g := t.Players[i].Game(k); g.Opponent != 0 && g.Result != trf.NoResult {
				last = k
			}
		}
	}
	switch {
	case last == 0:
		return 0, pdf.ErrNoRounds
	case r == 0:
		r = last
	case r > last:
		return 0, fmt.Errorf("--round %d: round %d has no results yet (the last round with results is %d)", r, r, last)
	}
	for i := range t.Players {
		p := &t.Players[i]
		if g := p.Game(r); g.Opponent != 0 && g.Result == trf.NoResult {
			return 0, fmt.Errorf("round %d is not finished: the game of %d %s against %d has no result", r, p.ID, p.Name, g.Opponent)
		}
	}
	return r, nil
}

// trfRound is the pairing of round r: the boards in publication order and
// every player without a game (byes, absences).
func trfRound(l i18n.Lang, t *trf.Tournament, r int) pdf.Round {
	rd := pdf.Round{Meta: trfMeta(l, t, r)}
	entrant := func(p *trf.Player) pdf.Entrant {
		return pdf.Entrant{No: p.ID, Name: p.Name, Rating: p.Rating, Points: p.Score(r - 1)}
	}
	for i, b := range boardOrder(t, r) {
		w, bl := t.Player(b.White), t.Player(b.Black)
		wg, bg := w.Game(r), bl.Game(r)
		res := ""
		if wg.Result != trf.NoResult {
			forfeit := wg.Result == trf.ForfeitWin || wg.Result == trf.ForfeitLos
			res = pdf.ResultText(wg.Points(), bg.Points(), forfeit)
		}
		rd.Boards = append(rd.Boards, pdf.Board{No: i + 1, White: entrant(w), Black: entrant(bl), Result: res})
	}
	for i := range t.Players {
		p := &t.Players[i]
		if g := p.Game(r); g.Opponent == 0 {
			rd.Byes = append(rd.Byes, pdf.Bye{Player: entrant(p), Kind: byeKind(l, g.Result), Score: g.Points()})
		}
	}
	return rd
}

func byeKind(l i18n.Lang, r trf.Result) string {
	switch r {
	case trf.PAB:
		return l.Tr("bye free of play (TRF)")
	case trf.HalfBye:
		return l.Tr("bye (½) (TRF)")
	case trf.FullBye:
		return l.Tr("bye (1) (TRF)")
	}
	return l.Tr("not playing (TRF)")
}

// boardOrder lists the games of round r in board order: the Berger table's
// order when the round is the table's round r (round robins, C.05 Annex 1);
// otherwise the Swiss publication order: the higher score in the pair, then
// the lower score (both descending), then the pairing number of the
// higher-ranked player.
func boardOrder(t *trf.Tournament, r int) []trf.Board {
	boards := t.PairingOf(r).Boards
	if b, ok := bergerOrder(t, r, boards); ok {
		return b
	}
	key := func(b trf.Board) (hi, lo, rank int) {
		sw, sb := t.Player(b.White).Score(r-1), t.Player(b.Black).Score(r-1)
		return max(sw, sb), min(sw, sb), min(b.White, b.Black)
	}
	sort.SliceStable(boards, func(i, j int) bool {
		hi1, lo1, r1 := key(boards[i])
		hi2, lo2, r2 := key(boards[j])
		if hi1 != hi2 {
			return hi1 > hi2
		}
		if lo1 != lo2 {
			return lo1 > lo2
		}
		return r1 < r2
	})
	return boards
}

// bergerOrder returns boards in the order of the Berger table for a round
// robin whose round r is exactly that table's round r (a double round
// robin's table with or without its last-two-rounds swap, whichever the
// round is).
func bergerOrder(t *trf.Tournament, r int, boards []trf.Board) ([]trf.Board, bool) {
	switch tiebreak.SystemOf(t) {
	case tiebreak.RoundRobin:
		table, err := roundrobin.Berger(len(t.Players))
		return tableOrder(table, err, r, boards)
	case tiebreak.DoubleRoundRobin:
		for _, swap := range []bool{false, true} {
			table, err := roundrobin.Double(len(t.Players), swap)
			if out, ok := tableOrder(table, err, r, boards); ok {
				return out, true
			}
		}
	}
	return nil, false
}

// tableOrder orders boards as round r of table.
func tableOrder(table []roundrobin.Round, err error, r int, boards []trf.Board) ([]trf.Board, bool) {
	if err != nil || r > len(table) {
		return nil, false
	}
	pos := map[[2]int]int{}
	for i, b := range table[r-1].Boards {
		pos[[2]int{min(b.White, b.Black), max(b.White, b.Black)}] = i
	}
	if len(pos) != len(boards) {
		return nil, false
	}
	out := make([]trf.Board, len(boards))
	for _, b := range boards {
		i, ok := pos[[2]int{min(b.White, b.Black), max(b.White, b.Black)}]
		if !ok {
			return nil, false
		}
		out[i] = b
	}
	return out, true
}
