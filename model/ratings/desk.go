package ratings

import (
	"context"
	"strconv"
	"strings"
	"time"

	"arbiter/engine/ratinglist"
	"arbiter/model"
)

// SearchList finds players of the last imported FIDE list for the
// registration desk: a FIDE ID (digits only) or the beginning of the name,
// surname first, in Latin or Cyrillic («коваленко ів», "Kovalenko, I").
// At most limit players, in name order.
func (s *Service) SearchList(ctx context.Context, query string, limit int) ([]ratinglist.Player, error) {
	q := strings.TrimSpace(query)
	if q == "" {
		return nil, nil
	}
	if id, err := strconv.ParseInt(q, 10, 64); err == nil {
		p, err := s.store.FIDEListPlayer(ctx, id)
		if model.IsKind(err, model.NotFound) {
			return nil, nil
		}
		if err != nil {
			return nil, err
		}
		return []ratinglist.Player{p}, nil
	}
	key := NameKey(q)
	if key == "" {
		return nil, nil
	}
	return s.store.SearchFIDEList(ctx, key, limit)
}

// FromList returns the registry player a FIDE list line describes, not yet
// saved, for the registration form: surname and name as FIDE writes them
// (Latin), the Latin name, gender, federation, FIDE title, FIDE ID and
// standard rating, and 1 January of the birth year as the birth date (the
// list gives only the year; the director corrects it).
func FromList(p ratinglist.Player) model.Player {
	surname, given, _ := strings.Cut(p.Name, ",")
	np := model.Player{
		Surname:     strings.TrimSpace(surname),
		Name:        strings.TrimSpace(given),
		LatinName:   p.Name,
		Citizenship: model.DefaultCitizenship,
		Title:       fideTitle(p),
		FIDEID:      p.FIDEID,
		FIDERating:  validRating(p.Standard.Rating),
	}
	if model.IsFederation(p.Federation) {
		np.Citizenship = p.Federation
	}
	switch p.Sex {
	case "M":
		np.Gender = model.Male
	case "F":
		np.Gender = model.Female
	}
	if p.BirthYear > 0 {
		np.BirthDate = model.NewDate(p.BirthYear, time.January, 1)
	}
	return np
}

// CreateFromList adds p (FromList of the list line with FIDE ID p.FIDEID,
// as the director completed it) to the registry with the list's rapid and
// blitz ratings and K-factors, in one transaction. The registry's checks
// apply (model.ValidatePlayer; the FIDE ID must be new).
func (s *Service) CreateFromList(ctx context.Context, p model.Player) (model.Player, error) {
	const op = "ratings.CreateFromList"
	if err := model.ValidatePlayer(p, model.DateOf(s.now())); err != nil {
		return model.Player{}, err
	}
	err := s.store.RatingsTx(ctx, func(st Store) error {
		lp, err := st.FIDEListPlayer(ctx, p.FIDEID)
		if err != nil {
			return err
		}
		last, err := st.LastList(ctx, FIDE)
		if err != nil {
			return err
		}
		if same, err := st.Players(ctx, model.PlayerFilter{FIDEID: p.FIDEID}); err != nil {
			return err
		} else if len(same) > 0 {
			return model.Errorf(model.Conflict, op, model.Msg("A player with FIDE ID %s is already in the registry: %s.", strconv.FormatInt(p.FIDEID, 10), same[0].FullName()), nil)
		}
		if err := st.CreatePlayer(ctx, &p); err != nil {
			return err
		}
		for _, r := range []struct {
			sys System
			r   ratinglist.Rating
		}{{Standard, lp.Standard}, {Rapid, lp.Rapid}, {Blitz, lp.Blitz}} {
			if err := st.SetPlayerRating(ctx, PlayerRating{PlayerID: p.ID, System: r.sys, Rating: r.r.Rating, K: r.r.K,
				Games: r.r.Games, Period: last.Period, Source: "FIDE " + last.File}); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return model.Player{}, err
	}
	return p, nil
}

// Ratings returns a registry player's ratings with their K-factor, period
// and source.
func (s *Service) Ratings(ctx context.Context, id model.PlayerID) ([]PlayerRating, error) {
	return s.store.PlayerRatings(ctx, id)
}

// LastList is the newest list imported from source (NotFound if none).
func (s *Service) LastList(ctx context.Context, source Source) (List, error) {
	return s.store.LastList(ctx, source)
}
