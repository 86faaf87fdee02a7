package web

import (
	"context"
	"fmt"
	"html/template"
	"strings"

	"arbiter/engine/team"
	"arbiter/model"
	"arbiter/model/teams"
	"arbiter/ui/pdf"
	"arbiter/ui/printout"
)

// TeamSite is what the pages of a team tournament show (README
// "Publishing results"): the final (or current) team standings, each
// round's matches with their boards and the standings after it, the team
// crosstable of match scores and the teams with their members. It is
// written as the individual site is: uk/ and en/, one style sheet, no
// script.
type TeamSite struct {
	View   teams.View
	Rounds []TeamRound
	Cross  pdf.TeamCross
}

// TeamRound is one round's matches and the standings after it.
type TeamRound struct {
	Round     int
	Matches   []TeamMatch
	Free      []string // teams with no match in the round (a round robin's free round)
	Standings *team.Standings
}

// TeamMatch is one match as a page shows it: the first-named team, the
// other ("" for the team bye), the score, each board from White's side,
// and a note for a team that did not come.
type TeamMatch struct {
	Home, Away string
	Score      string
	Boards     []TeamBoard
	NoShow     string // the team(s) that did not come, "" when both came
}

// TeamBoard is one board: White and Black as names, the result.
type TeamBoard struct {
	No           int
	White, Black string
	Result       string
}

// GatherTeams reads the team tournament id: its view, every round paired
// so far with the standings after it, and the crosstable.
func GatherTeams(ctx context.Context, svc *teams.Service, id model.TournamentID) (TeamSite, error) {
	v, err := svc.View(ctx, id, "")
	if err != nil {
		return TeamSite{}, err
	}
	s := TeamSite{View: v, Cross: printout.TeamCross(v, pdf.Meta{})}
	specs := v.Standings.List
	for r := 1; r <= v.LastRound; r++ {
		tr := TeamRound{Round: r}
		upTo := *v.Engine
		upTo.Matches = nil
		for _, m := range v.Engine.Matches {
			if m.Round <= r {
				upTo.Matches = append(upTo.Matches, m)
			}
		}
		if r == v.LastRound {
			tr.Standings = v.Standings // with the extra match, when there is one
		} else if tr.Standings, err = team.Rank(&upTo, specs, team.Options{}); err != nil {
			return s, err
		}
		in := map[teams.TeamID]bool{}
		for _, m := range v.Matches {
			if m.Round == r {
				tr.Matches = append(tr.Matches, teamMatch(v, m))
				in[m.Home], in[m.Away] = true, true
			}
		}
		for _, t := range v.Teams {
			if !in[t.ID] {
				tr.Free = append(tr.Free, t.Name)
			}
		}
		s.Rounds = append(s.Rounds, tr)
	}
	return s, nil
}

func teamMatch(v teams.View, m teams.Match) TeamMatch {
	tm := TeamMatch{Home: v.TeamByID(m.Home).Name, Score: v.Score(m)}
	if m.Away == 0 {
		return tm
	}
	tm.Away = v.TeamByID(m.Away).Name
	var absent []string
	if m.HomeStatus != team.Present {
		absent = append(absent, tm.Home)
	}
	if m.AwayStatus != team.Present {
		absent = append(absent, tm.Away)
	}
	tm.NoShow = strings.Join(absent, ", ")
	for i, b := range m.Boards {
		white, black := b.Home, b.Away
		if !v.Settings.Scoring.HomeWhite(i + 1) {
			white, black = black, white
		}
		tm.Boards = append(tm.Boards, TeamBoard{No: i + 1, White: v.PlayerName(white), Black: v.PlayerName(black),
			Result: teams.ResultText(b.Result, teams.OnScreen)})
	}
	return tm
}

var teamPage = template.Must(template.New("team.html").Funcs(template.FuncMap{
	"half": team.Half,
	"value": func(st *team.Standings, k int, v team.Value) string {
		return v.Text(st.List[k].Code, st.Primary, false)
	},
	"code": func(sp team.Spec) string { return sp.String() },
	"add":  func(a, b int) int { return a + b },
}).ParseFS(files, "team.html"))

// teamWords are the team pages' own words; the rest come from words.
var teamWords = map[string]map[string]string{
	"uk": {"teams": "Команди", "team": "Команда", "mp": "МО", "gp": "Очки", "matches": "Матчі", "score": "Рахунок",
		"members": "Склад", "sub": "запасний", "noShow": "Не з'явилася", "teamBye": "Вільна від гри (PAB)", "free": "Не грає в цьому турі",
		"mpLegend": "МО — матчеві очки (код ФІДЕ MP); Очки — сума очок на дошках (код ФІДЕ GP)"},
	"en": {"teams": "Teams", "team": "Team", "mp": "MP", "gp": "GP", "matches": "Matches", "score": "Score",
		"members": "Members", "sub": "substitute", "noShow": "Did not come", "teamBye": "Pairing-allocated bye", "free": "No match this round",
		"mpLegend": "MP — match points; GP — game points, the boards' points added up"},
}

// teamPageData is one team page.
type teamPageData struct {
	W        map[string]string
	Site     TeamSite
	Kind     string // index, round, crosstable, teams
	Round    *TeamRound
	Standing *team.Standings
	Prev     int
	Next     int
	File     string
}

// WriteTeams writes the team site into dir as Write writes the individual
// one (the same folders, safety and style sheet): index.html, uk/ and en/
// with index.html, round-N.html, crosstable.html and teams.html.
func WriteTeams(dir string, s TeamSite) error {
	return writeSite(dir, s.View.Tournament.Name, func(lang, ld string) error {
		all := map[string]string{}
		for k, v := range words[lang] {
			all[k] = v
		}
		for k, v := range teamWords[lang] {
			all[k] = v
		}
		pages := []teamPageData{{W: all, Site: s, Kind: "index", File: "index.html", Standing: s.View.Standings},
			{W: all, Site: s, Kind: "crosstable", File: "crosstable.html"},
			{W: all, Site: s, Kind: "teams", File: "teams.html"}}
		for i := range s.Rounds {
			p := teamPageData{W: all, Site: s, Kind: "round", Round: &s.Rounds[i], Standing: s.Rounds[i].Standings,
				File: fmt.Sprintf("round-%d.html", s.Rounds[i].Round)}
			p.Prev, p.Next = prevNext(s.Rounds, i, func(r TeamRound) int { return r.Round })
			pages = append(pages, p)
		}
		return writePages(ld, teamPage, pages, func(p teamPageData) string { return p.File })
	})
}
