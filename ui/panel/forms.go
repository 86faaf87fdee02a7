package panel

import (
	"arbiter/model"
	"arbiter/ui/kit"
	"strings"
)

// NormaliseCodes writes a hand-edited list as "BH,WIN,DE" (the model
// validates the codes and says which one it does not know).
func NormaliseCodes(s string) string {
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ';' || r == ' ' })
	return strings.Join(fields, ",")
}

// IntField reads a whole number; empty is 0.
func IntField(text, field string) (int, error) {
	n, err := kit.WholeNumber(strings.TrimSpace(text))
	if err != nil {
		return 0, model.Errorf(model.Invalid, "form", model.Msg("The field «%s» must be a whole non-negative number.", field), err)
	}
	return n, nil
}
