package main

// schedule: a tournament's timetable and round schedule (model/schedule.go;
// seed 000: registration 16:00–17:30, draw 17:30–18:00, opening
// 18:00–18:15, round 1 at 18:20).
//
//	arbiter-cli --db F schedule show TOURNAMENT
//	arbiter-cli --db F schedule template TOURNAMENT
//	arbiter-cli --db F schedule set TOURNAMENT [--registration HH:MM-HH:MM] [--draw …] [--opening …] [--round N=DATE[@HH:MM]]…

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"arbiter/model"
)

func init() {
	register(command{name: "schedule", summary: "a tournament's timetable and round times: show, template (the season's: 16:00–17:30, 17:30–18:00, 18:00–18:15, 18:20), set",
		run: runSchedule})
}

var scheduleSubs = map[string]subArgs{
	"show":     {args: "TOURNAMENT", min: 1, max: 1, about: "Prints the timetable: registration, draw, opening, then one line a round (round, date, time)."},
	"template": {args: "TOURNAMENT", min: 1, max: 1, about: "Sets the season's timetable (seed 000): registration 16:00–17:30, draw 17:30–18:00, opening 18:00–18:15, round 1 on the first day at 18:20, each further round the next day at 18:20; edit the rest with set."},
	"set": {args: "TOURNAMENT", min: 1, max: 1, opts: []option{
		strOpt("registration", "HH:MM-HH:MM", "registration period (empty clears)"),
		strOpt("draw", "HH:MM-HH:MM", "draw period"),
		strOpt("opening", "HH:MM-HH:MM", "opening ceremony"),
		listOpt("round", "N=DATE[@HH:MM]", "round N's date and start, e.g. 1=2010-09-01@18:20 (N=- removes it); repeat for each round"),
	}, about: "Changes the given parts of the timetable; the rest stays."},
}

func runSchedule(e *env, args []string) int {
	pos, o, code, stop := subCommand(e, "schedule", scheduleSubs, "", args)
	if stop {
		return code
	}
	n, err := strconv.ParseInt(pos[0], 10, 64)
	if err != nil || n <= 0 {
		return badArg(e, model.Msg("%q is not a number: give the tournament's number.", pos[0]))
	}
	svc, done, err := e.openService()
	if err != nil {
		return e.report(err)
	}
	defer done()
	ctx, ss, id := context.Background(), svc.Schedules(), model.TournamentID(n)
	var sc model.Schedule
	switch args[0] {
	case "show":
		sc, err = ss.Get(ctx, id)
	case "template":
		sc, err = ss.FromTemplate(ctx, id)
	case "set":
		if sc, err = ss.Get(ctx, id); err == nil {
			if err = editSchedule(&sc, o); err == nil {
				sc, err = ss.Save(ctx, sc)
			}
		}
	}
	if err != nil {
		return e.report(err)
	}
	fmt.Fprintf(e.stdout, "registration\t%s\ndraw\t%s\nopening\t%s\n", span(sc.RegFrom, sc.RegTo), span(sc.DrawFrom, sc.DrawTo), span(sc.OpenFrom, sc.OpenTo))
	for _, rt := range sc.Rounds {
		fmt.Fprintf(e.stdout, "round %d\t%s\t%s\n", rt.Round, rt.Day, rt.Start)
	}
	return exitOK
}

func span(from, to string) string {
	if from == "" && to == "" {
		return ""
	}
	return from + "-" + to
}

func editSchedule(sc *model.Schedule, o opts) error {
	for name, f := range map[string][2]*string{"registration": {&sc.RegFrom, &sc.RegTo}, "draw": {&sc.DrawFrom, &sc.DrawTo},
		"opening": {&sc.OpenFrom, &sc.OpenTo}} {
		v, ok := o[name]
		if !ok {
			continue
		}
		from, to, _ := strings.Cut(strings.ReplaceAll(v, "–", "-"), "-")
		*f[0], *f[1] = strings.TrimSpace(from), strings.TrimSpace(to)
	}
	for _, item := range optList(o, "round") {
		rs, when, ok := strings.Cut(item, "=")
		r, err := strconv.Atoi(strings.TrimSpace(rs))
		if !ok || err != nil {
			return model.Errorf(model.Invalid, "SaveSchedule", model.Msg("--round %q: write N=DATE[@HH:MM], e.g. 1=2010-09-01@18:20.", item), nil)
		}
		kept := sc.Rounds[:0]
		for _, rt := range sc.Rounds {
			if rt.Round != r {
				kept = append(kept, rt)
			}
		}
		sc.Rounds = kept
		if strings.TrimSpace(when) == "-" {
			continue
		}
		day, start, _ := strings.Cut(when, "@")
		d, err := model.ParseDate(day)
		if err != nil {
			return err
		}
		if d.IsZero() {
			return model.Errorf(model.Invalid, "SaveSchedule", model.Msg("--round %q: write N=DATE[@HH:MM], e.g. 1=2010-09-01@18:20.", item), nil)
		}
		sc.Rounds = append(sc.Rounds, model.RoundTime{Round: r, Day: d, Start: strings.TrimSpace(start)})
	}
	return nil
}
