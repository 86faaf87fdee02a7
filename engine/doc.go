// Package engine is the root of Arbiter's pure algorithms. Its sub-packages
// import only the standard library, do no I/O beyond the readers and writers
// they are given, and own their input types:
//
//   - trf: FIDE Tournament Report File (TRF-16 with the pairing-engine extensions)
//   - swiss: the FIDE (Dutch) system, C.04.3 (2025 revision, in force 1 Feb 2026)
//   - tiebreak: FIDE tie-breaks (C.07) and standings
//   - roundrobin, knockout: Berger tables (C.05 Annex 1) and knockout brackets
//   - season: the Academy's Golden/Silver Cup, club and coach formulas
//   - ratinglist: the FIDE rating list (TXT and XML, zipped or not), streamed
//   - team, teamcheck: team competitions (MP/GP, line-ups, team round robin
//     and Swiss per C.04.6, C.07 team tie-breaks) and the team Swiss verifier
//   - fee: entry fees by a fee schedule (seed 003 §3 as ukr-2003)
//   - norm: classification norms (КМС, candidate points, 1st–4th razryad)
//   - prize: prizes by place and category, ties shared (Hort or equal)
//
// All scores are integers in half-points; coefficients use exact rational
// arithmetic.
package engine
