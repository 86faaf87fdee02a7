package fide

import (
	"errors"
	"strings"

	"arbiter/model/i18n"
)

// Level is a warning's level in FIDE's checklist (VCL4THP.13, "Warning
// levels").
type Level int

// The five levels.
const (
	Info    Level = 1 // information only
	Shown   Level = 2 // a warning shown, nothing to confirm
	Confirm Level = 3 // the user must confirm
	Changes Level = 4 // the user confirms after seeing what will change
	Leaves  Level = 5 // the action leaves FIDE mode
)

// Warning is one warning of an action: its level, a stable code (for
// tests and scripts: "rounds-change", "rematch", …), the sentence the
// director reads (a catalogue key, Ukrainian and English), and, from
// Level 4 on, what will change. TwoStep asks a Level 4 warning to be
// confirmed twice (leaving FIDE mode, Q43).
type Warning struct {
	Level   Level
	Code    string
	Msg     i18n.Text
	Changes []i18n.Text
	TwoStep bool
}

// Ack is what the user confirmed: Confirmed once (`--confirm` on the
// command line, "Yes" in the GUI's dialog), and Again for the second step
// of a two-step warning and of every Level 5 warning (`--confirm-again`, a
// second dialog).
type Ack struct {
	Confirmed bool
	Again     bool
}

// Pending is the error of an action held back by its warnings: Warnings
// are all of them (Level 1 and 2 included, to be shown), Step the
// confirmation still missing (1: the first, 2: the second).
type Pending struct {
	Warnings []Warning
	Step     int
}

func (p *Pending) Error() string { return p.Text().In(i18n.En) }

// Text is the sentence asking for the missing confirmation, every warning
// in it with its level and what it changes.
func (p *Pending) Text() i18n.Text {
	if p.Step == 2 {
		return i18n.M("Confirm once more: %s", Join(p.Warnings))
	}
	return i18n.M("Confirmation needed: %s", Join(p.Warnings))
}

// In renders w with its level and, from Level 4 on, what will change.
func (w Warning) In(l i18n.Lang) string {
	var b strings.Builder
	b.WriteString(l.Tr("Level %d: %s", int(w.Level), w.Msg))
	if len(w.Changes) > 0 {
		parts := make([]string, len(w.Changes))
		for i, c := range w.Changes {
			parts[i] = c.In(l)
		}
		b.WriteString(" " + l.Tr("What will change: %s.", strings.Join(parts, "; ")))
	}
	if w.Level == Leaves {
		b.WriteString(" " + l.Tr("The tournament leaves FIDE mode for good."))
	}
	return b.String()
}

// Join renders the warnings one after the other.
func Join(ws []Warning) i18n.List {
	items := make([]i18n.Localized, len(ws))
	for i, w := range ws {
		items[i] = w
	}
	return i18n.List{Sep: " ", Items: items}
}

// Need is the confirmation ws ask for: 0 none (Levels 1 and 2 only), 1
// one confirmation (Level 3, Level 4), 2 two (a two-step Level 4, Level 5).
func Need(ws []Warning) int {
	n := 0
	for _, w := range ws {
		switch {
		case w.Level >= Leaves || w.Level == Changes && w.TwoStep:
			n = max(n, 2)
		case w.Level >= Confirm:
			n = max(n, 1)
		}
	}
	return n
}

// Gate decides whether an action with warnings ws may go on with ack: nil
// when it may, else a *Pending naming the step missing. It is the only
// rule: no setting weakens it (Q218–221).
func Gate(ws []Warning, ack Ack) error {
	switch need := Need(ws); {
	case need >= 1 && !ack.Confirmed:
		return &Pending{Warnings: ws, Step: 1}
	case need == 2 && !ack.Again:
		return &Pending{Warnings: ws, Step: 2}
	}
	return nil
}

// AsPending finds the *Pending in err's chain.
func AsPending(err error) (*Pending, bool) {
	var p *Pending
	ok := errors.As(err, &p)
	return p, ok
}
