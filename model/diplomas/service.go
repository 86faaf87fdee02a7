package diplomas

import (
	"context"

	"arbiter/model"
)

// Store keeps the templates; storage.DiplomaStore implements it. Template
// returns a model.Error of kind NotFound when owner has none.
type Store interface {
	// DiplomaTx runs fn in one transaction.
	DiplomaTx(ctx context.Context, fn func(Tx) error) error
}

// Tx is the store inside one transaction.
type Tx interface {
	Template(ctx context.Context, owner Owner) (Template, error)
	SaveTemplate(ctx context.Context, owner Owner, t Template) error
	DeleteTemplate(ctx context.Context, owner Owner) error
}

// Service reads and keeps diploma templates.
type Service struct{ st Store }

// New returns the service on st.
func New(st Store) *Service { return &Service{st: st} }

// Own is owner's own template, if it has one (ok false: it has none).
func (s *Service) Own(ctx context.Context, owner Owner) (t Template, ok bool, err error) {
	if !owner.valid() {
		return t, false, bad("diplomas.Own", model.Msg("A template belongs to a season or a tournament."))
	}
	err = s.st.DiplomaTx(ctx, func(tx Tx) error {
		t, err = tx.Template(ctx, owner)
		return err
	})
	if model.KindOf(err) == model.NotFound {
		return Template{}, false, nil
	}
	return t, err == nil, err
}

// ForTournament is the template tournament t prints with: its own, else
// its season's, else Academy2010; src says which.
func (s *Service) ForTournament(ctx context.Context, t model.Tournament) (Template, Source, error) {
	if tpl, ok, err := s.Own(ctx, TournamentOwner(t.ID)); err != nil || ok {
		return tpl, FromTournament, err
	}
	if t.SeasonID > 0 {
		return s.ForSeason(ctx, t.SeasonID)
	}
	return Academy2010(), FromDefault, nil
}

// ForSeason is the template a season's diplomas print with: its own, else
// Academy2010.
func (s *Service) ForSeason(ctx context.Context, id model.SeasonID) (Template, Source, error) {
	if tpl, ok, err := s.Own(ctx, SeasonOwner(id)); err != nil || ok {
		return tpl, FromSeason, err
	}
	return Academy2010(), FromDefault, nil
}

// Save keeps t as owner's template, after checking it whole; a template
// with a fault is refused with the reason and nothing is changed.
func (s *Service) Save(ctx context.Context, owner Owner, t Template) error {
	if !owner.valid() {
		return bad("diplomas.Save", model.Msg("A template belongs to a season or a tournament."))
	}
	t = t.clean()
	if err := t.Check(); err != nil {
		return err
	}
	return s.st.DiplomaTx(ctx, func(tx Tx) error { return tx.SaveTemplate(ctx, owner, t) })
}

// Reset removes owner's own template: its diplomas print with the season's
// or the default again. Resetting an owner without one changes nothing.
func (s *Service) Reset(ctx context.Context, owner Owner) error {
	if !owner.valid() {
		return bad("diplomas.Reset", model.Msg("A template belongs to a season or a tournament."))
	}
	return s.st.DiplomaTx(ctx, func(tx Tx) error { return tx.DeleteTemplate(ctx, owner) })
}
