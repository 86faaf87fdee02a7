// Command arbiter-cli is Arbiter's headless tool: it pairs and checks TRF
// files, prints standings, imports players, manages seasons and prints PDFs,
// so the program can be scripted and checked against other software.
//
// Usage:
//
//	arbiter-cli [--db PATH] COMMAND [ARGS]
//
// Exit codes: 0 done, 1 no legal pairing, 2 bad input, 3 internal error.
package main

import (
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"arbiter/storage"
)

// Exit codes shared by every command (compatible with bbpPairings/JaVaFo callers).
const (
	exitOK        = 0
	exitNoPairing = 1
	exitBadInput  = 2
	exitInternal  = 3
)

// env is what every command receives: the global options and the streams.
type env struct {
	dbPath string // --db; empty means the default data file
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
	// st is the data file openService opened (for the services that are
	// packages of their own, e.g. model/closing); nil before.
	st *storage.Store
}

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

// run parses the global options and dispatches; tests call it directly.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	e := &env{stdin: stdin, stdout: stdout, stderr: stderr}
	for len(args) > 0 && strings.HasPrefix(args[0], "-") {
		a := args[0]
		switch {
		case a == "--db" || a == "-db":
			if len(args) < 2 {
				fmt.Fprintln(stderr, "arbiter-cli: --db needs a file path")
				return exitBadInput
			}
			e.dbPath, args = args[1], args[2:]
		case strings.HasPrefix(a, "--db="):
			e.dbPath, args = strings.TrimPrefix(a, "--db="), args[1:]
		case a == "-h" || a == "--help" || a == "-help":
			usage(stdout)
			return exitOK
		default:
			fmt.Fprintf(stderr, "arbiter-cli: unknown option %s\n", a)
			usage(stderr)
			return exitBadInput
		}
	}
	if len(args) == 0 {
		usage(stderr)
		return exitBadInput
	}
	c, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "arbiter-cli: unknown command %q\n", args[0])
		usage(stderr)
		return exitBadInput
	}
	return c.run(e, args[1:])
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: arbiter-cli [--db PATH] COMMAND [ARGS]")
	fmt.Fprintln(w, "\ncommands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-18s %s\n", n, commands[n].summary)
	}
}
