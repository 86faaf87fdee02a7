package ratingmethod

import (
	"errors"
	"slices"
	"testing"
)

// The expected ratings are worked by hand from the definitions of the
// checklist (VCL4THP.13 Q118, Q145) as doc.go restates them.
func TestPick(t *testing.T) {
	std := Held{List: Standard, Rating: 2100, Period: "2026-12"}
	rap := Held{List: Rapid, Rating: 2200, Period: "2026-12"}
	nat := Held{List: National, Rating: 2150, Period: "2026-11"}
	usr := Held{List: User("Kyiv"), Rating: 1990, Period: "2026-10"}
	cases := []struct {
		name   string
		rule   Rule
		kind   Kind
		held   []Held
		manual int
		want   Held
		ok     bool
	}{
		{"fide classical takes standard", Rule{Method: FIDE}, Classical, []Held{rap, std, nat}, 0, std, true},
		{"fide rapid takes rapid", Rule{Method: FIDE}, RapidKind, []Held{std, rap, nat}, 0, rap, true},
		{"Q118 rapid falls back to standard", Rule{Method: FIDE}, RapidKind, []Held{std, nat}, 0, std, true},
		{"Q118 blitz falls back to standard", Rule{Method: FIDE}, BlitzKind, []Held{std, rap}, 0, std, true},
		{"fide without FIDE rating: unrated", Rule{Method: FIDE}, Classical, []Held{nat}, 0, Held{}, false},
		{"national", Rule{Method: NRO}, Classical, []Held{std, nat}, 0, nat, true},
		{"FIDON with FIDE", Rule{Method: FIDON}, Classical, []Held{nat, std}, 0, std, true},
		{"FIDON without FIDE takes national", Rule{Method: FIDON}, Classical, []Held{nat}, 0, nat, true},
		{"NIDOF with national", Rule{Method: NIDOF}, Classical, []Held{std, nat}, 0, nat, true},
		{"NIDOF without national takes FIDE", Rule{Method: NIDOF}, Classical, []Held{std}, 0, std, true},
		{"NIDOF rapid without national: effective rapid", Rule{Method: NIDOF}, RapidKind, []Held{std, rap}, 0, rap, true},
		{"HBFN national higher (2150 > 2100)", Rule{Method: HBFN}, Classical, []Held{std, nat}, 0, nat, true},
		{"HBFN manual highest (2300)", Rule{Method: HBFN}, Classical, []Held{std, nat}, 2300, Held{List: Manual, Rating: 2300, Manual: true}, true},
		// rapid 2200 is the effective FIDE rating; standard 2100 is not
		// compared a second time
		{"HBFN rapid: effective FIDE 2200 above national 2150", Rule{Method: HBFN}, RapidKind, []Held{std, rap, nat}, 0, rap, true},
		{"HBFN rapid without rapid: standard 2100 below national", Rule{Method: HBFN}, RapidKind, []Held{std, nat}, 0, nat, true},
		{"sequence user then national", Rule{Method: Sequence, Lists: []List{User("Kyiv"), National}}, Classical, []Held{std, nat, usr}, 0, usr, true},
		{"sequence user missing then national", Rule{Method: Sequence, Lists: []List{User("Kyiv"), National}}, Classical, []Held{std, nat}, 0, nat, true},
		{"hand-typed used when no list rates him", Rule{Method: FIDE}, Classical, nil, 1500, Held{List: Manual, Rating: 1500, Manual: true}, true},
		{"zero ratings are not held", Rule{Method: FIDON}, Classical, []Held{{List: Standard}, nat}, 0, nat, true},
	}
	for _, c := range cases {
		got, ok := Pick(c.rule, c.kind, c.held, c.manual)
		if got != c.want || ok != c.ok {
			t.Errorf("%s: got %+v %v, want %+v %v", c.name, got, ok, c.want, c.ok)
		}
	}
}

func TestDefaultSequence(t *testing.T) {
	cases := []struct {
		m    Method
		k    Kind
		want []List
	}{
		{FIDE, Classical, []List{Standard}},
		{FIDE, RapidKind, []List{Rapid, Standard}},
		{FIDE, BlitzKind, []List{Blitz, Standard}},
		{NRO, BlitzKind, []List{National}},
		{FIDON, Classical, []List{Standard, National}},
		{NIDOF, RapidKind, []List{National, Rapid, Standard}},
		{HBFN, Classical, []List{Standard, National}},
	}
	for _, c := range cases {
		if got := DefaultSequence(c.m, c.k); !slices.Equal(got, c.want) {
			t.Errorf("%s %s: %v, want %v", c.m, c.k, got, c.want)
		}
	}
}

func TestParseRule(t *testing.T) {
	cases := []struct {
		method, lists string
		want          Rule
		err           error
	}{
		{"", "", Rule{Method: FIDE}, nil},
		{"FIDON", "", Rule{Method: FIDON}, nil},
		{"hbfn", "", Rule{Method: HBFN}, nil},
		{"sequence", "user:Kyiv, national, fide", Rule{Method: Sequence, Lists: []List{"user:Kyiv", National, Standard}}, nil},
		{"fide", "rapid,standard", Rule{Method: Sequence, Lists: []List{Rapid, Standard}}, nil},
		{"elo", "", Rule{}, ErrMethod},
		{"sequence", "", Rule{}, ErrEmptySeq},
		{"sequence", "standard,moscow", Rule{}, ErrList},
		{"sequence", "user:", Rule{}, ErrList},
		{"sequence", "national,national", Rule{}, ErrRepeatedList},
	}
	for _, c := range cases {
		got, err := ParseRule(c.method, c.lists)
		if !errors.Is(err, c.err) || got.Method != c.want.Method || !slices.Equal(got.Lists, c.want.Lists) {
			t.Errorf("ParseRule(%q, %q) = %+v, %v; want %+v, %v", c.method, c.lists, got, err, c.want, c.err)
		}
	}
	r, _ := ParseRule("sequence", "user:Kyiv,national")
	if back, err := ParseRule(string(r.Method), r.ListsText()); err != nil || !slices.Equal(back.Lists, r.Lists) {
		t.Errorf("round trip: %+v %v", back, err)
	}
}

func TestTRF172(t *testing.T) {
	for m, want := range map[Method]string{FIDE: "FIDE", NRO: "NRO", FIDON: "FIDON", NIDOF: "NIDOF", HBFN: "HBFN", Sequence: "OTHER"} {
		if got := m.TRF172(); got != want {
			t.Errorf("%s: %s, want %s", m, got, want)
		}
	}
}
