package season

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/seasons"

	"arbiter/ui/kit"
)

// calendarForm edits what the calendar holds of a tournament: name, dates,
// kind, cup and norm level.
type calendarForm struct {
	id               model.TournamentID
	name, start, end *kit.TextEntry
	kind, cup, level *widget.Select
	kinds, cups      []string
	levels           []seasons.Level
	kindCodes        []model.TournamentKind
	cupCodes         []seasons.Cup
}

func newCalendarForm() *calendarForm {
	f := &calendarForm{name: kit.NewTextEntry(), start: kit.NewTextEntry(), end: kit.NewTextEntry()}
	f.start.SetPlaceHolder(lang.L("DD.MM.YYYY"))
	f.end.SetPlaceHolder(lang.L("same day"))
	f.kindCodes = []model.TournamentKind{model.Classical, model.Rapid, model.Blitz}
	for _, k := range f.kindCodes {
		f.kinds = append(f.kinds, kit.KindLabel(k))
	}
	f.cupCodes = []seasons.Cup{seasons.CupGold, seasons.CupSilver, seasons.CupNone}
	for _, c := range f.cupCodes {
		f.cups = append(f.cups, kit.CupLabel(c))
	}
	f.levels = append([]seasons.Level{""}, seasons.Levels...)
	var levels []string
	for _, l := range f.levels {
		levels = append(levels, kit.LevelLabel(l))
	}
	f.kind = kit.NewSelect(f.kinds, nil)
	f.cup = kit.NewSelect(f.cups, nil)
	f.level = kit.NewSelect(levels, nil)
	return f
}

func (f *calendarForm) content() fyne.CanvasObject {
	return widget.NewForm(
		widget.NewFormItem(lang.L("Tournament"), f.name),
		widget.NewFormItem(lang.L("First day"), f.start),
		widget.NewFormItem(lang.L("Last day"), f.end),
		widget.NewFormItem(lang.L("Kind"), f.kind),
		widget.NewFormItem(lang.L("Cup"), f.cup),
		widget.NewFormItem(lang.L("Norm level"), f.level),
	)
}

func (f *calendarForm) set(t model.Tournament) {
	f.id = t.ID
	f.name.SetText(t.Name)
	f.start.SetText(t.StartDate.Display())
	if t.EndDate != t.StartDate {
		f.end.SetText(t.EndDate.Display())
	}
	for i, k := range f.kindCodes {
		if k == t.Kind {
			f.kind.SetSelectedIndex(i)
		}
	}
	for i, c := range f.cupCodes {
		if c == t.Cup {
			f.cup.SetSelectedIndex(i)
		}
	}
	for i, l := range f.levels {
		if l == t.Level {
			f.level.SetSelectedIndex(i)
		}
	}
}

// entry reads the form; a malformed date is reported by model.ParseDate.
func (f *calendarForm) entry() (seasons.CalendarEntry, error) {
	e := seasons.CalendarEntry{ID: f.id, Name: f.name.Text}
	var err error
	if e.StartDate, err = model.ParseDate(f.start.Text); err != nil {
		return e, err
	}
	if e.EndDate, err = model.ParseDate(f.end.Text); err != nil {
		return e, err
	}
	if i := f.kind.SelectedIndex(); i >= 0 {
		e.Kind = f.kindCodes[i]
	}
	if i := f.cup.SelectedIndex(); i >= 0 {
		e.Cup = f.cupCodes[i]
	}
	if i := f.level.SelectedIndex(); i >= 0 {
		e.Level = f.levels[i]
	}
	return e, nil
}
