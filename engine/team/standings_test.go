package team

import (
	"fmt"
	"strings"
	"testing"
)

// rr4 is a 4-team, 2-board round robin worked out by hand (half-points,
// home first):
//
//	R1 A–B 4:0 (MP 2:0)  C–D 2:2 (1:1)
//	R2 A–C 2:2 (1:1)     B–D 3:1 (2:0)
//	R3 A–D 1:3 (0:2)     B–C 3:1 (2:0)
//
// Totals MP: A 3, B 4, C 2, D 3. GP (half-points): A 7, B 6, C 5, D 6.
func rr4(primary Primary) *Tournament {
	s := FIDEDefaults(2)
	s.Primary = primary
	return &Tournament{Settings: s,
		Teams: []Info{{1, "A"}, {2, "B"}, {3, "C"}, {4, "D"}},
		Matches: []Match{
			game(1, 1, 2, 2, 2), game(1, 3, 4, 2, 0),
			game(2, 1, 3, 1, 1), game(2, 2, 4, 2, 1),
			game(3, 1, 4, 0, 1), game(3, 2, 3, 1, 2),
		}}
}

func rowsText(st *Standings) string {
	var b strings.Builder
	for _, r := range st.Rows {
		fmt.Fprintf(&b, "%s %s MP%d GP%d", r.PlaceText(), r.Name, r.MP, r.GP)
		for k, v := range r.Values {
			fmt.Fprintf(&b, " %s=%s", st.List[k], v.Text(st.List[k].Code, st.Primary, true))
		}
		b.WriteString("\n")
	}
	return b.String()
}

func TestRankTieBreaks(t *testing.T) {
	tests := []struct {
		name    string
		primary Primary
		list    string
		want    string
	}{
		{"no list: shared place", ByMP, "WIN",
			"1 B MP4 GP6 WIN=2\n2-3 A MP3 GP7 WIN=1\n2-3 D MP3 GP6 WIN=1\n4 C MP2 GP5 WIN=0\n"},
		// A and D are separated by MPvGP before DE is reached: DE stays blank.
		{"secondary score first (§18)", ByMP, "MPvGP,DE",
			"1 B MP4 GP6 MPvGP=3 DE=\n2 A MP3 GP7 MPvGP=3.5 DE=\n3 D MP3 GP6 MPvGP=3 DE=\n4 C MP2 GP5 MPvGP=2.5 DE=\n"},
		{"direct encounter first", ByMP, "DE,MPvGP",
			"1 B MP4 GP6 DE= MPvGP=3\n2 D MP3 GP6 DE=2 MPvGP=3\n3 A MP3 GP7 DE=0 MPvGP=3.5\n4 C MP2 GP5 DE= MPvGP=2.5\n"},
		{"EDE: DE on MP then GP", ByMP, "EDE",
			"1 B MP4 GP6 EDE=\n2 D MP3 GP6 EDE=2/1.5\n3 A MP3 GP7 EDE=0/0.5\n4 C MP2 GP5 EDE=\n"},
		// B: A 3×0 + D 3×2 + C 2×2 = 10 (MP); A 3×0 + D 3×3 + C 2×3 = 15 half-points.
		// C: D 3×1 + A 3×1 + B 4×0 = 6; D 3×2 + A 3×2 + B 4×1 = 16 half-points.
		{"Sonneborn-Berger family", ByMP, "EMMSB,EMGSB",
			"1 B MP4 GP6 EMMSB=10 EMGSB=7.5\n2 A MP3 GP7 EMMSB=10 EMGSB=11.5\n3 D MP3 GP6 EMMSB=8 EMGSB=8.5\n4 C MP2 GP5 EMMSB=6 EMGSB=8\n"},
		{"Buchholz on MP and GP", ByMP, "BH:MP,BH:GP",
			"1 B MP4 GP6 BH:MP=8 BH:GP=9\n2 D MP3 GP6 BH:MP=9 BH:GP=9\n3 A MP3 GP7 BH:MP=9 BH:GP=8.5\n4 C MP2 GP5 BH:MP=10 BH:GP=9.5\n"},
		{"Buchholz Cut-1", ByMP, "BH:MP/C1",
			"1 B MP4 GP6 BH:MP/C1=6\n2-3 A MP3 GP7 BH:MP/C1=7\n2-3 D MP3 GP6 BH:MP/C1=7\n4 C MP2 GP5 BH:MP/C1=7\n"},
		{"board by board", ByMP, "TBR,BC,BBE",
			"1 B MP4 GP6 TBR=1.5/1.5 BC=4.5 BBE=1.5\n2 A MP3 GP7 TBR=1.5/2 BC=5.5 BBE=1.5\n3 D MP3 GP6 TBR=1/2 BC=5 BBE=1\n4 C MP2 GP5 TBR=2/0.5 BC=3 BBE=2\n"},
		{"GP primary (§3)", ByGP, "WIN,TBR",
			"1 A MP3 GP7 WIN=1 TBR=1.5/2\n2 B MP4 GP6 WIN=2 TBR=1.5/1.5\n3 D MP3 GP6 WIN=1 TBR=1/2\n4 C MP2 GP5 WIN=0 TBR=2/0.5\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			list, _, err := ParseList(tc.list)
			if err != nil {
				t.Fatal(err)
			}
			st, err := Rank(rr4(tc.primary), list, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if got := rowsText(st); got != tc.want {
				t.Errorf("got\n%swant\n%s", got, tc.want)
			}
		})
	}
}

// TestDirectEncounterNeedsAllMet: after round 2 B and C are tied on MP
// without having met; DE cannot separate them (C.07 art. 6).
func TestDirectEncounterNeedsAllMet(t *testing.T) {
	tn := rr4(ByMP)
	tn.Rounds = 2
	st, err := Rank(tn, []Spec{{Code: DE}}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := "1 A MP3 GP6 DE=\n2-3 B MP2 GP3 DE=\n2-3 C MP2 GP4 DE=\n4 D MP1 GP3 DE=\n"
	if got := rowsText(st); got != want {
		t.Errorf("got\n%swant\n%s", got, want)
	}
}

// extraTournament: X wins every match 2½:1½ (4 boards) but Y, beaten by
// X, wins its other matches 4:0 and leads on GP (§3: GP decide).
//
//	X: 5+5+5 = 15 half-points, MP 6;  Y: 3+8+8 = 19, MP 4
func extraTournament() *Tournament {
	return &Tournament{Settings: Defaults(4),
		Teams: []Info{{1, "X"}, {2, "Y"}, {3, "P"}, {4, "Q"}},
		Matches: []Match{
			game(1, 1, 2, 2, 1, 1, 1), game(1, 3, 4, 1, 1, 1, 1),
			game(2, 2, 3, 2, 2, 2, 2), game(2, 4, 1, 1, 1, 1, 0),
			game(3, 2, 4, 2, 2, 2, 2), game(3, 1, 3, 2, 1, 1, 1),
		}}
}

// TestExtraMatch: «Если команда выиграла все матчи и при этом заняла 2
// место, то она имеет право на дополнительный матч за 1 место» (§3, §19).
func TestExtraMatch(t *testing.T) {
	p, _ := PresetByKey("moscow-2010-dyussh")
	tests := []struct {
		name    string
		rule    bool
		extra   *Match
		first   string
		flagged bool
		decided bool
	}{
		{"rule off", false, nil, "Y", false, false},
		{"flagged, not yet played", true, nil, "Y", true, false},
		{"challenger wins the extra match", true, func() *Match { m := game(4, 1, 2, 2, 2, 1, 1); return &m }(), "X", true, true},
		{"challenger loses it", true, func() *Match { m := game(4, 1, 2, 0, 0, 1, 1); return &m }(), "Y", true, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tn := extraTournament()
			tn.Rounds = 3
			st, err := Rank(tn, p.List, Options{ExtraMatchRule: tc.rule, Extra: tc.extra})
			if err != nil {
				t.Fatal(err)
			}
			if st.Rows[0].Name != tc.first || st.Rows[0].Place != 1 || st.Rows[1].Place != 2 {
				t.Errorf("first %s (places %d, %d), want %s", st.Rows[0].Name, st.Rows[0].Place, st.Rows[1].Place, tc.first)
			}
			if (st.Extra != nil) != tc.flagged {
				t.Fatalf("extra = %+v", st.Extra)
			}
			if st.Extra != nil && (st.Extra.Challenger != 1 || st.Extra.Holder != 2 || st.Extra.Decided != tc.decided) {
				t.Errorf("extra = %+v", st.Extra)
			}
		})
	}
	if st, _ := Rank(extraTournament(), p.List, Options{}); st.Rows[0].GP != 19 || st.Rows[1].GP != 15 || st.Rows[1].MP != 6 {
		t.Errorf("GP %d/%d MP %d", st.Rows[0].GP, st.Rows[1].GP, st.Rows[1].MP)
	}
}

func TestRecordsRefuseBadData(t *testing.T) {
	tests := []struct {
		name string
		t    *Tournament
		want string
	}{
		{"team listed twice", &Tournament{Settings: Defaults(2), Teams: []Info{{1, "A"}, {1, "B"}}}, "listed twice"},
		{"unknown team", &Tournament{Settings: Defaults(2), Teams: []Info{{1, "A"}}, Matches: []Match{game(1, 1, 7, 2, 2)}}, "does not exist"},
		{"two matches in a round", &Tournament{Settings: Defaults(2), Teams: []Info{{1, "A"}, {2, "B"}, {3, "C"}},
			Matches: []Match{game(1, 1, 2, 2, 2), game(1, 1, 3, 2, 2)}}, "two matches"},
	}
	for _, tc := range tests {
		if _, err := tc.t.Records(); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: err = %v", tc.name, err)
		}
	}
}

func TestParseList(t *testing.T) {
	if _, _, err := ParseList("MPvGP,XYZ"); err == nil || !strings.Contains(err.Error(), "XYZ") {
		t.Errorf("unknown code: %v", err)
	}
	if _, _, err := ParseList("WIN/C1"); err == nil {
		t.Error("WIN/C1 accepted")
	}
	l, p, err := ParseList("moscow-2010-team")
	if err != nil || p == nil || len(l) != 4 || l[0].Code != MPvGP {
		t.Errorf("preset: %v %v %v", l, p, err)
	}
	l, _, err = ParseList("emgsb/c1, bh:gp")
	if err != nil || l[0] != (Spec{Code: EMGSB, Cut: 1}) || l[1] != (Spec{Code: BHGP}) {
		t.Errorf("codes: %v %v", l, err)
	}
	for _, p := range Presets {
		if !strings.HasPrefix(p.Article, "seed 004 §") && !strings.HasPrefix(p.Article, "FIDE C.07 20") {
			t.Errorf("preset %s does not name the article: %q", p.Key, p.Article)
		}
	}
}

// TestWonEveryMatchBye: the right to the extra match (§3, §19: «выиграла
// все матчи») counts matches only. A team bye, a requested bye and a round
// without a match are not matches: they neither make the right (a bye and
// one lost match is not "every match won") nor take it away (a bye and two
// won matches is). Worked by hand from the records below (2 boards, MP
// 2/1/0; a bye worth a win, 4 half-points, so that its MP equal a win's).
func TestWonEveryMatchBye(t *testing.T) {
	s := FIDEDefaults(2)
	win := RoundRecord{Opponent: 2, Own: Side{Kind: Played, MP: 2, GP: 3, Boards: []int{2, 1}}}
	loss := RoundRecord{Opponent: 3, Own: Side{Kind: Played, MP: 0, GP: 1, Boards: []int{1, 0}}}
	bye := RoundRecord{Own: Side{Kind: ByeRound, MP: 2, GP: 4, Boards: []int{2, 2}}}
	asked := RoundRecord{Own: Side{Kind: Requested, MP: 1, GP: 2, Boards: []int{1, 1}}}
	free := RoundRecord{Own: Side{Kind: NotPaired, Boards: []int{0, 0}}}
	for _, tc := range []struct {
		name   string
		rounds []RoundRecord
		want   bool
	}{
		{"two wins and a bye", []RoundRecord{win, bye, win}, true},
		{"a bye is not a won match", []RoundRecord{bye, loss}, false},
		{"only byes", []RoundRecord{bye, asked}, false},
		{"a free round of a round robin", []RoundRecord{free, win, win}, true},
		{"a requested bye and a win", []RoundRecord{asked, win}, true},
	} {
		r := Record{Rounds: tc.rounds}
		if got := r.WonEveryMatch(s); got != tc.want {
			t.Errorf("%s: WonEveryMatch = %v, want %v", tc.name, got, tc.want)
		}
	}
}
