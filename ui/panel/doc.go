// Package panel is what every panel of the Tournaments screen shares: the
// open tournament's context (Ctx: the data file's services, the window,
// the worker and the printer, the tournament open and what a panel may
// ask of the screen around it), the interfaces a panel implements (View
// for a tab, Action for a button, TabOpener and ChangeWatcher for being
// told of the screen's events, TeamEvent for a team tournament's body),
// printing a document of the open tournament (print.go) and loading the
// latest state off the UI thread (load_latest.go).
//
// The screen's shell (ui/tournament) makes one Ctx and hands it to the
// constructors in its table of panels; the panels of the domain packages
// beside it (ui/hall, ...) import this package, never the shell, so the
// shell can import them.
package panel
