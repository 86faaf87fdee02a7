package standings

import (
	"context"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/teams"
	"arbiter/ui/panel"
	"arbiter/ui/pdf"
	"arbiter/ui/printout"

	"arbiter/ui/kit"
)

// teamRankingView is the team ranking of an individual tournament (seed
// 004 §2), opened from the standings tab: the teams (the
// declared clubs) by the points of their best players, a tie to the team
// whose player placed higher (model/teams.Ranking), and how many players
// count, which is stored with the tournament.
type teamRankingView struct {
	s       *panel.Ctx
	shown   func() model.StandingsView // the standings ranked
	svc     *teams.Service
	size    *kit.TextEntry
	apply   *widget.Button
	print   *widget.Button // the ranking as shown (ui/printout.TeamRankingIn, as `print team-ranking`)
	table   *widget.Table
	rows    []teams.RankingRow
	counted int // the size the rows were ranked with
	dialog  dialog.Dialog
}

var teamRankingColumns = []kit.Column{{Title: "", Width: 70, Fit: kit.FitText}, {Title: "", Width: 260, Fit: kit.FitClub}, {Title: "", Width: 70, Fit: kit.FitText}, {Title: "", Width: 520, Fit: kit.FitText}}

// load reads the stored size (size < 0) or stores size, then ranks the
// standings shown.
func (v *teamRankingView) load(size int) {
	id, view := v.s.Current.ID, v.shown()
	v.s.Bg.Run(func() func() {
		ctx := context.Background()
		var err error
		if size >= 0 {
			err = v.svc.SetRankingSize(ctx, id, size)
		}
		n := size
		if err == nil {
			n, err = v.svc.RankingSize(ctx, id)
		}
		return func() {
			if err != nil {
				kit.ShowError(v.s.Win, err)
				return
			}
			v.size.SetText(strconv.Itoa(n))
			v.rows, v.counted = teams.Ranking(view, n), n
			v.table.Refresh()
		}
	})
}

func (v *teamRankingView) onApply() {
	n, err := panel.IntField(v.size.Text, lang.L("Players counted per team (0: all)"))
	if err != nil {
		kit.ShowError(v.s.Win, err)
		return
	}
	v.load(n)
}

func (v *teamRankingView) cell(row, col int) string {
	if row >= len(v.rows) {
		return ""
	}
	r := v.rows[row]
	switch col {
	case 0:
		return strings.Replace(r.PlaceText(), "-", "–", 1)
	case 1:
		return r.Team
	case 2:
		return teams.Half(r.Points)
	}
	return r.MembersText()
}

// onPrint prints the ranking shown with the size shown.
func (v *teamRankingView) onPrint() {
	t, rows, n := v.s.Current, v.rows, v.counted
	v.s.PrintDocument(func(context.Context) (*pdf.Document, error) {
		if len(rows) == 0 {
			return nil, model.Errorf(model.Invalid, "TeamRanking", model.Msg("No team ranking: no participant has a declared club."), nil)
		}
		return printout.TeamRankingIn(kit.GUILang(), t, rows, n), nil
	})
}

// openTeamRanking opens the team ranking of the standings shown gives.
func openTeamRanking(s *panel.Ctx, shown func() model.StandingsView) *teamRankingView {
	v := &teamRankingView{s: s, shown: shown, svc: s.Svc.Teams}
	cols := append([]kit.Column(nil), teamRankingColumns...)
	for i, t := range []string{lang.L("Place"), lang.L("Team"), lang.L("Points"), lang.L("Players counted")} {
		cols[i].Title = t
	}
	v.table = kit.NewTable(cols, func() int { return len(v.rows) }, v.cell, nil)
	v.size = kit.NewTextEntry()
	v.apply = widget.NewButtonWithIcon(lang.L("Apply"), theme.ConfirmIcon(), v.onApply)
	v.size.OnSubmitted = func(string) { v.onApply() }
	v.print = widget.NewButtonWithIcon(lang.L("Print"), theme.DocumentPrintIcon(), v.onPrint)
	top := container.NewBorder(nil, nil, widget.NewLabel(lang.L("Players counted per team (0: all)")), container.NewHBox(v.apply, v.print), v.size)
	note := widget.NewLabel(lang.L("Teams are the declared clubs; players without a club play only for the individual places. Members of one team are kept apart by «Same club apart, rounds»."))
	note.Wrapping = fyne.TextWrapWord
	content := container.NewBorder(container.NewVBox(top, note), nil, nil, nil, v.table)
	v.dialog = dialog.NewCustom(lang.L("Team ranking"), lang.L("Close"), content, s.Win)
	// Enter and Escape close the report; Enter in the size field applies it
	v.dialog.SetOnClosed(kit.DialogKeys(s.Win, content, v.dialog.Hide, v.dialog.Hide))
	v.dialog.Resize(fyne.NewSize(1000, 600))
	v.load(-1)
	v.dialog.Show()
	return v
}
