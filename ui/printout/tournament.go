package printout

import (
	"slices"
	"strings"

	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/diplomas"
	"arbiter/model/i18n"
	"arbiter/ui/pdf"
)

// Meta is the printout header of tournament t after (or for) round.
func Meta(t model.Tournament, round int) pdf.Meta {
	return pdf.Meta{Tournament: t.Name, Date: t.StartDate.Display(), Round: round, Rounds: t.Rounds}
}

func entrant(b model.BoardPlayer) pdf.Entrant {
	return pdf.Entrant{No: b.StartNo, Name: b.Name, Rating: b.Rating, Points: b.Points}
}

// Round is a round as ui/pdf prints it, byes and absences after the boards.
func Round(m pdf.Meta, rv model.RoundView) pdf.Round {
	r := pdf.Round{Meta: m}
	for _, b := range rv.Boards {
		r.Boards = append(r.Boards, pdf.Board{No: b.No, White: entrant(b.White), Black: entrant(b.Black),
			Result: boardResult(m.Lang, b)}) // adjourned.go
	}
	if rv.Bye != nil {
		r.Byes = append(r.Byes, pdf.Bye{Player: entrant(*rv.Bye), Kind: m.Lang.Tr("bye of the pairing"), Score: 2})
	}
	for _, a := range rv.NotPaired {
		kind, score := m.Lang.Tr("not playing"), 0
		if a.Code == trf.HalfBye {
			kind, score = m.Lang.Tr("bye (½)"), 1
		} else if a.Code == trf.FullBye {
			kind, score = m.Lang.Tr("bye (1)"), 2
		}
		r.Byes = append(r.Byes, pdf.Bye{Player: entrant(a.Player), Kind: kind, Score: score})
	}
	return r
}

// Registrations is the treasurer's registration list: every participant
// with the declared club and coach, the fee and what was paid, in
// Ukrainian alphabetical order of the names. model.Entry keeps the fee in
// whole hryvnias and a paid flag; the printout counts kopiykas, so a paid
// fee is printed as paid in full.
func Registrations(m pdf.Meta, ps []model.Participant) *pdf.Document {
	regs := make([]pdf.Registration, len(ps))
	for i, p := range ps {
		regs[i] = pdf.Registration{Name: p.Player.FullName(), Club: p.Club, Coach: p.Coach, Fee: p.Fee * 100}
		if p.Paid {
			regs[i].Paid = p.Fee * 100
		}
	}
	slices.SortStableFunc(regs, func(a, b pdf.Registration) int { return model.CompareUkrainian(a.Name, b.Name) })
	return pdf.Registrations(m, regs)
}

// HeadingsIn are the tie-break column headings of the standings in l:
// the Ukrainian names of the printouts
// (model.TieBreakUkrainian), or the names in the view's language
// (StandingsColumn.Name, the App's) for another.
func HeadingsIn(l i18n.Lang, cols []model.StandingsColumn) []pdf.Heading {
	var heads []pdf.Heading
	for _, c := range cols {
		full := c.Ukrainian
		if l == i18n.En {
			full = c.Name
		}
		heads = append(heads, pdf.Heading{Short: c.Code, Full: full})
	}
	return heads
}

// Standings is the standings table of rows (the overall table of v, or one
// of its sub-standings) as ui/pdf prints it.
func Standings(m pdf.Meta, v *model.StandingsView, rows []model.StandingsRow) pdf.StandingsTable {
	t := pdf.StandingsTable{Meta: m, TieBreaks: HeadingsIn(m.Lang, v.Columns)}
	for _, r := range rows {
		name := r.Name
		if r.WithdrawnFrom > 0 { // the withdrawn are marked (FIDE C.02, VCL4THP.13 Q170)
			name = m.Lang.Tr("%s (withdrew from round %d)", name, r.WithdrawnFrom)
		}
		t.Rows = append(t.Rows, pdf.Standing{Place: r.PlaceFrom, No: r.StartNo, Name: name, Club: r.Club,
			Rating: r.Rating, Points: r.Points, TieBreaks: decimals(m.Lang, r.Values), Playoff: r.Playoff != ""})
	}
	if len(rows) > 0 && len(v.Rows) > 0 && &rows[0] == &v.Rows[0] { // the overall table, not a sub-standings one
		t.Playoffs = PlayoffLines(v.Playoffs)
	}
	t.Notes = adjournedNotes(m.Lang, v) // adjourned.go
	if len(rows) > 0 && len(v.Rows) > 0 && &rows[0] == &v.Rows[0] {
		// the places the arbiter's order of tied players or an external
		// tie-break set in the overall table (FIDE C.02 VCL4THP.13 Q205,
		// Q207), marked «*»
		for _, n := range v.TieNotes {
			t.Notes = append(t.Notes, "* "+n)
		}
	}
	return t
}

// PlayoffLines are the play-offs as the standings printout lists them:
// «Місця 1–2, армагедон: A — B. 1) A — B ½-½. 1 місце — B (…).»
func PlayoffLines(ps []model.PlayoffView) []string {
	var out []string
	for _, p := range ps {
		out = append(out, p.Title+". "+p.Text)
	}
	return out
}

// SubStandings is sub-standings i of v, its title after the tournament's
// name in the header (the standings tab's Print this table).
func SubStandings(m pdf.Meta, v *model.StandingsView, i int) *pdf.Document {
	m.Tournament += " — " + v.Subs[i].Title
	return pdf.Standings(Standings(m, v, v.Subs[i].Rows))
}

// Crosstable is the round-robin grid, or a Swiss wall chart, of v with the
// tie-break headings of the standings after the same round.
func Crosstable(m pdf.Meta, heads []pdf.Heading, v *model.Crosstable) (*pdf.Document, error) {
	if v.RoundRobin {
		return pdf.Crosstable(roundRobinTable(m, heads, v))
	}
	return pdf.WallChart(wallTable(m, heads, v))
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
			Place: r.PlaceFrom, Results: cells, TieBreaks: decimals(m.Lang, r.Values)})
	}
	return t
}

func wallTable(m pdf.Meta, heads []pdf.Heading, v *model.Crosstable) pdf.WallTable {
	t := pdf.WallTable{Meta: m, TieBreaks: heads}
	for _, r := range v.Rows {
		row := pdf.WallRow{Place: r.PlaceFrom, No: r.StartNo, Name: r.Name, Rating: r.Rating, Points: r.Points,
			TieBreaks: decimals(m.Lang, r.Values)}
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

// DiplomasIn is one diploma for each of rows, the players placed 1–3 (a
// shared place prints as its range, e.g. «за 3–4 місце»), in the
// tournament's template (diplomas.Service.ForTournament), in l (the
// default wording of the template too, pdf.DiplomaEvent.Lang).
func DiplomasIn(l i18n.Lang, t model.Tournament, rows []model.StandingsRow, tpl diplomas.Template) *pdf.Document {
	ws := make([]pdf.Winner, 0, len(rows))
	for _, r := range rows {
		w := pdf.Winner{Name: r.Name, Place: r.PlaceFrom}
		if r.PlaceTo > r.PlaceFrom {
			w.PlaceTo = r.PlaceTo
		}
		ws = append(ws, w)
	}
	return WinnersDiplomasIn(l, t, ws, tpl)
}

// Winners are the players of rows placed 1–3, each with group (a
// sub-standings title, "" for the overall table) printed on his diploma.
func Winners(rows []model.StandingsRow, group string) []pdf.Winner {
	var ws []pdf.Winner
	for _, r := range rows {
		if r.PlaceFrom < 1 || r.PlaceFrom > 3 {
			continue
		}
		w := pdf.Winner{Name: r.Name, Place: r.PlaceFrom, Group: group}
		if r.PlaceTo > r.PlaceFrom {
			w.PlaceTo = r.PlaceTo
		}
		ws = append(ws, w)
	}
	return ws
}

// WinnersDiplomas is one diploma for each of ws, dated by t, in the
// template tpl.
func WinnersDiplomas(t model.Tournament, ws []pdf.Winner, tpl diplomas.Template) *pdf.Document {
	return WinnersDiplomasIn(i18n.Uk, t, ws, tpl)
}

// WinnersDiplomasIn is WinnersDiplomas in l.
func WinnersDiplomasIn(l i18n.Lang, t model.Tournament, ws []pdf.Winner, tpl diplomas.Template) *pdf.Document {
	date := t.EndDate
	if date.IsZero() {
		date = t.StartDate
	}
	return pdf.Diplomas(pdf.DiplomaEvent{Event: t.Name, Date: date.Display(), Style: Style(tpl), Lang: l}, ws)
}

// Style is a diploma template as ui/pdf prints it.
func Style(tpl diplomas.Template) pdf.DiplomaStyle {
	st := pdf.DiplomaStyle{Organisation: tpl.Organisation, Emblem: tpl.Emblem, City: tpl.City,
		Signatures: []pdf.Signature{}, Degrees: tpl.Degrees, Awarded: tpl.Awarded, Blank: tpl.Blank,
		Offsets: map[string]pdf.Offset{}}
	for _, s := range tpl.Signers {
		st.Signatures = append(st.Signatures, pdf.Signature{Role: s.Role, Name: s.Name})
	}
	for f, o := range tpl.Offsets {
		st.Offsets[string(f)] = pdf.Offset{X: o.X, Y: o.Y}
	}
	return st
}

// CalibrationIn is the test page of a blank template: the millimetre grid
// and each field's frame where the offsets put it, with the sample texts
// of a winner of t, in l.
func CalibrationIn(l i18n.Lang, t model.Tournament, tpl diplomas.Template) *pdf.Document {
	date := t.EndDate
	if date.IsZero() {
		date = t.StartDate
	}
	sample := pdf.Diplomas(pdf.DiplomaEvent{Event: t.Name, Date: date.Display(), Style: Style(tpl), Lang: l},
		[]pdf.Winner{{Name: "Вишневська Єлизавета Олександрівна", Place: 1}}).Diplomas[0]
	return pdf.DiplomaCalibrationIn(l, Style(tpl), sample)
}

// Header puts a template's organisation and emblem at the top of a list
// (the medal and cup list), so it carries the diplomas' header.
func Header(d *pdf.Document, tpl diplomas.Template) *pdf.Document {
	d.Organisation, d.Emblem = tpl.Organisation, tpl.Emblem
	return d
}

// decimals prints tie-break values in l's notation (model.NumberIn): the
// decimal comma of Ukrainian print, as arbiter-cli print --trf does, or
// the decimal point of English (the model's values come in the one
// notation, model.TieBreakText: "12½", "12,25"; this keeps any other
// dotted value in it).
func decimals(l i18n.Lang, vs []string) []string {
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = model.NumberIn(l, strings.Replace(v, ".", ",", 1))
	}
	return out
}
