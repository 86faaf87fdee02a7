package prize

import (
	"reflect"
	"testing"
)

// The expected shares are worked by hand (kopiykas).

func three() []Entrant {
	return []Entrant{{ID: 1, Points: 14}, {ID: 2, Points: 14}, {ID: 3, Points: 14}, {ID: 4, Points: 12}, {ID: 5, Points: 10}}
}

var podium = []Prize{{Place: 1, Amount: 1000}, {Place: 2, Amount: 600}, {Place: 3, Amount: 400}, {Place: 4, Amount: 100}}

func TestThreeWayTieEqual(t *testing.T) {
	got, err := Distribute(three(), podium, Equal)
	if err != nil {
		t.Fatal(err)
	}
	// 2 000 грн among three: 666,67 + 666,67 + 666,66; 4th alone 100.
	want := []Award{{1, "", 1, 3, 1, 1, 66667}, {2, "", 1, 3, 2, 2, 66667}, {3, "", 1, 3, 3, 3, 66666}, {4, "", 4, 4, 4, 4, 10000}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("equal split\n got %v\nwant %v", got, want)
	}
}

func TestThreeWayTieHort(t *testing.T) {
	got, err := Distribute(three(), podium, Hort)
	if err != nil {
		t.Fatal(err)
	}
	// Half of 2 000 shared: 333,34 + 333,33 + 333,33; plus half of the
	// place's own prize: 500, 300, 200 → 833,34, 633,33, 533,33.
	want := []Award{{1, "", 1, 3, 1, 1, 83334}, {2, "", 1, 3, 2, 2, 63333}, {3, "", 1, 3, 3, 3, 53333}, {4, "", 4, 4, 4, 4, 10000}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Hort split\n got %v\nwant %v", got, want)
	}
	sum := 0
	for _, a := range got {
		sum += a.Kopiykas
	}
	if sum != 210000 {
		t.Errorf("shares add up to %d kopiykas, prizes to 210000", sum)
	}
}

// A tie reaching past the last prize shares only the prizes there are.
func TestTieBeyondThePrizes(t *testing.T) {
	r := []Entrant{{ID: 1, Points: 16}, {ID: 2, Points: 14}, {ID: 3, Points: 14}, {ID: 4, Points: 14}}
	got, _ := Distribute(r, []Prize{{Place: 1, Amount: 500}, {Place: 2, Amount: 300}}, Equal)
	want := []Award{{1, "", 1, 1, 1, 1, 50000}, {2, "", 2, 4, 2, 2, 10000}, {3, "", 2, 4, 3, 3, 10000}, {4, "", 2, 4, 4, 4, 10000}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %v\nwant %v", got, want)
	}
}

// Only the highest prize: the best woman is 2nd overall (600) and the
// women's first prize is 800: she takes 800, and the overall 2nd and 3rd
// prizes go to the next men. A woman 1st overall keeps the 1 000 and the
// women's prize goes to the next woman.
func TestOnlyTheHighestPrize(t *testing.T) {
	prizes := []Prize{{Place: 1, Amount: 1000}, {Place: 2, Amount: 600}, {Place: 3, Amount: 400},
		{Category: "girls", Place: 1, Amount: 800}, {Category: "girls", Place: 2, Amount: 200}}
	r := []Entrant{{ID: 1, Points: 16}, {ID: 2, Points: 14, Categories: []string{"girls"}}, {ID: 3, Points: 12},
		{ID: 4, Points: 10}, {ID: 5, Points: 8, Categories: []string{"girls"}}, {ID: 6, Points: 6, Categories: []string{"girls"}}}
	got, _ := Distribute(r, prizes, Hort)
	want := []Award{{1, "", 1, 1, 1, 1, 100000}, {3, "", 2, 2, 2, 2, 60000}, {4, "", 3, 3, 3, 3, 40000},
		{2, "girls", 1, 1, 1, 1, 80000}, {5, "girls", 2, 2, 2, 2, 20000}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("woman 2nd overall\n got %v\nwant %v", got, want)
	}
	r[0].Categories, r[1].Categories = []string{"girls"}, nil
	got, _ = Distribute(r, prizes, Hort)
	want = []Award{{1, "", 1, 1, 1, 1, 100000}, {2, "", 2, 2, 2, 2, 60000}, {3, "", 3, 3, 3, 3, 40000},
		{5, "girls", 1, 1, 1, 1, 80000}, {6, "girls", 2, 2, 2, 2, 20000}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("woman 1st overall\n got %v\nwant %v", got, want)
	}
}

func TestCheck(t *testing.T) {
	for _, c := range []struct {
		ps   []Prize
		want Error
	}{
		{[]Prize{{Place: 1, Amount: 5}, {Place: 0, Amount: 1}}, Error{Problem: BadPlace, Prize: 2}},
		{[]Prize{{Place: 1, Amount: -5}}, Error{Problem: NegativeAmount, Prize: 1, Place: 1}},
		{[]Prize{{Place: 1, Amount: 5}, {Category: "u20", Place: 1}, {Place: 1, Amount: 3}}, Error{Problem: PlaceTwice, Prize: 3, Place: 1}},
		{[]Prize{{Place: 1, Amount: 5}, {Category: "u20", Place: 2}, {Category: "u20", Place: 2}}, Error{Problem: PlaceTwice, Prize: 3, Place: 2, Category: "u20"}},
	} {
		err := Check(c.ps)
		if e, ok := err.(*Error); !ok || *e != c.want {
			t.Errorf("%v: %v, want %+v", c.ps, err, c.want)
		}
	}
	if _, err := Distribute(three(), podium, "half"); err == nil || *err.(*Error) != (Error{Problem: BadSplit, Split: "half"}) {
		t.Errorf("an unknown split: %v", err)
	}
	if Total(podium) != 2100 {
		t.Errorf("total %d", Total(podium))
	}
}

// TestHortUnbreakableTie: places 4 and 5 are shared on points by two
// players; the prizes are 4th 1 500 and 5th 500 (2 000 in all).
//
// Worked by hand. Under Hort half of 2 000 (1 000) is shared equally, 500
// each; the other half follows the tie-break places: 750 (half of 1 500)
// to the 4th, 250 (half of 500) to the 5th. When the tie-breaks separate
// them: 500 + 750 = 1 250 and 500 + 250 = 750. When they are equal on
// every tie-break (the same Rank) there is no 4th or 5th: their group
// shares half of 1 500 + 500 = 1 000 equally, 500 each, so each gets
// 500 + 500 = 1 000 — not 1 250 / 750 by start number. Equal gives
// 1 000 each either way. Place (seed 003 §4–§5) gives 1 500 and 500 when
// the tie-breaks separate them and 1 000 each when they cannot.
func TestHortUnbreakableTie(t *testing.T) {
	prizes := []Prize{{Place: 1, Amount: 3000}, {Place: 2, Amount: 2500}, {Place: 3, Amount: 2000},
		{Place: 4, Amount: 1500}, {Place: 5, Amount: 500}}
	field := func(rank4, rank5 int) []Entrant {
		return []Entrant{{ID: 11, Points: 16, Rank: 1}, {ID: 12, Points: 15, Rank: 2}, {ID: 13, Points: 14, Rank: 3},
			{ID: 14, Points: 12, Rank: rank4}, {ID: 15, Points: 12, Rank: rank5}, {ID: 16, Points: 10, Rank: 6}}
	}
	top := []Award{{11, "", 1, 1, 1, 1, 300000}, {12, "", 2, 2, 2, 2, 250000}, {13, "", 3, 3, 3, 3, 200000}}
	for _, c := range []struct {
		name         string
		split        Split
		rank4, rank5 int
		want         []Award
	}{
		{"Hort, tie-breaks separate", Hort, 4, 5, []Award{{14, "", 4, 5, 4, 4, 125000}, {15, "", 4, 5, 5, 5, 75000}}},
		{"Hort, tie-breaks cannot separate", Hort, 4, 4, []Award{{14, "", 4, 5, 4, 5, 100000}, {15, "", 4, 5, 4, 5, 100000}}},
		{"Equal, tie-breaks separate", Equal, 4, 5, []Award{{14, "", 4, 5, 4, 4, 100000}, {15, "", 4, 5, 5, 5, 100000}}},
		{"Place, tie-breaks separate", Place, 4, 5, []Award{{14, "", 4, 5, 4, 4, 150000}, {15, "", 4, 5, 5, 5, 50000}}},
		{"Place, tie-breaks cannot separate", Place, 4, 4, []Award{{14, "", 4, 5, 4, 5, 100000}, {15, "", 4, 5, 4, 5, 100000}}},
	} {
		got, err := Distribute(field(c.rank4, c.rank5), prizes, c.split)
		if err != nil {
			t.Fatal(err)
		}
		if want := append(append([]Award(nil), top...), c.want...); !reflect.DeepEqual(got, want) {
			t.Errorf("%s\n got %v\nwant %v", c.name, got, want)
		}
	}
}

// TestHortThreeWayPartlySeparated: three tie on points for places 1–3
// (prizes 1 000, 600, 400); the tie-breaks put one first and cannot
// separate the other two.
//
// Worked by hand: half of 2 000 shared by three: 333,34 + 333,33 +
// 333,33 (the odd kopiyka to the first). The first's own half: 500; the
// other two share half of 600 + 400 = 500 equally, 250 each. Totals
// 833,34, 583,33, 583,33 = 2 000,00.
func TestHortThreeWayPartlySeparated(t *testing.T) {
	r := []Entrant{{ID: 1, Points: 14, Rank: 1}, {ID: 2, Points: 14, Rank: 2}, {ID: 3, Points: 14, Rank: 2}}
	got, _ := Distribute(r, podium[:3], Hort)
	want := []Award{{1, "", 1, 3, 1, 1, 83334}, {2, "", 1, 3, 2, 3, 58333}, {3, "", 1, 3, 2, 3, 58333}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %v\nwant %v", got, want)
	}
}
