// Package tournament is the Турніри screen, the tournament day
// (docs/product.md workflows 1 and 3–7): New makes the screen that
// ui/screens.go lists.
//
// The screen (screen.go) is small: the list of tournaments, the heading and
// state line of the one open, and the panels of one table (panels.go). A
// row of the table is a tab or a button: its title (a translation key),
// icon and place, the kinds of tournament it is for (individual, knockout,
// team) and its constructor, which takes the open tournament's context
// (panel.Ctx in ui/panel: the services, window, worker, printer, the open
// tournament and what a panel may ask of the screen; the shell's own
// panels take Ctx, which adds the helpers they share). A new panel is one
// file plus one row; a domain's panels live in a package of their own
// beside the shell (ui/hall, ui/closing, ui/history, ui/knockout,
// ui/standings, ui/team), importing ui/panel and never the shell; the
// program's window hands their constructors in (panel.Domains, listed in
// ui/panels), so the shell imports none of them.
//
//   - the tabs: Реєстрація (registration*.go: the desk, check-in, byes,
//     forbidden pairs, stages, start order in start_order.go), Тури
//     (pairing*.go, results_*.go, serial_queue.go: pairing, manual and hand pairing, the
//     pairing's reasons, a Chess960 round's position, results typed along
//     the board list, adjourned games), Таблиця, Кростаблиця and Плей-оф
//     (ui/standings: standings, sub-standings, tie-break explanations,
//     medals and diplomas, rating changes, the team ranking; the
//     crosstable; the play-offs), Сітка (ui/knockout); a team tournament
//     shows its own tabs instead (ui/team);
//   - the buttons: new tournament and settings (form*.go, schedule.go,
//     the team form in ui/team,
//     ratings.go for the tournament rating), TRF import and export
//     (trf.go), publishing the results site (publish.go, through ui/web),
//     the hall screen (ui/hall), finishing (finish.go, the diplomas
//     offered after it in ui/panel), reopening and
//     deleting (undo.go), the FIDE mode history and its undo (ui/history,
//     the warning dialogs in ui/panel) and closing: norms, fees, prizes and the judging
//     panel (ui/closing);
//   - the Print buttons: each panel's print methods stand in its own file
//     (pairing.go, registration.go; the standings' and crosstable's in
//     ui/standings); each asks the model for its view and hands it to
//     ui/printout, the one path from view to document that
//     arbiter-cli's print --tournament takes too (ui/panel prints them).
//
// A tab's panel type and its methods stand in one file (registration.go,
// pairing.go); the files beside it hold one feature's dialogs, views
// and helpers each (ratingRuleForm in ratings.go, handRoundDialog in
// pairing_byhand.go, ...), which the panel uses and which do not reach
// back into the panel's file.
//
// The screen reads and writes through the data file's services
// (model.Tournaments and the services beside it); the engine's types
// reach it as model, model/closing, model/teams and model/seasons name
// them, never from engine directly. It imports ui/kit and ui/registry
// (the new player's fields and the rating lists at the desk), never ui's
// root.
package tournament
