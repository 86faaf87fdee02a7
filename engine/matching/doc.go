// Package matching computes exact maximum-weight matchings in general graphs
// with multi-word integer edge weights.
//
// Invariants: weights are unsigned integers of any width (Weight, 64-bit
// little-endian words); a zero weight means "no edge"; all arithmetic is
// exact integer arithmetic (no floating point), so lexicographic criteria
// packed into bit fields are optimised exactly. The result is deterministic.
//
// The algorithm is Edmonds' primal-dual blossom method with the O(n^3)
// bookkeeping of Galil, Micali and Gabow (1986), following the formulation
// of J. van Rantwijk. It serves the FIDE Dutch pairing engine (engine/swiss),
// where one global matching realises C.04.3 criteria C1-C21 (see
// ../../shared/rules/dutch.md, section F).
//
// It deliberately does not compute maximum-cardinality matchings (callers
// encode cardinality in the most significant weight bits) and does no I/O.
package matching
