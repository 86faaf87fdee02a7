package standings

import (
	"context"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
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
	p       *standingsPanel
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
	id, view := v.p.s.Current.ID, *v.p.view
	v.p.s.Bg.Run(func() func() {
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
				kit.ShowError(v.p.s.Win, err)
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
		kit.ShowError(v.p.s.Win, err)
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
	t, rows, n := v.p.s.Current, v.rows, v.counted
	v.p.s.PrintDocument(func(context.Context) (*pdf.Document, error) {
		if len(rows) == 0 {
			return nil, model.Errorf(model.Invalid, "TeamRanking", model.Msg("No team ranking: no participant has a declared club."), nil)
		}
		return printout.TeamRankingIn(kit.GUILang(), t, rows, n), nil
	})
}
