package tournament

import (
	"context"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"arbiter/model"
	"arbiter/model/fide"

	"arbiter/ui/kit"
	"arbiter/ui/panel"
)

// The FIDE warnings of requested byes at the registration desk (FIDE
// C.02, VCL4THP.13 Q174–179; model/tournaments/byes.go): a second half-point bye asks
// for confirmation (Level 3), a full-point bye given by hand is shown as
// deprecated once saved (Level 2); a player marked «not entitled to
// half-point byes» is refused one with the model's message.

// byeWarnings are the warnings r's byes will give, read before the
// registration is saved (afterwards the byes are stored and give none).
func (d *registrationDesk) byeWarnings(r model.Registration) []fide.Warning {
	ws, err := d.s.Svc.FIDE.ByeWarnings(context.Background(), d.s.Current.ID, r.PlayerID, r.Byes, r.HalfByesBarred)
	if err != nil {
		return nil // the save that follows reports the error
	}
	return ws
}

// askByes reports whether err waits for a confirmation of the byes'
// warnings; if so it asks in a dialog that lists them, and again calls
// retry with what was confirmed.
func askByes(win fyne.Window, err error, retry func(fide.Ack)) bool {
	p, ok := fide.AsPending(err)
	if !ok {
		return false
	}
	title, next := lang.L("Confirmation needed"), fide.Ack{Confirmed: true}
	if p.Step == 2 {
		title, next.Again = lang.L("Confirm once more"), true
	}
	kit.Confirm(win, title, panel.FIDEWarningsText(p.Warnings), func() { retry(next) })
	return true
}

// showByeWarnings shows the Level 1–2 warnings of ws, if any (those of
// Level 3 and over were confirmed already).
func showByeWarnings(win fyne.Window, ws []fide.Warning) {
	var shown []fide.Warning
	for _, w := range ws {
		if w.Level <= fide.Shown {
			shown = append(shown, w)
		}
	}
	if len(shown) > 0 {
		kit.ShowMessage(win, lang.L("Warning"), panel.FIDEWarningsText(shown))
	}
}

// saveEntry saves an edited registration through the FIDE warnings of its
// byes (fideAction asks for a Level 3 confirmation) and shows the Level 2
// ones once it is saved.
func (d *registrationDesk) saveEntry(e model.Entry) {
	var shown []fide.Warning
	panel.FIDEAction(d.s.Win, func(ack fide.Ack) error {
		var err error
		_, shown, err = d.s.Svc.FIDE.UpdateRegistration(context.Background(), d.s.Current.ID, e, ack)
		return err
	}, func() {
		d.dialog.Close()
		d.form, d.dialog = nil, nil
		d.saved()
		showByeWarnings(d.s.Win, shown)
	})
}

// byesCell is the registration list's cell of p's byes, with «без ½» for
// a player not entitled to half-point byes.
func byesCell(p model.Participant) string {
	text := byesText(p.Byes)
	if p.HalfByesBarred {
		text = strings.TrimSpace(text + " " + lang.L("no ½"))
	}
	return text
}
