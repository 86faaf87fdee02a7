package model

import (
	"context"
	"fmt"
	"strconv"
	"strings"
)

// A tournament's timetable: the first day's registration, draw and opening
// and the date and time of every round (seed 000: «Час реєстрації – з 16:00
// до 17:30. Жеребкування – з 17:30 до 18:00», the opening 18:00–18:15,
// «Початок гри - орієнтовно в 18:20 або на наступний день згідно
// оголошеного розкладу»). It is kept in tournament_schedule and
// round_schedule (storage migration 0047), printed on the registration
// list and the wall list's header (ui/printout) and written in the TRF 132
// record (tournament_trf.go; FIDE Handbook C.04 Annex 2, TRF-16: «132 Dates
// of the round», YY/MM/DD at columns 92–99, 102–109, …), which an import
// reads back (tournament_import.go).

// Schedule is a tournament's timetable. Times are "HH:MM", "" not set.
type Schedule struct {
	Tournament       TournamentID
	RegFrom, RegTo   string
	DrawFrom, DrawTo string
	OpenFrom, OpenTo string
	Rounds           []RoundTime // by round, ascending
}

// RoundTime is when one round starts.
type RoundTime struct {
	Round int
	Day   Date
	Start string // "HH:MM", "" not announced
}

// ScheduleStore keeps the timetables; a tournament without one has the
// zero Schedule. The error contract is RegistryStore's.
type ScheduleStore interface {
	Schedule(ctx context.Context, id TournamentID) (Schedule, error)
	SaveSchedule(ctx context.Context, s Schedule) error
}

// IsZero reports whether nothing is scheduled.
func (s Schedule) IsZero() bool {
	return s.RegFrom == "" && s.RegTo == "" && s.DrawFrom == "" && s.DrawTo == "" && s.OpenFrom == "" && s.OpenTo == "" && len(s.Rounds) == 0
}

// Round returns the time of round r (ok false when not scheduled).
func (s Schedule) Round(r int) (RoundTime, bool) {
	for _, rt := range s.Rounds {
		if rt.Round == r {
			return rt, true
		}
	}
	return RoundTime{}, false
}

// The season's template (seed 000, the first day of a qualifier).
const (
	templateRegFrom, templateRegTo   = "16:00", "17:30"
	templateDrawFrom, templateDrawTo = "17:30", "18:00"
	templateOpenFrom, templateOpenTo = "18:00", "18:15"
	templateRoundOne                 = "18:20"
)

// ScheduleTemplate is the season's timetable for t: registration
// 16:00–17:30, draw 17:30–18:00, opening 18:00–18:15, round 1 on the first
// day at 18:20 (seed 000), and each further round on the next day at the
// same hour (seed 000: «або на наступний день згідно оголошеного
// розкладу»). The director edits what differs (two rounds a day, a rest
// day): the template never guesses them.
func ScheduleTemplate(t Tournament) Schedule {
	s := Schedule{Tournament: t.ID, RegFrom: templateRegFrom, RegTo: templateRegTo, DrawFrom: templateDrawFrom,
		DrawTo: templateDrawTo, OpenFrom: templateOpenFrom, OpenTo: templateOpenTo}
	if t.StartDate.IsZero() {
		return s
	}
	for r := 1; r <= t.Rounds; r++ {
		d := DateOf(t.StartDate.Time().AddDate(0, 0, r-1))
		s.Rounds = append(s.Rounds, RoundTime{Round: r, Day: d, Start: templateRoundOne})
	}
	return s
}

// ParseClock reads "HH:MM" (also "H:MM" and "HH.MM"); "" is not set.
func ParseClock(s string) (string, bool) {
	s = strings.ReplaceAll(strings.TrimSpace(s), ".", ":")
	if s == "" {
		return "", true
	}
	h, m, ok := strings.Cut(s, ":")
	hi, err1 := strconv.Atoi(h)
	mi, err2 := strconv.Atoi(m)
	if !ok || err1 != nil || err2 != nil || len(m) != 2 || hi < 0 || hi > 23 || mi < 0 || mi > 59 {
		return "", false
	}
	return fmt.Sprintf("%02d:%02d", hi, mi), true
}

// Lines are the timetable as printed under a list's header, in lang: the
// first day's periods, then the rounds.
func (s Schedule) Lines(lang Lang) []string {
	var out []string
	var parts []string
	if span := clockSpan(s.RegFrom, s.RegTo); span != "" {
		parts = append(parts, lang.Tr("Registration %s", span))
	}
	if span := clockSpan(s.DrawFrom, s.DrawTo); span != "" {
		parts = append(parts, lang.Tr("draw %s", span))
	}
	if span := clockSpan(s.OpenFrom, s.OpenTo); span != "" {
		parts = append(parts, lang.Tr("opening %s", span))
	}
	if len(parts) > 0 {
		out = append(out, strings.Join(parts, ", ")+".")
	}
	var rs []string
	for _, rt := range s.Rounds {
		rs = append(rs, lang.Tr("round %d: %s", rt.Round, rt.When()))
	}
	if len(rs) > 0 {
		out = append(out, lang.Tr("Rounds: %s.", strings.Join(rs, "; ")))
	}
	return out
}

// RoundLine is the round's time as printed in the wall list's header.
func (s Schedule) RoundLine(lang Lang, r int) string {
	if rt, ok := s.Round(r); ok {
		return lang.Tr("Round %d starts %s.", r, rt.When())
	}
	return ""
}

// When is "03.12.2026 18:20" (the date alone when no time is set).
func (rt RoundTime) When() string {
	if rt.Start == "" {
		return rt.Day.Display()
	}
	return rt.Day.Display() + " " + rt.Start
}

func clockSpan(from, to string) string {
	switch {
	case from != "" && to != "":
		return from + "–" + to
	case from != "":
		return from
	}
	return to
}
