package seasons

import (
	"context"

	"arbiter/engine/season"
	"arbiter/model"
)

// View is a computed season: the engine's tables plus the registry
// records they refer to, so a screen or printout can name everyone.
type View struct {
	Season      model.Season
	Tournaments []model.Tournament
	Tables      *season.Tables
	Players     map[model.PlayerID]model.Player
	Clubs       map[model.ClubID]model.Club
	Coaches     map[model.CoachID]model.Coach
	lang        model.Lang // of the view's text
}

func (s *Service) loadRegistry(ctx context.Context, v *View) error {
	players, err := s.store().Players(ctx, model.PlayerFilter{})
	if err != nil {
		return err
	}
	clubs, err := s.store().Clubs(ctx)
	if err != nil {
		return err
	}
	coaches, err := s.store().Coaches(ctx)
	if err != nil {
		return err
	}
	v.Players, v.Clubs, v.Coaches = map[model.PlayerID]model.Player{}, map[model.ClubID]model.Club{}, map[model.CoachID]model.Coach{}
	for _, p := range players {
		v.Players[p.ID] = p
	}
	for _, c := range clubs {
		v.Clubs[c.ID] = c
	}
	for _, c := range coaches {
		v.Coaches[c.ID] = c
	}
	return nil
}
