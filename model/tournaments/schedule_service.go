package tournaments

import (
	"context"
	"strings"
	"time"

	"arbiter/model"
)

// checkSchedule validates s against t and writes its times canonically.
func checkSchedule(op string, t model.Tournament, s *model.Schedule) error {
	names := []model.Text{model.Msg("registration from"), model.Msg("registration to"), model.Msg("draw from"), model.Msg("draw to"), model.Msg("opening from"), model.Msg("opening to")}
	for i, f := range []*string{&s.RegFrom, &s.RegTo, &s.DrawFrom, &s.DrawTo, &s.OpenFrom, &s.OpenTo} {
		c, ok := model.ParseClock(*f)
		if !ok {
			return invalid(op, model.Msg("The time of %s %q is not a time: write HH:MM, e.g. 16:00.", names[i], *f))
		}
		*f = c
	}
	for _, p := range [][2]string{{s.RegFrom, s.RegTo}, {s.DrawFrom, s.DrawTo}, {s.OpenFrom, s.OpenTo}} {
		if p[0] != "" && p[1] != "" && p[1] < p[0] {
			return invalid(op, model.Msg("A period of the timetable ends (%s) before it begins (%s).", p[1], p[0]))
		}
	}
	seen := map[int]bool{}
	for i := range s.Rounds {
		rt := &s.Rounds[i]
		if rt.Round < 1 || (t.Rounds > 0 && rt.Round > t.Rounds) {
			return invalid(op, model.Msg("Round %d is not a round of the tournament (1–%d).", rt.Round, t.Rounds))
		}
		if seen[rt.Round] {
			return invalid(op, model.Msg("Round %d is scheduled twice.", rt.Round))
		}
		seen[rt.Round] = true
		if !rt.Day.Valid() {
			return invalid(op, model.Msg("Round %d has no valid date: write YYYY-MM-DD or DD.MM.YYYY.", rt.Round))
		}
		if !t.StartDate.IsZero() && rt.Day.Before(t.StartDate) {
			return invalid(op, model.Msg("Round %d on %s is before the tournament starts (%s).", rt.Round, rt.Day.Display(), t.StartDate.Display()))
		}
		c, ok := model.ParseClock(rt.Start)
		if !ok {
			return invalid(op, model.Msg("Round %d: the start %q is not a time: write HH:MM, e.g. 18:20.", rt.Round, rt.Start))
		}
		rt.Start = c
	}
	sortRounds(s.Rounds)
	for i := 1; i < len(s.Rounds); i++ {
		a, b := s.Rounds[i-1], s.Rounds[i]
		if c := b.Day.Compare(a.Day); c < 0 || (c == 0 && a.Start != "" && b.Start != "" && b.Start <= a.Start) {
			return invalid(op, model.Msg("Round %d is scheduled before round %d: put the rounds in order.", b.Round, a.Round))
		}
	}
	return nil
}

func sortRounds(rs []model.RoundTime) {
	for i := 1; i < len(rs); i++ {
		for j := i; j > 0 && rs[j].Round < rs[j-1].Round; j-- {
			rs[j], rs[j-1] = rs[j-1], rs[j]
		}
	}
}

// trfRoundDates are the 132 dates, YY/MM/DD, of the tournament's rounds:
// each round's day in the timetable; a tournament that starts and ends on
// one day (052 = 042) plays the rounds not in it on that day. "" is a
// round with no known day; nil when no round has one.
func trfRoundDates(s model.Schedule, t model.Tournament) []string {
	n := t.Rounds
	oneDay := !t.StartDate.IsZero() && t.EndDate == t.StartDate
	if len(s.Rounds) == 0 && !oneDay {
		return nil
	}
	out := make([]string, n)
	if oneDay { // a one-day tournament plays every round on its date
		for r := range out {
			out[r] = t.StartDate.Time().Format("06/01/02")
		}
	}
	for _, rt := range s.Rounds {
		if rt.Round >= 1 && rt.Round <= n {
			out[rt.Round-1] = rt.Day.Time().Format("06/01/02")
		}
	}
	return out
}

// roundsFromTRF reads the 132 dates back; a date that cannot be read is
// left out (the record is informational).
func roundsFromTRF(dates []string) []model.RoundTime {
	var out []model.RoundTime
	for i, d := range dates {
		tm, err := time.Parse("06/01/02", strings.TrimSpace(d))
		if err != nil {
			continue
		}
		out = append(out, model.RoundTime{Round: i + 1, Day: model.DateOf(tm)})
	}
	return out
}

// Schedules is the service of the tournaments' timetables.
type Schedules struct{ c core }

// Schedules returns the timetable service.
func (s *Services) Schedules() *Schedules { return &Schedules{s.core} }

// Get returns the tournament's timetable (the zero Schedule when none is set).
func (s *Schedules) Get(ctx context.Context, id model.TournamentID) (model.Schedule, error) {
	if _, err := s.c.store.Tournament(ctx, id); err != nil {
		return model.Schedule{}, err
	}
	return s.c.store.Schedule(ctx, id)
}

// Save checks and stores sc in one transaction.
func (s *Schedules) Save(ctx context.Context, sc model.Schedule) (model.Schedule, error) {
	const op = "SaveSchedule"
	err := s.c.store.Tx(ctx, func(st model.Store) error {
		t, err := st.Tournament(ctx, sc.Tournament)
		if err != nil {
			return err
		}
		if err := checkSchedule(op, t, &sc); err != nil {
			return err
		}
		return st.SaveSchedule(ctx, sc)
	})
	return sc, err
}

// FromTemplate sets the tournament's timetable to the season's template
// (ScheduleTemplate) in one transaction and returns it.
func (s *Schedules) FromTemplate(ctx context.Context, id model.TournamentID) (model.Schedule, error) {
	t, err := s.c.store.Tournament(ctx, id)
	if err != nil {
		return model.Schedule{}, err
	}
	return s.Save(ctx, model.ScheduleTemplate(t))
}
