package teams

import (
	"errors"
	"strings"

	"arbiter/engine/team"
	"arbiter/model"
)

// tieBreakError words a refused team tie-break list (a *team.SpecError)
// from its fields, never from the engine's own text; any other error is
// returned unchanged.
func tieBreakError(op string, err error) error {
	var se *team.SpecError
	if !errors.As(err, &se) {
		return err
	}
	var codes, presets []string
	for _, c := range team.Codes() {
		codes = append(codes, string(c))
	}
	for _, p := range team.Presets {
		presets = append(presets, p.Key)
	}
	known, keys := strings.Join(codes, ", "), strings.Join(presets, ", ")
	bad := func(op string, msg model.Text) error { return model.Errorf(model.Invalid, op, msg, err) }
	switch se.Problem {
	case team.UnknownCode:
		return bad(op, model.Msg("Tie-breaks: %q is unknown; known: %s.", se.Code, known))
	case team.BadCut:
		return bad(op, model.Msg("Tie-breaks: %q — only BH:MP, BH:GP and the E..SB codes take a cut, written /C1, /C2 or /C3.", se.Code))
	}
	return bad(op, model.Msg("No tie-break given; codes: %s; presets: %s.", known, keys))
}
