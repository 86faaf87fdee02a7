package web

// The mark of a withdrawn player in the site's standings (FIDE C.02,
// VCL4THP.13 Q170; model.StandingsRow.WithdrawnFrom), as the GUI, the
// command line and the printed standings write it.
func init() {
	words["uk"]["withdrawn"] = "вибув з %d-го туру"
	words["en"]["withdrawn"] = "withdrawn from round %d"
}
