package printout

import (
	"testing"

	"arbiter/model"
	"arbiter/ui/pdf"
)

// TestVCL_Q205_PrintedTieNotes: a place set by the arbiter's order of tied
// players or an external tie-break is starred and explained under the
// printed standings (FIDE C.02 VCL4THP.13 Q205, Q207); a sub-standings
// table, whose places are its own, gets no such note.
func TestVCL_Q205_PrintedTieNotes(t *testing.T) {
	v := &model.StandingsView{Round: 3, Rows: []model.StandingsRow{
		{Place: "1", PlaceFrom: 1, StartNo: 2, Name: "Беридзе Ніно", Playoff: "за рішенням арбітра"},
		{Place: "2", PlaceFrom: 2, StartNo: 1, Name: "Ковальський Пйотр", Playoff: "за рішенням арбітра"},
	}, TieNotes: []string{"1 — Беридзе Ніно: за рішенням арбітра", "2 — Ковальський Пйотр: за рішенням арбітра"}}
	st := Standings(pdf.Meta{}, v, v.Rows)
	if len(st.Notes) != 2 || st.Notes[0] != "* 1 — Беридзе Ніно: за рішенням арбітра" || !st.Rows[0].Playoff {
		t.Errorf("notes %q, row %+v", st.Notes, st.Rows[0])
	}
	d := pdf.Standings(st)
	if d.Rows[0][0] != "1*" || d.Notes[len(d.Notes)-1] != "* 2 — Ковальський Пйотр: за рішенням арбітра" {
		t.Errorf("printed %q, notes %q", d.Rows[0], d.Notes)
	}
	sub := append([]model.StandingsRow(nil), v.Rows[1:]...)
	if st := Standings(pdf.Meta{}, v, sub); len(st.Notes) != 0 {
		t.Errorf("a sub-standings table's notes %q", st.Notes)
	}
}
