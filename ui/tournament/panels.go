package tournament

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/model/teams"

	"arbiter/ui/kit"
)

// tourCtx is the open tournament as the panels of the tournament screen
// see it: the services, the window, the worker and the printer, the
// tournament open (ID 0: none) and what a panel may ask of the screen
// around it (reload the list, refresh the open tab, say it changed the
// tournament). The screen (screen.go) makes one and hands it to every
// panel's constructor.
type tourCtx struct {
	svc *datafile.Services
	win fyne.Window
	bg  kit.Worker
	// Printer writes and opens printouts; the zero value uses ~/Documents/Arbiter.
	printer kit.Printer

	current model.Tournament              // ID 0: none open
	marks   map[model.TournamentID]string // the FIDE mode markers, read with the list (fide_mode.go)
	state   *widget.Label                 // the state line under the heading (team_screen.go writes a team's)
	team    *teamEvent                    // the team tabs (team_screen.go), for finishing and reopening one

	reload    func() // reads the list again and opens the current tournament again
	reloadTab func() // refreshes the state line and the open tab
	changed   func() // a panel changed the tournament's data: the state line and the hall screen follow
}

// tourView is a tab of the open tournament (or, for a team tournament, the
// whole body under the heading): its content, and a reload that reads the
// open tournament's data again.
type tourView interface {
	buildUI() fyne.CanvasObject
	reload()
}

// tourAction is what a button of the tournament screen does.
type tourAction interface{ tapped() }

// kind is a set of tournament kinds a panel is for.
type kind uint8

const (
	individualKind kind = 1 << iota // Swiss and round robin
	knockoutKind
	teamKind
	anyKind = individualKind | knockoutKind | teamKind
)

// kindOf is the kind of a tournament of that system.
func kindOf(system string) kind {
	switch {
	case system == model.SystemKnockout:
		return knockoutKind
	case teams.IsTeamSystem(system):
		return teamKind
	}
	return individualKind
}

// place is where a panel shows on the screen.
type place uint8

const (
	onTab     place = iota // a tab under the heading (shown for its kinds)
	inBody                 // the whole body under the heading (shown for its kinds, in place of the tabs)
	belowList              // a button above the list of tournaments
	topRow                 // a button in the row above the heading
	headLeft               // a button left of the heading
	headRight              // a button right of the heading
)

// when is when a button can be tapped (beside its kinds).
type when uint8

const (
	always     when = iota // even with no tournament open
	opened                 // a tournament is open
	unfinished             // the open tournament is not finished
	finished               // the open tournament is finished
)

// panel is one row of the tournament screen's table: its title (a
// translation key), icon and place, the kinds of tournament it is for,
// and its constructor: a tab's view, or a button's action. A new panel is
// one file plus one row here.
type panel struct {
	title  string
	icon   func() fyne.Resource
	at     place
	kinds  kind
	when   when // buttons only
	view   func(c *tourCtx) tourView
	action func(c *tourCtx) tourAction
}

// panels lists the tournament screen's panels; a place's buttons and the
// tabs show in this order.
func panels() []panel {
	return []panel{
		{title: "New tournament", icon: theme.ContentAddIcon, at: belowList, kinds: anyKind, when: always,
			action: func(c *tourCtx) tourAction { return &newTournament{settingsDialog{tourCtx: c}} }},
		{title: "Team tournament", icon: theme.ContentAddIcon, at: belowList, kinds: anyKind, when: always,
			action: func(c *tourCtx) tourAction { return &newTeamTournament{teamSettingsDialog{tourCtx: c}} }},
		{title: "Import TRF", icon: theme.FolderOpenIcon, at: belowList, kinds: anyKind, when: always,
			action: func(c *tourCtx) tourAction { return &trfImport{c} }},

		{title: "Settings", icon: theme.SettingsIcon, at: topRow, kinds: anyKind, when: opened,
			action: func(c *tourCtx) tourAction {
				return &tournamentSettings{tourCtx: c, settingsDialog: settingsDialog{tourCtx: c}, teamSettingsDialog: teamSettingsDialog{tourCtx: c}}
			}},
		{title: "Export TRF", icon: theme.DocumentSaveIcon, at: topRow, kinds: anyKind, when: opened,
			action: func(c *tourCtx) tourAction { return &trfExport{c} }},
		{title: "Publish results (HTML)", icon: theme.UploadIcon, at: topRow, kinds: anyKind, when: opened,
			action: func(c *tourCtx) tourAction { return &publishAction{tourCtx: c} }},
		// the hall screen and closing know individual tournaments only
		{title: "Hall screen", icon: theme.ViewFullScreenIcon, at: topRow, kinds: individualKind | knockoutKind, when: opened,
			action: func(c *tourCtx) tourAction { return newHallAction(c) }},

		{title: "Finish tournament", icon: theme.ConfirmIcon, at: headLeft, kinds: anyKind, when: unfinished,
			action: func(c *tourCtx) tourAction { return &finishAction{c} }},
		{title: "Reopen", icon: theme.ContentUndoIcon, at: headLeft, kinds: anyKind, when: finished,
			action: func(c *tourCtx) tourAction { return &reopenAction{c} }},
		{title: "Delete", icon: theme.DeleteIcon, at: headLeft, kinds: anyKind, when: opened,
			action: func(c *tourCtx) tourAction { return &deleteAction{c} }},
		{title: "History", icon: theme.HistoryIcon, at: headRight, kinds: anyKind, when: opened,
			action: func(c *tourCtx) tourAction { return &historyAction{c} }},
		{title: "Norms, fees, prizes", icon: theme.InfoIcon, at: headRight, kinds: individualKind | knockoutKind, when: opened,
			action: func(c *tourCtx) tourAction { return &closingAction{tourCtx: c} }},

		{title: "Registration", icon: theme.AccountIcon, at: onTab, kinds: individualKind | knockoutKind,
			view: func(c *tourCtx) tourView { return newRegistrationDesk(c) }},
		{title: "Rounds", icon: theme.ListIcon, at: onTab, kinds: individualKind,
			view: func(c *tourCtx) tourView { return newPairingPanel(c) }},
		{title: "Bracket", icon: theme.MediaFastForwardIcon, at: onTab, kinds: knockoutKind,
			view: func(c *tourCtx) tourView { return newKnockoutPanel(c) }},
		{title: "Standings", icon: theme.GridIcon, at: onTab, kinds: individualKind | knockoutKind,
			view: func(c *tourCtx) tourView { return newStandingsPanel(c) }},
		{title: "Crosstable", icon: theme.ViewFullScreenIcon, at: onTab, kinds: individualKind,
			view: func(c *tourCtx) tourView { return newCrosstablePanel(c) }},
		{title: "Play-offs", icon: theme.MediaReplayIcon, at: onTab, kinds: individualKind,
			view: func(c *tourCtx) tourView { return newPlayoffPanel(c) }},
		// a team tournament shows its own tabs (Teams, Rounds, Standings)
		{at: inBody, kinds: teamKind,
			view: func(c *tourCtx) tourView { c.team = newTeamEvent(c); return c.team }},
	}
}

// tabOpened is a view told when its tab is chosen.
type tabOpened interface{ tabOpened() }

// changeWatcher is a panel told when another panel changed the tournament.
type changeWatcher interface{ tournamentChanged() }
