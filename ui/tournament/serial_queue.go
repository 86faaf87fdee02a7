package tournament

import (
	"fyne.io/fyne/v2"
)

// serialQueue runs jobs off the UI thread one after another, in the order
// given, and applies each job's result on the UI thread.
type serialQueue struct {
	jobs chan func() func()
}

func (q *serialQueue) run(inline bool, work func() func()) {
	if inline { // tests: see worker.inline
		work()()
		return
	}
	if q.jobs == nil {
		q.jobs = make(chan func() func(), 1024)
		go func() {
			for job := range q.jobs {
				fyne.DoAndWait(job())
			}
		}()
	}
	q.jobs <- work
}
