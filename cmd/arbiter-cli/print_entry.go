package main

// print entry-forms and the timetable on the registration and wall lists
// (model/personal.go, model/schedule.go).

import (
	"context"
	"fmt"

	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/model/i18n"
	"arbiter/ui/pdf"
	"arbiter/ui/printout"
)

// entryFormsDocument is the entry form of every participant of t.
func entryFormsDocument(ctx context.Context, l i18n.Lang, svc *datafile.Services, t model.Tournament) (*pdf.Document, error) {
	ps, err := svc.Tournaments.Participants(ctx, t.ID)
	if err != nil {
		return nil, err
	}
	if len(ps) == 0 {
		return nil, fmt.Errorf("nobody is registered for %q yet: no entry forms to print", t.Name)
	}
	eps := make([]printout.EntryPlayer, len(ps))
	for i, p := range ps {
		d, err := svc.Personal().Data(ctx, p.PlayerID)
		if err != nil {
			return nil, err
		}
		eps[i] = printout.EntryPlayer{Participant: p, Data: d}
	}
	return printout.EntryFormsIn(l, t, eps), nil
}

// withSchedule adds the tournament's timetable to d's header (round 0:
// the registration list).
func withSchedule(ctx context.Context, svc *datafile.Services, d *pdf.Document, id model.TournamentID, round int) error {
	sc, err := svc.Schedules().Get(ctx, id)
	if err != nil {
		return err
	}
	printout.WithSchedule(d, sc, round)
	return nil
}
