// Package knockout builds knockout brackets seeded in the FIDE order and
// plays out mini-matches with tie-breaks, advancing winners to the final.
//
// Seeding (rules brief §4.2, as in the FIDE World Cup and the Moscow 2010
// championship final of seed 004): for a power of two, start from [1, 2]
// and replace every seed s by the pair (s, 2k+1−s), 2k being the new size,
// so 32 players open 1–32, 16–17, 8–25, 9–24, …; seeds 1 and 2 can meet
// only in the final. A field that is not a power of two is completed with
// byes: the missing lowest seeds, so the top seeds advance without
// playing.
//
// A mini-match (C.07 art. 3: every parameter is in the regulations) is N
// games with colours alternating, first colour by lot; if tied, pairs of
// tie-break games (rapid, then blitz), each stage scored afresh; then one
// Armageddon game where a draw sends Black through, its colours chosen
// apart (Match.ArmageddonWhite: by lot, ColourByLot, or by the director).
// Scores are in half-points. The lot and any colour rule speak of the
// better seed, the lower seed number (Bracket.Better): after round 1 the
// pair's A is only whoever came from the upper line.
//
// Invariants: a bracket never changes a decided pair once the next round
// depends on it unless the result is cleared from that round on; bad input
// returns an error and changes nothing. Not done: seeding by rating (the
// caller gives the seed order), third-place matches, team knockouts. The
// package does no I/O.
package knockout
