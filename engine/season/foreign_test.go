package season

import (
	"strings"
	"testing"
)

// Seed 001 ranks «українських шахових клубів та тренерів»: a foreign club
// or coach has no row and no award, the Ukrainian ones keep theirs.
func TestForeignClubsAndCoachesLeftOut(t *testing.T) {
	has := func(rows []TeamRow, id int64) bool {
		for _, r := range rows {
			if r.Team.ID == id {
				return true
			}
		}
		return false
	}
	awarded := func(tb *Tables, kind string, id int64) bool {
		for _, a := range tb.Awards {
			if a.Team == id && strings.HasPrefix(a.Category, kind) {
				return true
			}
		}
		return false
	}
	base, err := Compute(fixture())
	if err != nil {
		t.Fatal(err)
	}
	if !has(base.Clubs, 3) || !has(base.Coaches, 2) || !awarded(base, "club", 3) || !awarded(base, "coach", 2) {
		t.Fatalf("the fixture ranks club 3 and coach 2: %+v %+v", base.Clubs, base.Coaches)
	}
	in := fixture()
	in.Clubs[2].Foreign = true   // «Ладья»
	in.Coaches[1].Foreign = true // «Сидоренко»
	tb, err := Compute(in)
	if err != nil {
		t.Fatal(err)
	}
	if has(tb.Clubs, 3) || has(tb.Coaches, 2) || awarded(tb, "club", 3) || awarded(tb, "coach", 2) {
		t.Errorf("a foreign club or coach is ranked or awarded: %+v %+v", tb.Clubs, tb.Coaches)
	}
	if len(tb.Clubs) != len(base.Clubs)-1 || len(tb.Coaches) != len(base.Coaches)-1 {
		t.Errorf("clubs %d (was %d), coaches %d (was %d)", len(tb.Clubs), len(base.Clubs), len(tb.Coaches), len(base.Coaches))
	}
}

// Seed 000: К/а1 goes to «the tournament in which the player showed his
// best personal result», Р being the points; Rules2010 reads it so. A
// player aged 30 (K_v 1) with four results, by hand:
//
//	A level КМС (K_b 1.5) 4 points → w 6;  B, C level 4, 5 points → w 5;
//	D level 4, 5.5 points → w 5.5.
//	By points: D, B, C → 5.5 + 0.8×5 + 0.6×5 = 12.5.
//	By weighted value: A, D, B → 6 + 0.8×5.5 + 0.6×5 = 13.4.
func TestBestResultsByPoints(t *testing.T) {
	mk := func(byPoints bool) string {
		in := Input{Year: 2010, Rules: Rules2010()}
		in.Rules.RankByPoints = byPoints
		for i, lv := range []Level{LevelCMS, Level4, Level4, Level4} {
			in.Tournaments = append(in.Tournaments, tour(int64(i+1), gold2010[i], CupGold, lv))
		}
		in.Players = []Player{{ID: 1, Surname: "Тест", Name: "Гравець", Birth: day("1980-01-01")}}
		for i, half := range []int{8, 10, 10, 11} {
			in.Results = append(in.Results, Result{Tournament: int64(i + 1), Player: 1, Points: half})
		}
		tb, err := Compute(in)
		if err != nil {
			t.Fatal(err)
		}
		return FormatDec(tb.Gold[0].Total)
	}
	if !Rules2010().RankByPoints {
		t.Error("Rules2010 picks the best results by weighted value")
	}
	if got := mk(true); got != "12.5" {
		t.Errorf("by points F = %s, want 12.5", got)
	}
	if got := mk(false); got != "13.4" {
		t.Errorf("by weighted value F = %s, want 13.4", got)
	}
}
