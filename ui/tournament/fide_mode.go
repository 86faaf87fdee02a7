package tournament

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
	"arbiter/model/datafile"
	"arbiter/model/fide"

	"arbiter/ui/kit"
)

// FIDE mode in the GUI (FIDE C.02, VCL4THP.13; docs/vcl.md): the dialogs
// of the warning levels (fideAction), the marker of a tournament that left
// FIDE mode on the list and the state line, and the tournament's history
// of pairing-integrity events with the way out of FIDE mode.

// fideAction runs do without confirmations. When its warnings need one it
// asks in a dialog that lists every warning with its level and, from
// Level 4 on, what will change (Level 3: Yes/No; a two-step Level 4 and
// Level 5: a second dialog), and runs do again with what was confirmed.
// done runs after do succeeded; an error is shown.
func fideAction(win fyne.Window, do func(fide.Ack) error, done func()) {
	var step func(ack fide.Ack)
	step = func(ack fide.Ack) {
		err := do(ack)
		p, ok := fide.AsPending(err)
		switch {
		case ok:
			title, next := lang.L("Confirmation needed"), fide.Ack{Confirmed: true}
			if p.Step == 2 {
				title, next.Again = lang.L("Confirm once more"), true
			}
			kit.Confirm(win, title, fideWarningsText(p.Warnings), func() { step(next) })
		case err != nil:
			kit.ShowError(win, err)
		case done != nil:
			done()
		}
	}
	step(fide.Ack{})
}

// fideWarningsText writes the warnings one a line.
func fideWarningsText(ws []fide.Warning) string {
	lines := make([]string, len(ws))
	for i, w := range ws {
		lines[i] = w.In(kit.GUILang())
	}
	return strings.Join(lines, "\n")
}

// showShownWarnings shows the Level 1–2 warnings of tournament id's
// settings (a field too small for its rounds, Q62), if there are any.
func showShownWarnings(win fyne.Window, s *Ctx, id model.TournamentID) {
	ws, err := s.Svc.FIDE.Check(context.Background(), id)
	if err != nil || len(ws) == 0 {
		return
	}
	kit.ShowMessage(win, lang.L("Warning"), fideWarningsText(ws))
}

// readMarks reads the marker of every tournament of ts (off the UI thread).
func readMarks(svc *datafile.Services, ts []model.Tournament) map[model.TournamentID]string {
	out := map[model.TournamentID]string{}
	for _, t := range ts {
		if m, err := svc.FIDE.Mode(context.Background(), t.ID); err == nil && m.Left() {
			out[t.ID] = m.Marker(kit.GUILang())
		}
	}
	return out
}

// markOf is the list's suffix for t: "" in FIDE mode.
func markOf(marks map[model.TournamentID]string, t model.Tournament) string {
	if m := marks[t.ID]; m != "" {
		return " · " + m
	}
	return ""
}

// historyAction is the History button: it opens the current tournament's
// FIDE mode and history.
type historyAction struct{ *Ctx }

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
	warnings := widget.NewLabel(fideWarningsText(ws))
	warnings.Wrapping = fyne.TextWrapWord
	events := widget.NewLabel(historyText(es))
	events.Wrapping = fyne.TextWrapWord
	var d dialog.Dialog
	leave := widget.NewButtonWithIcon(lang.L("Leave FIDE mode…"), theme.WarningIcon(), func() {
		fideAction(s.Win, func(ack fide.Ack) error { return s.Svc.FIDE.Leave(context.Background(), id, ack) }, func() {
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
	undo := s.newUndoEventButton(len(es) > 0, func() { d.Hide() }) // event_undo.go
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
