// Package trf reads and writes FIDE Tournament Report Files: TRF-16
// (FIDE Handbook, "TRF16") with the pairing-engine extensions of JaVaFo and
// bbpPairings (XXR total rounds, XXC initial colour, XXA accelerations, XXP
// forbidden pairs), and the pairing-program output format (".pairs").
//
// Invariants of a Tournament returned by Read (checked again by Validate):
// pairing numbers are 1..N, each once, and Players is in that order; every
// opponent exists, is not the player, and names the player back in the same
// round; the two results of a pairing agree (1/0, =/=, W/L, D/D, +/-, -/-,
// or both blank for a game not yet played) and so do the colours (w/b, or
// none on both lines of an unplayed game); byes (U H F Z) have no opponent
// and no colour; at most one U per round (C.04.1 art. 3); no round column
// past XXR. Columns are counted in characters, so UTF-8 names work; CRLF
// line ends, a byte-order mark and trailing blanks are accepted. Result
// codes are read case-insensitively and stored upper-case.
//
// Scores are kept in half-points. The 001 points field is kept as written
// (under the file's own point system); Score recomputes the standard score
// (win 1, draw ½, PAB/F/forfeit win 1, H ½) from the games. Before cuts a
// played tournament back to the file a pairing program gets before round r.
//
// Malformed input is reported as a *FormatError naming the line and column;
// the reader never panics and returns no Tournament on error.
//
// TRF-2026 records 142 (rounds) and 152 (initial colour) fill TotalRounds
// and InitialColour when XXR/XXC are missing, and are kept in Other.
//
// Not done: the other TRF-2026 records (162, 202, 240, 250, 260, …), the XXS
// and BBx point-system lines and comments are kept verbatim in Other, not
// interpreted; the TRF-2026 team records (310 team definitions, 300 board
// orders, 320 team PABs, 330 forfeited matches, 240 byes, 352 colours, 362
// team scoring) are kept there too and interpreted on demand by
// Tournament.TeamRecords (team2026.go); engine/team builds the matches. Write emits TRF-16 with
// LF line ends and puts XXR/XXC/XXA/XXP before the players.
package trf
