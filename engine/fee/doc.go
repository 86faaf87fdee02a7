// Package fee computes a player's entry fee from a tournament's fee
// schedule: fees by rating band and gender, title rules (a title that is
// exempt, or exempt from a rating on, or pays by its own bands) and the
// exemptions the director ticks with a reason. Schedule UKR2003 is seed 003
// §3 (Положення про чемпіонати України 2003) exactly; Validate refuses a
// schedule with overlapping or gapped bands or a negative fee, naming the
// row. Amounts are whole hryvnias (int); the prize-fund share is exact
// (percent of the fees paid, rounded down to a kopiyka by Fund).
//
// Refusals are an *Error with a Problem and the values it concerns (row,
// band, prize …), never a sentence: model/closing/engine_text.go words
// them, and the other texts the director reads from this package, in the
// interface language.
//
// The package does no I/O and keeps no state (standard library only).
package fee
