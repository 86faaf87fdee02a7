package tournament

import (
	"context"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/explain"
	"arbiter/ui/pdf"

	"arbiter/ui/kit"
)

// whyPanel is the pairing screen's explanation (model/explain): beside the
// board list, the answer for the selected board — why these two, why these
// colours, why not the expected opponents, what a change by hand broke —
// and below it the round's whole checklist, which Print puts in a PDF for
// the records. It is read off the UI thread when the round or the board
// changes; the engine re-runs the round's pairing with the checklist on.
type whyPanel struct {
	s       *Ctx
	boards  fyne.CanvasObject                          // the board list the panel stands beside
	at      func() (round, row int, v model.RoundView) // the round shown and the selected board's row
	box     fyne.CanvasObject
	answer  *widget.Label
	list    *widget.Label
	print   *widget.Button
	shown   bool
	rep     *explain.Report
	repOf   [2]int // tournament and round of rep
	seq     int
	center  *fyne.Container // the pairing screen's centre: the boards, or boards and panel
	toggle  *widget.Button
	answers []string // what the answer shows, for tests
}

// newWhyPanel is the panel beside boards in center, explaining the round
// and board at gives.
func newWhyPanel(s *Ctx, boards fyne.CanvasObject, center *fyne.Container, at func() (round, row int, v model.RoundView)) *whyPanel {
	w := &whyPanel{s: s, boards: boards, at: at, center: center}
	w.answer = widget.NewLabel("")
	w.answer.Wrapping = fyne.TextWrapWord
	w.list = widget.NewLabel("")
	w.list.Wrapping = fyne.TextWrapWord
	w.list.TextStyle.Monospace = true
	w.print = widget.NewButtonWithIcon(lang.L("Print the checklist"), theme.DocumentPrintIcon(), w.onPrint)
	hide := widget.NewButtonWithIcon("", theme.CancelIcon(), w.onToggle)
	title := widget.NewLabelWithStyle(lang.L("Why this pairing"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	head := container.NewBorder(nil, nil, nil, container.NewHBox(w.print, hide), title)
	body := container.NewVSplit(container.NewVScroll(w.answer), container.NewVScroll(w.list))
	body.Offset = 0.5
	w.box = container.NewBorder(head, nil, nil, nil, body)
	w.toggle = widget.NewButtonWithIcon(lang.L("Why this pairing?"), theme.QuestionIcon(), w.onToggle)
	return w
}

func (w *whyPanel) onToggle() {
	w.shown = !w.shown
	if w.shown {
		split := container.NewHSplit(w.boards, w.box)
		split.Offset = 0.55
		w.center.Objects = []fyne.CanvasObject{split}
		w.refresh()
	} else {
		w.center.Objects = []fyne.CanvasObject{w.boards}
	}
	w.center.Refresh()
}

// refresh reads the checklist of the round shown (when it is not the one
// read before) and shows the answer for the selected board.
func (w *whyPanel) refresh() {
	if !w.shown {
		return
	}
	round, row, view := w.at()
	id := w.s.Current.ID
	var nos []int
	if row >= 0 && row < len(view.Boards) {
		b := view.Boards[row]
		nos = []int{b.White.StartNo, b.Black.StartNo}
	}
	w.seq++
	seq, rep, key := w.seq, w.rep, [2]int{int(id), round}
	if w.repOf != key {
		rep = nil // another round or tournament: read it
	}
	if round < 1 {
		w.show(nil, []string{lang.L("No round is paired yet.")}, nil)
		return
	}
	w.s.Bg.Run(func() func() {
		var err error
		if rep == nil {
			rep, err = explain.Service{P: w.s.Svc.Pairings}.Report(context.Background(), id, round)
		}
		var answers []string
		for _, no := range nos {
			if err != nil {
				break
			}
			var a string
			a, err = rep.Why(no, kit.GUILang())
			answers = append(answers, a)
		}
		return func() {
			if seq != w.seq {
				return
			}
			if err != nil {
				w.show(nil, []string{model.Message(err, kit.GUILang())}, nil)
				return
			}
			w.rep, w.repOf = rep, key
			if len(answers) == 0 {
				answers = []string{lang.L("Select a board to see why it was paired so.")}
			}
			w.show(rep, answers, rep.Lines(kit.GUILang()))
		}
	})
}

func (w *whyPanel) show(rep *explain.Report, answers, lines []string) {
	w.answers = answers
	w.answer.SetText(strings.Join(answers, "\n\n"))
	w.list.SetText(strings.Join(lines, "\n"))
	if rep == nil {
		w.print.Disable()
	} else {
		w.print.Enable()
	}
}

// forget drops the checklist read before (the round was paired again or
// changed by hand).
func (w *whyPanel) forget() { w.rep = nil }

func (w *whyPanel) onPrint() {
	round, _, _ := w.at()
	id := w.s.Current.ID
	m := w.s.Meta(round)
	w.s.PrintDocument(func(ctx context.Context) (*pdf.Document, error) {
		rep, err := explain.Service{P: w.s.Svc.Pairings}.Report(ctx, id, round)
		if err != nil {
			return nil, err
		}
		return pdf.Checklist(m, lang.L("Pairing checklist"), rep.Lines(kit.GUILang())), nil
	})
}
