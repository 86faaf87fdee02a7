package seasons

import (
	"context"

	"arbiter/engine/season"
	"arbiter/model"
)

// DeclarationConflict is a player who declared different clubs or coaches
// during the season, with the director's choice.
type DeclarationConflict struct {
	Player  model.Player
	Clubs   []model.Club  // the distinct declared clubs in calendar order; more than one on a club conflict
	Coaches []model.Coach // likewise
	Main    model.MainDeclaration
}

// SeasonConflicts lists the players of the season of year who declared
// different clubs or coaches, with the main ones the director chose (the
// list is built from the declarations themselves, so a resolved conflict
// stays listed with its choice).
func (s *Service) SeasonConflicts(ctx context.Context, year int) ([]DeclarationConflict, error) {
	v := &View{lang: s.app.Lang()}
	var out []DeclarationConflict
	err := s.inTx(ctx, func(tx *Service) error {
		var err error
		if v.Season, err = tx.SeasonByYear(ctx, year); err != nil {
			return err
		}
		conflicts, err := tx.rawConflicts(ctx, v)
		if err != nil {
			return err
		}
		main, err := tx.mainDeclarations(ctx, v.Season.ID)
		if err != nil {
			return err
		}
		out = nil
		for _, c := range conflicts {
			dc := DeclarationConflict{Player: v.Players[model.PlayerID(c.Player)], Main: main[model.PlayerID(c.Player)]}
			for _, id := range c.Clubs {
				dc.Clubs = append(dc.Clubs, v.Clubs[model.ClubID(id)])
			}
			for _, id := range c.Coaches {
				dc.Coaches = append(dc.Coaches, v.Coaches[model.CoachID(id)])
			}
			out = append(out, dc)
		}
		return nil
	})
	return out, err
}

// rawConflicts computes the declaration conflicts from the stored
// registrations, before any main choice is applied.
func (s *Service) rawConflicts(ctx context.Context, v *View) ([]season.Conflict, error) {
	var err error
	if v.Tournaments, err = s.store().Tournaments(ctx, v.Season.ID); err != nil {
		return nil, err
	}
	entries, err := s.store().SeasonEntries(ctx, v.Season.ID)
	if err != nil {
		return nil, err
	}
	if err := s.loadRegistry(ctx, v); err != nil {
		return nil, err
	}
	var tours []season.Tournament
	for _, t := range v.Tournaments {
		tours = append(tours, season.Tournament{ID: int64(t.ID), Date: t.StartDate.Time()})
	}
	var rs []season.Result
	for _, e := range entries {
		rs = append(rs, season.Result{Tournament: int64(e.TournamentID), Player: int64(e.PlayerID),
			Club: int64(e.ClubID), Coach: int64(e.CoachID)})
	}
	_, conflicts := season.Declarations(tours, rs)
	return conflicts, nil
}

func (s *Service) mainDeclarations(ctx context.Context, id model.SeasonID) (map[model.PlayerID]model.MainDeclaration, error) {
	out := map[model.PlayerID]model.MainDeclaration{}
	list, err := s.store().MainDeclarations(ctx, id)
	for _, d := range list {
		out[d.PlayerID] = d
	}
	return out, err
}

// SetMainDeclaration stores the main club and coach of a player who
// declared different ones in the season of year; the tables count the
// player for them from then on. The choice must be among the player's own
// declarations of the season (Invalid otherwise); zero sides return to the
// last declaration. No registration is changed.
func (s *Service) SetMainDeclaration(ctx context.Context, year int, d model.MainDeclaration) error {
	const op = "SetMainDeclaration"
	return s.inTx(ctx, func(tx *Service) error {
		conflicts, err := tx.SeasonConflicts(ctx, year)
		if err != nil {
			return err
		}
		for _, c := range conflicts {
			if c.Player.ID == d.PlayerID {
				if err := checkChoice(c, d); err != nil {
					return err
				}
				se, _ := tx.SeasonByYear(ctx, year)
				return tx.store().SetMainDeclaration(ctx, se.ID, d)
			}
		}
		return invalid(op, model.Msg("Player no. %d declared no different clubs or coaches in season %d.", d.PlayerID, year))
	})
}

func checkChoice(c DeclarationConflict, d model.MainDeclaration) error {
	okClub, okCoach := d.ClubID == 0, d.CoachID == 0
	for _, cl := range c.Clubs {
		okClub = okClub || cl.ID == d.ClubID
	}
	for _, co := range c.Coaches {
		okCoach = okCoach || co.ID == d.CoachID
	}
	if !okClub || !okCoach {
		return invalid("SetMainDeclaration", model.Msg("%s did not declare this club or coach in the season; choose one of the player's declarations.", c.Player.ShortName()))
	}
	return nil
}

// applyMainDeclarations rewrites, in the engine's input only, the club and
// coach of every result of a player with a main choice, so the choice is
// the player's one declaration of the season.
func (s *Service) applyMainDeclarations(ctx context.Context, id model.SeasonID, rs []season.Result) error {
	main, err := s.mainDeclarations(ctx, id)
	if err != nil || len(main) == 0 {
		return err
	}
	for i := range rs {
		d, ok := main[model.PlayerID(rs[i].Player)]
		if !ok {
			continue
		}
		if d.ClubID != 0 {
			rs[i].Club = int64(d.ClubID)
		}
		if d.CoachID != 0 {
			rs[i].Coach = int64(d.CoachID)
		}
	}
	return nil
}
