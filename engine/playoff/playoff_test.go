package playoff

import (
	"errors"
	"reflect"
	"testing"

	"arbiter/engine/lot"
)

func g(w, b int, r Result) Game { return Game{White: w, Black: b, Result: r} }

// TestDecide follows seed 004 §11 word by word: the final's extra game
// («в случаи ничьей, играющий черными объявляется победителем»), the
// semifinals' match to two wins, and a single game replayed until one
// player wins («Партия играется до победы одного из участников»).
func TestDecide(t *testing.T) {
	tests := []struct {
		name    string
		form    Form
		games   []Game
		decided bool
		winner  int
		wins    map[int]int
	}{
		{"armageddon: no game yet", FormArmageddon, nil, false, 0, map[int]int{3: 0, 7: 0}},
		{"armageddon: White wins", FormArmageddon, []Game{g(3, 7, WhiteWins)}, true, 3, map[int]int{3: 1, 7: 0}},
		{"armageddon: Black wins", FormArmageddon, []Game{g(3, 7, BlackWins)}, true, 7, map[int]int{3: 0, 7: 1}},
		{"armageddon §11: a draw, Black is declared the winner", FormArmageddon, []Game{g(7, 3, Draw)}, true, 3, map[int]int{3: 1, 7: 0}},
		{"game: a draw is replayed", FormGame, []Game{g(3, 7, Draw)}, false, 0, map[int]int{3: 0, 7: 0}},
		{"game: draw, then White wins", FormGame, []Game{g(3, 7, Draw), g(7, 3, WhiteWins)}, true, 7, map[int]int{3: 0, 7: 1}},
		{"match2: one win is not enough", FormMatch2, []Game{g(3, 7, WhiteWins)}, false, 0, map[int]int{3: 1, 7: 0}},
		{"match2: 2-0", FormMatch2, []Game{g(3, 7, WhiteWins), g(7, 3, BlackWins)}, true, 3, map[int]int{3: 2, 7: 0}},
		{"match2: 1-1 goes on", FormMatch2, []Game{g(3, 7, WhiteWins), g(7, 3, WhiteWins)}, false, 0, map[int]int{3: 1, 7: 1}},
		{"match2: draws count for nobody", FormMatch2, []Game{g(3, 7, Draw), g(7, 3, Draw), g(3, 7, BlackWins), g(7, 3, Draw)}, false, 0, map[int]int{3: 0, 7: 1}},
		{"match2: 1-1, draw, then the third win decides", FormMatch2, []Game{g(3, 7, WhiteWins), g(7, 3, WhiteWins), g(3, 7, Draw), g(7, 3, BlackWins)}, true, 3, map[int]int{3: 2, 7: 1}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o, err := Decide(tc.form, 3, 7, tc.games)
			if err != nil {
				t.Fatal(err)
			}
			if o.Decided != tc.decided || o.Winner != tc.winner || !reflect.DeepEqual(o.Wins, tc.wins) || o.Games != len(tc.games) {
				t.Errorf("got %+v, want decided %v winner %d wins %v", o, tc.decided, tc.winner, tc.wins)
			}
			if o.Decided && o.Loser != 10-tc.winner {
				t.Errorf("loser %d", o.Loser)
			}
		})
	}
}

func TestDecideBadGames(t *testing.T) {
	tests := []struct {
		name    string
		form    Form
		games   []Game
		index   int
		decided bool
	}{
		{"a game after an Armageddon", FormArmageddon, []Game{g(3, 7, Draw), g(7, 3, WhiteWins)}, 1, true},
		{"a third win in a match already 2-0", FormMatch2, []Game{g(3, 7, WhiteWins), g(7, 3, BlackWins), g(3, 7, Draw)}, 2, true},
		{"a player who is not tied", FormGame, []Game{g(3, 5, WhiteWins)}, 0, false},
		{"no result", FormGame, []Game{g(3, 7, 0)}, 0, false},
		{"an unknown result", FormGame, []Game{g(3, 7, 9)}, 0, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Decide(tc.form, 3, 7, tc.games)
			var ge *GameError
			if !errors.As(err, &ge) || ge.Index != tc.index {
				t.Fatalf("err %v, want a GameError for game %d", err, tc.index+1)
			}
			if tc.decided != (ge.Msg == ErrDecided.Error()) {
				t.Errorf("msg %q", ge.Msg)
			}
		})
	}
}

// TestDecideExtra: seed 004 §3, §19 «имеет право на дополнительный матч
// за 1 место»: the challenger takes first place only by winning.
func TestDecideExtra(t *testing.T) {
	tests := []struct {
		name    string
		games   []Game
		decided bool
		winner  int
	}{
		{"not played", nil, false, 0},
		{"challenger wins with White", []Game{g(2, 1, WhiteWins)}, true, 2},
		{"challenger wins with Black", []Game{g(1, 2, BlackWins)}, true, 2},
		{"a draw keeps the holder first", []Game{g(2, 1, Draw)}, true, 1},
		{"the holder wins", []Game{g(2, 1, BlackWins)}, true, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o, err := DecideExtra(2, 1, tc.games)
			if err != nil {
				t.Fatal(err)
			}
			if o.Decided != tc.decided || o.Winner != tc.winner {
				t.Errorf("got %+v", o)
			}
		})
	}
	if _, err := DecideExtra(2, 1, []Game{g(2, 1, Draw), g(1, 2, Draw)}); err == nil {
		t.Error("a second game of the extra match was accepted")
	}
}

func rows(pts ...int) []Row {
	var out []Row
	for i, p := range pts {
		out = append(out, Row{ID: 10 + i, Points: p, Place: i + 1, Last: i + 1})
	}
	return out
}

// TestTies: §11 «В случае равенства очков у двух участников …
// дополнительная партия … у трех и более человек … по дополнительным
// показателям».
func TestTies(t *testing.T) {
	tests := []struct {
		name   string
		places []int
		pts    []int
		want   []Tie
	}{
		{"two tied for first", []int{1}, []int{14, 14, 12, 10}, []Tie{{Key{Tiebreak, 1}, [2]int{10, 11}}}},
		{"three tied for first: tie-breaks", []int{1}, []int{14, 14, 14, 10}, nil},
		{"nobody tied", []int{1}, []int{14, 13, 12}, nil},
		{"two tied for second only: place 1 rule does not apply", []int{1}, []int{15, 14, 14, 10}, nil},
		{"medals 1 and 3: tie for 3-4", []int{1, 3}, []int{15, 14, 12, 12, 10}, []Tie{{Key{Tiebreak, 3}, [2]int{12, 13}}}},
		{"medals 1 and 3: tie for 2-3 includes place 3", []int{1, 3}, []int{15, 14, 14, 10}, []Tie{{Key{Tiebreak, 2}, [2]int{11, 12}}}},
		{"medals: two ties", []int{1, 3}, []int{15, 15, 12, 12}, []Tie{{Key{Tiebreak, 1}, [2]int{10, 11}}, {Key{Tiebreak, 3}, [2]int{12, 13}}}},
		{"no places", nil, []int{14, 14}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := Ties(Rule{Places: tc.places, Tied: 2, Form: FormArmageddon}, rows(tc.pts...))
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("got %v, want %v", got, tc.want)
			}
		})
	}
}

func places(rs []Row) [][3]int {
	var out [][3]int
	for _, r := range rs {
		out = append(out, [3]int{r.ID, r.Place, r.Last})
	}
	return out
}

func TestResolve(t *testing.T) {
	arm := Rule{Places: []int{1}, Tied: 2, Form: FormArmageddon}
	match := Rule{Places: []int{1}, Tied: 2, Form: FormMatch2}
	extra := Rule{Extra: true}
	none := func(int) bool { return false }
	tests := []struct {
		name    string
		rule    Rule
		pts     []int
		games   map[Key][]Game
		wonAll  func(int) bool
		want    [][3]int
		states  int
		pending int
		unused  []Key
	}{
		{"armageddon pending: 1st place shared", arm, []int{14, 14, 12}, nil, none,
			[][3]int{{10, 1, 2}, {11, 1, 2}, {12, 3, 3}}, 1, 1, nil},
		{"armageddon drawn: Black (no. 11 by the tie-breaks 2nd) is first", arm, []int{14, 14, 12},
			map[Key][]Game{{Tiebreak, 1}: {g(10, 11, Draw)}}, none,
			[][3]int{{11, 1, 1}, {10, 2, 2}, {12, 3, 3}}, 1, 0, nil},
		{"armageddon won by the first of the tie-breaks", arm, []int{14, 14, 12},
			map[Key][]Game{{Tiebreak, 1}: {g(11, 10, BlackWins)}}, none,
			[][3]int{{10, 1, 1}, {11, 2, 2}, {12, 3, 3}}, 1, 0, nil},
		{"match to two wins: 1-1 still shared", match, []int{14, 14, 12},
			map[Key][]Game{{Tiebreak, 1}: {g(10, 11, WhiteWins), g(11, 10, WhiteWins)}}, none,
			[][3]int{{10, 1, 2}, {11, 1, 2}, {12, 3, 3}}, 1, 1, nil},
		{"match to two wins: 2-1 for no. 11", match, []int{14, 14, 12},
			map[Key][]Game{{Tiebreak, 1}: {g(10, 11, WhiteWins), g(11, 10, WhiteWins), g(10, 11, Draw), g(11, 10, WhiteWins)}}, none,
			[][3]int{{11, 1, 1}, {10, 2, 2}, {12, 3, 3}}, 1, 0, nil},
		{"three tied: tie-breaks, and the games stored for place 1 are unused", arm, []int{14, 14, 14},
			map[Key][]Game{{Tiebreak, 1}: {g(10, 11, Draw)}}, none,
			[][3]int{{10, 1, 1}, {11, 2, 2}, {12, 3, 3}}, 0, 0, []Key{{Tiebreak, 1}}},
		{"extra match: 2nd won every game, challenge pending", extra, []int{14, 12, 10}, nil, func(id int) bool { return id == 11 },
			[][3]int{{10, 1, 1}, {11, 2, 2}, {12, 3, 3}}, 1, 1, nil},
		{"extra match won by the challenger: places 1 and 2 exchanged", extra, []int{14, 12, 10},
			map[Key][]Game{{Extra, 1}: {g(11, 10, WhiteWins)}}, func(id int) bool { return id == 11 },
			[][3]int{{11, 1, 1}, {10, 2, 2}, {12, 3, 3}}, 1, 0, nil},
		{"extra match drawn: the holder stays first", extra, []int{14, 12, 10},
			map[Key][]Game{{Extra, 1}: {g(11, 10, Draw)}}, func(id int) bool { return id == 11 },
			[][3]int{{10, 1, 1}, {11, 2, 2}, {12, 3, 3}}, 1, 0, nil},
		{"extra match: 2nd did not win every game", extra, []int{14, 12, 10}, nil, none,
			[][3]int{{10, 1, 1}, {11, 2, 2}, {12, 3, 3}}, 0, 0, nil},
		{"extra match: 2nd place shared", extra, []int{14, 12, 12}, nil, func(int) bool { return true },
			[][3]int{{10, 1, 1}, {11, 2, 3}, {12, 2, 3}}, 0, 0, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rs := rows(tc.pts...)
			if tc.name == "extra match: 2nd place shared" {
				rs[1].Last, rs[2].Place = 3, 2
			}
			res := Resolve(tc.rule, rs, tc.games, tc.wonAll)
			if got := places(res.Rows); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("rows %v, want %v", got, tc.want)
			}
			if len(res.States) != tc.states || len(res.Pending()) != tc.pending {
				t.Errorf("states %+v", res.States)
			}
			if !reflect.DeepEqual(res.Unused, tc.unused) {
				t.Errorf("unused %v, want %v", res.Unused, tc.unused)
			}
		})
	}
}

func TestRuleAndParsing(t *testing.T) {
	if ps, err := ParsePlaces(" 3, 1,3"); err != nil || !reflect.DeepEqual(ps, []int{1, 3}) || PlacesText(ps) != "1,3" {
		t.Errorf("ParsePlaces: %v %v", ps, err)
	}
	for _, bad := range []string{"0", "x", "1,-2"} {
		if _, err := ParsePlaces(bad); err == nil {
			t.Errorf("ParsePlaces(%q) accepted", bad)
		}
	}
	for _, tc := range []struct {
		r  Rule
		ok bool
	}{
		{Rule{Places: []int{1}, Tied: 2, Form: FormArmageddon}, true},
		{Rule{Places: []int{1, 3}, Tied: 2, Form: FormMatch2}, true},
		{Rule{Extra: true}, true},
		{Rule{Places: []int{1}, Tied: 3, Form: FormGame}, false},
		{Rule{Places: []int{1}, Tied: 2, Form: "blitz"}, false},
		{Rule{Places: []int{3, 1}, Tied: 2, Form: FormGame}, false},
	} {
		if err := tc.r.Validate(); (err == nil) != tc.ok {
			t.Errorf("%+v: %v", tc.r, err)
		}
	}
	for s, want := range map[string]Result{"1-0": WhiteWins, "½-½": Draw, "1/2-1/2": Draw, "0-1": BlackWins} {
		if r, err := ParseResult(s); err != nil || r != want {
			t.Errorf("ParseResult(%q) = %v, %v", s, r, err)
		}
	}
	for _, bad := range []string{"+-", "1-1", "", "2-0"} {
		if _, err := ParseResult(bad); err == nil {
			t.Errorf("ParseResult(%q) accepted", bad)
		}
	}
}

// TestWhiteByLot: the draw is engine/lot's for two players, so `arbiter-cli
// lot --players 2 --seed S` repeats it; both players get White for some
// seed.
func TestWhiteByLot(t *testing.T) {
	got := map[int]bool{}
	for seed := uint64(0); seed < 16; seed++ {
		w := WhiteByLot(3, 7, seed)
		want := 7
		if lot.Draw(2, seed)[0] == 1 {
			want = 3
		}
		if w != want || WhiteByLot(3, 7, seed) != w {
			t.Errorf("seed %d: %d, want %d", seed, w, want)
		}
		got[w] = true
	}
	if !got[3] || !got[7] {
		t.Errorf("16 seeds gave White only to %v", got)
	}
}
