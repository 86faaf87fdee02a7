package tournament

import (
	"context"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/fide"

	"arbiter/ui/kit"
	"arbiter/ui/panel"
	"arbiter/ui/pdf"
	"arbiter/ui/printout"
)

// pairingPanel is a round of the current tournament (docs/product.md workflows
// 4 and 5): pairing the next round off the UI thread, the board list,
// manual changes checked against the rules, unpairing, and the results
// typed along the board list (boardTable).
type pairingPanel struct {
	s *Ctx

	roundSel              *widget.Select
	pair, unpair          *widget.Button
	swap, exchange, toBye *widget.Button
	phase                 phaseButtons   // the manual-pairing phase
	byHand                *widget.Button // the next round built by hand (pairing_byhand.go)
	print                 *widget.Button
	// printMore opens the other wall lists: large (pdf.PairingsLarge, one
	// board a line for a small event) and by name; one button for both keeps
	// the bar within 1366 pixels
	printMore      *widget.Button
	progress       *widget.ProgressBarInfinite
	watch          *pairingWatch // progress and Cancel of a long pairing
	boards         *boardTable
	absent, status *widget.Label
	order          *widget.Label // how the starting numbers are made (start_order.go)
	saves          serialQueue   // results being stored, in typing order
	savesQueued    int           // results typed so far (a round read before them is stale)
	view           model.RoundView
	paired         int // rounds paired so far
	round          int // the round shown, 0 none
	row            int // the board the keyboard enters, -1 none
	seq            int
	why            *whyPanel    // the explanation beside the boards (pairing_why.go)
	c960           *chess960Bar // the round's Chess960 position (pairing_chess960.go)
}

func newPairingPanel(s *Ctx) *pairingPanel { return &pairingPanel{s: s, row: -1} }

// boardColumns are the columns of the board list, titles translated.
func boardColumns() []kit.Column {
	return []kit.Column{
		{Title: lang.L("Board"), Width: 65, Fit: kit.FitText}, {Title: lang.L("No."), Width: 45, Fit: kit.FitText}, {Title: lang.L("White"), Width: 215, Fit: kit.FitName}, {Title: lang.L("Rating"), Width: 78, Fit: kit.FitText}, {Title: lang.L("Pts"), Width: 55, Fit: kit.FitText},
		{Title: lang.L("Result"), Width: 100, Fit: kit.FitText}, {Title: lang.L("No."), Width: 45, Fit: kit.FitText}, {Title: lang.L("Black"), Width: 215, Fit: kit.FitName}, {Title: lang.L("Rating"), Width: 78, Fit: kit.FitText}, {Title: lang.L("Pts"), Width: 55, Fit: kit.FitText},
	}
}

func (p *pairingPanel) BuildUI() fyne.CanvasObject {
	p.roundSel = kit.NewSelect(nil, p.onRoundChosen)
	p.roundSel.PlaceHolder = lang.L("Round")
	p.pair = widget.NewButtonWithIcon(lang.L("Pair next round"), theme.MediaPlayIcon(), p.onPairTapped)
	p.pair.Importance = widget.HighImportance
	p.unpair = widget.NewButtonWithIcon(lang.L("Unpair round"), theme.ContentUndoIcon(), p.onUnpairTapped)
	p.swap = widget.NewButtonWithIcon(lang.L("Swap colours"), theme.ViewRefreshIcon(), p.onSwapTapped)
	p.exchange = widget.NewButtonWithIcon(lang.L("Exchange opponents…"), theme.ContentRedoIcon(), p.onExchangeTapped)
	p.toBye = widget.NewButtonWithIcon(lang.L("Move to bye…"), theme.ContentRemoveIcon(), p.onMoveToByeTapped)
	p.phase = p.newPhaseButtons()
	p.byHand = widget.NewButtonWithIcon(lang.L("By hand…"), theme.DocumentCreateIcon(), p.onByHandTapped)
	p.print = widget.NewButtonWithIcon(lang.L("Print"), theme.DocumentPrintIcon(), p.onPrintTapped)
	p.printMore = kit.NewMenuButton(lang.L("Other lists"), theme.DocumentPrintIcon(),
		fyne.NewMenuItem(lang.L("Print large"), p.onPrintLargeTapped),
		fyne.NewMenuItem(lang.L("Print by name"), p.onPrintByNameTapped))
	p.progress = widget.NewProgressBarInfinite()
	p.progress.Stop()
	p.progress.Hide()
	p.boards = newBoardTable(p)
	p.absent = widget.NewLabel("")
	p.absent.Wrapping = fyne.TextWrapWord
	p.status = widget.NewLabel("")
	p.order = widget.NewLabel("")
	p.order.Wrapping = fyne.TextWrapWord
	keys := widget.NewLabel(lang.L("Results: 1 white wins · = or 5 draw · 0 black wins · + white wins by forfeit · - black wins by forfeit · * double forfeit · Delete clears"))
	keys.SetText(keys.Text + " · " + adjournKeyLegend()) // results_adjourned.go
	keys.Wrapping = fyne.TextWrapWord
	center := container.NewStack(p.boards)
	p.why = newWhyPanel(p.s, p.boards, center, func() (int, int, model.RoundView) { return p.round, p.row, p.view })
	// «Чому така пара?» sits in the top bar: the manual-changes row is
	// full at 1366 pixels (TestScreensFit1366).
	bar := container.NewHBox(kit.FixedWidth(120, p.roundSel), p.pair, p.byHand, p.unpair, layout.NewSpacer(), p.why.toggle, p.print, p.printMore)
	manual := container.NewHBox(widget.NewLabel(lang.L("Manual changes:")), p.phase.edit, p.swap, p.exchange, p.toBye, p.phase.validate)
	p.watch = newPairingWatch()
	p.c960 = newChess960Bar(p.s, func() model.RoundView { return p.view })
	top := container.NewVBox(bar, p.c960.box, p.order, p.progress, p.watch.box)
	bottom := container.NewVBox(p.absent, manual, p.status, p.withOtherResult(keys))
	p.enable()
	return container.NewBorder(top, bottom, nil, nil, center)
}

// Load reads how far the tournament is and shows the chosen round (the
// last paired one when none is chosen yet).
func (p *pairingPanel) Load() {
	p.seq++
	seq, id, want, typed := p.seq, p.s.Current.ID, p.round, p.savesQueued
	// Through the results queue, so a round is read after the results typed before.
	p.saves.run(p.s.Bg.Inline, func() func() {
		ctx := context.Background()
		st, err := p.s.Svc.Tournaments.State(ctx, id)
		var rv model.RoundView
		if err == nil && st.Paired > 0 {
			if want < 1 || want > st.Paired {
				want = st.Paired
			}
			rv, err = p.s.Svc.Pairings.Round(ctx, id, want)
		}
		return func() {
			if err != nil {
				kit.ShowError(p.s.Win, err)
				return
			}
			switch {
			case seq != p.seq:
			case typed != p.savesQueued: // results typed meanwhile: read the round again after them
				p.Load()
			default:
				p.setPaired(st.Paired)
				p.showRound(rv)
				p.s.loadStartOrder(p.order, nil)
			}
		}
	})
}

// setPaired offers rounds 1..n in the round selector.
func (p *pairingPanel) setPaired(n int) {
	p.paired = n
	opts := make([]string, n)
	for i := range opts {
		opts[i] = roundLabel(i + 1)
	}
	p.roundSel.Options = opts
	p.roundSel.Refresh()
}

func roundLabel(r int) string { return lang.L("Round {{.R}}", map[string]int{"R": r}) }

// showRound displays rv's boards and puts the keyboard on the first board
// without a result.
func (p *pairingPanel) showRound(rv model.RoundView) {
	p.view = rv
	p.round = rv.Round
	if rv.Round > 0 {
		p.roundSel.SetSelectedIndex(rv.Round - 1)
	} else {
		p.roundSel.ClearSelected()
	}
	p.absent.SetText(absencesText(rv))
	p.absent.Hidden = p.absent.Text == ""
	p.boards.UnselectAll()
	p.row = -1
	p.boards.Refresh()
	p.goToBoard(p.firstOpenBoard(0))
	p.updateStatus()
	p.enable()
	if p.c960 != nil {
		p.c960.show(rv)
	}
	if p.why != nil {
		p.why.forget()
		p.why.refresh()
	}
}

func (p *pairingPanel) onRoundChosen(label string) {
	for r := 1; r <= p.paired; r++ {
		if roundLabel(r) == label && r != p.round {
			p.round = r
			p.Load()
		}
	}
}

// absencesText lists the pairing-allocated bye and the players without a
// game, each kind once: «Bye: 15. Лисенко Павло · Half-point bye: 7. … ·
// Not playing: 3. …, 9. …».
func absencesText(rv model.RoundView) string {
	var parts []string
	if rv.Bye != nil {
		parts = append(parts, lang.L("Bye: {{.Name}}", map[string]string{"Name": panel.PlayerRef(*rv.Bye)}))
	}
	byKind := map[model.ResultCode][]string{}
	for _, a := range rv.NotPaired {
		code := a.Code
		if code != model.HalfBye && code != model.FullBye {
			code = model.ZeroBye
		}
		byKind[code] = append(byKind[code], panel.PlayerRef(a.Player))
	}
	if names := byKind[model.HalfBye]; len(names) > 0 {
		parts = append(parts, lang.L("Half-point bye: {{.Names}}", map[string]string{"Names": strings.Join(names, ", ")}))
	}
	if names := byKind[model.FullBye]; len(names) > 0 {
		parts = append(parts, lang.L("Full-point bye: {{.Names}}", map[string]string{"Names": strings.Join(names, ", ")}))
	}
	if names := byKind[model.ZeroBye]; len(names) > 0 {
		parts = append(parts, lang.L("Not playing: {{.Names}}", map[string]string{"Names": strings.Join(names, ", ")}))
	}
	return strings.Join(parts, " · ")
}

// enable turns the buttons on or off for the state shown.
func (p *pairingPanel) enable() {
	set := kit.SetEnabled
	open := p.s.Current.ID != 0 && !p.s.Current.Finished
	last := p.round > 0 && p.round == p.paired
	set(p.pair, open)
	set(p.byHand, open && p.s.Current.System == model.SystemSwissDutch)
	set(p.unpair, open && p.paired > 0)
	set(p.swap, open && last && p.row >= 0)
	set(p.exchange, open && last && p.row >= 0)
	set(p.toBye, open && last)
	p.enablePhase(open && last)
	set(p.print, p.round > 0)
	set(p.printMore, p.round > 0)
}

// onPairTapped pairs the next round off the UI thread, showing the
// progress bar meanwhile and, when it takes more than a second, which
// bracket is being paired and a Cancel button (pairing_progress.go); the
// new round is shown when it is ready.
func (p *pairingPanel) onPairTapped() {
	id := p.s.Current.ID
	p.showPairingWarnings(id) // Level 2
	p.pair.Disable()
	p.progress.Show()
	p.progress.Start()
	p.status.SetText("")
	ctx, cancel := context.WithCancel(context.Background())
	p.watch.start(cancel, time.Second)
	p.s.Bg.Run(func() func() {
		rv, err := p.s.Svc.Pairings.PairNextWatched(ctx, id, func(pr model.PairingProgress) {
			p.watch.report(pr)
			if onPairProgress != nil {
				onPairProgress(p, pr)
			}
		})
		cancel()
		return func() {
			p.watch.finish()
			p.progress.Stop()
			p.progress.Hide()
			p.enable()
			if model.IsKind(err, model.Cancelled) {
				p.status.SetText(model.Message(err, kit.GUILang()))
				return
			}
			if model.IsKind(err, model.NoPairing) && id == p.s.Current.ID {
				p.offerByHand(err) // Q63
				return
			}
			if err != nil {
				kit.ShowError(p.s.Win, err)
				return
			}
			if id == p.s.Current.ID {
				p.round = rv.Round
				p.Load()
				p.s.Changed()
				p.focusBoards()
			}
		}
	})
}

// onUnpairTapped deletes the last paired round; when it has results the
// director confirms that they are deleted too.
func (p *pairingPanel) onUnpairTapped() {
	ctx, id := context.Background(), p.s.Current.ID
	kit.Confirm(p.s.Win, lang.L("Unpair round"),
		lang.L("Delete the pairing of round {{.R}}?", map[string]int{"R": p.paired}), func() {
			err := p.s.Svc.Pairings.Unpair(ctx, id, false)
			if model.IsKind(err, model.Conflict) {
				kit.Confirm(p.s.Win, lang.L("Unpair round"), model.Message(err, kit.GUILang()), func() {
					p.afterUnpair(p.s.Svc.Pairings.Unpair(ctx, id, true))
				})
				return
			}
			p.afterUnpair(err)
		})
}

func (p *pairingPanel) afterUnpair(err error) {
	if err != nil {
		kit.ShowError(p.s.Win, err)
		return
	}
	p.round = 0
	p.Load()
	p.s.Changed()
}

func (p *pairingPanel) cell(row, col int) string {
	b := p.view.Boards[row]
	switch col {
	case 0:
		return strconv.Itoa(b.No)
	case 1:
		return strconv.Itoa(b.White.StartNo)
	case 2:
		return b.White.Name
	case 3:
		return kit.RatingText(b.White.Rating)
	case 4:
		return pdf.Points(b.White.Points)
	case 5:
		return resultCell(b) // «відкл.» while adjourned (results_adjourned.go)
	case 6:
		return strconv.Itoa(b.Black.StartNo)
	case 7:
		return b.Black.Name
	case 8:
		return kit.RatingText(b.Black.Rating)
	case 9:
		return pdf.Points(b.Black.Points)
	}
	return ""
}

func (p *pairingPanel) onPrintTapped() { p.printRound(pdf.PairingsByBoard) }

func (p *pairingPanel) onPrintByNameTapped() { p.printRound(pdf.PairingsByName) }

func (p *pairingPanel) onPrintLargeTapped() { p.printRound(pdf.PairingsLarge) }

func (p *pairingPanel) printRound(doc func(pdf.Round) *pdf.Document) {
	id, round := p.s.Current.ID, p.round
	m := p.s.Meta(round)
	p.s.PrintDocument(func(ctx context.Context) (*pdf.Document, error) {
		rv, err := p.s.Svc.Pairings.Round(ctx, id, round)
		if err != nil {
			return nil, err
		}
		d, err := p.s.withChess960(ctx, doc(printout.Round(m, rv)), id, round) // pairing_chess960.go
		if err != nil {
			return nil, err
		}
		return p.s.withSchedule(ctx, d, id, round) // schedule.go
	})
}

// onByHandTapped opens the dialog for the next round, with as many rows
// as the present players fill.
func (p *pairingPanel) onByHandTapped() {
	boards := 0
	if st, err := p.s.Svc.Tournaments.State(context.Background(), p.s.Current.ID); err == nil {
		boards = max(1, st.Players/2)
	}
	p.openByHand(boards)
}

// offerByHand is shown when the engine found no legal pairing (Q63): it
// says so and offers building the round by hand.
func (p *pairingPanel) offerByHand(err error) {
	kit.Confirm(p.s.Win, lang.L("No legal pairing"),
		model.Message(err, kit.GUILang())+"\n\n"+lang.L("Build the round by hand, so that the tournament can go on?"), p.onByHandTapped)
}

func (p *pairingPanel) openByHand(boards int) *handRoundDialog {
	return newHandRoundDialog(p.s, p.paired+1, boards, func(view model.RoundView) {
		p.round = view.Round
		p.Load()
		p.s.Changed()
		p.status.SetText(lang.L("Round {{.R}} was built by hand: validate its pairings before the next round.", map[string]int{"R": view.Round}))
	})
}

// applyManual tries change; when it breaks pairing rules the director sees
// the warnings, each naming the rule, and decides whether to keep it
// (docs/product.md workflow 4). The change is recorded by the Service.
func (p *pairingPanel) applyManual(change manualChange) {
	warnings, err := change(false)
	if err != nil && len(warnings) > 0 {
		kit.Confirm(p.s.Win, lang.L("The change breaks pairing rules"),
			warningsText(warnings)+"\n\n"+lang.L("Make the change anyway?"), func() {
				_, err := change(true)
				p.afterManual(err)
			})
		return
	}
	p.afterManual(err)
}

func (p *pairingPanel) afterManual(err error) {
	if err != nil {
		kit.ShowError(p.s.Win, err)
		return
	}
	p.Load()
	p.s.Changed()
}

// selectedBoard is the number of the board the director selected.
func (p *pairingPanel) selectedBoard() (int, bool) {
	if p.row < 0 || p.row >= len(p.view.Boards) {
		return 0, false
	}
	return p.view.Boards[p.row].No, true
}

func (p *pairingPanel) onSwapTapped() {
	board, ok := p.selectedBoard()
	if !ok {
		return
	}
	id, round := p.s.Current.ID, p.round
	p.applyManual(func(confirm bool) ([]model.PairingWarning, error) {
		return p.s.Svc.Pairings.SwapColours(context.Background(), id, round, board, confirm)
	})
}

// onExchangeTapped asks for the other board whose Black player changes
// places with the selected board's Black player.
func (p *pairingPanel) onExchangeTapped() {
	board, ok := p.selectedBoard()
	if !ok {
		return
	}
	id, round := p.s.Current.ID, p.round
	other := kit.NewTextEntry()
	p.askNumber(lang.L("Exchange opponents"), lang.L("Exchange Black with board"), other, func(n int) {
		p.applyManual(func(confirm bool) ([]model.PairingWarning, error) {
			return p.s.Svc.Pairings.ExchangeOpponents(context.Background(), id, round, board, n, confirm)
		})
	})
}

// onMoveToByeTapped asks which player (start number) gets the bye; the
// selected board's White is offered.
func (p *pairingPanel) onMoveToByeTapped() {
	id, round := p.s.Current.ID, p.round
	who := kit.NewTextEntry()
	if p.row >= 0 && p.row < len(p.view.Boards) {
		who.SetText(strconv.Itoa(p.view.Boards[p.row].White.StartNo))
	}
	p.askNumber(lang.L("Move to bye"), lang.L("Start number"), who, func(n int) {
		p.applyManual(func(confirm bool) ([]model.PairingWarning, error) {
			return p.s.Svc.Pairings.MoveToBye(context.Background(), id, round, n, confirm)
		})
	})
}

// askNumber shows a one-field dialog and calls then with the number.
func (p *pairingPanel) askNumber(title, field string, e *kit.TextEntry, then func(int)) {
	var dlg *kit.EditDialog
	dlg = kit.NewEditDialog(p.s.Win, title, widget.NewForm(widget.NewFormItem(field, e)), 420, func() {
		n, err := panel.IntField(e.Text, field)
		if err != nil {
			kit.ShowError(p.s.Win, err)
			return
		}
		dlg.Close()
		then(n)
	})
	p.s.Win.Canvas().Focus(e)
}

func (p *pairingPanel) newPhaseButtons() phaseButtons {
	return phaseButtons{
		edit:     widget.NewButtonWithIcon(lang.L("Edit pairings"), theme.DocumentCreateIcon(), p.onEditPairingsTapped),
		validate: widget.NewButtonWithIcon(lang.L("Validate pairings"), theme.ConfirmIcon(), p.onValidatePairingsTapped),
	}
}

// enablePhase follows enable: both need the last paired round shown.
func (p *pairingPanel) enablePhase(on bool) {
	for _, b := range []*widget.Button{p.phase.edit, p.phase.validate} {
		if on {
			b.Enable()
		} else {
			b.Disable()
		}
	}
}

func (p *pairingPanel) onEditPairingsTapped() {
	r, err := p.s.Svc.FIDE.EditPairings(context.Background(), p.s.Current.ID)
	if err != nil {
		kit.ShowError(p.s.Win, err)
		return
	}
	p.status.SetText(lang.L("Editing the pairings of round {{.R}}: validate them before the next round.", map[string]int{"R": r}))
}

func (p *pairingPanel) onValidatePairingsTapped() {
	id := p.s.Current.ID
	panel.FIDEAction(p.s.Win, func(ack fide.Ack) error {
		cmp, err := p.s.Svc.FIDE.ValidatePairings(context.Background(), id, ack)
		if err == nil {
			msg := lang.L("Round {{.R}} validated: it is the engine's pairing.", map[string]int{"R": cmp.Round})
			if cmp.Differs {
				msg = lang.L("Round {{.R}} validated; it differs from the engine's pairing, recorded in the history.", map[string]int{"R": cmp.Round})
			}
			p.status.SetText(msg)
		}
		return err
	}, p.s.Changed)
}

func (p *pairingPanel) onResultKey(r rune) {
	if adjournKeys[r] { // results_adjourned.go
		p.adjournSelected()
		return
	}
	if res, ok := panel.ResultKeys[r]; ok {
		p.enterResult(res)
	}
}

func (p *pairingPanel) onBoardSelected(row int) {
	p.row = row
	p.enable()
	if p.why != nil {
		p.why.refresh()
	}
}

// goToBoard puts the keyboard on board row (index in the list), if it exists.
func (p *pairingPanel) goToBoard(row int) {
	if row < 0 {
		row = 0 // ↑ on board 1 brings it (and the header) into view
	}
	if row >= len(p.view.Boards) {
		return
	}
	p.boards.Select(widget.TableCellID{Row: row, Col: 5})
	if row == 0 {
		p.boards.ScrollToTop()
	}
	p.row = row
	p.enable()
}

// focusBoards gives the board list the keyboard, so the first result key
// after pairing reaches it without a click.
func (p *pairingPanel) focusBoards() {
	if c := fyne.CurrentApp().Driver().CanvasForObject(p.boards); c != nil {
		c.Focus(p.boards)
	}
}

// firstOpenBoard is the first board at or after row without a result, or
// row itself when every board has one.
func (p *pairingPanel) firstOpenBoard(row int) int {
	for i := row; i < len(p.view.Boards); i++ {
		if p.view.Boards[i].Result == model.NoGameResult {
			return i
		}
	}
	return row
}

// enterResult records res on the selected board and moves on. A board
// that already has a different result is corrected only after the
// director confirms.
func (p *pairingPanel) enterResult(res model.GameResult) {
	if p.row < 0 || p.row >= len(p.view.Boards) || p.s.Current.Finished {
		return
	}
	b := p.view.Boards[p.row]
	switch {
	case b.Adjourned: // its real result (enterAdjournedResult)
		p.enterAdjournedResult(p.row, res)
	case b.Result == res:
		p.goToBoard(p.row + 1)
	case b.Result == model.NoGameResult:
		p.saveResult(p.row, res, false)
	default:
		row := p.row
		kit.Confirm(p.s.Win, lang.L("Correct result"), p.correctionText(b, res), func() { p.saveResult(row, res, true) })
	}
}

// correctionText asks to change (or clear) the result of board b, and
// warns when later rounds of a Swiss were paired on the old result: they
// stay as paired; only the rounds paired from now on read the correction
// (C.04.2).
func (p *pairingPanel) correctionText(b model.Board, res model.GameResult) string {
	m := map[string]string{"B": strconv.Itoa(b.No), "Old": b.Result.String(), "New": res.String()}
	q := lang.L("Board {{.B}} already has the result {{.Old}}. Change it to {{.New}}?", m)
	if res == model.NoGameResult {
		q = lang.L("Board {{.B}} has the result {{.Old}}. Clear it?", m)
	}
	if p.s.Current.System != model.SystemSwissDutch || p.round >= p.paired {
		return q
	}
	later := lang.L("Round {{.R}} was already paired on the old result; it stays as it is, and only the rounds paired from now on use the correction (C.04.2).",
		map[string]int{"R": p.round + 1})
	if p.paired > p.round+1 {
		later = lang.L("Rounds {{.From}}–{{.To}} were already paired on the old result; they stay as they are, and only the rounds paired from now on use the correction (C.04.2).",
			map[string]int{"From": p.round + 1, "To": p.paired})
	}
	return q + "\n\n" + later
}

// saveResult shows the result of board row at once and moves the keyboard
// to the next board; the Service stores it off the UI thread, in the order
// typed. If the Service refuses, the board shows its old result again and
// the director reads why.
func (p *pairingPanel) saveResult(row int, res model.GameResult, correct bool) {
	b := p.view.Boards[row]
	id, round, old := p.s.Current.ID, p.round, b.Result
	p.view.Boards[row].Result = res
	p.savesQueued++
	p.boards.Refresh()
	p.updateStatus()
	if row+1 < len(p.view.Boards) {
		p.goToBoard(row + 1)
	}
	p.saves.run(p.s.Bg.Inline, func() func() {
		err := p.s.Svc.Tournaments.SetGameResult(context.Background(), id, round, b.No, res, correct)
		return func() {
			if err == nil {
				p.s.Changed()
				return
			}
			if id == p.s.Current.ID && round == p.round && row < len(p.view.Boards) && p.view.Boards[row].Result == res {
				p.view.Boards[row].Result = old
				p.boards.Refresh()
				p.updateStatus()
			}
			kit.ShowError(p.s.Win, err)
		}
	})
}

// updateStatus says how many boards still wait for a result.
func (p *pairingPanel) updateStatus() {
	if p.round == 0 {
		p.status.SetText(lang.L("No round paired yet."))
		return
	}
	open := 0
	for _, b := range p.view.Boards {
		if b.Result == model.NoGameResult {
			open++
		}
	}
	if open == 0 {
		p.status.SetText(lang.L("Round {{.R}} is complete.", map[string]int{"R": p.round}))
		return
	}
	p.status.SetText(lang.L("Round {{.R}}: {{.N}} boards without a result.", map[string]int{"R": p.round, "N": open}))
}

// adjournSelected records the selected board as adjourned; a board with
// a result is changed only after the director confirms.
func (p *pairingPanel) adjournSelected() {
	if p.row < 0 || p.row >= len(p.view.Boards) || p.s.Current.Finished {
		return
	}
	row, b := p.row, p.view.Boards[p.row]
	if b.Adjourned {
		p.goToBoard(row + 1)
		return
	}
	id, round := p.s.Current.ID, p.round
	save := func(correct bool) {
		if err := p.s.Svc.Tournaments.Adjourn(context.Background(), id, round, b.No, correct); err != nil {
			kit.ShowError(p.s.Win, err)
			return
		}
		p.view.Boards[row].Result, p.view.Boards[row].Adjourned = model.Drawn, true
		p.afterAdjourned(row)
	}
	if b.Result == model.NoGameResult {
		save(false)
		return
	}
	kit.Confirm(p.s.Win, lang.L("Correct result"), lang.L("Board {{.B}} already has the result {{.Old}}. Record the game as adjourned?",
		map[string]string{"B": strconv.Itoa(b.No), "Old": b.Result.String()}), func() { save(true) })
}

// enterAdjournedResult enters res as the real result of the adjourned
// game on board row: no correction to confirm, but a result other than a
// draw is a Level 3 warning (Q163).
func (p *pairingPanel) enterAdjournedResult(row int, res model.GameResult) {
	b := p.view.Boards[row]
	id, round := p.s.Current.ID, p.round
	panel.FIDEAction(p.s.Win, func(ack fide.Ack) error {
		return p.s.Svc.FIDE.SetGameResult(context.Background(), id, round, b.No, res, false, ack)
	}, func() {
		p.view.Boards[row].Result, p.view.Boards[row].Adjourned = res, false
		p.afterAdjourned(row)
	})
}

func (p *pairingPanel) afterAdjourned(row int) {
	p.boards.Refresh()
	p.updateStatus()
	p.s.Changed()
	p.goToBoard(row + 1)
}

// showPairingWarnings shows the Level 2 warnings of pairing the next
// round of tournament id (an adjourned game still open, Q168).
func (p *pairingPanel) showPairingWarnings(id model.TournamentID) {
	ws, err := p.s.Svc.FIDE.PairingWarnings(context.Background(), id)
	if err != nil || len(ws) == 0 {
		return
	}
	kit.ShowMessage(p.s.Win, lang.L("Warning"), panel.FIDEWarningsText(ws))
}

// withOtherResult puts the «Other result…» button after the keys' line.
func (p *pairingPanel) withOtherResult(keys fyne.CanvasObject) fyne.CanvasObject {
	b := widget.NewButtonWithIcon(lang.L("Other result…"), theme.ListIcon(), p.onOtherResultTapped)
	return container.NewBorder(nil, nil, nil, b, keys)
}

// onOtherResultTapped lets the director pick one of the other results for
// the selected board.
func (p *pairingPanel) onOtherResultTapped() {
	if p.row < 0 || p.row >= len(p.view.Boards) || p.s.Current.Finished {
		kit.ShowMessage(p.s.Win, lang.L("Other result…"), lang.L("Choose a board first."))
		return
	}
	rs := model.MoreResults()
	names := make([]string, len(rs))
	for i, r := range rs {
		names[i] = moreResultText(r)
	}
	choice := widget.NewRadioGroup(names, nil)
	kit.ConfirmWith(p.s.Win, lang.L("Other result…"), choice, func() {
		for i, n := range names {
			if n == choice.Selected {
				p.enterResult(rs[i])
			}
		}
	})
}

// The manual-pairing phase on the rounds tab (FIDE C.02, VCL4THP.13 Q65,
// Q68–69; model/tournaments/fide_manual.go): «Редагувати пари» opens it on the last
// paired round, «Затвердити пари» closes it, comparing the round with the
// engine's pairing (a difference is a Level 4 dialog showing the engine's
// pairing, then an MPA event).

// phaseButtons are the two buttons of the phase.
type phaseButtons struct{ edit, validate *widget.Button }

// manualChange is one of the Service's manual pairing changes; confirm
// saves it even when it breaks a rule.
type manualChange func(confirm bool) ([]model.PairingWarning, error)

// warningsText lists the broken rules, one per line; each sentence names
// its rule itself («Правило C3 (C.04.1 ст. 7): …»).
func warningsText(ws []model.PairingWarning) string {
	lines := make([]string, len(ws))
	for i, w := range ws {
		lines[i] = "• " + w.Msg.In(kit.GUILang())
	}
	return strings.Join(lines, "\n")
}

// onPairProgress, when set (tests), runs after each progress report of the
// pairing, on the goroutine that pairs.
var onPairProgress func(p *pairingPanel, pr model.PairingProgress)

// boardTable is the board list that takes results from the keyboard
// (docs/product.md workflow 5): with the table focused, a result key records the
// result of the selected board and moves to the next board; the arrow keys
// move between boards.
type boardTable struct {
	widget.Table
	p *pairingPanel
}

func newBoardTable(p *pairingPanel) *boardTable {
	b := &boardTable{p: p}
	cols := boardColumns()
	kit.SetUpTable(&b.Table, cols, func() int { return len(p.view.Boards) }, p.cell, p.onBoardSelected)
	b.ExtendBaseWidget(b)
	kit.SetWidths(&b.Table, cols)
	return b
}

// Tapped selects the board and takes the keyboard focus: the embedded
// table looks itself up in the canvas, where only the extending widget is
// known, so it cannot focus itself.
func (b *boardTable) Tapped(e *fyne.PointEvent) {
	b.Table.Tapped(e)
	if c := fyne.CurrentApp().Driver().CanvasForObject(b); c != nil {
		c.Focus(b)
	}
}

// TypedRune records the result the key stands for.
func (b *boardTable) TypedRune(r rune) { b.p.onResultKey(r) }

// TypedKey moves between boards (Up, Down) and clears a result (Delete,
// BackSpace); F11 goes to the window (the hall screen), other keys to the
// table.
func (b *boardTable) TypedKey(e *fyne.KeyEvent) {
	if !panel.BoardKey(b, e, func(d int) { b.p.goToBoard(b.p.row + d) }, func() { b.p.enterResult(model.NoGameResult) }) {
		b.Table.TypedKey(e)
	}
}
