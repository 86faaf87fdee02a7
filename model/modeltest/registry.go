package modeltest

import (
	"context"
	"slices"

	"arbiter/model"
)

func sortedValues[K ~int64, V any](m map[K]V) []V {
	keys := make([]K, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	out := make([]V, 0, len(keys))
	for _, k := range keys {
		out = append(out, m[k])
	}
	return out
}

func (s *Store) settlementOK(id model.SettlementID) bool {
	_, ok := s.cur().settlements[id]
	return id == 0 || ok
}

func (s *Store) clubOK(id model.ClubID) bool {
	_, ok := s.cur().clubs[id]
	return id == 0 || ok
}

func (s *Store) coachOK(id model.CoachID) bool {
	_, ok := s.cur().coaches[id]
	return id == 0 || ok
}

// CreateSettlement implements model.RegistryStore.
func (s *Store) CreateSettlement(_ context.Context, st *model.Settlement) error {
	defer s.lock()()
	for _, o := range s.cur().settlements {
		if o.Name == st.Name {
			return conflict("CreateSettlement", "Населений пункт з такою назвою вже є.", "Duplicate settlement name.")
		}
	}
	st.ID = model.SettlementID(s.newID())
	s.cur().settlements[st.ID] = *st
	return nil
}

// UpdateSettlement implements model.RegistryStore.
func (s *Store) UpdateSettlement(_ context.Context, st model.Settlement) error {
	defer s.lock()()
	if _, ok := s.cur().settlements[st.ID]; !ok {
		return notFound("UpdateSettlement", "Населений пункт")
	}
	for _, o := range s.cur().settlements {
		if o.Name == st.Name && o.ID != st.ID {
			return conflict("UpdateSettlement", "Населений пункт з такою назвою вже є.", "Duplicate settlement name.")
		}
	}
	s.cur().settlements[st.ID] = st
	return nil
}

// DeleteSettlement implements model.RegistryStore.
func (s *Store) DeleteSettlement(_ context.Context, id model.SettlementID) error {
	defer s.lock()()
	d := s.cur()
	if _, ok := d.settlements[id]; !ok {
		return notFound("DeleteSettlement", "Населений пункт")
	}
	for _, c := range d.clubs {
		if c.SettlementID == id {
			return referenced("DeleteSettlement")
		}
	}
	for _, c := range d.coaches {
		if c.SettlementID == id {
			return referenced("DeleteSettlement")
		}
	}
	delete(d.settlements, id)
	return nil
}

// Settlement implements model.RegistryStore.
func (s *Store) Settlement(_ context.Context, id model.SettlementID) (model.Settlement, error) {
	defer s.lock()()
	st, ok := s.cur().settlements[id]
	if !ok {
		return st, notFound("Settlement", "Населений пункт")
	}
	return st, nil
}

// Settlements implements model.RegistryStore.
func (s *Store) Settlements(context.Context) ([]model.Settlement, error) {
	defer s.lock()()
	return sortedValues(s.cur().settlements), nil
}

// CreateClub implements model.RegistryStore.
func (s *Store) CreateClub(_ context.Context, c *model.Club) error {
	defer s.lock()()
	if err := s.checkClub(*c, "CreateClub"); err != nil {
		return err
	}
	c.ID = model.ClubID(s.newID())
	s.cur().clubs[c.ID] = *c
	return nil
}

func (s *Store) checkClub(c model.Club, op string) error {
	if !s.settlementOK(c.SettlementID) {
		return badRef(op)
	}
	for _, o := range s.cur().clubs {
		if o.Name == c.Name && o.ID != c.ID {
			return conflict(op, "Клуб з такою назвою вже є.", "Duplicate club name.")
		}
	}
	return nil
}

// UpdateClub implements model.RegistryStore.
func (s *Store) UpdateClub(_ context.Context, c model.Club) error {
	defer s.lock()()
	if _, ok := s.cur().clubs[c.ID]; !ok {
		return notFound("UpdateClub", "Клуб")
	}
	if err := s.checkClub(c, "UpdateClub"); err != nil {
		return err
	}
	s.cur().clubs[c.ID] = c
	return nil
}

// DeleteClub implements model.RegistryStore.
func (s *Store) DeleteClub(_ context.Context, id model.ClubID) error {
	defer s.lock()()
	d := s.cur()
	if _, ok := d.clubs[id]; !ok {
		return notFound("DeleteClub", "Клуб")
	}
	for _, c := range d.coaches {
		if c.ClubID == id {
			return referenced("DeleteClub")
		}
	}
	for _, p := range d.players {
		if p.ClubID == id {
			return referenced("DeleteClub")
		}
	}
	delete(d.clubs, id)
	return nil
}

// Club implements model.RegistryStore.
func (s *Store) Club(_ context.Context, id model.ClubID) (model.Club, error) {
	defer s.lock()()
	c, ok := s.cur().clubs[id]
	if !ok {
		return c, notFound("Club", "Клуб")
	}
	return c, nil
}

// Clubs implements model.RegistryStore.
func (s *Store) Clubs(context.Context) ([]model.Club, error) {
	defer s.lock()()
	return sortedValues(s.cur().clubs), nil
}

// CreateCoach implements model.RegistryStore.
func (s *Store) CreateCoach(_ context.Context, c *model.Coach) error {
	defer s.lock()()
	if err := s.checkCoach(*c, "CreateCoach"); err != nil {
		return err
	}
	c.ID = model.CoachID(s.newID())
	s.cur().coaches[c.ID] = *c
	return nil
}

func (s *Store) checkCoach(c model.Coach, op string) error {
	if !s.settlementOK(c.SettlementID) || !s.clubOK(c.ClubID) {
		return badRef(op)
	}
	for _, o := range s.cur().coaches {
		if o.Name == c.Name && o.ID != c.ID {
			return conflict(op, "Тренер з таким ім'ям уже є.", "Duplicate coach name.")
		}
	}
	return nil
}

// UpdateCoach implements model.RegistryStore.
func (s *Store) UpdateCoach(_ context.Context, c model.Coach) error {
	defer s.lock()()
	if _, ok := s.cur().coaches[c.ID]; !ok {
		return notFound("UpdateCoach", "Тренер")
	}
	if err := s.checkCoach(c, "UpdateCoach"); err != nil {
		return err
	}
	s.cur().coaches[c.ID] = c
	return nil
}

// DeleteCoach implements model.RegistryStore.
func (s *Store) DeleteCoach(_ context.Context, id model.CoachID) error {
	defer s.lock()()
	d := s.cur()
	if _, ok := d.coaches[id]; !ok {
		return notFound("DeleteCoach", "Тренер")
	}
	for _, p := range d.players {
		if p.CoachID == id {
			return referenced("DeleteCoach")
		}
	}
	delete(d.coaches, id)
	return nil
}

// Coach implements model.RegistryStore.
func (s *Store) Coach(_ context.Context, id model.CoachID) (model.Coach, error) {
	defer s.lock()()
	c, ok := s.cur().coaches[id]
	if !ok {
		return c, notFound("Coach", "Тренер")
	}
	return c, nil
}

// Coaches implements model.RegistryStore.
func (s *Store) Coaches(context.Context) ([]model.Coach, error) {
	defer s.lock()()
	return sortedValues(s.cur().coaches), nil
}
