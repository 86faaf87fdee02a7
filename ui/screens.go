package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"arbiter/model/datafile"
	"arbiter/ui/panels"
	"arbiter/ui/registry"
	"arbiter/ui/season"
	"arbiter/ui/tournament"
)

// view is what every screen offers the window: its content, and a reload
// that fetches its data again (called when its tab is opened, so a club
// added on one screen appears on the others).
type view interface {
	buildUI() fyne.CanvasObject
	reload()
}

// page is a screen of a domain package (ui/tournament, ui/season, ui/registry): the same
// two methods as view, exported; asView makes it a view.
type page interface {
	BuildUI() fyne.CanvasObject
	Reload()
}

type pageView struct{ page }

func (p pageView) buildUI() fyne.CanvasObject { return p.BuildUI() }
func (p pageView) reload()                    { p.Reload() }

func asView(p page) view { return pageView{p} }

// screen is one row of the navigation table: a title (a translation key),
// an icon and the screen's constructor. A new screen is one file plus one
// row here.
type screen struct {
	title string
	icon  func() fyne.Resource
	make  func(svc *datafile.Services, win fyne.Window) view
}

// screens lists the screens in navigation order.
func screens() []screen {
	return []screen{
		{"Tournaments", theme.ListIcon, func(svc *datafile.Services, win fyne.Window) view {
			return asView(tournament.New(svc, win, panels.All()))
		}},
		{"Season", theme.GridIcon, func(svc *datafile.Services, win fyne.Window) view {
			return asView(season.New(svc, win))
		}},
		{"Players", theme.AccountIcon, func(svc *datafile.Services, win fyne.Window) view {
			return asView(registry.NewPlayers(svc, win))
		}},
		{"Clubs", theme.HomeIcon, func(svc *datafile.Services, win fyne.Window) view {
			return asView(registry.NewClubs(svc, win))
		}},
		{"Coaches", theme.ContentPasteIcon, func(svc *datafile.Services, win fyne.Window) view {
			return asView(registry.NewCoaches(svc, win))
		}},
		{"Backups", theme.HistoryIcon, func(svc *datafile.Services, win fyne.Window) view {
			return newBackupsScreen(svc, win)
		}},
	}
}

// newMainView builds the tabs of every screen in the table, and returns
// them with the screens in the table's order. The shown screen is reloaded
// when its tab is opened and when another copy of Arbiter changes the file
// (watchChanges, until stop is closed).
func newMainView(svc *datafile.Services, win fyne.Window, stop <-chan struct{}) (*container.AppTabs, []view) {
	tabs := container.NewAppTabs()
	views := map[*container.TabItem]view{}
	var list []view
	for _, s := range screens() {
		v := s.make(svc, win)
		item := container.NewTabItemWithIcon(lang.L(s.title), s.icon(), v.buildUI())
		views[item] = v
		list = append(list, v)
		tabs.Append(item)
	}
	tabs.OnSelected = func(item *container.TabItem) { views[item].reload() }
	tabs.SetTabLocation(container.TabLocationTop)
	watchChanges(svc, func() {
		if item := tabs.Selected(); item != nil {
			views[item].reload()
		}
	}, stop)
	return tabs, list
}
