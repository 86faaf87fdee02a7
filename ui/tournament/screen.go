package tournament

import (
	"context"
	"fmt"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/model/teams"

	"arbiter/ui/kit"
	"arbiter/ui/panel"
)

// Screen is the tournament day (docs/product.md workflows 1 and 3–7):
// the list of tournaments on the left; for the selected one, the heading,
// the state line, and the panels of the table (panels.go): the
// buttons above the list and around the heading, and the tabs of its kind
// (registration desk, rounds, standings, crosstable, play-offs; a
// knockout's bracket; a team tournament's own tabs).
type Screen struct {
	*Ctx

	list        *widget.List
	heading     *widget.Label
	placeholder *widget.Label
	tabs        *container.AppTabs
	body        *fyne.Container // the tabs, or the body panel of the kind (a team tournament's)
	panels      []*openPanel
	tournaments []model.Tournament
	listSeq     int
	domains     domainPanels
}

// openPanel is a row of the table with what it made: a view in its tab
// (or the body), or an action behind its button.
type openPanel struct {
	panelRow
	view   View
	tab    *container.TabItem // onTab
	ui     fyne.CanvasObject  // inBody
	act    Action
	button *widget.Button
}

// New makes the screen on the data file's services in win, with the
// panels of the domains beside the shell that d hands in.
func New(svc *datafile.Services, win fyne.Window, d panel.Domains) *Screen {
	s := &Screen{Ctx: &Ctx{&panel.Ctx{Svc: svc, Win: win}}, domains: domainPanels(d)}
	s.Ctx.Reload = s.Reload
	s.ReloadTab = s.refreshTab
	s.Changed = s.onChanged
	return s
}

// Inline runs the screen's loads on the caller's goroutine (tests).
func (s *Screen) Inline() { s.Bg.Inline = true }

// Current is the tournament open (ID 0: none).
func (s *Screen) Current() model.Tournament { return s.Ctx.Current }

// SetCurrent makes t the tournament the list opens once it is read again
// (the window keeps it open when the language changes).
func (s *Screen) SetCurrent(t model.Tournament) { s.Ctx.Current = t }

// BuildUI builds the screen and reads the list of tournaments.
func (s *Screen) BuildUI() fyne.CanvasObject {
	list := kit.NewKeyList(func() int { return len(s.tournaments) },
		kit.TruncatedLabel,
		func(i widget.ListItemID, o fyne.CanvasObject) {
			if i < len(s.tournaments) {
				o.(*widget.Label).SetText(tournamentLine(s.tournaments[i]) + panel.MarkOf(s.Marks, s.tournaments[i]))
			}
		})
	s.list = &list.List
	s.list.OnSelected = s.onTournamentSelected
	s.heading = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	s.heading.Truncation = fyne.TextTruncateEllipsis
	s.State = widget.NewLabel("")
	s.tabs = container.NewAppTabs()
	s.body = container.NewStack()
	buttons := map[panelPlace][]fyne.CanvasObject{}
	for _, row := range s.domains.panels() {
		p := &openPanel{panelRow: row}
		switch {
		case row.action != nil:
			p.act = row.action(s.Ctx)
			p.button = widget.NewButtonWithIcon(lang.L(row.title), row.icon(), p.act.Tapped)
			buttons[row.at] = append(buttons[row.at], p.button)
		case row.at == onTab:
			p.view = row.view(s.Ctx)
			p.tab = container.NewTabItemWithIcon(lang.L(row.title), row.icon(), p.view.BuildUI())
		default:
			p.view = row.view(s.Ctx)
			p.ui = p.view.BuildUI()
			p.ui.Hide()
			s.body.Add(p.ui)
		}
		s.panels = append(s.panels, p)
	}
	if b := buttons[belowList]; len(b) > 0 {
		b[0].(*widget.Button).Importance = widget.HighImportance
	}
	s.tabs.OnSelected = func(t *container.TabItem) {
		for _, p := range s.panels {
			if o, ok := p.view.(TabOpener); ok && p.tab == t {
				o.TabOpened()
			}
		}
		s.refreshTab()
	}
	s.enableActions()

	left := container.NewBorder(container.NewVBox(buttons[belowList]...), nil, nil, nil, list)
	// The actions get rows of their own above the heading: seven buttons
	// beside the heading ran off a 1366-pixel screen, and even in one row
	// of their own (with the team tournament button widening the list)
	// the last was cut; finishing, reopening and deleting go on the second
	// row, beside the heading, with closing on its right.
	top := container.NewVBox(container.NewHBox(buttons[topRow]...),
		container.NewBorder(nil, nil, container.NewHBox(buttons[headLeft]...), container.NewHBox(buttons[headRight]...), s.heading), s.State)
	s.placeholder = widget.NewLabel(lang.L("Choose a tournament on the left or create a new one."))
	s.tabs.Hide()
	right := container.NewBorder(top, nil, nil, nil, container.NewStack(container.NewCenter(s.placeholder), s.tabs, s.body))
	split := container.NewHSplit(left, right)
	split.Offset = 0.22
	s.Reload()
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

// Reload fetches the list of tournaments off the UI thread, keeping the
// selected tournament selected.
func (s *Screen) Reload() {
	s.listSeq++
	seq := s.listSeq
	s.Bg.Run(func() func() {
		ts, err := s.Svc.Tournaments.ListTournaments(context.Background())
		marks := panel.ReadMarks(s.Svc, ts) // fide_mode.go
		return func() {
			if err != nil {
				kit.ShowError(s.Win, err)
				return
			}
			if seq != s.listSeq {
				return
			}
			s.tournaments, s.Marks = ts, marks
			s.list.Refresh()
			s.reselect()
		}
	})
}

// reselect selects the current tournament again in a refreshed list (its
// settings may have changed) and refreshes its tabs.
func (s *Screen) reselect() {
	for i, t := range s.tournaments {
		if t.ID == s.Ctx.Current.ID && t.ID != 0 {
			s.list.Select(i)
			s.open(t)
			return
		}
	}
}

func (s *Screen) onTournamentSelected(i widget.ListItemID) {
	if i < 0 || i >= len(s.tournaments) {
		return
	}
	if s.tournaments[i].ID != s.Ctx.Current.ID {
		s.open(s.tournaments[i])
	}
}

// open makes t the current tournament: the heading, the tabs of its
// kind and the open tab follow it.
func (s *Screen) open(t model.Tournament) {
	s.Ctx.Current = t
	s.placeholder.Hide()
	s.heading.SetText(fmt.Sprintf("%s — %s, %s", t.Name, t.StartDate.Display(), kit.SystemLabel(t.System)))
	k := kindOf(t.System)
	var tabs []*container.TabItem
	body := false
	for _, p := range s.panels {
		switch {
		case p.tab != nil && p.kinds&k != 0:
			tabs = append(tabs, p.tab)
		case p.ui != nil && p.kinds&k != 0:
			p.ui.Show()
			body = true
		case p.ui != nil:
			p.ui.Hide()
		}
	}
	if body {
		s.tabs.Hide()
	} else {
		s.tabs.Show()
		s.showTabs(tabs)
	}
	s.enableActions()
	s.refreshTab()
}

// showTabs shows the tabs of the kind (a knockout is played in its
// bracket: no board list, no crosstable), the first one chosen when they
// change.
func (s *Screen) showTabs(want []*container.TabItem) {
	same := len(want) == len(s.tabs.Items)
	for i := 0; same && i < len(want); i++ {
		same = want[i] == s.tabs.Items[i]
	}
	if !same {
		s.tabs.SetItems(want)
		if len(want) > 0 {
			s.tabs.Select(want[0])
		}
	}
}

// refreshTab refreshes the state line and the open tab (or the body).
func (s *Screen) refreshTab() {
	if s.Ctx.Current.ID == 0 {
		return
	}
	s.refreshState()
	k := kindOf(s.Ctx.Current.System)
	for _, p := range s.panels {
		switch {
		case p.ui != nil && p.kinds&k != 0:
			p.view.Load()
			return
		case p.tab != nil && p.tab == s.tabs.Selected() && s.tabs.Visible():
			p.view.Load()
			return
		}
	}
}

// onChanged follows a panel's change of the tournament's data: the state
// line at once, the panels that watch (the hall screen) too, the other
// tabs when they are opened.
func (s *Screen) onChanged() {
	s.refreshState()
	for _, p := range s.panels {
		if w, ok := p.act.(ChangeWatcher); ok {
			w.TournamentChanged()
		}
	}
}

// refreshState shows how far the current tournament is.
func (s *Screen) refreshState() {
	id := s.Ctx.Current.ID
	s.Bg.Run(func() func() {
		st, err := s.Svc.Tournaments.State(context.Background(), id)
		return func() {
			if err != nil || id != s.Ctx.Current.ID {
				return
			}
			s.Ctx.Current.Finished = st.Tournament.Finished
			s.enableActions()
			if teams.IsTeamSystem(s.Ctx.Current.System) {
				return // the team tabs write the state line (ui/team)
			}
			s.State.SetText(stateLine(st))
		}
	})
}

// enableActions enables the buttons the open tournament allows: those of
// its kind, when it is open, finished or not as each asks.
func (s *Screen) enableActions() {
	for _, p := range s.panels {
		if p.button == nil {
			continue
		}
		on := true
		t := s.Ctx.Current
		switch p.when {
		case whenOpen:
			on = t.ID != 0
		case whenUnfinished:
			on = t.ID != 0 && !t.Finished
		case whenFinished:
			on = t.ID != 0 && t.Finished
		}
		if t.ID != 0 && p.kinds&kindOf(t.System) == 0 {
			on = false
		}
		if on {
			p.button.Enable()
		} else {
			p.button.Disable()
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

// Button is the button of the table's row titled title (its translation
// key), nil if the screen has none: for the tests of the panels beside the
// shell, which drive the whole screen.
func (s *Screen) Button(title string) *widget.Button {
	for _, p := range s.panels {
		if p.button != nil && p.title == title {
			return p.button
		}
	}
	return nil
}

// Open reads the list again and opens tournament id in it, as a click on
// its line does; it reports whether the list has it.
func (s *Screen) Open(id model.TournamentID) bool {
	s.Ctx.Reload()
	for i, tn := range s.tournaments {
		if tn.ID == id {
			s.list.Select(i)
			return true
		}
	}
	return false
}

// SelectTab opens the tab titled title (its translation key), as a click
// on it does; it reports whether the open tournament has it.
func (s *Screen) SelectTab(title string) bool {
	for _, p := range s.panels {
		if p.tab != nil && p.title == title && slices.Contains(s.tabs.Items, p.tab) {
			s.tabs.Select(p.tab)
			return true
		}
	}
	return false
}
