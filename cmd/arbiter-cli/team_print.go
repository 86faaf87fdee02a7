package main

// arbiter-cli team print T KIND -o OUT.pdf: the team printouts of ui/pdf.

import (
	"context"
	"fmt"
	"strings"

	"arbiter/engine/team"
	"arbiter/model"
	"arbiter/model/teams"
	"arbiter/ui/pdf"
)

var teamPrintKinds = []string{"standings", "crosstable", "pairings", "sheets", "boards", "diplomas"}

func init() {
	teamSubs["print"] = teamSub{valued: []string{"round", "out", "tiebreaks"}, min: 2, max: 2, run: teamPrint}
}

func teamPrint(e *env, svc *teams.Service, pos []string, o map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	kind := pos[1]
	known := false
	for _, k := range teamPrintKinds {
		known = known || k == kind
	}
	if !known {
		return badArg(e, fmt.Sprintf("Документ «%s» невідомий; можливі: %s.", kind, strings.Join(teamPrintKinds, ", ")),
			fmt.Sprintf("Unknown document %q; possible: %s.", kind, strings.Join(teamPrintKinds, ", ")))
	}
	if o["out"] == "" {
		return badArg(e, "Вкажіть файл: --out ФАЙЛ.pdf.", "Give the output file: --out OUT.pdf.")
	}
	round := 0
	if v := o["round"]; v != "" {
		if round, ok = posInt(e, v, model.Tr("Тур", "Round")); !ok {
			return exitBadInput
		}
	}
	d, err := teamDocument(context.Background(), svc, id, kind, round, o["tiebreaks"])
	if err != nil {
		return e.report(err)
	}
	if err := pdf.WriteFile(o["out"], d, pdf.Options{Compress: true}); err != nil {
		fmt.Fprintln(e.stderr, "arbiter-cli team print:", err)
		return exitBadInput
	}
	return exitOK
}

func teamDocument(ctx context.Context, svc *teams.Service, id model.TournamentID, kind string, round int, list string) (*pdf.Document, error) {
	t, set, ts, ms, tn, err := svc.Event(ctx, id)
	if err != nil {
		return nil, err
	}
	last := 0
	for _, m := range ms {
		last = max(last, m.Round)
	}
	if round == 0 || round > last {
		round = last
	}
	meta := pdf.Meta{Tournament: t.Name, Date: t.StartDate.Display(), Round: round}
	var ids []model.PlayerID
	for _, tm := range ts {
		for _, m := range tm.Members {
			ids = append(ids, m.Player)
		}
	}
	players, err := svc.Players(ctx, ids)
	if err != nil {
		return nil, err
	}
	pname := func(id int) string {
		if p, ok := players[model.PlayerID(id)]; ok {
			return p.FullName()
		}
		return ""
	}
	byID := map[teams.TeamID]teams.Team{}
	byNum := map[int]string{}
	for _, tm := range ts {
		byID[tm.ID] = tm
		byNum[tm.Number] = tm.Name
	}
	switch kind {
	case "pairings", "sheets":
		meta.Rounds = 0
		var ps []pdf.TeamPairing
		var sheets []pdf.MatchSheet
		for i, m := range ms {
			if m.Round != round {
				continue
			}
			p := pdf.TeamPairing{Home: byID[m.Home].Name}
			if m.Away != 0 {
				p.Away = byID[m.Away].Name
			}
			em := tn.Matches[i]
			if out, err := set.Scoring.Score(em); err == nil && out.Complete && (len(em.Boards) > 0 || em.Bye() || em.HomeStatus != team.Present || em.AwayStatus != team.Present) {
				p.Score = team.Half(out.Home.GP) + "–" + team.Half(out.Away.GP)
			}
			ps = append(ps, p)
			if m.Away == 0 {
				continue
			}
			sh := pdf.MatchSheet{Home: p.Home, Away: p.Away}
			for b := 0; b < set.Scoring.Boards; b++ {
				sb := pdf.SheetBoard{HomeWhite: set.Scoring.HomeWhite(b + 1)}
				if b < len(m.Boards) {
					bd := m.Boards[b]
					sb.HomePlayer, sb.AwayPlayer = pname(int(bd.Home)), pname(int(bd.Away))
					sb.Result = map[team.Result]string{team.WhiteWins: "1–0", team.DrawResult: "½–½", team.BlackWins: "0–1",
						team.WhiteForfeit: "+ –", team.BlackForfeit: "– +", team.DoubleForfeit: "– –"}[bd.Result]
				}
				sh.Boards = append(sh.Boards, sb)
			}
			sheets = append(sheets, sh)
		}
		if kind == "pairings" {
			return pdf.TeamPairings(meta, ps), nil
		}
		return pdf.MatchSheets(meta, sheets), nil
	case "boards":
		ratings := map[int]int{}
		for id, p := range players {
			ratings[int(id)] = p.FIDERating
		}
		rows, err := team.BoardTable(tn, ratings)
		if err != nil {
			return nil, err
		}
		var out []pdf.BoardResultRow
		for _, r := range rows {
			var bs []string
			for _, b := range r.Boards {
				if b > 0 {
					bs = append(bs, fmt.Sprint(b))
				}
			}
			out = append(out, pdf.BoardResultRow{Team: byNum[r.Team], Player: pname(r.Player), Boards: strings.Join(bs, " "), Games: r.Games, Points: r.Points, Perf: r.Perf})
		}
		meta.Round = 0
		return pdf.BoardByBoard(meta, out), nil
	}
	st, err := svc.Standings(ctx, id, list)
	if err != nil {
		return nil, err
	}
	meta.Round = 0
	switch kind {
	case "standings":
		tab := pdf.TeamStandingsTable{Meta: meta}
		for _, sp := range st.List {
			tab.Codes = append(tab.Codes, sp.String())
		}
		for _, r := range st.Rows {
			row := pdf.TeamStandingRow{Place: strings.Replace(r.PlaceText(), "-", "–", 1), Team: r.Name, MP: r.MP, GP: r.GP}
			for k, v := range r.Values {
				row.Values = append(row.Values, v.Text(st.List[k].Code, st.Primary, false))
			}
			tab.Rows = append(tab.Rows, row)
		}
		if st.Extra != nil {
			tab.Notes = append(tab.Notes, fmt.Sprintf("«%s» виграла всі матчі, але посіла 2 місце: має право на додатковий матч за 1 місце з «%s».",
				teamName(st, st.Extra.Challenger), teamName(st, st.Extra.Holder)))
		}
		return pdf.TeamStandings(tab), nil
	case "crosstable":
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
		return pdf.TeamCrosstable(c), nil
	}
	// diplomas: places 1–3, the team and each of its members
	var ws []pdf.Winner
	for i, r := range st.Rows {
		if r.Place > 3 {
			break
		}
		ws = append(ws, pdf.Winner{Name: "Команда «" + r.Name + "»", Place: r.Place, PlaceTo: placeTo(r)})
		for _, m := range byTeamNumber(ts, st.Records[i].ID).Members {
			played := false
			for _, mt := range tn.Matches {
				for _, b := range mt.Boards {
					played = played || b.Home == int(m.Player) || b.Away == int(m.Player)
				}
			}
			if played {
				ws = append(ws, pdf.Winner{Name: pname(int(m.Player)) + " (команда «" + r.Name + "»)", Place: r.Place, PlaceTo: placeTo(r)})
			}
		}
	}
	return pdf.Diplomas(pdf.DiplomaEvent{Event: t.Name, Date: t.StartDate.Display()}, ws), nil
}

func placeTo(r team.Row) int {
	if r.Last > r.Place {
		return r.Last
	}
	return 0
}

func byTeamNumber(ts []teams.Team, n int) teams.Team {
	for _, t := range ts {
		if t.Number == n {
			return t
		}
	}
	return teams.Team{}
}
