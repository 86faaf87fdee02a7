package model

import "context"

// How unrated players count in the rating-based tie-breaks (ARO, TPR,
// PTP, APRO, APPO, RTNG; FIDE C.07 art. 10; C.02 VCL4THP.13 Q208–209):
//
//   - by default, C.07's rule: when an unrated player is in the
//     tournament, those tie-breaks are left out (undefined for everybody,
//     so they separate nobody), as the regulations define no other way;
//   - per tournament, a fixed rating the regulations (or the Chief
//     Arbiter before round 1) give unrated players, which they then count
//     with (engine/tiebreak Tournament.UnratedRating).
//
// The choice is kept in the data file (storage migration 0051).

// MaxUnratedRating is the highest fixed rating accepted.
const MaxUnratedRating = 3500

// UnratedRatingStore keeps the fixed rating; 0 is none (C.07's rule).
// The error contract is RegistryStore's.
type UnratedRatingStore interface {
	UnratedRating(ctx context.Context, id TournamentID) (int, error)
	// SetUnratedRating stores rating (1…MaxUnratedRating), 0 removes it.
	SetUnratedRating(ctx context.Context, id TournamentID, rating int) error
}
