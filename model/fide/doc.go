// Package fide holds what FIDE's verification checklist for tournament
// programs (Handbook C.02, VCL4THP.13; docs/vcl.md) asks of the program
// around the engines, as plain types that the model, the GUI and
// arbiter-cli share:
//
//   - Warning and its Level 1–5 (Q217–225): Level 1 informs, Level 2 is
//     shown, Level 3 must be confirmed, Level 4 is confirmed after it
//     showed what will change (two steps where FIDE says so), Level 5
//     means the action leaves FIDE mode. Gate is the one rule that
//     decides whether an Ack lets an action through; there is no switch
//     that silences a warning, in FIDE mode or out of it (Q218–221).
//   - Event and Kind: the pairing-integrity events (Q112–115, Q217) —
//     manual pairing, import, number-of-rounds change, late correction,
//     pairing-number change, full-point bye, tie-break-list change,
//     forbidden pair added, leaving FIDE mode — kept in the data file and
//     written into the TRF-2026 file as "###" lines (engine/trf.Event).
//
// The package imports only the standard library, engine/trf and
// model/i18n, so package model (which applies the rules to tournaments:
// model/fide_mode.go) imports it, and so do ui and cmd/arbiter-cli.
package fide
