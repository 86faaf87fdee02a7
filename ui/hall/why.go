package hall

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"
)

// The hall screen's answer to the player who asks why (model/explain): a
// tap on a player's line shows, under the title in large type, why he
// plays this opponent with this colour and not the one he expected; Esc
// hides it (a second Esc closes the hall screen). The screen asks and shows
// (hall.go: ask, showAnswer); here are the answer's parts.

// hallWhy is the answer shown.
type hallWhy struct {
	box   *fyne.Container
	lines []string // the answer's lines, for tests
	seq   int
}

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
