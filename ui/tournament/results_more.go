package tournament

import (
	"fyne.io/fyne/v2/lang"

	"arbiter/model"
)

// The results beyond the keys of the result entry (FIDE C.02, VCL4THP.13
// Q180–186; model/game_result_more.go): the arbiter's ½-0, 0-½ and 0-0,
// and the games not rated (W/L, D/D, L/W), chosen from a list under the
// keys' line (pairingPanel.withOtherResult and onOtherResultTapped in
// pairing.go).

// moreResultText names a result of model.MoreResults for the list.
func moreResultText(r model.GameResult) string {
	switch r {
	case model.WhiteHalfBlackZero:
		return lang.L("½-0: White ½, Black 0 (the arbiter's decision)")
	case model.WhiteZeroBlackHalf:
		return lang.L("0-½: White 0, Black ½ (the arbiter's decision)")
	case model.BothLost:
		return lang.L("0-0: both players lose (the arbiter's decision)")
	case model.WhiteWonUnrated:
		return lang.L("W/L: White wins, not rated (less than one move)")
	case model.DrawnUnrated:
		return lang.L("D/D: draw, not rated (less than one move)")
	case model.BlackWonUnrated:
		return lang.L("L/W: Black wins, not rated (less than one move)")
	}
	return r.String()
}
