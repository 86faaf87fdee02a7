// Package team implements team competitions: match scoring with match
// points (MP) and game points (GP), line-ups in the declared board order,
// team round robins, the team Swiss, team standings with the C.07 team
// tie-breaks, the individual tournament with a team ranking (seed 004 §2)
// and the board-by-board table. It imports only the standard library and
// engine/roundrobin (Berger tables) and engine/tiebreak (the FIDE dp
// table).
//
// Scores: GP in half-points (a won board is 2), MP in whole units (default
// 2/1/0, C.07 art. 11.1.1; TRF-2026 record 362). A match's GP is the sum
// of its board points (art. 11.1.2); MP follow from comparing the two GP.
//
// Forfeit rules (Settings, defaults from seed 004 §3): a team that does
// not come gives its opponent NoShowGP (5 points; at most 2 per board the
// opponent filled); the team bye is ByeGP (3.5 points; C.04.6's default is
// a draw: FIDEDefaults); a team with fewer than MinPlayers (3) present is
// not admitted and its opponent scores as for a no-show; a team one or
// more players short (but admitted) concedes its bottom boards and shifts
// the boards up. Board colours follow the FIDE convention for team
// matches: the first-named team has White on the odd boards (Colours
// "WB", TRF-2026 record 352).
//
// Line-ups (ValidateLineup): every player from the team's list, none
// twice, at most Boards and at least MinPlayers of them, in the declared
// order (§18); a substitute therefore plays at his declared place and the
// players below him move down a board («сдвижка досок», §3, §18, §19).
//
// Tie-breaks (C.07, 2024/2026 texts): MPvGP (art. 13.1, the secondary
// score), DE (art. 6, the primary score among the tied teams, applied only
// when all of them have met), EDE (art. 13.3, DE on the primary score,
// then the secondary), WIN (art. 7.1, matches won), TBR (art. 12.2, GP on
// board 1, then board 2, …), BBE (art. 12.3), BC (art. 12.1, lower is
// better), EMMSB/EMGSB/EGMSB/EGGSB (art. 13.2.1–13.2.4) and BH:MP/BH:GP
// (art. 8.1 with MP or GP as the score, art. 13), the last six with Cut-n
// (art. 14.1). Rounds not played over the board (bye, no-show either way,
// no match) count against a dummy opponent with the team's own total (the
// 2024 text of art. 16.4); the 2026 capped dummy is not modelled. Each
// tie-break is applied only among the teams still tied; DE and EDE are
// recomputed for every smaller group. Teams tied after the list share the
// place ("3-4").
//
// Team Swiss: our reading of C.04.6 (Swiss Team Pairing System, 2024 and
// 2026 texts), where the text leaves room:
//   - the pairing order is the primary score, then the secondary score,
//     then the pairing number (the initial order is left to the
//     regulations, C.04.6 art. 0 excludes C.04.2 art. 2);
//   - absolute criteria: no two teams meet twice (C.04.1 art. 2: a match
//     forfeited by a no-show does not count as met); the pairing-allocated
//     bye goes to a team that has had neither a bye nor a forfeit win
//     (C.04.1 art. 4), namely the lowest-ranked such team whose absence
//     leaves a legal pairing;
//   - then, from the top, the highest unpaired team meets the first
//     opponent, in its order of preference, that leaves the remaining
//     teams pairable: its own score bracket starting half a bracket below
//     it (the S1/S2 split: 1–3, 2–4 in a bracket of four), wrapping round
//     to the teams between it and that point, then the lower brackets in
//     rank order. So every pair's score difference is the least possible
//     given the pairs above it;
//   - colours (C.04.6: weak, never decisive): the team first-named fewer
//     times is first-named (White on board 1); if equal, the one that was
//     second-named in its latest match; in round 1 the pairs alternate
//     down the list from FirstHomeBoard1.
//
// engine/teamcheck verifies a paired round independently.
//
// Presets are the seed's team orders and FIDE's (PresetByKey), each with
// the article it comes from; their names in words are model/teams'
// (PresetName). A refused code is a *SpecError with a Problem, worded by
// model/teams.
//
// Not done: C.04.6's colour preference types and its "lexicographic"
// tie-break between equally good bracket pairings beyond the order above;
// the 2026 text of art. 16; SSSC (art. 13.4) and the EDE board sequences
// (EDEBT, EDEBB).
package team
