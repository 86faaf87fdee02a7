package tournament

// The registration desk from the keyboard: ↓/↑ in the
// search field move through the results (each one picked as it is
// reached), Enter picks the first result when none is picked yet and
// otherwise registers; a search that finds nobody says what was searched.

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// searchKeys wires the arrows and Enter of the search field; save is the
// dialog's default action.
func (f *registrationForm) searchKeys(save func()) {
	f.save = save
	f.search.OnArrow = func(delta int) bool {
		if len(f.matches) == 0 {
			return false
		}
		i := min(max(f.picked+delta, 0), len(f.matches)-1)
		if f.picked < 0 && delta > 0 {
			i = 0
		}
		f.found.Select(i)
		f.found.ScrollTo(i)
		return true
	}
	f.search.OnSubmitted = func(string) {
		if f.chosen == 0 && f.player == nil && len(f.matches) > 0 {
			f.found.Select(0)
			return
		}
		save()
	}
}

// showNoMatch says, under the search field, what was searched when
// nobody matches; it hides when the field is empty or someone matches.
func (f *registrationForm) showNoMatch(text string) {
	text = strings.TrimSpace(text)
	if text == "" || len(f.matches) > 0 {
		f.noMatch.Hide()
		return
	}
	f.noMatch.SetText(lang.L("Nobody in the registry matches «{{.Text}}» (surname, name or Latin spelling). Check the spelling or press «New player».",
		map[string]string{"Text": text}))
	f.noMatch.Show()
}

func newNoMatchLabel() *widget.Label {
	l := widget.NewLabel("")
	l.Wrapping = fyne.TextWrapWord
	l.Hide()
	return l
}

// showEnterHint says under the search field what Enter will do now: pick
// the first of several results, register the player picked, save the new
// player, or nothing to do yet.
func (f *registrationForm) showEnterHint() {
	if f.enterHint == nil {
		return
	}
	var hint string
	switch {
	case f.player != nil:
		hint = lang.L("Enter saves the new player and registers them.")
	case f.chosen != 0 && f.picked >= 0 && f.picked < len(f.matches):
		hint = lang.L("Enter registers {{.Name}}.", map[string]string{"Name": f.matches[f.picked].FullName()})
	case len(f.matches) > 0:
		hint = lang.L("{{.N}} players match: Enter picks the first, ↓/↑ move through the list.", map[string]int{"N": len(f.matches)})
	default:
		hint = lang.L("Type part of the surname or name, or press «New player».")
	}
	f.enterHint.SetText(hint)
}
