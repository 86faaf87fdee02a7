// Package history is the History button of the Tournaments screen (FIDE
// C.02, VCL4THP.13; docs/vcl.md): the open tournament's FIDE mode, the
// warnings of its settings and its history of pairing-integrity events
// (history.go), with the way out of FIDE mode and undoing the last event
// (event_undo.go, Q114: the data file goes back to the copy made before
// the event, the state before the undo kept as a copy of its own).
//
// The dialogs of the warning levels every panel uses are ui/panel's
// (FIDEAction). The shell (ui/tournament) places the button through its
// table; the package imports ui/panel, never the shell.
package history
