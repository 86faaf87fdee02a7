package pdf

import (
	"strconv"

	"arbiter/model"
)

// Team printouts (README "Team competitions"): team standings, the team crosstable with
// match scores such as «3½–½», the team pairing list for the wall, match
// sheets with both line-ups, colours, result boxes and the captains'
// signatures, and the board-by-board table. Team diplomas are Diplomas
// with the team and each member as winners.

// TeamStandingRow is one team of the team standings.
type TeamStandingRow struct {
	Place  string // "3–4" for a shared place
	Team   string
	MP     int
	GP     int // half-points
	Values []string
}

// TeamStandingsTable is the input of TeamStandings.
type TeamStandingsTable struct {
	Meta  Meta
	Codes []string // tie-break column titles
	Rows  []TeamStandingRow
	Notes []string // e.g. the extra match for first place
}

// TeamStandings is the team standings: place, team, match points, game
// points and the tie-breaks.
func TeamStandings(t TeamStandingsTable) *Document {
	m := t.Meta
	d := &Document{Stem: m.tr("team-standings"), Title: m.tr("Team standings"), Header: m.headerLines(), Lang: m.Lang,
		Columns: []Column{{Title: m.tr("Place"), Align: Center}, {Title: m.tr("Team"), Flex: true}, {Title: m.tr("MP"), Align: Right, Bold: true}, {Title: m.tr("Points"), Align: Right}},
		Notes:   t.Notes}
	for _, c := range t.Codes {
		d.Columns = append(d.Columns, Column{Title: c, Align: Right, Small: true})
	}
	for _, r := range t.Rows {
		row := []string{r.Place, r.Team, strconv.Itoa(r.MP), Points(r.GP)}
		for _, v := range r.Values {
			row = append(row, model.NumberIn(m.Lang, v))
		}
		d.Rows = append(d.Rows, row)
	}
	d.Notes = append(d.Notes, m.tr("MP: match points; Points: the sum of the points on the boards."))
	return d
}

// TeamCross is the input of TeamCrosstable: teams in rank order; Cells[i][j]
// is team i's score against team j («3½–½», two matches separated by a
// space in a double round robin), "" when they have not met.
type TeamCross struct {
	Meta   Meta
	Teams  []string
	Places []string
	Cells  [][]string
	MP, GP []int
}

// TeamCrosstable is the n×n grid of match scores.
func TeamCrosstable(t TeamCross) *Document {
	m := t.Meta
	d := &Document{Stem: m.tr("team-crosstable"), Title: m.tr("Team crosstable"), Header: m.headerLines(), Lang: m.Lang,
		Columns: []Column{{Title: m.tr("No."), Align: Right}, {Title: m.tr("Team"), Flex: true}}}
	for i := range t.Teams {
		d.Columns = append(d.Columns, Column{Title: strconv.Itoa(i + 1), Align: Center, Small: true})
	}
	d.Columns = append(d.Columns, Column{Title: m.tr("MP"), Align: Right, Bold: true}, Column{Title: m.tr("Points"), Align: Right}, Column{Title: m.tr("Place"), Align: Center})
	for i, name := range t.Teams {
		row := []string{strconv.Itoa(i + 1), name}
		for j := range t.Teams {
			switch {
			case i == j:
				row = append(row, "×")
			default:
				row = append(row, t.Cells[i][j])
			}
		}
		row = append(row, strconv.Itoa(t.MP[i]), Points(t.GP[i]), t.Places[i])
		d.Rows = append(d.Rows, row)
	}
	return d
}

// TeamPairing is one match of the team pairing list.
type TeamPairing struct {
	Home, Away string // Away "" for the bye
	Score      string // «3½–½» once played, "" before
}

// TeamPairings is the team pairing list for the wall: match number, the
// first-named team (White on board 1), the other and the score.
func TeamPairings(m Meta, ps []TeamPairing) *Document {
	d := &Document{Stem: m.tr("team-pairings"), Title: m.tr("Team pairings"), Header: m.headerLines(), Lang: m.Lang, Portrait: true,
		Columns: []Column{{Title: m.tr("Match"), Align: Right}, {Title: m.tr("Team (White on board 1)"), Flex: true}, {Title: m.tr("Score"), Align: Center}, {Title: m.tr("Team"), Flex: true}}}
	for i, p := range ps {
		away := p.Away
		if away == "" {
			away = m.tr("bye (team)")
		}
		d.Rows = append(d.Rows, []string{strconv.Itoa(i + 1), p.Home, p.Score, away})
	}
	return d
}

// SheetBoard is one board of a match sheet.
type SheetBoard struct {
	HomePlayer, AwayPlayer string
	HomeWhite              bool
	// Result is written from the side of the player on the left (the
	// first-named team's): "0–1" on a board where that team has Black
	// means Black won. "" prints an empty box.
	Result string
}

// MatchSheet is one match: both teams and their boards.
type MatchSheet struct {
	Home, Away string
	Boards     []SheetBoard
	// HomeTotal and AwayTotal are the match score («2½», «1½») once every
	// board has its result; "" prints a line to fill in.
	HomeTotal, AwayTotal string
}

// MatchSheets prints one block per match: both line-ups with colours, a
// result box per board (from the left team's side), the total and the
// captains' signature lines.
func MatchSheets(m Meta, sheets []MatchSheet) *Document {
	d := &Document{Stem: m.tr("match-sheets"), Title: m.tr("Match sheets"), Header: m.headerLines(), Lang: m.Lang,
		Columns: []Column{{Title: m.tr("Board"), Align: Right}, {Title: m.tr("Colour"), Align: Center}, {Title: m.tr("Player"), Flex: true, Name: true},
			{Title: m.tr("Result"), Align: Center}, {Title: m.tr("Colour"), Align: Center}, {Title: m.tr("Player"), Flex: true, Name: true}}}
	for i, s := range sheets {
		if i > 0 {
			d.Rows = append(d.Rows, []string{"", "", "", "", "", ""})
		}
		d.Rows = append(d.Rows, []string{m.tr("Match %d", i+1), "", s.Home, "—", "", s.Away})
		for b, bd := range s.Boards {
			hc, ac := m.tr("white"), m.tr("black")
			if !bd.HomeWhite {
				hc, ac = ac, hc
			}
			res := bd.Result
			if res == "" {
				res = "[      ]"
			}
			d.Rows = append(d.Rows, []string{strconv.Itoa(b + 1), hc, bd.HomePlayer, res, ac, bd.AwayPlayer})
		}
		total := func(s string) string {
			if s == "" {
				s = "______"
			}
			return m.tr("Total: %s", s)
		}
		score := "" // the match score under the boards' results, left team first
		if s.HomeTotal != "" && s.AwayTotal != "" {
			score = s.HomeTotal + "–" + s.AwayTotal
		}
		d.Rows = append(d.Rows, []string{"", "", total(s.HomeTotal), score, "", total(s.AwayTotal)})
		d.Rows = append(d.Rows, []string{"", "", m.tr("Captain ____________"), "", "", m.tr("Captain ____________")})
	}
	d.Notes = []string{m.tr("The result of a board is written from the side of the player on the left: 1–0 he won, 0–1 he lost.")}
	d.Footer = m.tr("Arbiter ____________________")
	return d
}

// BoardResultRow is one player of the board-by-board table.
type BoardResultRow struct {
	Team, Player string
	Boards       string // the boards played, e.g. "1 1 2"
	Games        int
	Points       int // half-points
	Perf         int // 0 = none
}

// BoardByBoard is each player's games, score and performance, team by
// team.
func BoardByBoard(m Meta, rows []BoardResultRow) *Document {
	d := &Document{Stem: m.tr("board-by-board"), Title: m.tr("Results by board"), Header: m.headerLines(), Lang: m.Lang,
		Columns: []Column{{Title: m.tr("Team"), Flex: true}, {Title: m.tr("Player"), Flex: true, Name: true}, {Title: m.tr("Boards"), Align: Left, Small: true},
			{Title: m.tr("Games"), Align: Right}, {Title: m.tr("Points"), Align: Right}, {Title: "%", Align: Right}, {Title: m.tr("Perf."), Align: Right}}}
	for _, r := range rows {
		pct, perf := "", ""
		if r.Games > 0 {
			pct = strconv.Itoa((r.Points*100 + r.Games) / (2 * r.Games))
		}
		if r.Perf > 0 {
			perf = strconv.Itoa(r.Perf)
		}
		d.Rows = append(d.Rows, []string{r.Team, r.Player, r.Boards, strconv.Itoa(r.Games), Points(r.Points), pct, perf})
	}
	return d
}
