package main

import (
	"fmt"
	"strings"

	"arbiter/engine/swiss"
	"arbiter/engine/trf"
)

// bursteinOpt selects the Burstein system (C.04.4.2) for pair and check, in
// bbpPairings' spelling: --burstein IN.trf, or --burstein with the file
// given otherwise.
var bursteinOpt = option{name: "burstein", kind: kindString, arg: "IN.trf", optionalValue: true,
	help: "pair (check) by the Burstein system (C.04.4.2) instead of the Dutch one; without --dutch or --burstein the 192 record decides"}

// systemOf returns the system and acceleration for t: --burstein or
// --dutch when given, else the file's 192 record (FIDE_BURSTEIN…); the
// Baku acceleration when the record (or the 092 text) says BAKU and the
// file writes no XXA of its own (engine/swiss accel.go).
func systemOf(o opts, t *trf.Tournament) swiss.Options {
	so := swiss.Options{Baku: t.Baku()}
	_, burstein := o["burstein"]
	_, dutch := o["dutch"]
	switch {
	case burstein:
		so.System = swiss.Burstein
	case dutch:
	case strings.HasPrefix(strings.ToUpper(t.TypeCode), "FIDE_BURSTEIN"):
		so.System = swiss.Burstein
	}
	return so
}

// pairBy pairs round r by so; the plain Dutch system goes through
// pairRound (which tests replace).
func pairBy(t *trf.Tournament, r int, so swiss.Options) (swiss.Pairing, error) {
	if so.System == swiss.Dutch && !so.Baku {
		return pairRound(t, r)
	}
	return swiss.PairWith(t, r, so)
}

// pairRound is the pairing engine; tests replace it to provoke failures.
var pairRound = swiss.Pair

// rulesName names the system in check's report.
func rulesName(so swiss.Options) string {
	s := "the " + so.System.String() + " rules"
	if so.Baku {
		s += " with the Baku acceleration"
	}
	return s
}

// systemWords names so's system where diffPairings says "Dutch".
func systemWords(lines []string, so swiss.Options) []string {
	if so.System == swiss.Dutch {
		return lines
	}
	for i, l := range lines {
		lines[i] = strings.ReplaceAll(l, "Dutch", so.System.String())
	}
	return lines
}

// bakuReady refuses a Baku request the engine cannot compute.
func bakuReady(path string, t *trf.Tournament) error {
	if t.Baku() && len(t.Accelerations) == 0 && t.TotalRounds <= 0 {
		return fmt.Errorf("%s: the Baku acceleration needs the number of rounds: add an XXR (or 142) record", path)
	}
	return nil
}
