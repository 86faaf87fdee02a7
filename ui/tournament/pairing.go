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

	"arbiter/ui/kit"
	"arbiter/ui/panel"
	"arbiter/ui/pdf"
	"arbiter/ui/printout"
)

// pairingPanel is a round of the current tournament (docs/product.md workflows
// 4 and 5): pairing the next round off the UI thread, the board list,
// manual changes checked against the rules, unpairing, and the results
// typed along the board list (results.go).
type pairingPanel struct {
	s *Ctx

	roundSel              *widget.Select
	pair, unpair          *widget.Button
	swap, exchange, toBye *widget.Button
	phase                 phaseButtons   // pairing_phase.go
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
	p.why = newWhyPanel(p, center)
	// «Чому така пара?» sits in the top bar: the manual-changes row is
	// full at 1366 pixels (TestScreensFit1366).
	bar := container.NewHBox(kit.FixedWidth(120, p.roundSel), p.pair, p.byHand, p.unpair, layout.NewSpacer(), p.why.toggle, p.print, p.printMore)
	manual := container.NewHBox(widget.NewLabel(lang.L("Manual changes:")), p.phase.edit, p.swap, p.exchange, p.toBye, p.phase.validate)
	p.watch = newPairingWatch()
	p.c960 = newChess960Bar(p)
	top := container.NewVBox(bar, p.c960.box, p.order, p.progress, p.watch.box)
	bottom := container.NewVBox(p.absent, manual, p.status, p.withOtherResult(keys)) // results_more.go
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
	set := func(b *widget.Button, on bool) {
		if on {
			b.Enable()
		} else {
			b.Disable()
		}
	}
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
	p.showPairingWarnings(id) // Level 2 (results_adjourned.go)
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
				p.offerByHand(err) // Q63 (pairing_byhand.go)
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
