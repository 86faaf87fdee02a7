package trf

import (
	"strconv"
	"unicode"
)

// Columns of the 001 record (TRF-16), 1-based inclusive.
const (
	colRoundStart = 92 // first round block: opponent 92-95, colour 97, result 99
	roundWidth    = 10
)

// player reads one 001 record.
func (p *parser) player(rs []rune) error {
	if err := p.blanks(rs, 4, 4); err != nil {
		return err
	}
	id, err := p.number(rs, 5, 8, "pairing number")
	if err != nil {
		return err
	}
	if id < 1 {
		return p.errf(5, "missing pairing number")
	}
	if prev, dup := p.playerLine[id]; dup {
		return p.errf(5, "pairing number "+strconv.Itoa(id)+" already used on line "+strconv.Itoa(prev))
	}
	for _, c := range []int{9, 14, 48, 53, 57, 69, 80, 85, 90, 91} {
		if err := p.blanks(rs, c, c); err != nil {
			return err
		}
	}
	pl := Player{
		ID:         id,
		Sex:        text(rs, 10, 10),
		Title:      text(rs, 11, 13),
		Name:       text(rs, 15, 47),
		Federation: text(rs, 54, 56),
		FideID:     text(rs, 58, 68),
		BirthDate:  text(rs, 70, 79),
	}
	if pl.Rating, err = p.number(rs, 49, 52, "rating"); err != nil {
		return err
	}
	if s := text(rs, 81, 84); s != "" {
		if pl.Points, err = p.points(s, 81, "points"); err != nil {
			return err
		}
	} else {
		p.blankPoints[id] = true
	}
	if pl.Rank, err = p.number(rs, 86, 89, "rank"); err != nil {
		return err
	}
	if pl.Games, err = p.games(rs); err != nil {
		return err
	}
	p.t.Players = append(p.t.Players, pl)
	p.playerLine[id] = p.line
	return nil
}

// games reads the round blocks from column 92 on. A trailing block that is
// entirely blank is not a round.
func (p *parser) games(rs []rune) ([]Game, error) {
	var gs []Game
	for c := colRoundStart; c <= len(rs); c += roundWidth {
		g, err := p.game(rs, c)
		if err != nil {
			return nil, err
		}
		gs = append(gs, g)
	}
	return gs, nil
}

// game reads one block "OOOO C R" starting at column c.
func (p *parser) game(rs []rune, c int) (Game, error) {
	for _, b := range []int{c + 4, c + 6, c + 8, c + 9} {
		if err := p.blanks(rs, b, b); err != nil {
			return Game{}, err
		}
	}
	g := Game{Colour: NoColour, Result: NoResult}
	opp, err := p.number(rs, c, c+3, "opponent")
	if err != nil {
		return g, err
	}
	g.Opponent = opp
	switch col := field(rs, c+5, c+5); col {
	case "w", "W":
		g.Colour = White
	case "b", "B":
		g.Colour = Black
	case "", " ", "-":
	default:
		return g, p.errf(c+5, "bad colour "+strconv.Quote(col))
	}
	res := field(rs, c+7, c+7)
	if res == "" {
		res = " "
	}
	r := []rune(res)[0]
	if r < unicode.MaxASCII {
		r = unicode.ToUpper(r)
	}
	switch Result(r) {
	case Win, Draw, Loss, ForfeitWin, ForfeitLos, ShortWin, ShortDraw, ShortLoss,
		HalfBye, FullBye, PAB, ZeroBye, NoResult, Adjourned:
		g.Result = Result(r)
	case '*':
		// chesspairing's TRF-2026 team sample marks a round not yet played
		// «0000 - *»; '*' is no TRF code, so that form is read as a blank
		// result and warned about; against an opponent it is an unknown
		// result (default).
		if g.Opponent != 0 || g.Colour != NoColour {
			return p.unknownResult(g, c, res)
		}
		g.Result = NoResult
		p.warnf(c+7, "round "+strconv.Itoa((c-colRoundStart)/roundWidth+1)+": \"0000 - *\" (no TRF code) read as a round not played")
	default:
		return p.unknownResult(g, c, res)
	}
	if g.Opponent == 0 && g.Colour == NoColour && g.Result == ForfeitWin {
		// Old Swiss-Manager exports credit an unpaired player with "0000 - +";
		// bbpPairings reads it as a win without a game. It is a full-point bye.
		g.Result = FullBye
		p.warnf(c+7, "round "+strconv.Itoa((c-colRoundStart)/roundWidth+1)+": \"0000 - +\" (a win without opponent) read as a full-point bye F")
	}
	return g, nil
}

// unknownResult reads res, a symbol outside the code table in the round
// cell at column c, as an unknown result (FIDE's checklist VCL4THP Q166):
// Adjourned ("?"), which the pairing takes for a draw, with a
// WarnUnknownResult warning naming the line, column and symbol. The cell
// must otherwise be a game (an opponent and a colour), as for "?" itself;
// a control character is refused.
func (p *parser) unknownResult(g Game, c int, res string) (Game, error) {
	sym := []rune(res)[0]
	if g.Opponent == 0 || g.Colour == NoColour || !unicode.IsPrint(sym) {
		return g, p.errf(c+7, "bad result "+strconv.Quote(res))
	}
	g.Result = Adjourned
	round := (c-colRoundStart)/roundWidth + 1
	p.t.Warnings = append(p.t.Warnings, Warning{Line: p.line, Col: c + 7, Kind: WarnUnknownResult, Round: round, Symbol: sym,
		Msg: "round " + strconv.Itoa(round) + ": unknown result symbol " + strconv.Quote(string(sym)) + " read as an unknown result \"?\" (adjourned, a draw for the pairing)"})
	return g, nil
}
