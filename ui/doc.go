// Package ui is Arbiter's window: the Fyne screens the tournament director
// works in, one file per screen (or per tab of a screen), listed in one
// table (screens.go) from which the main window builds its tabs:
//
//   - Турніри (tournaments.go): the tournament list and, for the chosen
//     one, the settings form (tournament_form.go, tournament_labels.go),
//     the tabs Реєстрація (registration.go, registration_form.go,
//     registration_pairs.go: the desk, check-in, byes, forbidden pairs),
//     Тури (pairing.go, pairing_manual.go, results.go: pairing, manual
//     changes, results typed along the board list), Таблиця (standings.go:
//     standings, sub-standings and the tie-break explanations the model
//     writes), Кростаблиця (crosstable.go), Сітка (knockout.go), TRF
//     import and export and finishing (tournament_trf.go) and the
//     printouts (tournament_print.go, tournament_printouts.go); a team
//     tournament (New team tournament, team_form.go) shows instead the
//     tabs of team_screen.go: Команди (team_registration.go), Тури
//     (team_rounds.go: pairing, line-ups, board results) and Таблиця
//     (team_standings.go: standings, crosstable, board by board, the extra
//     match, the team printouts through ui/printout);
//   - Сезон (ui/season): calendar, rule set and norm table, Golden and
//     Silver Cup, clubs and coaches tables, awards, declaration conflicts
//     and the season printouts; the diploma template editor it shares
//     with the standings is ui/diploma;
//   - Гравці, Клуби, Тренери (ui/registry): the registry, the player form
//     the registration desk uses too, and the rating lists (FIDE, national,
//     one's own; the desk's «From FIDE list»).
//
// A screen of a domain package (ui/season, ui/registry) exports its
// constructor, BuildUI and Reload; screens.go's asView makes it a view. It
// never imports ui's root.
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
//     Diplomas and Stages beside them); engine packages are used for their value types (levels, cups, results, presets), and ui/kit, ui/season and ui/registry import none (model/seasons and model/ratings name the types they read). It
//     never imports storage (main wires the data file in through an
//     Opener) nor fyne.io/fyne/v2/app, so it builds and tests with
//     CGO_ENABLED=0.
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
