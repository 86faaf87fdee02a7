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

// Clubs lists the clubs (name, settlement, address, contacts) and
// adds, edits and deletes them.
type Clubs struct {
	listEditor
	svc *datafile.Services
	bg  kit.Worker

	clubs       []model.Club
	settlements *settlementNames

	form *clubForm // the open add/edit form, nil when closed
}

// clubForm holds the entries of one club.
type clubForm struct {
	id                      model.ClubID
	name, address, contacts *kit.TextEntry
	settlement              *widget.SelectEntry
	country                 *widget.SelectEntry // FIDE code (model/registry/country.go)
}

// NewClubs is the screen Клуби, the clubs, on the data file's services
// (ui/screens.go's row "Clubs").
func NewClubs(svc *datafile.Services, win fyne.Window) *Clubs {
	return &Clubs{listEditor: newListEditor(win), svc: svc}
}

// Inline makes the screen load on the calling goroutine (tests: fyne's
// test driver runs fyne.Do there).
func (s *Clubs) Inline() { s.bg.Inline = true }

// BuildUI makes the screen's widgets and loads its list.
func (s *Clubs) BuildUI() fyne.CanvasObject {
	ui := s.layout(clubColumns(), func() int { return len(s.clubs) }, s.cell,
		lang.L("Add club"), s.onAddTapped, s.onEditTapped, s.onDeleteTapped)
	s.Reload()
	return ui
}

// clubColumns are the columns of the clubs table.
func clubColumns() []kit.TextColumn {
	return []kit.TextColumn{{Title: "Club", Width: 320}, {Title: "Settlement", Width: 180}, {Title: "Address", Width: 320}, {Title: "Contacts", Width: 300}}
}

func (s *Clubs) cell(row, col int) string {
	c := s.clubs[row]
	switch col {
	case 0:
		return c.Name
	case 1:
		return s.settlements.name(c.SettlementID)
	case 2:
		return c.Address
	}
	return c.Contacts
}

// Reload fetches the clubs and settlements off the UI thread.
func (s *Clubs) Reload() {
	s.bg.Run(func() func() {
		ctx := context.Background()
		clubs, err := s.svc.Registry.Clubs(ctx)
		var names *settlementNames
		if err == nil {
			names, err = loadSettlements(ctx, s.svc)
		}
		return func() {
			if err != nil {
				kit.ShowError(s.win, err)
				return
			}
			s.clubs, s.settlements = clubs, names
			s.refreshed()
		}
	})
}

func (s *Clubs) onAddTapped() { s.openForm(lang.L("New club"), model.Club{}) }

func (s *Clubs) onEditTapped() {
	if s.selected >= 0 {
		s.openForm(lang.L("Edit club"), s.clubs[s.selected])
	}
}

func (s *Clubs) openForm(title string, c model.Club) {
	f := &clubForm{id: c.ID, name: kit.NewTextEntry(), address: kit.NewTextEntry(), contacts: kit.NewTextEntry(),
		settlement: widget.NewSelectEntry(s.settlements.list())}
	f.name.SetText(c.Name)
	f.address.SetText(c.Address)
	f.contacts.SetText(c.Contacts)
	f.contacts.SetPlaceHolder(lang.L("phone, e-mail, contact person"))
	f.settlement.SetText(s.settlements.name(c.SettlementID))
	f.country = countryEntry(c.Country)
	s.form = f
	form := widget.NewForm(
		widget.NewFormItem(lang.L("Club name"), f.name),
		widget.NewFormItem(lang.L("Settlement"), f.settlement),
		widget.NewFormItem(lang.L("Address"), f.address),
		widget.NewFormItem(lang.L("Contacts"), f.contacts),
		widget.NewFormItem(lang.L("Country"), f.country),
	)
	s.dialog = kit.NewEditDialog(s.win, title, form, 560, s.onSaveTapped)
	s.win.Canvas().Focus(f.name)
}

// onSaveTapped saves the club, creating its settlement if it is new.
func (s *Clubs) onSaveTapped() {
	f := s.form
	err := saveInSettlement(s.svc, f.settlement.Text, func(ctx context.Context, tx *model.App, st model.SettlementID) error {
		c := model.Club{ID: f.id, Name: f.name.Text, SettlementID: st, Address: f.address.Text, Contacts: f.contacts.Text, Country: f.country.Text}
		var err error
		if c.ID == 0 {
			_, err = modelregistry.New(tx).CreateClub(ctx, c)
		} else {
			_, err = modelregistry.New(tx).UpdateClub(ctx, c)
		}
		return err
	})
	if s.saved(err, s.Reload) {
		s.form = nil
	}
}

func (s *Clubs) onDeleteTapped() {
	if s.selected < 0 {
		return
	}
	c := s.clubs[s.selected]
	confirmDelete(s.win, lang.L("Delete club"), c.Name,
		func(ctx context.Context) error { return s.svc.Registry.DeleteClub(ctx, c.ID) }, s.Reload)
}
