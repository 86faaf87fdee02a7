package tiebreak

import (
	"errors"
	"strings"
	"testing"
)

func places(s *Standings) string {
	var out []string
	for _, r := range s.Rows {
		out = append(out, r.PlaceText()+":"+itoa(r.ID))
	}
	return strings.Join(out, " ")
}

// A 4-player round robin: 1 beats 2, 2 beats 3, 3 beats 1 (a cycle), all
// beat 4 except 4 draws with 3. 1, 2 = 2 points, 3 = 1.5, 4 = 0.5.
var cycleRR = []string{
	"1 2000 4w1 2w1 3b0",
	"2 2000 3b1 1b0 4w1",
	"3 2000 2w0 4b= 1w1",
	"4 2000 1b0 3w= 2b0",
}

func TestRankSharedPlacesAndLots(t *testing.T) {
	tb := tour(t, RoundRobin, Edition2024, cycleRR...)
	tests := []struct {
		list string
		lots []int
		want string
	}{
		{"", nil, "1–2:1 1–2:2 3:3 4:4"},
		// 1 and 2 met: DE separates them.
		{"DE", nil, "1:1 2:2 3:3 4:4"},
		{"WIN", nil, "1–2:1 1–2:2 3:3 4:4"},
		{"WIN", []int{2, 4, 1, 3}, "1:2 2:1 3:3 4:4"},
	}
	for _, tc := range tests {
		list, err := ParseList(tc.list)
		if err != nil {
			t.Fatal(err)
		}
		st, err := Rank(tb, list, Options{Lots: tc.lots})
		if err != nil {
			t.Fatal(err)
		}
		if got := places(st); got != tc.want {
			t.Errorf("Rank(%q) = %s, want %s", tc.list, got, tc.want)
		}
	}
}

// Three players tied on 1 point in a cycle (odd round robin, free rounds
// Z): DE cannot split them; the list is exhausted, so they share 1–3
// unless lots are drawn.
func TestRankTiesShareOrLots(t *testing.T) {
	tb := tour(t, RoundRobin, Edition2024, "1 2000 Z 2w1 3b0", "2 2000 3w1 1b0 Z", "3 2000 2b0 Z 1w1")
	st, err := Rank(tb, []Spec{{Code: DE}, {Code: WIN}, {Code: SB}}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := places(st), "1–3:1 1–3:2 1–3:3"; got != want {
		t.Errorf("tied cycle = %s, want %s", got, want)
	}
	st, _ = Rank(tb, []Spec{{Code: DE}}, Options{Lots: []int{3, 1, 2}})
	if got, want := places(st), "1:3 2:1 3:2"; got != want {
		t.Errorf("by lot = %s, want %s", got, want)
	}
}

// TestRankOnlyInsideTiedGroups (C.07 4.2): SB decides between 5 and 6
// (equal BH) but must not reorder 1 against 2, which BH already split.
func TestRankOnlyInsideTiedGroups(t *testing.T) {
	tb := tour(t, Swiss, Edition2024,
		"1 2000 2w1 3b1",
		"2 2000 1b0 4w1",
		"3 2000 4w1 1w0",
		"4 2000 3b0 2b0",
	)
	c := mustCalc(t, tb)
	st, err := c.Rank([]Spec{{Code: BH}, {Code: SB}}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	// Points: 1 = 2, 2 = 1, 3 = 1, 4 = 0. BH: 2 → 1+0 = 1… 2 met 1 (2) and 4 (0) = 2; 3 met 4 (0) and 1 (2) = 2.
	// SB: 2 beat 4 (0) = 0; 3 beat 4 (0) = 0: still tied → shared 2–3.
	if got, want := places(st), "1:1 2–3:2 2–3:3 4:4"; got != want {
		t.Errorf("standings = %s, want %s", got, want)
	}
	// DE then splits them? They never met: DE cannot, they stay 2–3.
	st, _ = c.Rank([]Spec{{Code: BH}, {Code: DE}}, Options{})
	if got, want := places(st), "1:1 2–3:2 2–3:3 4:4"; got != want {
		t.Errorf("with DE = %s, want %s", got, want)
	}
}

func TestFilterKeepsOverallValues(t *testing.T) {
	tb := loadCorpus(t, "tec-swiss16")
	st, err := Rank(tb, []Spec{{Code: BH, Cut: 1}, {Code: BH}, {Code: SB}, {Code: DE}, {Code: WIN}}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	// Overall (corpus rank column): #2 1st, #3 2nd, #4 3rd, #1 4th, #16 5th…
	if got := places(st); !strings.HasPrefix(got, "1:2 2:3 3:4 4:1 5:16 6:") {
		t.Errorf("overall = %s…", got)
	}
	odd := st.Filter(func(id int) bool { return id%2 == 1 })
	if got := places(odd); !strings.HasPrefix(got, "1:3 2:1 3:11 4:") {
		t.Errorf("sub-standings = %s…", got)
	}
	if odd.Row(3).Values[0].Cmp(st.Row(3).Values[0]) != 0 {
		t.Error("sub-standings changed a value")
	}
	// Ties are kept: two players tied overall stay tied.
	tied := &Standings{Rows: []Standing{{ID: 1, Place: 1, Last: 1}, {ID: 2, Place: 2, Last: 3}, {ID: 3, Place: 2, Last: 3}, {ID: 4, Place: 4, Last: 4}}}
	if got := places(tied.Filter(func(id int) bool { return id != 1 })); got != "1–2:2 1–2:3 3:4" {
		t.Errorf("tied sub-standings = %s", got)
	}
}

func TestPresets(t *testing.T) {
	tb := loadCorpus(t, "sw-n033-r07-s2112")
	for _, p := range Presets {
		if len(p.List) == 0 || p.Article == "" {
			t.Errorf("preset %s incomplete", p.Key)
		}
		for _, sp := range p.List {
			back, err := ParseSpec(sp.String())
			if err != nil || back != sp {
				t.Errorf("preset %s: %s does not round-trip", p.Key, sp)
			}
		}
		if _, err := Rank(tb, p.List, Options{}); err != nil {
			t.Errorf("preset %s: %v", p.Key, err)
		}
	}
	p, ok := PresetByKey("ukr-2003")
	if !ok || joinSpecs(p.List) != "BH,PS,PS-C1,WIN,DE" {
		t.Errorf("ukr-2003 = %v", p.List)
	}
	if p, _ := PresetByKey("academy"); joinSpecs(p.List) != "BH,WIN,DE" {
		t.Errorf("academy = %v", p.List)
	}
}

func joinSpecs(l []Spec) string {
	var s []string
	for _, sp := range l {
		s = append(s, sp.String())
	}
	return strings.Join(s, ",")
}

func TestBadInput(t *testing.T) {
	var ce *CodeError
	for _, code := range []string{"XYZ", "BH-C", "WIN-C1", "BH-Q1", "", "BH-C1-M1"} {
		if _, err := ParseSpec(code); !errors.As(err, &ce) {
			t.Errorf("ParseSpec(%q) error = %v, want CodeError", code, err)
		}
	}
	rr := tour(t, RoundRobin, Edition2026, cycleRR...)
	if _, err := Rank(rr, []Spec{{Code: BH}}, Options{}); !errors.As(err, &ce) || !strings.Contains(err.Error(), "round robin") {
		t.Errorf("BH in a 2026 round robin: %v", err)
	}
	rr.Edition = Edition2024
	if _, err := Rank(rr, []Spec{{Code: BH}}, Options{}); err != nil {
		t.Errorf("BH in a 2024 round robin: %v", err)
	}
	var ie *InputError
	for name, lines := range map[string][]string{
		"both won":       {"1 2000 2w1", "2 2000 1b1"},
		"missing player": {"1 2000 3w1", "2 2000 Z"},
		"not back":       {"1 2000 2w1", "2 2000 Z"},
		"same colour":    {"1 2000 2w1", "2 2000 1w0"},
		"forfeit/game":   {"1 2000 2w+", "2 2000 1b0"},
		"self":           {"1 2000 1w1"},
		"duplicate":      {"1 2000 Z", "1 2000 Z"},
	} {
		if _, err := New(tour(t, Swiss, Edition2024, lines...)); !errors.As(err, &ie) {
			t.Errorf("%s: error %v, want InputError", name, err)
		}
	}
	bad := tour(t, Swiss, Edition2024, "1 2000 U", "2 2000 Z")
	bad.Players[0].Rounds[0].Points = 1
	if _, err := New(bad); !errors.As(err, &ie) {
		t.Errorf("PAB worth ½: %v", err)
	}
	if _, err := New(&Tournament{}); err == nil {
		t.Error("empty tournament accepted")
	}
}

func TestEditionFor(t *testing.T) {
	for date, want := range map[string]Edition{
		"2026/02/28": Edition2024, "2026/03/01": Edition2026, "2025-12-31": Edition2024,
		"2027/01/01": Edition2026, "": Edition2026, "abcd/ef/gh": Edition2026,
	} {
		if got := EditionFor(date); got != want {
			t.Errorf("EditionFor(%q) = %v, want %v", date, got, want)
		}
	}
}

func TestValueFormat(t *testing.T) {
	for _, tc := range []struct {
		v           Value
		str, fixed2 string
	}{
		{Frac(25, 2), "12.5", "12.50"}, {Frac(79, 4), "19.75", "19.75"}, {Int(4), "4", "4.00"},
		{Frac(161, 12), "13.42", "13.42"}, {Frac(1, 8), "0.13", "0.13"}, {Undefined, "-", "-"},
		{Frac(-3, 2), "-1.5", "-1.50"},
	} {
		if got := tc.v.String(); got != tc.str {
			t.Errorf("String(%d/%d) = %s, want %s", tc.v.Num, tc.v.Den, got, tc.str)
		}
		if got := tc.v.Fixed(2); got != tc.fixed2 {
			t.Errorf("Fixed(%d/%d) = %s, want %s", tc.v.Num, tc.v.Den, got, tc.fixed2)
		}
	}
}

func TestFilterPlayers(t *testing.T) {
	tb := loadCorpus(t, "sw-n009-r07-s602102")
	st, err := Rank(tb, []Spec{{Code: BH, Cut: 1}, {Code: BH}, {Code: SB}, {Code: DE}, {Code: WIN}}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	women := st.FilterPlayers(tb, func(p Player) bool { return p.Sex == "w" })
	if got := places(women); got != "1:6 2:2" {
		t.Errorf("women = %s", got)
	}
	ukr := st.FilterPlayers(tb, func(p Player) bool { return p.Federation == "UKR" })
	if len(ukr.Rows) != 6 || ukr.Rows[0].ID != 3 || ukr.Rows[0].Place != 1 {
		t.Errorf("UKR = %s", places(ukr))
	}
	// Every birth date of the file is YYYY/MM/DD: compared as text.
	if got := places(st.FilterPlayers(tb, func(p Player) bool { return p.BirthDate >= "2000" })); got != "1:9 2:2" { // #9 (2003) is 8th overall, #2 (2000) 9th
		t.Errorf("born 2000 or later = %s", got)
	}
	if got := len(st.FilterPlayers(tb, func(p Player) bool { return p.BirthDate < "1971" }).Rows); got != 3 { // #1, #4 (1961), #8 (1967)
		t.Errorf("born up to 1970: %d players", got)
	}
}
