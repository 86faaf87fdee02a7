package modeltest

import (
	"context"

	"arbiter/model"
)

func (s *Store) checkPlayer(p model.Player, op string) error {
	if !s.clubOK(p.ClubID) || !s.coachOK(p.CoachID) {
		return badRef(op)
	}
	if p.FIDEID == 0 {
		return nil
	}
	for _, o := range s.cur().players {
		if o.FIDEID == p.FIDEID && o.ID != p.ID {
			return conflict(op, "Цей FIDE ID уже має інший гравець у реєстрі.", "Another player already has this FIDE ID.")
		}
	}
	return nil
}

// CreatePlayer implements model.RegistryStore.
func (s *Store) CreatePlayer(_ context.Context, p *model.Player) error {
	defer s.lock()()
	if err := s.checkPlayer(*p, "CreatePlayer"); err != nil {
		return err
	}
	p.ID = model.PlayerID(s.newID())
	s.cur().players[p.ID] = *p
	return nil
}

// UpdatePlayer implements model.RegistryStore.
func (s *Store) UpdatePlayer(_ context.Context, p model.Player) error {
	defer s.lock()()
	if _, ok := s.cur().players[p.ID]; !ok {
		return notFound("UpdatePlayer", "Гравець")
	}
	if err := s.checkPlayer(p, "UpdatePlayer"); err != nil {
		return err
	}
	s.cur().players[p.ID] = p
	return nil
}

// DeletePlayer implements model.RegistryStore.
func (s *Store) DeletePlayer(_ context.Context, id model.PlayerID) error {
	defer s.lock()()
	if _, ok := s.cur().players[id]; !ok {
		return notFound("DeletePlayer", "Гравець")
	}
	delete(s.cur().players, id)
	return nil
}

// Player implements model.RegistryStore.
func (s *Store) Player(_ context.Context, id model.PlayerID) (model.Player, error) {
	defer s.lock()()
	p, ok := s.cur().players[id]
	if !ok {
		return p, notFound("Player", "Гравець")
	}
	return p, nil
}

// Players implements model.RegistryStore.
func (s *Store) Players(_ context.Context, f model.PlayerFilter) ([]model.Player, error) {
	defer s.lock()()
	var out []model.Player
	for _, p := range sortedValues(s.cur().players) {
		if (f.ClubID == 0 || p.ClubID == f.ClubID) && (f.CoachID == 0 || p.CoachID == f.CoachID) &&
			(f.BirthDate.IsZero() || p.BirthDate == f.BirthDate) && (f.FIDEID == 0 || p.FIDEID == f.FIDEID) {
			out = append(out, p)
		}
	}
	return out, nil
}
