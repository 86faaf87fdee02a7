// Package trfgen generates random Swiss tournaments. It has two
// generators, both seeded and both asking a pairing function they are
// given for each round (so that they depend on no pairing engine):
//
//   - Build (rtg.go, options.go, config.go) is the random tournament
//     generator (RTG) of FIDE's checklist for pairing programs, behind
//     `arbiter-cli generate`: Options (the configuration keys of the
//     generators of bbpPairings and JaVaFo, and Arbiter's own, read by
//     ParseConfig) say how many players, rounds, byes of each kind,
//     forfeits and unusual results (½-0, 0-½, 0-0) as counts or
//     percentages, withdrawals, late entries, ratings (typed, by range or
//     by step, unrated players), the tie-break list and the initial
//     colour; everything left out is drawn from the seed. The absences and
//     the unusual games are planned before round 1 as exact counts; the
//     other games follow the FIDE rating table (B.02 8.1.2, engine/elo)
//     with the draw chance given. The tournament comes back complete, with
//     the points, the ranks by the tie-break list (engine/tiebreak, C.07
//     art. 4.2, ties by lot) and TRF-2026 records 142, 152, 192 and 202.
//     The Baku acceleration is a hook: Options.Baku writes the type
//     FIDE_DUTCH_BAKU, and the pairing function must accelerate.
//   - Generate (gen.go; its Config in trfgen.go) is the property-test generator of
//     engine/check, engine/swiss and testdata/perfgen: Config gives
//     percentages per present player and round. Its output for a seed is
//     fixed by the committed goldens of testdata/perfgen; do not change
//     the order of its random draws.
//
// Invariants: the same options (seed included) and a deterministic pairing
// function give the same tournament; every tournament returned validates
// (trf.Tournament.Validate) and is in the state of a TRF given to a pairing
// program before each round: rounds 1..r-1 complete, the absences of round
// r in column r. Names are ASCII (the reference engines count TRF columns
// in bytes).
//
// Not done: forbidden pairs, team records, non-standard point systems
// (the bbpPairings PointsFor… keys are accepted with the standard values
// only); Generate has no accelerations, unusual results or tie-breaks.
package trfgen
