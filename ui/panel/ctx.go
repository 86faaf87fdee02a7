package panel

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/closing"
	"arbiter/model/datafile"

	"arbiter/ui/kit"
)

// Ctx is the open tournament as the panels of the tournament screen
// see it: the services, the window, the worker and the printer, the
// tournament open (ID 0: none) and what a panel may ask of the screen
// around it (reload the list, refresh the open tab, say it changed the
// tournament). The screen (ui/tournament/screen.go) makes one and hands it to every
// panel's constructor.
type Ctx struct {
	Svc *datafile.Services
	Win fyne.Window
	Bg  kit.Worker
	// Printer writes and opens printouts; the zero value uses ~/Documents/Arbiter.
	Printer kit.Printer

	Current model.Tournament              // ID 0: none open
	Marks   map[model.TournamentID]string // the FIDE mode markers, read with the list (ui/panel/fide.go)
	State   *widget.Label                 // the state line under the heading (a team tournament's body writes its own)
	Team    TeamEvent                     // the team tabs (ui/team), for finishing and reopening one

	Reload    func() // reads the list again and opens the current tournament again
	ReloadTab func() // refreshes the state line and the open tab
	Changed   func() // a panel changed the tournament's data: the state line and the hall screen follow
}

// View is a tab of the open tournament (or, for a team tournament, the
// whole body under the heading): its content, and a reload that reads the
// open tournament's data again.
type View interface {
	BuildUI() fyne.CanvasObject
	Load()
}

// Action is what a button of the tournament screen does.
type Action interface{ Tapped() }

// TabOpener is a view told when its tab is chosen.
type TabOpener interface{ TabOpened() }

// TeamEvent is the open team tournament's body (ui/team), which finishes
// and reopens a team tournament its own way: the Finish and Reopen buttons
// hand over to it.
type TeamEvent interface {
	View
	Finish()
	Reopen()
}

// ChangeWatcher is a panel told when another panel changed the tournament.
type ChangeWatcher interface{ TournamentChanged() }

// Domains are the constructors of the panels that live in packages of
// their own beside the shell (ui/hall, ...). ui/panels lists them and the
// program's window (ui/screens.go) hands them to the shell, so that the
// shell imports none of them and they can drive the whole screen in their
// tests. A nil constructor leaves its panel out.
type Domains struct {
	Hall    func(*Ctx) Action // the hall screen and its keys (ui/hall)
	Bracket func(*Ctx) View   // a knockout's bracket (ui/knockout)
	// the results after the games (ui/standings): the Standings,
	// Crosstable and Play-offs tabs
	Standings  func(*Ctx) View
	Crosstable func(*Ctx) View
	Playoffs   func(*Ctx) View
	// closing a tournament (ui/closing): the «Norms, fees, prizes» button,
	// and the norms made, shown after finishing
	Closing func(*Ctx) Action
	Norms   Norms
	// the FIDE mode history of the open tournament and undoing its last
	// event (ui/history)
	History func(*Ctx) Action
	// the players still level after every tie-break: their order by hand,
	// external tie-break values, the unrated players' rating (ui/tiebreaks)
	Ties func(*Ctx) Action
	// a team tournament (ui/team): the New team tournament button, the
	// settings of the open one, and its body (its own tabs)
	NewTeam      func(*Ctx) Action
	TeamSettings func(*Ctx) Action
	Team         func(*Ctx) TeamEvent
}

// Norms tells the director who made a norm after finishing and then runs
// then; it reports whether it showed anything (then runs at once if not).
type Norms func(c *Ctx, rep *closing.NormReport, then func()) bool
