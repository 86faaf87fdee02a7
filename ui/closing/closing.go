package closing

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/closing"
	"arbiter/model/seasons"
	"arbiter/ui/panel"
	"arbiter/ui/pdf"
	"arbiter/ui/printout"

	"arbiter/ui/kit"
)

// Closing a qualifier on the tournament screen: the norms, the fee
// schedule and the prize fund, the prizes, each with its printout. The
// service is the data file's Closing (model/datafile).

// normLines is the norm list as text lines for the screen.
func normLines(rep *closing.NormReport) string {
	var b strings.Builder
	b.WriteString(lang.L("Tournament coefficient K = {{.K}}, players {{.N}}.", map[string]any{"K": tenthsText(rep.FieldK), "N": rep.Players}))
	b.WriteString("\n")
	// a warning that several players share is said once, after the list,
	// with their start numbers; only a player's own warning stays under him
	count := map[string]int{}
	var shared []string
	who := map[string][]string{}
	for _, r := range rep.Rows {
		for _, w := range r.Warnings {
			text := w.In(kit.GUILang())
			if count[text]++; count[text] == 2 {
				shared = append(shared, text)
			}
			who[text] = append(who[text], strconv.Itoa(r.StartNo))
		}
	}
	for _, r := range rep.Rows {
		line := fmt.Sprintf("%d. %s — %s", r.StartNo, r.Name, scoreOf(r.Score, r.Games))
		switch {
		case r.Norm != "":
			line += " — " + lang.L("norm fulfilled: {{.Norm}} (needed {{.Need}}, K {{.K}})",
				map[string]string{"Norm": levelText(r.Norm), "Need": pdf.Points(r.Check.Needed), "K": tenthsText(r.Check.K)})
		case r.Check.Level != "":
			line += " — " + lang.L("{{.Norm}} not made: needed {{.Need}}", map[string]string{"Norm": levelText(r.Check.Level), "Need": pdf.Points(r.Check.Needed)})
		}
		b.WriteString(line + "\n")
		for _, w := range r.Warnings {
			if text := w.In(kit.GUILang()); count[text] == 1 {
				b.WriteString("    " + text + "\n")
			}
		}
	}
	for _, text := range shared {
		b.WriteString(lang.L("Nos. {{.Nos}}: {{.Warning}}", map[string]string{"Nos": strings.Join(who[text], ", "), "Warning": text}) + "\n")
	}
	b.WriteString(rep.PanelNote(kit.GUILang()) + "\n")
	if rep.Table.Unofficial {
		b.WriteString(lang.L("The norm table is unofficial: the official table for a fractional K could not be found; the season's table can be edited on the Season screen."))
	}
	return b.String()
}

// scoreOf writes a score of games: «5½ of 9».
func scoreOf(half, games int) string {
	return lang.L("{{.Score}} of {{.Games}}", map[string]any{"Score": pdf.Points(half), "Games": games})
}

func tenthsText(v int) string {
	return kit.Number(model.NumberText(strconv.Itoa(v/10) + "." + strconv.Itoa(abs(v%10))))
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

func levelText(l seasons.Level) string {
	return closing.LevelName(l).In(kit.GUILang())
}

// closingDialog is the «Closing» dialog of a tournament.
type closingDialog struct {
	s   *panel.Ctx
	cs  *closing.Service
	t   model.Tournament
	dlg dialog.Dialog

	norms, treasury, prizeList *widget.Label
	fundLine                   *widget.Label // how the fund was made, on the prizes tab
	schedule, split            *widget.Select
	percent, sponsors, prizes  *kit.TextEntry
	player, exemption          *widget.Select
	feeEntry, reason           *kit.TextEntry
	players                    []model.Participant
	saveMoney, printTreasury   *widget.Button
	panel                      *panelEditor // the last judging panel dialog opened (judges.go)
	loading                    bool         // reload is filling the form: choosing a schedule sets nothing
	lastNotice                 string       // the last message after saving (what the fee update did)
}

var scheduleKeys = []string{"", "ukr-2003"}

// closingAction is the «Norms, fees, prizes» button: it opens the
// closing dialog of the current tournament.
type closingAction struct {
	*panel.Ctx
	closing *closingDialog // the open dialog
}

// NewAction makes the «Norms, fees, prizes» button of the open tournament.
func NewAction(c *panel.Ctx) panel.Action { return &closingAction{Ctx: c} }

func (s *closingAction) Tapped() {
	cs := s.Svc.Closing
	if s.Current.ID == 0 {
		return
	}
	c := &closingDialog{s: s.Ctx, cs: cs, t: s.Current}
	s.closing = c
	c.dlg = dialog.NewCustom(lang.L("Closing: norms, fees, prizes"), lang.L("Close"), c.build(), s.Win)
	c.dlg.Resize(fyne.NewSize(960, 640))
	c.dlg.Show()
	c.reload()
}

// onPanelTapped opens the judging panel's editor (judges.go); a Save
// replaces the panel and reloads the dialog.
func (c *closingDialog) onPanelTapped() {
	js, err := c.cs.Panel(context.Background(), c.t.ID)
	if err != nil {
		kit.ShowError(c.s.Win, err)
		return
	}
	c.panel = newPanelEditor(c.s.Win, js, func(js []closing.Judge) error {
		if err := c.cs.SetPanel(context.Background(), c.t.ID, js); err != nil {
			return err
		}
		c.reload()
		return nil
	})
}

func wrapLabel() *widget.Label {
	l := widget.NewLabel("")
	l.Wrapping = fyne.TextWrapWord
	return l
}

func (c *closingDialog) build() fyne.CanvasObject {
	c.norms, c.treasury, c.prizeList = wrapLabel(), wrapLabel(), wrapLabel()
	normsTab := container.NewBorder(container.NewHBox(
		widget.NewButtonWithIcon(lang.L("Print norm report"), theme.DocumentPrintIcon(), func() { c.print("norms") }),
		widget.NewButtonWithIcon(lang.L("Print norm certificates"), theme.DocumentPrintIcon(), func() { c.print("certificates") }),
		widget.NewButtonWithIcon(lang.L("Judging panel…"), theme.AccountIcon(), c.onPanelTapped)),
		nil, nil, nil, container.NewVScroll(c.norms))

	c.split = kit.NewSelect([]string{lang.L("Hort system"), lang.L("Equal split"), lang.L("By the tie-break place, not shared")}, nil)
	c.schedule = kit.NewSelect([]string{lang.L("No schedule (fees typed by hand)"), "ukr-2003 — " + closing.FeeUKR2003().Name}, c.onScheduleChosen)
	c.percent, c.sponsors, c.prizes = kit.NewTextEntry(), kit.NewTextEntry(), kit.NewTextEntry()
	c.prizes.SetPlaceHolder(lang.L("e.g.") + " 1=8000, 2=5000, " + kit.SubLabel("girls") + ":1=1000")
	settings := widget.NewForm(
		widget.NewFormItem(lang.L("Fee schedule"), c.schedule),
		widget.NewFormItem(lang.L("Share of the fees paid to the prize fund, %"), c.percent),
		widget.NewFormItem(lang.L("Sponsors' money, UAH"), c.sponsors),
		widget.NewFormItem(lang.L("Tied players share prizes"), c.split),
		widget.NewFormItem(lang.L("Prizes (place=UAH)"), c.prizes),
	)
	save := widget.NewButtonWithIcon(lang.L("Save"), theme.DocumentSaveIcon(), c.onSaveMoney)
	save.Importance = widget.HighImportance
	c.saveMoney = save

	c.player, c.exemption = kit.NewSelect(nil, nil), kit.NewSelect(nil, nil)
	c.feeEntry, c.reason = kit.NewTextEntry(), kit.NewTextEntry()
	feeForm := widget.NewForm(
		widget.NewFormItem(lang.L("Player"), c.player),
		widget.NewFormItem(lang.L("Exemption"), c.exemption),
		widget.NewFormItem(lang.L("Fee typed by hand, UAH"), c.feeEntry),
		widget.NewFormItem(lang.L("Reason"), c.reason),
	)
	setFee := widget.NewButtonWithIcon(lang.L("Set fee"), theme.ConfirmIcon(), c.onSetFee)
	c.printTreasury = widget.NewButtonWithIcon(lang.L("Print treasurer's report"), theme.DocumentPrintIcon(), func() { c.print("treasury") })
	// the fee list gets the room of a list: the forms on the left, the
	// list beside them as tall as the dialog
	forms := container.NewVScroll(container.NewVBox(settings, save, widget.NewSeparator(), feeForm, setFee, c.printTreasury))
	money := container.NewHSplit(forms, container.NewVScroll(c.treasury))
	money.Offset = 0.64
	// the prizes repeat how the fund was made, so they are read against it
	c.fundLine = widget.NewLabel("")
	c.fundLine.Wrapping = fyne.TextWrapWord
	prizesTab := container.NewBorder(container.NewVBox(
		widget.NewButtonWithIcon(lang.L("Print prize list"), theme.DocumentPrintIcon(), func() { c.print("prizes") }), c.fundLine),
		nil, nil, nil, container.NewVScroll(c.prizeList))
	return container.NewAppTabs(
		container.NewTabItem(lang.L("Norms"), normsTab),
		container.NewTabItem(lang.L("Fees and prize fund"), money),
		container.NewTabItem(lang.L("Prizes"), prizesTab))
}

// reload fills the dialog from the model.
func (c *closingDialog) reload() {
	ctx, id := context.Background(), c.t.ID
	if rep, err := c.cs.Norms(ctx, id); err != nil {
		c.norms.SetText(model.Message(err, kit.GUILang()))
	} else {
		c.norms.SetText(normLines(rep))
	}
	m, err := c.cs.Money(ctx, id)
	if err != nil {
		kit.ShowError(c.s.Win, err)
		return
	}
	c.loading = true
	c.schedule.SetSelectedIndex(0)
	if m.Schedule != nil {
		c.schedule.SetSelectedIndex(1)
	}
	c.loading = false
	c.split.SetSelectedIndex(max(slices.Index(closing.PrizeSplits, m.Split), 0))
	c.percent.SetText(strconv.Itoa(m.FundPercent))
	c.sponsors.SetText(strconv.Itoa(m.Sponsors))
	ps, _ := c.cs.Prizes(ctx, id)
	c.prizes.SetText(prizeWordsShown(closing.PrizesText(ps)))
	exemptions := []string{lang.L("none")}
	if m.Schedule != nil {
		for _, x := range m.Schedule.Exemptions {
			exemptions = append(exemptions, model.Bilingual{Uk: x.Uk, En: x.En}.In(kit.GUILang()))
		}
	}
	c.exemption.Options = exemptions
	c.exemption.SetSelectedIndex(0)
	c.players, _ = c.s.Svc.Tournaments.Participants(ctx, id)
	var names []string
	for _, p := range c.players {
		names = append(names, fmt.Sprintf("%d. %s", p.StartNo, p.Player.ShortName()))
	}
	c.player.Options = names
	c.player.Refresh()
	if tr, err := c.cs.Treasury(ctx, id); err == nil {
		c.treasury.SetText(treasuryText(tr))
		c.fundLine.SetText(fundText(tr))
	}
	if pl, err := c.cs.PrizeList(ctx, id); err != nil {
		c.prizeList.SetText(model.Message(err, kit.GUILang()))
	} else {
		c.prizeList.SetText(prizeListText(pl))
	}
}

func (c *closingDialog) onSaveMoney() {
	ctx := context.Background()
	m := closing.Money{Tournament: c.t.ID, Split: closing.SplitHort}
	if c.schedule.SelectedIndex() == 1 {
		m.Schedule = closing.FeeUKR2003()
	}
	if i := c.split.SelectedIndex(); i >= 0 && i < len(closing.PrizeSplits) {
		m.Split = closing.PrizeSplits[i]
	}
	var err error
	if m.FundPercent, err = strconv.Atoi(strings.TrimSpace(c.percent.Text)); err != nil {
		kit.ShowError(c.s.Win, model.Errorf(model.Invalid, "Money", model.Msg("The prize-fund share is a whole number of per cent."), nil))
		return
	}
	if m.Sponsors, err = strconv.Atoi(strings.TrimSpace(c.sponsors.Text)); err != nil {
		kit.ShowError(c.s.Win, model.Errorf(model.Invalid, "Money", model.Msg("The sponsors' money is whole hryvnias."), nil))
		return
	}
	ps, err := closing.ParsePrizes(prizeWordsStored(c.prizes.Text))
	var u closing.FeeUpdate
	if err == nil {
		u, err = c.cs.SetMoney(ctx, m)
	}
	warning := model.Text{}
	if err == nil {
		warning, err = c.cs.SetPrizes(ctx, c.t.ID, ps)
	}
	if err != nil {
		kit.ShowError(c.s.Win, err)
		return
	}
	c.reload()
	var lines []string
	if t := u.Text(); !t.IsZero() {
		lines = append(lines, t.In(kit.GUILang()))
		c.s.ReloadTab() // the registration list shows the fees
	}
	if !warning.IsZero() {
		lines = append(lines, warning.In(kit.GUILang()))
	}
	if len(lines) > 0 {
		c.lastNotice = strings.Join(lines, "\n\n")
		kit.ShowMessage(c.s.Win, lang.L("Fees and prize fund"), c.lastNotice)
	}
}

// onScheduleChosen sets the prize split to the one the chosen schedule's
// regulation implies (ukr-2003: by the tie-break place, seed 003 §4–§5);
// the director can choose another before saving.
func (c *closingDialog) onScheduleChosen(string) {
	if c.loading || c.split == nil || c.schedule.SelectedIndex() != 1 {
		return
	}
	if i := slices.Index(closing.PrizeSplits, closing.PrizeSplit(closing.FeeUKR2003().PrizeSplit)); i >= 0 {
		c.split.SetSelectedIndex(i)
	}
}

func (c *closingDialog) onSetFee() {
	i := c.player.SelectedIndex()
	if i < 0 || i >= len(c.players) {
		kit.ShowMessage(c.s.Win, lang.L("Set fee"), lang.L("Choose the player."))
		return
	}
	choice := closing.FeeChoice{Reason: strings.TrimSpace(c.reason.Text)}
	if k := c.exemption.SelectedIndex(); k > 0 {
		if m, err := c.cs.Money(context.Background(), c.t.ID); err == nil && m.Schedule != nil && k-1 < len(m.Schedule.Exemptions) {
			choice.Exemption = m.Schedule.Exemptions[k-1].Key
		}
	}
	if s := strings.TrimSpace(c.feeEntry.Text); s != "" {
		v, err := strconv.Atoi(s)
		if err != nil {
			kit.ShowError(c.s.Win, model.Errorf(model.Invalid, "SetFee", model.Msg("The fee is whole hryvnias."), nil))
			return
		}
		choice.Override = &v
	}
	if _, err := c.cs.SetFee(context.Background(), c.t.ID, c.players[i].PlayerID, choice); err != nil {
		kit.ShowError(c.s.Win, err)
		return
	}
	c.feeEntry.SetText("")
	c.reason.SetText("")
	c.reload()
	c.s.ReloadTab()
}

func (c *closingDialog) print(kind string) {
	cs, id := c.cs, c.t.ID
	c.s.PrintDocument(func(ctx context.Context) (*pdf.Document, error) {
		switch kind {
		case "norms", "certificates":
			rep, err := cs.Norms(ctx, id)
			if err != nil {
				return nil, err
			}
			if kind == "norms" {
				return printout.NormReportIn(kit.GUILang(), rep), nil
			}
			if len(rep.Made()) == 0 {
				return nil, model.Errorf(model.Invalid, "Print", model.Msg("Nobody fulfilled a norm: no certificates."), nil)
			}
			return printout.NormCertificatesIn(kit.GUILang(), rep, ""), nil
		case "treasury":
			tr, err := cs.Treasury(ctx, id)
			if err != nil {
				return nil, err
			}
			return printout.TreasuryIn(kit.GUILang(), tr), nil
		}
		pl, err := cs.PrizeList(ctx, id)
		if err != nil {
			return nil, err
		}
		return printout.PrizeListIn(kit.GUILang(), pl), nil
	})
}

func treasuryText(tr *closing.Treasury) string {
	var b strings.Builder
	for _, r := range tr.Rows {
		// amounts in the one money notation, «3 000,00» (engine/money.Text)
		line := fmt.Sprintf("%d. %s: %s %s, %s %s, %s %s %s", r.StartNo, r.Name, lang.L("fee"), model.Hryvnias(r.Due),
			lang.L("paid"), model.Hryvnias(r.Paid), lang.L("owed"), model.Hryvnias(r.Owed), lang.L("UAH"))
		if !r.Note.IsZero() {
			line += " (" + r.Note.In(kit.GUILang()) + ")"
		}
		b.WriteString(line + "\n")
	}
	b.WriteString(lang.L("Total: fees {{.Due}}, paid {{.Paid}}, owed {{.Owed}} UAH.", map[string]string{
		"Due": model.Hryvnias(tr.Due), "Paid": model.Hryvnias(tr.Paid), "Owed": model.Hryvnias(tr.Owed)}) + "\n")
	b.WriteString(fundText(tr))
	if !tr.Warning.IsZero() {
		b.WriteString("\n" + tr.Warning.In(kit.GUILang()))
	}
	if !tr.FeeWarning.IsZero() {
		b.WriteString("\n" + tr.FeeWarning.In(kit.GUILang()))
	}
	return b.String()
}

// fundText says how the prize fund was made.
func fundText(tr *closing.Treasury) string {
	return lang.L("Prize fund: {{.Share}}% of the fees paid {{.Fees}} + sponsors {{.Sponsors}} = {{.Fund}} UAH; prizes {{.Prizes}} UAH.",
		map[string]any{"Share": tr.Money.FundPercent, "Fees": pdf.Money(tr.FromFees), "Sponsors": model.Hryvnias(tr.Money.Sponsors),
			"Fund": pdf.Money(tr.Fund), "Prizes": model.Hryvnias(tr.Prizes)})
}

func prizeListText(pl *closing.PrizeList) string {
	if len(pl.Rows) == 0 {
		return lang.L("No prizes are given: define them on the Fees and prize fund tab.")
	}
	var b strings.Builder
	for _, r := range pl.Rows {
		cat := r.Category
		if cat == "" {
			cat = lang.L("Overall")
		}
		fmt.Fprintf(&b, "%s, %s: %s — %s %s", cat, r.Place, r.Name, pdf.Money(r.Kopiykas), lang.L("UAH"))
		if !r.Note.IsZero() {
			b.WriteString(" (" + r.Note.In(kit.GUILang()) + ")")
		}
		b.WriteString("\n")
	}
	b.WriteString(lang.L("Total: {{.Total}} UAH.", map[string]string{"Total": pdf.Money(pl.Total)}))
	return b.String()
}

// ShowNorms tells the director, after finishing, who fulfilled a norm
// (the report and the certificates print from «Norms, fees, prizes»).
func ShowNorms(s *panel.Ctx, rep *closing.NormReport, then func()) bool {
	made, refused := rep.Made(), 0
	for _, r := range rep.Rows {
		if r.Norm == "" && r.Check.Made {
			refused++ // scored, and not counted: the judging panel (ЄСКУ)
		}
	}
	if len(made) == 0 && refused == 0 {
		return false
	}
	var lines []string
	for _, r := range made {
		lines = append(lines, fmt.Sprintf("%s — %s (%s)", r.Name, levelText(r.Norm), scoreOf(r.Score, r.Games)))
	}
	if len(lines) == 0 {
		lines = append(lines, lang.L("none"))
	}
	kit.ShowMessageThen(s.Win, lang.L("Norms fulfilled"), strings.Join(lines, "\n")+"\n\n"+rep.PanelNote(kit.GUILang())+"\n\n"+
		lang.L("They are kept with the players in the registry. The norm report and the certificates print from «Norms, fees, prizes»."), then)
	return true
}
