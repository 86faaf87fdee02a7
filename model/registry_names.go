package model

import (
	"context"
	"slices"
)

// The registry entries known by a unique name (settlements, clubs, coaches)
// share these helpers: one duplicate-name check, one order, one search.

// uniqueName returns a Conflict *Error when an entry of all other than self
// bears name (case-insensitive); msg is the message key, with one %s/%q
// verb for the name already in the registry.
func uniqueName[T any, ID comparable](op string, all []T, key func(T) (ID, string), self ID, name string, msg Text) error {
	for _, o := range all {
		if id, n := key(o); id != self && Fold(n) == Fold(name) {
			return Errorf(Conflict, op, Msg(msg.Key, n), nil)
		}
	}
	return nil
}

// sortByName puts all in Ukrainian alphabetical order of name.
func sortByName[T any](all []T, name func(T) string) {
	slices.SortFunc(all, func(a, b T) int { return CompareUkrainian(name(a), name(b)) })
}

// matchByName keeps, in place and in order, the entries whose name contains
// every word of query (case-insensitive, apostrophes ignored).
func matchByName[T any](all []T, query string, name func(T) string) []T {
	out := all[:0]
	for _, x := range all {
		if MatchText(query, name(x)) {
			out = append(out, x)
		}
	}
	return out
}

// checkSettlementRef returns a user error when id is set but names no
// settlement in the registry.
func (s *Registry) checkSettlementRef(ctx context.Context, id SettlementID) error {
	if id == 0 {
		return nil
	}
	if _, err := s.store.Settlement(ctx, id); err != nil {
		return missingRef(err, Msg("The chosen settlement is not in the registry."))
	}
	return nil
}

func clubKey(c Club) (ClubID, string)                   { return c.ID, c.Name }
func coachKey(c Coach) (CoachID, string)                { return c.ID, c.Name }
func settlementKey(s Settlement) (SettlementID, string) { return s.ID, s.Name }
func clubName(c Club) string                            { return c.Name }
func coachName(c Coach) string                          { return c.Name }
func settlementName(s Settlement) string                { return s.Name }
