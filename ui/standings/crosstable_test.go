package standings

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"arbiter/model"
	"arbiter/ui/internal/tourtest"
	"arbiter/ui/internal/uitest"
)

// TestRoundRobinCrosstable: a six-player round robin with every result in
// shows the 6×6 grid, prints it, and its standings hold every game's
// point.
func TestRoundRobinCrosstable(t *testing.T) {
	svc, s, w, tour := setUp(t, 6, 6, model.Tournament{Name: "Кругова шістка", System: model.SystemRoundRobin, Rounds: 5})
	tourtest.Pair(t, svc, tour.ID) // all five rounds at once (Berger tables)
	for r := 1; r <= 5; r++ {
		tourtest.Results(t, svc, tour.ID, r, "1=0")
	}
	showTab(t, s, "Crosstable")
	uitest.CheckRoundRobinGrid(t, crossOf(s).view, 6)
	test.Tap(crossOf(s).print)
	uitest.Dismiss(t, w)
	if files := printouts(s, "*кросстаблиця*.pdf"); len(files) != 1 {
		t.Errorf("crosstable printout: %v", files)
	}
	showTab(t, s, "Standings")
	total := 0
	for _, r := range standingsOf(s).rows {
		total += r.Points
	}
	if total != 30 { // 15 games, one point each
		t.Errorf("round robin points add up to %d half-points, want 30", total)
	}
}
