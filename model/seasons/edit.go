package seasons

import (
	"context"

	"arbiter/engine/season"
	"arbiter/model"
	"arbiter/model/tournaments"
)

// DeleteSeason removes the season of year with its rule set. A season
// that still has tournaments on its calendar is refused (Conflict) and
// nothing changes: the tournaments and their results stay.
func (s *Service) DeleteSeason(ctx context.Context, year int) error {
	const op = "DeleteSeason"
	return s.inTx(ctx, func(tx *Service) error {
		tours, err := tx.SeasonTournaments(ctx, year)
		if err != nil {
			return err
		}
		if n := len(tours); n > 0 {
			return model.Errorf(model.Conflict, op, model.Msg("Season %d cannot be deleted: its calendar has %d tournaments. Delete those tournaments or move them to another season first.", year, n), nil)
		}
		se, err := tx.SeasonByYear(ctx, year)
		if err != nil {
			return err
		}
		return tx.store().DeleteSeason(ctx, se.ID)
	})
}

// CalendarEntry is what the season calendar edits of a tournament.
type CalendarEntry struct {
	ID        model.TournamentID
	Name      string
	StartDate model.Date
	EndDate   model.Date // zero: the start date
	Kind      model.TournamentKind
	Cup       season.Cup
	Level     season.Level
}

// UpdateCalendarEntry changes the date, name, kind, cup and norm level of a
// tournament on the calendar of the season of year; its other settings and
// results stay. The dates must stay in the season's year, a Golden Cup
// tournament needs a norm level (Invalid otherwise, nothing changed).
func (s *Service) UpdateCalendarEntry(ctx context.Context, year int, e CalendarEntry) (model.Tournament, error) {
	const op = "UpdateCalendarEntry"
	var out model.Tournament
	err := s.inTx(ctx, func(tx *Service) error {
		se, err := tx.SeasonByYear(ctx, year)
		if err != nil {
			return err
		}
		t, err := tx.store().Tournament(ctx, e.ID)
		if err != nil {
			return err
		}
		if t.SeasonID != se.ID {
			return invalid(op, model.Msg("Tournament %q is not in season %d.", t.Name, year))
		}
		t.Name, t.StartDate, t.EndDate, t.Kind, t.Cup, t.Level = model.Trim(e.Name), e.StartDate, e.EndDate, e.Kind, e.Cup, e.Level
		if t.EndDate.IsZero() {
			t.EndDate = t.StartDate
		}
		if err := checkCalendar(op, year, t); err != nil {
			return err
		}
		// The tournament-day update adds its own checks (a name and date
		// another tournament has, the system once paired).
		out, err = tournaments.New(tx.app).Tournaments.UpdateTournament(ctx, t)
		return err
	})
	return out, err
}

// checkCalendar validates the calendar fields of t for season year (the
// rules of AddSeasonTournament).
func checkCalendar(op string, year int, t model.Tournament) error {
	if err := tournaments.CheckNameAndDates(op, t); err != nil {
		return err
	}
	switch {
	case t.StartDate.Year != year || t.EndDate.Year != year:
		return invalid(op, model.Msg("The dates of %q (%s) are outside season %d: a tournament of the season takes place in %d.", t.Name, model.LocalDate(t.StartDate), year, year))
	case t.Kind != model.Classical && t.Kind != model.Rapid && t.Kind != model.Blitz:
		return invalid(op, model.Msg("Tournament kind: classical, rapid or blitz. (in the season form)"))
	}
	if _, ok := season.ParseCup(string(t.Cup)); !ok {
		return invalid(op, model.Msg("Cup: gold, silver or none. (in the season form)"))
	}
	if _, ok := season.ParseLevel(string(t.Level)); !ok && (t.Level != "" || t.Cup == season.CupGold) {
		return invalid(op, model.Msg("A Golden Cup tournament needs a norm level (4, 3, 2, 1, CMS points, CMS)."))
	}
	return nil
}
