package team

import (
	"context"
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/teams"
	"arbiter/ui/kit"
	"arbiter/ui/panel"
	"arbiter/ui/pdf"
	"arbiter/ui/printout"
)

// eventCore is what the team tournament's tabs share (screen.go makes
// it with the tabs): the screen's Ctx, the team service, the state last
// loaded, and how a change is saved and the event reloaded.
type eventCore struct {
	s   *panel.Ctx
	svc *teams.Service

	view   teams.View // the last loaded state of the current tournament
	reload func()     // reads the tournament again and refreshes every tab (teamEvent.Load)
}

// save runs a change off the UI thread and reloads; an error is shown, and
// a breach of the composition rules (teams.ErrRules) asks the director to
// confirm, then runs do(true).
func (e *eventCore) save(do func(ctx context.Context, confirm bool) error, done func()) {
	e.saveConfirmed(do, false, done)
}

func (e *eventCore) saveConfirmed(do func(ctx context.Context, confirm bool) error, confirmed bool, done func()) {
	e.s.Bg.Run(func() func() {
		err := do(context.Background(), confirmed)
		return func() {
			switch {
			case errors.Is(err, teams.ErrRules) && !confirmed:
				kit.Confirm(e.s.Win, lang.L("Confirm the admission"), model.Message(err, kit.GUILang()), func() { e.saveConfirmed(do, true, done) })
				return
			case errors.Is(err, teams.ErrClearsResults) && !confirmed:
				kit.Confirm(e.s.Win, lang.L("Clear the results?"), model.Message(err, kit.GUILang()), func() { e.saveConfirmed(do, true, done) })
				return
			case err != nil:
				kit.ShowError(e.s.Win, err)
			case done != nil:
				done()
			}
			e.reload()
			e.s.Changed()
		}
	})
}

// print builds the team printout kind of round off the UI thread through
// ui/printout (as arbiter-cli team print does) and opens it.
func (e *eventCore) print(kind string, round int) {
	id := e.s.Current.ID
	e.s.PrintDocument(func(ctx context.Context) (*pdf.Document, error) {
		v, err := e.svc.View(ctx, id, "")
		if err != nil {
			return nil, err
		}
		return printout.TeamIn(kit.GUILang(), v, kind, round)
	})
}

// teamName is the name of the team with that id in the loaded view.
func (e *eventCore) teamName(id teams.TeamID) string {
	if id == 0 {
		return lang.L("bye")
	}
	return e.view.TeamByID(id).Name
}

// boldTruncated is a bold heading that ends in "…" when it is too long
// (a plain label's width would widen its whole column).
func boldTruncated(text string) *widget.Label {
	l := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.Truncation = fyne.TextTruncateEllipsis
	return l
}
