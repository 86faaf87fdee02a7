package team

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"

	"arbiter/model"
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

// The header of a team tournament counts paired rounds and never writes
// «of -1» (a round robin before its teams are known).
func TestTeamStateLine(t *testing.T) {
	for _, c := range []struct {
		teams, paired, rounds int
		want                  string
	}{
		{4, 1, 3, lang.L("Teams {{.T}} · rounds paired {{.R}} of {{.N}}", map[string]int{"T": 4, "R": 1, "N": 3})},
		{0, 0, -1, lang.L("Teams {{.T}} · rounds paired {{.R}} · the number of rounds follows from the teams", map[string]int{"T": 0, "R": 0})},
	} {
		got := teamStateLine(c.teams, c.paired, c.rounds)
		if got != c.want || strings.Contains(got, "-1") {
			t.Errorf("teamStateLine(%d, %d, %d) = %q, want %q", c.teams, c.paired, c.rounds, got, c.want)
		}
	}
	if uk := readTranslations(t, "uk.json")["Teams {{.T}} · rounds paired {{.R}} of {{.N}}"]; strings.Contains(uk, "зіграно") {
		t.Errorf("uk: %q says played for paired", uk)
	}
}

// The team's player search names each result's club.
func TestTeamSearchShowsClub(t *testing.T) {
	r := &teamRegistration{clubs: []model.Club{{ID: 3, Name: "ШК «Каїсса»"}}}
	// on screen the club has a line of its own, so it is never cut off
	// behind a long name at 1366×768
	if who, club := r.foundLines(model.Player{Surname: "Бойко", Name: "Іван", ClubID: 3}); club != "ШК «Каїсса»" || strings.Contains(who, "Каїсса") {
		t.Errorf("search lines %q / %q", who, club)
	}
	if _, club := r.foundLines(model.Player{Surname: "Бойко", Name: "Іван"}); club != lang.L("no club") {
		t.Errorf("a player without a club: second line %q", club)
	}
}
