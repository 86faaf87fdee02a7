package fide

import (
	"time"

	"arbiter/engine/trf"
	"arbiter/model/i18n"
)

// Kind is what a pairing-integrity event is; its value is the tag of the
// "###" line (FIDE's own tags where the checklist names one: Import Q55,
// Configuration Q61, MPA Q69).
type Kind string

// The events the checklist asks to be logged (Q112, Q44, Q55, Q59, Q61,
// Q69, Q179, Q193, Q196, Q202).
const (
	KindManual           Kind = "Manual"             // a manual pairing change (Q64)
	KindMPA              Kind = "MPA"                // a validated manual pairing differs from the engine's (Q69)
	KindImport           Kind = "Import"             // an import, and each imported round that breaks the rules (Q55)
	KindRounds           Kind = "Rounds"             // the number of rounds changed (Q59)
	KindConfiguration    Kind = "Configuration"      // the last paired round re-checked after that change is now wrong (Q61)
	KindCorrection       Kind = "Correction"         // a result of an earlier round corrected (Q112, Q189)
	KindTPN              Kind = "TPN"                // pairing numbers changed after round 1 (Q147)
	KindFullBye          Kind = "FPB"                // a full-point bye given (Q179)
	KindTieBreaks        Kind = "Tie-breaks"         // the tie-break list changed after the start (Q202)
	KindForbiddenPair    Kind = "Forbidden pair"     // a forbidden pair added after the start (Q196)
	KindLeaveFIDE        Kind = "Non-FIDE"           // the tournament left FIDE mode (Q44)
	KindRatingOnly       Kind = "Rating correction"  // a result corrected for the rating report only (Q192–193)
	KindAdjournment      Kind = "Adjournment"        // an adjourned game ended other than in a draw (Q163)
	KindTieOrder         Kind = "Tie order"          // players level after every tie-break ranked by hand (Q205)
	KindExternalTieBreak Kind = "External tie-break" // external tie-break values entered (Q207)
)

// Name is the kind in the director's words.
func (k Kind) Name(l i18n.Lang) string {
	switch k {
	case KindManual:
		return l.Tr("Manual pairing")
	case KindMPA:
		return l.Tr("Manual pairing differs from the engine")
	case KindImport:
		return l.Tr("Import")
	case KindRounds:
		return l.Tr("Number of rounds changed")
	case KindConfiguration:
		return l.Tr("Paired round no longer fits the settings")
	case KindCorrection:
		return l.Tr("Late correction")
	case KindTPN:
		return l.Tr("Pairing numbers changed")
	case KindFullBye:
		return l.Tr("Full-point bye")
	case KindTieBreaks:
		return l.Tr("Tie-break list changed")
	case KindForbiddenPair:
		return l.Tr("Forbidden pair added")
	case KindLeaveFIDE:
		return l.Tr("Left FIDE mode")
	case KindRatingOnly:
		return l.Tr("Correction for the rating report only")
	case KindAdjournment:
		return l.Tr("Adjourned game ended other than in a draw")
	case KindTieOrder:
		return l.Tr("Tied players ranked by hand")
	case KindExternalTieBreak:
		return l.Tr("External tie-break values")
	}
	return string(k)
}

// Event is one logged pairing-integrity event: the round it concerns (0
// before round 1), when it happened (UTC), its kind and a line of text in
// English (the TRF's language; the GUI shows Kind.Name beside it).
type Event struct {
	Round int
	At    time.Time
	Kind  Kind
	Text  string
}

// TRF is e as the "###" line of a TRF-2026 file.
func (e Event) TRF() trf.Event {
	return trf.Event{Tag: string(e.Kind), Round: e.Round, At: e.At, Text: e.Text}
}

// FromTRF is the event of a "###" line read from a file.
func FromTRF(e trf.Event) Event {
	return Event{Round: e.Round, At: e.At, Kind: Kind(e.Tag), Text: e.Text}
}
