package model

import (
	"errors"
	"strings"
	"sync/atomic"
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
// Message is the sentence the director reads (already in the interface
// language); Op names the operation ("CreatePlayer"); Err is the underlying
// cause, for the log only — it is never shown to the user.
type Error struct {
	Kind    Kind
	Op      string
	Message string
	Err     error
}

// Error returns "op: message: cause" for logs.
func (e *Error) Error() string {
	var b strings.Builder
	if e.Op != "" {
		b.WriteString(e.Op)
		b.WriteString(": ")
	}
	if e.Message != "" {
		b.WriteString(e.Message)
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

// Errorf builds an *Error with a message in the current language: uk is the
// Ukrainian sentence, en the English one.
func Errorf(kind Kind, op, uk, en string, cause error) *Error {
	return &Error{Kind: kind, Op: op, Message: Tr(uk, en), Err: cause}
}

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

// Message returns the sentence to show the user for err: the Message of the
// first *Error in the chain, or a generic sentence for anything else, so no
// low-level (SQLite, OS, parser) text ever reaches the screen.
func Message(err error) string {
	if err == nil {
		return ""
	}
	var e *Error
	if errors.As(err, &e) {
		if e.Message != "" {
			return e.Message
		}
		return genericMessage(e.Kind)
	}
	return genericMessage(Internal)
}

func genericMessage(k Kind) string {
	switch k {
	case Invalid:
		return Tr("Неправильні дані.", "Invalid input.")
	case NotFound:
		return Tr("Запис не знайдено.", "Record not found.")
	case Conflict:
		return Tr("Дія суперечить наявним даним.", "The action conflicts with existing data.")
	case NoPairing:
		return Tr("Правильного жеребкування не існує.", "No valid pairing exists.")
	case Unsupported:
		return Tr("Програма цього не підтримує.", "This is not supported.")
	case Cancelled:
		return Tr("Скасовано; дані не змінено.", "Cancelled; nothing was changed.")
	}
	return Tr("Внутрішня помилка програми. Дані не змінено.", "Internal error. Nothing was changed.")
}

var english atomic.Bool

// SetLanguage chooses the language of messages: "en", "en_US.UTF-8" and any
// other value starting with "en" select English; everything else (including
// "") selects Ukrainian, the default. Programs call it once at start with
// os.Getenv("LANG") (or LC_ALL / LC_MESSAGES when set).
func SetLanguage(lang string) {
	english.Store(strings.HasPrefix(strings.ToLower(strings.TrimSpace(lang)), "en"))
}

// Language returns "en" or "uk".
func Language() string {
	if english.Load() {
		return "en"
	}
	return "uk"
}

// Tr returns uk or en according to the current language.
func Tr(uk, en string) string {
	if english.Load() {
		return en
	}
	return uk
}
