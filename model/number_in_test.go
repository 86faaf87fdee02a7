package model_test

import (
	"testing"

	"arbiter/model"
	"arbiter/model/i18n"
)

// NumberIn: the decimal point in English, the decimal comma in Ukrainian;
// the fractions of a point and whole numbers alike in both.
func TestNumberIn(t *testing.T) {
	for _, c := range []struct {
		in     string
		uk, en string
	}{
		{"1523,75", "1523,75", "1523.75"},
		{"12,25", "12,25", "12.25"},
		{"2½", "2½", "2½"},
		{"2¾", "2¾", "2¾"},
		{"2150", "2150", "2150"},
		{"-", "-", "-"},
	} {
		if got := model.NumberIn(i18n.Uk, c.in); got != c.uk {
			t.Errorf("uk %q: %q, want %q", c.in, got, c.uk)
		}
		if got := model.NumberIn(i18n.En, c.in); got != c.en {
			t.Errorf("en %q: %q, want %q", c.in, got, c.en)
		}
	}
}
