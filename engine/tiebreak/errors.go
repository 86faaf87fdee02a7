package tiebreak

import "fmt"

// InputError reports inconsistent tournament data: a missing opponent,
// results of a pairing that do not match, an impossible score. Player and
// Round are 0 when not specific.
type InputError struct {
	Player int
	Round  int
	Msg    string
}

func (e *InputError) Error() string {
	switch {
	case e.Player != 0 && e.Round != 0:
		return fmt.Sprintf("tiebreak: player %d, round %d: %s", e.Player, e.Round, e.Msg)
	case e.Player != 0:
		return fmt.Sprintf("tiebreak: player %d: %s", e.Player, e.Msg)
	}
	return "tiebreak: " + e.Msg
}

// CodeError reports a tie-break code that is unknown or not allowed for the
// tournament (for example Buchholz in a round robin under the 2026 text):
// the Problem, the Code as written and the Modifier concerned. Msg is the
// English detail for logs; model words the error from the fields.
type CodeError struct {
	Problem  CodeProblem
	Code     string
	Modifier string
	Msg      string
}

// CodeProblem is what a CodeError refuses.
type CodeProblem int

// The problems: an empty code, an unknown code, a modifier that is not
// one (C1–C9, M1–M9), a modifier the code does not take (or a second
// one), a Buchholz in a round robin under C.07 2026 art. 8.
const (
	EmptyCode CodeProblem = iota + 1
	UnknownCode
	BadModifier
	ModifierNotAllowed
	BuchholzInRoundRobin
)

func (e *CodeError) Error() string {
	return fmt.Sprintf("tiebreak: %q: %s", e.Code, e.Msg)
}
