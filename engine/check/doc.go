// Package check verifies a round pairing of a Swiss tournament against the
// absolute criteria of the FIDE Dutch system (C.04.3 art. 2.1, C1-C3, 2026
// text) and the basic rules of C.04.1 it rests on, independently of the
// pairing engine (it does not import engine/swiss).
//
// Round reports every Violation, each naming the rule:
//   - completeness (C.04.3 1.9.1, C4): every present player is paired
//     exactly once or receives the single PAB; pairing numbers exist;
//   - absent (C.04.3, TRF convention): a player with an entry (H, F, Z, -)
//     in the column of the round is not paired;
//   - C1 (C.04.1 art. 2): no rematch of a game played over the board
//     (forfeits do not count); XXP forbidden pairs are treated alike;
//   - C2 (C.04.1 art. 4): no PAB to a player who already had a PAB or scored
//     a win's points without playing (F, forfeit win);
//   - C3 (C.04.1 art. 6-7): after the round every player's colour difference
//     is within -2..+2 and nobody has the same colour three times running
//     (played games only), except on boards with a topscorer (C.04.3 1.8:
//     more than 50 % of the maximum score, pairing the final round).
//
// RoundBurstein applies the absolute criteria of the Burstein system
// (C.04.4.2) as the reference engine does: C3 without the topscorer
// exception, C2 by the C.04.1 text before 2025 (an F bye does not block
// the PAB).
//
// FindPairing searches (by backtracking, for small fields) for any pairing
// meeting C1-C3; it is the brute-force witness used when an engine reports
// that no legal pairing exists.
//
// Standings (standings.go) ranks the tournament after a round by points
// and a tie-break list (engine/tiebreak, C.07 art. 4.2) and reports every
// player whose rank in the file (001 columns 86-89) is not one of the
// places the list gives him, with the player the list puts there;
// Misplaced.Describe writes the values that decide between them. Players
// the list leaves tied may stand in any order among their shared places
// (the drawing of lots). TieBreakList reads the list from TRF-2026 record
// 202 (or 212 without its PTS).
//
// Not done: the quality criteria C5-C21 and the colour allocation rules
// (Art. 5) beyond C3; comparing with the engine's choice is the `check`
// command's job.
package check
