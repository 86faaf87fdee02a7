package registry

import (
	"context"

	"arbiter/model"
)

// CreateSettlement stores a new settlement; the name must be unique
// (case-insensitive).
func (s *Service) CreateSettlement(ctx context.Context, st model.Settlement) (model.Settlement, error) {
	st.ID, st.Name = 0, model.Trim(st.Name)
	err := s.inTx(ctx, func(tx *Service) error {
		if err := tx.checkSettlement(ctx, st); err != nil {
			return err
		}
		return tx.store().CreateSettlement(ctx, &st)
	})
	return st, err
}

// UpdateSettlement renames a settlement.
func (s *Service) UpdateSettlement(ctx context.Context, st model.Settlement) (model.Settlement, error) {
	st.Name = model.Trim(st.Name)
	err := s.inTx(ctx, func(tx *Service) error {
		if err := tx.checkSettlement(ctx, st); err != nil {
			return err
		}
		return tx.store().UpdateSettlement(ctx, st)
	})
	return st, err
}

func (s *Service) checkSettlement(ctx context.Context, st model.Settlement) error {
	if err := validateName("CheckSettlement", model.Msg("settlement"), st.Name); err != nil {
		return err
	}
	all, err := s.store().Settlements(ctx)
	if err != nil {
		return err
	}
	return uniqueName("CheckSettlement", all, settlementKey, st.ID, st.Name, model.Msg("Settlement %q is already in the registry."))
}

// DeleteSettlement removes a settlement no club or coach refers to;
// otherwise it returns a Conflict saying how many do.
func (s *Service) DeleteSettlement(ctx context.Context, id model.SettlementID) error {
	return s.inTx(ctx, func(tx *Service) error {
		st, err := tx.store().Settlement(ctx, id)
		if err != nil {
			return err
		}
		clubs, coaches, err := tx.settlementUsers(ctx, id)
		if err != nil {
			return err
		}
		if clubs+coaches > 0 {
			return model.Errorf(model.Conflict, "DeleteSettlement", model.Msg("Settlement %q cannot be deleted: %s refer to it. Change their settlement first.", st.Name, counts(clubsPart(clubs), coachesPart(coaches))), nil)
		}
		return tx.store().DeleteSettlement(ctx, id)
	})
}

func (s *Service) settlementUsers(ctx context.Context, id model.SettlementID) (clubs, coaches int, err error) {
	cl, err := s.store().Clubs(ctx)
	if err != nil {
		return 0, 0, err
	}
	for _, c := range cl {
		if c.SettlementID == id {
			clubs++
		}
	}
	co, err := s.store().Coaches(ctx)
	if err != nil {
		return 0, 0, err
	}
	for _, c := range co {
		if c.SettlementID == id {
			coaches++
		}
	}
	return clubs, coaches, nil
}

// Settlement returns one settlement or a NotFound *Error.
func (s *Service) Settlement(ctx context.Context, id model.SettlementID) (model.Settlement, error) {
	return s.store().Settlement(ctx, id)
}

// Settlements returns all settlements in Ukrainian alphabetical order.
func (s *Service) Settlements(ctx context.Context) ([]model.Settlement, error) {
	all, err := s.store().Settlements(ctx)
	sortByName(all, settlementName)
	return all, err
}

// FindOrCreateSettlement returns the settlement named name (case-insensitive),
// creating it if there is none. An empty name returns the zero Settlement.
func (s *Service) FindOrCreateSettlement(ctx context.Context, name string) (model.Settlement, error) {
	name = model.Trim(name)
	if name == "" {
		return model.Settlement{}, nil
	}
	all, err := s.store().Settlements(ctx)
	if err != nil {
		return model.Settlement{}, err
	}
	for _, st := range all {
		if model.Fold(st.Name) == model.Fold(name) {
			return st, nil
		}
	}
	return s.CreateSettlement(ctx, model.Settlement{Name: name})
}

// SearchSettlements returns the settlements whose name contains every word
// of query (case-insensitive, apostrophes ignored), in Ukrainian order.
func (s *Service) SearchSettlements(ctx context.Context, query string) ([]model.Settlement, error) {
	all, err := s.Settlements(ctx)
	if err != nil {
		return nil, err
	}
	return matchByName(all, query, settlementName), nil
}
