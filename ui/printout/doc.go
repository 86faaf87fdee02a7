// Package printout turns model's views into the plain documents ui/pdf
// prints. The GUI's Print buttons and arbiter-cli's print --tournament both
// go through it, so a stored tournament prints the same whichever asks:
// the pairing list from model.RoundView, the registration list from
// model.Participant, the standings from model.StandingsView, the
// crosstable or wall chart from model.Crosstable and the diplomas from the
// standings rows of places 1–3 in the tournament's template
// (model/diplomas: Style, Calibration, and Header for the medal list); and,
// from model/closing's views, the norm report, the norm certificates, the
// treasurer's report and the prize list (closing.go).
//
// It reads no store and computes nothing the views do not hold; a printout
// of a TRF file that is not in the data file (arbiter-cli print --trf) is
// built by the command itself from the file.
//
// The team printouts (teams.go: standings, crosstable, wall pairings, match
// sheets, board by board, diplomas) come from model/teams.View, for the
// GUI's team screens and arbiter-cli team print alike.
package printout
