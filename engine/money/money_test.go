package money

import "testing"

func TestText(t *testing.T) {
	for _, tc := range []struct {
		kop  int
		want string
	}{
		{0, "0,00"}, {50, "0,50"}, {100, "1,00"}, {99999, "999,99"}, {100000, "1 000,00"},
		{300000, "3 000,00"}, {266000, "2 660,00"}, {123456789, "1 234 567,89"}, {-125000, "-1 250,00"},
	} {
		if got := Text(tc.kop); got != tc.want {
			t.Errorf("Text(%d) = %q, want %q", tc.kop, got, tc.want)
		}
	}
	if got := Hryvnias(3000); got != "3 000,00" {
		t.Errorf("Hryvnias(3000) = %q", got)
	}
}
