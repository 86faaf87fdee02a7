// Package panel is what every panel of the Tournaments screen shares: the
// open tournament's context (Ctx: the data file's services, the window,
// the worker and the printer, the tournament open and what a panel may
// ask of the screen around it), the interfaces a panel implements (View
// for a tab, Action for a button, TabOpener and ChangeWatcher for being
// told of the screen's events, TeamEvent for a team tournament's body),
// and the helpers several domains use:
//
//   - print.go: printing a document of the open tournament;
//   - diplomas.go: the diplomas of places 1–3, offered after finishing
//     and printed from the standings;
//   - load_latest.go: loading the latest state off the UI thread;
//   - fide.go: the dialogs of the FIDE warning levels and the list's
//     marker of a tournament out of FIDE mode;
//   - forms.go, keys.go: a whole-number field, a list of codes, the keys
//     of a board list that takes results;
//   - finish_question.go, lot_seed.go, player_ref.go: the question before
//     finishing, the seed of a colour lot, a player named «N. Name».
//
// The screen's shell (ui/tournament) makes one Ctx and hands it to the
// constructors in its table of panels; the panels of the domain packages
// beside it (ui/hall, ui/closing, ui/history, ui/knockout, ui/standings,
// ui/team) import
// this package, never the shell, and the program hands their constructors
// to the shell (ui/panels).
package panel
