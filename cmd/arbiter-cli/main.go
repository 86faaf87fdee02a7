// Command arbiter-cli is Arbiter's headless tool: it pairs and checks TRF
// files, prints standings, imports players, manages seasons and prints PDFs,
// so the program can be scripted and checked against other software.
//
// Usage:
//
//	arbiter-cli [--db PATH] COMMAND [ARGS]
//
// Every command declares its options in one place (a cmdSpec, options.go)
// and reads them with the one parser there; `arbiter-cli COMMAND --help`
// and the usage lines of its messages come from that declaration.
//
// Adding a command: a file of its own whose init calls register with a
// run function that starts with spec.read (a cmdSpec: positional
// arguments, options by kind — strOpt, intOpt, boolOpt, listOpt — with
// their help). A sub-command of tournament or team is one entry in
// tournamentSubs or teamSubs (opts, args, min/max, about, run), added from
// its file's init; of money, norms, season, players, backup, deleted or
// ratings, one entry in that group's subArgs map. A failed command ends
// with e.report(err) (the model's message, exitCode) or, for an argument
// it cannot use, spec.fail / badArg (exit 2).
//
// Exit codes (exitCodes and exitCode in db.go map an error to its code by
// its model.Kind):
//
//	0  done
//	1  no legal pairing (pair, generate); some round or standings place
//	   differs (check)
//	2  bad input: a usage error, a value or file the command cannot use,
//	   something not found, a conflict with the data
//	3  internal error
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"sort"

	"arbiter/model"
	"arbiter/model/i18n"
)

// command is one sub-command. Each lives in its own file and registers
// itself from init, so adding a command touches no shared file.
type command struct {
	name    string
	summary string
	run     func(e *env, args []string) int
}

var commands = map[string]command{}

func register(c command) {
	if _, dup := commands[c.name]; dup {
		panic("arbiter-cli: command registered twice: " + c.name)
	}
	commands[c.name] = c
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// globalSpec are the options before the command.
var globalSpec = cmdSpec{args: "COMMAND [ARGS]", min: 1, max: -1, dash: anyDash, leading: true, opts: []option{
	strOpt("db", "PATH", "the data file (default: the user's Arbiter data file, created on first use)"),
}}

// run parses the global options and dispatches; tests call it directly.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	e := &env{stdin: stdin, stdout: stdout, stderr: stderr, lang: i18n.FromLocale(uiLanguage())}
	if len(args) == 0 {
		usage(stderr)
		return exitBadInput
	}
	pos, o, err := globalSpec.parse(args)
	switch {
	case errors.Is(err, errHelp):
		usage(stdout)
		return exitOK
	case err != nil:
		fmt.Fprintln(stderr, "arbiter-cli:", model.Message(err, e.lang))
		usage(stderr)
		return exitBadInput
	}
	e.dbPath = o["db"]
	c, ok := commands[pos[0]]
	if !ok {
		fmt.Fprintf(stderr, "arbiter-cli: unknown command %q\n", pos[0])
		usage(stderr)
		return exitBadInput
	}
	return c.run(e, pos[1:])
}

// exitCodesHelp documents the exit codes (exitCodes, exitCode).
const exitCodesHelp = `exit codes:
  0  done
  1  no legal pairing (pair, generate); some round differs from the Dutch
     rules or some standings place from the tie-break list (check)
  2  bad input: a usage error (unknown option, missing value, option given
     twice, bad value), a file or value the command cannot use, something
     not found, a conflict with the data (the message says what to do)
  3  internal error (nothing was changed)`

func usage(w io.Writer) {
	fmt.Fprint(w, globalSpec.help())
	fmt.Fprintln(w, "\ncommands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-18s %s\n", n, commands[n].summary)
	}
	fmt.Fprintln(w, "\narbiter-cli COMMAND --help describes a command's options.")
	fmt.Fprintln(w, "\n"+exitCodesHelp)
}
