package hall

import (
	"context"
	"fmt"
	"image/color"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"arbiter/model"
	"arbiter/model/explain"

	"arbiter/ui/kit"
	"arbiter/ui/panel"
)

// hallScreen is the full-screen window for a second monitor or projector
// in the playing hall (README "The desktop program (GUI)", «Екран для залу»): the current round's pairings in large
// type, alphabetically by surname with board and colour, then — once every
// result is in — the standings after the round. It scrolls through a long
// list by itself, reloads when a result is entered (Toggle.TournamentChanged)
// and opens and closes with one keystroke: Ctrl+H or F11, wherever the
// keyboard is: every text field (textEntry) and the board list hand both on
// to the window (Fyne gives a key or shortcut to the focused widget only).
// In the hall window Esc, F11 and Ctrl+H close it.
type hallScreen struct {
	s     *Toggle
	win   fyne.Window
	box   *fyne.Container
	title *canvas.Text
	scrl  *container.Scroll
	lines []string // what is shown, for tests
	nos   []int    // the start number of each line's player, 0 for none
	round int      // the round shown
	why   hallWhy  // the answer for a player tapped (why.go)
	stop  chan struct{}
	seq   int
}

// hallTextSize is the type size of the hall screen's lines.
const hallTextSize = 34

// Toggle is the Hall screen button, and Ctrl+H and F11 wherever the
// keyboard is in the window: it opens the hall screen of the current
// tournament, or closes it.
type Toggle struct {
	*panel.Ctx
	hall *hallScreen // the open hall screen, nil when closed
}

// NewToggle makes Ctrl+H and F11 toggle the hall screen.
func NewToggle(tc *panel.Ctx) *Toggle {
	s := &Toggle{Ctx: tc}
	c := s.Win.Canvas()
	c.AddShortcut(kit.HallShortcut, func(fyne.Shortcut) { s.toggleHall() })
	prev := c.OnTypedKey()
	c.SetOnTypedKey(func(e *fyne.KeyEvent) {
		if e.Name == fyne.KeyF11 {
			s.toggleHall()
			return
		}
		if prev != nil {
			prev(e)
		}
	})
	return s
}

func (s *Toggle) Tapped() { s.toggleHall() }

// IsOpen reports whether the hall screen is open.
func (s *Toggle) IsOpen() bool { return s.hall != nil }

// TournamentChanged shows the change on the open hall screen.
func (s *Toggle) TournamentChanged() {
	if s.hall != nil {
		s.hall.reload()
	}
}

// toggleHall opens the hall screen for the current tournament, or closes it.
func (s *Toggle) toggleHall() {
	if s.hall != nil {
		s.hall.close()
		return
	}
	if s.Current.ID == 0 {
		return
	}
	h := &hallScreen{s: s, stop: make(chan struct{})}
	h.win = fyne.CurrentApp().NewWindow(lang.L("Hall screen") + " — " + s.Current.Name)
	h.title = canvas.NewText(s.Current.Name, theme0Foreground())
	h.title.TextSize = hallTextSize + 6
	h.title.TextStyle.Bold = true
	h.box = container.NewVBox()
	h.scrl = container.NewVScroll(h.box)
	h.why.box = container.NewVBox()
	h.win.SetContent(container.NewBorder(container.NewVBox(container.NewPadded(h.title), h.why.box), nil, nil, nil, h.scrl))
	h.win.Canvas().SetOnTypedKey(func(e *fyne.KeyEvent) {
		if e.Name == fyne.KeyEscape && len(h.why.lines) > 0 {
			h.showAnswer(nil) // Esc first hides the answer
			return
		}
		if e.Name == fyne.KeyEscape || e.Name == fyne.KeyF11 {
			h.close()
		}
	})
	h.win.Canvas().AddShortcut(kit.HallShortcut, func(fyne.Shortcut) { h.close() })
	h.win.SetOnClosed(func() { h.closed() })
	h.win.SetFullScreen(true)
	h.win.Show()
	s.hall = h
	h.reload()
	if !s.Bg.Inline {
		go h.autoScroll()
	}
}

func (h *hallScreen) close() { h.win.Close() }

func (h *hallScreen) closed() {
	if h.s.hall == h {
		h.s.hall = nil
		close(h.stop)
	}
}

// autoScroll moves a long list on by most of a screen every few seconds,
// back to the top after the end.
func (h *hallScreen) autoScroll() {
	t := time.NewTicker(5 * time.Second)
	defer t.Stop()
	for {
		select {
		case <-h.stop:
			return
		case <-t.C:
			fyne.Do(h.scrollOn)
		}
	}
}

func (h *hallScreen) scrollOn() {
	view := h.scrl.Size().Height
	total := h.box.MinSize().Height
	at := h.scrl.Offset.Y
	y := min(at+view*0.8, total-view)
	if total <= view || at+view >= total-1 {
		y = 0 // the end was showing: back to the top
	}
	h.scrl.ScrollToOffset(fyne.NewPos(0, y))
}

// reload reads the last paired round (and, when it is complete, the
// standings after it) off the UI thread and shows them.
func (h *hallScreen) reload() {
	h.seq++
	seq, id := h.seq, h.s.Current.ID
	h.s.Bg.Run(func() func() {
		ctx := context.Background()
		st, err := h.s.Svc.Tournaments.State(ctx, id)
		var rv model.RoundView
		var sv *model.StandingsView
		c960 := "" // chess960.go
		if err == nil && st.Paired > 0 {
			c960 = hallChess960(ctx, h.s.Svc, id, st.Paired)
			rv, err = h.s.Svc.Pairings.Round(ctx, id, st.Paired)
			if err == nil && rv.Complete {
				sv, err = h.s.Svc.Tournaments.Standings(ctx, id, st.Paired)
			}
		}
		return func() {
			if seq != h.seq || h.s.hall != h {
				return
			}
			if err != nil {
				h.show([]string{model.Message(err, kit.GUILang())})
				return
			}
			h.title.Text = st.Tournament.Name
			if st.Paired > 0 {
				h.title.Text += " — " + lang.L("Round {{.N}}", map[string]int{"N": st.Paired}) + c960
			}
			h.title.Refresh()
			h.round = st.Paired
			lines, nos := hallEntries(rv, sv)
			h.nos = nos
			h.show(lines)
		}
	})
}

// hallEntries are the pairings by surname (board, colour, opponent,
// result) and then the standings, with the start number of each line's
// player (0 for the lines of no player).
func hallEntries(rv model.RoundView, sv *model.StandingsView) ([]string, []int) {
	type line struct {
		name, text string
		no         int
	}
	var ls []line
	add := func(p model.BoardPlayer, text string) {
		ls = append(ls, line{p.Name, fmt.Sprintf("%s (%d)   %s", p.Name, p.StartNo, text), p.StartNo})
	}
	for _, b := range rv.Boards {
		// each line reads the result from its own player's side: «1-0»
		// on Black's line read as her win although she lost
		white, black := ownResults(b.Result)
		add(b.White, lang.L("board {{.B}}, white", map[string]int{"B": b.No})+" — "+b.Black.Name+white)
		add(b.Black, lang.L("board {{.B}}, black", map[string]int{"B": b.No})+" — "+b.White.Name+black)
	}
	if rv.Bye != nil {
		add(*rv.Bye, lang.L("bye"))
	}
	for _, a := range rv.NotPaired {
		add(a.Player, lang.L("not playing"))
	}
	slices.SortStableFunc(ls, func(a, b line) int { return model.CompareUkrainian(a.name, b.name) })
	var out []string
	var nos []int
	for _, l := range ls {
		out = append(out, l.text)
		nos = append(nos, l.no)
	}
	if sv != nil {
		out = append(out, "", lang.L("Standings after round {{.N}}", map[string]int{"N": sv.Round}))
		nos = append(nos, 0, 0)
		for _, r := range sv.Rows {
			out = append(out, fmt.Sprintf("%s.  %s   %s", r.Place, r.Name, r.PointsText))
			nos = append(nos, 0)
		}
	}
	return out, nos
}

// ownResults are White's and Black's results of a board in words, each
// from the player's own side, with the spacing the hall lines put before
// them; empty while the game is played.
func ownResults(r model.GameResult) (white, black string) {
	w, b := "", ""
	switch r {
	case model.WhiteWon:
		w, b = lang.L("win"), lang.L("loss")
	case model.Drawn:
		w, b = lang.L("draw"), lang.L("draw")
	case model.BlackWon:
		w, b = lang.L("loss"), lang.L("win")
	case model.WhiteWonForfeit:
		w, b = lang.L("forfeit win"), lang.L("forfeit loss")
	case model.BlackWonForfeit:
		w, b = lang.L("forfeit loss"), lang.L("forfeit win")
	case model.DoubleForfeit:
		w, b = lang.L("forfeit loss"), lang.L("forfeit loss")
	default:
		return moreOwnResults(r) // results_more.go
	}
	return "   " + w, "   " + b
}

func (h *hallScreen) show(lines []string) {
	h.lines = lines
	objs := make([]fyne.CanvasObject, len(lines))
	for i, l := range lines {
		t := canvas.NewText(l, theme0Foreground())
		t.TextSize = hallTextSize
		objs[i] = t
		if i < len(h.nos) && h.nos[i] > 0 {
			no := h.nos[i]
			objs[i] = newHallLine(t, func() { h.ask(no) })
		}
	}
	h.box.Objects = objs
	// The whole window lays out again: the title and the list changed size.
	h.win.Content().Refresh()
	h.scrl.Refresh()
}

// theme0Foreground is the current theme's text colour.
func theme0Foreground() color.Color { return theme.Color(theme.ColorNameForeground) }

// moreOwnResults are the hall's words for the results of
// model.MoreResults, from each player's side.
func moreOwnResults(r model.GameResult) (white, black string) {
	w, b := "", ""
	switch r {
	case model.WhiteHalfBlackZero:
		w, b = "½", "0"
	case model.WhiteZeroBlackHalf:
		w, b = "0", "½"
	case model.BothLost:
		w, b = lang.L("loss"), lang.L("loss")
	case model.WhiteWonUnrated:
		w, b = lang.L("win"), lang.L("loss")
	case model.DrawnUnrated:
		w, b = lang.L("draw"), lang.L("draw")
	case model.BlackWonUnrated:
		w, b = lang.L("loss"), lang.L("win")
	default:
		return "", ""
	}
	return "   " + w, "   " + b
}

// ask reads the checklist of the round shown off the UI thread and shows
// the answer for start number no.
func (h *hallScreen) ask(no int) {
	h.why.seq++
	seq, id, round := h.why.seq, h.s.Current.ID, h.round
	h.s.Bg.Run(func() func() {
		rep, err := explain.Service{P: h.s.Svc.Pairings}.Report(context.Background(), id, round)
		var text string
		if err == nil {
			text, err = rep.Why(no, kit.GUILang())
		}
		return func() {
			if seq != h.why.seq || h.s.hall != h {
				return
			}
			if err != nil {
				text = model.Message(err, kit.GUILang())
			}
			h.showAnswer(wrapWords(text, hallAnswerWidth))
		}
	})
}

// showAnswer shows the answer's lines (none: hides it).
func (h *hallScreen) showAnswer(lines []string) {
	h.why.lines = lines
	objs := make([]fyne.CanvasObject, len(lines))
	for i, l := range lines {
		t := canvas.NewText(l, theme0Foreground())
		t.TextSize = hallAnswerSize
		t.TextStyle.Italic = true
		objs[i] = t
	}
	h.why.box.Objects = objs
	h.win.Content().Refresh()
}

// hallAnswerSize is the type size of the answer, a little below the list's.
const hallAnswerSize = hallTextSize - 8

// hallAnswerWidth is the longest answer line (runes) before it wraps.
const hallAnswerWidth = 95
