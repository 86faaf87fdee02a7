package season

import (
	"encoding/json"
	"fmt"
	"math/big"
	"math/rand"
	"slices"
	"testing"
)

// randomTerms draws n Golden Cup terms of a player born in 1995 over the
// 2010 calendar with random levels and points.
func randomTerms(rng *rand.Rand, r *Rules, n int) []Term {
	var out []Term
	for i := range n {
		tr := Tournament{ID: int64(i + 1), Date: day(gold2010[i%5]).AddDate(0, 0, i/5), Cup: CupGold,
			Level: Levels[rng.Intn(len(Levels))]}
		term, _ := GoldTerm(r, tr, day("1995-03-10"), rng.Intn(19))
		out = append(out, term)
	}
	return out
}

// Adding a result (better or worse) never lowers F_gold, F_silver or F_club.
func TestPropertyAddingResultNeverLowersF(t *testing.T) {
	const seed = 20100726
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewSource(seed))
	r := Rules2010()
	for iter := range 500 {
		terms := randomTerms(rng, &r, 1+rng.Intn(7))
		silver := make([]Term, len(terms))
		for i, term := range terms {
			silver[i] = SilverTerm(Tournament{ID: term.Tournament, Date: term.Date}, term.Points)
		}
		// Golden Cup by w (the default) and Silver Cup by P. With
		// Rules.RankByPoints on, a Golden Cup result with more points but a
		// smaller w can lower F: the reason docs/season.md orders by w.
		for _, c := range []struct {
			terms    []Term
			byPoints bool
		}{{terms, false}, {silver, true}} {
			ka := r.GoldKa
			if c.byPoints {
				ka = r.SilverKa
			}
			base, extra := c.terms[:len(c.terms)-1], c.terms[len(c.terms)-1]
			before, _ := Weigh(base, ka, c.byPoints)
			after, _ := Weigh(append(slices.Clone(base), extra), ka, c.byPoints)
			if after.Cmp(before) < 0 {
				t.Fatalf("iter %d byPoints %v: F fell from %s to %s after adding w=%s",
					iter, c.byPoints, FormatDec(before), FormatDec(after), FormatDec(extra.W))
			}
		}
		values := map[int64]*Term{}
		var ids []int64
		for i := range terms {
			values[int64(i)] = &terms[i]
			ids = append(ids, int64(i))
		}
		rs := map[int64]*big.Rat{}
		for id, term := range values {
			rs[id] = term.W
		}
		before, _ := TeamTotal(r.TeamK, ids[:len(ids)-1], rs)
		after, _ := TeamTotal(r.TeamK, ids, rs)
		if after.Cmp(before) < 0 {
			t.Fatalf("iter %d: F_club fell from %s to %s", iter, FormatDec(before), FormatDec(after))
		}
	}
}

// Permuting the tournaments never changes F nor which results count.
func TestPropertyPermutationInvariant(t *testing.T) {
	const seed = 20101207
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewSource(seed))
	r := Rules2010()
	for iter := range 300 {
		terms := randomTerms(rng, &r, 1+rng.Intn(8))
		for _, byPoints := range []bool{false, true} {
			want, wantOrder := Weigh(terms, r.GoldKa, byPoints)
			shuffled := slices.Clone(terms)
			rng.Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
			got, gotOrder := Weigh(shuffled, r.GoldKa, byPoints)
			if got.Cmp(want) != 0 {
				t.Fatalf("iter %d: F %s after permutation, want %s", iter, FormatDec(got), FormatDec(want))
			}
			for i := range wantOrder {
				if gotOrder[i].Tournament != wantOrder[i].Tournament {
					t.Fatalf("iter %d: counted order differs after permutation", iter)
				}
			}
		}
	}
}

// Permuting the calendar and the results of a whole season gives the same tables.
func TestPropertySeasonPermutation(t *testing.T) {
	in := fixture()
	want, err := Compute(in)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewSource(7))
	for range 20 {
		p := fixture()
		rng.Shuffle(len(p.Tournaments), func(i, j int) { p.Tournaments[i], p.Tournaments[j] = p.Tournaments[j], p.Tournaments[i] })
		rng.Shuffle(len(p.Results), func(i, j int) { p.Results[i], p.Results[j] = p.Results[j], p.Results[i] })
		rng.Shuffle(len(p.Players), func(i, j int) { p.Players[i], p.Players[j] = p.Players[j], p.Players[i] })
		got, err := Compute(p)
		if err != nil {
			t.Fatal(err)
		}
		if g, w := awardsText(got.Awards), awardsText(want.Awards); g != w {
			t.Fatalf("award list changed after permutation:\n%s\nwant\n%s", g, w)
		}
		if g, w := rowsText(got.Gold), rowsText(want.Gold); g != w {
			t.Fatalf("gold table changed after permutation:\n%s\nwant\n%s", g, w)
		}
	}
}

func TestRulesJSONRoundTrip(t *testing.T) {
	r := Rules2010()
	r.RankByPoints = true
	data, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	var back Rules
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	again, _ := json.Marshal(back)
	if string(again) != string(data) {
		t.Errorf("round trip:\n%s\n%s", data, again)
	}
	if !back.RankByPoints || FormatDec(back.Kb[LevelCMSPoints]) != "1.4" || FormatDec(back.TeamK[2]) != "1.7" {
		t.Errorf("decoded rules wrong: %s", again)
	}
	for _, bad := range []string{`{"gold_ka":["x"]}`, `{"gold_ka":["1"],"silver_ka":["1"],"team_k":["1"]}`, `[`} {
		var r Rules
		if err := json.Unmarshal([]byte(bad), &r); err == nil {
			t.Errorf("Unmarshal(%s) accepted", bad)
		}
	}
}

func TestCollate(t *testing.T) {
	sorted := []string{"Андрієнко", "Бондар", "Гнатюк", "Ґалаґан", "Дем'яненко", "Дем'янчук", "Ємець", "Жук",
		"Иванов", "Іваненко", "Їжак", "Йосипенко", "Коваль", "Яценко", "Smith"}
	for i := 1; i < len(sorted); i++ {
		if Collate(sorted[i-1], sorted[i]) >= 0 {
			t.Errorf("Collate(%s, %s) >= 0, want before", sorted[i-1], sorted[i])
		}
	}
	if Collate("коваль", "Коваль") == 0 {
		t.Error("different spellings compare equal")
	}
}

func TestDeclarationsLastCounts(t *testing.T) {
	tours := []Tournament{tour(1, "2010-07-26", CupGold, Level4), tour(2, "2010-09-02", CupGold, Level4), tour(3, "2010-10-05", CupSilver, "")}
	results := []Result{ // given out of calendar order on purpose
		{Tournament: 3, Player: 1, Club: 0, Coach: 9},
		{Tournament: 2, Player: 1, Club: 7, Coach: 8},
		{Tournament: 1, Player: 1, Club: 6, Coach: 8},
		{Tournament: 1, Player: 2, Club: 6, Coach: 8},
	}
	decl, conflicts := Declarations(tours, results)
	if d := decl[1]; d.Club != 7 || d.Coach != 9 {
		t.Errorf("player 1 declaration %+v, want club 7 coach 9", d)
	}
	if len(conflicts) != 1 || fmt.Sprint(conflicts[0].Clubs, conflicts[0].Coaches) != "[6 7] [8 9]" {
		t.Errorf("conflicts %+v", conflicts)
	}
}
