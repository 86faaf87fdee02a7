package main

import (
	"fmt"
	"strings"

	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/i18n"
	"arbiter/ui/pdf"
	"arbiter/ui/printout"
)

// What the printouts of a TRF file and of a stored tournament share about
// a round: the header of its pages, the pairing list of a print kind, and
// the round a pairing list defaults to.

// roundDocument is the pairing list of a print kind.
func roundDocument(kind string) func(pdf.Round) *pdf.Document {
	switch kind {
	case "pairings-large":
		return pdf.PairingsLarge
	case "pairings-by-name":
		return pdf.PairingsByName
	}
	return pdf.PairingsByBoard
}

// langMeta is the header of a printout of round r of t in the command's
// language l (the words the printout adds; names stay as typed).
func langMeta(l i18n.Lang, t model.Tournament, r int) pdf.Meta {
	m := printout.Meta(t, r)
	m.Lang = l
	return m
}

// pairedRound resolves --round for pairing lists of event name whose last
// paired round is last: default that round.
func pairedRound(name string, last, r int) (int, error) {
	switch {
	case last == 0:
		return 0, fmt.Errorf("no round of %q is paired yet", name)
	case r == 0:
		return last, nil
	case r > last:
		return 0, fmt.Errorf("--round %d: round %d is not paired (the last paired round is %d)", r, r, last)
	}
	return r, nil
}

// trfMeta is the header of a printout of round r.
func trfMeta(l i18n.Lang, t *trf.Tournament, r int) pdf.Meta {
	m := pdf.Meta{Tournament: t.Name, Round: r, Rounds: t.TotalRounds, Date: dotted(t.StartDate), Lang: l}
	if r >= 1 && r <= len(t.RoundDates) && strings.TrimSpace(t.RoundDates[r-1]) != "" {
		m.Date = dotted(t.RoundDates[r-1])
	}
	return m
}

// dotted turns a TRF date, "2010/07/26" or "10/07/26", into "26.07.2010";
// anything else is returned as written.
func dotted(s string) string {
	p := strings.Split(strings.TrimSpace(s), "/")
	if len(p) != 3 || len(p[1]) != 2 || len(p[2]) != 2 {
		return strings.TrimSpace(s)
	}
	if len(p[0]) == 2 {
		p[0] = "20" + p[0]
	}
	return p[2] + "." + p[1] + "." + p[0]
}
