package tournament

// The tournament's ratings as FIDE defines them (FIDE C.02, VCL4THP.13
// Q116–146; README "Tournament ratings"), from the registration desk's
// «Ratings…» button: the rating rule (method, the director's own list
// sequence, the period of the lists, the rating admission is judged by,
// the order of equal ratings, the consistency check on or off), every
// registration's tournament rating beside the registry's official ones
// with where it came from, and the consistency check, applied only to the
// players the director ticks.

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"

	"arbiter/ui/kit"
)

// ratingMethodLabel names a method in the form.
func ratingMethodLabel(m model.RatingMethod) string {
	switch m {
	case model.MethodFIDE:
		return lang.L("FIDE (rapid and blitz fall back to standard)")
	case model.MethodNRO:
		return lang.L("National")
	case model.MethodFIDON:
		return lang.L("FIDON: FIDE, else national")
	case model.MethodNIDOF:
		return lang.L("NIDOF: national, else FIDE")
	case model.MethodHBFN:
		return lang.L("HBFN: the highest of FIDE, national and typed")
	case model.MethodSequence:
		return lang.L("My own sequence of lists")
	}
	return lang.L("As the tournament's rating")
}

func tieOrderLabel(t model.TieOrder) string {
	switch t {
	case model.TiesOlderFirst:
		return lang.L("Older first")
	case model.TiesYounger:
		return lang.L("Younger first")
	case model.TiesRegistry:
		return lang.L("By registry number")
	}
	return lang.L("Alphabetically")
}

// ratingRuleForm edits a RatingRule.
type ratingRuleForm struct {
	method, admit, ties     *widget.Select
	lists, period           *kit.TextEntry
	admitLists, admitPeriod *kit.TextEntry
	check                   *widget.Check
	methods, admitMethods   []model.RatingMethod
}

func newRatingRuleForm(r model.RatingRule) *ratingRuleForm {
	f := &ratingRuleForm{methods: model.RatingMethods, admitMethods: append([]model.RatingMethod{""}, model.RatingMethods...)}
	label := func(ms []model.RatingMethod) []string {
		out := make([]string, len(ms))
		for i, m := range ms {
			out[i] = ratingMethodLabel(m)
		}
		return out
	}
	f.method = widget.NewSelect(label(f.methods), nil)
	m := r.Method
	if m == "" {
		m = model.MethodFIDE
	}
	f.method.SetSelectedIndex(max(0, slices.Index(f.methods, m)))
	f.admit = widget.NewSelect(label(f.admitMethods), nil)
	f.admit.SetSelectedIndex(max(0, slices.Index(f.admitMethods, r.AdmitMethod)))
	ties := make([]string, len(model.TieOrders))
	for i, t := range model.TieOrders {
		ties[i] = tieOrderLabel(t)
	}
	f.ties = widget.NewSelect(ties, nil)
	f.ties.SetSelectedIndex(max(0, slices.Index(model.TieOrders, r.Ties)))
	f.lists, f.period, f.admitLists, f.admitPeriod = kit.NewTextEntry(), kit.NewTextEntry(), kit.NewTextEntry(), kit.NewTextEntry()
	f.lists.SetText(r.Lists)
	f.lists.SetPlaceHolder("user:Kyiv,national,standard")
	f.period.SetText(r.Period)
	f.period.SetPlaceHolder(lang.L("YYYY-MM (empty: the newest lists)"))
	f.admitLists.SetText(r.AdmitLists)
	f.admitPeriod.SetText(r.AdmitPeriod)
	f.admitPeriod.SetPlaceHolder(lang.L("YYYY-MM"))
	f.check = widget.NewCheck(lang.L("Check the ratings after every list import"), nil)
	f.check.SetChecked(!r.CheckOff)
	return f
}

func (f *ratingRuleForm) content() fyne.CanvasObject {
	return widget.NewForm(
		widget.NewFormItem(lang.L("Tournament rating"), f.method),
		widget.NewFormItem(lang.L("Lists, in order"), f.lists),
		widget.NewFormItem(lang.L("Lists of the period"), f.period),
		widget.NewFormItem(lang.L("Admission by"), f.admit),
		widget.NewFormItem(lang.L("Admission lists"), f.admitLists),
		widget.NewFormItem(lang.L("Admission lists of the period"), f.admitPeriod),
		widget.NewFormItem(lang.L("Equal rating and title"), f.ties),
		widget.NewFormItem("", f.check))
}

func (f *ratingRuleForm) rule() model.RatingRule {
	r := model.RatingRule{
		Method: f.methods[max(0, f.method.SelectedIndex())], Lists: strings.TrimSpace(f.lists.Text),
		Period: strings.TrimSpace(f.period.Text), AdmitMethod: f.admitMethods[max(0, f.admit.SelectedIndex())],
		AdmitLists: strings.TrimSpace(f.admitLists.Text), AdmitPeriod: strings.TrimSpace(f.admitPeriod.Text),
		Ties: model.TieOrders[max(0, f.ties.SelectedIndex())], CheckOff: !f.check.Checked,
	}
	if r.Method != model.MethodSequence {
		r.Lists = ""
	}
	if r.AdmitMethod != model.MethodSequence {
		r.AdmitLists = ""
	}
	return r
}

// ratingSourceText says where a tournament rating came from.
func ratingSourceText(s model.EntryRating) string {
	switch {
	case s.Manual:
		return lang.L("typed by hand")
	case s.List == "":
		return "—"
	}
	return strings.TrimSpace(string(s.List) + " " + s.Period)
}

// ratingLinesText is the registrations' tournament and official ratings.
func ratingLinesText(ls []model.RatingLine) string {
	var b strings.Builder
	for _, l := range ls {
		fmt.Fprintf(&b, "%d. %s — %s %d (%s); %s %d, %s %d", l.StartNo, l.Player.ShortName(), lang.L("tournament rating"), l.Tournament,
			ratingSourceText(l.Source), lang.L("FIDE"), l.FIDE, lang.L("national"), l.National)
		var held []string
		for _, h := range l.Held {
			if h.Rating > 0 {
				held = append(held, fmt.Sprintf("%s %d", h.List, h.Rating))
			}
		}
		if len(held) > 0 { // Q128: his ratings in every list
			b.WriteString("; " + lang.L("lists") + ": " + strings.Join(held, ", "))
		}
		b.WriteString("\n")
	}
	return b.String()
}

// onRatingsTapped opens the tournament's ratings.
func (d *registrationDesk) onRatingsTapped() {
	id := d.s.Current.ID
	ctx := context.Background()
	r, err := d.s.Svc.TournamentRatings.Rule(ctx, id)
	if err != nil {
		kit.ShowError(d.s.Win, err)
		return
	}
	ls, err := d.s.Svc.TournamentRatings.Lines(ctx, id)
	if err != nil {
		kit.ShowError(d.s.Win, err)
		return
	}
	f := newRatingRuleForm(r)
	lines := widget.NewLabel(ratingLinesText(ls))
	check := widget.NewButton(lang.L("Check against the lists…"), func() { d.showRatingCheck(id) })
	scroll := container.NewVScroll(lines)
	scroll.SetMinSize(fyne.NewSize(0, 200))
	content := container.NewVBox(f.content(), widget.NewSeparator(), widget.NewLabel(lang.L("Tournament and official ratings:")), scroll, check)
	var dlg *kit.EditDialog
	dlg = kit.NewEditDialog(d.s.Win, lang.L("Tournament ratings"), content, 720, func() {
		if _, err := d.s.Svc.TournamentRatings.SetRule(context.Background(), id, f.rule()); err != nil {
			kit.ShowError(d.s.Win, err)
			return
		}
		dlg.Close()
		d.s.Reload()
	})
}

// showRatingCheck shows the consistency check and applies it to the
// ticked players only (Q143–144).
func (d *registrationDesk) showRatingCheck(id model.TournamentID) {
	c, err := d.s.Svc.TournamentRatings.Check(context.Background(), id)
	if err != nil {
		kit.ShowError(d.s.Win, err)
		return
	}
	box := container.NewVBox(widget.NewLabel(ratingCheckText(c)))
	var ticks []*widget.Check
	for _, df := range c.Differences {
		list := "—"
		if df.List.Rating > 0 {
			list = fmt.Sprintf("%d (%s)", df.List.Rating, ratingSourceText(model.EntryRating{List: df.List.List, Period: df.List.Period, Manual: df.List.Manual}))
		}
		t := widget.NewCheck(fmt.Sprintf("%d. %s: %d (%s) → %s", df.StartNo, df.Player.ShortName(), df.Tournament, ratingSourceText(df.Source), list), nil)
		if c.Paired {
			t.Disable()
		}
		ticks = append(ticks, t)
		box.Add(t)
	}
	var dlg dialog.Dialog
	apply := widget.NewButton(lang.L("Take the list's rating for the ticked players"), func() {
		var ps []model.PlayerID
		for i, t := range ticks {
			if t.Checked {
				ps = append(ps, c.Differences[i].Player.ID)
			}
		}
		if _, err := d.s.Svc.TournamentRatings.Apply(context.Background(), id, ps); err != nil {
			kit.ShowError(d.s.Win, err)
			return
		}
		dlg.Hide()
		d.s.Reload()
	})
	if c.Paired || len(c.Differences) == 0 {
		apply.Disable()
	}
	dlg = dialog.NewCustom(lang.L("Rating check"), lang.L("Close"), container.NewBorder(nil, apply, nil, nil, container.NewVScroll(box)), d.s.Win)
	dlg.Resize(fyne.NewSize(680, 460))
	dlg.Show()
}

// ratingCheckText is the check's heading: the lists compared with, those
// not current, and how many ratings differ.
func ratingCheckText(c model.RatingCheck) string {
	s := lang.L("Checked against the lists of {{.P}}: {{.N}} ratings differ; nothing was changed.", map[string]any{"P": c.Period, "N": len(c.Differences)})
	for _, st := range c.Stale {
		if st.Newest == "" {
			s += "\n" + lang.L("The list {{.L}} has never been imported: import the list of {{.P}} first.", map[string]string{"L": string(st.List), "P": c.Period})
		} else {
			s += "\n" + lang.L("The newest {{.L}} list imported is of {{.N}}, older than {{.P}}: import the current list first.", map[string]string{"L": string(st.List), "N": st.Newest, "P": c.Period})
		}
	}
	if c.Paired {
		s += "\n" + lang.L("Round 1 is paired: the tournament ratings stay as they are.")
	}
	return s
}
