package explain

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"arbiter/engine/swiss"
	"arbiter/engine/trf"
	"arbiter/model/i18n"
)

// TestGoldenFloaterColours is testdata/checklist/floater-colours-r2.trf,
// round 2 of 10 players (initial colour White). Round 1: 1-6 1-0, 7-2 0-1,
// 3-8 1-0, 9-4 0-1, 5-10 ½-½. Worked by hand:
//
//   - Score group 1: 1 (had W: prefers B, strong), 2 (B: W), 3 (W: B),
//     4 (B: W). S1 = 1, 2; S2 = 3, 4. The first candidate 1-3, 2-4
//     gives two players their colour twice (1 and 3 want Black, 2 and 4
//     White); the transposition 1-4, 2-3 gives everybody his colour: C12.
//   - Score group ½: 5 and 10 drew with each other in round 1, so they
//     cannot meet (C1): both move down.
//   - Score group 0 with 5 and 10 moved down: S1 = 5, 10, S2 = 6, 7, 8, 9;
//     5-6 and 10-7 are the first candidates and fine, the remainder 8-9
//     too.
//   - Colours, all by rule 1 (the preferences differ): 4-1, 2-3, 6-5,
//     10-7, 8-9; board order by the higher score, the lower score, the
//     higher rank: 4-1, 2-3, 6-5, 10-7, 8-9.
//
// bbpPairings (../../testdata/checklist/README.md) pairs it the same.
func TestGoldenFloaterColours(t *testing.T) {
	rep := handCase(t, "floater-colours-r2")
	text := rep.Text(i18n.En)
	mustContain(t, "the checklist", text,
		"S1: №1, №2; S2: №3, №4",
		"Transposition: №1 plays №4 instead of №3, because more players then get their colour preference (C12).",
		"№5 moves down instead of playing №10, because then №5 and №10 would have to meet, but they have already played each other (C1).",
		"Moved down from the bracket: №5, №10",
		"Moved up (paired with a moved-down player): №6, №7",
		"Board 1: №4 Player 0004 — №1 Player 0001; rule 1",
		"Board 5: №8 Player 0008 — №9 Player 0009; rule 1",
		"Pairing-allocated bye: none")
	golden(t, "floater-colours-r2.en.txt", text)
	golden(t, "floater-colours-r2.uk.txt", rep.Text(i18n.Uk))
	why, err := rep.Why(1, i18n.En)
	if err != nil {
		t.Fatal(err)
	}
	mustContain(t, "why 1", why, "№1 Player 0001 plays №4 Player 0004 on board 1.",
		"plays with Black; rule 1", "The first candidate by the rules was №3 Player 0003", "(C12)")
	why, _ = rep.Why(5, i18n.En)
	mustContain(t, "why 5", why, "№5 Player 0005 moved down from the score group ½ into the bracket of the score group 0.",
		"He moved down because then №5 and №10 would have to meet, but they have already played each other (C1).")
}

// TestGoldenBye is testdata/checklist/bye-r2.trf, round 2 of 5 players.
// Round 1: 1-3 1-0, 4-2 0-1, 5 the PAB. Worked by hand:
//
//   - Score group 1: 1 (W: prefers B), 2 (B: prefers W), 5 (the PAB: no
//     colour, a downfloat, may not have the PAB again, C2). S1 = 1,
//     S2 = 2, 5: one of them moves down. The first candidate 1-2 moves 5
//     down a second round in a row; 1-5 moves 2 down, who did not float:
//     C14 prefers 1-5.
//   - Score group 0 with 2 moved down: 2 plays the first resident 3 (2-4
//     met in round 1); 4 is left for the PAB. 3 could take it only if
//     2-4 met again (C1).
//   - Colours: 5-1 by rule 1 (5 has no preference); 2-3 both want White
//     with the same strength and the same history (B), so rule 4: the
//     higher-ranked 2 gets White. Boards 5-1, 2-3; the PAB to 4.
//
// bbpPairings pairs it the same.
func TestGoldenBye(t *testing.T) {
	rep := handCase(t, "bye-r2")
	text := rep.Text(i18n.En)
	mustContain(t, "the checklist", text,
		"Transposition: №1 plays №5 instead of №2, because fewer players then float down two rounds in a row (C14).",
		"Pairing-allocated bye: №4 Player 0004",
		"№3 (the same score) plays №2 instead, because then №2 and №4 would have to meet, but they have already played each other (C1).",
		"Board 2: №2 Player 0002 — №3 Player 0003; rule 4 of C.04.3 Art. 5: the preference of the higher-ranked player, №2, is granted.")
	golden(t, "bye-r2.en.txt", text)
	golden(t, "bye-r2.uk.txt", rep.Text(i18n.Uk))
	why, _ := rep.Why(4, i18n.Uk)
	mustContain(t, "why 4", why, "№4 Player 0004 отримує вільний тур.", "(C5)", "(C1)")
}

func handCase(t *testing.T, name string) *Report {
	t.Helper()
	in := readTRF(t, "../../testdata/checklist/"+name+".trf")
	rep, err := NewReport(in, 2, swiss.Options{}, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := readPairsFile(t, "../../testdata/checklist/"+name+".pairs")
	if format(rep.Engine) != format(want) {
		t.Fatalf("%s: the engine pairs %s, bbpPairings %s", name, format(rep.Engine), format(want))
	}
	return rep
}

// TestManualChange: board 1 of floater-colours-r2 changed by hand to
// 1-3 (Black for 3, White for 1) and board 2 to 4-2 (White for 4, Black
// for 2): nobody met before, but 1 and 2 do not get their preference.
// The bye of bye-r2 given by hand to 5 (who had the PAB): C2.
func TestManualChange(t *testing.T) {
	in := readTRF(t, "../../testdata/checklist/floater-colours-r2.trf")
	stored := trf.Pairing{Boards: []trf.Board{{White: 1, Black: 3}, {White: 4, Black: 2}, {White: 6, Black: 5}, {White: 10, Black: 7}, {White: 8, Black: 9}}}
	rep, err := NewReport(in, 2, swiss.Options{}, &stored, nil)
	if err != nil {
		t.Fatal(err)
	}
	text := rep.Text(i18n.En)
	mustContain(t, "the changes", text, "Changed by hand",
		"Board 1, №1 Player 0001 — №3 Player 0003, was changed by hand",
		"It weakens C12 and C13: №1 Player 0001 does not get his strong preference to play with Black.",
		"It weakens C12 and C13: №2 Player 0002 does not get his strong preference to play with White.")
	if why, _ := rep.Why(3, i18n.En); !strings.Contains(why, "was changed by hand") {
		t.Errorf("why 3 does not tell the change: %s", why)
	}
	in = readTRF(t, "../../testdata/checklist/bye-r2.trf")
	stored = trf.Pairing{Boards: []trf.Board{{White: 4, Black: 1}, {White: 2, Black: 3}}, Bye: 5}
	rep, err = NewReport(in, 2, swiss.Options{}, &stored, nil)
	if err != nil {
		t.Fatal(err)
	}
	mustContain(t, "the changes", rep.Text(i18n.En),
		"It breaks C2: №5 Player 0005 already had a bye or a win without playing.",
		"The pairing-allocated bye was given by hand to №5 Player 0005; the engine gave it to №4 Player 0004.",
		"It weakens C6 and C7: №1 Player 0001 floats down to a player with 0 points.")
}

// readPairsFile reads a bbpPairings answer: the count, "W B" lines, "N 0"
// for the PAB.
func readPairsFile(t *testing.T, path string) swiss.Pairing {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var p swiss.Pairing
	f := strings.Fields(string(data))
	for i := 1; i+1 < len(f); i += 2 {
		w, _ := strconv.Atoi(f[i])
		b, _ := strconv.Atoi(f[i+1])
		if b == 0 {
			p.Bye = w
		} else {
			p.Boards = append(p.Boards, swiss.Board{White: w, Black: b})
		}
	}
	return p
}
