package model

// The initial ranking list (C.04.2 art. 2 in the 2026 text, "Initial
// order"; the Dutch system's TPN): how starting numbers are made and kept.

import "context"

// StartOrderMethod says how a tournament's starting numbers are made.
type StartOrderMethod string

// The methods of StartOrder.
const (
	// StartByRating: the initial ranking list of C.04.2 — rating used
	// (highest first), then FIDE title (GM, IM, WGM, FM, WIM, CM, WFM, WCM,
	// then the national titles and razryads, then none), then name in
	// Ukrainian alphabetical order. Recomputed whenever the field changes
	// before round 1. The default.
	StartByRating StartOrderMethod = "rating"
	// StartManual: the director fixed the order by hand; it is kept.
	StartManual StartOrderMethod = "manual"
	// StartByLot: a round robin's numbers drawn by lot (C.05 art. 1) with
	// Seed: engine/lot.Draw applied to the ranking list. Redrawn with the
	// same seed when the field changes before round 1.
	StartByLot StartOrderMethod = "lot"
)

// StartOrder is how a tournament's starting numbers were made.
type StartOrder struct {
	Method StartOrderMethod // "" reads as StartByRating
	Seed   uint64           // the lot's seed (StartByLot)
}

// StartOrderStore keeps the StartOrder of each tournament. A tournament
// without one stored has StartOrder{Method: StartByRating}.
type StartOrderStore interface {
	StartOrder(ctx context.Context, id TournamentID) (StartOrder, error)
	SetStartOrder(ctx context.Context, id TournamentID, o StartOrder) error
}

// StartOrderState is what the desk and the pairing screen say about the
// starting numbers.
type StartOrderState struct {
	StartOrder
	// Fixed: round 1 is paired (or the bracket has games); the numbers are
	// no longer made again.
	Fixed bool
}
