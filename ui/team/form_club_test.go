package team

import (
	"testing"

	"arbiter/model"
	"arbiter/model/teams"
)

// The team form's club rules: at most one team of a club, months of
// membership (seed 004 §3), read and shown again.
func TestTeamClubRulesForm(t *testing.T) {
	f := newTeamForm(model.NewDate(2026, 5, 1))
	f.club.oneTeam.SetChecked(true)
	f.club.months.SetText("12")
	var rules teams.Rules
	if err := f.club.read(&rules); err != nil || !rules.OneTeamPerClub || rules.ClubMonths != 12 {
		t.Errorf("read %+v, %v", rules, err)
	}
	g := newTeamForm(model.NewDate(2026, 5, 1))
	g.club.set(rules)
	if !g.club.oneTeam.Checked || g.club.months.Text != "12" {
		t.Errorf("shown again: %v %q", g.club.oneTeam.Checked, g.club.months.Text)
	}
	f.club.months.SetText("рік")
	if err := f.club.read(&rules); err == nil {
		t.Error("a year in words accepted")
	}
}
