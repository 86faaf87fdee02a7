package printout

import (
	"fmt"

	"arbiter/engine/knockout"
	"arbiter/model"
	"arbiter/model/i18n"
	"arbiter/ui/pdf"
)

// PrintedMatch is a match of a knockout's bracket as the bracket prints
// it: Swapped when its side B is printed above side A.
type PrintedMatch struct {
	model.KnockoutMatch
	Swapped bool
}

// PrintedRounds are the rounds of v in the printing order of seed 004 §5
// (engine/knockout.PrintOrder: 1–32, 17–16, 9–24, 25–8, …, the second
// half from 3–30 down to 31–2): the model keeps the matches in the FIDE
// order (1–32, 16–17, 8–25, …), whose groups are the same at every level,
// so each round is reordered and each match's sides put top or bottom as
// the printing order has them. The bracket printout, its protocol and the
// knockout screen all show the matches in this order.
func PrintedRounds(v *model.KnockoutView) ([][]PrintedMatch, error) {
	if len(v.Rounds) == 0 {
		return nil, fmt.Errorf("printout: the bracket has no rounds")
	}
	size := 2 * len(v.Rounds[0])
	order, err := knockout.Order(size)
	if err != nil {
		return nil, err
	}
	print, _ := knockout.PrintOrder(size)
	slot := make(map[int]int, size) // bracket seed → slot in the FIDE order
	for i, s := range order {
		slot[s] = i
	}
	out := make([][]PrintedMatch, len(v.Rounds))
	for r, ms := range v.Rounds {
		span := 2 << r // slots under one match of round r
		for j := range ms {
			p := slot[print[j*span]]
			out[r] = append(out[r], PrintedMatch{KnockoutMatch: ms[p/span], Swapped: (p/(span/2))%2 == 1})
		}
	}
	return out, nil
}

// Bracket is the knockout's bracket of v as ui/pdf prints it, in the
// printing order of PrintedRounds.
func Bracket(m pdf.Meta, t model.Tournament, v *model.KnockoutView) (*pdf.Document, error) {
	m.Round, m.Rounds = 0, 0
	b := pdf.Bracket{Meta: m, Format: t.Knockout}
	rounds, err := PrintedRounds(v)
	if err != nil {
		return nil, err
	}
	b.Size = 2 * len(v.Rounds[0])
	for r, ms := range rounds {
		row := make([]pdf.BracketMatch, 0, len(ms))
		for _, pm := range ms {
			km := pm.KnockoutMatch
			top, bottom := side(km.A, km.ScoreA, km.Winner), side(km.B, km.ScoreB, km.Winner)
			if pm.Swapped {
				top, bottom = bottom, top
			}
			bm := pdf.BracketMatch{Round: km.Round, Pair: km.Pair, Top: top, Bottom: bottom,
				Bye: r == 0 && (km.A.StartNo == 0 || km.B.StartNo == 0)}
			if km.A.StartNo != 0 && km.B.StartNo != 0 {
				bm.WhiteFirst = km.B.StartNo
				if km.AWhiteFirst {
					bm.WhiteFirst = km.A.StartNo
				}
				bm.Lot = m.Lang.Tr("by the rule")
				if v.ColourLot {
					bm.Lot = m.Lang.Tr("lot %d", km.LotSeed)
				}
				bm.Armageddon = ArmageddonNoteIn(m.Lang, km)
			}
			bm.Games = KnockoutGames(km.Games)
			row = append(row, bm)
		}
		b.Rounds = append(b.Rounds, row)
	}
	if v.Champion != 0 {
		last := v.Rounds[len(v.Rounds)-1][0]
		for _, p := range []model.BoardPlayer{last.A, last.B} {
			if p.StartNo == v.Champion {
				b.Champion = pdf.BracketSide{No: p.StartNo, Name: p.Name, Rating: p.Rating, Won: true}
			}
		}
	}
	if v.ColourLot {
		b.LotNote = m.Lang.Tr("The colour of the first game of every mini-match was drawn by lot (key %d; the regulations, seed 004 §5: the order of colours is decided by lot). The lot of a pair is repeated by «arbiter-cli lot --players 2 --seed N» with N from the «Lot» column: the line «1 1» gives White to the higher seed (the lower seeding number, whichever line of the bracket he came from), «1 2» to the lower.",
			v.ColourSeed)
	} else {
		colour := m.Lang.Tr("white")
		if t.InitialColour == "black" {
			colour = m.Lang.Tr("black")
		}
		b.LotNote = m.Lang.Tr("The colour of the first game by the tournament's rule: the higher seed (the lower seeding number, whichever line of the bracket he came from) has %s.", colour)
	}
	return pdf.BracketDocument(b), nil
}

// ArmageddonNoteIn is how, in the language l, the colours of a match's Armageddon were chosen,
// as the protocol prints it under the table («білі 8, жереб 77», «білі 8,
// рішення судді», «кольори ще не визначено»), or "" when the match has
// not reached its Armageddon.
func ArmageddonNoteIn(l i18n.Lang, km model.KnockoutMatch) string {
	a := km.Armageddon
	switch {
	case a == nil && km.ArmageddonPending:
		return l.Tr("colours not chosen yet (by lot or by the arbiter's decision)")
	case a == nil:
		return ""
	case a.ByLot:
		return l.Tr("white %d, lot %d", a.White, a.LotSeed)
	}
	return l.Tr("white %d, the arbiter's decision", a.White)
}

func side(p model.BoardPlayer, score, winner int) pdf.BracketSide {
	return pdf.BracketSide{No: p.StartNo, Name: p.Name, Rating: p.Rating, Score: score, Won: winner != 0 && winner == p.StartNo}
}

// KnockoutCrosstable is a knockout's crosstable: every player in the order
// of the standings sv (place by the round he went out in), with his
// opponent and match score in each bracket round and his points over all
// games.
func KnockoutCrosstable(m pdf.Meta, v *model.KnockoutView, sv *model.StandingsView) *pdf.Document {
	m.Round, m.Rounds = 0, 0
	t := pdf.KnockoutTable{Meta: m}
	for r := range v.Rounds {
		t.Rounds = append(t.Rounds, pdf.BracketRoundNameIn(m.Lang, r+1, len(v.Rounds)))
	}
	cells := map[int][]string{}
	for r, ms := range v.Rounds {
		for _, km := range ms {
			for _, x := range []struct {
				me, them    model.BoardPlayer
				mine, their int
			}{{km.A, km.B, km.ScoreA, km.ScoreB}, {km.B, km.A, km.ScoreB, km.ScoreA}} {
				if x.me.StartNo == 0 {
					continue
				}
				if cells[x.me.StartNo] == nil {
					cells[x.me.StartNo] = make([]string, len(v.Rounds))
				}
				c := m.Lang.Tr("bye")
				if x.them.StartNo != 0 {
					c = fmt.Sprintf("%d", x.them.StartNo)
					if len(km.Games) > 0 {
						c += "  " + pdf.Points(x.mine) + ":" + pdf.Points(x.their)
					}
				} else if r > 0 {
					c = "…"
				}
				cells[x.me.StartNo][r] = c
			}
		}
	}
	for _, row := range sv.Rows {
		rounds := cells[row.StartNo]
		if rounds == nil {
			rounds = make([]string, len(v.Rounds))
		}
		t.Rows = append(t.Rows, pdf.KnockoutRow{Place: row.Place, No: row.StartNo, Name: row.Name, Rating: row.Rating,
			Rounds: rounds, Points: row.Points})
	}
	return pdf.KnockoutCrosstable(t)
}

// KnockoutGames are a match's games as ui/pdf writes them
// (pdf.KnockoutGames: "Партія 1: 1-0 · Партія 2: ½-½ · Рапід 1: 0-1").
func KnockoutGames(gs []model.KnockoutGame) []pdf.KnockoutGame {
	out := make([]pdf.KnockoutGame, len(gs))
	for i, g := range gs {
		out[i] = pdf.KnockoutGame{No: g.No, Stage: g.Stage, White: g.White, Black: g.Black, WhitePoints: g.WhitePoints}
	}
	return out
}
