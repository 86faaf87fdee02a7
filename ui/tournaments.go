package ui

import (
	"context"
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/model/teams"

	"arbiter/ui/diploma"
	"arbiter/ui/kit"
)

// tournamentsScreen is the tournament day (docs/product.md workflows 1 and 3–7):
// the list of tournaments on the left; for the selected one, tabs for the
// registration desk, the rounds (pairing and results), the standings, the
// crosstable and, for a knockout, the bracket.
type tournamentsScreen struct {
	svc *datafile.Services
	win fyne.Window
	bg  kit.Worker
	// Printer writes and opens printouts; the zero value uses ~/Documents/Arbiter.
	printer kit.Printer

	list                   *widget.List
	add, edit              *widget.Button
	importTRF, exportTRF   *widget.Button
	publish                *widget.Button
	published              string // the folder of the last site written
	hallButton             *widget.Button
	hall                   *hallScreen // the open hall screen, nil when closed
	finish                 *widget.Button
	template               *widget.Button  // the tournament's diploma template (ui/diploma), on the standings tab
	diplomaEditor          *diploma.Editor // the last one opened
	closingButton          *widget.Button  // closing.go
	closing                *closingDialog  // the open «Norms, fees, prizes» dialog
	reopen, remove         *widget.Button  // tournament_undo.go
	heading, state         *widget.Label
	placeholder            *widget.Label
	tabs                   *container.AppTabs
	deskTab, roundsTab     *container.TabItem
	standingsTab, crossTab *container.TabItem
	knockoutTab            *container.TabItem
	playoffTab             *container.TabItem // playoff.go
	tournaments            []model.Tournament
	current                model.Tournament // ID 0: none selected
	desk                   *registrationDesk
	rounds                 *pairingPanel
	standings              *standingsPanel
	cross                  *crosstablePanel
	knockout               *knockoutPanel
	playoffs               *playoffPanel
	team                   *teamEvent // team_screen.go: the tabs of a team tournament
	teamView               fyne.CanvasObject
	addTeam                *widget.Button
	teamForm               *teamForm
	teamDialog             *kit.EditDialog
	form                   *tournamentForm
	dialog                 *kit.EditDialog
	listSeq                int
	fide                   fideView // fide_mode.go
}

func newTournamentsScreen(svc *datafile.Services, win fyne.Window) *tournamentsScreen {
	return &tournamentsScreen{svc: svc, win: win}
}

func (s *tournamentsScreen) buildUI() fyne.CanvasObject {
	list := kit.NewKeyList(func() int { return len(s.tournaments) },
		kit.TruncatedLabel,
		func(i widget.ListItemID, o fyne.CanvasObject) {
			if i < len(s.tournaments) {
				o.(*widget.Label).SetText(tournamentLine(s.tournaments[i]) + s.fide.markOf(s.tournaments[i]))
			}
		})
	s.list = &list.List
	s.list.OnSelected = s.onTournamentSelected
	s.add = widget.NewButtonWithIcon(lang.L("New tournament"), theme.ContentAddIcon(), s.onAddTapped)
	s.add.Importance = widget.HighImportance
	s.addTeam = widget.NewButtonWithIcon(lang.L("Team tournament"), theme.ContentAddIcon(), s.onAddTeamTapped)
	s.edit = widget.NewButtonWithIcon(lang.L("Settings"), theme.SettingsIcon(), s.onEditTapped)
	s.importTRF = widget.NewButtonWithIcon(lang.L("Import TRF"), theme.FolderOpenIcon(), s.onImportTapped)
	s.exportTRF = widget.NewButtonWithIcon(lang.L("Export TRF"), theme.DocumentSaveIcon(), s.onExportTapped)
	s.publish = widget.NewButtonWithIcon(lang.L("Publish results (HTML)"), theme.UploadIcon(), s.onPublishTapped)
	s.hallButton = widget.NewButtonWithIcon(lang.L("Hall screen"), theme.ViewFullScreenIcon(), s.toggleHall)
	s.registerHallKeys()
	s.finish = widget.NewButtonWithIcon(lang.L("Finish tournament"), theme.ConfirmIcon(), s.onFinishTapped)
	s.template = widget.NewButtonWithIcon(lang.L("Diploma template…"), theme.DocumentCreateIcon(), s.onTemplateTapped)
	s.closingButton = widget.NewButtonWithIcon(lang.L("Norms, fees, prizes"), theme.InfoIcon(), s.onClosingTapped)
	s.reopen, s.remove = s.newUndoButtons()
	s.fide.history = s.newHistoryButton()
	s.heading = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	s.heading.Truncation = fyne.TextTruncateEllipsis
	s.state = widget.NewLabel("")

	s.desk = newRegistrationDesk(s)
	s.rounds = newPairingPanel(s)
	s.standings = newStandingsPanel(s)
	s.cross = newCrosstablePanel(s)
	s.knockout = newKnockoutPanel(s)
	s.playoffs = newPlayoffPanel(s)
	s.deskTab = container.NewTabItemWithIcon(lang.L("Registration"), theme.AccountIcon(), s.desk.buildUI())
	s.roundsTab = container.NewTabItemWithIcon(lang.L("Rounds"), theme.ListIcon(), s.rounds.buildUI())
	s.standingsTab = container.NewTabItemWithIcon(lang.L("Standings"), theme.GridIcon(), s.standings.buildUI())
	s.crossTab = container.NewTabItemWithIcon(lang.L("Crosstable"), theme.ViewFullScreenIcon(), s.cross.buildUI())
	s.knockoutTab = container.NewTabItemWithIcon(lang.L("Bracket"), theme.MediaFastForwardIcon(), s.knockout.buildUI())
	s.playoffTab = container.NewTabItemWithIcon(lang.L("Play-offs"), theme.MediaReplayIcon(), s.playoffs.buildUI())
	s.tabs = container.NewAppTabs(s.deskTab, s.roundsTab, s.standingsTab, s.crossTab, s.playoffTab)
	s.tabs.OnSelected = func(t *container.TabItem) {
		if t == s.standingsTab {
			s.standings.pinned = false // the standings open on the round being played
		}
		s.reloadTab()
	}
	s.team = newTeamEvent(s)
	s.teamView = s.team.buildUI()
	s.teamView.Hide()
	s.enableActions()

	left := container.NewBorder(container.NewVBox(s.add, s.addTeam, s.importTRF), nil, nil, nil, list)
	// The actions get rows of their own above the heading: seven buttons
	// beside the heading ran off a 1366-pixel screen, and even in one row
	// of their own (with the team tournament button widening the list)
	// the last was cut; finishing, reopening and deleting go on the second
	// row, beside the heading, with closing on its right.
	top := container.NewVBox(container.NewHBox(s.edit, s.exportTRF, s.publish, s.hallButton),
		container.NewBorder(nil, nil, container.NewHBox(s.finish, s.reopen, s.remove), container.NewHBox(s.fide.history, s.closingButton), s.heading), s.state)
	s.placeholder = widget.NewLabel(lang.L("Choose a tournament on the left or create a new one."))
	s.tabs.Hide()
	right := container.NewBorder(top, nil, nil, nil, container.NewStack(container.NewCenter(s.placeholder), s.tabs, s.teamView))
	split := container.NewHSplit(left, right)
	split.Offset = 0.22
	s.reload()
	return split
}

// tournamentLine is a tournament's row in the list: date and name.
func tournamentLine(t model.Tournament) string {
	line := t.StartDate.Display() + "  " + t.Name
	if t.Finished {
		line += " ✓"
	}
	return line
}

// reload fetches the list of tournaments off the UI thread, keeping the
// selected tournament selected.
func (s *tournamentsScreen) reload() {
	s.listSeq++
	seq := s.listSeq
	s.bg.Run(func() func() {
		ts, err := s.svc.Tournaments.ListTournaments(context.Background())
		marks := s.readMarks(ts) // fide_mode.go
		return func() {
			if err != nil {
				kit.ShowError(s.win, err)
				return
			}
			if seq != s.listSeq {
				return
			}
			s.tournaments, s.fide.marks = ts, marks
			s.list.Refresh()
			s.reselect()
		}
	})
}

// reselect selects the current tournament again in a refreshed list (its
// settings may have changed) and refreshes its tabs.
func (s *tournamentsScreen) reselect() {
	for i, t := range s.tournaments {
		if t.ID == s.current.ID && t.ID != 0 {
			s.list.Select(i)
			s.open(t)
			return
		}
	}
}

func (s *tournamentsScreen) onTournamentSelected(i widget.ListItemID) {
	if i < 0 || i >= len(s.tournaments) {
		return
	}
	if s.tournaments[i].ID != s.current.ID {
		s.open(s.tournaments[i])
	}
}

// open makes t the current tournament: the heading, the knockout tab and
// the open tab follow it.
func (s *tournamentsScreen) open(t model.Tournament) {
	s.current = t
	s.placeholder.Hide()
	s.heading.SetText(fmt.Sprintf("%s — %s, %s", t.Name, t.StartDate.Display(), kit.SystemLabel(t.System)))
	if teams.IsTeamSystem(t.System) {
		s.tabs.Hide()
		s.teamView.Show()
	} else {
		s.teamView.Hide()
		s.tabs.Show()
		s.showTabs(t.System == model.SystemKnockout)
	}
	s.enableActions()
	s.reloadTab()
}

// showTabs shows the tabs of the system: a knockout is played in its
// bracket (no board list, no crosstable).
func (s *tournamentsScreen) showTabs(knockout bool) {
	want := []*container.TabItem{s.deskTab, s.roundsTab, s.standingsTab, s.crossTab, s.playoffTab}
	if knockout {
		want = []*container.TabItem{s.deskTab, s.knockoutTab, s.standingsTab}
	}
	same := len(want) == len(s.tabs.Items)
	for i := 0; same && i < len(want); i++ {
		same = want[i] == s.tabs.Items[i]
	}
	if !same {
		s.tabs.SetItems(want)
		s.tabs.Select(s.deskTab)
	}
}

// reloadTab refreshes the state line and the open tab.
func (s *tournamentsScreen) reloadTab() {
	if s.current.ID == 0 {
		return
	}
	if teams.IsTeamSystem(s.current.System) {
		s.refreshState()
		s.team.reload()
		return
	}
	s.refreshState()
	switch s.tabs.Selected() {
	case s.deskTab:
		s.desk.reload()
	case s.roundsTab:
		s.rounds.reload()
	case s.standingsTab:
		s.standings.reload()
	case s.crossTab:
		s.cross.reload()
	case s.knockoutTab:
		s.knockout.reload()
	case s.playoffTab:
		s.playoffs.reload()
	}
}

// changed is called by a tab after it changed the tournament's data: the
// state line follows at once, other tabs when they are opened.
func (s *tournamentsScreen) changed() {
	s.refreshState()
	if s.hall != nil {
		s.hall.reload()
	}
}

// refreshState shows how far the current tournament is.
func (s *tournamentsScreen) refreshState() {
	id := s.current.ID
	s.bg.Run(func() func() {
		st, err := s.svc.Tournaments.State(context.Background(), id)
		return func() {
			if err != nil || id != s.current.ID {
				return
			}
			s.current.Finished = st.Tournament.Finished
			s.enableActions()
			if teams.IsTeamSystem(s.current.System) {
				return // the team tabs write the state line (team_screen.go)
			}
			s.state.SetText(stateLine(st))
			s.current.Finished = st.Tournament.Finished
			s.enableActions()
		}
	})
}

func (s *tournamentsScreen) enableActions() {
	for _, b := range []*widget.Button{s.edit, s.exportTRF, s.publish, s.hallButton, s.template, s.closingButton, s.finish, s.remove, s.fide.history} {
		if s.current.ID == 0 {
			b.Disable()
		} else {
			b.Enable()
		}
	}
	if s.current.Finished {
		s.finish.Disable()
	}
	if s.current.ID != 0 && s.current.Finished {
		s.reopen.Enable()
	} else {
		s.reopen.Disable()
	}
	if teams.IsTeamSystem(s.current.System) {
		// the hall screen and closing know individual tournaments only
		// (Settings opens the team form; TRF export and the results site
		// write a team tournament's own, model/teams trf.go, ui/web team.go)
		for _, b := range []*widget.Button{s.hallButton, s.closingButton} {
			b.Disable()
		}
	}
}

// stateLine is the line under the tournament's title. A knockout counts
// its stages (an 8-player bracket has 3: quarter-finals, semi-finals,
// final), not the rounds of its planned Swiss count.
func stateLine(st model.TournamentState) string {
	if st.Tournament.System == model.SystemKnockout {
		stages := 0
		for n := 1; n < st.Players; n *= 2 {
			stages++
		}
		return lang.L("Players {{.P}} · stages {{.S}}, stages begun {{.R}} · decided {{.C}}",
			map[string]int{"P": st.Players, "S": stages, "R": st.Paired, "C": st.Complete})
	}
	return lang.L("Players {{.P}} · rounds paired {{.R}} of {{.N}} · complete {{.C}}",
		map[string]int{"P": st.Players, "R": st.Paired, "N": st.Tournament.Rounds, "C": st.Complete})
}

// onTemplateTapped opens the current tournament's diploma template.
func (s *tournamentsScreen) onTemplateTapped() {
	if s.current.ID != 0 {
		s.diplomaEditor = diploma.NewTournamentEditor(s.svc, s.win, s.printer, s.bg, s.current)
		s.diplomaEditor.Show()
	}
}
