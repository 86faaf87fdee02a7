package ratings

import "arbiter/engine/ratinglist"

// The engine/ratinglist types the rating-list screens read, named here so
// that ui reaches the engine only through model (ui → model → engine).
type (
	Period     = ratinglist.Period // a list's month
	ListPlayer = ratinglist.Player // a player of an imported list (SearchList)
)

// ParsePeriod reads a list's month as the director types it ("2026-11").
func ParsePeriod(s string) (Period, error) { return ratinglist.ParsePeriod(s) }
