package history

import (
	"context"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model/fide"

	"arbiter/ui/kit"
	"arbiter/ui/panel"
)

// Undoing the last pairing-integrity event from the tournament's history
// (FIDE C.02, VCL4THP.13 Q114; model/tournaments/event_undo.go, README "Backups"):
// the Level 4 dialog of fideAction lists what will be lost; the data file
// then goes back to the copy made before the event, the state before the
// undo kept as a copy of its own.

// newUndoEventButton is the history's button; done runs after the undo
// (closing the history, which no longer holds).
func newUndoEventButton(s *panel.Ctx, hasEvents bool, done func()) *widget.Button {
	b := widget.NewButtonWithIcon(lang.L("Undo the last event…"), theme.ContentUndoIcon(), func() {
		id := s.Current.ID
		var saved string
		panel.FIDEAction(s.Win, func(ack fide.Ack) error {
			_, c, err := s.Svc.EventUndo.Undo(context.Background(), id, ack)
			saved = c.Path
			return err
		}, func() {
			done()
			s.Reload()
			kit.ShowMessage(s.Win, lang.L("Undo the last event…"),
				lang.L("The state before the event is back. The state before the undo is kept in {{.F}}.", map[string]string{"F": saved}))
		})
	})
	if !hasEvents {
		b.Disable()
	}
	return b
}
