package halfpoint

import "testing"

func TestForms(t *testing.T) {
	for _, tc := range []struct {
		half                 int
		text, decimal, fixed string
	}{
		{0, "0", "0", "0.0"},
		{1, "½", "0.5", "0.5"},
		{2, "1", "1", "1.0"},
		{9, "4½", "4.5", "4.5"},
		{34, "17", "17", "17.0"},
		{-1, "-½", "-0.5", "-0.5"},
		{-3, "-1½", "-1.5", "-1.5"},
		{-4, "-2", "-2", "-2.0"},
	} {
		if got := Text(tc.half); got != tc.text {
			t.Errorf("Text(%d) = %q, want %q", tc.half, got, tc.text)
		}
		if got := Decimal(tc.half); got != tc.decimal {
			t.Errorf("Decimal(%d) = %q, want %q", tc.half, got, tc.decimal)
		}
		if got := Fixed(tc.half); got != tc.fixed {
			t.Errorf("Fixed(%d) = %q, want %q", tc.half, got, tc.fixed)
		}
	}
}

func TestQuarter(t *testing.T) {
	for _, tc := range []struct {
		q         int
		text, dec string
	}{
		{0, "0", "0"}, {1, "¼", "0.25"}, {2, "½", "0.5"}, {3, "¾", "0.75"}, {4, "1", "1"},
		{11, "2¾", "2.75"}, {10, "2½", "2.5"}, {-1, "-¼", "-0.25"}, {-9, "-2¼", "-2.25"},
	} {
		if got := Quarter(tc.q); got != tc.text {
			t.Errorf("Quarter(%d) = %q, want %q", tc.q, got, tc.text)
		}
		if got := QuarterDecimal(tc.q); got != tc.dec {
			t.Errorf("QuarterDecimal(%d) = %q, want %q", tc.q, got, tc.dec)
		}
	}
}
