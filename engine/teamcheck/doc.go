// Package teamcheck verifies one round pairing of a team Swiss
// independently of the pairing engine (it does not import engine/team), as
// engine/check does for individuals. It takes the history as encounters
// with the points each team scored, works the scores out itself, and
// reports every violation, each naming the rule:
//
//   - complete: every present team is paired exactly once or receives the
//     single bye; absent and unknown teams are not paired;
//   - bye: a bye only with an odd number of teams (C.04.1 art. 3);
//   - rematch: no two teams meet twice (C.04.1 art. 2);
//   - bye-eligible: the bye goes to a team that had neither a bye nor a
//     win without play (C.04.1 art. 4), when one can have it;
//
// and, with at most Exhaustive teams, by brute force over every legal
// pairing, the two choices of engine/team's reading of C.04.6:
//
//   - bye-lowest: the bye goes to the lowest-ranked eligible team whose
//     absence leaves a legal pairing;
//   - score-difference: taking the pairs in the order of their
//     higher-ranked team, each pair's difference in the primary score is
//     the least that any legal completion of the pairs above it allows.
//
// Ranking is the primary score, then the secondary score, then the number.
package teamcheck
