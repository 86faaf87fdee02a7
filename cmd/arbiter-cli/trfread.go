package main

import (
	"fmt"
	"os"

	"arbiter/engine/trf"
)

// readTournament reads a TRF file; errors name the file (and, from
// trf.Read, the line and column).
func readTournament(path string) (*trf.Tournament, error) {
	return readTournamentWith(path, trf.Options{})
}

func readTournamentWith(path string, o trf.Options) (*trf.Tournament, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	t, err := trf.ReadWith(f, o)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err) // "IN.trf: trf: line 4, column 92: …"
	}
	return t, nil
}

// warnTRF prints what the reader accepted leniently, one line each.
func warnTRF(e *env, cmd, path string, t *trf.Tournament) {
	for _, w := range t.Warnings {
		fmt.Fprintf(e.stderr, "arbiter-cli %s: %s: warning: %s\n", cmd, path, w)
	}
}

// pairable refuses what the engine would pair wrongly without saying so:
// a point system FIDE's rules do not allow (the engine pairs by the scores
// under the file's point system) and the Baku acceleration without the
// number of rounds.
func pairable(path string, t *trf.Tournament) error {
	if t.Scoring != nil {
		if err := t.Scoring.Check(); err != nil {
			return fmt.Errorf("%s: the file's point system (162, XXS or BBx lines) is not one FIDE's rules allow: %v", path, err)
		}
	}
	return bakuReady(path, t)
}
