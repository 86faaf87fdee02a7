package ratings

import (
	"context"
	"time"

	"arbiter/engine/ratinglist"
	"arbiter/model"
)

// Source is where a list comes from.
type Source string

// The two sources of ratings.
const (
	FIDE     Source = "fide"
	National Source = "national"
	// UserSource is a list the director loaded under a name of his own
	// (List.Kind is then "user:NAME").
	UserSource Source = "user"
)

// System is one rating a player has.
type System string

// The rating systems kept per player.
const (
	Standard     System = "standard"
	Rapid        System = "rapid"
	Blitz        System = "blitz"
	NationalList System = "national"
)

// List is one imported list.
type List struct {
	ID         int64
	Source     Source
	Kind       string // ratinglist.Kind, or "national"
	Period     ratinglist.Period
	File       string
	ImportedAt time.Time
	Players    int // lines in the list
	Matched    int // registry players it updated
}

// PlayerRating is a registry player's rating in one system.
type PlayerRating struct {
	PlayerID model.PlayerID
	System   System
	Rating   int
	K        int
	Games    int
	Period   ratinglist.Period
	Source   string // e.g. "FIDE players_list_foa.txt"
}

// ListEntry is one player of the stored FIDE list with its search key.
type ListEntry struct {
	ratinglist.Player
	Key string // folded "surname given", see nameKey
}

// Store is what the rating lists need from persistence; storage.RatingStore
// implements it. Errors follow model.RegistryStore's contract.
type Store interface {
	model.RegistryStore
	// RatingsTx runs fn in one transaction with a Store bound to it.
	RatingsTx(ctx context.Context, fn func(Store) error) error
	// LastList is the newest list of source; NotFound if none.
	LastList(ctx context.Context, source Source) (List, error)
	AddList(ctx context.Context, l *List) error
	// ClearFIDEList empties the stored FIDE list.
	ClearFIDEList(ctx context.Context) error
	// PutFIDEList stores players of kind in the FIDE list: a combined list
	// writes every column, a single list only its rating columns (and the
	// name, federation, titles, birth year and flag).
	PutFIDEList(ctx context.Context, kind ratinglist.Kind, players []ListEntry) error
	FIDEListPlayer(ctx context.Context, fideID int64) (ratinglist.Player, error)
	// SearchFIDEList returns up to limit players whose key starts with
	// prefix, in key order.
	SearchFIDEList(ctx context.Context, prefix string, limit int) ([]ratinglist.Player, error)
	// SetPlayerRating keeps r as the player's newest rating of its system
	// and in the history by period.
	SetPlayerRating(ctx context.Context, r PlayerRating) error
	// AddHistoryRating keeps r (a user list's rating, System "user:NAME")
	// in the history by period only.
	AddHistoryRating(ctx context.Context, r PlayerRating) error
	// AddUserList records the import of user list name.
	AddUserList(ctx context.Context, name string, l *List) error
	// UserLists are the imported user lists, oldest first.
	UserLists(ctx context.Context) ([]List, error)
	PlayerRatings(ctx context.Context, id model.PlayerID) ([]PlayerRating, error)
}
