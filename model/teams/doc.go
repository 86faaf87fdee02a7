// Package teams is the team-competition service: team tournaments (team
// round robin, double round robin, team Swiss), their teams with ordered
// members (main players, then substitutes), each round's line-ups, board
// results, forfeits and the team standings. It is a service of its own
// (not more methods on model's tournament service): Service works on a
// Store that storage.TeamStore implements on the tables of migrations 0025 and 0029,
// every action in one transaction, and hands the algorithms to engine/team.
//
// Messages are Ukrainian (English with an English locale) and name what is
// wrong: a player who is not in the team, the same player twice, a line-up
// out of the declared order (naming the player out of place), too few
// players, a result for a board without a game, a team listed twice.
//
// Composition rules (rules.go): at most Rules.Boys boys and Rules.Girls
// girls among the main players and in a line-up, the tournament's
// admission years, one club; a breach is a Conflict (ErrRules) the
// director confirms. The extra match for first place (extra.go, §3, §19)
// is a match flagged Extra after the last round, addressed as ExtraRound.
// The §2 team ranking of an individual tournament (ranking.go) groups its
// standings by declared club. storage.TeamStore is a Store, so the GUI
// reaches the service through the data file's stores (model/datafile).
//
// A played team tournament is finished (finish.go: each team's final
// place stored, migration 0045; nothing changes until Reopen), and a team
// stage takes the teams model/stages' rule picks from finished ones
// (stage.go: EnterStage, and CreateStage for the next season's group A,
// seed 004 §18, §19). trf.go writes an event as TRF-2026 with its team
// records (310, 300, 320, 330, 352, 362).
package teams
