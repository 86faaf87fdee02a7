package main

import "arbiter/model"

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
