package team

import (
	"context"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"arbiter/ui/panel"

	"arbiter/ui/kit"
)

// teamEvent is the tournament screen of a team competition (README "Team competitions"):
// its tabs Команди (registration.go: teams with the declared order of
// members), Тури (rounds.go: pairing, each round's line-ups and the
// board results) and Таблиця (standings.go: team standings, the
// crosstable of match scores, the board-by-board table, the extra match
// and the printouts). It shows in place of the individual tabs.
type teamEvent struct {
	*eventCore
	seq int

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
	e := &teamEvent{eventCore: &eventCore{s: s, svc: s.Svc.Teams}}
	e.reload = e.Load
	e.reg = newTeamRegistration(e.eventCore)
	e.rounds = newTeamRounds(e.eventCore)
	e.closing = newTeamClosing(e.eventCore)
	e.table = newTeamStandings(e.eventCore, e.closing, e.showExtraMatch)
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

// showExtraMatch shows the Тури tab at the extra match just recorded.
func (e *teamEvent) showExtraMatch() {
	e.rounds.round, e.rounds.match = -1, 0
	e.tabs.Select(e.roundsTab)
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
