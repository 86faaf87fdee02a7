package registry

import (
	"context"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/datafile"
	modelregistry "arbiter/model/registry"

	"arbiter/ui/kit"
)

// Coaches lists the coaches (name, settlement, contacts, main club)
// and adds, edits and deletes them.
type Coaches struct {
	listEditor
	svc *datafile.Services
	bg  kit.Worker

	coaches     []model.Coach
	clubs       []model.Club
	settlements *settlementNames

	form *coachForm // the open add/edit form, nil when closed
}

// coachForm holds the entries of one coach.
type coachForm struct {
	id             model.CoachID
	name, contacts *kit.TextEntry
	settlement     *widget.SelectEntry
	club           *widget.Select
	country        *widget.SelectEntry // FIDE code (model/registry/country.go)
}

// NewCoaches is the screen Тренери, the coaches, on the data file's services
// (ui/screens.go's row "Coaches").
func NewCoaches(svc *datafile.Services, win fyne.Window) *Coaches {
	return &Coaches{listEditor: newListEditor(win), svc: svc}
}

// Inline makes the screen load on the calling goroutine (tests: fyne's
// test driver runs fyne.Do there).
func (s *Coaches) Inline() { s.bg.Inline = true }

// BuildUI makes the screen's widgets and loads its list.
func (s *Coaches) BuildUI() fyne.CanvasObject {
	ui := s.layout(coachColumns(), func() int { return len(s.coaches) }, s.cell,
		lang.L("Add coach"), s.onAddTapped, s.onEditTapped, s.onDeleteTapped)
	s.Reload()
	return ui
}

// coachColumns are the columns of the coaches table.
func coachColumns() []kit.TextColumn {
	return []kit.TextColumn{{Title: "Coach", Width: 320}, {Title: "Settlement", Width: 180}, {Title: "Contacts", Width: 320}, {Title: "Main club", Width: 300}}
}

func (s *Coaches) cell(row, col int) string {
	c := s.coaches[row]
	switch col {
	case 0:
		return c.Name
	case 1:
		return s.settlements.name(c.SettlementID)
	case 2:
		return c.Contacts
	}
	if i := indexOfClub(s.clubs, c.ClubID); i > 0 {
		return s.clubs[i-1].Name
	}
	return ""
}

// Reload fetches the coaches, clubs and settlements off the UI thread.
func (s *Coaches) Reload() {
	s.bg.Run(func() func() {
		ctx := context.Background()
		coaches, err := s.svc.Registry.Coaches(ctx)
		var clubs []model.Club
		var names *settlementNames
		if err == nil {
			clubs, err = s.svc.Registry.Clubs(ctx)
		}
		if err == nil {
			names, err = loadSettlements(ctx, s.svc)
		}
		return func() {
			if err != nil {
				kit.ShowError(s.win, err)
				return
			}
			s.coaches, s.clubs, s.settlements = coaches, clubs, names
			s.refreshed()
		}
	})
}

func (s *Coaches) onAddTapped() { s.openForm(lang.L("New coach"), model.Coach{}) }

func (s *Coaches) onEditTapped() {
	if s.selected >= 0 {
		s.openForm(lang.L("Edit coach"), s.coaches[s.selected])
	}
}

func (s *Coaches) openForm(title string, c model.Coach) {
	f := &coachForm{id: c.ID, name: kit.NewTextEntry(), contacts: kit.NewTextEntry(),
		settlement: widget.NewSelectEntry(s.settlements.list()), club: kit.NewSelect(ClubNames(s.clubs), nil)}
	f.name.SetText(c.Name)
	f.name.SetPlaceHolder(lang.L("Surname Name Patronymic"))
	f.contacts.SetText(c.Contacts)
	f.contacts.SetPlaceHolder(lang.L("phone, e-mail"))
	f.settlement.SetText(s.settlements.name(c.SettlementID))
	f.club.SetSelectedIndex(indexOfClub(s.clubs, c.ClubID))
	f.country = countryEntry(c.Country)
	s.form = f
	form := widget.NewForm(
		widget.NewFormItem(lang.L("Full name"), f.name),
		widget.NewFormItem(lang.L("Settlement"), f.settlement),
		widget.NewFormItem(lang.L("Contacts"), f.contacts),
		widget.NewFormItem(lang.L("Main club"), f.club),
		widget.NewFormItem(lang.L("Country"), f.country),
	)
	s.dialog = kit.NewEditDialog(s.win, title, form, 560, s.onSaveTapped)
	s.win.Canvas().Focus(f.name)
}

// onSaveTapped saves the coach, creating the settlement if it is new.
func (s *Coaches) onSaveTapped() {
	f := s.form
	err := saveInSettlement(s.svc, f.settlement.Text, func(ctx context.Context, tx *model.App, st model.SettlementID) error {
		c := model.Coach{ID: f.id, Name: f.name.Text, SettlementID: st, Contacts: f.contacts.Text, Country: f.country.Text}
		if i := f.club.SelectedIndex(); i > 0 {
			c.ClubID = s.clubs[i-1].ID
		}
		var err error
		if c.ID == 0 {
			_, err = modelregistry.New(tx).CreateCoach(ctx, c)
		} else {
			_, err = modelregistry.New(tx).UpdateCoach(ctx, c)
		}
		return err
	})
	if s.saved(err, s.Reload) {
		s.form = nil
	}
}

func (s *Coaches) onDeleteTapped() {
	if s.selected < 0 {
		return
	}
	c := s.coaches[s.selected]
	confirmDelete(s.win, lang.L("Delete coach"), c.Name,
		func(ctx context.Context) error { return s.svc.Registry.DeleteCoach(ctx, c.ID) }, s.Reload)
}
