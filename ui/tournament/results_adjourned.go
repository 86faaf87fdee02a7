package tournament

import (
	"fyne.io/fyne/v2/lang"

	"arbiter/model"

	"arbiter/ui/kit"
)

// Adjourned games on the results screen (FIDE C.02, VCL4THP.13 Q157–169;
// model/tournaments/adjourned.go): the key ? (or в, for «відкладена») records the
// selected board as adjourned — it shows «відкл.» and counts as a draw
// for pairing — and a result key on an adjourned board enters its real
// result, with the Level 3 confirmation of a result other than a draw
// (fideAction). Pairing while one is open shows the Level 2 warning.
// Here are the keys and texts; the panel's methods (adjournSelected,
// enterAdjournedResult, showPairingWarnings) are pairing.go's; the
// standings' line of the open adjourned games is ui/standings'.

// adjournKeys are the keys of «adjourned».
var adjournKeys = map[rune]bool{'?': true, 'в': true, 'В': true}

// adjournKeyLegend is the legend's part for them.
func adjournKeyLegend() string { return lang.L("? or в adjourned (a draw for pairing)") }

// resultCell is the result column of board b: «відкл.» while adjourned.
func resultCell(b model.Board) string {
	if b.Adjourned {
		return model.AdjournedMark(kit.GUILang())
	}
	return b.Result.String()
}
