// Command arbiter is the desktop program of the Ukrainian Chess Academy's
// tournament director: registry, tournaments, pairings, standings, seasons
// and printouts, offline, in one SQLite file.
//
// Usage:
//
//	arbiter [--db PATH]
//
// Without --db it opens (creating on first start) the default data file,
// $XDG_DATA_HOME/arbiter/arbiter.db, i.e. ~/.local/share/arbiter/arbiter.db
// (on Windows %APPDATA%\Arbiter\arbiter.db; storage.DefaultPath).
package main

import (
	"flag"
	"io"

	"fyne.io/fyne/v2/app"

	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/storage"
	"arbiter/ui"
)

func main() {
	db := flag.String("db", "", "path of the data file (default $XDG_DATA_HOME/arbiter/arbiter.db; on Windows %APPDATA%\\Arbiter\\arbiter.db)")
	flag.Parse()
	a := app.NewWithID("ua.chessacademy.arbiter")
	ui.Run(a, func() (func(model.Lang) *datafile.Services, io.Closer, error) { return openData(*db) }, ui.WithMaximise(maximise(a)))
}

// openData opens the data file at path (the default one when path is empty)
// and returns what builds its services (model/datafile, the composition
// root) in an interface language, and the store to close at exit.
func openData(path string) (func(model.Lang) *datafile.Services, io.Closer, error) {
	open := func() (*storage.DB, error) { return storage.Open(path) }
	if path == "" {
		open = storage.OpenDefault
	}
	st, err := open()
	if err != nil {
		return nil, nil, err
	}
	return func(lang model.Lang) *datafile.Services { return datafile.New(st, model.WithLanguage(lang)) }, st, nil
}
