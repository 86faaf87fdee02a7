// Package norm decides which Ukrainian classification norm (КМС, a
// candidate point, the 1st to 4th razryad) each player of a finished
// tournament fulfilled, by the tournament-coefficient method the Academy's
// clubs use (../shared/rules/norms.md §1.2–1.4), with the numbers behind
// it: games played, the coefficient K of the field (or of the player's
// opponents), the score needed and the score made.
//
// The official table for a fractional K (order 1305 of 24.04.2014 and its
// amendments) could not be read, so the rules are a Table, kept per season
// and editable; Default is norms.md's: the anchors of §1.2 and the
// unofficial slopes of §2, marked unofficial wherever it is shown.
//
// Arithmetic is exact: K is kept in tenths (rounded up, norms.md §3),
// percentages in tenths of a per cent, scores in half-points; the score
// needed is rounded up to the next half point (norms.md §1.4).
//
// Refusals are an *Error with a Problem and the values it concerns (row,
// band, prize …), never a sentence: model/closing/engine_text.go words
// them, and the other texts the director reads from this package, in the
// interface language.
//
// The package does no I/O and keeps no state (standard library and
// engine/season's Level only).
package norm
