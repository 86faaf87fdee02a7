package i18n

import "testing"

func TestDecimal(t *testing.T) {
	for _, c := range []struct {
		d      Decimal
		uk, en string
	}{
		{Decimal{1.53, 1}, "1,5", "1.5"},
		{Decimal{2, -1}, "2", "2"},
		{Decimal{2.5, -1}, "2,5", "2.5"},
		{Decimal{-0.25, -1}, "-0,25", "-0.25"},
		{Decimal{12, 1}, "12,0", "12.0"},
	} {
		if got := c.d.In(Uk); got != c.uk {
			t.Errorf("%v in Ukrainian: %q, want %q", c.d, got, c.uk)
		}
		if got := c.d.In(En); got != c.en {
			t.Errorf("%v in English: %q, want %q", c.d, got, c.en)
		}
	}
}
