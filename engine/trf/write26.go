package trf

import (
	"bufio"
	"io"
	"strconv"
	"strings"
)

// Edition is the TRF edition a file is written in.
type Edition string

// The editions Arbiter writes.
const (
	TRF16 Edition = "trf16" // FIDE Handbook C.04 Annex 2 (2016), with XXR/XXC/XXA/XXP
	TRF26 Edition = "trf26" // TRF-2026 (approved 12 May 2025, in use from 1 September 2025)
)

// WriteEdition writes t in edition e. TRF16 is Write. TRF26 writes the
// same header records and 001 lines, the number of rounds as record 142
// and the initial colour as 152 (instead of XXR and XXC), the point
// system (Scoring) as 162 when the file had no point-system line, and the other
// records t.Other holds (192 tournament type, 202/212 tie-breaks, 222 time
// control, … — kept verbatim, except old 142/152 lines, which the fields
// carry). Accelerations and forbidden pairs stay XXA and XXP lines, which
// pairing programs read in both editions; they are not converted to
// records 250 and 260.
func WriteEdition(w io.Writer, t *Tournament, e Edition) error {
	if e != TRF26 {
		return Write(w, t)
	}
	tw := &writer{w: bufio.NewWriter(w)}
	tw.headers(t)
	if t.TotalRounds > 0 {
		tw.line("142 " + strconv.Itoa(t.TotalRounds))
	}
	switch t.InitialColour {
	case InitialWhite:
		tw.line("152 W")
	case InitialBlack:
		tw.line("152 B")
	}
	if t.PairByRank {
		tw.line("XXC rank")
	}
	saved := *t
	saved.TotalRounds, saved.InitialColour, saved.PairByRank = 0, InitialUnknown, false
	tw.extensions(&saved) // XXA, XXP only
	for _, a := range t.Adjustments {
		tw.adjustment(a)
	}
	own := false // a point-system line of the file, kept as it was
	for _, s := range t.Other {
		switch strings.ToUpper(strings.TrimSpace(firstWord(s))) {
		case "162", "XXS", "BBW", "BBD", "BBL", "BBZ", "BBF", "BBU":
			own = true
		}
	}
	adjourned := t.hasAdjourned() // "?" games need the X symbol of 162 (adjourned.go)
	switch {
	case t.Scoring != nil && !own:
		if l, ok := t.Scoring.Record162(); ok {
			if adjourned {
				l = withUnknown(l)
			}
			tw.line(l)
		}
	case t.Scoring == nil && !own && adjourned:
		l, _ := StandardPoints.Record162()
		tw.line(withUnknown(l))
	}
	for _, s := range t.Other {
		code := strings.ToUpper(strings.TrimSpace(firstWord(s)))
		if code == "142" || code == "152" {
			continue
		}
		if code == "162" && adjourned {
			s = withUnknown(s)
		}
		tw.line(s)
	}
	tw.events(t)
	return tw.records(t)
}

func firstWord(s string) string {
	if len(s) >= 3 {
		return s[:3]
	}
	return s
}
