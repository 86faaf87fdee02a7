package tournament

import (
	"context"

	"arbiter/model"
	"arbiter/ui/pdf"
	"arbiter/ui/printout"

	"arbiter/ui/diploma"
	"arbiter/ui/kit"
)

// The Print buttons of the tournament tabs: each asks the model for its
// view and hands it to ui/printout, the one path from view to document
// that arbiter-cli's print --tournament takes too.

func (p *pairingPanel) onPrintTapped()       { p.printRound(pdf.PairingsByBoard) }
func (p *pairingPanel) onPrintByNameTapped() { p.printRound(pdf.PairingsByName) }
func (p *pairingPanel) onPrintLargeTapped()  { p.printRound(pdf.PairingsLarge) }

func (p *pairingPanel) printRound(doc func(pdf.Round) *pdf.Document) {
	id, round := p.s.Current.ID, p.round
	m := p.s.Meta(round)
	p.s.PrintDocument(func(ctx context.Context) (*pdf.Document, error) {
		rv, err := p.s.Svc.Pairings.Round(ctx, id, round)
		if err != nil {
			return nil, err
		}
		d, err := p.s.withChess960(ctx, doc(printout.Round(m, rv)), id, round) // pairing_chess960.go
		if err != nil {
			return nil, err
		}
		return p.s.withSchedule(ctx, d, id, round) // schedule.go
	})
}

func (d *registrationDesk) onPrintTapped() {
	id, m := d.s.Current.ID, d.s.Meta(0)
	d.s.PrintDocument(func(ctx context.Context) (*pdf.Document, error) {
		ps, err := d.s.Svc.Tournaments.Participants(ctx, id)
		if err != nil {
			return nil, err
		}
		doc := printout.Registrations(m, ps)
		tr, err := d.s.Svc.Closing.Treasury(ctx, id) // the prize fund under the totals
		if err != nil {
			return nil, err
		}
		doc.Notes = append(doc.Notes, printout.FundLineIn(m.Lang, tr))
		return d.s.withSchedule(ctx, doc, id, 0) // schedule.go
	})
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
	m, sub := p.s.Meta(v.Round), p.sub
	p.s.PrintDocument(func(context.Context) (*pdf.Document, error) {
		if shown && sub > 0 && sub <= len(v.Subs) {
			return printout.SubStandings(m, v, sub-1), nil
		}
		return pdf.Standings(printout.Standings(m, v, v.Rows)), nil
	})
}

func (p *crosstablePanel) onPrintTapped() {
	v := p.view
	if v == nil {
		return
	}
	id, m := p.s.Current.ID, p.s.Meta(v.Round)
	p.s.PrintDocument(func(ctx context.Context) (*pdf.Document, error) {
		st, err := p.s.Svc.Tournaments.Standings(ctx, id, v.Round)
		if err != nil {
			return nil, err
		}
		return printout.Crosstable(m, printout.HeadingsIn(m.Lang, st.Columns), v)
	})
}

// printDiplomas prints a diploma for each player placed 1–3.
func (s *Ctx) printDiplomas(rows []model.StandingsRow) {
	t := s.Current
	s.PrintDocument(func(ctx context.Context) (*pdf.Document, error) {
		tpl, err := diploma.TournamentTemplate(ctx, s.Svc, t)
		if err != nil {
			return nil, err
		}
		return printout.DiplomasIn(kit.GUILang(), t, rows, tpl), nil
	})
}
