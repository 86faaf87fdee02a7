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

	"arbiter/model"
	"arbiter/storage"
)

func init() { model.SetLanguage(uiLanguage()) }

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
func (e *env) openStore() (*storage.Store, error) {
	open := func() (*storage.Store, error) { return storage.Open(e.dbPath) }
	if e.dbPath == "" {
		open = storage.OpenDefault
	}
	st, err := open()
	if err == nil && st.ReadOnly() != nil {
		fmt.Fprintln(e.stderr, "arbiter-cli:", model.Message(st.ReadOnly()))
	}
	return st, err
}

// openService opens the data file (see openStore) and returns the Service on
// it and a function that closes the file; call it when the command is done.
func (e *env) openService() (*model.App, func(), error) {
	st, err := e.openStore()
	if err != nil {
		return nil, nil, err
	}
	e.st = st
	return model.NewApp(st), func() { st.Close() }, nil
}

// report prints err's user message to stderr and returns the exit code for
// its kind: 1 no pairing, 3 internal, 2 for anything the user can fix.
func (e *env) report(err error) int {
	fmt.Fprintln(e.stderr, "arbiter-cli:", model.Message(err))
	return exitCode(err)
}

// exitCode maps an error to the CLI exit codes of main.go.
func exitCode(err error) int {
	var me *model.Error
	switch {
	case err == nil:
		return exitOK
	case !errors.As(err, &me):
		return exitInternal
	case me.Kind == model.NoPairing:
		return exitNoPairing
	case me.Kind == model.Internal:
		return exitInternal
	}
	return exitBadInput
}
