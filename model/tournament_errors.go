package model

import (
	"errors"
	"fmt"
)

// ErrAdmission marks the Conflict of a player outside the admission rules:
// confirm with Registration.ConfirmAdmission.
var ErrAdmission = errors.New("player outside the admission rules")

// ErrUnratedLateEntry marks the Conflict of a late entrant without a
// rating: confirm with Registration.ConfirmUnrated.
var ErrUnratedLateEntry = errors.New("late entrant without rating")

// ErrFinishEarly marks the Conflict of finishing before the planned last
// round: FinishTournament with confirm finishes anyway.
var ErrFinishEarly = errors.New("tournament finished before its last round")

// ErrPlayoffPending marks the Conflict of finishing a tournament whose
// play-off (or extra match for first place) is not decided.
var ErrPlayoffPending = errors.New("a play-off is not decided")

// ErrExtraMatchOpen (which is also ErrPlayoffPending) marks the Conflict
// of finishing while the extra match for first place is not played:
// FinishTournament with confirm finishes without it (the challenger
// declined).
var ErrExtraMatchOpen = fmt.Errorf("%w: the extra match for first place is not played", ErrPlayoffPending)
