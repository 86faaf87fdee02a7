package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"
)

// The team standings' point heads are the words the printouts use (МО,
// Очки in ui/pdf/teams.go), not the Latin FIDE codes, and the legend gives
// the codes.
func TestTeamHeadsAsOnPaper(t *testing.T) {
	uk := readTranslations(t, "uk.json")
	if uk["MP"] != "МО" || uk["GP"] != "Очки" {
		t.Errorf("Ukrainian heads %q, %q; the printouts say МО, Очки", uk["MP"], uk["GP"])
	}
	ts := &teamStandings{}
	if ts.standingHeader(2) != lang.L("MP") || ts.standingHeader(3) != lang.L("GP") ||
		ts.crossHeader(2) != lang.L("MP") || ts.crossHeader(3) != lang.L("GP") {
		t.Errorf("heads %q %q / %q %q", ts.standingHeader(2), ts.standingHeader(3), ts.crossHeader(2), ts.crossHeader(3))
	}
	if l := teamHeadsLegend(); !strings.Contains(l, "FIDE") || !strings.Contains(l, "(FIDE code MP)") {
		t.Errorf("legend %q", l)
	}
}
