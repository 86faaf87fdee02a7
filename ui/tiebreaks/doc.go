// Package tiebreaks is the tournament screen's «Ties…» dialog (FIDE C.02,
// VCL4THP.13 Q205, Q207–209; model/tie_order.go, model/unrated_rating.go):
// the players of the final standings still level after every tie-break,
// the arbiter's order of them by hand, the values of an external
// tie-break, and how unrated players count in rating-based tie-breaks.
// Each change goes through panel.FIDEAction, so FIDE mode's Level 3 (or
// Level 4) question comes before anything is stored; each is logged as a
// pairing-integrity event and undone from the History dialog.
package tiebreaks
