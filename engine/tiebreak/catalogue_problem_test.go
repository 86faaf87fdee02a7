package tiebreak

import (
	"errors"
	"testing"
)

// A refused code says what is wrong with it in fields, for model to word.
func TestParseSpecProblems(t *testing.T) {
	for _, c := range []struct {
		in   string
		want CodeError
	}{
		{" ", CodeError{Problem: EmptyCode, Code: ""}},
		{"XYZ", CodeError{Problem: UnknownCode, Code: "XYZ"}},
		{"BH-Q", CodeError{Problem: BadModifier, Code: "BH-Q", Modifier: "Q"}},
		{"BH-C0", CodeError{Problem: BadModifier, Code: "BH-C0", Modifier: "C0"}},
		{"DE-C1", CodeError{Problem: ModifierNotAllowed, Code: "DE-C1", Modifier: "C1"}},
		{"BH-C1-M1", CodeError{Problem: ModifierNotAllowed, Code: "BH-C1-M1", Modifier: "M1"}},
	} {
		_, err := ParseSpec(c.in)
		var ce *CodeError
		if !errors.As(err, &ce) || ce.Problem != c.want.Problem || ce.Code != c.want.Code || ce.Modifier != c.want.Modifier {
			t.Errorf("ParseSpec(%q) = %v; want %+v", c.in, err, c.want)
		}
	}
}
