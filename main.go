// Command arbiter is the desktop program of the Ukrainian Chess Academy's
// tournament director: registry, tournaments, pairings, standings, seasons
// and printouts, offline, in one SQLite file.
package main

import (
	"flag"
	"fmt"
	"os"

	"fyne.io/fyne/v2/app"

	"arbiter/ui"
)

func main() {
	db := flag.String("db", "", "path of the data file (default $XDG_DATA_HOME/arbiter/arbiter.db)")
	flag.Parse()
	a := app.NewWithID("ua.chessacademy.arbiter")
	if err := ui.Run(a, *db); err != nil {
		fmt.Fprintln(os.Stderr, "arbiter:", err)
		os.Exit(1)
	}
}
