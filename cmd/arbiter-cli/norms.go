package main

// norms: the classification norms of a tournament, a player's norms and
// candidate points, and a season's norm table (model/closing; README "Norms at closing").
//
//	arbiter-cli --db F norms tournament ID
//	arbiter-cli --db F norms player ID
//	arbiter-cli --db F norms table YEAR [--set TABLE.json | --restore]
//	arbiter-cli --db F norms panel ID ["NAME;ROLE;CATEGORY" … | --clear]

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"arbiter/engine/norm"
	"arbiter/engine/season"
	"arbiter/model"
	"arbiter/model/closing"

	"arbiter/model/i18n"
)

func init() {
	register(command{name: "norms", summary: "classification norms: of a tournament, of a player, a season's norm table", run: runNorms})
}

const normsNote = `The norm rules (../shared/rules/norms.md) are UNOFFICIAL defaults: the
official table for a fractional K could not be read. Edit a season's
table with --set (the JSON "norms table YEAR" prints), --restore puts the
defaults back.

A norm counts only when at least 3 judges of the 1st category or higher
(КМС) or of the 2nd category or higher (the razryads) judged the event
(ЄСКУ, order 582 of 11.10.2013); without a recorded panel the rule is not
checked, and the norm list says so. The panel is fixed once the
tournament is finished: reopen it to change the panel.`

// closing is the closing service on the data file openService opened.

// normsSubs are the sub-commands of norms.
var normsSubs = map[string]subArgs{
	"tournament": {args: "ID", min: 1, max: 1, about: "Per player: games, K, share and score needed, score made, norm."},
	"player":     {args: "ID", min: 1, max: 1, about: "The player's norms and candidate points."},
	"table": {opts: []option{strOpt("set", "TABLE.json", "replace the season's norm table (the JSON this prints)"),
		boolOpt("restore", "put the default table back")}, args: "YEAR", min: 1, max: 1},
	"panel": {opts: []option{boolOpt("clear", "remove the judging panel")}, args: `ID ["NAME;ROLE;CATEGORY"…]`, min: 1, max: -1,
		about: "The judging panel and what it lets count (ЄСКУ); judges given replace it, CATEGORY НК, 1, 2, 3 or -."},
}

func runNorms(e *env, args []string) int {
	pos, o, code, stop := subCommand(e, "norms", normsSubs, normsNote, args)
	if stop {
		return code
	}
	svc, done, err := e.openService()
	if err != nil {
		return e.report(err)
	}
	defer done()
	ctx := context.Background()
	cs := svc.Closing
	switch args[0] {
	case "tournament":
		id, ok := tournamentID(e, pos[0])
		if !ok {
			return exitBadInput
		}
		rep, err := cs.Norms(ctx, id)
		if err != nil {
			return e.report(err)
		}
		writeNormReport(e.lang, e.stdout, rep)
		return exitOK
	case "panel":
		return normsPanel(e, cs, pos, o["clear"] != "")
	case "player":
		n, err := strconv.ParseInt(pos[0], 10, 64)
		if err != nil || n < 1 {
			return badArg(e, model.Msg("Player number %q must be a positive whole number.", pos[0]))
		}
		ns, cp, err := cs.PlayerNorms(ctx, model.PlayerID(n))
		if err != nil {
			return e.report(err)
		}
		fmt.Fprintf(e.stdout, "%s: %d\n", e.lang.Tr("Candidate points"), cp)
		for _, r := range ns {
			t, err := svc.Tournaments.GetTournament(ctx, r.TournamentID)
			if err != nil {
				return e.report(err)
			}
			fmt.Fprintln(e.stdout, strings.Join(cellsSafe([]string{r.MadeOn.String(), levelName(e.lang, r.Level), t.Name,
				fmt.Sprintf("%s/%d", pointsCell(r.Score), r.Games), "K " + tenths(r.K)}), "\t"))
		}
		return exitOK
	}
	year, err := strconv.Atoi(pos[0])
	if err != nil {
		return badArg(e, model.Msg("Season year %q is not a number.", pos[0]))
	}
	se, err := svc.Seasons.SeasonByYear(ctx, year)
	if err != nil {
		return e.report(err)
	}
	switch {
	case o["set"] != "" && o["restore"] != "":
		return badArg(e, model.Msg("Either --set or --restore."))
	case o["restore"] != "":
		if err := cs.RestoreNormTable(ctx, se.ID); err != nil {
			return e.report(err)
		}
		fmt.Fprintln(e.stdout, e.lang.Tr("The season's norm table is the default (unofficial) again."))
		return exitOK
	case o["set"] != "":
		data, err := os.ReadFile(o["set"])
		if err != nil {
			return badArg(e, model.Msg("%s: cannot read the file.", o["set"]))
		}
		tab, err := norm.Parse(data)
		if err != nil {
			return badArg(e, model.Msg("%s: %s", o["set"], model.MessageText(closing.NormError("norms", err))))
		}
		if err := cs.SetNormTable(ctx, se.ID, tab); err != nil {
			return e.report(err)
		}
		fmt.Fprintln(e.stdout, e.lang.Tr("The season's norm table is changed."))
		return exitOK
	}
	tab, def, err := cs.NormTable(ctx, se.ID)
	if err != nil {
		return e.report(err)
	}
	if def {
		fmt.Fprintln(e.stderr, e.lang.Tr("The default table (unofficial: the official one was not found)."))
	}
	fmt.Fprintln(e.stdout, string(tab.Marshal()))
	return exitOK
}

func levelName(lang i18n.Lang, l season.Level) string {
	return closing.LevelName(l).In(lang)
}

// tenths writes a value in tenths as «4,3», with the decimal comma of
// every average on the program's tables (model.NumberText), beside points
// written «5½» (pointsCell).
func tenths(v int) string {
	sign := ""
	if v < 0 {
		sign, v = "-", -v
	}
	return fmt.Sprintf("%s%d,%d", sign, v/10, v%10)
}

// writeNormReport prints the norm list: a heading with K, then one TSV
// row per player.
func writeNormReport(lang i18n.Lang, w io.Writer, rep *closing.NormReport) {
	unofficial := ""
	if rep.Table.Unofficial {
		unofficial = lang.Tr(" (unofficial norm table)")
	}
	fmt.Fprintf(w, "%s: K %s, %s %d%s\n", rep.Tournament.Name, tenths(rep.FieldK), lang.Tr("players"), rep.Players, unofficial)
	fmt.Fprintln(w, lang.Tr("no\tplayer\ttitle\tgames\tK\tnorm\tneeded\tscored\tmade\tnotes"))
	for _, r := range rep.Rows {
		normCell, k, need, made := "", "", "", ""
		if r.Check.Level != "" {
			normCell = levelName(lang, r.Check.Level) + " " + tenths(r.Check.Pct) + "%"
			k, need = tenths(r.Check.K), pointsCell(r.Check.Needed)
			made = lang.Tr("no")
		}
		if r.Norm != "" {
			made = lang.Tr("yes")
			if r.Check.First {
				made = lang.Tr("yes (1st place)")
			}
		}
		fmt.Fprintln(w, strings.Join(cellsSafe([]string{strconv.Itoa(r.StartNo), r.Name, r.Title, strconv.Itoa(r.Games), k, normCell,
			need, pointsCell(r.Score), made, joinTexts(lang, r.Warnings, " ")}), "\t"))
	}
	fmt.Fprintln(w, rep.PanelNote(lang))
}

// writeNormsMade prints only the norms fulfilled, one per line.
func writeNormsMade(lang i18n.Lang, w io.Writer, rep *closing.NormReport) {
	made := rep.Made()
	if len(made) == 0 {
		fmt.Fprintln(w, lang.Tr("none"))
	}
	for _, r := range made {
		fmt.Fprintln(w, strings.Join(cellsSafe([]string{strconv.Itoa(r.StartNo), r.Name, levelName(lang, r.Norm),
			fmt.Sprintf("%s/%d", pointsCell(r.Score), r.Games), lang.Tr("needed ") + pointsCell(r.Check.Needed),
			"K " + tenths(r.Check.K)}), "\t"))
	}
	fmt.Fprintln(w, rep.PanelNote(lang))
}

// normsPanel shows or replaces a tournament's judging panel.
func normsPanel(e *env, cs *closing.Service, pos []string, clear bool) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	ctx := context.Background()
	if clear || len(pos) > 1 {
		if clear && len(pos) > 1 {
			return badArg(e, model.Msg("Either the judges or --clear."))
		}
		var js []closing.Judge
		for i, arg := range pos[1:] {
			f := strings.Split(arg, ";")
			for len(f) < 3 {
				f = append(f, "")
			}
			c, ok := closing.ParseCategory(f[2])
			if len(f) > 3 || !ok {
				return badArg(e, model.Msg("Judge %d %q: write \"NAME;ROLE;CATEGORY\", the category НК (national), 1, 2, 3 or \"-\".", i+1, arg))
			}
			js = append(js, closing.Judge{Name: f[0], Role: f[1], Category: c})
		}
		if err := cs.SetPanel(ctx, id, js); err != nil {
			return e.report(err)
		}
	}
	js, err := cs.Panel(ctx, id)
	if err != nil {
		return e.report(err)
	}
	for i, j := range js {
		fmt.Fprintln(e.stdout, strings.Join(cellsSafe([]string{strconv.Itoa(i + 1), j.Name, j.Role, closing.CategoryName(j.Category, e.lang)}), "\t"))
	}
	rep, err := cs.Norms(ctx, id)
	switch {
	case errors.Is(err, closing.ErrNoGames):
		if len(js) == 0 {
			fmt.Fprintln(e.stdout, e.lang.Tr("No judging panel is recorded."))
		}
	case err != nil:
		return e.report(err)
	default:
		fmt.Fprintln(e.stdout, rep.PanelNote(e.lang))
	}
	return exitOK
}

// joinTexts renders texts in lang and joins them with sep.
func joinTexts(lang i18n.Lang, texts []model.Text, sep string) string {
	parts := make([]string, len(texts))
	for i, t := range texts {
		parts[i] = t.In(lang)
	}
	return strings.Join(parts, sep)
}
