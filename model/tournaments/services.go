package tournaments

import "arbiter/model"

// Services are the tournament domain's services on one App, sharing its
// store, clock and language: Tournaments (set-up, registration, results,
// standings) with StartOrders, Pairings, Knockouts, TournamentRatings and
// TRF beside it, and FIDE, ByHand and EventUndo; Chess960, Schedules and
// TieOrders are built on demand. New on the App of a transaction (inside App.Tx)
// gives the services of that transaction, so one action may use them and
// model's root services together and be kept or dropped as a whole.
type Services struct {
	Tournaments *Service   // set-up, registration, results, standings, finishing (tournament_day.go)
	Knockouts   *Knockouts // a knockout's bracket, colours and games (knockout_service.go)
	// TournamentRatings: a tournament's rating rule, lines and check (tournament_rating_service.go)
	TournamentRatings *TournamentRatings
	TRF               *TRFFiles    // a tournament's TRF export and import (trf_service.go)
	StartOrders       *StartOrders // the starting numbers and the lot (start_order_service.go)
	Pairings          *Pairings    // pairing, the rounds and the forbidden pairs (pairing_service.go)
	FIDE              *FIDE        // FIDE mode and the pairing-integrity log (fide_service.go)
	ByHand            *RoundByHand // a Swiss round built by hand (pairing_byhand.go)
	EventUndo         *EventUndo   // undoing the last pairing-integrity event (event_undo.go)

	core core
}

// New returns the tournament services on app (its store, clock and
// language; inside App.Tx, that transaction's).
func New(app *model.App) *Services { return coreOf(app).services() }

// services returns the services on c.
func (c core) services() *Services {
	return &Services{Tournaments: c.tournaments(), Knockouts: c.knockouts(),
		TournamentRatings: c.tournamentRatings(), TRF: c.trfFiles(),
		StartOrders: c.startOrders(), Pairings: c.pairings(), FIDE: c.fide(),
		ByHand: c.byHand(), EventUndo: c.eventUndo(), core: c}
}
