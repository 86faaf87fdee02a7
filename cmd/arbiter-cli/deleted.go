package main

import (
	"context"
	"fmt"
	"strconv"
	"text/tabwriter"
	"time"

	"arbiter/model"
	"arbiter/model/datafile"
)

func init() {
	register(command{
		name:    "deleted",
		summary: "deleted players, clubs, coaches and tournaments: list [--format tsv|table] | restore ID",
		run:     runDeleted,
	})
	tournamentSubs["delete"] = tournamentSub{opts: []option{boolOpt("confirm", "delete a tournament that has results")}, args: "ID", min: 1, max: 1,
		about: "Moves the tournament to the deleted records (arbiter-cli deleted restore brings it back).", run: tournamentDelete}
}

// deletedSubs are the sub-commands of deleted.
var deletedSubs = map[string]subArgs{
	"list":    {opts: []option{formatOpt("tsv|table", "tsv (id, kind, record, name, deleted) or table (default)")}, dash: anyDash},
	"restore": {args: "ID", min: 1, max: 1, dash: anyDash, about: "Brings a deleted record (its number in deleted list) back."},
}

func runDeleted(e *env, args []string) int {
	pos, o, code, stop := subCommand(e, "deleted", deletedSubs, "", args)
	if stop {
		return code
	}
	if args[0] == "list" {
		return deletedList(e, o)
	}
	return deletedRestore(e, pos)
}

// deletedList prints the deletions that can be undone, newest first: TSV
// "id kind record name deleted" or a table.
func deletedList(e *env, o opts) int {
	format, ok := formatOf(e, deletedSubs, "deleted", "list", o, "table", "tsv", "table")
	if !ok {
		return exitBadInput
	}
	svc, done, err := e.openService()
	if err != nil {
		return e.report(err)
	}
	defer done()
	recs, err := svc.DeletedRecords(context.Background())
	if err != nil {
		return e.report(err)
	}
	if format == "tsv" {
		fmt.Fprintln(e.stdout, "id\tkind\trecord\tname\tdeleted")
		for _, r := range recs {
			fmt.Fprintf(e.stdout, "%d\t%s\t%d\t%s\t%s\n", r.ID, r.Kind, r.RecordID, tsvCell(r.Name), r.At.Local().Format(time.DateTime))
		}
		return exitOK
	}
	if len(recs) == 0 {
		fmt.Fprintln(e.stdout, e.lang.Tr("There are no deleted records."))
		return exitOK
	}
	tw := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, e.lang.Tr("No.\tKind\tName\tDeleted"))
	for _, r := range recs {
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\n", r.ID, r.Kind.Label(e.lang), tsvCell(r.Name), r.At.Local().Format(time.DateTime))
	}
	tw.Flush()
	return exitOK
}

func deletedRestore(e *env, args []string) int {
	id, err := strconv.ParseInt(args[0], 10, 64)
	if err != nil || id < 1 {
		return badArg(e, model.Msg("The deleted record number %q must be a positive whole number (see deleted list).", args[0]))
	}
	svc, done, err := e.openService()
	if err != nil {
		return e.report(err)
	}
	defer done()
	rec, err := svc.RestoreDeleted(context.Background(), id)
	if err != nil {
		return e.report(err)
	}
	fmt.Fprintln(e.stdout, e.lang.Tr("Restored: %s %q (no. %d).", rec.Kind.Label(e.lang), rec.Name, rec.RecordID))
	return exitOK
}

// tournamentDelete deletes a tournament; `deleted restore` brings it back.
func tournamentDelete(e *env, svc *datafile.Services, pos []string, o map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	if err := svc.Tournaments.DeleteTournament(context.Background(), id, o["confirm"] != ""); err != nil {
		if model.IsKind(err, model.Conflict) && o["confirm"] == "" {
			fmt.Fprintln(e.stderr, "arbiter-cli:", model.Message(err, e.lang), e.lang.Tr("Repeat with --confirm."))
			return exitCode(err)
		}
		return e.report(err)
	}
	fmt.Fprintln(e.stdout, e.lang.Tr("The tournament was deleted; to bring it back: arbiter-cli deleted list, then deleted restore NO."))
	return exitOK
}
