package season

import (
	"context"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/seasons"
	"arbiter/ui/kit"
)

func newSeasonConflicts(s *Screen, reload func()) *seasonConflicts {
	return &seasonConflicts{s: s, reload: reload, selected: -1}
}

func (c *seasonConflicts) buildUI() fyne.CanvasObject {
	c.list = widget.NewList(func() int { return len(c.conflicts) },
		kit.TruncatedLabel,
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(c.line(i)) })
	c.list.OnSelected = c.onSelected
	c.club = kit.NewSelect(nil, nil)
	c.coach = kit.NewSelect(nil, nil)
	c.save = widget.NewButtonWithIcon(lang.L("Save the main club and coach"), theme.DocumentSaveIcon(), c.onSaveTapped)
	c.save.Disable()
	c.note = widget.NewLabel("")
	c.note.Truncation = fyne.TextTruncateEllipsis
	for i := range c.decl { // fixed lines: a label that grows would overlap the form
		c.decl[i] = widget.NewLabel("")
		c.decl[i].Truncation = fyne.TextTruncateEllipsis
	}
	form := widget.NewForm(widget.NewFormItem(lang.L("Main club"), c.club), widget.NewFormItem(lang.L("Main coach"), c.coach))
	chooser := container.NewVBox(c.note, c.decl[0], c.decl[1], form, container.NewHBox(c.save))
	split := container.NewHSplit(c.list, chooser)
	split.Offset = 0.5
	return split
}

// line describes one conflict: the declarations in calendar order and
// what counts.
func (c *seasonConflicts) line(i int) string {
	if i >= len(c.conflicts) {
		return ""
	}
	dc := c.conflicts[i]
	var parts []string
	if len(dc.Clubs) > 1 {
		parts = append(parts, lang.L("clubs")+": "+strings.Join(declaredClubs(dc.Clubs), " → "))
	}
	if len(dc.Coaches) > 1 {
		parts = append(parts, lang.L("coaches")+": "+strings.Join(declaredCoaches(dc.Coaches), " → "))
	}
	state := lang.L("(the last counts)")
	if dc.Main.ClubID != 0 || dc.Main.CoachID != 0 {
		state = lang.L("(main chosen)")
	}
	return dc.Player.ShortName() + " — " + strings.Join(parts, "; ") + " " + state
}

func declaredClubs(cs []model.Club) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.Name
	}
	return out
}

func declaredCoaches(cs []model.Coach) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.Name
	}
	return out
}

func (c *seasonConflicts) set(_ *seasons.View, conflicts []seasons.DeclarationConflict) {
	c.conflicts = conflicts
	c.selected = -1
	c.list.UnselectAll()
	c.save.Disable()
	c.club.Options, c.coach.Options = nil, nil
	c.club.ClearSelected()
	c.coach.ClearSelected()
	c.decl[0].SetText("")
	c.decl[1].SetText("")
	if len(conflicts) == 0 {
		c.note.SetText(lang.L("Every player declared one club and one coach this season."))
	} else {
		c.note.SetText(lang.L("Select a player to choose the main club and coach."))
	}
	c.list.Refresh()
}

// onSelected offers the player's own declarations; the first option keeps
// the last declaration.
func (c *seasonConflicts) onSelected(i widget.ListItemID) {
	if i < 0 || i >= len(c.conflicts) {
		return
	}
	c.selected = i
	dc := c.conflicts[i]
	c.note.SetText(dc.Player.FullName())
	c.decl[0].SetText(lang.L("clubs") + ": " + strings.Join(declaredClubs(dc.Clubs), " → "))
	c.decl[1].SetText(lang.L("coaches") + ": " + strings.Join(declaredCoaches(dc.Coaches), " → "))
	last := lang.L("the last declaration")
	c.club.Options = append([]string{last}, declaredClubs(dc.Clubs)...)
	c.coach.Options = append([]string{last}, declaredCoaches(dc.Coaches)...)
	c.club.SetSelectedIndex(0)
	c.coach.SetSelectedIndex(0)
	for k, cl := range dc.Clubs {
		if cl.ID == dc.Main.ClubID {
			c.club.SetSelectedIndex(k + 1)
		}
	}
	for k, co := range dc.Coaches {
		if co.ID == dc.Main.CoachID {
			c.coach.SetSelectedIndex(k + 1)
		}
	}
	c.save.Enable()
}

func (c *seasonConflicts) onSaveTapped() {
	if c.selected < 0 {
		return
	}
	dc := c.conflicts[c.selected]
	d := model.MainDeclaration{PlayerID: dc.Player.ID}
	if k := c.club.SelectedIndex(); k > 0 {
		d.ClubID = dc.Clubs[k-1].ID
	}
	if k := c.coach.SelectedIndex(); k > 0 {
		d.CoachID = dc.Coaches[k-1].ID
	}
	if err := c.s.svc.Seasons.SetMainDeclaration(context.Background(), c.s.year, d); err != nil {
		kit.ShowError(c.s.win, err)
		return
	}
	c.reload()
}
