package printout

import (
	"testing"

	"arbiter/model"
	"arbiter/ui/pdf"
)

// TestVCL_Q157_PrintedAdjourned: the pairing list prints «відкл.» for an
// adjourned board instead of its provisional draw, and the standings note
// the open adjourned games under the table (FIDE C.02 VCL4THP.13 Q157).
func TestVCL_Q157_PrintedAdjourned(t *testing.T) {
	rv := model.RoundView{Round: 2, Boards: []model.Board{
		{No: 1, Result: model.Drawn, Adjourned: true},
		{No: 2, Result: model.Drawn},
	}}
	r := Round(pdf.Meta{}, rv)
	if r.Boards[0].Result != "відкл." || r.Boards[1].Result == "відкл." || r.Boards[1].Result == "" {
		t.Errorf("results %q, %q", r.Boards[0].Result, r.Boards[1].Result)
	}
	v := &model.StandingsView{Round: 2, Rows: []model.StandingsRow{{StartNo: 1}}, Adjourned: []model.AdjournedGame{{Round: 2, Board: 1}}}
	want := "Відкладені партії, зараховані як нічиї, доки не внесено їхні результати: тур 2, дошка 1."
	if st := Standings(pdf.Meta{}, v, v.Rows); len(st.Notes) != 1 || st.Notes[0] != want {
		t.Errorf("notes %q", st.Notes)
	}
	d := pdf.Standings(Standings(pdf.Meta{}, v, v.Rows))
	if n := d.Notes[len(d.Notes)-1]; n != want {
		t.Errorf("printed note %q", n)
	}
	v.Adjourned = nil
	if st := Standings(pdf.Meta{}, v, v.Rows); len(st.Notes) != 0 {
		t.Errorf("notes without adjourned games %q", st.Notes)
	}
}
