package ui

import (
	"context"

	"fyne.io/fyne/v2"

	"arbiter/model"
)

// worker runs a screen's data loading off the UI thread: work runs in a
// goroutine and returns the function that applies its result, which runs on
// the UI thread through fyne.Do.
type worker struct {
	// inline runs work and apply on the calling goroutine. Tests set it:
	// fyne's test driver runs fyne.Do on the calling goroutine, so a job
	// would otherwise race with the test driving the widgets.
	inline bool
}

func (w *worker) run(work func() (apply func())) {
	if w.inline {
		work()()
		return
	}
	go func() {
		apply := work()
		fyne.DoAndWait(apply)
	}()
}

// loadLatest reads the current tournament's view off the UI thread with
// fetch and hands it to show, unless a later load of the same panel (seq)
// began meanwhile; an error is shown instead.
func loadLatest[V any](s *tournamentsScreen, seq *int, fetch func(context.Context, model.TournamentID) (V, error), show func(V)) {
	*seq++
	mine, id := *seq, s.current.ID
	s.bg.run(func() func() {
		v, err := fetch(context.Background(), id)
		return func() {
			if mine != *seq {
				return
			}
			if err != nil {
				showError(s.win, err)
				return
			}
			show(v)
		}
	})
}
