package registry

import (
	"context"

	"arbiter/model"
)

// CreateCoach validates and stores a new coach. The name must be unique
// (case-insensitive); settlement and main club, when set, must exist.
func (s *Service) CreateCoach(ctx context.Context, c model.Coach) (model.Coach, error) {
	c.ID = 0
	err := s.inTx(ctx, func(tx *Service) error {
		if err := tx.checkCoach(ctx, &c); err != nil {
			return err
		}
		return tx.store().CreateCoach(ctx, &c)
	})
	return c, err
}

// UpdateCoach validates and saves changes to a coach.
func (s *Service) UpdateCoach(ctx context.Context, c model.Coach) (model.Coach, error) {
	err := s.inTx(ctx, func(tx *Service) error {
		if _, err := tx.store().Coach(ctx, c.ID); err != nil {
			return err
		}
		if err := tx.checkCoach(ctx, &c); err != nil {
			return err
		}
		return tx.store().UpdateCoach(ctx, c)
	})
	return c, err
}

func (s *Service) checkCoach(ctx context.Context, c *model.Coach) error {
	const op = "CheckCoach"
	c.Name, c.Contacts = model.Trim(c.Name), model.Trim(c.Contacts)
	if c.Name == "" {
		return invalid(op, model.Msg("Enter the coach's name."))
	}
	if err := validateName(op, model.Msg("coach"), c.Name); err != nil {
		return err
	}
	if err := normalizeCountry(op, &c.Country); err != nil { // club_country.go
		return err
	}
	if err := s.checkSettlementRef(ctx, c.SettlementID); err != nil {
		return err
	}
	if c.ClubID != 0 {
		if _, err := s.store().Club(ctx, c.ClubID); err != nil {
			return model.MissingRef(err, model.Msg("The chosen club is not in the registry."))
		}
	}
	all, err := s.store().Coaches(ctx)
	if err != nil {
		return err
	}
	return uniqueName(op, all, coachKey, c.ID, c.Name, model.Msg("Coach %q is already in the registry."))
}

// DeleteCoach removes a coach no player refers to; otherwise it returns a
// Conflict that says how many players still name this coach.
func (s *Service) DeleteCoach(ctx context.Context, id model.CoachID) error {
	return s.inTx(ctx, func(tx *Service) error {
		c, err := tx.store().Coach(ctx, id)
		if err != nil {
			return err
		}
		players, err := tx.store().Players(ctx, model.PlayerFilter{CoachID: id})
		if err != nil {
			return err
		}
		if n := len(players); n > 0 {
			return model.Errorf(model.Conflict, "DeleteCoach", model.Msg("Coach %q cannot be deleted: %s still have this coach. Change their coach first.", c.Name, counts(playersPart(n))), nil)
		}
		return tx.store().DeleteCoach(ctx, id)
	})
}

// Coach returns one coach or a NotFound *Error.
func (s *Service) Coach(ctx context.Context, id model.CoachID) (model.Coach, error) {
	return s.store().Coach(ctx, id)
}

// Coaches returns all coaches in Ukrainian alphabetical order.
func (s *Service) Coaches(ctx context.Context) ([]model.Coach, error) {
	all, err := s.store().Coaches(ctx)
	sortByName(all, coachName)
	return all, err
}

// SearchCoaches returns the coaches whose name contains every word of query
// (case-insensitive, apostrophes ignored), in Ukrainian alphabetical order.
func (s *Service) SearchCoaches(ctx context.Context, query string) ([]model.Coach, error) {
	all, err := s.Coaches(ctx)
	if err != nil {
		return nil, err
	}
	return matchByName(all, query, coachName), nil
}
