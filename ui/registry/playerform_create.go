package registry

// A new club or coach created from the player form in place (docs/product.md
// workflow 3): «+» beside the club and the coach asks for the name, stores it
// and selects it, so the director need not leave the player half-typed.

import (
	"context"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/ui/kit"
)

// AllowCreate lets the form create a club or coach in place.
func (f *PlayerForm) AllowCreate(svc *datafile.Services, win fyne.Window) {
	f.create = &creator{svc: svc, win: win}
	f.addClub = widget.NewButtonWithIcon("", theme.ContentAddIcon(), f.onAddClubTapped)
	f.addCoach = widget.NewButtonWithIcon("", theme.ContentAddIcon(), f.onAddCoachTapped)
}

// askName asks for a name in a small dialog (Enter saves, Escape cancels)
// and calls save with it; save returns an error to keep the dialog open.
func (c *creator) askName(title, label string, save func(name string) error) *kit.TextEntry {
	name := kit.NewTextEntry()
	var dlg *kit.EditDialog
	dlg = kit.NewEditDialog(c.win, title, widget.NewForm(widget.NewFormItem(label, name)), 420, func() {
		if err := save(strings.TrimSpace(name.Text)); err != nil {
			kit.ShowError(c.win, err)
			return
		}
		dlg.Close()
	})
	c.win.Canvas().Focus(name)
	return name
}

func (f *PlayerForm) onAddClubTapped() {
	f.create.askName(lang.L("New club"), lang.L("Name"), func(name string) error {
		club, err := f.create.svc.Registry.CreateClub(context.Background(), model.Club{Name: name})
		if err != nil {
			return err
		}
		f.clubs = append(f.clubs, club)
		f.club.Options = ClubNames(f.clubs)
		f.club.SetSelectedIndex(len(f.clubs))
		return nil
	})
}

func (f *PlayerForm) onAddCoachTapped() {
	f.create.askName(lang.L("New coach"), lang.L("Name"), func(name string) error {
		coach, err := f.create.svc.Registry.CreateCoach(context.Background(), model.Coach{Name: name})
		if err != nil {
			return err
		}
		f.coaches = append(f.coaches, coach)
		f.coach.Options = CoachNames(f.coaches)
		f.coach.SetSelectedIndex(len(f.coaches))
		return nil
	})
}
