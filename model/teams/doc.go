// Package teams is the team-competition service: team tournaments (team
// round robin, double round robin, team Swiss), their teams with ordered
// members (main players, then substitutes), each round's line-ups, board
// results, forfeits and the team standings. It is a service of its own
// (not more methods on model's tournament service): Service works on a
// Store that storage.TeamStore implements on the tables of migration 0025,
// every action in one transaction, and hands the algorithms to engine/team.
//
// Messages are Ukrainian (English with an English locale) and name what is
// wrong: a player who is not in the team, the same player twice, a line-up
// out of the declared order (naming the player out of place), too few
// players, a result for a board without a game, a team listed twice.
//
// Not done here: the composition rules of a team (boys and girls, birth
// year, one club) with a director's override.
package teams
