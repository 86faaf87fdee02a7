package knockout

import (
	"context"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/ui/pdf"
	"arbiter/ui/printout"

	"arbiter/ui/kit"
	"arbiter/ui/panel"
)

// knockoutPanel is the bracket of a knockout tournament (README "Knockout"):
// one column per bracket round; each mini-match shows its players, every
// game played (main, tie-break stages, Armageddon) and the winner, who
// advances; the next game of an undecided match is recorded with its
// buttons.
type knockoutPanel struct {
	s *panel.Ctx

	rounds   *fyne.Container // one column of match cards per bracket round
	heads    *fyne.Container // the rounds' names, above the scroll so they stay in view
	champion *widget.Label
	lot      *widget.Label  // how the first colours are chosen
	drawLot  *widget.Button // draw the colours by lot (before the first game)
	print    *widget.Button // the bracket printout
	table    *widget.Button // the knockout's crosstable printout
	view     *model.KnockoutView
	seq      int
}

// NewBracket makes the Bracket tab of a knockout tournament.
func NewBracket(s *panel.Ctx) panel.View { return &knockoutPanel{s: s} }

func (p *knockoutPanel) BuildUI() fyne.CanvasObject {
	p.rounds = container.NewGridWithColumns(1)
	p.heads = container.NewGridWithColumns(1)
	p.champion = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	p.lot = widget.NewLabel("")
	p.lot.Wrapping = fyne.TextWrapWord // a long rule must not widen the window past 1366
	p.champion.Wrapping = fyne.TextWrapWord
	p.drawLot = widget.NewButtonWithIcon(lang.L("Draw colours by lot"), theme.ViewRefreshIcon(), func() { drawLot(p.s, func() { p.Load(); p.s.Changed() }) })
	p.print = widget.NewButtonWithIcon(lang.L("Print bracket"), theme.DocumentPrintIcon(), func() { printBracket(p.s) })
	p.table = widget.NewButtonWithIcon(lang.L("Print crosstable"), theme.DocumentPrintIcon(), func() { printCrosstable(p.s) })
	top := container.NewVBox(container.NewHBox(p.print, p.table, p.drawLot), p.lot, p.champion, p.heads)
	// every round a column of the window's width shared evenly, so a
	// bracket of 8 or 16 has all its rounds side by side at 1366×768;
	// the matches scroll down under the rounds' names
	return container.NewBorder(top, nil, nil, nil, container.NewVScroll(p.rounds))
}

// Load fetches the bracket off the UI thread.
func (p *knockoutPanel) Load() {
	panel.LoadLatest(p.s, &p.seq, p.s.Svc.Knockouts.Bracket, p.show)
}

func (p *knockoutPanel) show(v *model.KnockoutView) {
	p.view = v
	p.rounds.RemoveAll()
	p.heads.RemoveAll()
	p.champion.SetText("")
	p.lot.SetText("")
	if v == nil {
		return
	}
	p.lot.SetText(lotText(v))
	started := false
	for _, ms := range v.Rounds {
		for _, m := range ms {
			started = started || len(m.Games) > 0
		}
	}
	if started || p.s.Current.Finished {
		p.drawLot.Disable()
	} else {
		p.drawLot.Enable()
	}
	// the matches in the order the bracket printout and its protocol
	// print them (printout.PrintedRounds, seed 004 §5), each side where
	// the printed bracket has it
	rounds, err := printout.PrintedRounds(v)
	if err != nil {
		kit.ShowError(p.s.Win, err)
		return
	}
	p.rounds.Layout = layout.NewGridLayoutWithColumns(len(rounds))
	p.heads.Layout = layout.NewGridLayoutWithColumns(len(rounds))
	for i, matches := range rounds {
		p.heads.Add(widget.NewLabelWithStyle(bracketRoundName(i+1, len(v.Rounds)),
			fyne.TextAlignCenter, fyne.TextStyle{Bold: true}))
		col := container.NewVBox()
		for _, m := range matches {
			col.Add(p.matchCard(m.KnockoutMatch, m.Swapped))
		}
		p.rounds.Add(col)
	}
	p.heads.Refresh()
	if v.Champion != 0 {
		p.champion.SetText(lang.L("Winner of the tournament: {{.Name}}",
			map[string]string{"Name": p.nameOf(v.Champion)}))
	}
	p.rounds.Refresh()
}

// bracketRoundName names a bracket round by its stage, as brackets are
// printed: the final, the semi-finals, the quarter-finals, then 1/8, 1/16,
// … finals (round r of of rounds).
func bracketRoundName(r, of int) string {
	switch of - r {
	case 0:
		return lang.L("Final")
	case 1:
		return lang.L("Semi-finals")
	case 2:
		return lang.L("Quarter-finals")
	}
	return lang.L("1/{{.N}} finals", map[string]int{"N": 1 << (of - r)})
}

// nameOf finds a start number's name in the bracket.
func (p *knockoutPanel) nameOf(no int) string {
	for _, ms := range p.view.Rounds {
		for _, m := range ms {
			for _, b := range []model.BoardPlayer{m.A, m.B} {
				if b.StartNo == no && no != 0 {
					return panel.PlayerRef(b)
				}
			}
		}
	}
	return strconv.Itoa(no)
}

// matchCard shows one mini-match: players and match score, the games, and
// the buttons for its next game.
func (p *knockoutPanel) matchCard(m model.KnockoutMatch, swapped bool) fyne.CanvasObject {
	top, bottom := widget.NewLabel(p.side(m, m.A, m.ScoreA)), widget.NewLabel(p.side(m, m.B, m.ScoreB))
	top.Wrapping, bottom.Wrapping = fyne.TextWrapWord, fyne.TextWrapWord // a long name wraps, never cut
	if swapped {
		top, bottom = bottom, top
	}
	box := container.NewVBox(top, bottom)
	if m.WhiteFirst != 0 && m.Winner == 0 {
		white := widget.NewLabel(lang.L("White in game 1: {{.Name}}", map[string]string{"Name": p.nameOf(m.WhiteFirst)}))
		white.Wrapping = fyne.TextWrapWord
		box.Add(white)
	}
	if len(m.Games) > 0 {
		games := widget.NewLabel(gamesText(m.Games))
		games.Wrapping = fyne.TextWrapWord
		box.Add(games)
	}
	if len(m.Games) > 0 && !p.playedOn(m) {
		// a short label, so four rounds of cards fit side by side at 1366×768
		box.Add(widget.NewButtonWithIcon(lang.L("Undo game"), theme.ContentUndoIcon(), func() { p.undo(m) }))
	}
	switch {
	case m.Winner != 0 && m.Round == len(p.view.Rounds):
		// the decided final names the winner of the tournament
		box.Add(wrapped(widget.NewLabelWithStyle(lang.L("Winner of the tournament: {{.Name}}", map[string]string{"Name": p.nameOf(m.Winner)}),
			fyne.TextAlignLeading, fyne.TextStyle{Bold: true})))
	case m.Winner != 0:
		box.Add(wrapped(widget.NewLabelWithStyle(lang.L("advances: {{.Name}}", map[string]string{"Name": p.nameOf(m.Winner)}),
			fyne.TextAlignLeading, fyne.TextStyle{Italic: true})))
	case m.ArmageddonPending:
		box.Add(p.armageddonChoice(m))
	case m.Next != nil:
		box.Add(p.nextGameButtons(m))
	}
	return widget.NewCard("", "", box)
}

// armageddonChoice asks for the colours of m's Armageddon before it is
// played: by lot (seed 004 §5: «очередность цвета определяется жребием»)
// or by the director, the rule (a draw sends Black through) stated.
func (p *knockoutPanel) armageddonChoice(m model.KnockoutMatch) fyne.CanvasObject {
	rule := widget.NewLabel(lang.L("Armageddon: a draw sends Black through. Colours by lot or by the director:"))
	rule.Wrapping = fyne.TextWrapWord
	row := container.NewHBox(widget.NewButtonWithIcon(lang.L("Draw Armageddon colours"), theme.ViewRefreshIcon(), func() {
		if _, err := p.s.Svc.Knockouts.DrawArmageddonColours(context.Background(), p.s.Current.ID, m.Round, m.Pair, panel.LotSeed()); err != nil {
			kit.ShowError(p.s.Win, err)
			return
		}
		p.Load()
		p.s.Changed()
	}))
	for _, b := range []model.BoardPlayer{m.A, m.B} {
		no := b.StartNo
		row.Add(widget.NewButton(lang.L("White: {{.Name}}", map[string]string{"Name": panel.PlayerRef(b)}), func() {
			if err := p.s.Svc.Knockouts.SetArmageddonWhite(context.Background(), p.s.Current.ID, m.Round, m.Pair, no); err != nil {
				kit.ShowError(p.s.Win, err)
				return
			}
			p.Load()
			p.s.Changed()
		}))
	}
	return container.NewVBox(rule, row)
}

// armageddonText names the Armageddon about to be played, who has White
// and how that was chosen, and the rule.
func (p *knockoutPanel) armageddonText(m model.KnockoutMatch) string {
	how := lang.L("chosen by the director")
	if a := m.Armageddon; a != nil && a.ByLot {
		how = lang.L("by lot, seed {{.Seed}}", map[string]string{"Seed": strconv.FormatUint(a.LotSeed, 10)})
	}
	return lang.L("Armageddon: White {{.W}} ({{.How}}); a draw sends Black through", map[string]string{
		"W": p.nameOf(m.Next.White), "How": how})
}

// side is one player of a match with the match score; an empty place is
// a bye in the first round and a winner still to come later.
func (p *knockoutPanel) side(m model.KnockoutMatch, b model.BoardPlayer, score int) string {
	switch {
	case b.StartNo != 0:
		return panel.PlayerRef(b) + "  " + pdf.Points(score)
	case m.Round == 1:
		return lang.L("bye")
	}
	return "…"
}

// playedOn reports whether the winner of m has a game in the next round:
// then m's games can no longer be undone.
func (p *knockoutPanel) playedOn(m model.KnockoutMatch) bool {
	if m.Winner == 0 || m.Round >= len(p.view.Rounds) {
		return false
	}
	for _, next := range p.view.Rounds[m.Round] {
		if (next.A.StartNo == m.Winner || next.B.StartNo == m.Winner) && len(next.Games) > 0 {
			return true
		}
	}
	return false
}

// gamesText lists a match's games as the bracket printout does:
// "Партія 1: 1-0 · Партія 2: ½-½ · Рапід 1: 0-1 · Армагедон: 1-0".
func gamesText(gs []model.KnockoutGame) string {
	parts := make([]string, len(gs))
	for i, g := range gs {
		parts[i] = capitalFirst(knockoutGameName(gs[:i], g.Stage)) + ": " + model.GameResultOfPoints(min(max(g.WhitePoints, 0), 2)).String()
	}
	return strings.Join(parts, " · ")
}

// knockoutGameName names the game of stage that follows the games before
// it, as the arbiter says it: game 1, game 2 of the match, rapid 1, 2…
// of the first two tie-break stages (seed 004: 15 minutes; the World
// Cup's 25 and 10), blitz 1, 2… after them, and Armageddon.
func knockoutGameName(before []model.KnockoutGame, stage int) string {
	switch kind, n := pdf.KnockoutGameOrdinal(printout.KnockoutGames(before), stage); kind {
	case pdf.GameArmageddon:
		return lang.L("Armageddon")
	case pdf.GameRapid:
		return lang.L("rapid {{.N}}", map[string]int{"N": n})
	case pdf.GameBlitz:
		return lang.L("blitz {{.N}}", map[string]int{"N": n})
	default:
		return lang.L("game {{.N}}", map[string]int{"N": n})
	}
}

// nextGameButtons record the next game of m as White's result.
func (p *knockoutPanel) nextGameButtons(m model.KnockoutMatch) fyne.CanvasObject {
	g := m.Next
	label := widget.NewLabel(lang.L("{{.Game}}: White {{.W}}", map[string]string{
		"Game": capitalFirst(knockoutGameName(m.Games, g.Stage)), "W": p.nameOf(g.White)}))
	label.Wrapping = fyne.TextWrapWord
	if g.Stage == model.ArmageddonStage {
		label.SetText(p.armageddonText(m))
		label.Wrapping = fyne.TextWrapWord
	}
	row := container.NewHBox()
	for _, r := range []model.GameResult{model.WhiteWon, model.Drawn, model.BlackWon} {
		points, _, _ := r.Points()
		row.Add(widget.NewButton(r.String(), func() { p.record(m.Round, m.Pair, points) }))
	}
	return container.NewVBox(label, row)
}

func (p *knockoutPanel) record(round, pair, whitePoints int) {
	err := p.s.Svc.Knockouts.RecordGame(context.Background(), p.s.Current.ID, round, pair, whitePoints)
	if err != nil {
		kit.ShowError(p.s.Win, err)
		return
	}
	p.Load()
	p.s.Changed()
}

// undo deletes the last recorded game of m after the director confirms
// (refused by the Service once the winner has played on).
func (p *knockoutPanel) undo(m model.KnockoutMatch) {
	kit.Confirm(p.s.Win, lang.L("Undo last game"), lang.L("Delete the last recorded game of this match?"), func() {
		if err := p.s.Svc.Knockouts.UndoGame(context.Background(), p.s.Current.ID, m.Round, m.Pair); err != nil {
			kit.ShowError(p.s.Win, err)
			return
		}
		p.Load()
		p.s.Changed()
	})
}

// wrapped sets l to wrap at words, so a card's line never widens its
// bracket column past its share of the window.
func wrapped(l *widget.Label) *widget.Label {
	l.Wrapping = fyne.TextWrapWord
	return l
}

// capitalFirst writes the first letter of s as a capital.
func capitalFirst(s string) string {
	for i, r := range s {
		return strings.ToUpper(string(r)) + s[i+len(string(r)):]
	}
	return s
}
