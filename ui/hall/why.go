package hall

import (
	"context"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/explain"

	"arbiter/ui/kit"
)

// The hall screen's answer to the player who asks why (model/explain): a
// tap on a player's line shows, under the title in large type, why he
// plays this opponent with this colour and not the one he expected; Esc
// hides it (a second Esc closes the hall screen).

// hallWhy is the answer shown.
type hallWhy struct {
	box   *fyne.Container
	lines []string // the answer's lines, for tests
	seq   int
}

// hallAnswerSize is the type size of the answer, a little below the list's.
const hallAnswerSize = hallTextSize - 8

// hallAnswerWidth is the longest answer line (runes) before it wraps.
const hallAnswerWidth = 95

// hallLine is a line of the hall list that answers a tap.
type hallLine struct {
	widget.BaseWidget
	text *canvas.Text
	tap  func()
}

func newHallLine(t *canvas.Text, tap func()) *hallLine {
	l := &hallLine{text: t, tap: tap}
	l.ExtendBaseWidget(l)
	return l
}

func (l *hallLine) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(l.text) }

// Tapped shows the answer for the line's player.
func (l *hallLine) Tapped(*fyne.PointEvent) { l.tap() }

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

// wrapWords breaks text at spaces into lines of at most width runes.
func wrapWords(text string, width int) []string {
	var out []string
	line := ""
	for _, w := range strings.Fields(text) {
		switch {
		case line == "":
			line = w
		case len([]rune(line))+1+len([]rune(w)) > width:
			out = append(out, line)
			line = w
		default:
			line += " " + w
		}
	}
	if line != "" {
		out = append(out, line)
	}
	return out
}
