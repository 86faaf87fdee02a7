package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"arbiter/model"
	"arbiter/model/datafile"

	"arbiter/model/i18n"
	"arbiter/model/registry"
)

func init() {
	register(command{
		name:    "players",
		summary: "player registry: import FILE.csv | list [--format tsv|table] [--search TEXT]",
		run:     runPlayers,
	})
}

// playersSubs are the sub-commands of players.
var playersSubs = map[string]subArgs{
	"import": {opts: []option{
		boolOpt("allow-duplicates", "import players whose surname, name and birth date match an existing one"),
		strOpt("encoding", "utf-8|utf-16|windows-1251|koi8-u", "the file's encoding (default: detected)"),
	}, args: "FILE.csv", min: 1, max: 1, dash: anyDash, about: "All or nothing; every bad line is printed as FILE:LINE: reason."},
	"list": {opts: []option{
		formatOpt("tsv|csv|table", "tsv (the import columns), csv (the same for Excel: UTF-8 with BOM, ';') or table (default)"),
		strOpt("search", "TEXT", "only players whose surname, name or Latin name contain these words"),
	}, dash: anyDash},
}

func runPlayers(e *env, args []string) int {
	pos, o, code, stop := subCommand(e, "players", playersSubs, "", args)
	if stop {
		return code
	}
	if args[0] == "import" {
		return playersImport(e, pos, o)
	}
	return playersList(e, o)
}

// formatOpt is the --format option of a listing.
func formatOpt(arg, help string) option { return strOpt("format", arg, help) }

// formatOf reads --format of group sub: def when not given, else one of
// allowed (else the usage error is printed and ok is false).
func formatOf(e *env, subs map[string]subArgs, group, sub string, o opts, def string, allowed ...string) (string, bool) {
	f, given := o["format"]
	if !given {
		return def, true
	}
	if !slices.Contains(allowed, f) {
		s := subs[sub].spec(group, sub)
		s.failf(e, model.Msg("--format %q: want %s.", f, strings.Join(allowed, ", ")))
		return "", false
	}
	return f, true
}

// playersImport: all or nothing; every bad line is printed as "FILE:LINE: reason".
func playersImport(e *env, pos []string, o opts) int {
	encName := o["encoding"]
	enc, ok := model.ParseEncoding(encName)
	if !ok {
		fmt.Fprintln(e.stderr, "arbiter-cli:", e.lang.Tr("unknown encoding %s; possible: utf-8, utf-16, windows-1251, koi8-u.", encName))
		return exitBadInput
	}
	name := pos[0]
	f, err := os.Open(name)
	if err != nil {
		fmt.Fprintln(e.stderr, "arbiter-cli:", e.lang.Tr("cannot open the file %s.", name))
		return exitBadInput
	}
	defer f.Close()
	svc, done, err := e.openService()
	if err != nil {
		return e.report(err)
	}
	defer done()
	res, err := svc.Registry.ImportPlayersCSV(context.Background(), f, registry.ImportOptions{AllowDuplicates: o["allow-duplicates"] != "", Encoding: enc})
	if err != nil {
		var ie *registry.ImportError
		if errors.As(err, &ie) {
			for _, l := range ie.Lines {
				fmt.Fprintf(e.stderr, "%s:%d: %s\n", name, l.Line, l.Msg.In(e.lang))
			}
		}
		return e.report(err)
	}
	fmt.Fprintln(e.stdout, e.lang.Tr("Imported %d players; created %d clubs, %d coaches, %d settlements.", res.Players, res.Clubs, res.Coaches, res.Settlements))
	return exitOK
}

func playersList(e *env, o opts) int {
	format, ok := formatOf(e, playersSubs, "players", "list", o, "table", "tsv", "csv", "table")
	if !ok {
		return exitBadInput
	}
	svc, done, err := e.openService()
	if err != nil {
		return e.report(err)
	}
	defer done()
	reg, err := loadRegistry(context.Background(), svc, o["search"])
	if err != nil {
		return e.report(err)
	}
	switch format {
	case "tsv":
		writeTSV(e.stdout, reg)
	case "csv":
		if err := writeExcelCSV(e.stdout, registry.CSVColumns, exportRows(reg)); err != nil {
			return e.report(err)
		}
	default:
		writeTable(e.lang, e.stdout, reg)
	}
	return exitOK
}

// playerList is the players plus name lookups for their links.
type playerList struct {
	players     []model.Player
	clubs       map[model.ClubID]model.Club
	coaches     map[model.CoachID]model.Coach
	settlements map[model.SettlementID]string
}

func loadRegistry(ctx context.Context, svc *datafile.Services, query string) (playerList, error) {
	r := playerList{clubs: map[model.ClubID]model.Club{}, coaches: map[model.CoachID]model.Coach{}, settlements: map[model.SettlementID]string{}}
	var err error
	if r.players, err = svc.Registry.SearchPlayers(ctx, query); err != nil {
		return r, err
	}
	clubs, err := svc.Registry.Clubs(ctx)
	if err != nil {
		return r, err
	}
	for _, c := range clubs {
		r.clubs[c.ID] = c
	}
	coaches, err := svc.Registry.Coaches(ctx)
	if err != nil {
		return r, err
	}
	for _, c := range coaches {
		r.coaches[c.ID] = c
	}
	sts, err := svc.Registry.Settlements(ctx)
	for _, s := range sts {
		r.settlements[s.ID] = s.Name
	}
	return r, err
}

// tsvCell keeps a value on one line and in one cell.
func tsvCell(s string) string {
	return strings.NewReplacer("\t", " ", "\n", " ", "\r", " ").Replace(s)
}

func num[T int | int64](n T) string {
	if n == 0 {
		return ""
	}
	return strconv.FormatInt(int64(n), 10)
}

// exportRows are the players as registry.PlayerCSV rows, so the output can
// be imported again.
func exportRows(r playerList) [][]string {
	rows := make([][]string, 0, len(r.players))
	for _, p := range r.players {
		club, coach := r.clubs[p.ClubID], r.coaches[p.CoachID]
		rows = append(rows, registry.PlayerCSVRow(p, registry.PlayerLinks{Club: club.Name, ClubSettlement: r.settlements[club.SettlementID],
			Coach: coach.Name, CoachSettlement: r.settlements[coach.SettlementID]}))
	}
	return rows
}

// writeTSV writes registry.CSVColumns as TSV, each cell on one line, in one
// cell and no formula (model/safetext.go).
func writeTSV(w io.Writer, r playerList) {
	fmt.Fprintln(w, strings.Join(registry.CSVColumns, "\t"))
	for _, cells := range exportRows(r) {
		fmt.Fprintln(w, strings.Join(cellsSafe(cells), "\t"))
	}
}

func writeTable(lang i18n.Lang, w io.Writer, r playerList) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, lang.Tr("No.\tName\tBorn\tSex\tFed.\tTitle\tFIDE ID\tRating\tNat.\tClub\tCoach"))
	for _, p := range r.players {
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", p.ID, tsvCell(p.FullName()), p.BirthDate.Display(),
			p.Gender.Short(lang), p.Citizenship, p.Title, num(p.FIDEID), num(p.FIDERating), num(p.NationalRating),
			tsvCell(r.clubs[p.ClubID].Name), tsvCell(r.coaches[p.CoachID].Name))
	}
	tw.Flush()
}
