package tournament

import (
	"context"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/ui/pdf"
)

// pairingWatch is what the panel shows while a Swiss pairing runs
// (docs/pairing-speed.md): after a second, which bracket is being paired and how many players
// are left, refreshed a few times a second, and a Cancel button that stops
// the engine; a cancelled pairing writes nothing.
type pairingWatch struct {
	box    *fyne.Container
	text   *widget.Label
	cancel *widget.Button

	mu     sync.Mutex
	last   model.PairingProgress
	seen   bool
	stop   context.CancelFunc
	timers []*time.Timer
	done   chan struct{}
}

func newPairingWatch() *pairingWatch {
	w := &pairingWatch{text: widget.NewLabel("")}
	w.cancel = widget.NewButtonWithIcon(lang.L("Cancel pairing"), theme.CancelIcon(), w.onCancel)
	w.box = container.NewHBox(w.text, w.cancel)
	w.box.Hide()
	return w
}

// start begins watching a pairing that cancel stops; the box appears after
// delay unless the pairing is over by then.
func (w *pairingWatch) start(cancel context.CancelFunc, delay time.Duration) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.stop, w.seen, w.last = cancel, false, model.PairingProgress{}
	w.done = make(chan struct{})
	w.cancel.Enable()
	done := w.done
	w.timers = append(w.timers, time.AfterFunc(delay, func() {
		fyne.Do(func() {
			select {
			case <-done:
				return
			default:
			}
			w.show()
		})
		ticker := time.NewTicker(250 * time.Millisecond)
		for {
			select {
			case <-done:
				ticker.Stop()
				return
			case <-ticker.C:
				fyne.Do(func() {
					select {
					case <-done:
					default:
						w.refresh()
					}
				})
			}
		}
	}))
}

// report records the latest progress (any goroutine).
func (w *pairingWatch) report(p model.PairingProgress) {
	w.mu.Lock()
	w.last, w.seen = p, true
	w.mu.Unlock()
}

// show makes the box visible with the latest progress (UI thread).
func (w *pairingWatch) show() {
	w.refresh()
	w.box.Show()
}

// refresh writes the latest progress into the label (UI thread).
func (w *pairingWatch) refresh() {
	w.mu.Lock()
	p, seen := w.last, w.seen
	w.mu.Unlock()
	if !seen {
		w.text.SetText(lang.L("Pairing…"))
		return
	}
	w.text.SetText(progressText(p))
}

// progressText says which bracket is being paired and how many are left.
func progressText(p model.PairingProgress) string {
	return lang.L("Pairing: bracket {{.B}} ({{.S}} points), {{.L}} of {{.N}} players left",
		map[string]any{"B": p.Bracket, "S": pdf.Points(p.Score), "L": p.Left, "N": p.Players})
}

// finish hides the box and stops the timers (UI thread).
func (w *pairingWatch) finish() {
	w.mu.Lock()
	if w.done != nil {
		close(w.done)
		w.done = nil
	}
	for _, t := range w.timers {
		t.Stop()
	}
	w.timers = nil
	w.stop = nil
	w.mu.Unlock()
	w.box.Hide()
}

func (w *pairingWatch) onCancel() {
	w.mu.Lock()
	stop := w.stop
	w.mu.Unlock()
	if stop != nil {
		stop()
	}
	w.cancel.Disable()
	w.text.SetText(lang.L("Cancelling the pairing…"))
}
