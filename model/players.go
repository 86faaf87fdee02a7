package model

import (
	"context"
	"errors"
	"slices"
	"strings"
)

// ErrPossibleDuplicate is wrapped by the Conflict *Error that CreatePlayer and
// UpdatePlayer return when another player has the same surname, name and
// birth date. The GUI asks "add anyway?" and repeats the call with
// SaveOptions{AllowDuplicate: true}. Test with errors.Is.
var ErrPossibleDuplicate = errors.New("possible duplicate player")

// SaveOptions are the confirmations a caller can give when saving a player.
type SaveOptions struct {
	// AllowDuplicate saves the player even if another one has the same
	// surname, name and birth date (the director confirmed they differ).
	AllowDuplicate bool
	// AgeOn is the day the age check (MinAge–MaxAge) is measured on; zero
	// is today. A player entered for a tournament of a past season is
	// measured on its first day (a 95-year-old in 2010 was 95 then, whatever his age today).
	AgeOn Date
	// keepAge: the birth date is unchanged, so the age is not checked again
	// (the player may be older than MaxAge by now).
	keepAge bool
}

// CreatePlayer validates p, checks references and duplicates, and stores it.
// It returns the stored player (normalised, with its new ID). Errors:
// Invalid (bad field or missing club/coach), Conflict wrapping
// ErrPossibleDuplicate (same surname, name, birth date; retry with
// AllowDuplicate), Conflict (FIDE ID already used).
func (s *Registry) CreatePlayer(ctx context.Context, p Player, opt SaveOptions) (Player, error) {
	p.ID = 0
	err := s.inTx(ctx, func(tx *Registry) error {
		if err := tx.checkPlayer(ctx, &p, opt); err != nil {
			return err
		}
		return tx.store.CreatePlayer(ctx, &p)
	})
	if err != nil {
		return Player{}, err
	}
	return p, nil
}

// UpdatePlayer validates and saves changes to an existing player (same rules
// and errors as CreatePlayer, plus NotFound).
func (s *Registry) UpdatePlayer(ctx context.Context, p Player, opt SaveOptions) (Player, error) {
	err := s.inTx(ctx, func(tx *Registry) error {
		old, err := tx.store.Player(ctx, p.ID)
		if err != nil {
			return err
		}
		opt.keepAge = old.BirthDate == p.BirthDate
		if err := tx.checkPlayer(ctx, &p, opt); err != nil {
			return err
		}
		return tx.store.UpdatePlayer(ctx, p)
	})
	if err != nil {
		return Player{}, err
	}
	return p, nil
}

// DeletePlayer removes a player. It is refused (Conflict) when tournament
// data still refers to the player.
func (s *Registry) DeletePlayer(ctx context.Context, id PlayerID) error {
	return s.store.DeletePlayer(ctx, id)
}

// Player returns one player or a NotFound *Error.
func (s *Registry) Player(ctx context.Context, id PlayerID) (Player, error) {
	return s.store.Player(ctx, id)
}

// SearchPlayers returns the players matching query (see MatchPlayer: every
// word in surname, name or Latin name, case-insensitive, apostrophes
// ignored) in Ukrainian alphabetical order. "" returns everyone.
func (s *Registry) SearchPlayers(ctx context.Context, query string) ([]Player, error) {
	all, err := s.store.Players(ctx, PlayerFilter{})
	if err != nil {
		return nil, err
	}
	type keyed struct {
		key string
		p   Player
	}
	var found []keyed
	for _, p := range all {
		if MatchPlayer(p, query) {
			found = append(found, keyed{playerKey(p), p})
		}
	}
	// Sorting by precomputed keys gives ComparePlayers' order without
	// recomputing collation keys in every comparison.
	slices.SortFunc(found, func(a, b keyed) int {
		if c := strings.Compare(a.key, b.key); c != 0 {
			return c
		}
		return ComparePlayers(a.p, b.p)
	})
	out := make([]Player, len(found))
	for i, k := range found {
		out[i] = k.p
	}
	return out, nil
}

// playerKey orders like the first three fields of ComparePlayers: the
// separator \x01 sorts below every collation weight.
func playerKey(p Player) string {
	return CollateKey(p.Surname) + "\x01" + CollateKey(p.Name) + "\x01" + CollateKey(p.Patronymic)
}

// checkPlayer normalises and validates p, checks that its club and coach
// exist and that it is not a likely duplicate.
func (s *Registry) checkPlayer(ctx context.Context, p *Player, opt SaveOptions) error {
	normalizePlayer(p)
	on := s.Today()
	if opt.AgeOn.Valid() {
		on = opt.AgeOn
	}
	if opt.keepAge && p.BirthDate.Valid() {
		on = p.BirthDate
		on.Year += MinAge // any day on which the age is in range: it was checked when the date was entered
	}
	if err := ValidatePlayer(*p, on); err != nil {
		return err
	}
	if p.ClubID != 0 {
		if _, err := s.store.Club(ctx, p.ClubID); err != nil {
			return missingRef(err, Msg("The chosen club is not in the registry."))
		}
	}
	if p.CoachID != 0 {
		if _, err := s.store.Coach(ctx, p.CoachID); err != nil {
			return missingRef(err, Msg("The chosen coach is not in the registry."))
		}
	}
	if err := s.checkFIDEID(ctx, *p); err != nil {
		return err
	}
	if opt.AllowDuplicate {
		return nil
	}
	return s.checkDuplicate(ctx, *p)
}

// checkFIDEID names the player who already has p's FIDE ID (the store's
// uniqueness constraint remains the final guard).
func (s *Registry) checkFIDEID(ctx context.Context, p Player) error {
	if p.FIDEID == 0 {
		return nil
	}
	same, err := s.store.Players(ctx, PlayerFilter{FIDEID: p.FIDEID})
	if err != nil {
		return err
	}
	for _, q := range same {
		if q.ID != p.ID {
			return Errorf(Conflict, "checkFIDEID", Msg("FIDE ID %d already belongs to %s (no. %d). Check the number: each player has their own.", p.FIDEID, q.FullName(), q.ID), nil)
		}
	}
	return nil
}

func missingRef(err error, msg Text) error {
	if IsKind(err, NotFound) {
		return Errorf(Invalid, "checkPlayer", msg, err)
	}
	return err
}

func (s *Registry) checkDuplicate(ctx context.Context, p Player) error {
	same, err := s.store.Players(ctx, PlayerFilter{BirthDate: p.BirthDate})
	if err != nil {
		return err
	}
	for _, q := range same {
		if q.ID != p.ID && Fold(q.Surname) == Fold(p.Surname) && Fold(q.Name) == Fold(p.Name) {
			return duplicateErr(q)
		}
	}
	return nil
}

// duplicateErr says the registry already has q.
func duplicateErr(q Player) error {
	return Errorf(Conflict, "checkDuplicate", Msg("The registry already has %s, born %s (no. %d). If this is a different person, confirm saving.", q.FullName(), q.BirthDate.Display(), q.ID), ErrPossibleDuplicate)
}
