package tournament

// The starting numbers on the desk and the pairing screen: how
// they are made (by rating without asking, fixed by hand, a round robin's
// lot), said where the director pairs. The desk's «Draw lots» button and
// its printed record are registration.go's (onDrawLotsTapped).

import (
	"context"
	"strconv"
	"time"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
)

// startOrderText is the sentence about the starting numbers: how they are
// made, and whether a change of the field still changes them.
func startOrderText(st model.StartOrderState) string {
	switch {
	case st.Method == model.StartManual && !st.Fixed:
		return lang.L("Starting numbers were fixed by hand: round 1 will be paired in this order, not by rating. «Sort by rating» restores the FIDE ranking (C.04.2).")
	case st.Method == model.StartManual:
		return lang.L("Starting numbers were fixed by hand.")
	case st.Method == model.StartByLot:
		return lang.L("Starting numbers drawn by lot, seed {{.Seed}}.", map[string]string{"Seed": strconv.FormatUint(st.Seed, 10)})
	case !st.Fixed:
		return lang.L("Starting numbers follow the FIDE ranking (C.04.2: rating, title, name) and are recomputed whenever the field changes before round 1.")
	}
	return lang.L("Starting numbers follow the FIDE ranking (C.04.2).")
}

// loadStartOrder reads the start order off the UI thread and shows its
// sentence in label; then calls done (may be nil) on the UI thread.
func (s *Ctx) loadStartOrder(label *widget.Label, done func(model.StartOrderState)) {
	id := s.Current.ID
	s.Bg.Run(func() func() {
		st, err := s.Svc.StartOrders.State(context.Background(), id)
		return func() {
			if err != nil || id != s.Current.ID {
				return
			}
			label.SetText(startOrderText(st))
			if done != nil {
				done(st)
			}
		}
	})
}

// newSeed is a lot seed from the clock: nine digits, easy to write down.
func newSeed() uint64 { return uint64(time.Now().UnixNano() % 1_000_000_000) }
