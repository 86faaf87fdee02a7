package ui

import (
	"testing"

	"fyne.io/fyne/v2/lang"

	"arbiter/model"
)

// The standings open on the round being played: after round 2 is paired
// they show round 2, even if an earlier visit chose round 1.
func TestStandingsOpenOnTheRoundBeingPlayed(t *testing.T) {
	_, s, w, _ := setUpTournament(t, 6, 6, "Вечірній турнір", model.SystemSwissDutch, 3)
	s.standings.s.bg.inline = true
	pairNext(t, s, w, 1)
	typeResults(t, s, w, "111")
	pairNext(t, s, w, 2)
	s.tabs.Select(s.standingsTab)
	if s.standings.view == nil || s.standings.view.Round != 2 {
		t.Fatalf("standings opened on round %v, want 2", s.standings.view)
	}
	s.standings.roundSel.SetSelected(lang.L("After round {{.R}}", map[string]int{"R": 1}))
	if s.standings.view.Round != 1 {
		t.Fatalf("choosing round 1 shows round %d", s.standings.view.Round)
	}
	s.tabs.Select(s.roundsTab)
	typeResults(t, s, w, "111")
	pairNext(t, s, w, 3)
	s.tabs.Select(s.standingsTab)
	if s.standings.view.Round != 3 {
		t.Errorf("after pairing round 3 the standings opened on round %d", s.standings.view.Round)
	}
}
