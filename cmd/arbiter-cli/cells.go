package main

import (
	"arbiter/engine/halfpoint"
	"arbiter/model"
)

// cellsSafe neutralises each cell of a TSV row for spreadsheets
// (model.SpreadsheetCell): names from a TRF or an old registry may start
// with "=" (model/safetext.go).
func cellsSafe(cells []string) []string {
	out := make([]string, len(cells))
	for i, c := range cells {
		out[i] = model.SpreadsheetCell(c)
	}
	return out
}

// pointsCell prints half-points in the one notation of points the
// program's tables, screens and printouts use, «2½» (halfpoint.Text,
// README "Numbers on paper and on screen"), beside tie-breaks written the
// same way (model.TieBreakText); the machine formats (--format tsv, TRF)
// write "2.5" themselves.
func pointsCell(half int) string { return halfpoint.Text(half) }
