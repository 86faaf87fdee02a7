// Package trf reads and writes FIDE Tournament Report Files: TRF-16
// (FIDE Handbook, "TRF16") with the pairing-engine extensions of JaVaFo and
// bbpPairings (XXR total rounds, XXC initial colour, XXA accelerations, XXP
// forbidden pairs), and the pairing-program output format (".pairs").
//
// Invariants of a Tournament returned by Read (checked again by Validate):
// pairing numbers are 1..N, each once, and Players is in that order; every
// opponent exists, is not the player, and names the player back in the same
// round; the two results of a pairing agree (1/0, =/=, W/L, D/D, +/-, -/-,
// or both blank for a game not yet played; the unusual results =/0, 0/=
// and 0/0 only with Options.UnusualResults, UnusualResults lists them) and
// so do the colours (w/b, or
// none on both lines of an unplayed game); byes (U H F Z) have no opponent
// and no colour; at most one U per round (C.04.1 art. 3); no round column
// past XXR. Columns are counted in characters, so UTF-8 names work; CR, LF
// and CRLF line ends, a byte-order mark and trailing blanks are accepted;
// bytes that are not UTF-8 and a file without any 001 record are refused.
// Result codes are read case-insensitively and stored upper-case;
// "0000 - +" (old Swiss-Manager) is read as F. 132 dates out of their
// columns are read leniently. What is read leniently is listed in
// Tournament.Warnings (a Warning with line and column).
//
// The 001 points must match the results under the file's point system
// (162, XXS, BBx: Tournament.Scoring) with the TRF-2026 299 records
// (Tournament.Adjustments), allowing the announced byes of the next round
// and the XXA acceleration as bbpPairings does; otherwise Read refuses the
// file (ReadWith with Options.WarnPoints makes it a warning).
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
// and InitialColour when XXR/XXC are missing, and are kept in Other; 192
// fills TypeCode (and stays in Other); 299 fills Adjustments, which
// ScoreAfter and Before apply and Write writes back. The "###" event
// lines of pairing-integrity events ("### Import @ Round 3: …", FIDE C.02
// VCL4THP.13 Q113) fill Events (event.go); both editions write them back
// after the other records.
//
// Not done: the other TRF-2026 records (202, 240, 250, 260, …) and comments
// are kept verbatim in Other, not interpreted; the TRF-2026 team records
// (310 team definitions, 300 board orders, 320 team PABs, 330 forfeited
// matches, 240 byes, 352 colours, 362 team scoring) are kept there too and
// interpreted on demand by Tournament.TeamRecords (team2026.go);
// engine/team builds the matches. In a file with 310 records a 299
// record (a team score adjustment) is kept there, not applied to the
// players, with a warning; «0000 - *» (a round not yet played, in
// chesspairing's team sample) reads as blank with a warning. The point system is used for the points
// check only: the engines score by Game.Points (1 / ½ / 0). Write emits TRF-16 with
// LF line ends and puts XXR/XXC/XXA/XXP before the players; WriteEdition
// also writes TRF-2026 (142 and 152 instead of XXR/XXC, the records of
// Other verbatim; XXA/XXP kept, not converted to 250/260).
package trf
