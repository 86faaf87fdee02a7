package team

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"testing"

	"arbiter/engine/trf"
)

func readTRF(t *testing.T, path string) *trf.Tournament {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	tn, err := trf.Read(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	return tn
}

// TestFromTRF013: the hand-made TRF-16 file holds the same round robin as
// rr4 (013 records, 2 boards); its standings are the hand-worked ones.
func TestFromTRF013(t *testing.T) {
	tt := readTRF(t, "../../testdata/teams/rr4-013.trf")
	tn, rosters, err := FromTRF(tt, ByMP)
	if err != nil {
		t.Fatal(err)
	}
	if tn.Settings.Boards != 2 || len(rosters) != 4 || rosters[3].Name != "Team D" || len(tn.Matches) != 6 {
		t.Fatalf("boards %d rosters %+v matches %d", tn.Settings.Boards, rosters, len(tn.Matches))
	}
	p, _ := PresetByKey("moscow-2010-team")
	st, err := Rank(tn, p.List, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := "1 Team B MP4 GP6 MPvGP=3 DE= WIN=2 TBR=1.5/1.5\n" +
		"2 Team A MP3 GP7 MPvGP=3.5 DE= WIN=1 TBR=1.5/2\n" +
		"3 Team D MP3 GP6 MPvGP=3 DE= WIN=1 TBR=1/2\n" +
		"4 Team C MP2 GP5 MPvGP=2.5 DE= WIN=0 TBR=2/0.5\n"
	if got := rowsText(st); got != want {
		t.Errorf("got\n%swant\n%s", got, want)
	}
}

// p001 writes a 001 record: pairing number, points and the round cells
// ("3 w 1") at their TRF-16 columns.
func p001(id int, pts string, rounds ...string) string {
	out := fmt.Sprintf("001 %4d      P%-32d", id, id)
	out += strings.Repeat(" ", 80-len(out)) + fmt.Sprintf("%4s", pts)
	for i, r := range rounds {
		var o int
		var c, res string
		fmt.Sscan(r, &o, &c, &res)
		out += strings.Repeat(" ", 91+10*i-len(out)) + fmt.Sprintf("%4d %s %s", o, c, res)
	}
	return out
}

// team2026 is a TRF-2026 file with every team record, the lines taken from
// the two published samples (chesspairing's and the FIDE TEC one).
// team2026 is a TRF-2026 file with every team record, the record lines
// taken from the two published samples (chesspairing's and the FIDE TEC
// one).
var team2026 = strings.Join([]string{
	"012 T", "XXR 2",
	p001(1, "1.5", "3 w 1", "4 b ="), // points as the results give them: trf.Read checks them
	p001(2, "1.0", "4 b 1", "3 w 0"),
	p001(3, "1.0", "1 b 0", "2 b 1"),
	p001(4, "0.5", "2 w 0", "1 w ="),
	"352 WBWB",
	"362 TW 2.0   TD 1.0   TL 0.0",
	"310   1 India                            IND     2486   15.0   28.0  11     1    2",
	"310   2 Team Beta                        NED     2233     2     3.0   2    3    4",
	"300   1   1   2    2    1",
	"320  1.0  2.0          2",
	"330 +-   2   1   2",
}, "\n") + "\n"

func TestTeamRecords2026(t *testing.T) {
	tt, err := trf.Read(strings.NewReader(team2026))
	if err != nil {
		t.Fatal(err)
	}
	d, err := tt.TeamRecords()
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Teams) != 2 || d.Teams[0].Name != "India" || d.Teams[0].Federation != "IND" || d.Teams[0].Rating != 2486 ||
		d.Teams[0].GP != 56 || d.Teams[0].Rank != 11 || len(d.Teams[0].Members) != 2 || d.Teams[1].MP != "2" {
		t.Errorf("310: %+v", d.Teams)
	}
	if len(d.Lineups) != 1 || d.Lineups[0].Team != 1 || d.Lineups[0].Opponent != 2 || d.Lineups[0].Players[0] != 2 {
		t.Errorf("300: %+v", d.Lineups)
	}
	if d.PABGP != 4 || len(d.PABs) != 1 || d.PABs[0] != (trf.TeamRound{Round: 3, Team: 2}) {
		t.Errorf("320: %+v %+v", d.PABGP, d.PABs)
	}
	if len(d.Forfeits) != 1 || d.Forfeits[0] != (trf.TeamForfeit{Result: "+-", Round: 2, White: 1, Black: 2}) {
		t.Errorf("330: %+v", d.Forfeits)
	}
	if d.Colours != "WBWB" || d.Scoring["TW"] != "2.0" {
		t.Errorf("352/362: %q %v", d.Colours, d.Scoring)
	}
	tn, _, err := FromTRF(tt, ByMP)
	if err != nil {
		t.Fatal(err)
	}
	// Round 1: the 300 record puts player 2 on board 1 (Black: team 2 is
	// first-named), player 1 on board 2; both India players win — 2:0.
	// Round 2: the 330 record decides over the players' lines: team 2
	// did not come, 4:0 (2 boards).
	st, err := Rank(tn, []Spec{{Code: TBR}}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if r := st.Rows[0]; r.Name != "India" || r.MP != 4 || r.GP != 8 {
		t.Errorf("row 1: %+v", r)
	}
	if m := tn.Matches[0]; m.Home != 2 || m.Boards[0].Away != 2 || m.Boards[1].Away != 1 {
		t.Errorf("round 1 match: %+v", m)
	}
}

func TestTeamRecordsRefuse(t *testing.T) {
	base := "012 T\n001    1      P1\n001    2      P2\n"
	tests := []struct{ name, add, want string }{
		{"310 member not a player", "310   1 A                                IND     2486    1.0    1.0   1     1    9\n", "member 9"},
		{"team defined twice", "310   1 A\n310   1 B\n", "defined twice"},
		{"bad 330", "330 ++   1   1   2\n", "forfeited match"},
		{"bad 352", "352 WXWB\n", "colour sequence"},
		{"013 team listed twice", "013 A                                  1\n013 A                                  2\n", "listed twice"},
	}
	for _, tc := range tests {
		tt, err := trf.Read(strings.NewReader(base + tc.add))
		if err == nil {
			_, _, err = FromTRF(tt, ByMP)
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: err = %v, want %q", tc.name, err, tc.want)
		}
	}
}
