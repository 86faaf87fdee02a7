package team

import (
	"strconv"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arbiter/model/teams"

	"arbiter/ui/kit"
	"arbiter/ui/panel"
)

// teamClubRules are the club rules of seed 004 §3 in the team form
// (model/teams/club_rules.go): at most one team of a club, and the
// months of club membership the members need at the start.
type teamClubRules struct {
	oneTeam *widget.Check
	months  *kit.TextEntry
}

func newTeamClubRules() teamClubRules {
	r := teamClubRules{oneTeam: widget.NewCheck(lang.L("At most one team of a club"), nil), months: kit.NewTextEntry()}
	r.months.SetPlaceHolder(lang.L("e.g.") + " 12")
	return r
}

func (r teamClubRules) items() []*widget.FormItem {
	return []*widget.FormItem{widget.NewFormItem("", r.oneTeam),
		widget.NewFormItem(lang.L("Members of the club for at least, months"), r.months)}
}

func (r teamClubRules) set(rules teams.Rules) {
	r.oneTeam.SetChecked(rules.OneTeamPerClub)
	r.months.SetText("")
	if rules.ClubMonths > 0 {
		r.months.SetText(strconv.Itoa(rules.ClubMonths))
	}
}

func (r teamClubRules) read(rules *teams.Rules) (err error) {
	rules.OneTeamPerClub = r.oneTeam.Checked
	rules.ClubMonths, err = panel.IntField(r.months.Text, lang.L("Members of the club for at least, months"))
	return err
}
