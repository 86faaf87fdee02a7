package tournaments_test

import (
	"bytes"
	"errors"
	"reflect"
	"strings"
	"testing"

	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/fide"
	"arbiter/model/i18n"
)

// The FIDE checklist's questions on adjourned games (FIDE C.02,
// VCL4THP.13 Q157–169; model/tournaments/adjourned.go; docs/vcl.md).

// adjournedSwiss is a 10-player Dutch Swiss of 5 rounds (FIDE mode by
// default) with round 1 played and round 2 paired and played, board 1
// entered with first (the other boards as dayEnv.play has them).
func adjournedSwiss(t *testing.T, first string) (*dayEnv, model.Tournament, model.RoundView) {
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{System: model.SystemSwissDutch, Rounds: 5})
	d.register(tr.ID, d.players(10, true))
	d.play(tr.ID, d.pair(tr.ID))
	v := d.pair(tr.ID)
	if err := d.svc.Tournaments.SetResult(bg, tr.ID, 2, 1, first, false); err != nil {
		t.Fatal(err)
	}
	rest := v
	rest.Boards = v.Boards[1:]
	d.play(tr.ID, rest)
	return d, tr, v
}

func roundView(t *testing.T, d *dayEnv, id model.TournamentID, r int) model.RoundView {
	t.Helper()
	v, err := d.svc.Pairings.Round(bg, id, r)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func pairsOf(v model.RoundView) [][2]int {
	var out [][2]int
	for _, b := range v.Boards {
		out = append(out, [2]int{b.White.StartNo, b.Black.StartNo})
	}
	return out
}

// TestVCL_Q157_AdjournedCountsAsDraw: «відкл» (or "?", "adj") records a
// board as adjourned; it shows as adjourned with the draw it counts as,
// scores ½ each in the standings (Q167: no other provisional score), and
// round 3 is paired exactly as after a draw on that board (C.04.2).
func TestVCL_Q157_AdjournedCountsAsDraw(t *testing.T) {
	d, tr, v := adjournedSwiss(t, "відкл")
	got := roundView(t, d, tr.ID, 2)
	if b := got.Boards[0]; !b.Adjourned || b.Result != model.Drawn {
		t.Fatalf("board 1: adjourned %v, result %v", b.Adjourned, b.Result)
	}
	for _, b := range got.Boards[1:] {
		if b.Adjourned {
			t.Errorf("board %d marked adjourned", b.No)
		}
	}
	twin, ttr, _ := adjournedSwiss(t, "=")
	st, err := d.svc.Tournaments.Standings(bg, tr.ID, 2)
	if err != nil {
		t.Fatal(err)
	}
	st2, err := twin.svc.Tournaments.Standings(bg, ttr.ID, 2)
	if err != nil {
		t.Fatal(err)
	}
	points := func(s *model.StandingsView) map[int]int {
		m := map[int]int{}
		for _, r := range s.Rows {
			m[r.StartNo] = r.Points
		}
		return m
	}
	if len(st.Adjourned) != 1 || st.Adjourned[0].Round != 2 || st.Adjourned[0].Board != 1 || len(st2.Adjourned) != 0 {
		t.Errorf("standings' adjourned games %v, twin %v", st.Adjourned, st2.Adjourned)
	}
	if got := model.AdjournedNote(i18n.Uk, st.Adjourned); got != "Відкладені партії, зараховані як нічиї, доки не внесено їхні результати: тур 2, дошка 1." {
		t.Errorf("note %q", got)
	}
	if a, b := points(st), points(st2); !reflect.DeepEqual(a, b) {
		t.Errorf("points with the adjourned game %v, with a draw %v", a, b)
	}
	w, b := v.Boards[0].White.StartNo, v.Boards[0].Black.StartNo
	if p := points(st); p[w] != v.Boards[0].White.Points+1 || p[b] != v.Boards[0].Black.Points+1 {
		t.Errorf("the adjourned game is not ½ each: %d → %d, %d → %d", v.Boards[0].White.Points, p[w], v.Boards[0].Black.Points, p[b])
	}
	r3, r3twin := d.pair(tr.ID), twin.pair(ttr.ID)
	if !reflect.DeepEqual(pairsOf(r3), pairsOf(r3twin)) {
		t.Errorf("round 3 after the adjourned game %v, after a draw %v", pairsOf(r3), pairsOf(r3twin))
	}
	// the other spellings, and a second «adjourned» is no change
	for _, code := range []string{"?", "ADJ", " відкладена "} {
		if !model.IsAdjournedCode(code) {
			t.Errorf("%q is not «adjourned»", code)
		}
	}
	if err := d.svc.Tournaments.SetResult(bg, tr.ID, 2, 1, "?", false); err != nil {
		t.Errorf("adjourned again: %v", err)
	}
	// a board with a result is adjourned only as a correction
	if err := d.svc.Tournaments.SetResult(bg, tr.ID, 2, 2, "?", false); model.KindOf(err) != model.Conflict {
		t.Errorf("board with a result adjourned without --correct: %v", err)
	}
	if model.AdjournedMark(i18n.Uk) != "відкл." || model.AdjournedMark(i18n.En) != "adjourned" {
		t.Errorf("mark %q / %q", model.AdjournedMark(i18n.Uk), model.AdjournedMark(i18n.En))
	}
}

// TestVCL_Q162_AdjournedResultAnyTime: the real result of an adjourned
// game can be entered whenever it is known — here after rounds 3 and 4
// were paired, where in FIDE mode an ordinary correction of round 2 is
// refused (Q189) — without --correct. A draw closes it with no warning;
// any other result is a Level 3 warning (Q163) and a
// "### Adjournment @ Round 2" line in the TRF-2026 file.
func TestVCL_Q162_AdjournedResultAnyTime(t *testing.T) {
	d, tr, _ := adjournedSwiss(t, "?")
	d.play(tr.ID, d.pair(tr.ID))
	d.play(tr.ID, d.pair(tr.ID))
	// an ordinary board of round 2 cannot be corrected any more
	if err := d.svc.Tournaments.SetResult(bg, tr.ID, 2, 2, "=", true); model.KindOf(err) != model.Conflict {
		t.Fatalf("correction of round 2 after round 4 was paired: %v", err)
	}
	// 1-0 without confirmation: Level 3, nothing changes
	err := d.svc.Tournaments.SetResult(bg, tr.ID, 2, 1, "1-0", false)
	if pendingStep(err) != 1 || !reflect.DeepEqual(codes(err), []string{"adjourned-result"}) {
		t.Fatalf("1-0 unconfirmed: %v", err)
	}
	if p, _ := fide.AsPending(err); p.Warnings[0].Level != fide.Confirm {
		t.Errorf("level %d", p.Warnings[0].Level)
	}
	if !strings.Contains(model.Message(err, i18n.Uk), "Відкладена партія на дошці 1 туру 2 закінчилася 1-0") {
		t.Errorf("Ukrainian: %s", model.Message(err, i18n.Uk))
	}
	if b := roundView(t, d, tr.ID, 2).Boards[0]; !b.Adjourned || b.Result != model.Drawn {
		t.Fatalf("changed though refused: %+v", b)
	}
	if err := d.svc.FIDE.SetResult(bg, tr.ID, 2, 1, "1-0", false, fide.Ack{Confirmed: true}); err != nil {
		t.Fatal(err)
	}
	if b := roundView(t, d, tr.ID, 2).Boards[0]; b.Adjourned || b.Result != model.WhiteWon {
		t.Fatalf("after the real result: %+v", b)
	}
	es := history(t, d, tr.ID)
	last := es[len(es)-1]
	if last.Kind != fide.KindAdjournment || last.Round != 2 || !strings.Contains(last.Text, "after round 3 was paired") {
		t.Errorf("event %+v", last)
	}
	want := "### Adjournment @ Round 2 ("
	if out := trf26(t, d, tr.ID); !strings.Contains(out, want) || !strings.Contains(out, "adjourned game ended 1-0") {
		t.Errorf("no %q line in\n%s", want, out)
	}

	// a draw closes the game with no warning and no event
	d2, tr2, _ := adjournedSwiss(t, "?")
	n := len(history(t, d2, tr2.ID))
	if err := d2.svc.Tournaments.SetResult(bg, tr2.ID, 2, 1, "½-½", false); err != nil {
		t.Fatal(err)
	}
	if b := roundView(t, d2, tr2.ID, 2).Boards[0]; b.Adjourned || b.Result != model.Drawn {
		t.Errorf("after the draw: %+v", b)
	}
	if len(history(t, d2, tr2.ID)) != n {
		t.Error("a draw was logged")
	}
}

// TestVCL_Q168_PairingWhileAdjourned: pairing while an adjourned game is
// open is a Level 2 warning (shown, nothing to confirm) naming the board;
// the round is paired.
func TestVCL_Q168_PairingWhileAdjourned(t *testing.T) {
	d, tr, _ := adjournedSwiss(t, "?")
	ws, err := d.svc.FIDE.PairingWarnings(bg, tr.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(ws) != 1 || ws[0].Level != fide.Shown || ws[0].Code != "adjourned-open" || fide.Need(ws) != 0 {
		t.Fatalf("warnings %+v", ws)
	}
	if got := ws[0].In(i18n.Uk); got != "Рівень 2: Відкладена партія на дошці 1 туру 2 ще не має результату: наступний тур жеребкується з нічиєю в ній." {
		t.Errorf("Ukrainian %q", got)
	}
	d.pair(tr.ID)
	if err := d.svc.Tournaments.SetResult(bg, tr.ID, 2, 1, "=", false); err != nil {
		t.Fatal(err)
	}
	if ws, err := d.svc.FIDE.PairingWarnings(bg, tr.ID); err != nil || len(ws) != 0 {
		t.Errorf("after the result: %v %v", ws, err)
	}
}

// TestVCL_Q169_NoFinalWhileAdjourned: while an adjourned game is open
// there are no final standings (finishing is refused, with a Ukrainian
// message naming the board and round and how to enter the result) and no
// TRF-16 file (the rating report; it has no code for the game); the
// TRF-2026 export (in-tournament data exchange) writes the game "?" with
// the X symbol of record 162 (Q164–165), and reads back as adjourned
// (Q166).
func TestVCL_Q169_NoFinalWhileAdjourned(t *testing.T) {
	d, tr, v := adjournedSwiss(t, "?")
	for r := 3; r <= 5; r++ {
		d.play(tr.ID, d.pair(tr.ID))
	}
	_, err := d.svc.Tournaments.FinishTournament(bg, tr.ID, false)
	if !errors.Is(err, model.ErrAdjournedOpen) {
		t.Fatalf("finished with an adjourned game: %v", err)
	}
	if msg := model.Message(err, i18n.Uk); !strings.Contains(msg, "Відкладена партія на дошці 1 туру 2 ще не має результату") ||
		!strings.Contains(msg, "tournament result") {
		t.Errorf("message %q", msg)
	}
	var b bytes.Buffer
	if err := d.svc.TRF.Write(bg, tr.ID, &b); !errors.Is(err, model.ErrAdjournedOpen) {
		t.Errorf("TRF-16 written: %v", err)
	}
	if err := d.svc.TRF.WriteEdition(bg, tr.ID, &b, trf.TRF16); !errors.Is(err, model.ErrAdjournedOpen) {
		t.Errorf("TRF-16 written: %v", err)
	}
	out := trf26(t, d, tr.ID)
	if !strings.Contains(out, "162  W 1.0    D 0.5    L 0.0    A 0.0    P 1.0    X 0.5\n") {
		t.Errorf("no 162 with X:\n%s", out)
	}
	f, err := trf.Read(strings.NewReader(out))
	if err != nil {
		t.Fatal(err)
	}
	w, bl := v.Boards[0].White.StartNo, v.Boards[0].Black.StartNo
	if got := f.AdjournedGames(); !reflect.DeepEqual(got, []trf.AdjournedGame{{Round: 2, White: w, Black: bl}}) {
		t.Errorf("adjourned in the file: %v", got)
	}
	// imported, the game is open again on its board
	rep, err := d.svc.FIDE.ImportTRF(bg, model.TRFImport{Name: "Знову", Date: model.NewDate(2026, 6, 1), TRF: f}, fide.Ack{Confirmed: true})
	if err != nil {
		t.Fatal(err)
	}
	if f.AdjournedGames() == nil {
		t.Error("the caller's file was changed")
	}
	open, err := d.svc.FIDE.Adjourned(bg, rep.Tournament.ID)
	if err != nil || len(open) != 1 || open[0].Round != 2 {
		t.Fatalf("imported adjourned games %v %v", open, err)
	}
	if b := roundView(t, d, rep.Tournament.ID, 2).Boards[open[0].Board-1]; !b.Adjourned || b.White.StartNo != w {
		t.Errorf("imported board %+v", b)
	}
	// the result entered, the tournament finishes
	if err := d.svc.Tournaments.SetResult(bg, tr.ID, 2, 1, "=", false); err != nil {
		t.Fatal(err)
	}
	if _, err := d.svc.Tournaments.FinishTournament(bg, tr.ID, false); err != nil {
		t.Errorf("finish after the result: %v", err)
	}
	// an archive import (a finished tournament) with "?" is refused
	_, err = d.svc.TRF.Import(bg, model.TRFImport{Name: "Архів", Year: 2026, Cup: "none", Date: model.NewDate(2026, 6, 2), TRF: f})
	if model.KindOf(err) != model.Invalid || !strings.Contains(model.Message(err, i18n.Uk), "відкладено") {
		t.Errorf("archive import: %v", err)
	}
}

// TestVCL_Q158_NoPairingWithResultsMissing: a round is not paired while
// a result of the last one is missing (Q158 = no, so Q159–160 are not
// reached), and the final standings wait for every result (Q161); an
// adjourned game is a result for pairing, not a missing one.
func TestVCL_Q158_NoPairingWithResultsMissing(t *testing.T) {
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{System: model.SystemSwissDutch, Rounds: 1})
	d.register(tr.ID, d.players(6, true))
	v := d.pair(tr.ID)
	rest := v
	rest.Boards = v.Boards[1:]
	d.play(tr.ID, rest)
	if _, err := d.svc.Pairings.PairNext(bg, tr.ID); model.KindOf(err) != model.Conflict {
		t.Errorf("paired with a result missing: %v", err)
	}
	_, err := d.svc.Tournaments.FinishTournament(bg, tr.ID, true)
	if model.KindOf(err) != model.Conflict || !strings.Contains(model.Message(err, i18n.Uk), "внесіть усі результати") {
		t.Errorf("finished with a result missing: %v", err)
	}
	if err := d.svc.Tournaments.SetResult(bg, tr.ID, 1, 1, "?", false); err != nil {
		t.Fatal(err)
	}
	if _, err := d.svc.Tournaments.FinishTournament(bg, tr.ID, true); !errors.Is(err, model.ErrAdjournedOpen) {
		t.Errorf("finished with the game adjourned: %v", err)
	}
}

// unknownSymbolFile: four players, two rounds; round 1 board 2 (no. 4
// White against no. 2) has the symbol "Q", no TRF result code, on both
// lines (lines 3 and 5 of the file, column 92 + 7 = 99); round 2 is
// paired on the draw it counts as (2-1 drawn, 3-4 not played). Points by
// hand: no. 1 1 + ½ = 1.5, no. 2 ½ + ½ = 1.0, no. 3 0, no. 4 ½.
const unknownSymbolFile = "012 Unknown symbols\n" +
	"001    1 m    Alpha, A                          2000 UKR             2010/01/01 1.5       " + "    3 w 1     2 b =\n" +
	"001    2 m    Beta, B                           1900 UKR             2010/01/01 1.0       " + "    4 b Q     1 w =\n" +
	"001    3 m    Gamma, C                          1800 UKR             2010/01/01 0.0       " + "    1 b 0     4 w  \n" +
	"001    4 m    Delta, D                          1700 UKR             2010/01/01 0.5       " + "    2 w Q     3 b  \n" +
	"XXR 5\n"

// TestVCL_Q166_ImportUnknownSymbol: an imported file with a result symbol
// outside the TRF code table is not refused: each such cell is a Level 3
// warning naming the line, column and symbol (confirmed with --confirm,
// as every Level 3 of an import), logged as an Import event of its round;
// confirmed, the game is an open adjourned game on its board, a draw for
// the pairing, whose result can be entered later (Q162).
func TestVCL_Q166_ImportUnknownSymbol(t *testing.T) {
	f, err := trf.Read(strings.NewReader(unknownSymbolFile))
	if err != nil {
		t.Fatalf("the reader refused an unknown symbol: %v", err)
	}
	d := newDayEnv(t)
	req := model.TRFImport{Date: model.NewDate(2026, 5, 2), Source: "q.trf", TRF: f}
	_, err = d.svc.TRF.Import(bg, req)
	if got := strings.Join(codes(err), ","); got != "import-unknown-result,import-unknown-result" {
		t.Fatalf("warnings %q: %v", got, err)
	}
	en := model.Message(err, i18n.En)
	for _, want := range []string{"Line 3, column 99 of the file: the result symbol \"Q\" of round 1", "Line 5, column 99", "unknown result"} {
		if !strings.Contains(en, want) {
			t.Errorf("no %q in %q", want, en)
		}
	}
	if uk := model.Message(err, i18n.Uk); !strings.Contains(uk, "Рядок 3, позиція 99") {
		t.Errorf("Ukrainian %q", uk)
	}
	if ts, _ := d.svc.Tournaments.ListTournaments(bg); len(ts) != 0 {
		t.Fatal("kept before the confirmation")
	}
	rep, err := d.svc.FIDE.ImportTRF(bg, req, fide.Ack{Confirmed: true})
	if err != nil {
		t.Fatal(err)
	}
	id := rep.Tournament.ID
	open, err := d.svc.FIDE.Adjourned(bg, id)
	if err != nil || len(open) != 1 || open[0].Round != 1 {
		t.Fatalf("adjourned games %v %v", open, err)
	}
	b := roundView(t, d, id, 1).Boards[open[0].Board-1]
	if !b.Adjourned || b.White.StartNo != 4 || b.Black.StartNo != 2 {
		t.Errorf("board %+v", b)
	}
	es := history(t, d, id)
	n := 0
	for _, e := range es {
		if e.Kind == fide.KindImport && e.Round == 1 && strings.Contains(e.Text, "unknown result symbol \"Q\"") {
			n++
		}
	}
	if n != 2 {
		t.Errorf("history %+v", es)
	}
	// the real result, entered later, closes the game (Level 3: not a draw)
	if err := d.svc.FIDE.SetResult(bg, id, 1, open[0].Board, "1-0", false, fide.Ack{Confirmed: true}); err != nil {
		t.Fatal(err)
	}
	if open, _ := d.svc.FIDE.Adjourned(bg, id); len(open) != 0 {
		t.Errorf("still open %v", open)
	}
}
