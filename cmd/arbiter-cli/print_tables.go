package main

import (
	"strings"

	"arbiter/engine/tiebreak"
	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/i18n"
	"arbiter/ui/pdf"
)

// trfStandings ranks every player of t after round r by points and the
// tie-break list (tiebreak.Rank), as the printable table and the engine's
// standings; clubs by start number may be nil.
func trfStandings(l i18n.Lang, t *trf.Tournament, r int, codes string, clubs map[int]string) (pdf.StandingsTable, *tiebreak.Standings, error) {
	tt, err := tiebreak.FromTRF(t)
	if err != nil {
		return pdf.StandingsTable{}, nil, err
	}
	tt.Rounds = r
	list, err := tieBreakList(codes, tt.System)
	if err != nil {
		return pdf.StandingsTable{}, nil, err
	}
	st, err := tiebreak.Rank(tt, list, tiebreak.Options{})
	if err != nil {
		return pdf.StandingsTable{}, nil, err
	}
	tab := pdf.StandingsTable{Meta: trfMeta(l, t, r)}
	for _, sp := range st.List {
		tab.TieBreaks = append(tab.TieBreaks, pdf.Heading{Short: sp.String(), Full: model.TieBreakName(sp, l)})
	}
	shown := model.DecidedOnly(st.List, st.Rows) // DE only where it decided a tie
	for i, row := range st.Rows {
		p := t.Player(row.ID)
		s := pdf.Standing{Place: row.Place, No: p.ID, Name: p.Name, Club: clubs[p.ID], Rating: p.Rating, Points: int(row.Points)}
		s.TieBreaks = model.ShownValues(st.List, row, shown[i])
		tab.Rows = append(tab.Rows, s)
	}
	return tab, st, nil
}

// trfCrossTable is the round-robin grid after round r, in pairing-number
// order; a double round robin shows both games in a cell ("1 ½").
func trfCrossTable(t *trf.Tournament, r int, tab pdf.StandingsTable, st *tiebreak.Standings) pdf.CrossTable {
	ct := pdf.CrossTable{Meta: tab.Meta, TieBreaks: tab.TieBreaks}
	pos := map[int]int{}
	for i := range t.Players {
		pos[t.Players[i].ID] = i
	}
	shownByID := map[int][]bool{} // DE only where it decided a tie (model.DecidedOnly)
	for i, sh := range model.DecidedOnly(st.List, st.Rows) {
		shownByID[st.Rows[i].ID] = sh
	}
	for i := range t.Players {
		p := &t.Players[i]
		row := st.Row(p.ID)
		cells := make([][]string, len(t.Players))
		for k := 1; k <= r; k++ {
			if g := p.Game(k); g.Opponent != 0 {
				j := pos[g.Opponent]
				cells[j] = append(cells[j], model.ResultSymbol(g.Result))
			}
		}
		cr := pdf.CrossRow{No: p.ID, Name: p.Name, Rating: p.Rating, Points: int(row.Points), Place: row.Place}
		for _, c := range cells {
			cr.Results = append(cr.Results, strings.Join(c, " "))
		}
		cr.TieBreaks = model.ShownValues(st.List, *row, shownByID[p.ID])
		ct.Rows = append(ct.Rows, cr)
	}
	return ct
}

// trfWallTable is the Swiss wall chart after round r, in ranking order.
func trfWallTable(t *trf.Tournament, r int, tab pdf.StandingsTable, st *tiebreak.Standings) pdf.WallTable {
	wt := pdf.WallTable{Meta: tab.Meta, TieBreaks: tab.TieBreaks}
	for i, row := range st.Rows {
		p := t.Player(row.ID)
		wr := pdf.WallRow{Place: row.Place, No: p.ID, Name: p.Name, Rating: p.Rating,
			Points: int(row.Points), TieBreaks: tab.Rows[i].TieBreaks}
		for k := 1; k <= r; k++ {
			g := p.Game(k)
			c := pdf.WallCell{Opponent: g.Opponent, Result: model.ResultSymbol(g.Result)}
			switch g.Colour {
			case trf.White:
				c.Colour = pdf.White
			case trf.Black:
				c.Colour = pdf.Black
			}
			wr.Rounds = append(wr.Rounds, c)
		}
		wt.Rows = append(wt.Rows, wr)
	}
	return wt
}
