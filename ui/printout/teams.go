package printout

import (
	"fmt"
	"strings"

	"arbiter/engine/team"
	"arbiter/model"
	"arbiter/model/teams"
	"arbiter/ui/pdf"

	"arbiter/model/i18n"
)

// TeamKinds are the team printouts: standings, crosstable, pairings (the
// wall list), sheets (a match sheet per match), boards (board by board)
// and diplomas (places 1–3: the team and each member who played).
var TeamKinds = []string{"standings", "crosstable", "pairings", "sheets", "boards", "diplomas"}

// TeamIn builds the team printout kind of v after round (0 or past the
// last round: the last one; ExtraRound: the extra match's pairing and
// sheet) in the language l: its words from the catalogue, the names as
// typed.
func TeamIn(l i18n.Lang, v teams.View, kind string, round int) (*pdf.Document, error) {
	if round != teams.ExtraRound && (round <= 0 || round > v.LastRound) {
		round = v.LastRound
	}
	meta := pdf.Meta{Tournament: v.Tournament.Name, Date: v.Tournament.StartDate.Display(), Round: round, Lang: l}
	switch kind {
	case "pairings", "sheets":
		ms := v.Matches
		if round == teams.ExtraRound {
			ms, meta.Round = nil, v.LastRound+1
			if v.Extra != nil {
				ms = []teams.Match{*v.Extra}
			}
		}
		var ps []pdf.TeamPairing
		var sheets []pdf.MatchSheet
		for _, m := range ms {
			if m.Round != round && !m.Extra {
				continue
			}
			p := pdf.TeamPairing{Home: v.TeamByID(m.Home).Name, Score: v.Score(m)}
			if m.Away != 0 {
				p.Away = v.TeamByID(m.Away).Name
			}
			ps = append(ps, p)
			if m.Away == 0 {
				continue
			}
			sh := pdf.MatchSheet{Home: p.Home, Away: p.Away}
			for b := 0; b < v.Settings.Scoring.Boards; b++ {
				sb := pdf.SheetBoard{HomeWhite: v.Settings.Scoring.HomeWhite(b + 1)}
				if b < len(m.Boards) {
					bd := m.Boards[b]
					sb.HomePlayer, sb.AwayPlayer = listName(v, bd.Home), listName(v, bd.Away)
					// the first-named team is on the left: its side of the result
					sb.Result = teams.ResultFrom(bd.Result, sb.HomeWhite, teams.InPrint)
				}
				sh.Boards = append(sh.Boards, sb)
			}
			if out, ok := v.Outcome(m); ok {
				sh.HomeTotal, sh.AwayTotal = team.Half(out.Home.GP), team.Half(out.Away.GP)
			}
			sheets = append(sheets, sh)
		}
		if kind == "pairings" {
			return pdf.TeamPairings(meta, ps), nil
		}
		return pdf.MatchSheets(meta, sheets), nil
	case "boards":
		rows, err := TeamBoards(v)
		if err != nil {
			return nil, err
		}
		meta.Round = 0
		return pdf.BoardByBoard(meta, rows), nil
	case "standings":
		meta.Round = 0
		tab := pdf.TeamStandingsTable{Meta: meta}
		st := v.Standings
		for _, sp := range st.List {
			tab.Codes = append(tab.Codes, sp.String())
		}
		for _, r := range st.Rows {
			row := pdf.TeamStandingRow{Place: strings.Replace(r.PlaceText(), "-", "–", 1), Team: r.Name, MP: r.MP, GP: r.GP}
			for k, val := range r.Values {
				row.Values = append(row.Values, val.Text(st.List[k].Code, st.Primary, false))
			}
			tab.Rows = append(tab.Rows, row)
		}
		if note := ExtraMatchNote(v); !note.IsZero() {
			tab.Notes = append(tab.Notes, note.In(l))
		}
		return pdf.TeamStandings(tab), nil
	case "crosstable":
		meta.Round = 0
		return pdf.TeamCrosstable(TeamCross(v, meta)), nil
	case "diplomas":
		return pdf.Diplomas(pdf.DiplomaEvent{Event: v.Tournament.Name, Date: v.Tournament.StartDate.Display(), Lang: l}, teamWinners(l, v)), nil
	}
	return nil, model.Errorf(model.Invalid, "TeamPrintout", model.Msg("Unknown document %q; possible: %s.", kind, strings.Join(TeamKinds, ", ")), nil)
}

// ExtraMatchNote is the sentence on the §3/§19 extra match for first
// place, empty when it does not apply.
func ExtraMatchNote(v teams.View) model.Text {
	x := v.Standings.Extra
	if x == nil {
		return model.Text{}
	}
	name := func(n int) string {
		for _, t := range v.Teams {
			if t.Number == n {
				return t.Name
			}
		}
		return ""
	}
	switch {
	case x.Decided:
		return model.Msg("%s won the extra match for first place against %s.", name(x.Challenger), name(x.Holder))
	case x.Played:
		return model.Msg("%s did not win the extra match for first place against %s.", name(x.Challenger), name(x.Holder))
	}
	return model.Msg("%s won every match but placed second: it may play an extra match for first place against %s. (team note)", name(x.Challenger), name(x.Holder))
}

// TeamCross is the team crosstable in standings order: each cell the match
// score(s) «3½–½» of the row's team against the column's.
func TeamCross(v teams.View, meta pdf.Meta) pdf.TeamCross {
	st := v.Standings
	pos := map[int]int{}
	for i, r := range st.Rows {
		pos[r.ID] = i
	}
	n := len(st.Rows)
	c := pdf.TeamCross{Meta: meta, Cells: make([][]string, n)}
	for i, r := range st.Rows {
		c.Teams = append(c.Teams, r.Name)
		c.Places = append(c.Places, strings.Replace(r.PlaceText(), "-", "–", 1))
		c.MP, c.GP = append(c.MP, r.MP), append(c.GP, r.GP)
		c.Cells[i] = make([]string, n)
		for _, rr := range st.Records[i].Rounds {
			j, ok := pos[rr.Opponent]
			if !ok || rr.Opponent == 0 || rr.Own.Kind == team.Pending {
				continue
			}
			s := team.Half(rr.Own.GP) + "–" + team.Half(rr.Opp.GP)
			if c.Cells[i][j] != "" {
				s = c.Cells[i][j] + " " + s
			}
			c.Cells[i][j] = s
		}
	}
	return c
}

// TeamBoards is the board-by-board table: each player's boards, games,
// points and performance (engine/team.BoardTable with FIDE ratings).
func TeamBoards(v teams.View) ([]pdf.BoardResultRow, error) {
	ratings := map[int]int{}
	for id, p := range v.Players {
		ratings[int(id)] = p.FIDERating
	}
	rows, err := team.BoardTable(v.Engine, ratings)
	if err != nil {
		return nil, err
	}
	byNum := map[int]string{}
	for _, t := range v.Teams {
		byNum[t.Number] = t.Name
	}
	var out []pdf.BoardResultRow
	for _, r := range rows {
		var bs []string
		for _, b := range r.Boards {
			if b > 0 {
				bs = append(bs, fmt.Sprint(b))
			}
		}
		out = append(out, pdf.BoardResultRow{Team: byNum[r.Team], Player: listName(v, model.PlayerID(r.Player)), Boards: strings.Join(bs, " "),
			Games: r.Games, Points: r.Points, Perf: r.Perf})
	}
	return out, nil
}

// teamWinners: places 1–3, a diploma for the team and for each member who
// played a game.
func teamWinners(l i18n.Lang, v teams.View) []pdf.Winner {
	st := v.Standings
	played := map[model.PlayerID]bool{}
	for _, mt := range v.Engine.Matches {
		for _, b := range mt.Boards {
			played[model.PlayerID(b.Home)], played[model.PlayerID(b.Away)] = true, true
		}
	}
	var ws []pdf.Winner
	for i, r := range st.Rows {
		if r.Place > 3 {
			break
		}
		to := 0
		if r.Last > r.Place {
			to = r.Last
		}
		ws = append(ws, pdf.Winner{Name: l.Tr("Team «%s»", r.Name), Place: r.Place, PlaceTo: to})
		for _, t := range v.Teams {
			if t.Number != st.Records[i].ID {
				continue
			}
			for _, m := range t.Members {
				if played[m.Player] {
					ws = append(ws, pdf.Winner{Name: l.Tr("%s (team «%s»)", v.PlayerName(m.Player), r.Name), Place: r.Place, PlaceTo: to})
				}
			}
		}
	}
	return ws
}

// TeamRankingIn is the team ranking of an individual tournament (seed 004
// §2) as the standings tab's «Командний залік» shows it: place, team (the
// declared club), points and the counted players with their places, size
// of them per team (0: all), in the language l.
func TeamRankingIn(l i18n.Lang, t model.Tournament, rows []teams.RankingRow, size int) *pdf.Document {
	d := &pdf.Document{Stem: l.Tr("team-ranking"), Title: l.Tr("Team ranking"), Header: headerIn(l, t), Lang: l, FontSize: 10, Portrait: true,
		Columns: []pdf.Column{{Title: l.Tr("Place"), Align: pdf.Center}, {Title: l.Tr("Team"), Name: true},
			{Title: l.Tr("Points"), Align: pdf.Right, Bold: true}, {Title: l.Tr("Counted players (place)"), Flex: true}},
		Footer: l.Tr("Chief arbiter ____________________")}
	for _, r := range rows {
		d.Rows = append(d.Rows, []string{r.PlaceText(), r.Team, pdf.Points(r.Points), r.MembersText()})
	}
	note := l.Tr("Teams are the declared clubs; points: the sum of the points of all the team's players; on a tie the team whose player placed higher goes first (§2). Players without a club are only in the individual ranking.")
	if size > 0 {
		note = l.Tr("Teams are the declared clubs; points: the sum of the points of the team's best players (%d counted); on a tie the team whose player placed higher goes first (§2). Players without a club are only in the individual ranking.", size)
	}
	d.Notes = []string{note}
	return d
}

// listName is a member as the team lists print every name: surname and
// first name (model.Player.ShortName), as the individual lists do, so a
// match sheet never mixes a full patronymic with names that have none;
// the diplomas keep the full name.
func listName(v teams.View, id model.PlayerID) string {
	if p, ok := v.Players[id]; ok {
		return p.ShortName()
	}
	return ""
}
