package model

import (
	"context"

	"arbiter/engine/ratingmethod"
)

// TieOrder orders players of equal rating and title in the initial
// ranking list (Q146); the zero value is alphabetical.
type TieOrder string

// The tie orders.
const (
	TiesByName     TieOrder = ""
	TiesOlderFirst TieOrder = "older"
	TiesYounger    TieOrder = "younger"
	TiesRegistry   TieOrder = "registry" // registry number, lower first
)

// TieOrders are the tie orders in the order a form offers them.
var TieOrders = []TieOrder{TiesByName, TiesOlderFirst, TiesYounger, TiesRegistry}

// RatingRule is a tournament's rating rule; the zero value is the rule of
// a tournament that never set one: the method of Tournament.RatingUsed,
// the newest lists, ties by name, the consistency check on.
type RatingRule struct {
	// Method and Lists are the tournament rating's rule
	// (ratingmethod.ParseRule); Method "" follows Tournament.RatingUsed.
	Method ratingmethod.Method
	Lists  string
	// Period "YYYY-MM" takes the ratings of the lists valid then («the
	// list of 1 October 2010»): for each list, its newest import of that
	// period or earlier. "" takes the newest.
	Period string
	// AdmitMethod, AdmitLists, AdmitPeriod are the rating admission is
	// judged by; AdmitMethod "" is the tournament rating's rule, with
	// AdmitPeriod (else Admission.RatingList, else Period) as its period.
	AdmitMethod ratingmethod.Method
	AdmitLists  string
	AdmitPeriod string
	Ties        TieOrder
	// CheckOff switches the consistency check off (Q138).
	CheckOff bool
}

// EntryRating is where a registration's tournament rating came from.
type EntryRating struct {
	TournamentID TournamentID
	PlayerID     PlayerID
	List         ratingmethod.List // "" unknown (registered before ratings were traced)
	Period       string
	Manual       bool // typed by hand
}

// RatingRuleStore keeps rating rules, the ratings players hold by list
// and period, and the source of each tournament rating (migration 0041).
// Same error contract as RegistryStore.
type RatingRuleStore interface {
	// RatingRule is tournament id's rule; the zero rule if none was set.
	RatingRule(ctx context.Context, id TournamentID) (RatingRule, error)
	SetRatingRule(ctx context.Context, id TournamentID, r RatingRule) error
	// ListRatings are the ratings player holds in each imported list: as
	// of period ("YYYY-MM": of each list, its newest import of that period
	// or earlier, the player's rating there if that import rated him) or
	// the newest ones (period "").
	ListRatings(ctx context.Context, player PlayerID, period string) ([]ratingmethod.Held, error)
	// NewestListPeriod is the period of the newest import of list, "" if
	// none.
	NewestListPeriod(ctx context.Context, list ratingmethod.List) (string, error)
	SetEntryRating(ctx context.Context, e EntryRating) error
	EntryRatings(ctx context.Context, id TournamentID) ([]EntryRating, error)
}
