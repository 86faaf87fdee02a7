package printout

import (
	"arbiter/model"
	"arbiter/model/i18n"
	"arbiter/ui/pdf"
)

// boardResult is the result column of board b on the pairing lists:
// «відкл.» for an adjourned game not finished yet (FIDE C.02, VCL4THP.13
// Q157; model/tournaments/adjourned.go), in the printout's language l.
func boardResult(l i18n.Lang, b model.Board) string {
	if b.Adjourned {
		return model.AdjournedMark(l)
	}
	return result(b.Result)
}

// adjournedNotes is the note under a standings table while adjourned
// games of its rounds are open, in the language l.
func adjournedNotes(l i18n.Lang, v *model.StandingsView) []string {
	if note := model.AdjournedNote(l, v.Adjourned); note != "" {
		return []string{note}
	}
	return nil
}

// result writes a board's result as the pairing list prints it ("" not
// played yet).
func result(r model.GameResult) string {
	if r == model.NoGameResult {
		return ""
	}
	return pdf.ResultText(r.Points())
}
