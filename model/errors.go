package model

import (
	"errors"
	"strings"

	"arbiter/model/i18n"
)

// Kind classifies an Error by what the caller can do about it. Kinds are
// strings so they print and log readably and never depend on declaration order.
type Kind string

// The error kinds. Invalid: fix the input. NotFound: the record is gone.
// Conflict: the action clashes with existing data (duplicate, still referenced)
// and may need confirmation. NoPairing: no legal pairing exists.
// Unsupported: the program does not do that (e.g. a database from a newer
// version). Cancelled: the user stopped a long action, which changed
// nothing. Internal: a bug or an I/O failure; see Err.
const (
	Invalid     Kind = "invalid"
	NotFound    Kind = "not found"
	Conflict    Kind = "conflict"
	NoPairing   Kind = "no pairing"
	Unsupported Kind = "unsupported"
	Cancelled   Kind = "cancelled"
	Internal    Kind = "internal"
)

// Error is the one error type the model, storage and their callers exchange.
// Msg is the sentence the director reads, as a value (a catalogue key and its
// arguments, see package i18n) rendered in the interface language at the
// edge (Message); Op names the operation ("CreatePlayer"); Err is the
// underlying cause, for the log only — it is never shown to the user.
type Error struct {
	Kind Kind
	Op   string
	Msg  Text
	Err  error
}

// Error returns "op: message: cause" for logs, the message in English.
func (e *Error) Error() string {
	var b strings.Builder
	if e.Op != "" {
		b.WriteString(e.Op)
		b.WriteString(": ")
	}
	if !e.Msg.IsZero() {
		b.WriteString(e.Msg.String())
	} else {
		b.WriteString(string(e.Kind))
	}
	if e.Err != nil {
		b.WriteString(": ")
		b.WriteString(e.Err.Error())
	}
	return b.String()
}

// Unwrap returns the cause, so errors.Is and errors.As see through an Error.
func (e *Error) Unwrap() error { return e.Err }

// Errorf builds an *Error whose user message is msg (see Msg).
func Errorf(kind Kind, op string, msg Text, cause error) *Error {
	return &Error{Kind: kind, Op: op, Msg: msg, Err: cause}
}

// Text is a user message as a value: a catalogue key (the English sentence,
// a fmt format when it has arguments) and its arguments; see package i18n.
type Text = i18n.Text

// Lang is an interface language (i18n.Uk, i18n.En).
type Lang = i18n.Lang

// Msg returns the Text of key with args. The key must be in both
// assets/translations/en.json and uk.json (i18n's TestCatalogue checks).
func Msg(key string, args ...any) Text { return i18n.M(key, args...) }

// KindOf returns the Kind of the first *Error in err's chain, Internal for any
// other non-nil error, and "" for nil.
func KindOf(err error) Kind {
	if err == nil {
		return ""
	}
	var e *Error
	if errors.As(err, &e) && e.Kind != "" {
		return e.Kind
	}
	return Internal
}

// IsKind reports whether err's chain holds an *Error of that kind.
func IsKind(err error, k Kind) bool { return err != nil && KindOf(err) == k }

// Message returns the sentence to show the user for err in lang: the Msg of
// the first *Error in the chain, or a generic sentence for anything else, so
// no low-level (SQLite, OS, parser) text ever reaches the screen.
func Message(err error, lang Lang) string { return MessageText(err).In(lang) }

// MessageText is Message as a value, for a caller that renders it later.
func MessageText(err error) Text {
	if err == nil {
		return Text{}
	}
	var e *Error
	if errors.As(err, &e) {
		if !e.Msg.IsZero() {
			return e.Msg
		}
		return genericMessage(e.Kind)
	}
	return genericMessage(Internal)
}

func genericMessage(k Kind) Text {
	switch k {
	case Invalid:
		return Msg("Invalid input.")
	case NotFound:
		return Msg("Record not found.")
	case Conflict:
		return Msg("The action conflicts with existing data.")
	case NoPairing:
		return Msg("No valid pairing exists.")
	case Unsupported:
		return Msg("This is not supported.")
	case Cancelled:
		return Msg("Cancelled; nothing was changed.")
	}
	return Msg("Internal error. Nothing was changed.")
}

// Bilingual is data that comes in both languages from outside the program
// — the exemption names of a fee schedule (engine/fee, a JSON file the
// director may write) — as a message argument: Msg("%s", Bilingual{Uk: …,
// En: …}). Program text belongs in the catalogue; this is only for text
// the program reads.
type Bilingual struct{ Uk, En string }

// In returns the text in l.
func (b Bilingual) In(l Lang) string {
	if l == i18n.En {
		return b.En
	}
	return b.Uk
}

// BilingualText is b as a message.
func BilingualText(uk, en string) Text { return Msg("%s", Bilingual{Uk: uk, En: en}) }

func invalid(op string, msg Text) error { return Errorf(Invalid, op, msg, nil) }
