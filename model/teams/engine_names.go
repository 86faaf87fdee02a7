package teams

import "arbiter/engine/team"

// The engine's types and values the team screens read, named here so that
// ui reaches the engine only through model (ui → model → engine).
type (
	PrimaryScore = team.Primary // match points or game points first
	RankRow      = team.Row     // a row of the team ranking
	Preset       = team.Preset  // a named set of team tie-breaks
)

// ByGP ranks by game points first; Present is a team that came to its match.
const (
	ByGP    = team.ByGP
	Present = team.Present
)

// Presets are the team tie-break presets the team form offers.
var Presets = team.Presets

// PresetByKey is the preset of that key.
func PresetByKey(key string) (Preset, bool) { return team.PresetByKey(key) }

// DefaultScoring is the scoring of a team match of that many boards.
func DefaultScoring(boards int) team.Settings { return team.Defaults(boards) }

// Half writes a number of half-points: 7 → «3½».
func Half(h int) string { return team.Half(h) }

// Decimal writes a number of half-points as a decimal: 7 → 3.5.
func Decimal(h int) string { return team.Decimal(h) }
