package history

import (
	"context"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/fide"

	"arbiter/ui/kit"
	"arbiter/ui/panel"
)

// historyAction is the History button: it opens the current tournament's
// FIDE mode and history.
type historyAction struct{ *panel.Ctx }

// NewAction makes the History button of the open tournament.
func NewAction(c *panel.Ctx) panel.Action { return &historyAction{c} }

// Tapped shows the FIDE mode, the warnings of the settings and
// the pairing-integrity events of the current tournament (Q112), with the
// button that leaves FIDE mode (two steps, Q43).
func (s *historyAction) Tapped() {
	id := s.Current.ID
	ctx := context.Background()
	m, err := s.Svc.FIDE.Mode(ctx, id)
	if err != nil {
		kit.ShowError(s.Win, err)
		return
	}
	es, err := s.Svc.FIDE.History(ctx, id)
	if err != nil {
		kit.ShowError(s.Win, err)
		return
	}
	ws, err := s.Svc.FIDE.Check(ctx, id)
	if err != nil {
		kit.ShowError(s.Win, err)
		return
	}
	xs, err := s.Svc.FIDE.Expulsions(ctx, id)
	if err != nil {
		kit.ShowError(s.Win, err)
		return
	}
	text := fideModeText(m)
	if model.LongEvent(s.Current) {
		text += "\n" + lang.L("The tournament lasts over 30 days.")
	}
	for _, x := range xs {
		text += "\n" + lang.L("Expelled after round {{.R}}: player {{.P}}.", map[string]any{"R": x.Round, "P": x.PlayerID})
	}
	mode := widget.NewLabel(text)
	mode.TextStyle.Bold = true
	warnings := widget.NewLabel(panel.FIDEWarningsText(ws))
	warnings.Wrapping = fyne.TextWrapWord
	events := widget.NewLabel(historyText(es))
	events.Wrapping = fyne.TextWrapWord
	var d dialog.Dialog
	leave := widget.NewButtonWithIcon(lang.L("Leave FIDE mode…"), theme.WarningIcon(), func() {
		panel.FIDEAction(s.Win, func(ack fide.Ack) error { return s.Svc.FIDE.Leave(context.Background(), id, ack) }, func() {
			d.Hide()
			s.Reload()
		})
	})
	if !m.On {
		leave.Disable()
	}
	top := container.NewVBox(mode, warnings)
	if len(ws) == 0 {
		top = container.NewVBox(mode)
	}
	undo := newUndoEventButton(s.Ctx, len(es) > 0, func() { d.Hide() }) // event_undo.go
	content := container.NewBorder(top, container.NewHBox(leave, undo), nil, nil, container.NewVScroll(events))
	d = dialog.NewCustom(lang.L("History"), lang.L("Close"), content, s.Win)
	d.SetOnClosed(kit.DialogKeys(s.Win, content, d.Hide, d.Hide)) // Enter and Escape close the report
	d.Resize(fyne.NewSize(760, 520))
	d.Show()
}

// fideModeText says where a tournament stands.
func fideModeText(m model.FIDEMode) string {
	switch {
	case !m.Applies:
		return lang.L("FIDE mode does not apply to this kind of tournament.")
	case m.On:
		return lang.L("In FIDE mode.")
	}
	return m.Marker(kit.GUILang()) + " (" + m.LeftAt.Local().Format("02.01.2006 15:04") + ")"
}

// historyText lists the events, one a line: round, time, kind, text.
func historyText(es []fide.Event) string {
	if len(es) == 0 {
		return lang.L("No pairing-integrity events.")
	}
	lines := make([]string, len(es))
	for i, e := range es {
		at := ""
		if !e.At.IsZero() {
			at = e.At.Local().Format("02.01.2006 15:04")
		}
		lines[i] = fmt.Sprintf("%s %d · %s · %s: %s", lang.L("Round"), e.Round, at, e.Kind.Name(kit.GUILang()), e.Text)
	}
	return strings.Join(lines, "\n")
}
