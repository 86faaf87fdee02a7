package tournaments

import (
	"strings"

	"arbiter/engine/tiebreak"
	"arbiter/engine/trf"
	"arbiter/model"
)

// What an import takes where the file says nothing (FIDE C.02, VCL4THP.13
// Q47–50: a TRF-2006 or TRF-16 file lacks records TRF-2026 and the
// pairing programs' XX lines give, and every adjustment made for such a
// gap is reported). The report lists each value that did not come from
// the file, with where it came from; a file that gives them all gets an
// empty list. The tie-break list the file gives (fileTieBreaks) is read
// here too.

// importGaps lists the values of t, imported from req, that the file
// does not give; fileList is the tie-break list the file gave
// (fileTieBreaks), initial the colour round 1 showed (initialFromRoundOne).
func importGaps(req model.TRFImport, t model.Tournament, fileList string, initial trf.InitialColour) []model.Text {
	f := req.TRF
	var out []model.Text
	if f.TotalRounds == 0 {
		if req.Rounds > f.Rounds() {
			out = append(out, model.Msg("The file does not give the number of rounds (XXR or record 142): %d, as given for the import.", t.Rounds))
		} else {
			out = append(out, model.Msg("The file does not give the number of rounds (XXR or record 142): %d, the rounds it holds.", t.Rounds))
		}
	}
	if strings.TrimSpace(f.Type) == "" && strings.TrimSpace(f.TypeCode) == "" {
		if t.System == model.SystemSwissDutch {
			out = append(out, model.Msg("The file does not give the pairing system (record 092 or 192): the Dutch Swiss system."))
		} else {
			out = append(out, model.Msg("The file does not give the pairing system (record 092 or 192): a round robin, as its games show."))
		}
	}
	if f.InitialColour == trf.InitialUnknown && t.System == model.SystemSwissDutch {
		switch initial {
		case trf.InitialUnknown:
			out = append(out, model.Msg("The file does not give the initial colour (XXC or record 152), nor has it a round 1 to read it from: white."))
		default:
			out = append(out, model.Msg("The file does not give the initial colour (XXC or record 152): %s, the colour of the highest-ranked player paired in round 1.", colourWord(t.InitialColour)))
		}
	}
	if fileList == "" {
		out = append(out, model.Msg("The file gives no tie-break list (record 202 or 212), or one this tournament cannot use: the system's default list %s.", t.TieBreaks))
	}
	if _, ok := fileEndDate(req); !ok {
		out = append(out, model.Msg("The file does not give the end date (record 052), or gives one before the start: %s, the start date.", t.EndDate.String()))
	}
	return out
}

// initialFromRoundOne is the initial colour a Swiss file without XXC
// shows: the colour the highest-ranked player paired in round 1 had there
// (C.04.3 art. 5, its last rule: in round 1 the higher-ranked player of a
// pair whose rank is odd gets the initial colour, and the first of them
// is the top of round 1), or InitialUnknown when the file gives the colour
// or has no such game.
func initialFromRoundOne(f *trf.Tournament) trf.InitialColour {
	if f.InitialColour != trf.InitialUnknown {
		return trf.InitialUnknown
	}
	best := 0
	colour := trf.InitialUnknown
	for _, p := range f.Players {
		if len(p.Games) == 0 || p.Games[0].Opponent == 0 || best != 0 && p.ID > best {
			continue
		}
		switch p.Games[0].Colour {
		case trf.White:
			best, colour = p.ID, trf.InitialWhite
		case trf.Black:
			best, colour = p.ID, trf.InitialBlack
		}
	}
	return colour
}

// colourWord is the initial colour's word.
func colourWord(c string) model.Text {
	if c == "black" {
		return model.Msg("black")
	}
	return model.Msg("white")
}

// fileTieBreaks is the tie-break list of a TRF-2026 202 record ("BH/C1,
// BH,SB,DE", "PTS" first or not), or of its 212 record when it has no 202,
// when the tournament can use it; "" (the
// system's default list) otherwise.
func fileTieBreaks(f *trf.Tournament, t model.Tournament) string {
	rec := "202"
	if !hasRecord(f, "202") {
		rec = "212" // the standings' list, PTS first (TRF-2026)
	}
	for _, o := range f.Other {
		if len(o) < 4 || o[:3] != rec {
			continue
		}
		specs, err := tiebreak.ParseList(o[4:])
		if err != nil {
			return ""
		}
		var list []tiebreak.Spec
		for _, sp := range specs {
			if sp.Code != tiebreak.PTS {
				list = append(list, sp)
			}
		}
		c := t
		c.TieBreaks = SpecList(list)
		if len(list) == 0 || normalizeTieBreaks("ImportTRF", &c) != nil {
			return ""
		}
		return c.TieBreaks
	}
	return ""
}

// hasRecord reports whether the file has a line of record code (Other).
func hasRecord(f *trf.Tournament, code string) bool {
	for _, o := range f.Other {
		if len(o) >= 3 && o[:3] == code {
			return true
		}
	}
	return false
}

func endDate(req model.TRFImport) model.Date {
	if d, ok := fileEndDate(req); ok {
		return d
	}
	return req.Date
}

// fileEndDate is the file's 052 end date when it gives one that is not
// before the start.
func fileEndDate(req model.TRFImport) (model.Date, bool) {
	d, err := model.ParseDate(strings.ReplaceAll(strings.TrimSpace(req.TRF.EndDate), "/", "-"))
	if err != nil || d.IsZero() || d.Before(req.Date) {
		return model.Date{}, false
	}
	return d, true
}
