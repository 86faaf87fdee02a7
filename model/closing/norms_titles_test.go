package closing_test

import "testing"

// The norm check reads a FIDE title as its national equivalent
// (model.TitleTable): a WCM and a WFM count as 1st-razryad players, index 1
// (norms.md §1.2), whatever their rating. A round robin of a WCM (2400), a
// WFM (2380) and eight 1st-razryad players: K = 10 × 1 / 10 = 1.0 (as КМС
// holders rated 2300 or more they would have had −1, K = 0.6).
func TestNormsReadFIDETitlesNationally(t *testing.T) {
	e := newEnv(t)
	ids := e.players("WCM", "WFM", "1", "1", "1", "1", "1", "1", "1", "1")
	id := e.roundRobin("Кандидатський", ids, 3)
	rep, err := e.svc.Norms(bg, id)
	if err != nil {
		t.Fatal(err)
	}
	if rep.FieldK != 10 || rep.Players != 10 {
		t.Fatalf("field K %d (tenths), %d players; want 10, 10", rep.FieldK, rep.Players)
	}
	if rep.Rows[0].Title != "WCM" {
		t.Errorf("the row shows the title held: %q", rep.Rows[0].Title)
	}
}
