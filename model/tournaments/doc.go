// Package tournaments is the tournament domain: a tournament's set-up,
// the registration desk, the starting numbers, pairing, results,
// standings and their explanations, knockouts, a tournament's rating, the
// TRF files, FIDE mode and the pairing-integrity log, the timetable and
// Chess960. Its services run on model's core: New(app) builds them on a
// *model.App (its store, clock and language; core.go), and New on the App
// of a transaction (inside App.Tx) gives them on that transaction, so an
// action that also uses model's root services or a sibling package's is
// one store transaction. model/datafile.Services embeds the value New
// returns beside *model.App, so the programs call svc.Tournaments,
// svc.Pairings, svc.StartOrders … on the one value datafile.New builds.
// Services.Tournaments is a *Service: the package's main service, named
// Service so that it does not read tournaments.Tournaments.
//
// The records, views and errors these services take and return are
// model's (model.Tournament, model.Registration, model.RoundView,
// model.StandingsView, model.TRFImport, model.ErrAdmission …; see
// model/doc.go, "What stays here"): the screens, the command line and the
// other domain packages name them, and the Store that keeps them is
// model's. What is here is the rule code: every service, every check of a
// tournament's state, and the private helpers only they use (the loaded
// tournament, tournament_load.go; the ranking, tournament_standings.go;
// the pairing input, pairing_input.go; the FIDE-mode log, fide_log.go).
//
// # Tournaments and the tournament day (docs/product.md workflows 1, 3–7)
//
// Tournaments: CreateTournament/UpdateTournament keep the settings
// (system, rounds, tie-break list, rules edition, admission rules,
// sub-standings); the
// registration desk is Register, UpdateRegistration and Withdraw, the
// starting numbers StartOrders (start_order_service.go: by rating, by hand,
// by lot); Pairings.PairNext asks engine/swiss (or builds the round-robin
// table, or the knockout bracket: tournament_knockout.go) and Pairings keeps
// the forbidden pairs; its manual changes (SwapColours, ExchangeOpponents,
// MoveToBye) say which rule they break before they are confirmed
// (pairing_service.go); SetResult/SetResults take the results as typed,
// SetGameResult as a model.GameResult (model's game_result.go: the one
// type of a board's result in the views, formatted once by its String and
// Points; the moves themselves are results.go); Standings,
// Crosstable and ExplainTieBreak read engine/tiebreak, the explanation
// written in the director's language with scores as «1½»
// (tournament_explain.go); FinishTournament fixes the places,
// ReopenTournament undoes it; every change of a paired round is in the
// Audit. TRFFiles (trf_service.go) exchanges TRF-16 files. The API of
// Tournaments is in tournament_day.go, the views it returns in model's
// tournament_views.go.
//
// # Play-offs (seed 004 §3, §11, §19; README "Play-offs after the last round")
//
// A Swiss or round-robin tournament's PlayoffRule (the places whose
// two-player ties are played off, its form and the extra match for first
// place) and its games are model's records (model's playoff.go,
// PlayoffStore), because every standings applies them: engine/playoff
// holds the rules, the ranking here applies them after the last round
// (playoff_rank.go, which therefore is this package's and not
// model/playoffs': model/playoffs acts on an opened tournament, so it
// imports this package, and the standings cannot import it back), so places,
// diplomas and the season read the places the play-offs set;
// FinishTournament refuses while one is pending (model.ErrPlayoffPending;
// an extra match not played is confirmed: model.ErrExtraMatchOpen). The use cases
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
// fide_settings.go, fide_forbidden.go, fide_import.go; the log itself:
// fide_log.go). The records (FIDEStore, FIDEMode, Expulsion,
// RatingCorrection) are model's fide_mode.go.
//
// # Who calls it
//
// model's root imports nothing of this package. The siblings that act on
// a tournament import it: model/playoffs (on Tournaments.Open), model/stages
// and model/demo get the services passed to their New, model/closing and
// model/seasons build them on the App of their own transaction,
// model/explain reads Pairings.Record, ui/web.Gather takes them; this
// package imports none of them.
package tournaments
