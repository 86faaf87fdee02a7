// Package stages carries the qualifiers of one stage of an event into the
// next (seed 004 §4, §5, §11–§13, §17): a tournament created as
// the next stage of one or more others (model.Tournament.Stage: the
// sources, the rule of engine/qualify, the places it takes) gets its
// registration filled with the players the rule selects from the sources'
// final places.
//
// Service.Qualifiers says who qualifies and why without changing
// anything; Service.Fill registers them, in one transaction (model.App.Tx),
// the players already registered kept as they are. Both refuse, with a
// model.Error whose message says what to do: a tournament that is not a
// stage, a source that is not finished (its places are not final), a place
// shared across a top-N limit, a rule that selects nobody, more qualifiers
// than the stage's places, an invited player who is not in the registry.
//
// Teams does the same for team events (teams.go, seed 004 §19: the team
// Swiss's top 6 into the round robin): the rule picks teams by their final
// places in finished team tournaments (model/teams), and model/teams
// enters them with their declared orders in one transaction; Promote makes
// the next season's group A of §18 (group A's top 7, group B's winner) in
// one step.
//
// The link itself lives with the tournament's settings; this package
// reads and writes only through model's services.
package stages
