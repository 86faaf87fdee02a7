// Package playoffs is the use cases of play-offs after the last round of a
// Swiss or round-robin tournament (seed 004 §3, §11, §19; README
// "Play-offs after the last round"): Service keeps a tournament's rule
// (model.PlayoffRule: the places whose two-player ties are played off,
// the form — Armageddon, a game until decisive, a match to two wins — and
// the extra match for first place), shows the play-offs the final
// standings call for (View), records a game (RecordGame), takes the last
// one back (UndoLastGame) and draws the colours of the next game by lot
// (ColourLot). RuleText words a rule.
//
// What the play-offs do to the standings stays in model, because every
// standings reads it: the rule and the games are model's types and its
// store (model/playoff.go), and model's playoff_rank.go applies them to
// the ranking, so places, diplomas and the season read the places the
// play-offs set, and FinishTournament refuses while one is pending
// (model.ErrPlayoffPending). This package changes a tournament only
// through model: every action opens it inside one App.Tx
// (tournaments.Service.Open), writes the play-off store of that
// transaction and the tournament's audit, and reads the play-offs back
// from the standings.
package playoffs
