package panel

import (
	"context"

	"arbiter/model"

	"arbiter/ui/kit"
)

// LoadLatest reads the current tournament's view off the UI thread with
// fetch and hands it to show, unless a later load of the same panel (seq)
// began meanwhile; an error is shown instead.
func LoadLatest[V any](s *Ctx, seq *int, fetch func(context.Context, model.TournamentID) (V, error), show func(V)) {
	*seq++
	mine, id := *seq, s.Current.ID
	s.Bg.Run(func() func() {
		v, err := fetch(context.Background(), id)
		return func() {
			if mine != *seq {
				return
			}
			if err != nil {
				kit.ShowError(s.Win, err)
				return
			}
			show(v)
		}
	})
}
