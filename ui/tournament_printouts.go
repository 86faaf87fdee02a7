package ui

import (
	"context"

	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/ui/pdf"
)

// The Print buttons of the tournament tabs: each turns the model's view
// into the plain value ui/pdf prints.

func entrant(b model.BoardPlayer) pdf.Entrant {
	return pdf.Entrant{No: b.StartNo, Name: b.Name, Rating: b.Rating, Points: b.Points}
}

// printedResult writes a board's result code as the pairing list prints it.
func printedResult(code string) string {
	switch code {
	case "1-0":
		return pdf.ResultText(2, 0, false)
	case "½-½":
		return pdf.ResultText(1, 1, false)
	case "0-1":
		return pdf.ResultText(0, 2, false)
	case "+/-":
		return pdf.ResultText(2, 0, true)
	case "-/+":
		return pdf.ResultText(0, 2, true)
	case "-/-":
		return pdf.ResultText(0, 0, true)
	}
	return code
}

// printedRound is a round as ui/pdf prints it, byes and absences after the boards.
func printedRound(m pdf.Meta, rv model.RoundView) pdf.Round {
	r := pdf.Round{Meta: m}
	for _, b := range rv.Boards {
		r.Boards = append(r.Boards, pdf.Board{No: b.No, White: entrant(b.White), Black: entrant(b.Black),
			Result: printedResult(b.Result)})
	}
	if rv.Bye != nil {
		r.Byes = append(r.Byes, pdf.Bye{Player: entrant(*rv.Bye), Kind: "вільний від жеребкування", Score: 2})
	}
	for _, a := range rv.NotPaired {
		kind, score := "не грає", 0
		if a.Code == trf.HalfBye {
			kind, score = "пропуск туру (½)", 1
		} else if a.Code == trf.FullBye {
			kind, score = "пропуск туру (1)", 2
		}
		r.Byes = append(r.Byes, pdf.Bye{Player: entrant(a.Player), Kind: kind, Score: score})
	}
	return r
}

func (p *pairingPanel) onPrintTapped()       { p.printRound(pdf.PairingsByBoard) }
func (p *pairingPanel) onPrintByNameTapped() { p.printRound(pdf.PairingsByName) }

func (p *pairingPanel) printRound(doc func(pdf.Round) *pdf.Document) {
	id, round := p.s.current.ID, p.round
	m := p.s.meta(round)
	p.s.printDocument(func(ctx context.Context) (*pdf.Document, error) {
		rv, err := p.s.svc.Tournaments.Round(ctx, id, round)
		if err != nil {
			return nil, err
		}
		return doc(printedRound(m, rv)), nil
	})
}

func (d *registrationDesk) onPrintTapped() {
	id, m := d.s.current.ID, d.s.meta(0)
	d.s.printDocument(func(ctx context.Context) (*pdf.Document, error) {
		ps, err := d.s.svc.Tournaments.Participants(ctx, id)
		if err != nil {
			return nil, err
		}
		regs := make([]pdf.Registration, len(ps))
		for i, p := range ps {
			regs[i] = pdf.Registration{Name: p.Player.FullName(), Club: p.Club, Coach: p.Coach, Fee: p.Fee * 100}
			if p.Paid {
				regs[i].Paid = p.Fee * 100
			}
		}
		return pdf.Registrations(m, regs), nil
	})
}

// printedStandings is the standings table as ui/pdf prints it.
func printedStandings(m pdf.Meta, v *model.StandingsView, rows []model.StandingsRow) pdf.StandingsTable {
	t := pdf.StandingsTable{Meta: m}
	for _, c := range v.Columns {
		t.TieBreaks = append(t.TieBreaks, pdf.Heading{Short: c.Code, Full: c.Ukrainian})
	}
	for _, r := range rows {
		t.Rows = append(t.Rows, pdf.Standing{Place: r.PlaceFrom, No: r.StartNo, Name: r.Name, Club: r.Club,
			Rating: r.Rating, Points: r.Points, TieBreaks: r.Values})
	}
	return t
}

func (p *standingsPanel) onPrintTapped() { p.printStandings(false) }

func (p *standingsPanel) onPrintSubTapped() { p.printStandings(true) }

// printStandings prints the overall standings, or the table shown (a
// sub-standings keeps its title in the header).
func (p *standingsPanel) printStandings(shown bool) {
	v := p.view
	if v == nil {
		return
	}
	m := p.s.meta(v.Round)
	rows := v.Rows
	if shown && p.sub > 0 && p.sub <= len(v.Subs) {
		rows = v.Subs[p.sub-1].Rows
		m.Tournament += " — " + v.Subs[p.sub-1].Title
	}
	p.s.printDocument(func(context.Context) (*pdf.Document, error) {
		return pdf.Standings(printedStandings(m, v, rows)), nil
	})
}

func (p *crosstablePanel) onPrintTapped() {
	v := p.view
	if v == nil {
		return
	}
	id, m := p.s.current.ID, p.s.meta(v.Round)
	p.s.printDocument(func(ctx context.Context) (*pdf.Document, error) {
		st, err := p.s.svc.Tournaments.Standings(ctx, id, v.Round)
		if err != nil {
			return nil, err
		}
		var heads []pdf.Heading
		for _, c := range st.Columns {
			heads = append(heads, pdf.Heading{Short: c.Code, Full: c.Ukrainian})
		}
		if v.RoundRobin {
			return pdf.Crosstable(roundRobinTable(m, heads, v))
		}
		return pdf.WallChart(wallTable(m, heads, v))
	})
}

func roundRobinTable(m pdf.Meta, heads []pdf.Heading, v *model.Crosstable) pdf.CrossTable {
	t := pdf.CrossTable{Meta: m, TieBreaks: heads}
	for _, r := range v.Rows {
		cells := make([]string, len(r.Grid))
		for i, c := range r.Grid {
			if c != "X" {
				cells[i] = c
			}
		}
		t.Rows = append(t.Rows, pdf.CrossRow{No: r.StartNo, Name: r.Name, Rating: r.Rating, Points: r.Points,
			Place: r.PlaceFrom, Results: cells, TieBreaks: r.Values})
	}
	return t
}

func wallTable(m pdf.Meta, heads []pdf.Heading, v *model.Crosstable) pdf.WallTable {
	t := pdf.WallTable{Meta: m, TieBreaks: heads}
	for _, r := range v.Rows {
		row := pdf.WallRow{Place: r.PlaceFrom, No: r.StartNo, Name: r.Name, Rating: r.Rating, Points: r.Points,
			TieBreaks: r.Values}
		for _, c := range r.Rounds {
			cell := pdf.WallCell{Opponent: c.Opponent, Result: model.ResultSymbol(c.Result)}
			switch c.Colour {
			case 'w':
				cell.Colour = pdf.White
			case 'b':
				cell.Colour = pdf.Black
			}
			row.Rounds = append(row.Rounds, cell)
		}
		t.Rows = append(t.Rows, row)
	}
	return t
}

// printDiplomas prints a diploma for each player placed 1–3.
func (s *tournamentsScreen) printDiplomas(rows []model.StandingsRow) {
	t := s.current
	ws := make([]pdf.Winner, 0, len(rows))
	for _, r := range rows {
		w := pdf.Winner{Name: r.Name, Place: r.PlaceFrom}
		if r.PlaceTo > r.PlaceFrom {
			w.PlaceTo = r.PlaceTo
		}
		ws = append(ws, w)
	}
	date := t.EndDate
	if date.IsZero() {
		date = t.StartDate
	}
	s.printDocument(func(context.Context) (*pdf.Document, error) {
		return pdf.Diplomas(pdf.DiplomaEvent{Event: t.Name, Date: date.Display()}, ws), nil
	})
}
