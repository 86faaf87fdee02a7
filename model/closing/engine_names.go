package closing

import (
	"arbiter/engine/fee"
	"arbiter/engine/norm"
	"arbiter/engine/prize"
)

// The engine's types and values the closing dialog reads, named here so
// that ui reaches the engine only through model (ui → model → engine).
type (
	PrizeSplit  = prize.Split  // how the prize fund is split
	FeeSchedule = fee.Schedule // a schedule of entry fees
)

// The judge categories of a judging panel, strongest first, and the Hort
// split of the prize fund.
const (
	JudgeNational = norm.JudgeNational
	JudgeFirst    = norm.JudgeFirst
	JudgeSecond   = norm.JudgeSecond
	JudgeThird    = norm.JudgeThird

	SplitHort = prize.Hort
)

var (
	// PrizeSplits are the splits of the prize fund, in the form's order.
	PrizeSplits = prize.Splits
	// ErrNoFee and ErrFeeGap: the schedule sets no fee for the player.
	ErrNoFee  = fee.ErrNoFee
	ErrFeeGap = fee.ErrGap
)

// FeeUKR2003 is the 2003 Ukrainian schedule of entry fees.
func FeeUKR2003() *FeeSchedule { return fee.UKR2003() }
