package printout

import (
	"arbiter/model"
	"arbiter/model/i18n"
)

// boardResult is the result column of board b on the pairing lists:
// «відкл.» for an adjourned game not finished yet (FIDE C.02, VCL4THP.13
// Q157; model/adjourned.go), in the printouts' Ukrainian.
func boardResult(b model.Board) string {
	if b.Adjourned {
		return model.AdjournedMark(i18n.Uk)
	}
	return result(b.Result)
}

// adjournedNotes is the note under a standings table while adjourned
// games of its rounds are open.
func adjournedNotes(v *model.StandingsView) []string {
	if note := model.AdjournedNote(i18n.Uk, v.Adjourned); note != "" {
		return []string{note}
	}
	return nil
}
