package season

import (
	"math/big"
	"testing"
	"time"
)

// The veteran is at least VeteranAge on 31 December of the season's year
// (000 «Нагородження»): a player who turns that age on 31 December is one,
// a player who turns it on 1 January of the next year is not.
func TestVeteranAgeBoundary(t *testing.T) {
	r := Rules2010()
	year := 2010
	cases := []struct {
		name  string
		birth time.Time
		want  bool
	}{
		{"turns the age on 31 December", time.Date(year-r.VeteranAge, 12, 31, 0, 0, 0, 0, time.UTC), true},
		{"turns it on 1 January after", time.Date(year-r.VeteranAge+1, 1, 1, 0, 0, 0, 0, time.UTC), false},
		{"a year older", time.Date(year-r.VeteranAge-1, 6, 1, 0, 0, 0, 0, time.UTC), true},
	}
	for _, c := range cases {
		p := &Player{ID: 7, Surname: "Мороз", Name: "Іван", Birth: c.birth}
		awards := playerAwards(&r, year, []Row{{Player: p, Place: Place{From: 1, To: 1}, Total: big.NewRat(10, 1)}})
		got := false
		for _, a := range awards {
			if a.Category == "veteran" && a.Player == 7 {
				got = true
			}
		}
		if got != c.want {
			t.Errorf("%s (born %s): veteran %v, want %v", c.name, c.birth.Format("2006-01-02"), got, c.want)
		}
	}
}
