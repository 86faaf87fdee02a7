package team

import (
	"errors"
	"testing"
)

// A refused team tie-break says what is wrong in fields, for model to word.
func TestParseListProblems(t *testing.T) {
	for _, c := range []struct {
		in   string
		want SpecError
	}{
		{"MPvGP, XYZ", SpecError{Problem: UnknownCode, Code: "XYZ"}},
		{"DE/C1", SpecError{Problem: BadCut, Code: "DE/C1"}},
		{"BH:MP/C4", SpecError{Problem: BadCut, Code: "BH:MP/C4"}},
		{" , ", SpecError{Problem: NoCode}},
	} {
		_, _, err := ParseList(c.in)
		var se *SpecError
		if !errors.As(err, &se) || *se != c.want {
			t.Errorf("ParseList(%q) = %v; want %+v", c.in, err, c.want)
		}
	}
	if len(Codes()) != len(allCodes) || Codes()[0] != MPvGP {
		t.Errorf("Codes() = %v", Codes())
	}
}
