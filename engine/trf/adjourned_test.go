package trf

import (
	"bytes"
	"reflect"
	"strings"
	"testing"
)

// adjournedFile: four players, two rounds; round 1 1-0 on board 1 (1-3),
// board 2 (4 White against 2) adjourned; round 2 paired on the draw
// assumption, 2-1 drawn, 3-4 not played yet. Points by hand: no. 1 has 1
// + ½ = 1.5, no. 2 ½ (the "?" counts as a draw) + ½ = 1.0, no. 3 0, no. 4
// ½.
const adjournedFile = "012 Adjourned\n" +
	"001    1 m    Alpha, A                          2000 UKR                        1.5       " + "    3 w 1     2 b =\n" +
	"001    2 m    Beta, B                           1900 UKR                        1.0       " + "    4 b ?     1 w =\n" +
	"001    3 m    Gamma, C                          1800 UKR                        0.0       " + "    1 b 0     4 w  \n" +
	"001    4 m    Delta, D                          1700 UKR                        0.5       " + "    2 w ?     3 b  \n"

// TestVCL_Q164_AdjournedWrittenAsQuestionMark: an adjourned game is
// written "?" on both lines of its board in TRF-2026, and the file's 162
// record gets the X symbol worth a draw (TRF-2026 record 162: "X Unknown
// result (e.g. adjourned game)", default the value of D) — Q164–165.
func TestVCL_Q164_AdjournedWrittenAsQuestionMark(t *testing.T) {
	tt, err := Read(strings.NewReader(adjournedFile))
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := WriteEdition(&b, tt, TRF26); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	// the standard 162 line (Record162's layout) with X at column 51
	want162 := "162  W 1.0    D 0.5    L 0.0    A 0.0    P 1.0    X 0.5\n"
	if !strings.Contains(out, want162) {
		t.Errorf("no %q in\n%s", want162, out)
	}
	if strings.Index(want162, "X") != 50 {
		t.Fatalf("X not at column 51")
	}
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(line, "001    2") && !strings.HasPrefix(line[91:], "   4 b ?") ||
			strings.HasPrefix(line, "001    4") && !strings.HasPrefix(line[91:], "   2 w ?") {
			t.Errorf("round 1 not written as ?: %q", line)
		}
	}
	// a file's own 162 line gets the X symbol added, with its D value
	tt.Other = append(tt.Other, "162  W 3.0    D 1.0    L 0.0")
	tt.Players[0].Points, tt.Players[1].Points, tt.Players[3].Points = 8, 4, 2 // 3 + 1, 1 + 1, 1 under 3-1-0
	b.Reset()
	if err := WriteEdition(&b, tt, TRF26); err != nil {
		t.Fatal(err)
	}
	if want := "162  W 3.0    D 1.0    L 0.0    X 1.0\n"; !strings.Contains(b.String(), want) {
		t.Errorf("own 162: no %q in\n%s", want, b.String())
	}
	// no adjourned game, no X
	tt.AdjournedAsDraws()
	tt.Other = nil
	tt.Players[0].Points, tt.Players[1].Points, tt.Players[3].Points = 3, 2, 1
	b.Reset()
	if err := WriteEdition(&b, tt, TRF26); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(b.String(), "162 ") || strings.Contains(b.String(), " ?") {
		t.Errorf("162 or ? without an adjourned game:\n%s", b.String())
	}
}

// TestVCL_Q166_ReadUnknownResult: the reader takes "?" for an unknown
// (adjourned) result: the board reads back, scores as a draw in the 001
// points check and as played, and AdjournedAsDraws turns it into the
// draw the pairing assumes (Q157, Q166). A "?" against a decided result
// on the other line is refused.
func TestVCL_Q166_ReadUnknownResult(t *testing.T) {
	tt, err := Read(strings.NewReader(adjournedFile))
	if err != nil {
		t.Fatal(err)
	}
	want := []AdjournedGame{{Round: 1, White: 4, Black: 2}}
	if got := tt.AdjournedGames(); !reflect.DeepEqual(got, want) {
		t.Errorf("AdjournedGames %v, want %v", got, want)
	}
	p2 := tt.Player(2)
	if !p2.Game(1).Played() || p2.Score(1) != 1 {
		t.Errorf("? not a played draw: played %v, score %d", p2.Game(1).Played(), p2.Score(1))
	}
	if got := tt.AdjournedAsDraws(); !reflect.DeepEqual(got, want) {
		t.Errorf("AdjournedAsDraws %v", got)
	}
	if p2.Game(1).Result != Draw || tt.Player(4).Game(1).Result != Draw || len(tt.AdjournedGames()) != 0 {
		t.Errorf("not a draw after AdjournedAsDraws: %+v", p2.Game(1))
	}
	bad := strings.Replace(adjournedFile, "    2 w ?", "    2 w 1", 1)
	bad = strings.Replace(bad, "0.5       ", "1.5       ", 1)
	if _, err := Read(strings.NewReader(bad)); err == nil {
		t.Error("? against 1 read")
	}
}

// TestVCL_Q166_UnknownSymbolRead: a result symbol outside the TRF code
// table in a game's cell is read as an unknown result, "?" (adjourned, a
// draw for the pairing), with a WarnUnknownResult warning naming the line,
// the column and the symbol; the file is not refused. Player 2's line is
// line 3 of adjournedFile and round 1's result is at column 92 + 7 = 99.
// A cell that is no game (no opponent) or a control character is still
// refused, as is an unknown symbol against a decided result.
func TestVCL_Q166_UnknownSymbolRead(t *testing.T) {
	for _, sym := range []string{"Q", "*", "x", "!", "Ж"} {
		src := strings.Replace(adjournedFile, "    4 b ?", "    4 b "+sym, 1)
		tt, err := Read(strings.NewReader(src))
		if err != nil {
			t.Errorf("%q: %v", sym, err)
			continue
		}
		want := []AdjournedGame{{Round: 1, White: 4, Black: 2}}
		if got := tt.AdjournedGames(); !reflect.DeepEqual(got, want) {
			t.Errorf("%q: AdjournedGames %v, want %v", sym, got, want)
		}
		var ws []Warning
		for _, w := range tt.Warnings {
			if w.Kind == WarnUnknownResult {
				ws = append(ws, w)
			}
		}
		if len(ws) != 1 || ws[0].Line != 3 || ws[0].Col != 99 || ws[0].Round != 1 || string(ws[0].Symbol) != sym ||
			!strings.Contains(ws[0].String(), "line 3, column 99") || !strings.Contains(ws[0].Msg, sym) {
			t.Errorf("%q: warnings %+v", sym, tt.Warnings)
		}
	}
	// both lines unknown: two warnings, one game
	both := strings.Replace(strings.Replace(adjournedFile, "    4 b ?", "    4 b Q", 1), "    2 w ?", "    2 w Q", 1)
	if tt, err := Read(strings.NewReader(both)); err != nil || len(tt.Warnings) != 2 || len(tt.AdjournedGames()) != 1 {
		t.Errorf("both Q: %v %+v", err, tt)
	}
	refused := map[string][2]string{
		"no opponent":      {strings.Replace(adjournedFile, "    4 w  \n", "    4 w    0000 - Q\n", 1), "line 4, column 119: bad result"},
		"control":          {strings.Replace(adjournedFile, "    4 b ?", "    4 b \x01", 1), "line 3, column 99: bad result"},
		"against a result": {strings.Replace(strings.Replace(adjournedFile, "    4 b ?", "    4 b Q", 1), "    2 w ?", "    2 w 1", 1), "line 3"},
	}
	for name, c := range refused {
		if _, err := Read(strings.NewReader(c[0])); err == nil || !strings.Contains(err.Error(), c[1]) {
			t.Errorf("%s: %v, want %q", name, err, c[1])
		}
	}
}
