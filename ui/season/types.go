package season

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/model/seasons"
	"arbiter/ui/diploma"
	"arbiter/ui/kit"
)

// The screen and its tabs refer to each other (each tab keeps its Screen),
// so their types are here, below the files that build and fill them.

// Screen is the season championship (docs/product.md workflows 1 and 8):
// the season chooser, the calendar, the rule set, the Golden and Silver Cup
// tables, clubs, coaches, the award list and the declaration conflicts.
type Screen struct {
	svc           *datafile.Services
	win           fyne.Window
	bg            kit.Worker
	printer       kit.Printer     // where printouts go; the default folder when zero
	diplomaEditor *diploma.Editor // the last diploma template opened

	years                            *widget.Select
	create, create2010, demo, remove *widget.Button
	empty                            *fyne.Container // shown while there is no season
	tabs                             *container.AppTabs
	body                             *fyne.Container

	calendar  *seasonCalendar
	rules     *seasonRules
	tables    map[string]*seasonTableView // gold, silver, clubs, coaches
	awards    *seasonAwards
	conflicts *seasonConflicts

	seasons []model.Season
	year    int // the season shown; 0 none
	view    *seasons.View
	seq     int
}

// seasonCalendar is the season's calendar: date, name, kind, cup and norm
// level of every tournament, with add and edit (workflow 1).
type seasonCalendar struct {
	s         *Screen
	reload    func() // the screen's Reload, after a change
	table     *widget.Table
	add, edit *widget.Button
	schedule  *widget.Label

	tours    []model.Tournament
	selected int
	form     *calendarForm
	dialog   *kit.EditDialog
}

// seasonRules is the season's rule set as an editable form (docs/season.md
// "Rule sets"): every coefficient and threshold, Save, and Restore
// defaults (the built-in 2010 rule set). Saving recomputes the tables;
// results are never touched.
type seasonRules struct {
	s      *Screen
	reload func() // the screen's Reload, after a change

	goldKa, silverKa, teamK *kit.TextEntry
	kb                      map[seasons.Level]*kit.TextEntry
	kv                      *kit.TextEntry
	byPoints                *widget.Check
	moreCounted, largerW1   *widget.Check
	veteran, youth          *kit.TextEntry
	occupations             *kit.TextEntry
	occDiploma, occMedal    *kit.TextEntry
	save, restore           *widget.Button
	// the norm table dialog (norm_table.go)
	normTable   *widget.Button
	normDialog  *kit.EditDialog
	normText    *kit.TextEntry
	normRestore *widget.Button
}

// seasonTableView shows one season table (gold, silver, clubs, coaches):
// place, name, total and the counted results, a category filter for the
// cups, and, for the selected row, which results counted with which
// coefficients (docs/product.md workflow 8).
type seasonTableView struct {
	s    *Screen
	name string

	filter *widget.Select
	table  *widget.Table
	detail *widget.Label
	count  *widget.Label
	print  *widget.Button

	data    seasons.Table
	titles  []string
	shown   []int // rows of data after the filter
	filters []seasonFilter
	widths  []float32 // of the columns
	names   kit.NameClashes
}

func (t *seasonTableView) cup() bool { return t.name == "gold" || t.name == "silver" }

// seasonAwards is the season's award list (docs/season.md "Awards"): every
// category with its winner and prize, or the reason it is not awarded, and
// the two print actions: all season diplomas in one PDF, and the medal and
// cup list.
type seasonAwards struct {
	s                *Screen
	table            *widget.Table
	count            *widget.Label
	diplomas, medals *widget.Button
	template         *widget.Button // the season's diploma template (ui/diploma)
	awards           []seasons.Award
}

// seasonConflicts lists the players who declared different clubs or
// coaches during the season (regulation 001: one main club and coach per
// season) and lets the director choose the main ones; until then the last
// declaration counts. The choice is stored with the season.
type seasonConflicts struct {
	s      *Screen
	reload func() // the screen's Reload, after a change
	list   *widget.List
	club   *widget.Select
	coach  *widget.Select
	save   *widget.Button
	note   *widget.Label
	decl   [2]*widget.Label // the declared clubs and coaches of the selected player

	conflicts []seasons.DeclarationConflict
	selected  int
}
