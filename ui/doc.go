// Package ui holds Arbiter's Fyne screens and the main window that
// assembles them: Гравці (players), Клуби (clubs) and Тренери (coaches) now,
// one file per screen, listed in one table (screens.go) from which the
// window builds its tabs. A screen is a struct holding the service, the
// window and its widgets, with a newXScreen constructor, buildUI and named
// onX handlers; tests drive those widgets with fyne.io/fyne/v2/test on a real
// SQLite file.
//
// Invariants:
//   - ui talks only to model.Service; it never imports storage (main wires
//     the data file in through an Opener) nor fyne.io/fyne/v2/app, so it
//     builds and tests with CGO_ENABLED=0.
//   - Every string the director reads comes from lang.L with translations
//     embedded from assets/translations (Ukrainian by default, English when
//     the locale asks for it), or from model.Message for errors: showError
//     never shows a raw SQLite, OS or parser text.
//   - Loading data runs off the UI thread (worker) and comes back through
//     fyne.Do; saving one record is a single short transaction on the UI
//     thread.
//   - A refused form keeps what was typed; nothing is stored until the
//     Service accepts the whole record. A likely duplicate player and every
//     delete need the director's confirmation.
//
// It does not validate registry rules itself (model does) beyond reading
// numbers and dates from text, and it keeps no state in package variables.
// Printouts live in ui/pdf.
package ui
