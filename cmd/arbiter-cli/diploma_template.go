package main

// diploma-template: show or set the diploma template of a tournament or a
// season (model/diplomas), as the GUI's template editor does.

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"

	"arbiter/model"
	"arbiter/model/diplomas"
)

func init() {
	register(command{
		name:    "diploma-template",
		summary: "show, set or reset the diploma template of a tournament (--tournament ID) or a season (--season YEAR)",
		run:     runDiplomaTemplate,
	})
}

const diplomaTemplateUsage = `usage:
  arbiter-cli [--db F] diploma-template --tournament ID|--season YEAR [show]
  arbiter-cli [--db F] diploma-template --tournament ID|--season YEAR set [--organisation S] [--emblem FILE.png|jpg|none]
      [--city S] [--sign1 "ROLE|NAME"] [--sign2 "ROLE|NAME"|none] [--degree1 S] [--degree2 S] [--degree3 S]
      [--awarded S] [--blank on|off] [--offset FIELD=X,Y]...
  arbiter-cli [--db F] diploma-template --tournament ID|--season YEAR reset

set starts from the template the owner prints with now (its own, its
season's, or the Academy's 2010 wording) and changes what is given; the
result becomes the owner's own. --blank on prints only the name, place,
event and date on pre-printed forms, each moved by its --offset in mm
(FIELD is name, place, event or date; X to the right, Y down; one --offset
per field, e.g. --offset name=2.5,-1). reset removes the owner's own
template. print diploma-calibration --tournament ID prints the test page.`

func runDiplomaTemplate(e *env, args []string) int {
	valued := []string{"tournament", "season", "organisation", "emblem", "city", "sign1", "sign2",
		"degree1", "degree2", "degree3", "awarded", "blank", "offset-name", "offset-place", "offset-event", "offset-date"}
	var rest []string
	for i := 0; i < len(args); i++ { // --offset FIELD=X,Y becomes --offset-FIELD X,Y
		if args[i] == "--offset" && i+1 < len(args) {
			if f, v, ok := strings.Cut(args[i+1], "="); ok {
				rest = append(rest, "--offset-"+f, v)
				i++
				continue
			}
		}
		rest = append(rest, args[i])
	}
	pos, opts, err := splitOptions(rest, valued, nil, doubleDash)
	action := "show"
	if err == nil && len(pos) == 1 {
		action = pos[0]
	} else if err == nil && len(pos) > 1 {
		err = errors.New("give one action: show, set or reset")
	}
	if err == nil && action != "show" && action != "set" && action != "reset" {
		err = fmt.Errorf("unknown action %q: show, set or reset", action)
	}
	if err == nil && (opts["tournament"] == "") == (opts["season"] == "") {
		err = errors.New("give --tournament ID or --season YEAR")
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "arbiter-cli: diploma-template: %v\n%s\n", err, diplomaTemplateUsage)
		return exitBadInput
	}
	st, err := e.openStore()
	if err != nil {
		return e.report(err)
	}
	defer st.Close()
	ctx, app, svc := context.Background(), model.NewApp(st), diplomas.New(st)
	var owner diplomas.Owner
	var current func() (diplomas.Template, diplomas.Source, error)
	if opts["tournament"] != "" {
		id, err := strconv.ParseInt(opts["tournament"], 10, 64)
		if err != nil || id <= 0 {
			fmt.Fprintf(e.stderr, "arbiter-cli: diploma-template: --tournament %q is not a tournament ID\n", opts["tournament"])
			return exitBadInput
		}
		state, err := app.Tournaments.State(ctx, model.TournamentID(id))
		if err != nil {
			return e.report(err)
		}
		owner = diplomas.TournamentOwner(state.Tournament.ID)
		current = func() (diplomas.Template, diplomas.Source, error) { return svc.ForTournament(ctx, state.Tournament) }
	} else {
		year, err := strconv.Atoi(opts["season"])
		if err != nil {
			fmt.Fprintf(e.stderr, "arbiter-cli: diploma-template: --season %q is not a year\n", opts["season"])
			return exitBadInput
		}
		se, err := app.Seasons.SeasonByYear(ctx, year)
		if err != nil {
			return e.report(err)
		}
		owner = diplomas.SeasonOwner(se.ID)
		current = func() (diplomas.Template, diplomas.Source, error) { return svc.ForSeason(ctx, se.ID) }
	}
	switch action {
	case "reset":
		if err := svc.Reset(ctx, owner); err != nil {
			return e.report(err)
		}
	case "set":
		tpl, _, err := current()
		if err != nil {
			return e.report(err)
		}
		if tpl, err = applyTemplateOptions(tpl, opts); err != nil {
			fmt.Fprintln(e.stderr, "arbiter-cli: diploma-template:", err)
			return exitBadInput
		}
		if err := svc.Save(ctx, owner, tpl); err != nil {
			return e.report(err)
		}
	}
	tpl, src, err := current()
	if err != nil {
		return e.report(err)
	}
	writeTemplate(e, tpl, src)
	return exitOK
}

// applyTemplateOptions changes the options given.
func applyTemplateOptions(tpl diplomas.Template, opts map[string]string) (diplomas.Template, error) {
	text := map[string]*string{"organisation": &tpl.Organisation, "city": &tpl.City, "awarded": &tpl.Awarded,
		"degree1": &tpl.Degrees[0], "degree2": &tpl.Degrees[1], "degree3": &tpl.Degrees[2]}
	for k, p := range text {
		if v, ok := opts[k]; ok {
			*p = v
		}
	}
	switch v := opts["emblem"]; v {
	case "":
	case "none":
		tpl.Emblem = nil
	default:
		b, err := os.ReadFile(v)
		if err != nil {
			return tpl, fmt.Errorf("cannot read the emblem %s: %w", v, err)
		}
		tpl.Emblem = b
	}
	signer := func(v string) diplomas.Signer {
		role, name, _ := strings.Cut(v, "|")
		return diplomas.Signer{Role: strings.TrimSpace(role), Name: strings.TrimSpace(name)}
	}
	if v, ok := opts["sign1"]; ok {
		if len(tpl.Signers) == 0 {
			tpl.Signers = []diplomas.Signer{{}}
		}
		tpl.Signers = append([]diplomas.Signer{signer(v)}, tpl.Signers[1:]...)
	}
	switch v, ok := opts["sign2"]; {
	case !ok:
	case v == "none":
		tpl.Signers = tpl.Signers[:min(1, len(tpl.Signers))]
	default:
		if len(tpl.Signers) == 0 {
			return tpl, errors.New("--sign2 needs a first signature line (--sign1)")
		}
		tpl.Signers = append(tpl.Signers[:1:1], signer(v))
	}
	switch opts["blank"] {
	case "":
	case "on":
		tpl.Blank = true
	case "off":
		tpl.Blank = false
	default:
		return tpl, fmt.Errorf("--blank is on or off, not %q", opts["blank"])
	}
	if tpl.Offsets == nil {
		tpl.Offsets = map[diplomas.Field]diplomas.Offset{}
	}
	for _, f := range diplomas.Fields {
		v, ok := opts["offset-"+string(f)]
		if !ok {
			continue
		}
		xs, ys, _ := strings.Cut(v, ",")
		x, errX := strconv.ParseFloat(strings.TrimSpace(xs), 64)
		y, errY := strconv.ParseFloat(strings.TrimSpace(ys), 64)
		if errX != nil || errY != nil {
			return tpl, fmt.Errorf("--offset %s=%s: give X,Y in millimetres, e.g. %s=2.5,-1", f, v, f)
		}
		tpl.Offsets[f] = diplomas.Offset{X: x, Y: y}
	}
	return tpl, nil
}

func writeTemplate(e *env, tpl diplomas.Template, src diplomas.Source) {
	w := e.stdout
	fmt.Fprintf(w, "source\t%s\norganisation\t%s\ncity\t%s\n", src, tpl.Organisation, tpl.City)
	if len(tpl.Emblem) > 0 {
		kind, _ := diplomas.EmblemKind(tpl.Emblem)
		fmt.Fprintf(w, "emblem\t%s, %d bytes\n", kind, len(tpl.Emblem))
	} else {
		fmt.Fprintf(w, "emblem\tnone\n")
	}
	for i, s := range tpl.Signers {
		fmt.Fprintf(w, "sign%d\t%s|%s\n", i+1, s.Role, s.Name)
	}
	for i, d := range tpl.Degrees {
		fmt.Fprintf(w, "degree%d\t%s\n", i+1, d)
	}
	blank := "off"
	if tpl.Blank {
		blank = "on"
	}
	fmt.Fprintf(w, "awarded\t%s\nblank\t%s\n", tpl.Awarded, blank)
	for _, f := range diplomas.Fields {
		if o, ok := tpl.Offsets[f]; ok && o != (diplomas.Offset{}) {
			fmt.Fprintf(w, "offset\t%s=%g,%g\n", f, o.X, o.Y)
		}
	}
}
