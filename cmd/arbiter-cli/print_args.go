package main

import (
	"fmt"

	"arbiter/engine/tiebreak"
	"arbiter/model/i18n"
)

// The print command's parsed options, the documents it knows, and the
// reading of --tiebreaks: what every document's file is given.

// printKinds are the documents a TRF alone can feed; dbKinds those of a
// stored tournament.
var (
	printKinds = []string{"pairings", "pairings-large", "pairings-by-name", "standings", "crosstable"}
	dbKinds    = append(printKinds[:len(printKinds):len(printKinds)], "sub-standings", "registrations", "diplomas", "diploma-calibration", "bracket", "entry-forms")
	// seasonKinds are the documents of a season (--season YEAR).
	seasonKinds = []string{"season-diplomas", "season-medals"}
)

// printArgs are the parsed options of the print command.
type printArgs struct {
	kind       string
	trfPath    string
	out        string
	round      int
	tiebreaks  string
	tournament int64     // 0: none, print from --trf
	season     int       // the year of a season document
	group      string    // the sub-standings to print (its key or title)
	sub        string    // --sub: a sub-standings key, or "all" (standings and diplomas of a stored tournament)
	lang       i18n.Lang // the printout's language: the command's (from the locale)
}

// tieBreakList resolves --tiebreaks: a preset key or a list of codes;
// empty means the FIDE preset for the system.
func tieBreakList(s string, sys tiebreak.System) ([]tiebreak.Spec, error) {
	list, err := specList(s, sys)
	if err != nil {
		return nil, fmt.Errorf("--tiebreaks %s: %w", s, err)
	}
	return list, nil
}
