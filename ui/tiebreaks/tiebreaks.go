package tiebreaks

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/fide"
	"arbiter/model/tournaments"
	"arbiter/ui/kit"
	"arbiter/ui/panel"
)

// action is the «Ties…» button of the open tournament.
type action struct {
	*panel.Ctx
	dlg dialog.Dialog
	// the fields, kept for the tests
	order, values, note, unrated *kit.TextEntry
}

// NewAction makes the «Ties…» button of the open tournament.
func NewAction(c *panel.Ctx) panel.Action { return &action{Ctx: c} }

// Tapped opens the dialog on the current tournament.
func (a *action) Tapped() {
	ctx := context.Background()
	id := a.Current.ID
	st, err := a.Svc.TieOrders().State(ctx, id)
	if err != nil {
		kit.ShowError(a.Win, err)
		return
	}
	ur, err := a.Svc.UnratedRatings().Get(ctx, id)
	if err != nil {
		kit.ShowError(a.Win, err)
		return
	}
	box := container.NewVBox()
	add := func(text string) {
		l := widget.NewLabel(text)
		l.Wrapping = fyne.TextWrapWord
		box.Add(l)
	}
	if !st.Final {
		add(lang.L("Ties are ranked by hand in the final standings: every round must be played first."))
	}
	if len(st.Level) == 0 {
		add(lang.L("No players are level after every tie-break."))
	}
	for i, g := range st.Level {
		add(lang.L("Still level, group {{.N}}:", map[string]any{"N": i + 1}) + " " + playersText(st, g))
	}
	if len(st.Order) > 0 {
		add(lang.L("Ranked by hand:") + " " + mapText(st, st.Order, strconv.Itoa))
	}
	if len(st.Values) > 0 {
		add(lang.L("External tie-break:") + " " + mapText(st, st.Values, model.TieBreakValueText))
	}
	a.order, a.values, a.note, a.unrated = kit.NewTextEntry(), kit.NewTextEntry(), kit.NewTextEntry(), kit.NewTextEntry()
	a.order.SetPlaceHolder(lang.L("start numbers in order, e.g. 5, 3"))
	a.values.SetPlaceHolder(lang.L("e.g. 5=1.5, 3=0.5"))
	a.note.SetPlaceHolder(lang.L("the decision it follows"))
	if ur > 0 {
		a.unrated.SetText(strconv.Itoa(ur))
	}
	a.unrated.SetPlaceHolder(lang.L("empty: left out while an unrated player takes part (C.07)"))
	ties := a.Svc.TieOrders()
	form := widget.NewForm(
		widget.NewFormItem(lang.L("Order by hand"), container.NewBorder(nil, nil, nil,
			container.NewHBox(widget.NewButton(lang.L("Rank"), func() { a.rank(ties, id) }),
				widget.NewButton(lang.L("Clear order"), func() {
					a.run(func(ack fide.Ack) error { _, err := ties.Order(ctx, id, nil, a.note.Text, ack); return err })
				})),
			a.order)),
		widget.NewFormItem(lang.L("External tie-break"), container.NewBorder(nil, nil, nil,
			container.NewHBox(widget.NewButton(lang.L("Enter values"), func() { a.enterValues(ties, id) }),
				widget.NewButton(lang.L("Clear values"), func() {
					a.run(func(ack fide.Ack) error { _, err := ties.SetValues(ctx, id, nil, true, a.note.Text, ack); return err })
				})),
			a.values)),
		widget.NewFormItem(lang.L("Decision"), a.note),
		widget.NewFormItem(lang.L("Rating of unrated players"), container.NewBorder(nil, nil, nil,
			widget.NewButton(lang.L("Save"), func() { a.saveUnrated(id) }), a.unrated)),
	)
	box.Add(form)
	a.dlg = dialog.NewCustom(lang.L("Ties after every tie-break"), lang.L("Close"), container.NewVScroll(box), a.Win)
	a.dlg.Resize(fyne.NewSize(1000, 480))
	a.dlg.Show()
}

// run does a change through FIDE mode's questions, then closes the dialog
// and tells the screen.
func (a *action) run(do func(fide.Ack) error) {
	panel.FIDEAction(a.Win, do, func() {
		if a.dlg != nil {
			a.dlg.Hide()
		}
		if a.Changed != nil {
			a.Changed()
		}
		if a.ReloadTab != nil {
			a.ReloadTab()
		}
	})
}

func (a *action) rank(ties *tournaments.TieOrders, id model.TournamentID) {
	var nos []int
	for _, f := range strings.FieldsFunc(a.order.Text, func(r rune) bool { return r == ',' || r == ' ' || r == ';' }) {
		n, err := strconv.Atoi(f)
		if err != nil || n < 1 {
			kit.ShowMessage(a.Win, lang.L("Order by hand"), lang.L("Write the start numbers in order, e.g. 5, 3."))
			return
		}
		nos = append(nos, n)
	}
	if len(nos) == 0 {
		kit.ShowMessage(a.Win, lang.L("Order by hand"), lang.L("Write the start numbers in order, e.g. 5, 3."))
		return
	}
	a.run(func(ack fide.Ack) error {
		_, err := ties.Order(context.Background(), id, nos, a.note.Text, ack)
		return err
	})
}

func (a *action) enterValues(ties *tournaments.TieOrders, id model.TournamentID) {
	values := map[int]int{}
	for _, f := range strings.FieldsFunc(a.values.Text, func(r rune) bool { return r == ' ' || r == ';' || r == '\t' }) {
		f = strings.TrimSuffix(f, ",")
		no, val, found := strings.Cut(f, "=")
		n, err := strconv.Atoi(strings.TrimSpace(no))
		v, ok := model.ParseTieBreakValue(val)
		if !found || err != nil || n < 1 || !ok {
			kit.ShowMessage(a.Win, lang.L("External tie-break"), lang.L("Write start number = value, e.g. 5=1.5, 3=0.5 (at most two decimals)."))
			return
		}
		values[n] = v
	}
	if len(values) == 0 {
		kit.ShowMessage(a.Win, lang.L("External tie-break"), lang.L("Write start number = value, e.g. 5=1.5, 3=0.5 (at most two decimals)."))
		return
	}
	a.run(func(ack fide.Ack) error {
		_, err := ties.SetValues(context.Background(), id, values, false, a.note.Text, ack)
		return err
	})
}

func (a *action) saveUnrated(id model.TournamentID) {
	r := 0
	if s := strings.TrimSpace(a.unrated.Text); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 || n > model.MaxUnratedRating {
			kit.ShowMessage(a.Win, lang.L("Rating of unrated players"), lang.L("A rating from 1 to {{.Max}}, or empty for the C.07 rule.", map[string]any{"Max": model.MaxUnratedRating}))
			return
		}
		r = n
	}
	a.run(func(ack fide.Ack) error { return a.Svc.UnratedRatings().Set(context.Background(), id, r, ack) })
}

// playersText is "5 Name, 3 Name".
func playersText(st tournaments.TieState, g []int) string {
	parts := make([]string, len(g))
	for i, no := range g {
		parts[i] = fmt.Sprintf("%d %s", no, st.Names[no])
	}
	return strings.Join(parts, ", ")
}

// mapText is "5 Name: v, 3 Name: v" by start number.
func mapText(st tournaments.TieState, m map[int]int, value func(int) string) string {
	nos := model.ByStartNo(m)
	parts := make([]string, len(nos))
	for i, no := range nos {
		parts[i] = fmt.Sprintf("%d %s: %s", no, st.Names[no], value(m[no]))
	}
	return strings.Join(parts, ", ")
}
