package seasons

import (
	"math/big"
	"time"

	"arbiter/engine/season"
)

// The engine/season types and values the season screen reads, named here
// so that ui reaches the engine only through model (ui → model → engine).
type (
	Level      = season.Level      // a norm level of a Golden Cup qualifier
	Cup        = season.Cup        // the cup a tournament counts for
	Row        = season.Row        // a Golden or Silver Cup row
	TeamRow    = season.TeamRow    // a clubs or coaches row
	Player     = season.Player     // a player of a cup row
	Prize      = season.Prize      // an award's prize
	Award      = season.Award      // one award of the season
	NotAwarded = season.NotAwarded // why an award was not given
	Tables     = season.Tables     // every table of the season
)

// The cups, the norm levels and the not-awarded prize.
const (
	CupGold   = season.CupGold
	CupSilver = season.CupSilver
	CupNone   = season.CupNone

	Level4         = season.Level4
	Level3         = season.Level3
	Level2         = season.Level2
	Level1         = season.Level1
	LevelCMSPoints = season.LevelCMSPoints
	LevelCMS       = season.LevelCMS

	PrizeNone = season.PrizeNone
)

// Levels are the norm levels, from the lowest.
var Levels = season.Levels

// Age is a player's age in full years on a day (engine/season.Age).
func Age(birth, on time.Time) int { return season.Age(birth, on) }

// FormatDec writes an exact decimal without trailing zeros: 19.488, 18.
func FormatDec(r *big.Rat) string { return season.FormatDec(r) }

// Rules2010 is the built-in 2010 rule set (docs/season.md "Rule sets").
func Rules2010() season.Rules { return season.Rules2010() }
