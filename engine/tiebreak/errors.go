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
// tournament (for example Buchholz in a round robin under the 2026 text).
type CodeError struct {
	Code string
	Msg  string
}

func (e *CodeError) Error() string {
	return fmt.Sprintf("tiebreak: %q: %s", e.Code, e.Msg)
}
