package standings

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/playoffs"

	"arbiter/ui/kit"
	"arbiter/ui/panel"
)

// playoffPanel is the «Додаткові партії» tab of a Swiss or round-robin
// tournament (seed 004 §11: two tied for a place play
// an Armageddon, a game until decisive or a match to two wins; three or
// more go by the tie-breaks; §3, §19: the extra match for first place).
// The rule is set at the top; under it every play-off the final standings
// call for, with its games and what they decided. A game is entered from
// the keyboard: choose the play-off and White, type 1, = or 0 and Enter
// (1-0, ½-½, 0-1), or tap the result buttons.
type playoffPanel struct {
	s *panel.Ctx

	places   *kit.TextEntry
	form     *widget.Select
	extra    *widget.Check
	saveRule *widget.Button
	ruleText *widget.Label
	status   *widget.Label

	which  *widget.Select     // the play-off the game is for
	white  *widget.RadioGroup // who has White
	result *kit.TextEntry     // 1, =, 0 + Enter
	lot    *widget.Button     // White by lot (seed 004 §5)
	lotMsg *widget.Label      // the last draw and its seed
	undo   *widget.Button
	entry  *fyne.Container // which, white, result: hidden when nothing is pending
	list   *fyne.Container // one card per play-off

	view    *model.PlayoffsView
	pending []model.PlayoffView
	seq     int
}

// NewPlayoffs is the Play-offs tab.
func NewPlayoffs(s *panel.Ctx) panel.View { return &playoffPanel{s: s} }

// formLabels are the forms as the form select offers them.
func formLabels() []string {
	return []string{lang.L("Armageddon (a draw wins for Black)"), lang.L("One game, replayed until decisive"), lang.L("Match to two wins")}
}

func (p *playoffPanel) BuildUI() fyne.CanvasObject {
	p.places = kit.NewTextEntry()
	p.places.SetPlaceHolder("1,3")
	p.form = kit.NewSelect(formLabels(), nil)
	p.form.SetSelectedIndex(0)
	p.extra = widget.NewCheck(lang.L("Extra match for first place (2nd who won every game)"), nil)
	p.saveRule = widget.NewButtonWithIcon(lang.L("Save rule"), theme.DocumentSaveIcon(), p.onSaveRule)
	p.places.OnSubmitted = func(string) { p.onSaveRule() }
	p.ruleText = widget.NewLabel("")
	p.ruleText.Wrapping = fyne.TextWrapWord
	p.status = widget.NewLabel("")
	p.status.Wrapping = fyne.TextWrapWord
	p.status.TextStyle.Bold = true

	p.which = kit.NewSelect(nil, func(string) { p.lotMsg.SetText(""); p.suggestWhite() })
	p.white = widget.NewRadioGroup(nil, nil)
	p.white.Horizontal = true
	p.result = kit.NewTextEntry()
	p.result.SetPlaceHolder("1 / = / 0")
	p.result.OnSubmitted = p.onResultTyped
	buttons := container.NewHBox()
	for _, r := range []string{"1-0", "½-½", "0-1"} {
		buttons.Add(widget.NewButton(r, func() { p.record(r) }))
	}
	p.lot = widget.NewButtonWithIcon(lang.L("Colour by lot"), theme.ViewRefreshIcon(), p.onLot)
	p.lotMsg = widget.NewLabel("")
	p.undo = widget.NewButtonWithIcon(lang.L("Undo last play-off game"), theme.ContentUndoIcon(), p.onUndo)
	p.entry = container.NewVBox(
		container.NewBorder(nil, nil, widget.NewLabel(lang.L("Play-off")), nil, p.which),
		container.NewHBox(widget.NewLabel(lang.L("White")), p.white, p.lot, p.lotMsg),
		container.NewHBox(widget.NewLabel(lang.L("Result")), kit.FixedWidth(110, p.result), buttons),
		widget.NewLabel(lang.L("Type 1, = or 0 and Enter: 1-0, ½-½, 0-1 for the White chosen above.")))
	p.entry.Hide()
	p.list = container.NewVBox()

	rule := container.NewHBox(widget.NewLabel(lang.L("Places")), kit.FixedWidth(80, p.places),
		widget.NewLabel(lang.L("Form")), kit.FixedWidth(300, p.form), p.extra, p.saveRule)
	top := container.NewVBox(
		widget.NewLabel(lang.L("Two players tied on points for one of these places play off; three or more are separated by the tie-breaks.")),
		rule, p.ruleText, widget.NewSeparator(), container.NewHBox(p.undo), p.status, p.entry)
	return container.NewBorder(top, nil, nil, nil, container.NewVScroll(p.list))
}

// Load fetches the play-offs off the UI thread.
func (p *playoffPanel) Load() {
	panel.LoadLatest(p.s, &p.seq, p.s.Svc.Playoffs.View, p.show)
}

func (p *playoffPanel) show(v *model.PlayoffsView) {
	p.view = v
	p.places.SetText(model.PlayoffPlacesText(v.Rule.Places))
	for i, f := range model.PlayoffForms {
		if v.Rule.Form == f {
			p.form.SetSelectedIndex(i)
		}
	}
	p.extra.SetChecked(v.Rule.Extra)
	p.ruleText.SetText(lang.L("Rule: {{.Rule}}", map[string]string{"Rule": playoffs.RuleText(v.Rule).In(kit.GUILang())}))
	switch {
	case !v.Rule.Active():
		p.status.SetText("")
	case !v.Final:
		p.status.SetText(lang.L("Play-off games come after the last round, once every result is in."))
	case len(v.Playoffs) == 0:
		p.status.SetText(lang.L("No play-off is needed: points and tie-breaks decide the places."))
	case len(v.Pending()) == 0:
		p.status.SetText(lang.L("Every play-off is decided; the standings show the places they set."))
	default:
		p.status.SetText(lang.L("Play-offs needed: {{.N}}. Finishing the tournament waits for them.", map[string]int{"N": len(v.Pending())}))
	}
	if len(v.Stale) > 0 {
		p.status.SetText(p.status.Text + " " + lang.L("Recorded games that belong to no play-off any more: {{.Games}}.", map[string]string{"Games": strings.Join(v.Stale, ", ")}))
	}
	p.pending = v.Pending()
	var titles []string
	for _, q := range p.pending {
		titles = append(titles, q.Title)
	}
	p.which.Options = titles
	if len(titles) > 0 {
		p.which.SetSelectedIndex(0)
		p.entry.Show()
	} else {
		p.which.ClearSelected()
		p.entry.Hide()
	}
	if p.s.Current.Finished {
		p.saveRule.Disable()
		p.undo.Disable()
	} else {
		p.saveRule.Enable()
		p.undo.Enable()
	}
	p.list.RemoveAll()
	for _, q := range v.Playoffs {
		text := widget.NewLabel(q.Text)
		text.Wrapping = fyne.TextWrapWord
		box := container.NewVBox(text)
		if q.Problem != "" {
			pr := widget.NewLabel(q.Problem)
			pr.Wrapping = fyne.TextWrapWord
			box.Add(pr)
		}
		p.list.Add(widget.NewCard("", q.Title, box))
	}
	p.list.Refresh()
}

// chosen is the play-off the entry form is for, or nil.
func (p *playoffPanel) chosen() *model.PlayoffView {
	i := p.which.SelectedIndex()
	if i < 0 || i >= len(p.pending) {
		return nil
	}
	return &p.pending[i]
}

// whiteLabel names a player of a play-off for the White choice.
func whiteLabel(q *model.PlayoffView, k int) string {
	return fmt.Sprintf("%d %s", q.StartNos[k], q.Names[k])
}

// suggestWhite offers the chosen play-off's players as White, the one who
// had Black in the last game chosen (a match alternates); before the
// first game the first-named, to be changed after the lot at the board.
func (p *playoffPanel) suggestWhite() {
	q := p.chosen()
	if q == nil {
		p.white.Options = nil
		p.white.Refresh()
		return
	}
	p.white.Options = []string{whiteLabel(q, 0), whiteLabel(q, 1)}
	k := 0
	if q.NextWhiteLast == q.StartNos[0] {
		k = 1
	}
	p.white.SetSelected(p.white.Options[k])
	p.white.Refresh()
}

// onResultTyped reads 1, = (½, 5) or 0 (or the full 1-0, ½-½, 0-1).
func (p *playoffPanel) onResultTyped(s string) {
	switch strings.TrimSpace(s) {
	case "1", "1-0":
		p.record("1-0")
	case "=", "½", "5", "1/2", "½-½", "1/2-1/2":
		p.record("½-½")
	case "0", "0-1":
		p.record("0-1")
	default:
		p.result.SetText("") // the next key is read afresh
		kit.ShowError(p.s.Win, model.Errorf(model.Invalid, "RecordPlayoffGame", model.Msg("%q is not a result: type 1 (1-0), = (½-½) or 0 (0-1).", s), nil))
	}
}

// record enters the chosen play-off's next game with result for the
// White chosen.
func (p *playoffPanel) record(result string) {
	q := p.chosen()
	if q == nil {
		return
	}
	w, b := q.StartNos[0], q.StartNos[1]
	if p.white.Selected == whiteLabel(q, 1) {
		w, b = b, w
	}
	if _, err := p.s.Svc.Playoffs.RecordGame(context.Background(), p.s.Current.ID, w, b, result); err != nil {
		kit.ShowError(p.s.Win, err)
		return
	}
	p.result.SetText("")
	p.Load()
	p.s.Changed()
	if c := kit.CanvasOf(p.result); c != nil {
		c.Focus(p.result)
	}
}

func (p *playoffPanel) onUndo() {
	kit.Confirm(p.s.Win, lang.L("Undo last play-off game"), lang.L("Delete the last recorded play-off game?"), func() {
		if _, err := p.s.Svc.Playoffs.UndoLastGame(context.Background(), p.s.Current.ID); err != nil {
			kit.ShowError(p.s.Win, err)
			return
		}
		p.Load()
		p.s.Changed()
	})
}

// onSaveRule stores the rule typed at the top.
func (p *playoffPanel) onSaveRule() {
	places, err := model.ParsePlayoffPlaces(p.places.Text)
	if err != nil {
		kit.ShowError(p.s.Win, model.Errorf(model.Invalid, "SetPlayoffRule", model.Msg("Places %q are not understood: place numbers separated by commas, e.g. 1 or 1,3 (empty: no play-off).", p.places.Text), nil))
		return
	}
	r := model.PlayoffRule{Places: places, Extra: p.extra.Checked}
	if i := p.form.SelectedIndex(); i >= 0 && len(places) > 0 {
		r.Form = model.PlayoffForms[i]
	}
	if err := p.s.Svc.Playoffs.SetRule(context.Background(), p.s.Current.ID, r); err != nil {
		kit.ShowError(p.s.Win, err)
		p.Load()
		return
	}
	p.Load()
	p.s.Changed()
}

// playoffLegend is the standings tab's note of the play-offs: «* Місця
// 1–2, армагедон: … 1 місце — … (за результатом армагедону).», one line
// each, after the tie-break legend.
func playoffLegend(v *model.StandingsView) string {
	if v == nil || len(v.Playoffs) == 0 {
		return ""
	}
	var b strings.Builder
	for _, q := range v.Playoffs {
		b.WriteString("\n* " + q.Title + ". " + q.Text)
	}
	return b.String()
}

// onLot draws White for the chosen play-off's next game (the seed from
// the clock, shown so that `arbiter-cli lot --players 2 --seed S` repeats
// it) and chooses him.
func (p *playoffPanel) onLot() {
	q := p.chosen()
	if q == nil {
		return
	}
	seed := uint64(time.Now().UnixNano() % 1_000_000_000)
	w, err := p.s.Svc.Playoffs.ColourLot(context.Background(), p.s.Current.ID, q.StartNos[0], q.StartNos[1], seed)
	if err != nil {
		kit.ShowError(p.s.Win, err)
		return
	}
	k := 0
	if w == q.StartNos[1] {
		k = 1
	}
	p.white.SetSelected(whiteLabel(q, k))
	p.lotMsg.SetText(lang.L("by lot, seed {{.Seed}}", map[string]string{"Seed": strconv.FormatUint(seed, 10)}))
	if c := kit.CanvasOf(p.result); c != nil {
		c.Focus(p.result)
	}
}
