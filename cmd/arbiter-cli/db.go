package main

// Opening the data file, for every command that needs the registry, seasons
// or tournaments. Use it like this:
//
//	svc, done, err := e.openService()
//	if err != nil {
//		return e.report(err)
//	}
//	defer done()
//
// and end a failed command with `return e.report(err)`, which prints the
// model's user sentence (never a raw SQLite text) and picks the exit code.

import (
	"errors"
	"fmt"
	"os"

	"arbiter/engine/swiss"
	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/storage"
)

// uiLanguage returns the interface language from the environment, in the
// POSIX order of precedence: LC_ALL, LC_MESSAGES, LANG.
func uiLanguage() string {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if s := os.Getenv(v); s != "" {
			return s
		}
	}
	return ""
}

// openStore opens e.dbPath, or the default data file when --db is not given
// (creating its folder on first use), creating and migrating the file if
// needed. A write-protected file opens for viewing, with a warning on
// stderr. The caller closes the store.
func (e *env) openStore() (*storage.DB, error) {
	open := func() (*storage.DB, error) { return storage.Open(e.dbPath) }
	if e.dbPath == "" {
		open = storage.OpenDefault
	}
	st, err := open()
	if err == nil && st.ReadOnly() != nil {
		fmt.Fprintln(e.stderr, "arbiter-cli:", model.Message(st.ReadOnly(), e.lang))
	}
	return st, err
}

// openService opens the data file (see openStore) and returns its services
// (model/datafile, the composition root the GUI uses too), in the output's
// language and with opts (model.WithClock), and a function that closes the
// file; call it when the command is done.
func (e *env) openService(opts ...model.Option) (*datafile.Services, func(), error) {
	st, err := e.openStore()
	if err != nil {
		return nil, nil, err
	}
	e.st = st
	opts = append([]model.Option{model.WithLanguage(e.lang)}, opts...)
	return datafile.New(st, opts...), func() { st.Close() }, nil
}

// report prints err's user message to stderr and returns its exit code
// (exitCode).
func (e *env) report(err error) int {
	fmt.Fprintln(e.stderr, "arbiter-cli:", model.Message(err, e.lang))
	return exitCode(err)
}

// exitCodes is the exit status of a failed command by the Kind of its
// error: the one mapping from errors to exit codes (README and main.go's
// doc list the codes). Whatever the user can fix — bad input, something
// not found, a conflict with the data, something unsupported, an action
// the user cancelled — is 2.
var exitCodes = map[model.Kind]int{
	model.Invalid:     exitBadInput,
	model.NotFound:    exitBadInput,
	model.Conflict:    exitBadInput,
	model.Unsupported: exitBadInput,
	model.Cancelled:   exitBadInput,
	model.NoPairing:   exitNoPairing,
	model.Internal:    exitInternal,
}

// exitCode maps an error to the CLI's exit code: 0 for nil, exitCodes by
// its model.Kind; the engine's "no legal pairing" is exitNoPairing; any
// other error (not a model.Error) is internal.
func exitCode(err error) int {
	switch {
	case err == nil:
		return exitOK
	case errors.Is(err, swiss.ErrNoValidPairing):
		return exitNoPairing
	}
	if code, ok := exitCodes[model.KindOf(err)]; ok {
		return code
	}
	return exitInternal
}
