package main

import (
	"context"
	"fmt"
	"text/tabwriter"

	"arbiter/model/datafile"
	"arbiter/storage/backup"
)

func init() {
	register(command{
		name:    "backup",
		summary: "backup copies of the data file: list [--format tsv|table] | now | restore FILE",
		run:     runBackup,
	})
}

// backupSubs are the sub-commands of backup.
var backupSubs = map[string]subArgs{
	"list":    {opts: []option{formatOpt("tsv|table", "tsv (file, time, reason) or table (default)")}, dash: anyDash, about: "The copies, newest first."},
	"now":     {dash: anyDash, about: "Makes a copy now."},
	"restore": {args: "FILE", min: 1, max: 1, dash: anyDash, about: "Restores a copy; the current state is saved as a copy first."},
}

func runBackup(e *env, args []string) int {
	pos, o, code, stop := subCommand(e, "backup", backupSubs, "", args)
	if stop {
		return code
	}
	switch args[0] {
	case "list":
		return backupList(e, o)
	case "now":
		return backupNow(e)
	}
	return backupRestore(e, pos)
}

// backupTime is how a copy's time is printed.
const backupTime = "2006-01-02 15:04:05"

// backupList prints the copies, newest first: TSV "file time reason" (file
// an absolute path, reason the code of backup.Reason) or a table.
func backupList(e *env, o opts) int {
	format, ok := formatOf(e, backupSubs, "backup", "list", o, "table", "tsv", "table")
	if !ok {
		return exitBadInput
	}
	svc, done, err := e.openService()
	if err != nil {
		return e.report(err)
	}
	defer done()
	copies, err := svc.Backups.List()
	if err != nil {
		return e.report(err)
	}
	if format == "tsv" {
		fmt.Fprintln(e.stdout, "file\ttime\treason")
		for _, c := range copies {
			fmt.Fprintf(e.stdout, "%s\t%s\t%s\n", tsvCell(c.Path), c.Time.Format(backupTime), c.Reason)
		}
		return exitOK
	}
	if len(copies) == 0 {
		fmt.Fprintln(e.stdout, e.lang.Tr("There are no backup copies yet (folder %s).", backup.Dir(e.st.Path())))
		return exitOK
	}
	tw := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, e.lang.Tr("Time\tReason\tFile"))
	for _, c := range copies {
		fmt.Fprintf(tw, "%s\t%s\t%s\n", c.Time.Format(backupTime), c.Label.In(e.lang), c.Path)
	}
	tw.Flush()
	return exitOK
}

func backupNow(e *env) int {
	return e.withServices(func(svc *datafile.Services) (string, error) {
		c, err := svc.Backups.Make(context.Background())
		return e.lang.Tr("Backup copy saved: ") + c.Path, err
	})
}

func backupRestore(e *env, args []string) int {
	return e.withServices(func(svc *datafile.Services) (string, error) {
		saved, err := svc.Backups.Restore(context.Background(), args[0])
		return e.lang.Tr("The data was restored from %s. The previous state was saved in %s.", args[0], saved.Path), err
	})
}

// withServices opens the data file, runs do on its services and prints
// the sentence it returns, or reports its error.
func (e *env) withServices(do func(svc *datafile.Services) (string, error)) int {
	svc, done, err := e.openService()
	if err != nil {
		return e.report(err)
	}
	defer done()
	said, err := do(svc)
	if err != nil {
		return e.report(err)
	}
	fmt.Fprintln(e.stdout, said)
	return exitOK
}
