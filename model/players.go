package model

import (
	"context"
	"errors"
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

// Players saves players by the registry's rules (docs/product.md
// workflow 2): ValidatePlayer, the club and coach exist, the FIDE ID is
// nobody else's, and no likely duplicate unless confirmed. model/registry's
// Service and the registration desk's new player (Tournaments.Register)
// both save through it, so a player is checked the same wherever he is
// entered.
type Players struct{ core }

func (c core) players() *Players { return &Players{c} }

// inTx runs fn with a Players bound to one transaction.
func (s *Players) inTx(ctx context.Context, fn func(tx *Players) error) error {
	return s.tx(ctx, func(c core) error { return fn(c.players()) })
}

// Create validates p, checks references and duplicates, and stores it.
// It returns the stored player (normalised, with its new ID). Errors:
// Invalid (bad field or missing club/coach), Conflict wrapping
// ErrPossibleDuplicate (same surname, name, birth date; retry with
// AllowDuplicate), Conflict (FIDE ID already used).
func (s *Players) Create(ctx context.Context, p Player, opt SaveOptions) (Player, error) {
	p.ID = 0
	err := s.inTx(ctx, func(tx *Players) error {
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

// Update validates and saves changes to an existing player (same rules
// and errors as Create, plus NotFound).
func (s *Players) Update(ctx context.Context, p Player, opt SaveOptions) (Player, error) {
	err := s.inTx(ctx, func(tx *Players) error {
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

// checkPlayer normalises and validates p, checks that its club and coach
// exist and that it is not a likely duplicate.
func (s *Players) checkPlayer(ctx context.Context, p *Player, opt SaveOptions) error {
	NormalizePlayer(p)
	on := s.today()
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
			return MissingRef(err, Msg("The chosen club is not in the registry."))
		}
	}
	if p.CoachID != 0 {
		if _, err := s.store.Coach(ctx, p.CoachID); err != nil {
			return MissingRef(err, Msg("The chosen coach is not in the registry."))
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
func (s *Players) checkFIDEID(ctx context.Context, p Player) error {
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

// MissingRef turns the NotFound of a record that another refers to (the
// club of a player, the settlement of a club) into an Invalid saying msg;
// other errors pass unchanged.
func MissingRef(err error, msg Text) error {
	if IsKind(err, NotFound) {
		return Errorf(Invalid, "checkPlayer", msg, err)
	}
	return err
}

func (s *Players) checkDuplicate(ctx context.Context, p Player) error {
	same, err := s.store.Players(ctx, PlayerFilter{BirthDate: p.BirthDate})
	if err != nil {
		return err
	}
	for _, q := range same {
		if q.ID != p.ID && Fold(q.Surname) == Fold(p.Surname) && Fold(q.Name) == Fold(p.Name) {
			return PossibleDuplicate(q)
		}
	}
	return nil
}

// PossibleDuplicate is the Conflict, wrapping ErrPossibleDuplicate, that
// says the registry already has q.
func PossibleDuplicate(q Player) error {
	return Errorf(Conflict, "checkDuplicate", Msg("The registry already has %s, born %s (no. %d). If this is a different person, confirm saving.", q.FullName(), q.BirthDate.Display(), q.ID), ErrPossibleDuplicate)
}
