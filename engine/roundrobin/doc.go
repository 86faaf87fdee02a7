// Package roundrobin builds the FIDE Berger tables (Handbook C.05, Annex
// 1) for single and double round robins of 3 to 40 players.
//
// Invariants: every pair of players meets exactly once per cycle; with an
// odd number of players the table of n+1 is used and whoever meets player
// n+1 is free that round (Round.Bye); the first-named player of a board
// has White. Round 1 pairs board b as b–(n−b+1); each next round lists
// the players other than n in the previous round's board order (White
// before Black), the last of them meets n on board 1 (n has White in even
// rounds), and the rest pair off from the end of the list, the
// second-to-last with White ("Berger explained", FIDE TEC).
//
// A double round robin repeats the cycle with colours reversed; with
// SwapLastTwo the last two rounds of the first cycle are exchanged, as
// FIDE recommends so that nobody has the same colour three times across
// the cycle boundary (TRF-2026 type FIDE_DOUBLEROUNDROBIN).
//
// Not done: pairing numbers are the input (drawn by lot elsewhere); Varma
// tables (C.05 Annex 2) for federation separation are not built. The
// package does no I/O.
package roundrobin
