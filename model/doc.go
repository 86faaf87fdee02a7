// Package model is the shared core of the domain, which every domain
// package imports and which imports none of them: the domain types and the
// views the screens and the command line read; the one Store interface
// that storage implements (and the store interface beside each record);
// the one error type (Error) whose Message is the sentence the director
// reads; dates, names, collation, validation and text encodings; and App,
// built on the Store (lila's Env): the store, the clock and the language
// of view text (Store, Now, Today, Lang), one transaction over all of them
// (Tx, ReadTx), and the services of model's root, Players and Backups
// (app.go, core.go, players.go, backups.go; Personal and the recycle bin
// beside them). It translates domain records into engine inputs and the
// engines' answers back into views; it does no SQL. The programs do not
// build App themselves: model/datafile.New, the composition root, builds
// it with the services of the domain packages beside model (see "Domain
// packages of their own") and both programs take that one value.
//
// # What stays here and what is model/tournaments'
//
// The tournament domain — the services Tournaments (tournaments.Service),
// StartOrders, Pairings, Knockouts, TournamentRatings, TRFFiles, FIDE,
// RoundByHand, EventUndo, Chess960s and Schedules and every rule they
// apply (pairing,
// standings, admission, results, the FIDE-mode log, the TRF import) — is
// model/tournaments, built on an App by tournaments.New(app) (inside
// App.Tx, on the transaction's App, so one action of both is one store
// transaction). What stayed here is data that several packages name, not
// rule code:
//
//   - the records and their store interfaces, because Store embeds them
//     all and storage implements them: Tournament, Entry, RoundGame,
//     AuditRecord, KnockoutGame (tournament.go, tournament_store.go),
//     StartOrder (start_order.go), RatingRule (rating_rule.go),
//     PlayoffRule and PlayoffGame (playoff.go: model/playoffs and the
//     standings both read them), FIDEMode, Expulsion and
//     RatingCorrection (fide_mode.go), AdjournedGame, Schedule, Chess960,
//     the entry-form data and EntryRules (personal.go, entry_rules.go),
//     the event copies (event_copy.go);
//   - the views and requests the screens, the command line and the
//     domain packages pass and read: Registration (tournament.go), the
//     round, standings, crosstable and knockout views, TRFImport and its
//     report, HandRound, PairingProgress, PairingRecord,
//     PairingComparison and the lot's record (tournament_views.go),
//     StartOrderState (start_order.go), the rating lines and check
//     (rating_rule.go), UndoPlan (event_copy.go);
//   - GameResult and ResultSymbol (game_result*.go), the one form of a
//     board's result every view and printout shows, and the scoring
//     constants (tournament.go);
//   - the sentinel errors callers test with errors.Is: ErrAdmission,
//     ErrUnratedLateEntry, ErrFinishEarly, ErrPlayoffPending,
//     ErrExtraMatchOpen (tournament_errors.go), ErrAdjournedOpen;
//   - the names of tie-breaks and presets (tiebreak_*.go), which the
//     season and the printouts word too.
//
// Methods on these types are formatting and plain reads of the data
// (Schedule.Lines, FIDEMode.Marker, FinishReport.SubDiplomas,
// EntryRules.Breach); the checks that need a tournament's state are
// model/tournaments'.
//
// # Seasons (docs/product.md workflow 8, docs/season.md)
//
// A season's record, its SeasonStore and SeasonMainStore (the main club
// and coach declarations) are here (season_store.go), since a tournament
// refers to its season (Tournament.SeasonID, ImportTRF into a season:
// SeasonByYear); the use cases — the calendar, the rule set, the tables
// and the declarations, and the words of engine/season's codes — are
// model/seasons. The tie-break and preset names are in tiebreak_names.go.
//
// # Invariants
//
//   - Store embeds every store interface (registry, seasons and their main
//     declarations, tournaments and the tournament day, whose services are
//     model/tournaments'); storage.DB.Model is
//     pinned to it at compile time, so no service asks at run time
//     whether its store can keep something. Tests run on a real SQLite file
//     in a temp dir; there is no in-memory store.
//   - Every action that changes data runs in one Store.Tx: it applies fully
//     or not at all, and bad input changes nothing.
//   - Every error a service returns is, or wraps, an *Error; Message(err,
//     lang) gives the user sentence and never exposes driver or parser text.
//   - There is no process-wide language. An *Error carries its message as a
//     Text (a catalogue key and its arguments, package model/i18n), rendered
//     at the edge in the screen's or the command line's language; Error()
//     is English, for logs. View text the services build as strings
//     (explanations, labels) is in the App's language (WithLanguage,
//     default Ukrainian); a free function that writes text takes a Lang.
//   - Scores are integers in half-points; tie-break values stay exact
//     fractions from engine/tiebreak down to the text.
//   - Names sort in Ukrainian alphabetical order (CompareUkrainian,
//     CollateKey: а б в г ґ д е є ж з и і ї й к …); search (MatchPlayer, Fold)
//     ignores case and treats the apostrophes ' ’ ʼ as the same (ignored).
//
// # Adding a message
//
//  1. Write it in English as a catalogue key, a fmt format when it has
//     arguments: Errorf(Invalid, op, Msg("Round %d is not finished.", n),
//     nil), or lang.Tr("Season %d", year) where a language is at hand
//     (core.lang here and in model/tournaments, loaded.lang there, a Lang
//     parameter; e.lang in the CLI).
//  2. assets/translations/en.json: the key, with itself as the value (or
//     the English text, when the key needs a context, "Name (of a player)").
//  3. assets/translations/uk.json: the key with the Ukrainian text; it may
//     reorder the arguments (%[2]s … %[1]d).
//  4. An argument that depends on the language is a Text (Msg), an
//     i18n.Count (a number with its noun: "%d round|%d rounds"), an
//     i18n.List, or a small type with In(Lang) (LocalDate).
//  5. go test ./model/i18n: it fails on a key missing in either file, an
//     entry nothing uses, or translations with different arguments.
//
// # Adding a registry field (a Player field)
//
//  1. types.go: the field on Player, with its meaning and unit.
//  2. validate.go: its rule in ValidatePlayer, its message a catalogue key
//     in en.json and uk.json (see Adding a message).
//  3. storage/migrations/NNNN_*.sql: the column, in a new migration (the
//     next number above the highest; see storage/doc.go).
//  4. storage/players.go: one line in playerFields (the select, scan,
//     insert and update are all made from it).
//  5. model/registry/playercsv.go: one line in PlayerCSV, the player
//     CSV's column (name, Ukrainian header aliases, export getter, import
//     parser); the CSV
//     import and `arbiter-cli players list --format tsv|csv` are made from
//     it. A field the CSV deliberately leaves out goes into playerNotInCSV
//     (model/registry/playercsv_test.go) with the reason; README's column
//     table.
//  6. ui/registry/playerform.go: the form field; ui/registry/playertable.go: the column, if
//     the registry table shows it; assets/translations/en.json and
//     uk.json: every new label.
//  7. model/demo/registry.go, if the demo players should have it.
//  8. Tests: validate_test.go; the round trips of
//     storage/players_fields_test.go and playercsv_test.go fill every field
//     by reflection and fail until steps 4 and 5 are done;
//     cmd/arbiter-cli/players_fields_test.go (export → import through the
//     CLI); ui/registry/players_test.go.
//
// # Domain packages of their own
//
// The domains are packages beside model, most with their own Store that
// storage implements and a doc.go that says what it keeps:
// model/tournaments (the tournament and the tournament day: set-up,
// registration, starting numbers, pairing, results, standings, knockouts,
// the TRF, FIDE mode; on model's Store), model/teams (team competitions
// and the §2 team ranking of an individual tournament), model/playoffs
// (play-offs after the last round), model/registry (players, clubs,
// coaches, settlements, the player CSV), model/seasons (the season
// championship: calendar, rules, tables), model/demo (the demonstration
// data: a registry, a season, a big Swiss), model/stages (a stage filled
// with the qualifiers of the ones before), model/closing (norms, the
// judging panel, fees, the prize fund and prizes), model/diplomas
// (diploma templates) and model/ratings (the FIDE and national rating
// lists). For a tournament (its standings, registering, finishing it)
// they call model/tournaments' services: those passed to their New
// (playoffs, demo, stages), or tournaments.New on the App of their own
// transaction when one action spans both (closing.Finish, seasons'
// calendar edits, stages.Fill). They import model, so App cannot hold
// them: model/datafile.Services holds App, the tournament services and
// them side by side, built on one store by datafile.New.
//
// # Not here
//
// No SQL (storage), no widgets or printouts (ui, ui/pdf), no file formats
// but the player CSV and the TRF handed over as engine/trf values. Pairing,
// tie-break and season algorithms live in engine/*; model only feeds them
// and presents their answers.
package model
