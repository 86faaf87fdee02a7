package check

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"arbiter/engine/trf"
)

// line builds a 001 record: id, points text, round blocks like "   2 w 1".
func line(id int, pts string, rounds ...string) string {
	s := fmt.Sprintf("001 %4d m    %-33s %4d %-3s %11s %-10s %4s %4s ", id, fmt.Sprintf("P%d", id), 2000-id, "UKR", "", "", pts, "")
	for _, b := range rounds {
		s += " " + b + " "
	}
	return strings.TrimRight(s, " ")
}

func tourn(t *testing.T, lines ...string) *trf.Tournament {
	t.Helper()
	tn, err := trf.Read(strings.NewReader(strings.Join(lines, "\n")))
	if err != nil {
		t.Fatal(err)
	}
	return tn
}

// six: 6 players after 2 rounds (played colours in brackets):
// 1: 2.0 [W W] absolute Black; 2: 0.0 [B B] absolute White; 3: forfeit win
// over 4, then H (1.5, no colours); 4: forfeit loss, Z (0.0); 5: 1.0 [W B];
// 6: 1.0 [B W].
func six(t *testing.T, xxr string, extra ...string) *trf.Tournament {
	return tourn(t, append([]string{
		"XXR " + xxr,
		line(1, "2.0", "   2 w 1", "   5 w 1"),
		line(2, "0.0", "   1 b 0", "   6 b 0"),
		line(3, "1.5", "   4 w +", "0000 - H"),
		line(4, "0.0", "   3 b -", "0000 - Z"),
		line(5, "1.0", "   6 w 1", "   1 b 0"),
		line(6, "1.0", "   5 b 0", "   2 w 1"),
	}, extra...)...)
}

func rules(vs []Violation) []string {
	var r []string
	for _, v := range vs {
		r = append(r, v.Rule)
	}
	return r
}

func TestRound(t *testing.T) {
	b := func(w, bl int) trf.Board { return trf.Board{White: w, Black: bl} }
	tests := []struct {
		name  string
		xxr   string
		extra []string
		p     []trf.Board
		want  []string
	}{
		{"legal", "5", nil, []trf.Board{b(3, 1), b(2, 5), b(4, 6)}, nil},
		{"legal rematch after a forfeit", "5", nil, []trf.Board{b(6, 1), b(2, 5), b(3, 4)}, nil},
		{"rematch of a played game", "5", nil, []trf.Board{b(2, 1), b(5, 3), b(4, 6)}, []string{"C1"}},
		{"forbidden pair", "5", []string{"XXP 3 4"}, []trf.Board{b(6, 1), b(2, 5), b(3, 4)}, []string{"C1"}},
		{"paired twice and unpaired", "5", nil, []trf.Board{b(3, 1), b(4, 1), b(2, 5)}, []string{"completeness", "completeness"}},
		{"unknown player", "5", nil, []trf.Board{b(3, 1), b(2, 5), b(4, 9)}, []string{"completeness", "completeness"}},
		{"paired with himself", "5", nil, []trf.Board{b(3, 1), b(2, 5), b(4, 4)}, []string{"completeness", "completeness", "completeness"}},
		{"three whites", "5", nil, []trf.Board{b(1, 3), b(2, 5), b(4, 6)}, []string{"C3"}},
		{"two absolutes meet", "5", nil, []trf.Board{b(1, 2), b(5, 3), b(4, 6)}, []string{"C1", "C3", "C3"}},
		{"topscorer in the final round", "3", nil, []trf.Board{b(1, 3), b(2, 5), b(4, 6)}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			vs := Round(six(t, tc.xxr, tc.extra...), 3, trf.Pairing{Boards: tc.p})
			if got := rules(vs); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("rules = %v, want %v (%v)", got, tc.want, vs)
			}
		})
	}
}

func TestColourRule(t *testing.T) {
	for seq, bad := range map[string]bool{"": false, "w": false, "wbw": false, "wwb": false, "bww": false,
		"www": true, "bbb": true, "wbwbbb": true, "wwbwbww": true, "wwbw": false, "bwbwbwbb": false} {
		var h []trf.Colour
		for _, c := range seq {
			h = append(h, trf.Colour(c))
		}
		if got := colourRule(h) != ""; got != bad {
			t.Errorf("%q: violation %v, want %v", seq, got, bad)
		}
	}
}

// TestByeEligibility (C2): U, F and forfeit win block the PAB; H and Z do not.
func TestByeEligibility(t *testing.T) {
	for _, tc := range []struct {
		r1   string
		want []string
	}{
		{"0000 - U", []string{"C2"}}, {"0000 - F", []string{"C2"}}, {"0000 - H", nil}, {"0000 - Z", nil},
	} {
		tn := tourn(t, "XXR 3", line(1, "", tc.r1), line(2, "", "   3 w 1"), line(3, "", "   2 b 0"),
			line(4, "", "   5 w 1"), line(5, "", "   4 b 0"))
		p := trf.Pairing{Boards: []trf.Board{{White: 3, Black: 4}, {White: 5, Black: 2}}, Bye: 1}
		if got := rules(Round(tn, 2, p)); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("round 1 %q: %v, want %v", tc.r1, got, tc.want)
		}
	}
	tn := six(t, "5", line(7, "0.0", "0000 - Z", "0000 - Z"))
	p := trf.Pairing{Boards: []trf.Board{{White: 6, Black: 1}, {White: 2, Black: 5}, {White: 4, Black: 7}}, Bye: 3}
	if got := rules(Round(tn, 3, p)); !reflect.DeepEqual(got, []string{"C2"}) {
		t.Errorf("PAB after a forfeit win: %v", got)
	}
}

// TestAbsent: a player with an entry in column r must not be paired.
func TestAbsent(t *testing.T) {
	tn := six(t, "5")
	tn.Players[3].Games = append(tn.Players[3].Games, trf.Game{Colour: trf.NoColour, Result: trf.ZeroBye})
	ok := trf.Pairing{Boards: []trf.Board{{White: 3, Black: 1}, {White: 2, Black: 5}}, Bye: 6}
	if vs := Round(tn, 3, ok); len(vs) != 0 {
		t.Errorf("legal pairing with 4 absent flagged: %v", vs)
	}
	bad := trf.Pairing{Boards: []trf.Board{{White: 3, Black: 1}, {White: 2, Black: 5}, {White: 4, Black: 6}}}
	if got := rules(Round(tn, 3, bad)); !reflect.DeepEqual(got, []string{"absent"}) {
		t.Errorf("absent 4 paired: %v", got)
	}
}

func TestFindPairing(t *testing.T) {
	tn := six(t, "5")
	p, ok, err := FindPairing(tn, 3)
	if err != nil || !ok {
		t.Fatalf("FindPairing: %v %v", ok, err)
	}
	if vs := Round(tn, 3, p); len(vs) != 0 {
		t.Errorf("found pairing %+v violates %v", p, vs)
	}
	// Two players who already met: no pairing.
	tn = tourn(t, "XXR 3", line(1, "", "   2 w 1"), line(2, "", "   1 b 0"))
	if _, ok, err := FindPairing(tn, 2); ok || err != nil {
		t.Errorf("rematch-only field: ok %v err %v", ok, err)
	}
}
