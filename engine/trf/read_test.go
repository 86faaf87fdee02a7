package trf

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// p001 builds a 001 line by columns: id, name, rating, points text, then
// round blocks such as "   2 w 1".
func p001(id int, name string, rating int, pts string, rounds ...string) string {
	r := ""
	if rating > 0 {
		r = fmt.Sprint(rating)
	}
	s := fmt.Sprintf("001 %4d m    %-33s %4s %-3s %11s %-10s %4s %4s ", id, name, r, "UKR", "", "", pts, "")
	for _, b := range rounds {
		s += " " + b + " "
	}
	return strings.TrimRight(s, " ")
}

// small is a valid 4-player, 2-round file: 1-3 and 2-4 in round 1; 1-2
// played and 3-4 a forfeit in round 2.
func small() []string {
	return []string{
		"012 Test",
		"XXR 3",
		"XXC white1",
		p001(1, "Alpha, A", 2000, "1.5", "   3 w 1", "   2 b ="),
		p001(2, "Beta, B", 1900, "1.5", "   4 b 1", "   1 w ="),
		p001(3, "Gamma, G", 1800, "1.0", "   1 b 0", "   4 w +"),
		p001(4, "Delta, D", 0, "0.0", "   2 w 0", "   3 b -"),
	}
}

func readLines(lines []string) (*Tournament, error) {
	return Read(strings.NewReader(strings.Join(lines, "\n") + "\n"))
}

func TestReadSmall(t *testing.T) {
	tn, err := readLines(small())
	if err != nil {
		t.Fatal(err)
	}
	if tn.Name != "Test" || tn.TotalRounds != 3 || tn.InitialColour != InitialWhite || len(tn.Players) != 4 {
		t.Fatalf("header: %+v", tn)
	}
	p := tn.Player(1)
	want := Player{ID: 1, Sex: "m", Name: "Alpha, A", Rating: 2000, Federation: "UKR", Points: 3,
		Games: []Game{{3, White, Win}, {2, Black, Draw}}}
	if d := fmtPlayers(*p, want); !equalPlayer(*p, want) {
		t.Errorf("player 1: %s", d)
	}
	if tn.Player(4).Rating != 0 || tn.Player(5) != nil {
		t.Errorf("unrated player or missing player wrong")
	}
	if g := tn.Player(3).Game(2); g.Played() || g.Result != ForfeitWin {
		t.Errorf("forfeit read as %+v", g)
	}
	for id, want := range map[int]int{1: 3, 2: 3, 3: 2, 4: 0} {
		if got := tn.Player(id).Score(2); got != want {
			t.Errorf("Score(%d) = %d, want %d", id, got, want)
		}
	}
	if tn.Rounds() != 2 || tn.LastPairedRound() != 2 {
		t.Errorf("Rounds %d LastPairedRound %d", tn.Rounds(), tn.LastPairedRound())
	}
}

// TestReadTolerance: BOM, CRLF, trailing spaces and UTF-8 (Cyrillic) names
// counted in characters, not bytes.
func TestReadTolerance(t *testing.T) {
	lines := small()
	lines[3] = p001(1, "Шевченко, Тарас", 2000, "1.5", "   3 w 1", "   2 b =") + "   "
	in := "\ufeff" + strings.Join(lines, "\r\n") + "\r\n"
	tn, err := Read(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	p := tn.Player(1)
	if p.Name != "Шевченко, Тарас" || p.Rating != 2000 || len(p.Games) != 2 || p.Games[1] != (Game{2, Black, Draw}) {
		t.Errorf("player 1 = %+v", *p)
	}
	if tn.Name != "Test" {
		t.Errorf("name after BOM = %q", tn.Name)
	}
}

// TestReadExtensions: XXA, XXP, XXC rank, 013, 112/132 headers and unknown
// records (XXS, BBW, TRF-2026 lines) survive a round trip.
func TestReadExtensions(t *testing.T) {
	lines := append(small(),
		"XXA    1  1.0  0.5",
		"XXP 1 4",
		"XXS W=1.0 D=0.5",
		"BBW  1.0",
		"142 3",
		"112 Deputy One",
		"112 Deputy Two",
		fmt.Sprintf("%-91s%-10s%-10s", "132", "26/03/03", "26/03/04"),
		fmt.Sprintf("013 %-32s%4d %4d", "Team A", 1, 3),
	)
	lines[2] = "XXC black1 rank"
	tn, err := readLines(lines)
	if err != nil {
		t.Fatal(err)
	}
	if len(tn.Accelerations) != 1 || tn.Accelerations[0].Player != 1 || fmt.Sprint(tn.Accelerations[0].Points) != "[2 1]" {
		t.Errorf("XXA = %+v", tn.Accelerations)
	}
	if fmt.Sprint(tn.ForbiddenPairs) != "[[1 4]]" || !tn.PairByRank || tn.InitialColour != InitialBlack {
		t.Errorf("XXP %v XXC rank %v colour %c", tn.ForbiddenPairs, tn.PairByRank, tn.InitialColour)
	}
	if fmt.Sprint(tn.Other) != "[XXS W=1.0 D=0.5 BBW  1.0 142 3]" {
		t.Errorf("Other = %q", tn.Other)
	}
	if fmt.Sprint(tn.DeputyArbiters, tn.RoundDates) != "[Deputy One Deputy Two] [26/03/03 26/03/04]" {
		t.Errorf("112 %q 132 %q", tn.DeputyArbiters, tn.RoundDates)
	}
	if len(tn.Teams) != 1 || tn.Teams[0].Name != "Team A" || fmt.Sprint(tn.Teams[0].Members) != "[1 3]" {
		t.Errorf("teams = %+v", tn.Teams)
	}
	roundTrip(t, tn)
}

func roundTrip(t *testing.T, tn *Tournament) {
	t.Helper()
	var b strings.Builder
	if err := Write(&b, tn); err != nil {
		t.Fatal(err)
	}
	back, err := Read(strings.NewReader(b.String()))
	if err != nil {
		t.Fatalf("re-read: %v\n%s", err, b.String())
	}
	if d := diff(tn, back); d != "" {
		t.Errorf("round trip: %s", d)
	}
}

// TestReadTRF2026: 142 and 152 give the rounds and the initial colour
// when XXR/XXC are missing; XXR/XXC win when both are there.
func TestReadTRF2026(t *testing.T) {
	lines := append(small()[3:], "142 5", "152 B", "### comment")
	tn, err := readLines(lines)
	if err != nil {
		t.Fatal(err)
	}
	if tn.TotalRounds != 5 || tn.InitialColour != InitialBlack || fmt.Sprint(tn.Other) != "[142 5 152 B ### comment]" {
		t.Errorf("XXR %d XXC %c other %q", tn.TotalRounds, tn.InitialColour, tn.Other)
	}
	roundTrip(t, tn)
	tn, err = readLines(append([]string{"142 5", "152 B"}, small()...))
	if err != nil {
		t.Fatal(err)
	}
	if tn.TotalRounds != 3 || tn.InitialColour != InitialWhite {
		t.Errorf("XXR/XXC do not win: %d %c", tn.TotalRounds, tn.InitialColour)
	}
	roundTrip(t, tn)
}

func TestReadErrors(t *testing.T) {
	set := func(i int, s string) func([]string) []string {
		return func(l []string) []string { l[i] = s; return l }
	}
	add := func(s string) func([]string) []string {
		return func(l []string) []string { return append(l, s) }
	}
	tests := []struct {
		name       string
		edit       func([]string) []string
		line, col  int
		msgContain string
	}{
		{"bad pairing number", set(3, strings.Replace(small()[3], "   1 m", "  x1 m", 1)), 4, 5, "pairing number"},
		{"duplicate pairing number", add(p001(2, "Dup", 0, "0.0")), 8, 5, "already used"},
		{"pairing number out of range", add(p001(9, "Far", 0, "0.0")), 8, 5, "out of range"},
		{"bad rating", set(3, strings.Replace(small()[3], "2000", "20x0", 1)), 4, 49, "rating"},
		{"bad points", set(3, strings.Replace(small()[3], " 1.5", "1.25", 1)), 4, 81, "points"},
		{"bad colour", set(3, p001(1, "Alpha, A", 2000, "1.5", "   3 x 1", "   2 b =")), 4, 97, "colour"},
		{"bad result", set(3, p001(1, "Alpha, A", 2000, "1.5", "   3 w 7", "   2 b =")), 4, 99, "result"},
		{"bad opponent", set(3, p001(1, "Alpha, A", 2000, "1.5", "  3x w 1", "   2 b =")), 4, 92, "opponent"},
		{"unknown opponent", set(3, p001(1, "Alpha, A", 2000, "1.5", "   7 w 1", "   2 b =")), 4, 92, "does not exist"},
		{"self opponent", set(3, p001(1, "Alpha, A", 2000, "1.5", "   1 w 1", "   2 b =")), 4, 92, "himself"},
		{"not pointing back", set(3, p001(1, "Alpha, A", 2000, "1.5", "   4 w 1", "   2 b =")), 4, 92, "does not have 1"},
		{"both won", set(5, p001(3, "Gamma, G", 1800, "1.0", "   1 b 1", "   4 w +")), 4, 99, "contradict"},
		{"forfeit against played", set(6, p001(4, "Delta, D", 0, "0.0", "   2 w 0", "   3 b 0")), 6, 109, "contradict"},
		{"colours equal", set(5, p001(3, "Gamma, G", 1800, "1.0", "   1 w 0", "   4 w +")), 4, 97, "both have colour"},
		{"played without colours", set(5, p001(3, "Gamma, G", 1800, "1.0", "   1 - 0", "   4 w +")), 4, 97, "only one"},
		{"round past XXR", set(1, "XXR 1"), 4, 102, "past XXR"},
		{"bye with opponent", set(6, p001(4, "Delta, D", 0, "0.0", "   2 w 0", "   3 b H")), 7, 109, "bye result"},
		{"win without opponent", add(p001(5, "Eps", 0, "0.0", "0000 - 1")), 8, 99, "needs an opponent"},
		{"colour without opponent", add(p001(5, "Eps", 0, "0.0", "0000 w U")), 8, 97, "colour without opponent"},
		{"two PABs", func(l []string) []string {
			return append(l, p001(5, "E", 0, "1.0", "0000 - U"), p001(6, "F", 0, "1.0", "0000 - U"))
		}, 9, 99, "second pairing-allocated bye"},
		{"bad XXR", set(1, "XXR seven"), 2, 5, "rounds"},
		{"duplicate XXR", add("XXR 3"), 8, 1, "twice"},
		{"bad XXC", set(2, "XXC green1"), 3, 5, "XXC"},
		{"XXP unknown player", add("XXP 1 9"), 8, 5, "unknown player"},
		{"XXP one player", add("XXP 1"), 8, 5, "two players"},
		{"XXA unknown player", add("XXA    9  1.0"), 8, 5, "unknown player"},
		{"XXA bad points", add("XXA    1  x.0"), 8, 10, "acceleration"},
		{"team unknown member", add(fmt.Sprintf("013 %-32s%4d", "T", 12)), 8, 37, "not a player"},
		{"duplicate header", add("012 Again"), 8, 1, "twice"},
		{"bad 142", add("142 x"), 8, 5, "rounds"},
		{"bad 152", add("152 G"), 8, 5, "initial colour"},
		{"junk in separator column", set(3, small()[3][:8]+"x"+small()[3][9:]), 4, 9, "blank"},
		// a line cut short is named itself, not the next line that points to it
		{"line cut before its rounds", set(3, small()[3][:60]), 4, 102, "cut short"},
		{"line cut after round 1", set(4, small()[4][:len(small()[4])-10]), 5, 102, "player 2: the line ends before round 2, yet player 1 (line 4)"},
		{"junk between round blocks", set(3, p001(1, "Alpha, A", 2000, "1.5", "   3 w 1x", "  2 b =")), 4, 100, "blank"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tn, err := readLines(tc.edit(small()))
			var fe *FormatError
			if !errors.As(err, &fe) {
				t.Fatalf("err = %v (%T), want *FormatError", err, err)
			}
			if tn != nil {
				t.Errorf("tournament returned with an error")
			}
			if fe.Line != tc.line || fe.Col != tc.col || !strings.Contains(fe.Msg, tc.msgContain) {
				t.Errorf("got line %d col %d %q; want line %d col %d containing %q", fe.Line, fe.Col, fe.Msg, tc.line, tc.col, tc.msgContain)
			}
		})
	}
}
