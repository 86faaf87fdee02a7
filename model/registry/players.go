package registry

import (
	"context"
	"slices"
	"strings"

	"arbiter/model"
)

// CreatePlayer validates p, checks references and duplicates, and stores it
// (model.Players.Create: the rules the registration desk's new player
// follows too). It returns the stored player (normalised, with its new
// ID). Errors: Invalid (bad field or missing club/coach), Conflict wrapping
// model.ErrPossibleDuplicate (same surname, name, birth date; retry with
// AllowDuplicate), Conflict (FIDE ID already used).
func (s *Service) CreatePlayer(ctx context.Context, p model.Player, opt model.SaveOptions) (model.Player, error) {
	return s.app.Players.Create(ctx, p, opt)
}

// UpdatePlayer validates and saves changes to an existing player (same rules
// and errors as CreatePlayer, plus NotFound).
func (s *Service) UpdatePlayer(ctx context.Context, p model.Player, opt model.SaveOptions) (model.Player, error) {
	return s.app.Players.Update(ctx, p, opt)
}

// DeletePlayer removes a player. It is refused (Conflict) when tournament
// data still refers to the player.
func (s *Service) DeletePlayer(ctx context.Context, id model.PlayerID) error {
	return s.store().DeletePlayer(ctx, id)
}

// Player returns one player or a NotFound *Error.
func (s *Service) Player(ctx context.Context, id model.PlayerID) (model.Player, error) {
	return s.store().Player(ctx, id)
}

// SearchPlayers returns the players matching query (see MatchPlayer: every
// word in surname, name or Latin name, case-insensitive, apostrophes
// ignored) in Ukrainian alphabetical order. "" returns everyone.
func (s *Service) SearchPlayers(ctx context.Context, query string) ([]model.Player, error) {
	all, err := s.store().Players(ctx, model.PlayerFilter{})
	if err != nil {
		return nil, err
	}
	type keyed struct {
		key string
		p   model.Player
	}
	var found []keyed
	for _, p := range all {
		if model.MatchPlayer(p, query) {
			found = append(found, keyed{playerKey(p), p})
		}
	}
	// Sorting by precomputed keys gives ComparePlayers' order without
	// recomputing collation keys in every comparison.
	slices.SortFunc(found, func(a, b keyed) int {
		if c := strings.Compare(a.key, b.key); c != 0 {
			return c
		}
		return model.ComparePlayers(a.p, b.p)
	})
	out := make([]model.Player, len(found))
	for i, k := range found {
		out[i] = k.p
	}
	return out, nil
}

// playerKey orders like the first three fields of ComparePlayers: the
// separator \x01 sorts below every collation weight.
func playerKey(p model.Player) string {
	return model.CollateKey(p.Surname) + "\x01" + model.CollateKey(p.Name) + "\x01" + model.CollateKey(p.Patronymic)
}
