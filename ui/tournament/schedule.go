package tournament

import (
	"context"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/tournaments"
	"arbiter/ui/pdf"
	"arbiter/ui/printout"

	"arbiter/ui/kit"
)

// The timetable and the entry rules of a tournament (model/schedule.go,
// model/entry_rules.go), edited in a dialog of their own opened from the
// tournament settings: registration, draw and opening, the date and time
// of each round (filled from the season's template, seed 000), and what
// the admission asks of the entry form.

type scheduleForm struct {
	t                                                  model.Tournament
	regFrom, regTo, drawFrom, drawTo, openFrom, openTo *kit.TextEntry
	days, starts                                       []*kit.TextEntry // by round
	required                                           []*widget.Check
	residence, district                                *kit.TextEntry
	orStudent                                          *widget.Check
}

func newScheduleForm(t model.Tournament, sc model.Schedule, r model.EntryRules) *scheduleForm {
	f := &scheduleForm{t: t, regFrom: kit.NewTextEntry(), regTo: kit.NewTextEntry(), drawFrom: kit.NewTextEntry(), drawTo: kit.NewTextEntry(),
		openFrom: kit.NewTextEntry(), openTo: kit.NewTextEntry(), residence: kit.NewTextEntry(), district: kit.NewTextEntry(),
		orStudent: widget.NewCheck(lang.L("students admitted whatever their residence"), nil)}
	for i := 0; i < t.Rounds; i++ {
		d, s := kit.NewTextEntry(), kit.NewTextEntry()
		d.SetPlaceHolder(lang.L("DD.MM.YYYY"))
		s.SetPlaceHolder("18:20")
		f.days, f.starts = append(f.days, d), append(f.starts, s)
	}
	for _, pf := range model.PersonalFields {
		f.required = append(f.required, widget.NewCheck(pf.Label.In(kit.GUILang()), nil))
	}
	f.setSchedule(sc)
	for i, pf := range model.PersonalFields {
		for _, k := range r.Required {
			if k == pf.Key {
				f.required[i].SetChecked(true)
			}
		}
	}
	f.residence.SetText(r.Residence)
	f.district.SetText(r.District)
	f.orStudent.SetChecked(r.OrStudent)
	return f
}

func (f *scheduleForm) setSchedule(sc model.Schedule) {
	for _, p := range []struct {
		e *kit.TextEntry
		v string
	}{{f.regFrom, sc.RegFrom}, {f.regTo, sc.RegTo}, {f.drawFrom, sc.DrawFrom}, {f.drawTo, sc.DrawTo}, {f.openFrom, sc.OpenFrom}, {f.openTo, sc.OpenTo}} {
		p.e.SetText(p.v)
	}
	for i := range f.days {
		f.days[i].SetText("")
		f.starts[i].SetText("")
		if rt, ok := sc.Round(i + 1); ok {
			f.days[i].SetText(rt.Day.Display())
			f.starts[i].SetText(rt.Start)
		}
	}
}

func (f *scheduleForm) content() fyne.CanvasObject {
	pair := func(a, b *kit.TextEntry) fyne.CanvasObject { return container.NewGridWithColumns(2, a, b) }
	day := widget.NewForm(
		widget.NewFormItem(lang.L("Registration"), pair(f.regFrom, f.regTo)),
		widget.NewFormItem(lang.L("Draw"), pair(f.drawFrom, f.drawTo)),
		widget.NewFormItem(lang.L("Opening"), pair(f.openFrom, f.openTo)),
	)
	template := widget.NewButtonWithIcon(lang.L("Season template"), theme.ContentPasteIcon(), func() {
		f.setSchedule(model.ScheduleTemplate(f.t))
	})
	rounds := widget.NewForm()
	for i := range f.days {
		rounds.Append(lang.L("Round {{.R}}", map[string]int{"R": i + 1}), pair(f.days[i], f.starts[i]))
	}
	var checks []fyne.CanvasObject
	for _, c := range f.required {
		checks = append(checks, c)
	}
	rules := widget.NewForm(
		widget.NewFormItem(lang.L("Residence required"), pair(f.residence, f.district)),
		widget.NewFormItem("", f.orStudent),
	)
	bold := func(s string) fyne.CanvasObject {
		return widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	}
	return container.NewVBox(bold(lang.L("Timetable (from–to, HH:MM)")), container.NewBorder(nil, nil, nil, template, day),
		bold(lang.L("Rounds: date and start")), rounds,
		bold(lang.L("The entry form must have")), container.NewGridWithColumns(2, checks...), rules)
}

// read returns the schedule and rules as typed; only dates fail here.
func (f *scheduleForm) read() (model.Schedule, model.EntryRules, error) {
	sc := model.Schedule{Tournament: f.t.ID, RegFrom: f.regFrom.Text, RegTo: f.regTo.Text, DrawFrom: f.drawFrom.Text,
		DrawTo: f.drawTo.Text, OpenFrom: f.openFrom.Text, OpenTo: f.openTo.Text}
	for i := range f.days {
		d, err := model.ParseDate(f.days[i].Text)
		if err != nil {
			return sc, model.EntryRules{}, err
		}
		if !d.IsZero() {
			sc.Rounds = append(sc.Rounds, model.RoundTime{Round: i + 1, Day: d, Start: f.starts[i].Text})
		}
	}
	r := model.EntryRules{Tournament: f.t.ID, Residence: f.residence.Text, District: f.district.Text, OrStudent: f.orStudent.Checked}
	for i, c := range f.required {
		if c.Checked {
			r.Required = append(r.Required, model.PersonalFields[i].Key)
		}
	}
	return sc, r, nil
}

// scheduleButton opens the timetable dialog of the tournament being edited
// (form.go shows it under the settings); a new tournament gets
// its timetable once saved.
func (s *Ctx) scheduleButton(t model.Tournament) fyne.CanvasObject {
	b := widget.NewButtonWithIcon(lang.L("Timetable and entry form…"), theme.HistoryIcon(), func() { s.openSchedule(t) })
	if t.ID == 0 {
		b.Disable()
	}
	return container.NewHBox(b)
}

// openSchedule shows the timetable dialog; an empty timetable is filled
// from the season's template, to be saved or changed.
func (s *Ctx) openSchedule(t model.Tournament) *scheduleForm {
	ctx := context.Background()
	sc, err := s.Svc.Schedules().Get(ctx, t.ID)
	if err != nil {
		kit.ShowError(s.Win, err)
		return nil
	}
	if sc.IsZero() {
		sc = model.ScheduleTemplate(t)
	}
	r, err := s.Svc.Personal().EntryRules(ctx, t.ID)
	if err != nil {
		kit.ShowError(s.Win, err)
		return nil
	}
	f := newScheduleForm(t, sc, r)
	var dlg *kit.EditDialog
	dlg = kit.NewEditDialog(s.Win, lang.L("Timetable and entry form")+": "+t.Name, f.content(), 760, func() {
		sc, r, err := f.read()
		if err == nil {
			err = s.Svc.Tx(ctx, func(tx *model.App) error { // one action, one transaction
				if _, err := tournaments.New(tx).Schedules().Save(ctx, sc); err != nil {
					return err
				}
				return tx.Personal().SetEntryRules(ctx, r)
			})
		}
		if err != nil {
			kit.ShowError(s.Win, err)
			return
		}
		dlg.Close()
	})
	return f
}

// withSchedule adds the timetable to a printout's header (round 0: the
// registration list; else the round's wall list).
func (s *Ctx) withSchedule(ctx context.Context, doc *pdf.Document, id model.TournamentID, round int) (*pdf.Document, error) {
	sc, err := s.Svc.Schedules().Get(ctx, id)
	if err != nil {
		return nil, err
	}
	return printout.WithSchedule(doc, sc, round), nil
}
