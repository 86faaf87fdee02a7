package team

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/stages"
	"arbiter/model/teams"

	"arbiter/ui/kit"
	"arbiter/ui/panel"
)

// Team events in stages (README "Team competitions"; seed 004 §18, §19):
// the Таблиця tab finishes a played team tournament and reopens it, and
// on a finished one makes next season's group A (group A's top 7 and
// group B's winner); the Команди tab of a team stage enters the teams
// that qualified from the stages before.

// teamClosing finishes and reopens a team tournament (the screen's
// «Завершити турнір» and «Відкрити знову» buttons) and, in the Таблиця
// tab, makes next season's group A from a finished round robin.
type teamClosing struct {
	e        *eventCore
	nextYear *widget.Button
}

func newTeamClosing(e *eventCore) *teamClosing {
	c := &teamClosing{e: e}
	c.nextYear = widget.NewButtonWithIcon(lang.L("Next season's group A…"), theme.ContentAddIcon(), c.onNextYear)
	return c
}

// refresh offers the promotion on a finished team round robin.
func (c *teamClosing) refresh() {
	v := c.e.view
	showIf(c.nextYear, v.Tournament.Finished && v.Tournament.System != teams.SystemSwiss)
}

// onFinishTapped asks as for an individual tournament, then finishes.
func (c *teamClosing) onFinishTapped() {
	kit.Confirm(c.e.s.Win, lang.L("Finish tournament"), panel.FinishQuestion(c.e.s.Current), func() { c.onFinish(false) })
}

func showIf(o fyne.CanvasObject, show bool) {
	if show {
		o.Show()
	} else {
		o.Hide()
	}
}

// onFinish finishes the tournament; finishing before the last round or
// without the extra match a team has the right to asks first.
func (c *teamClosing) onFinish(confirmed bool) {
	e, id := c.e, c.e.s.Current.ID
	e.s.Bg.Run(func() func() {
		rep, err := e.svc.Finish(context.Background(), id, confirmed)
		return func() {
			switch {
			case !confirmed && (errors.Is(err, model.ErrFinishEarly) || errors.Is(err, teams.ErrExtraMatchRight)):
				kit.Confirm(e.s.Win, lang.L("Finish tournament"), model.Message(err, kit.GUILang())+"\n\n"+lang.L("Finish anyway?"), func() { c.onFinish(true) })
				return
			case err != nil:
				kit.ShowError(e.s.Win, err)
				return
			}
			var b strings.Builder
			for _, r := range rep.Standings.Rows {
				if r.Place <= 3 {
					fmt.Fprintf(&b, "%s. %s — %s\n", strings.Replace(r.PlaceText(), "-", "–", 1), r.Name, teamScoreText(rep.Standings.Primary, r))
				}
			}
			e.s.Current.Finished = true
			e.s.Reload()
			kit.ShowMessage(e.s.Win, lang.L("Tournament finished"), lang.L("The places are final; the next stage can take its teams. Diplomas:")+"\n"+b.String())
		}
	})
}

// teamScoreText is a team's primary score for a message: «6 МО» or «8½».
func teamScoreText(p teams.PrimaryScore, r teams.RankRow) string {
	q := stages.TeamQualifier{Points: r.MP, Primary: p}
	if p == teams.ByGP {
		q.Points = r.GP
	}
	return q.PointsText(kit.GUILang())
}

func (c *teamClosing) onReopen() {
	e, id := c.e, c.e.s.Current.ID
	kit.Confirm(e.s.Win, lang.L("Reopen tournament"), lang.L("The final places will be cleared until the tournament is finished again; a stage that has taken its teams keeps them."), func() {
		if err := e.svc.Reopen(context.Background(), id); err != nil {
			kit.ShowError(e.s.Win, err)
			return
		}
		e.s.Current.Finished = false
		e.s.Reload()
	})
}

// onNextYear asks for group B, the new group's name and first day and how
// many teams stay and go up (§18: 7 and 1), then makes it in one step.
func (c *teamClosing) onNextYear() {
	e := c.e
	s := e.s
	a := e.view.Tournament
	ts, err := s.Svc.Tournaments.ListTournaments(context.Background())
	if err != nil {
		kit.ShowError(s.Win, err)
		return
	}
	var groupB []model.Tournament
	var names []string
	for _, t := range ts {
		if t.ID != a.ID && t.Finished && teams.IsTeamSystem(t.System) {
			groupB = append(groupB, t)
			names = append(names, fmt.Sprintf("%d. %s", t.ID, t.Name))
		}
	}
	if len(groupB) == 0 {
		kit.ShowMessage(s.Win, lang.L("Next season's group A"), lang.L("No other finished team tournament to be group B: finish group B first."))
		return
	}
	b := kit.NewSelect(names, nil)
	b.SetSelectedIndex(groupBGuess(a, groupB))
	name, start, stay, up := kit.NewTextEntry(), kit.NewTextEntry(), kit.NewTextEntry(), kit.NewTextEntry()
	// the same event a year on: «Група А 2009» becomes «Група А 2010»
	y := a.StartDate.Year
	name.SetText(strings.ReplaceAll(a.Name, strconv.Itoa(y), strconv.Itoa(y+1)))
	next := a.StartDate
	next.Year++
	start.SetText(next.Display())
	start.SetPlaceHolder(lang.L("DD.MM.YYYY"))
	stay.SetText("7")
	up.SetText("1")
	form := widget.NewForm(
		widget.NewFormItem(lang.L("Group B"), b),
		widget.NewFormItem(lang.L("Name"), name),
		widget.NewFormItem(lang.L("Start date"), start),
		widget.NewFormItem(lang.L("Teams of group A that stay"), stay),
		widget.NewFormItem(lang.L("Teams of group B that go up"), up),
	)
	var d *kit.EditDialog
	d = kit.NewEditDialog(s.Win, lang.L("Next season's group A"), form, 780, func() {
		p := stages.Promotion{GroupA: a.ID, GroupB: groupB[max(0, b.SelectedIndex())].ID,
			Tournament: model.Tournament{Name: strings.TrimSpace(name.Text), System: teams.SystemRoundRobin}}
		var err error
		if p.Tournament.StartDate, err = model.ParseDate(start.Text); err != nil {
			kit.ShowError(s.Win, err)
			return
		}
		if p.Stay, err = panel.IntField(stay.Text, lang.L("Teams of group A that stay")); err != nil {
			kit.ShowError(s.Win, err)
			return
		}
		if p.Up, err = panel.IntField(up.Text, lang.L("Teams of group B that go up")); err != nil {
			kit.ShowError(s.Win, err)
			return
		}
		got, qs, err := s.Svc.TeamStages.Promote(context.Background(), p)
		if err != nil {
			kit.ShowError(s.Win, err)
			return
		}
		d.Close()
		s.Current = got
		s.Reload()
		s.Changed()
		kit.ShowMessage(s.Win, lang.L("Next season's group A"), teamQualifiersText(qs, false))
	})
	s.Win.Canvas().Focus(name)
}

// groupBGuess is the candidate most likely group B of group a: one of
// the same year, a round robin before a Swiss, else the first.
func groupBGuess(a model.Tournament, cands []model.Tournament) int {
	best, score := 0, -1
	for i, t := range cands {
		sc := 0
		if t.StartDate.Year == a.StartDate.Year {
			sc += 2
		}
		if t.System == a.System {
			sc++
		}
		if sc > score {
			best, score = i, sc
		}
	}
	return best
}

// teamQualifiersText is one line a team: where it comes from, its place
// and score there and why; ask ends with the question.
func teamQualifiersText(qs []stages.TeamQualifier, ask bool) string {
	var b strings.Builder
	n := 0
	for _, q := range qs {
		line := fmt.Sprintf("%s — %s: %s, %s (%s)", q.Name, q.FromName, q.Place, q.PointsText(kit.GUILang()), q.ReasonsText(kit.GUILang()))
		if q.Registered {
			line += " — " + lang.L("already in the stage")
		} else {
			n++
		}
		b.WriteString(line + "\n")
	}
	if ask {
		b.WriteString(lang.L("Enter {{.N}} teams with their members?", map[string]int{"N": n}))
	}
	return b.String()
}
