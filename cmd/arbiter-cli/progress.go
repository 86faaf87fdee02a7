package main

import (
	"fmt"
	"io"
	"sync"
	"time"

	"arbiter/model"

	"arbiter/model/i18n"
)

// progressPrinter returns the --progress reporter of a pairing (docs/pairing-speed.md):
// one line on stderr for every new bracket and, inside a long bracket, at
// most one every half second, each saying which bracket (and the score of
// its scoregroup) is being paired and how many players are still left.
func progressPrinter(lang i18n.Lang, w io.Writer) func(model.PairingProgress) {
	var mu sync.Mutex
	bracket := 0
	var last time.Time
	return func(p model.PairingProgress) {
		mu.Lock()
		defer mu.Unlock()
		now := time.Now()
		if p.Bracket == bracket && now.Sub(last) < 500*time.Millisecond && p.Left > 1 {
			return
		}
		bracket, last = p.Bracket, now
		fmt.Fprint(w, lang.Tr("pairing: bracket %d (score %s), %d of %d players left\n", p.Bracket, pointsCell(p.Score), p.Left, p.Players))
	}
}
