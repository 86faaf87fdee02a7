package season

import (
	"context"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/model/seasons"
	"arbiter/ui/kit"
)

// New is the Season screen on the data file's services (ui/screens.go's
// row "Season").
func New(svc *datafile.Services, win fyne.Window) *Screen {
	return &Screen{svc: svc, win: win, tables: map[string]*seasonTableView{}}
}

// Inline makes the screen load on the calling goroutine (tests: fyne's
// test driver runs fyne.Do there).
func (s *Screen) Inline() { s.bg.Inline = true }

// BuildUI makes the screen's widgets and loads the last season.
func (s *Screen) BuildUI() fyne.CanvasObject {
	s.years = kit.NewSelect(nil, s.onYearSelected)
	s.years.PlaceHolder = lang.L("Choose a season")
	s.create = widget.NewButtonWithIcon(lang.L("New season…"), theme.ContentAddIcon(), s.onCreateTapped)
	s.create2010 = widget.NewButtonWithIcon(lang.L("Create season 2010 by the regulation"), theme.DocumentCreateIcon(), s.onCreate2010Tapped)
	s.demo = widget.NewButtonWithIcon(lang.L("Demo season 2010"), theme.MediaPlayIcon(), s.onDemoTapped)
	s.remove = widget.NewButtonWithIcon(lang.L("Delete season"), theme.DeleteIcon(), s.onDeleteTapped)
	s.calendar = newSeasonCalendar(s, s.Reload)
	s.rules = newSeasonRules(s, s.Reload)
	s.awards = newSeasonAwards(s)
	s.conflicts = newSeasonConflicts(s, s.Reload)
	s.tabs = container.NewAppTabs(
		container.NewTabItem(lang.L("Calendar"), s.calendar.buildUI()),
		container.NewTabItem(lang.L("Rule set"), s.rules.buildUI()),
		container.NewTabItem(lang.L("Golden Cup"), s.tableView("gold").buildUI()),
		container.NewTabItem(lang.L("Silver Cup"), s.tableView("silver").buildUI()),
		container.NewTabItem(lang.L("Clubs"), s.tableView("clubs").buildUI()),
		container.NewTabItem(lang.L("Coaches"), s.tableView("coaches").buildUI()),
		container.NewTabItem(lang.L("Awards"), s.awards.buildUI()),
		container.NewTabItem(lang.L("Declarations"), s.conflicts.buildUI()),
	)
	hint := widget.NewLabel(lang.L("There is no season yet. Create one, fill the 2010 calendar of the regulation, or try the demo season (a played 2010 season; an empty file gets the demo registry too)."))
	hint.Wrapping = fyne.TextWrapWord
	s.empty = container.NewVBox(hint)
	s.body = container.NewStack(s.empty)
	top := container.NewHBox(widget.NewLabel(lang.L("Season")), s.years, s.create, s.create2010, s.demo, s.remove)
	s.Reload()
	return container.NewBorder(top, nil, nil, nil, s.body)
}

func (s *Screen) tableView(name string) *seasonTableView {
	if s.tables[name] == nil {
		s.tables[name] = newSeasonTableView(s, name)
	}
	return s.tables[name]
}

// Reload fetches the seasons and the chosen season's tables off the UI
// thread, then shows them.
func (s *Screen) Reload() {
	s.seq++
	seq, year := s.seq, s.year
	s.bg.Run(func() func() {
		ctx := context.Background()
		all, err := s.svc.Seasons.List(ctx)
		if err == nil && year == 0 && len(all) > 0 {
			year = all[len(all)-1].Year
		}
		var v *seasons.View
		var conflicts []seasons.DeclarationConflict
		if err == nil && year != 0 {
			if v, err = s.svc.Seasons.SeasonTables(ctx, year); err == nil {
				conflicts, err = s.svc.Seasons.SeasonConflicts(ctx, year)
			}
		}
		return func() {
			if err != nil {
				kit.ShowError(s.win, err)
				return
			}
			if seq == s.seq {
				s.show(all, v, conflicts)
			}
		}
	})
}

// show puts a fetched season on every tab.
func (s *Screen) show(all []model.Season, v *seasons.View, conflicts []seasons.DeclarationConflict) {
	s.seasons, s.view = all, v
	var opts []string
	for _, se := range all {
		opts = append(opts, strconv.Itoa(se.Year))
	}
	s.years.Options = opts
	s.year = 0
	if v != nil {
		s.year = v.Season.Year
		s.years.Selected = strconv.Itoa(s.year)
	}
	s.years.Refresh()
	s.setButtons(len(all) == 0)
	if v == nil {
		s.body.Objects = []fyne.CanvasObject{s.empty}
		s.body.Refresh()
		return
	}
	s.body.Objects = []fyne.CanvasObject{s.tabs}
	s.body.Refresh()
	s.calendar.set(v)
	s.rules.set(v.Season)
	for _, t := range s.tables {
		t.set(v)
	}
	s.awards.set(v)
	s.conflicts.set(v, conflicts)
}

// setButtons offers the demo and the 2010 calendar only where they can
// work: the demo on a file without seasons, 2010 while it does not exist.
func (s *Screen) setButtons(none bool) {
	has2010 := false
	for _, se := range s.seasons {
		has2010 = has2010 || se.Year == 2010
	}
	kit.SetEnabled(s.demo, none)
	kit.SetEnabled(s.create2010, !has2010)
	kit.SetEnabled(s.remove, s.year != 0)
}

func (s *Screen) onYearSelected(text string) {
	y, err := strconv.Atoi(text)
	if err != nil || y == s.year {
		return
	}
	s.year = y
	s.Reload()
}

func (s *Screen) onCreateTapped() {
	year := kit.NewTextEntry()
	year.SetPlaceHolder("2011")
	name := kit.NewTextEntry()
	form := widget.NewForm(widget.NewFormItem(lang.L("Year"), year), widget.NewFormItem(lang.L("Name"), name))
	var d *kit.EditDialog
	d = kit.NewEditDialog(s.win, lang.L("New season"), form, 420, func() {
		y, err := strconv.Atoi(strings.TrimSpace(year.Text))
		if err != nil {
			kit.ShowError(s.win, model.Errorf(model.Invalid, "CreateSeason", model.Msg("Season year \"%s\" is not valid: write it in four digits, e.g. 2011.", year.Text), err))
			return
		}
		se, err := s.svc.Seasons.CreateSeason(context.Background(), y, name.Text)
		if err != nil {
			kit.ShowError(s.win, err)
			return
		}
		d.Close()
		s.year = se.Year
		s.Reload()
	})
}

func (s *Screen) onCreate2010Tapped() {
	if _, _, err := s.svc.Seasons.CreateSeason2010(context.Background()); err != nil {
		kit.ShowError(s.win, err)
		return
	}
	s.year = 2010
	s.Reload()
}

// onDemoTapped creates the played demo season. On a file whose registry
// already has players the director confirms first, since the demo adds its
// own players of 2010 and eight tournaments there.
func (s *Screen) onDemoTapped() {
	players, err := s.svc.Registry.SearchPlayers(context.Background(), "")
	if err != nil {
		kit.ShowError(s.win, err)
		return
	}
	if len(players) > 0 {
		kit.Confirm(s.win, lang.L("Demo season 2010"),
			lang.L("The registry already has {{.N}} players. The demo season adds its players of 2010 to it and eight played tournaments. Continue?",
				map[string]int{"N": len(players)}), s.runDemo)
		return
	}
	s.runDemo()
}

// runDemo creates the demo season off the UI thread (it takes a moment).
func (s *Screen) runDemo() {
	s.demo.Disable()
	s.bg.Run(func() func() {
		_, err := s.svc.Demo.Season(context.Background())
		return func() {
			if err != nil {
				kit.ShowError(s.win, err)
			} else {
				s.year = 2010
			}
			s.Reload()
		}
	})
}

func (s *Screen) onDeleteTapped() {
	if s.year == 0 {
		return
	}
	year := s.year
	kit.Confirm(s.win, lang.L("Delete season"),
		lang.L("Delete season {{.Year}} with its rule set? A season with tournaments cannot be deleted.", map[string]int{"Year": year}),
		func() {
			if err := s.svc.Seasons.DeleteSeason(context.Background(), year); err != nil {
				kit.ShowError(s.win, err)
				return
			}
			s.year = 0
			s.Reload()
		})
}
