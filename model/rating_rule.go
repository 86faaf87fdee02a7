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

// RatingLine is one registration's tournament rating beside the official
// ratings of the registry (Q116): where the tournament rating came from,
// or that it was typed by hand (Q134).
type RatingLine struct {
	StartNo    int
	Player     Player
	Tournament int
	Source     EntryRating
	FIDE       int // the registry's standard FIDE rating
	National   int
	// Held are the ratings he holds in every list as of the rule's period
	// (Q128: shown when the main list lacks him; Pick takes one).
	Held []ratingmethod.Held
}

// RatingDifference is a registration whose tournament rating is not the
// rating the list valid for the check gives.
type RatingDifference struct {
	StartNo    int
	Player     Player
	Tournament int
	Source     EntryRating
	List       ratingmethod.Held // Rating 0: unrated by that list
}

// RatingCheck is the consistency check of one tournament (Q133–144).
type RatingCheck struct {
	TournamentID TournamentID
	Name         string
	// Period is the list period checked against: the rule's period, else
	// the month of the first day, or of the check day for an event over
	// 30 days (Q137).
	Period string
	// Stale are the lists of the rule whose newest import is older than
	// Period or missing (Q141): import them before trusting the check.
	Stale []StaleList
	// Differences are the players whose rating differs (Q142).
	Differences []RatingDifference
	Paired      bool // round 1 is paired: the differences can no longer be applied
}

// StaleList is a list of the rule not imported for the period checked.
type StaleList struct {
	List   ratingmethod.List
	Newest string // "" never imported
}

// PoolPlayer is a registry player the "best by rating" part of a
// qualification rule may pick (engine/qualify Rule.Best).
type PoolPlayer struct {
	Player Player
	Rating int
}
