package model

import (
	"context"
	"strings"
)

// Personal is the service of the personal data and the entry rules.
type Personal struct{ c core }

// Personal returns the personal-data service of the App.
func (a *App) Personal() *Personal { return &Personal{a.core} }

// Data returns the personal data of a player (all empty when none kept).
func (s *Personal) Data(ctx context.Context, id PlayerID) (PersonalData, error) {
	if _, err := s.c.store.Player(ctx, id); err != nil {
		return PersonalData{}, err
	}
	return s.c.store.PersonalData(ctx, id)
}

// Save stores the personal data of d.Player in one transaction.
func (s *Personal) Save(ctx context.Context, d PersonalData) (PersonalData, error) {
	const op = "SavePersonalData"
	if err := checkPersonal(op, &d); err != nil {
		return d, err
	}
	return d, s.c.store.Tx(ctx, func(st Store) error {
		if _, err := st.Player(ctx, d.Player); err != nil {
			return err
		}
		return st.SavePersonalData(ctx, d)
	})
}

// EntryRules returns the entry rules of a tournament.
func (s *Personal) EntryRules(ctx context.Context, id TournamentID) (EntryRules, error) {
	if _, err := s.c.store.Tournament(ctx, id); err != nil {
		return EntryRules{}, err
	}
	return s.c.store.EntryRules(ctx, id)
}

// SetEntryRules stores the entry rules of r.Tournament in one transaction.
func (s *Personal) SetEntryRules(ctx context.Context, r EntryRules) error {
	const op = "SetEntryRules"
	req, err := ParseRequired(strings.Join(r.Required, ","))
	if err != nil {
		return err
	}
	r.Required = req
	r.Residence = strings.Join(strings.Fields(r.Residence), " ")
	r.District = strings.Join(strings.Fields(r.District), " ")
	if r.District != "" && r.Residence == "" {
		return invalid(op, Msg("A district is required only with a place of residence: set the residence too."))
	}
	return s.c.store.Tx(ctx, func(st Store) error {
		if _, err := st.Tournament(ctx, r.Tournament); err != nil {
			return err
		}
		return st.SaveEntryRules(ctx, r)
	})
}
