package team

import (
	"context"
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
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

// teamEvent is the tournament screen of a team competition (README "Team competitions"):
// its tabs Команди (registration.go: teams with the declared order of
// members), Тури (rounds.go: pairing, each round's line-ups and the
// board results) and Таблиця (standings.go: team standings, the
// crosstable of match scores, the board-by-board table, the extra match
// and the printouts). It shows in place of the individual tabs.
type teamEvent struct {
	s   *panel.Ctx
	svc *teams.Service

	view teams.View // the last loaded state of the current tournament
	seq  int

	tabs                          *container.AppTabs
	teamsTab, roundsTab, tableTab *container.TabItem
	reg                           *teamRegistration
	rounds                        *teamRounds
	table                         *teamStandings
	closing                       *teamClosing // finish, reopen, next season's group A (finish.go)
}

// Finish finishes the team tournament (the Finish tournament button).
func (e *teamEvent) Finish() { e.closing.onFinishTapped() }

// Reopen reopens the finished team tournament (the Reopen button).
func (e *teamEvent) Reopen() { e.closing.onReopen() }

// NewEvent makes the body of a team tournament: its own tabs.
func NewEvent(s *panel.Ctx) panel.TeamEvent { return newTeamEvent(s) }

func newTeamEvent(s *panel.Ctx) *teamEvent {
	e := &teamEvent{s: s, svc: s.Svc.Teams}
	e.reg = newTeamRegistration(e)
	e.rounds = newTeamRounds(e)
	e.table = newTeamStandings(e)
	e.closing = newTeamClosing(e)
	return e
}

func (e *teamEvent) BuildUI() fyne.CanvasObject {
	e.teamsTab = container.NewTabItemWithIcon(lang.L("Teams"), theme.AccountIcon(), e.reg.buildUI())
	e.roundsTab = container.NewTabItemWithIcon(lang.L("Rounds"), theme.ListIcon(), e.rounds.buildUI())
	e.tableTab = container.NewTabItemWithIcon(lang.L("Standings"), theme.GridIcon(), e.table.buildUI())
	e.tabs = container.NewAppTabs(e.teamsTab, e.roundsTab, e.tableTab)
	e.tabs.OnSelected = func(*container.TabItem) { e.Load() }
	return e.tabs
}

// Load reads the current tournament off the UI thread and refreshes the
// state line and every tab.
func (e *teamEvent) Load() {
	if e.svc == nil || e.s.Current.ID == 0 {
		return
	}
	e.seq++
	seq, id := e.seq, e.s.Current.ID
	e.s.Bg.Run(func() func() {
		v, err := e.svc.View(context.Background(), id, "")
		return func() {
			if seq != e.seq || id != e.s.Current.ID {
				return
			}
			if err != nil {
				kit.ShowError(e.s.Win, err)
				return
			}
			e.view = v
			e.s.State.SetText(teamStateLine(len(v.Teams), v.LastRound, v.Rounds))
			e.reg.refresh()
			e.rounds.refresh()
			e.table.refresh()
		}
	})
}

// save runs a change off the UI thread and reloads; an error is shown, and
// a breach of the composition rules (teams.ErrRules) asks the director to
// confirm, then runs do(true).
func (e *teamEvent) save(do func(ctx context.Context, confirm bool) error, done func()) {
	e.saveConfirmed(do, false, done)
}

func (e *teamEvent) saveConfirmed(do func(ctx context.Context, confirm bool) error, confirmed bool, done func()) {
	e.s.Bg.Run(func() func() {
		err := do(context.Background(), confirmed)
		return func() {
			switch {
			case errors.Is(err, teams.ErrRules) && !confirmed:
				kit.Confirm(e.s.Win, lang.L("Confirm the admission"), model.Message(err, kit.GUILang()), func() { e.saveConfirmed(do, true, done) })
				return
			case errors.Is(err, teams.ErrClearsResults) && !confirmed:
				kit.Confirm(e.s.Win, lang.L("Clear the results?"), model.Message(err, kit.GUILang()), func() { e.saveConfirmed(do, true, done) })
				return
			case err != nil:
				kit.ShowError(e.s.Win, err)
			case done != nil:
				done()
			}
			e.Load()
			e.s.Changed()
		}
	})
}

// print builds the team printout kind of round off the UI thread through
// ui/printout (as arbiter-cli team print does) and opens it.
func (e *teamEvent) print(kind string, round int) {
	id := e.s.Current.ID
	e.s.PrintDocument(func(ctx context.Context) (*pdf.Document, error) {
		v, err := e.svc.View(ctx, id, "")
		if err != nil {
			return nil, err
		}
		return printout.TeamIn(kit.GUILang(), v, kind, round)
	})
}

// teamName is the name of the team with that id in the loaded view.
func (e *teamEvent) teamName(id teams.TeamID) string {
	if id == 0 {
		return lang.L("bye")
	}
	return e.view.TeamByID(id).Name
}

// boldTruncated is a bold heading that ends in "…" when it is too long
// (a plain label's width would widen its whole column).
func boldTruncated(text string) *widget.Label {
	l := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.Truncation = fyne.TextTruncateEllipsis
	return l
}

// teamStateLine is the line under the tournament's title. A round robin
// knows its number of rounds only from its teams (the view gives -1 until
// then): the line never says «of -1».
func teamStateLine(teams, paired, rounds int) string {
	if rounds <= 0 {
		return lang.L("Teams {{.T}} · rounds paired {{.R}} · the number of rounds follows from the teams",
			map[string]int{"T": teams, "R": paired})
	}
	return lang.L("Teams {{.T}} · rounds paired {{.R}} of {{.N}}", map[string]int{"T": teams, "R": paired, "N": rounds})
}
