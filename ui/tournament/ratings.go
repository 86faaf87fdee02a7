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
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
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
