// Package explain words the round's pairing checklist and answers the
// player who asks "why this pairing, this colour, not that opponent"
// (README "Why this pairing"). The engine records the checklist while it
// pairs (engine/swiss PairChecklist: brackets, halves, pairs, moved-down
// players, each change from the first candidate with the criterion of
// C.04.3 Art. 2 that forced it, the bye and why, each board's colour rule
// of Art. 5); this package only puts those codes into Ukrainian or
// English sentences (words.go, with the catalogue assets/translations),
// and lists what a pairing changed by hand breaks or weakens (manual.go)
// in the same words.
//
// Service reads a paired round of a stored tournament
// (tournaments.Pairings.Record) and re-runs the engine with the
// checklist on; Report holds the result. The command line writes the
// checklist from a TRF file too (arbiter-cli pair --checklist).
package explain
