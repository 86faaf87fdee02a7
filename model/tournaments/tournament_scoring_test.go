package tournaments_test

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	"arbiter/engine/swiss"
	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/i18n"
)

// The point system and the bye's value are checked and written in their
// short forms; what FIDE's rules do not allow is refused (two draws worth
// more than a win and a loss, a bye worth more than a win, under 1 / ½ / 0
// a bye other than 1, ½ or 0).
func TestScoringSettings(t *testing.T) {
	for _, c := range []struct {
		scoring, bye         string
		ok                   bool
		wantScoring, wantBye string
	}{
		{"", "", true, "", ""},
		{"1-0.5-0", "win", true, "", ""},
		{"3-1-0", "", true, "3-1-0", ""},
		{"3/1/0", "1", true, "3-1-0", "draw"},
		{"2-1-0,5", "draw", true, "2-1-0.5", "draw"},
		{"", "0.5", true, "", "draw"},
		{"", "0", true, "", "0"},
		{"3-1-0", "2", true, "3-1-0", "2"}, // a custom value below a win
		{"3-1-0", "4", false, "", ""},      // more than a win
		{"3-2-0", "", false, "", ""},       // two draws (4) over a win and a loss (3)
		{"1-1-0", "", false, "", ""},       // a draw worth a win
		{"1-0.5", "", false, "", ""},       // no loss value
		{"a-b-c", "", false, "", ""},
		{"", "0.7", false, "", ""},
		{"", "lots", false, "", ""},
	} {
		d := newDayEnv(t)
		got, err := d.svc.Tournaments.CreateTournament(bg, model.Tournament{Name: "Очки", StartDate: model.NewDate(2026, 5, 2),
			Rounds: 5, Scoring: c.scoring, ByePoints: c.bye})
		switch {
		case c.ok && err != nil:
			t.Errorf("%q/%q: %v", c.scoring, c.bye, err)
		case !c.ok && !model.IsKind(err, model.Invalid):
			t.Errorf("%q/%q: accepted (%v)", c.scoring, c.bye, err)
		case c.ok && (got.Scoring != c.wantScoring || got.ByePoints != c.wantBye):
			t.Errorf("%q/%q stored as %q/%q, want %q/%q", c.scoring, c.bye, got.Scoring, got.ByePoints, c.wantScoring, c.wantBye)
		}
	}
	d := newDayEnv(t)
	_, err := d.svc.Tournaments.CreateTournament(bg, model.Tournament{Name: "Очки", StartDate: model.NewDate(2026, 5, 2), Rounds: 5, Scoring: "3-2-0"})
	if msg := model.Message(err, i18n.Uk); msg != "Система очок 3-2-0, де вільний тур дає 3, не дозволена: дві нічиї давали б більше, ніж перемога й поразка." {
		t.Errorf("message %q", msg)
	}
	if msg := model.Message(err, i18n.En); msg != "The point system 3-2-0 with the bye worth 3 is not allowed: two draws would be worth more than a win and a loss." {
		t.Errorf("message %q", msg)
	}
}

// A 5-player Swiss under 3 / 1 / 0 with the bye worth a draw, worked by
// hand. Round 1: no. 5 gets the bye (1 point), no. 1 beats his opponent
// (3 points to 0), the other board is drawn (1 point each). The
// standings by STD, TPN: no. 1 (3 points, STD 1); nos. 2, 4, 5 with 1
// point, STD ½ each (a draw, the bye worth a draw), in pairing-number
// order; no. 3 last. The TRF-2026 export carries the system as record 162
// and the points in it; pairing it again gives the Service's round 2;
// imported, it brings the system back.
func TestScoring310Tournament(t *testing.T) {
	d := newDayEnv(t)
	ids := d.players(5, true)
	tr := d.tournament(model.Tournament{Rounds: 3, Scoring: "3-1-0", ByePoints: "draw", TieBreaks: "STD,TPN"})
	d.register(tr.ID, ids)
	v := d.pair(tr.ID)
	if v.Bye == nil || v.Bye.StartNo != 5 || len(v.Boards) != 2 {
		t.Fatalf("round 1: %+v", v)
	}
	for _, b := range v.Boards {
		code := "="
		switch {
		case b.White.StartNo == 1:
			code = "1-0"
		case b.Black.StartNo == 1:
			code = "0-1"
		}
		if err := d.svc.Tournaments.SetResult(bg, tr.ID, 1, b.No, code, false); err != nil {
			t.Fatal(err)
		}
	}
	st, err := d.svc.Tournaments.Standings(bg, tr.ID, 1)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range st.Rows {
		got = append(got, r.Place+":"+itoa(r.StartNo)+":"+r.PointsText+":"+string(r.Values[0]))
	}
	opp := 3 // no. 1 met no. 3 (S1 1, 2 against S2 3, 4)
	want := []string{"1:1:3:1", "2:2:1:½", "3:4:1:½", "4:5:1:½", "5:" + itoa(opp) + ":0:0"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("standings after round 1:\n got %v\nwant %v", got, want)
	}

	var buf bytes.Buffer
	if err := d.svc.TRF.WriteEdition(bg, tr.ID, &buf, trf.TRF26); err != nil {
		t.Fatal(err)
	}
	text := buf.String()
	if !strings.Contains(text, "\n162  W 3.0    D 1.0    L 0.0    A 0.0    P 1.0") {
		t.Errorf("no 162 record:\n%s", text)
	}
	back, err := trf.Read(strings.NewReader(text))
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	if back.Scoring == nil || back.Scoring.WinW != 6 || back.Scoring.DrawW != 2 || back.Scoring.PAB != 2 || back.Player(1).Points != 6 {
		t.Fatalf("read back: %+v, no. 1 has %d half-points", back.Scoring, back.Player(1).Points)
	}
	want2, err := swiss.Pair(back, 2)
	if err != nil {
		t.Fatal(err)
	}
	v2 := d.pair(tr.ID)
	if len(v2.Boards) != len(want2.Boards) || v2.Bye == nil || v2.Bye.StartNo != want2.Bye {
		t.Fatalf("round 2: %+v, the engine on the export: %+v", v2, want2)
	}
	for i, b := range want2.Boards {
		if v2.Boards[i].White.StartNo != b.White || v2.Boards[i].Black.StartNo != b.Black {
			t.Errorf("round 2 board %d: %d-%d, the engine on the export %d-%d", i+1, v2.Boards[i].White.StartNo, v2.Boards[i].Black.StartNo, b.White, b.Black)
		}
	}
	d.play(tr.ID, v2)
	d.pair(tr.ID) // the last round, checked by engine/check with its topscorers under 3-1-0
	if _, err := d.svc.Tournaments.UpdateTournament(bg, withScoring(tr, "", "")); !model.IsKind(err, model.Conflict) {
		t.Errorf("the point system changed after round 1: %v", err)
	}

	rep, err := d.svc.TRF.Import(bg, model.TRFImport{Date: model.NewDate(2026, 6, 1), Name: "Знову", Source: "310.trf", TRF: back})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Tournament.Scoring != "3-1-0" || rep.Tournament.ByePoints != "draw" || rep.Tournament.TieBreaks != "STD,TPN" {
		t.Errorf("imported as %q/%q, tie-breaks %q", rep.Tournament.Scoring, rep.Tournament.ByePoints, rep.Tournament.TieBreaks)
	}
}

func withScoring(t model.Tournament, scoring, bye string) model.Tournament {
	t.Scoring, t.ByePoints = scoring, bye
	return t
}

func itoa(n int) string { return strconv.Itoa(n) }

// A double round robin of 4 keeps its first cycle in Berger order when
// NoSwap is set (C.05 Annex 1, 3–4 players: R1 1–4 2–3, R2 4–3 1–2, R3
// 2–4 3–1), and by default exchanges rounds 2 and 3; the TRF-2026 192
// record says which, 202 carries the 2026 codes in TRF notation, and an
// import reads both back.
func TestDoubleRoundRobinSwapChoice(t *testing.T) {
	for _, noSwap := range []bool{false, true} {
		d := newDayEnv(t)
		ids := d.players(4, true)
		tr := d.tournament(model.Tournament{System: model.SystemDoubleRoundRobin, NoSwap: noSwap, TieBreaks: "DE,KS/L-1,SB/C2,RTNG/R,TPN/R"})
		d.register(tr.ID, ids)
		d.pair(tr.ID)
		wantR2, code := "4-3 1-2", "192 BERGER_DOUBLEROUNDROBIN"
		if !noSwap {
			wantR2, code = "2-4 3-1", "192 FIDE_DOUBLEROUNDROBIN"
		}
		v, err := d.svc.Pairings.Round(bg, tr.ID, 2)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, b := range v.Boards {
			got = append(got, itoa(b.White.StartNo)+"-"+itoa(b.Black.StartNo))
		}
		if strings.Join(got, " ") != wantR2 {
			t.Errorf("no swap %v: round 2 is %v, want %s", noSwap, got, wantR2)
		}
		if _, err := d.svc.Tournaments.UpdateTournament(bg, func() model.Tournament { x := tr; x.NoSwap = !noSwap; return x }()); !model.IsKind(err, model.Conflict) {
			t.Errorf("no swap %v: changed after pairing: %v", noSwap, err)
		}
		var buf bytes.Buffer
		if err := d.svc.TRF.WriteEdition(bg, tr.ID, &buf, trf.TRF26); err != nil {
			t.Fatal(err)
		}
		for _, line := range []string{code, "202 DE,KS/L-1,SB/C2,RTNG/R,TPN/R"} {
			if !strings.Contains(buf.String(), "\n"+line+"\n") {
				t.Errorf("no swap %v: the export lacks %q", noSwap, line)
			}
		}
		back, err := trf.Read(bytes.NewReader(buf.Bytes()))
		if err != nil {
			t.Fatal(err)
		}
		rep, err := d.svc.TRF.Import(bg, model.TRFImport{Date: model.NewDate(2026, 6, 1), Name: "Знову", Source: "drr.trf", TRF: back})
		if err != nil {
			t.Fatal(err)
		}
		if rep.Tournament.NoSwap != noSwap || rep.Tournament.System != model.SystemDoubleRoundRobin || rep.Tournament.TieBreaks != "DE,KS-L-1,SB-C2,RTNG-R,TPN-R" {
			t.Errorf("no swap %v: imported as %+v", noSwap, rep.Tournament)
		}
	}
}
