package model

import (
	"context"

	"strings"
)

func trim(s string) string { return strings.Join(strings.Fields(s), " ") }

// CreateSettlement stores a new settlement; the name must be unique
// (case-insensitive).
func (s *Registry) CreateSettlement(ctx context.Context, st Settlement) (Settlement, error) {
	st.ID, st.Name = 0, trim(st.Name)
	err := s.inTx(ctx, func(tx *Registry) error {
		if err := tx.checkSettlement(ctx, st); err != nil {
			return err
		}
		return tx.store.CreateSettlement(ctx, &st)
	})
	return st, err
}

// UpdateSettlement renames a settlement.
func (s *Registry) UpdateSettlement(ctx context.Context, st Settlement) (Settlement, error) {
	st.Name = trim(st.Name)
	err := s.inTx(ctx, func(tx *Registry) error {
		if err := tx.checkSettlement(ctx, st); err != nil {
			return err
		}
		return tx.store.UpdateSettlement(ctx, st)
	})
	return st, err
}

func (s *Registry) checkSettlement(ctx context.Context, st Settlement) error {
	if err := validateName("CheckSettlement", Msg("settlement"), st.Name); err != nil {
		return err
	}
	all, err := s.store.Settlements(ctx)
	if err != nil {
		return err
	}
	return uniqueName("CheckSettlement", all, settlementKey, st.ID, st.Name, Msg("Settlement %q is already in the registry."))
}

// DeleteSettlement removes a settlement no club or coach refers to;
// otherwise it returns a Conflict saying how many do.
func (s *Registry) DeleteSettlement(ctx context.Context, id SettlementID) error {
	return s.inTx(ctx, func(tx *Registry) error {
		st, err := tx.store.Settlement(ctx, id)
		if err != nil {
			return err
		}
		clubs, coaches, err := tx.settlementUsers(ctx, id)
		if err != nil {
			return err
		}
		if clubs+coaches > 0 {
			return Errorf(Conflict, "DeleteSettlement", Msg("Settlement %q cannot be deleted: %s refer to it. Change their settlement first.", st.Name, counts(clubsPart(clubs), coachesPart(coaches))), nil)
		}
		return tx.store.DeleteSettlement(ctx, id)
	})
}

func (s *Registry) settlementUsers(ctx context.Context, id SettlementID) (clubs, coaches int, err error) {
	cl, err := s.store.Clubs(ctx)
	if err != nil {
		return 0, 0, err
	}
	for _, c := range cl {
		if c.SettlementID == id {
			clubs++
		}
	}
	co, err := s.store.Coaches(ctx)
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
func (s *Registry) Settlement(ctx context.Context, id SettlementID) (Settlement, error) {
	return s.store.Settlement(ctx, id)
}

// Settlements returns all settlements in Ukrainian alphabetical order.
func (s *Registry) Settlements(ctx context.Context) ([]Settlement, error) {
	all, err := s.store.Settlements(ctx)
	sortByName(all, settlementName)
	return all, err
}

// FindOrCreateSettlement returns the settlement named name (case-insensitive),
// creating it if there is none. An empty name returns the zero Settlement.
func (s *Registry) FindOrCreateSettlement(ctx context.Context, name string) (Settlement, error) {
	name = trim(name)
	if name == "" {
		return Settlement{}, nil
	}
	all, err := s.store.Settlements(ctx)
	if err != nil {
		return Settlement{}, err
	}
	for _, st := range all {
		if Fold(st.Name) == Fold(name) {
			return st, nil
		}
	}
	return s.CreateSettlement(ctx, Settlement{Name: name})
}

// SearchSettlements returns the settlements whose name contains every word
// of query (case-insensitive, apostrophes ignored), in Ukrainian order.
func (s *Registry) SearchSettlements(ctx context.Context, query string) ([]Settlement, error) {
	all, err := s.Settlements(ctx)
	if err != nil {
		return nil, err
	}
	return matchByName(all, query, settlementName), nil
}
