package seasons

import (
	"context"
	"fmt"
	"time"

	"arbiter/engine/season"
	"arbiter/engine/tiebreak"
	"arbiter/model"
	"arbiter/model/tournaments"
)

// DaySchedule is the timetable of a qualification tournament's first day.
type DaySchedule struct {
	Registration string // e.g. "16:00–17:30"
	Pairing      string
	RoundOne     string
}

// Schedule2010 is the first-day timetable of regulation 000 (Golden Cup
// 2010): registration 16:00–17:30, pairing 17:30–18:00, opening
// 18:00–18:15, round one at 18:20.
var Schedule2010 = DaySchedule{Registration: "16:00–17:30", Pairing: "17:30–18:00", RoundOne: "18:20"}

// Line returns the timetable as one sentence in lang.
func (d DaySchedule) Line(lang model.Lang) string {
	return lang.Tr("Registration %s, pairing %s, round one at %s.", d.Registration, d.Pairing, d.RoundOne)
}

// AcademyVenue is the Academy's hall (regulation 000, "Місце проведення").
const AcademyVenue = "Київ, вул. Шулявська, 5"

// golden2010 are the Golden Cup qualifiers of regulation 000 ("Дні
// реєстрації та початку кваліф-турнірів") with the norm levels of the
// worked example G1 in docs/season.md (the regulation leaves the level of each
// month to the director, who edits it on the calendar).
var golden2010 = []struct {
	month time.Month
	day   int
	level season.Level
}{
	{time.July, 26, season.Level3},
	{time.September, 2, season.Level2},
	{time.October, 5, season.Level1},
	{time.November, 2, season.LevelCMS},
	{time.December, 7, season.Level4},
}

var monthGenitive = [...]string{"", "січня", "лютого", "березня", "квітня", "травня", "червня",
	"липня", "серпня", "вересня", "жовтня", "листопада", "грудня"}

// Calendar2010 returns the Golden Cup calendar of regulation 000, ready to
// run: five classical Swiss qualifiers at the Academy with the regulation's
// tie-breaks (Buchholz, wins, direct encounter).
func Calendar2010() []model.Tournament {
	preset, _ := tiebreak.PresetByKey("academy")
	out := make([]model.Tournament, 0, len(golden2010))
	for _, g := range golden2010 {
		d := model.NewDate(2010, g.month, g.day)
		out = append(out, model.Tournament{Name: goldenName(d), StartDate: d, EndDate: d, Kind: model.Classical,
			Cup: season.CupGold, Level: g.level, System: "swiss-dutch", Rounds: 7, Venue: AcademyVenue,
			TieBreaks: tournaments.SpecList(preset.List)})
	}
	return out
}

// goldenName names a qualifier by its first day: «Кваліф-турнір 26 липня 2010».
func goldenName(d model.Date) string {
	return "Кваліф-турнір " + DayMonthYear(d)
}

// DayMonthYear writes a day as the season's event names do: «26 липня 2010».
func DayMonthYear(d model.Date) string {
	return fmt.Sprintf("%d %s %d", d.Day, monthGenitive[d.Month], d.Year)
}

// CreateSeason2010 creates season 2010 with the 2010 rule set and the
// calendar of regulation 000 (Calendar2010), all or nothing. A season 2010
// that already exists is a Conflict.
func (s *Service) CreateSeason2010(ctx context.Context) (model.Season, []model.Tournament, error) {
	var se model.Season
	var cal []model.Tournament
	err := s.inTx(ctx, func(tx *Service) error {
		var err error
		if se, err = tx.CreateSeason(ctx, 2010, ""); err != nil {
			return err
		}
		cal = nil
		for _, t := range Calendar2010() {
			added, err := tx.AddSeasonTournament(ctx, 2010, t)
			if err != nil {
				return err
			}
			cal = append(cal, added)
		}
		return nil
	})
	if err != nil {
		return model.Season{}, nil, err
	}
	return se, cal, nil
}
