package tournament

import (
	"context"

	"arbiter/model"

	"arbiter/ui/kit"
)

// loadLatest reads the current tournament's view off the UI thread with
// fetch and hands it to show, unless a later load of the same panel (seq)
// began meanwhile; an error is shown instead.
func loadLatest[V any](s *tourCtx, seq *int, fetch func(context.Context, model.TournamentID) (V, error), show func(V)) {
	*seq++
	mine, id := *seq, s.current.ID
	s.bg.Run(func() func() {
		v, err := fetch(context.Background(), id)
		return func() {
			if mine != *seq {
				return
			}
			if err != nil {
				kit.ShowError(s.win, err)
				return
			}
			show(v)
		}
	})
}
