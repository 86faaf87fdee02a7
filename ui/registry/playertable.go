package registry

import (
	"cmp"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/ui/kit"
)

// Players is the player registry: a table of every player with
// search-as-you-type, sorting by column, and an add/edit form.
type Players struct {
	listEditor // selected is a row in shown
	svc        *datafile.Services
	bg         kit.Worker
	names      map[int]*kit.NameClashes // by column, for the name columns (fit.go)

	search *kit.TextEntry
	count  *widget.Label

	columns    []playerColumn
	sortColumn int
	shown      []model.Player // the last search result, sorted
	searchSeq  int            // the newest search; older results are dropped

	clubs      []model.Club
	coaches    []model.Coach
	clubNames  map[model.ClubID]string
	coachNames map[model.CoachID]string

	form     *PlayerForm  // the open add/edit form, nil when closed
	fromList bool         // the open form was filled from the FIDE list
	lists    *RatingLists // the rating-list actions; nil when the store has none
}

// playerColumn is one column of the players table.
type playerColumn struct {
	title string      // translation key
	width float32     // in Fyne units
	fit   kit.CellFit // how a text too wide is shortened
	text  func(s *Players, p model.Player) string
	// order compares two players by this column (ties fall back to names);
	// nil means the column does not sort.
	order func(s *Players, a, b model.Player) int
}

func playerColumns() []playerColumn {
	byRating := func(r func(model.Player) int) func(*Players, model.Player, model.Player) int {
		return func(_ *Players, a, b model.Player) int { return cmp.Compare(r(b), r(a)) } // strongest first
	}
	return []playerColumn{
		{"Player", 300, kit.FitName, func(_ *Players, p model.Player) string { return p.FullName() },
			func(*Players, model.Player, model.Player) int { return 0 }},
		{"Born", 105, kit.FitText, func(_ *Players, p model.Player) string { return p.BirthDate.Display() },
			func(_ *Players, a, b model.Player) int { return a.BirthDate.Compare(b.BirthDate) }},
		{"Title", 70, kit.FitText, func(_ *Players, p model.Player) string { return shortTitle(p.Title) }, nil},
		{"FIDE", 80, kit.FitText, func(_ *Players, p model.Player) string { return kit.RatingText(p.FIDERating) },
			byRating(func(p model.Player) int { return p.FIDERating })},
		{"Nat.", 80, kit.FitText, func(_ *Players, p model.Player) string { return kit.RatingText(p.NationalRating) },
			byRating(func(p model.Player) int { return p.NationalRating })},
		{"Club", 265, kit.FitClub, func(s *Players, p model.Player) string { return s.clubNames[p.ClubID] },
			func(s *Players, a, b model.Player) int {
				return compareBlankLast(s.clubNames[a.ClubID], s.clubNames[b.ClubID])
			}},
		{"Coach", 235, kit.FitName, func(s *Players, p model.Player) string { return s.coachNames[p.CoachID] },
			func(s *Players, a, b model.Player) int {
				return compareBlankLast(s.coachNames[a.CoachID], s.coachNames[b.CoachID])
			}},
	}
}

// compareBlankLast compares names in Ukrainian order, empty ones last.
func compareBlankLast(a, b string) int {
	switch {
	case a == b:
		return 0
	case a == "":
		return 1
	case b == "":
		return -1
	}
	return model.CompareUkrainian(a, b)
}

// shortTitle shows a razryad as "1 р." in the table.
func shortTitle(t string) string {
	switch t {
	case "1", "2", "3", "4":
		return lang.L("{{.N}} cat.", map[string]string{"N": t})
	}
	return t
}

// sortPlayers orders players by column col, then in Ukrainian name order.
func (s *Players) sortPlayers(players []model.Player) {
	order := s.columns[s.sortColumn].order
	slices.SortStableFunc(players, func(a, b model.Player) int {
		if c := order(s, a, b); c != 0 {
			return c
		}
		return model.ComparePlayers(a, b)
	})
}

// newPlayerTable builds the table with a header row of sort buttons.
func (s *Players) newPlayerTable() *widget.Table {
	t := widget.NewTable(
		func() (int, int) { return len(s.shown), len(s.columns) },
		kit.TruncatedLabel,
		func(id widget.TableCellID, o fyne.CanvasObject) {
			if id.Row < len(s.shown) {
				c := s.columns[id.Col]
				kit.SetFitted(o.(*widget.Label), c.text(s, s.shown[id.Row]), c.width, c.fit, func() *kit.NameClashes {
					if s.names == nil {
						s.names = map[int]*kit.NameClashes{}
					}
					if s.names[id.Col] == nil {
						s.names[id.Col] = &kit.NameClashes{}
					}
					return s.names[id.Col].Of(func(yield func(string)) {
						for _, p := range s.shown {
							yield(c.text(s, p))
						}
					})
				})
			}
		})
	t.ShowHeaderRow = true
	t.CreateHeader = func() fyne.CanvasObject {
		b := widget.NewButton("", nil)
		b.Alignment = widget.ButtonAlignLeading
		b.IconPlacement = widget.ButtonIconTrailingText
		return b
	}
	t.UpdateHeader = s.updateHeader
	for i, c := range s.columns {
		t.SetColumnWidth(i, c.width)
	}
	t.OnSelected = s.onCellSelected
	return t
}

// show displays players in the current sort order.
func (s *Players) show(players []model.Player) {
	s.sortPlayers(players)
	s.shown = players
	s.refreshed()
	s.count.SetText(lang.L("Players shown: {{.N}}", map[string]int{"N": len(players)}))
}

func (s *Players) onSortTapped(col int) {
	s.sortColumn = col
	s.show(s.shown)
}

func (s *Players) onCellSelected(id widget.TableCellID) {
	if id.Row >= 0 && id.Row < len(s.shown) {
		s.onRowSelected(id.Row)
	}
}

// updateHeader shows a column title; a sortable column is a button that
// sorts by it, the current one marked with an arrow.
func (s *Players) updateHeader(id widget.TableCellID, o fyne.CanvasObject) {
	b := o.(*widget.Button)
	if id.Col < 0 || id.Col >= len(s.columns) {
		b.SetText("")
		return
	}
	col := id.Col
	b.SetText(lang.L(s.columns[col].title))
	b.Importance = widget.LowImportance
	b.OnTapped = nil
	b.SetIcon(nil)
	if s.columns[col].order != nil {
		b.OnTapped = func() { s.onSortTapped(col) }
	}
	if col == s.sortColumn {
		b.SetIcon(theme.MenuDropDownIcon())
	}
	b.Refresh()
}
