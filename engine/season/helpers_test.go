package season

import (
	"math/big"
	"testing"
	"time"
)

func day(s string) time.Time {
	d, err := time.Parse("2006-01-02", s)
	if err != nil {
		panic(err)
	}
	return d
}

// The 2010 Golden Cup calendar (000): 26 Jul, 2 Sep, 5 Oct, 2 Nov, 7 Dec.
var gold2010 = []string{"2010-07-26", "2010-09-02", "2010-10-05", "2010-11-02", "2010-12-07"}

func tour(id int64, date string, cup Cup, level Level) Tournament {
	return Tournament{ID: id, Name: "T" + date, Date: day(date), Cup: cup, Level: level}
}

func wantDec(t *testing.T, what string, got *big.Rat, want string) {
	t.Helper()
	if got == nil {
		t.Fatalf("%s = nil, want %s", what, want)
	}
	if g := FormatDec(got); g != want {
		t.Errorf("%s = %s, want %s", what, g, want)
	}
	if got.Cmp(Dec(want)) != 0 {
		t.Errorf("%s = %s, not exactly %s", what, got.RatString(), want)
	}
}
