// FIDE mode in the GUI (FIDE C.02, VCL4THP.13; docs/vcl.md): the dialogs
// of the warning levels (FIDEAction) and the marker of a tournament that
// left FIDE mode on the list and the state line (MarkOf).

package panel

import (
	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/model/fide"
	"arbiter/ui/kit"
	"context"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
)

// FIDEAction runs do without confirmations. When its warnings need one it
// asks in a dialog that lists every warning with its level and, from
// Level 4 on, what will change (Level 3: Yes/No; a two-step Level 4 and
// Level 5: a second dialog), and runs do again with what was confirmed.
// done runs after do succeeded; an error is shown.
func FIDEAction(win fyne.Window, do func(fide.Ack) error, done func()) {
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
			kit.Confirm(win, title, FIDEWarningsText(p.Warnings), func() { step(next) })
		case err != nil:
			kit.ShowError(win, err)
		case done != nil:
			done()
		}
	}
	step(fide.Ack{})
}

// FIDEWarningsText writes the warnings one a line.
func FIDEWarningsText(ws []fide.Warning) string {
	lines := make([]string, len(ws))
	for i, w := range ws {
		lines[i] = w.In(kit.GUILang())
	}
	return strings.Join(lines, "\n")
}

// ShowShownWarnings shows the Level 1–2 warnings of tournament id's
// settings (a field too small for its rounds, Q62), if there are any.
func ShowShownWarnings(win fyne.Window, s *Ctx, id model.TournamentID) {
	ws, err := s.Svc.FIDE.Check(context.Background(), id)
	if err != nil || len(ws) == 0 {
		return
	}
	kit.ShowMessage(win, lang.L("Warning"), FIDEWarningsText(ws))
}

// ReadMarks reads the marker of every tournament of ts (off the UI thread).
func ReadMarks(svc *datafile.Services, ts []model.Tournament) map[model.TournamentID]string {
	out := map[model.TournamentID]string{}
	for _, t := range ts {
		if m, err := svc.FIDE.Mode(context.Background(), t.ID); err == nil && m.Left() {
			out[t.ID] = m.Marker(kit.GUILang())
		}
	}
	return out
}

// MarkOf is the list's suffix for t: "" in FIDE mode.
func MarkOf(marks map[model.TournamentID]string, t model.Tournament) string {
	if m := marks[t.ID]; m != "" {
		return " · " + m
	}
	return ""
}
