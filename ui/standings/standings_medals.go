package standings

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/ui/kit"
)

// awardsMenu holds the standings tab's «Нагородження» menu (joint events,
// seed 004 §8, §10, §17): the medal list of places 1–3 of
// every table — the overall one and each sub-standings (boys, girls, age
// groups, groups by year of birth) — or of the table shown, and the
// diplomas of every table at once, as arbiter-cli print medals and print
// diplomas --sub all print them.
type awardsMenu struct {
	button                              *widget.Button
	medalsAll, medalsShown, diplomasAll *fyne.MenuItem
}

// newAwardsMenu is the menu with its three items' actions.
func newAwardsMenu(medalsAll, medalsShown, diplomasAll func()) *awardsMenu {
	m := &awardsMenu{
		medalsAll:   fyne.NewMenuItem(lang.L("Medal list: every table"), medalsAll),
		medalsShown: fyne.NewMenuItem(lang.L("Medal list: this table"), medalsShown),
		diplomasAll: fyne.NewMenuItem(lang.L("Diplomas: every table"), diplomasAll),
	}
	m.button = kit.NewMenuButton(lang.L("Awards"), theme.DocumentPrintIcon(), m.medalsAll, m.medalsShown, m.diplomasAll)
	return m
}
