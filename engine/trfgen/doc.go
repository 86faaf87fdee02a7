// Package trfgen generates random Swiss tournaments for property tests: a
// seeded generator that builds a trf.Tournament round by round, asking a
// pairing function it is given for each round (so it does not depend on any
// pairing engine) and inventing the results.
//
// Invariants: the same Config (seed included) and a deterministic pairing
// function give the same tournament; every tournament returned validates
// (trf.Tournament.Validate) and is in the state of a TRF given to a pairing
// program: rounds 1..r-1 complete, the absences of round r in column r.
//
// A tournament can contain: rated and unrated players (TPN by rating, the
// unrated last, C.04.2 art. 2), decisive games and draws, single and double
// forfeits, requested half-point (H), full-point (F) and zero-point (Z)
// byes, withdrawals (Z in every later round) and late entries (H or Z in
// the rounds missed), as in the profiles of testdata/dutch/README.md.
//
// Not done: accelerations, forbidden pairs, team records, non-standard
// point systems; results do not depend on colour.
package trfgen
