package ui

import (
	"context"
	"log"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"arbiter/model"
	"arbiter/model/datafile"

	"arbiter/ui/kit"
)

// watchChanges looks every pollEvery whether another copy of Arbiter or
// arbiter-cli changed the data file (model.Service.ChangedElsewhere: one
// PRAGMA data_version) and then runs refresh on the UI thread, so the
// screen shown is brought up to date without a tab switch. It stops when
// stop is closed.
func watchChanges(svc *datafile.Services, refresh func(), stop <-chan struct{}) {
	ctx := context.Background()
	svc.ChangedElsewhere(ctx) // the mark: changes from now on
	go func() {
		t := time.NewTicker(pollEvery)
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case <-t.C:
				changed, err := svc.ChangedElsewhere(ctx)
				if err != nil {
					log.Printf("arbiter: looking for changes by another copy: %v", err)
					continue
				}
				if changed {
					fyne.Do(refresh)
				}
			}
		}
	}()
}

// warnAboutFile tells the director, once the file is open, what limits
// working on it: a write-protected file can only be viewed; a file already
// open in another Arbiter window is shared with it.
func warnAboutFile(w fyne.Window, svc *datafile.Services) {
	if err := svc.ReadOnly(); err != nil {
		kit.ShowMessage(w, lang.L("Viewing only"), model.Message(err, kit.GUILang()))
		return
	}
	if svc.ClaimWindow() {
		kit.ShowMessage(w, lang.L("The file is open in another window"),
			lang.L("This data file is already open in another Arbiter window. Both can work on it — every change is saved at once and the other window shows it within a few seconds — but it is easy to lose track: better close one of them."))
	}
}
