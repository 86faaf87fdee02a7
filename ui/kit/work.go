package kit

import (
	"fyne.io/fyne/v2"
)

// Worker runs a screen's data loading off the UI thread: work runs in a
// goroutine and returns the function that applies its result, which runs on
// the UI thread through fyne.Do.
type Worker struct {
	// inline runs work and apply on the calling goroutine. Tests set it:
	// fyne's test driver runs fyne.Do on the calling goroutine, so a job
	// would otherwise race with the test driving the widgets.
	Inline bool
}

func (w *Worker) Run(work func() (apply func())) {
	if w.Inline {
		work()()
		return
	}
	go func() {
		apply := work()
		fyne.DoAndWait(apply)
	}()
}
