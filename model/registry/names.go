package registry

import (
	"context"
	"slices"

	"arbiter/model"
	"arbiter/model/i18n"
	"strings"
	"unicode/utf8"
)

// The registry entries known by a unique name (settlements, clubs, coaches)
// share these helpers: one duplicate-name check, one order, one search.

// uniqueName returns a Conflict *Error when an entry of all other than self
// bears name (case-insensitive); msg is the message key, with one %s/%q
// verb for the name already in the registry.
func uniqueName[T any, ID comparable](op string, all []T, key func(T) (ID, string), self ID, name string, msg model.Text) error {
	for _, o := range all {
		if id, n := key(o); id != self && model.Fold(n) == model.Fold(name) {
			return model.Errorf(model.Conflict, op, model.Msg(msg.Key, n), nil)
		}
	}
	return nil
}

// sortByName puts all in Ukrainian alphabetical order of name.
func sortByName[T any](all []T, name func(T) string) {
	slices.SortFunc(all, func(a, b T) int { return model.CompareUkrainian(name(a), name(b)) })
}

// matchByName keeps, in place and in order, the entries whose name contains
// every word of query (case-insensitive, apostrophes ignored).
func matchByName[T any](all []T, query string, name func(T) string) []T {
	out := all[:0]
	for _, x := range all {
		if model.MatchText(query, name(x)) {
			out = append(out, x)
		}
	}
	return out
}

// checkSettlementRef returns a user error when id is set but names no
// settlement in the registry.
func (s *Service) checkSettlementRef(ctx context.Context, id model.SettlementID) error {
	if id == 0 {
		return nil
	}
	if _, err := s.store().Settlement(ctx, id); err != nil {
		return model.MissingRef(err, model.Msg("The chosen settlement is not in the registry."))
	}
	return nil
}

func clubKey(c model.Club) (model.ClubID, string)                   { return c.ID, c.Name }
func coachKey(c model.Coach) (model.CoachID, string)                { return c.ID, c.Name }
func settlementKey(s model.Settlement) (model.SettlementID, string) { return s.ID, s.Name }
func clubName(c model.Club) string                                  { return c.Name }
func coachName(c model.Coach) string                                { return c.Name }
func settlementName(s model.Settlement) string                      { return s.Name }

// validateName checks the name of a club, coach or settlement; what is
// the record's kind ("club"), which the messages name.
func validateName(op string, what model.Text, name string) error {
	if name == "" {
		return invalid(op, model.Msg("Enter the name of the %s.", what))
	}
	if !utf8.ValidString(name) || strings.ContainsRune(name, 0) || utf8.RuneCountInString(name) > model.MaxTextLen {
		return invalid(op, model.Msg("The %s name is too long or contains invalid characters.", what))
	}
	return model.CheckText(op, model.Msg("The %s name", what), name)
}

// counts joins the non-zero counts as "3 players and 1 coach" ("3 гравців
// і 1 тренера", genitive, after "для").
func counts(parts ...i18n.Count) i18n.List {
	l := i18n.List{Sep: " and "}
	for _, p := range parts {
		if p.N > 0 {
			l.Items = append(l.Items, p)
		}
	}
	return l
}

func playersPart(n int) i18n.Count { return i18n.Count{N: n, Key: "%d player|%d players"} }
func coachesPart(n int) i18n.Count { return i18n.Count{N: n, Key: "%d coach|%d coaches"} }
func clubsPart(n int) i18n.Count   { return i18n.Count{N: n, Key: "%d club|%d clubs"} }
