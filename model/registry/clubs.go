package registry

import (
	"context"

	"arbiter/model"
)

// CreateClub validates and stores a new club. The name must be unique
// (case-insensitive); the settlement, when set, must exist.
func (s *Service) CreateClub(ctx context.Context, c model.Club) (model.Club, error) {
	c.ID = 0
	err := s.inTx(ctx, func(tx *Service) error {
		if err := tx.checkClub(ctx, &c); err != nil {
			return err
		}
		return tx.store().CreateClub(ctx, &c)
	})
	return c, err
}

// UpdateClub validates and saves changes to a club.
func (s *Service) UpdateClub(ctx context.Context, c model.Club) (model.Club, error) {
	err := s.inTx(ctx, func(tx *Service) error {
		if _, err := tx.store().Club(ctx, c.ID); err != nil {
			return err
		}
		if err := tx.checkClub(ctx, &c); err != nil {
			return err
		}
		return tx.store().UpdateClub(ctx, c)
	})
	return c, err
}

func (s *Service) checkClub(ctx context.Context, c *model.Club) error {
	const op = "CheckClub"
	c.Name, c.Address, c.Contacts = model.Trim(c.Name), model.Trim(c.Address), model.Trim(c.Contacts)
	if err := validateName(op, model.Msg("club"), c.Name); err != nil {
		return err
	}
	if err := normalizeCountry(op, &c.Country); err != nil { // club_country.go
		return err
	}
	if err := s.checkSettlementRef(ctx, c.SettlementID); err != nil {
		return err
	}
	all, err := s.store().Clubs(ctx)
	if err != nil {
		return err
	}
	return uniqueName(op, all, clubKey, c.ID, c.Name, model.Msg("Club %q is already in the registry."))
}

// DeleteClub removes a club that no player or coach refers to; otherwise it
// returns a Conflict that says how many players and coaches still do.
func (s *Service) DeleteClub(ctx context.Context, id model.ClubID) error {
	return s.inTx(ctx, func(tx *Service) error {
		c, err := tx.store().Club(ctx, id)
		if err != nil {
			return err
		}
		players, err := tx.store().Players(ctx, model.PlayerFilter{ClubID: id})
		if err != nil {
			return err
		}
		coaches, err := tx.coachesOfClub(ctx, id)
		if err != nil {
			return err
		}
		if n, m := len(players), coaches; n+m > 0 {
			return model.Errorf(model.Conflict, "DeleteClub", model.Msg("Club %q cannot be deleted: %s belong to it. Change their club first.", c.Name, counts(playersPart(n), coachesPart(m))), nil)
		}
		return tx.store().DeleteClub(ctx, id)
	})
}

func (s *Service) coachesOfClub(ctx context.Context, id model.ClubID) (int, error) {
	all, err := s.store().Coaches(ctx)
	n := 0
	for _, c := range all {
		if c.ClubID == id {
			n++
		}
	}
	return n, err
}

// Club returns one club or a NotFound *Error.
func (s *Service) Club(ctx context.Context, id model.ClubID) (model.Club, error) {
	return s.store().Club(ctx, id)
}

// Clubs returns all clubs in Ukrainian alphabetical order.
func (s *Service) Clubs(ctx context.Context) ([]model.Club, error) {
	all, err := s.store().Clubs(ctx)
	sortByName(all, clubName)
	return all, err
}

// SearchClubs returns the clubs whose name contains every word of query
// (case-insensitive, apostrophes ignored), in Ukrainian alphabetical order.
func (s *Service) SearchClubs(ctx context.Context, query string) ([]model.Club, error) {
	all, err := s.Clubs(ctx)
	if err != nil {
		return nil, err
	}
	return matchByName(all, query, clubName), nil
}
