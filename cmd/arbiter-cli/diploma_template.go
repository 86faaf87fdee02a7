package main

// diploma-template: show or set the diploma template of a tournament or a
// season (model/diplomas), as the GUI's template editor does.

import (
	"context"
	"errors"
	"fmt"
	"os"
	"slices"
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

var diplomaTemplateSpec = cmdSpec{name: "diploma-template", db: true, args: "[show|set|reset]", max: 1, opts: []option{
	strOpt("tournament", "ID", "the tournament whose template it is"),
	strOpt("season", "YEAR", "the season whose template it is"),
	strOpt("organisation", "S", "set: the organisation at the top"),
	strOpt("emblem", "FILE.png|jpg|none", "set: the emblem"),
	strOpt("city", "S", "set: the city under the date"),
	strOpt("sign1", `"ROLE|NAME"`, "set: the first signature line"),
	strOpt("sign2", `"ROLE|NAME"|none`, "set: the second signature line"),
	strOpt("degree1", "S", "set: the first degree's wording"),
	strOpt("degree2", "S", "set: the second degree's wording"),
	strOpt("degree3", "S", "set: the third degree's wording"),
	strOpt("awarded", "S", "set: the «awarded» wording"),
	strOpt("blank", "on|off", "set: print only the name, place, event and date, on pre-printed forms"),
	listOpt("offset", "FIELD=X,Y", "set: move FIELD (name, place, event or date) by X mm to the right and Y mm down; one per field, e.g. name=2.5,-1"),
}, about: `set starts from the template the owner prints with now (its own, its
season's, or the Academy's 2010 wording) and changes what is given; the
result becomes the owner's own. --blank on prints only the name, place,
event and date on pre-printed forms, each moved by its --offset in mm.
reset removes the owner's own template. print diploma-calibration
--tournament ID prints the test page.`}

func runDiplomaTemplate(e *env, args []string) int {
	s := &diplomaTemplateSpec
	pos, opts, code, stop := s.read(e, args)
	if stop {
		return code
	}
	action := "show"
	if len(pos) == 1 {
		action = pos[0]
	}
	if action != "show" && action != "set" && action != "reset" {
		return s.failf(e, model.Msg("unknown action %q: show, set or reset.", action))
	}
	if (opts["tournament"] == "") == (opts["season"] == "") {
		return s.failf(e, model.Msg("give --tournament ID or --season YEAR."))
	}
	for _, v := range optList(opts, "offset") { // --offset FIELD=X,Y is read as offset-FIELD: X,Y
		f, xy, ok := strings.Cut(v, "=")
		if !ok || !slices.Contains(diplomas.Fields, diplomas.Field(f)) {
			return s.failf(e, model.Msg("--offset %q: FIELD=X,Y, FIELD one of name, place, event, date.", v))
		}
		if _, dup := opts["offset-"+f]; dup {
			return s.failf(e, model.Msg("--offset %s given twice.", f))
		}
		opts["offset-"+f] = xy
	}
	app, done, err := e.openService()
	if err != nil {
		return e.report(err)
	}
	defer done()
	ctx, svc := context.Background(), app.Diplomas
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
			var me *model.Error
			if errors.As(err, &me) {
				return e.report(err)
			}
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
		if _, err := diplomas.EmblemKind(b); err != nil {
			return tpl, err
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
