// Package ui is Arbiter's window: the Fyne screens the tournament director
// works in, one file per screen (or per tab of a screen), listed in one
// table (screens.go) from which the main window builds its tabs:
//
//   - Турніри (ui/tournament): the tournament list and, for the chosen
//     one, the panels of its table (ui/tournament/panels.go): the buttons
//     (new tournament, settings, TRF, publishing, the hall screen,
//     finishing, reopening, deleting, the FIDE history, closing) and the
//     tabs of its kind (registration desk, rounds, standings, crosstable,
//     play-offs; a knockout's bracket; a team tournament's teams, rounds
//     and standings);
//   - Сезон (ui/season): calendar, rule set and norm table, Golden and
//     Silver Cup, clubs and coaches tables, awards, declaration conflicts
//     and the season printouts; the diploma template editor it shares
//     with the standings is ui/diploma;
//   - Гравці, Клуби, Тренери (ui/registry): the registry, the player form
//     the registration desk uses too, and the rating lists (FIDE, national,
//     one's own; the desk's «From FIDE list»).
//
// A screen of a domain package (ui/tournament, ui/season, ui/registry)
// exports its constructor, BuildUI and Reload; screens.go's asView makes it
// a view. It never imports ui's root. What stays here is the window
// (main_window.go, app.go, window_size.go, watch.go: another copy's
// changes), the manual (manual.go) and the Backups screen (backups.go).
//
// What every screen shares lives a floor below, in ui/kit: the error and
// message dialogs, questions, the edit dialog and its fitting scroll, the
// text field with Enter and Escape, the background runner, the printer,
// the table helpers, the labels and the interface language (kit.GUILang);
// the helpers the Fyne tests share are in ui/internal/uitest.
//
// A screen is a struct holding the service, the window and its widgets,
// with a newXScreen constructor, buildUI and named onX handlers; tests drive
// those widgets with fyne.io/fyne/v2/test on a real SQLite file.
//
// # Invariants
//
//   - ui reads and writes data only through the data file's services
//     (model/datafile.Services: model.App's Players, Tournaments and
//     Backups, and Registry, Seasons, Playoffs, Demo, Teams, Closing, Ratings,
//     Diplomas and Stages beside them); the screens (ui's root, ui/kit,
//     ui/tournament, ui/season, ui/registry) import no engine package:
//     the value types they read (levels, cups, results, presets) are
//     named by model and its packages; ui/pdf, ui/printout and ui/web
//     still use engine's value types. It never imports storage (main
//     wires the data file in through an Opener) nor fyne.io/fyne/v2/app,
//     so it builds and tests with CGO_ENABLED=0.
//   - Every string the director reads comes from lang.L with translations
//     embedded from assets/translations (Ukrainian by default, English when
//     the locale asks for it, lang.go, whose choice is also the App's
//     language through the Opener and renders the model's Texts: kit.GUILang),
//     or from the model (model.Message(err, kit.GUILang()), explanations):
//     no raw SQLite, OS or parser text is ever shown.
//   - Loading data, pairing and computing standings run off the UI thread
//     (kit's worker) and come back through fyne.Do; saving one record is
//     a single short transaction.
//   - A refused form keeps what was typed; nothing is stored until the
//     Service accepts the whole record. A likely duplicate player, every
//     delete and every manual pairing change that breaks a rule need the
//     director's confirmation.
//
// # Not here
//
// ui does not validate rules itself (model does) beyond reading numbers and
// dates from text, computes no pairing, tie-break or season value, and keeps
// no state in package variables: every screen is built from the data
// file's services, the one value model/datafile.New makes (main.go wires
// it), and reaches rating lists, diploma templates, team competitions and
// closing through its fields. Printouts are laid out in ui/pdf; the tournament
// printouts are built from the model views by ui/printout, which
// arbiter-cli print --tournament uses too.
// The static results site (the Publish action) is written by ui/web.
package ui
