package registry

import (
	"context"
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/ui/kit"
)

// NewPlayers is the screen Гравці, the player registry, on the data file's services
// (ui/screens.go's row "Players").
func NewPlayers(svc *datafile.Services, win fyne.Window) *Players {
	return &Players{listEditor: newListEditor(win), svc: svc, columns: playerColumns()}
}

// Inline makes the screen load on the calling goroutine (tests: fyne's
// test driver runs fyne.Do there).
func (s *Players) Inline() { s.bg.Inline = true }

// BuildUI makes the screen's widgets and loads its list.
func (s *Players) BuildUI() fyne.CanvasObject {
	s.search = kit.NewTextEntry()
	s.search.SetPlaceHolder(lang.L("Search by surname, name or Latin name"))
	s.search.OnChanged = s.onSearchChanged
	s.table = s.newPlayerTable()
	s.count = widget.NewLabel("")
	buttons := s.buttons(lang.L("Add player"), s.onAddTapped, s.onEditTapped, s.onDeleteTapped)
	s.edit.Disable()
	s.remove.Disable()
	s.lists = NewRatingLists(s.svc, s.win, s.bg, s.Reload)
	buttons = container.NewHBox(
		widget.NewButtonWithIcon(lang.L("From FIDE list"), theme.SearchIcon(), s.onFromListTapped),
		kit.NewMenuButton(lang.L("Import rating list"), theme.DownloadIcon(),
			fyne.NewMenuItem(lang.L("FIDE list (TXT, XML, ZIP)…"), s.lists.onImportTapped),
			fyne.NewMenuItem(lang.L("National list of the UCF (CSV)…"), s.lists.onImportNationalTapped),
			fyne.NewMenuItem(lang.L("A list of your own (CSV)…"), s.lists.onImportUserTapped)),
		buttons)
	top := container.NewBorder(nil, nil, widget.NewIcon(theme.SearchIcon()), buttons, s.search)
	s.Reload()
	return container.NewBorder(top, s.count, nil, nil, s.table)
}

// Reload fetches clubs, coaches and the players matching the search text
// off the UI thread, then shows them.
func (s *Players) Reload() {
	s.searchSeq++
	seq, query := s.searchSeq, s.search.Text
	s.bg.Run(func() func() {
		ctx := context.Background()
		players, err := s.svc.Registry.SearchPlayers(ctx, query)
		var clubs []model.Club
		var coaches []model.Coach
		if err == nil {
			clubs, err = s.svc.Registry.Clubs(ctx)
		}
		if err == nil {
			coaches, err = s.svc.Registry.Coaches(ctx)
		}
		return func() {
			if err != nil {
				kit.ShowError(s.win, err)
				return
			}
			if seq == s.searchSeq {
				s.setRegistry(clubs, coaches)
				s.show(players)
			}
		}
	})
}

// setRegistry keeps the clubs and coaches for the table and the form.
func (s *Players) setRegistry(clubs []model.Club, coaches []model.Coach) {
	s.clubs, s.coaches = clubs, coaches
	s.clubNames = make(map[model.ClubID]string, len(clubs))
	for _, c := range clubs {
		s.clubNames[c.ID] = c.Name
	}
	s.coachNames = make(map[model.CoachID]string, len(coaches))
	for _, c := range coaches {
		s.coachNames[c.ID] = c.Name
	}
}

func (s *Players) onSearchChanged(string) { s.Reload() }

func (s *Players) onAddTapped() {
	s.fromList = false
	s.openForm(lang.L("New player"), model.Player{Citizenship: model.DefaultCitizenship})
}

// onFromListTapped finds a player in the last FIDE list and opens the new
// player's form filled from it (the registration desk: docs/product.md workflow 3).
func (s *Players) onFromListTapped() {
	s.lists.OnFindTapped(func(p model.Player) {
		s.fromList = true
		s.openForm(lang.L("New player"), p)
		kit.ShowMessage(s.win, lang.L("From FIDE list"), lang.L("The FIDE list gives only the birth year: check the birth date."))
	})
}

func (s *Players) onEditTapped() {
	if s.selected >= 0 {
		s.fromList = false
		s.openForm(lang.L("Edit player"), s.shown[s.selected])
	}
}

// EditPlayer opens p's card, the edit dialog (with his norms, when he
// has fulfilled any).
func (s *Players) EditPlayer(p model.Player) { s.openForm(lang.L("Edit player"), p) }

// openForm shows the add/edit dialog filled from p; it stays open until the
// player is saved or the director cancels.
func (s *Players) openForm(title string, p model.Player) {
	s.form = NewPlayerForm(s.clubs, s.coaches)
	s.form.AllowCreate(s.svc, s.win)
	s.form.Set(p)
	if d, err := loadPersonal(s.svc, p.ID); err == nil { // playerform_personal.go
		s.form.withPersonal(d)
	} else {
		kit.ShowError(s.win, err)
		return
	}
	s.form.OnSubmit(s.onSaveTapped)
	content := s.form.Content()
	if text := PlayerNormsText(s.svc, p.ID); text != "" { // norms.go
		norms := widget.NewLabel(text)
		norms.Wrapping = fyne.TextWrapWord
		content = container.NewVBox(content, norms)
	}
	s.dialog = kit.NewEditDialog(s.win, title, content, 900, s.onSaveTapped)
	s.win.Canvas().Focus(s.form.Surname)
}

func (s *Players) onSaveTapped() {
	p, err := s.form.Player()
	if err != nil {
		kit.ShowError(s.win, err)
		return
	}
	s.savePlayer(p, model.SaveOptions{})
}

// savePlayer creates or updates p. A likely duplicate (same surname, name
// and birth date) is saved only after the director confirms.
func (s *Players) savePlayer(p model.Player, opt model.SaveOptions) {
	var err error
	if p.ID == 0 && s.fromList && p.FIDEID != 0 {
		_, err = s.lists.createFromList(p)
	} else {
		err = savePlayerWithPersonal(s.svc, s.form, p, opt) // one transaction with the entry form's fields
	}
	if errors.Is(err, model.ErrPossibleDuplicate) {
		kit.Confirm(s.win, lang.L("Possible duplicate"), model.Message(err, kit.GUILang()), func() {
			s.savePlayer(p, model.SaveOptions{AllowDuplicate: true})
		})
		return
	}
	if s.saved(err, s.Reload) {
		s.form = nil
	}
}

func (s *Players) onDeleteTapped() {
	if s.selected < 0 {
		return
	}
	p := s.shown[s.selected]
	confirmDelete(s.win, lang.L("Delete player"), p.FullName(),
		func(ctx context.Context) error { return s.svc.Registry.DeletePlayer(ctx, p.ID) }, s.Reload)
}
