// Package model is the shared core of the domain: App, built on the Store
// (lila's Env), holds one service per domain of model's root: Players,
// Tournaments and Backups (app.go, and
// *_service.go for each); the domain types; the one Store interface that
// storage implements; and the one error type (Error) whose Message is the
// sentence the director reads. It translates domain records into engine
// inputs (engine/swiss, engine/tiebreak, engine/season, engine/trf) and the
// engines' answers back into views; it does no SQL. The programs do not
// build App themselves: model/datafile.New, the composition root, builds it
// with the services of the domain packages beside model (see "Domain
// packages of their own") and both programs take that one value.
//
// # Players (docs/product.md workflow 2)
//
// The registry's records are model's types (types.go) and RegistryStore;
// the use cases (clubs, coaches, settlements, search, the CSV import) are
// model/registry. What a player must be is here, because the registration
// desk enters new players too: ValidatePlayer (surname and name required,
// birth date real and age 3–110 by the App's clock, gender m/f,
// citizenship a FIDE federation code defaulting to UKR, ratings 0 or
// 1000–3000) and Players (players.go), which saves a player whose club and
// coach exist and whose FIDE ID is nobody else's, and reports a likely
// duplicate (same surname, name, birth date) as a Conflict wrapping
// ErrPossibleDuplicate, which SaveOptions{AllowDuplicate: true} overrides.
//
// # Tournaments and the tournament day (docs/product.md workflows 1, 3–7)
//
// Tournaments: CreateTournament/UpdateTournament keep the settings (system, rounds,
// tie-break list, rules edition, admission rules, sub-standings); the
// registration desk is Register, UpdateRegistration and Withdraw, the
// starting numbers StartOrders (start_order_service.go: by rating, by hand,
// by lot); Pairings.PairNext asks engine/swiss (or builds the round-robin
// table, or the knockout bracket: tournament_knockout.go) and Pairings keeps
// the forbidden pairs; its manual changes (SwapColours, ExchangeOpponents,
// MoveToBye) say which rule they break before they are confirmed
// (pairing_service.go); SetResult/SetResults take the results as typed,
// SetGameResult as a GameResult (game_result.go: the one type of a board's
// result in the views, formatted once by its String and Points); Standings,
// Crosstable and ExplainTieBreak read engine/tiebreak, the explanation
// written in the director's language with scores as «1½»
// (tournament_explain.go); FinishTournament fixes the places,
// ReopenTournament undoes it; every change of a paired round is in the
// Audit. TRFFiles (trf_service.go) exchanges TRF-16 files. The API of
// Tournaments is in tournament_day.go, the views it returns in
// tournament_views.go.
//
// # Play-offs (seed 004 §3, §11, §19; README "Play-offs after the last round")
//
// A Swiss or round-robin tournament's PlayoffRule (the places whose
// two-player ties are played off, its form and the extra match for first
// place) and its games are kept here (playoff.go, PlayoffStore), because
// every standings applies them: engine/playoff holds the rules, rank
// applies them after the last round (playoff_rank.go), so places,
// diplomas and the season read the places the play-offs set;
// FinishTournament refuses while one is pending (ErrPlayoffPending; an
// extra match not played is confirmed: ErrExtraMatchOpen). The use cases
// (setting the rule, recording and undoing games, the colour lot) are
// model/playoffs, on Tournaments.Open (tournament_open.go).
//
// # FIDE mode and the pairing-integrity log (docs/vcl.md)
//
// FIDE (fide_service.go) keeps a tournament's FIDE mode and leaving it,
// the history of pairing-integrity events, the manual-pairing phase
// (fide_manual.go), corrections for the rating report only
// (fide_corrections.go) and expulsions (fide_expel.go), and gives the
// actions whose warnings need a confirmation (a fide.Ack) — the same
// actions on Tournaments pass none and are refused with a Conflict that
// wraps *fide.Pending. The warning levels and event kinds are model/fide's;
// the hooks in Tournaments' code log the events (fide_events.go,
// fide_settings.go, fide_forbidden.go, fide_import.go).
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
//     declarations, tournaments and the tournament day); storage.DB.Model is
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
//     (core.lang, loaded.lang, a Lang parameter; e.lang in the CLI).
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
//  6. ui/playerform.go: the form field; ui/playertable.go: the column, if
//     the registry table shows it; assets/translations/en.json and
//     uk.json: every new label.
//  7. model/demo/registry.go, if the demo players should have it.
//  8. Tests: validate_test.go; the round trips of
//     storage/players_fields_test.go and playercsv_test.go fill every field
//     by reflection and fail until steps 4 and 5 are done;
//     cmd/arbiter-cli/players_fields_test.go (export → import through the
//     CLI); ui/players_test.go.
//
// # Domain packages of their own
//
// Newer domains are packages beside model, each with its own Store that
// storage implements and a doc.go that says what it keeps: model/teams
// (team competitions and the §2 team ranking of an individual
// tournament), model/playoffs (play-offs after the last round),
// model/registry (players, clubs, coaches, settlements, the player CSV),
// model/seasons (the season championship: calendar, rules, tables),
// model/demo (the demonstration data: a registry, a season, a big Swiss),
// model/stages (a stage filled with the qualifiers of the
// ones before), model/closing (norms, the judging panel, fees, the prize
// fund and prizes), model/diplomas (diploma templates) and model/ratings
// (the FIDE and national rating lists). For what model keeps (a
// tournament, its standings, finishing it) they call App's services, built
// on their own transaction when one action spans both (closing.Finish).
// They import model, so App cannot hold them: model/datafile.Services
// holds App and them side by side, built on one store by datafile.New.
//
// # Not here
//
// No SQL (storage), no widgets or printouts (ui, ui/pdf), no file formats
// but the player CSV and the TRF handed over as engine/trf values. Pairing,
// tie-break and season algorithms live in engine/*; model only feeds them
// and presents their answers.
package model
