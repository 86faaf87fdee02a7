package main

// season: create a season, show its tables and award list, print or replace
// its rule set (docs/season.md).
//
//	arbiter-cli --db F season create 2010 [--name NAME]
//	arbiter-cli --db F season show 2010 --table gold|silver|clubs|coaches|awards [--format tsv|csv|table]
//	arbiter-cli --db F season rules 2010 [--set RULES.json]

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"arbiter/engine/season"
	"arbiter/model"
	"arbiter/model/datafile"

	"arbiter/model/i18n"
	"arbiter/model/seasons"
)

func init() {
	register(command{name: "season", summary: "season championships: create, show tables and awards, rule set", run: runSeason})
}

// seasonSubs are the sub-commands of season (options also as -name).
var seasonSubs = map[string]subArgs{
	"create": {opts: []option{strOpt("name", "NAME", "the season's name"),
		boolOpt("empty", "2010: without the regulation's calendar")}, args: "YEAR", min: 1, max: 1, dash: anyDash,
		about: "Creates the season with the 2010 rule set; 2010 also gets the regulation's calendar unless --empty."},
	"show": {opts: []option{strOpt("table", "gold|silver|clubs|coaches|awards", "the table"),
		strOpt("format", "tsv|csv|table", "the output format (default tsv)")}, args: "YEAR", min: 1, max: 1, dash: anyDash},
	"rules": {opts: []option{strOpt("set", "RULES.json", "replace the rule set (the tables are recomputed)")}, args: "YEAR", min: 1, max: 1, dash: anyDash,
		about: "Prints the season's rule set as JSON, or replaces it."},
}

func runSeason(e *env, args []string) int {
	pos, opts, code, stop := subCommand(e, "season", seasonSubs, "", args)
	if stop {
		return code
	}
	sub := args[0]
	year, err := strconv.Atoi(pos[0])
	if err != nil {
		return badArg(e, model.Msg("Season year %q is not a number.", pos[0]))
	}
	svc, done, err := e.openService()
	if err != nil {
		return e.report(err)
	}
	defer done()
	ctx := context.Background()
	switch sub {
	case "create":
		if year == 2010 && opts["empty"] == "" && opts["name"] == "" {
			return seasonCreate2010(e, svc) // season_join.go
		}
		se, err := svc.Seasons.CreateSeason(ctx, year, opts["name"])
		if err != nil {
			return e.report(err)
		}
		fmt.Fprintf(e.stdout, "%s: %s\n", se.Name, e.lang.Tr("created with the 2010 rule set"))
		return exitOK
	case "rules":
		return seasonRules(e, svc, year, opts["set"])
	}
	return seasonShow(e, svc, year, opts)
}

// seasonRules prints the season's rule set as JSON, or replaces it with
// the one in file (the tables are recomputed; results are not touched).
func seasonRules(e *env, svc *datafile.Services, year int, file string) int {
	ctx := context.Background()
	if file == "" {
		se, err := svc.Seasons.SeasonByYear(ctx, year)
		if err != nil {
			return e.report(err)
		}
		data, _ := json.MarshalIndent(se.Rules, "", "  ")
		fmt.Fprintln(e.stdout, string(data))
		return exitOK
	}
	data, err := os.ReadFile(file)
	if err != nil {
		fmt.Fprintf(e.stderr, "arbiter-cli: %s: %s\n", file, e.lang.Tr("cannot read the file"))
		return exitBadInput
	}
	r, err := season.ParseRulesFile(data)
	if err != nil {
		fmt.Fprintf(e.stderr, "arbiter-cli: %s: %v\n", file, err)
		return exitBadInput
	}
	if err := svc.Seasons.SetSeasonRules(ctx, year, r); err != nil {
		return e.report(err)
	}
	fmt.Fprintln(e.stdout, e.lang.Tr("Season rules changed; the tables are recomputed."))
	return exitOK
}

func seasonShow(e *env, svc *datafile.Services, year int, opts map[string]string) int {
	table := opts["table"]
	format, ok := formatOf(e, seasonSubs, "season", "show", opts, "tsv", "tsv", "csv", "table")
	if !ok {
		return exitBadInput
	}
	v, err := svc.Seasons.SeasonTables(context.Background(), year)
	if err != nil {
		return e.report(err)
	}
	t, err := v.Table(table)
	if err != nil {
		return e.report(err)
	}
	switch format {
	case "tsv":
		writeSeasonTSV(e.stdout, t)
		return exitOK
	case "csv":
		if err := writeExcelCSV(e.stdout, t.Header, t.Rows); err != nil {
			return e.report(err)
		}
		return exitOK
	}
	writeSeasonTable(e.lang, e.stdout, v, table, t)
	return exitOK
}

// writeSeasonTSV writes the table as UTF-8 TSV: the header row, then one row per
// entry (docs/season.md: numbers exact with a decimal point, shared places "3-4").
func writeSeasonTSV(w io.Writer, t seasons.Table) {
	fmt.Fprintln(w, strings.Join(cellsSafe(t.Header), "\t"))
	for _, r := range t.Rows {
		fmt.Fprintln(w, strings.Join(cellsSafe(r), "\t"))
	}
}

var seasonTableTitles = map[string]model.Text{
	"gold":    model.Msg("Golden Cup"),
	"silver":  model.Msg("Silver Cup"),
	"clubs":   model.Msg("Clubs (the season table)"),
	"coaches": model.Msg("Coaches (the season table)"),
	"awards":  model.Msg("Awards (the season table)"),
}

// writeSeasonTable writes the table for reading: aligned columns, under
// each row the lines explaining it, then the conflicts, warnings and the
// rule set (docs/season.md: printed under every season table).
func writeSeasonTable(lang i18n.Lang, w io.Writer, v *seasons.View, name string, t seasons.Table) {
	title := seasonTableTitles[name]
	fmt.Fprintf(w, "%s — %s\n\n", v.Season.Name, title.In(lang))
	rows := make([][]string, len(t.Rows))
	for i, r := range t.Rows {
		rows[i] = slices.Clone(r)
		for j := range rows[i] {
			rows[i][j] = model.NumbersText(lang, rows[i][j]) // for people: «19,488», «2½» (the TSV keeps «19.488»)
		}
		if name == "awards" {
			rows[i][0], rows[i][1] = seasons.PrizeLabel(lang, season.Prize(r[0])), seasons.AwardCategoryLabel(lang, r[1])
		}
	}
	head := make([]string, len(t.Header))
	for i, code := range t.Header {
		head[i] = seasonHead(lang, code, name == "gold" || name == "silver")
	}
	widths := make([]int, len(t.Header))
	for _, r := range append([][]string{head}, rows...) {
		for j, c := range r {
			widths[j] = max(widths[j], utf8.RuneCountInString(c))
		}
	}
	seasonRow(w, head, widths)
	for i, r := range rows {
		seasonRow(w, r, widths)
		for _, d := range t.Details[i] {
			fmt.Fprintln(w, "      "+model.NumbersText(lang, d))
		}
	}
	seasonSection(w, lang.Tr("Different declared clubs or coaches"), v.ConflictLines())
	seasonSection(w, lang.Tr("Warnings"), v.WarningLines())
	seasonSection(w, lang.Tr("Season rules"), seasons.RulesSummary(lang, v.Tables.Rules))
}

// seasonHead is a column's head for reading, in lang (the TSV keeps the
// codes); a counted result keeps its code (w1, p1: docs/season.md's W_i).
func seasonHead(lang i18n.Lang, code string, cup bool) string {
	switch code {
	case "place":
		return lang.Tr("Place")
	case "surname":
		return lang.Tr("Surname")
	case "name":
		if cup {
			return lang.Tr("First name")
		}
		return lang.Tr("Name")
	case "birth_date":
		return lang.Tr("Born")
	case "total":
		return lang.Tr("Total")
	case "settlement":
		return lang.Tr("Settlement")
	case "award":
		return lang.Tr("Award")
	case "category":
		return lang.Tr("Category")
	case "winner":
		return lang.Tr("Winner")
	}
	return code
}

// seasonRow writes cells padded to widths (in characters, not bytes).
func seasonRow(w io.Writer, cells []string, widths []int) {
	var b strings.Builder
	for j, c := range cells {
		b.WriteString(c)
		if j < len(cells)-1 {
			b.WriteString(strings.Repeat(" ", widths[j]-utf8.RuneCountInString(c)+2))
		}
	}
	fmt.Fprintln(w, strings.TrimRight(b.String(), " "))
}

func seasonSection(w io.Writer, title string, lines []string) {
	if len(lines) == 0 {
		return
	}
	fmt.Fprintf(w, "\n%s:\n", title)
	for _, l := range lines {
		fmt.Fprintln(w, "  "+l)
	}
}
