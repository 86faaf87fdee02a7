package model

import (
	"arbiter/engine/halfpoint"
	"arbiter/engine/tiebreak"
)

// TieBreakText writes a tie-break value as every screen and printout
// does, in the one notation of points (README «Numbers on paper and on
// screen»): a value counted in points — Buchholz, Sonneborn-Berger (at
// most in quarters: a score times a half-point result), DE, progressive
// scores, wins — with ½, ¼ and ¾ («2½», «2¾», «¼»); an average or a
// rating (AOB, ARO, TPR, PTP, APRO, RTNG) and the start number as
// NumberText writes any number («1523,75», «2150»); "-" when undefined.
func TieBreakText(c tiebreak.Code, v tiebreak.Value) string {
	if !v.Defined || v.Den == 0 {
		return NumberText(v.String())
	}
	switch c {
	case tiebreak.AOB, tiebreak.ARO, tiebreak.TPR, tiebreak.PTP, tiebreak.APRO, tiebreak.RTNG, tiebreak.TPN:
		return NumberText(v.String())
	}
	if (4*v.Num)%v.Den != 0 {
		return NumberText(v.String())
	}
	return halfpoint.Quarter(int(4 * v.Num / v.Den))
}
