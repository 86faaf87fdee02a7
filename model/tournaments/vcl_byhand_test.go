package tournaments_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/fide"
	"arbiter/model/i18n"
)

// The FIDE checklist's questions on a round built by hand and on undoing
// a pairing-integrity event (FIDE C.02, VCL4THP.13 Q63–64, Q114;
// docs/vcl.md).

func hand(boards [][2]int, bye int) model.HandRound {
	h := model.HandRound{Bye: bye}
	for _, b := range boards {
		h.Boards = append(h.Boards, trf.Board{White: b[0], Black: b[1]})
	}
	return h
}

// levelCodes lists the warnings as "level:code".
func levelCodes(ws []fide.Warning) []string {
	var out []string
	for _, w := range ws {
		out = append(out, string(rune('0'+w.Level))+":"+w.Code)
	}
	return out
}

// TestVCL_Q63_ImpossibleRoundFinishedByHand: player 1 is a forbidden pair
// with each of the other three, so no pairing of round 1 meets C1 (C.04.1
// art. 2): the engine says so (NoPairing) and the round is built by hand,
// confirmed despite the forbidden pair, validated (the engine has no
// pairing: "-", an MPA event) and played, and the tournament is finished.
func TestVCL_Q63_ImpossibleRoundFinishedByHand(t *testing.T) {
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{System: model.SystemSwissDutch, Rounds: 1})
	ids := d.players(4, true) // ratings 2400, 2380, 2360, 2340: start numbers 1–4
	d.register(tr.ID, ids)
	pairs := [][2]model.PlayerID{{ids[0], ids[1]}, {ids[0], ids[2]}, {ids[0], ids[3]}}
	if err := d.svc.Pairings.SetForbiddenPairs(bg, tr.ID, pairs); err != nil {
		t.Fatal(err)
	}
	if _, err := d.svc.Pairings.PairNext(bg, tr.ID); !model.IsKind(err, model.NoPairing) {
		t.Fatalf("the engine pairs an impossible round: %v", err)
	}
	h := hand([][2]int{{1, 3}, {2, 4}}, 0)
	_, _, err := d.svc.ByHand.Pair(bg, tr.ID, h, fide.Ack{})
	p, ok := fide.AsPending(err)
	if !ok || !strings.Contains(strings.Join(levelCodes(p.Warnings), " "), "3:manual-c1") {
		t.Fatalf("the forbidden pair 1-3 is not a Level 3 warning: %v", err)
	}
	if got := history(t, d, tr.ID); len(got) != 0 {
		t.Fatalf("a refused round logged %v", got)
	}
	v, _, err := d.svc.ByHand.Pair(bg, tr.ID, h, fide.Ack{Confirmed: true})
	if err != nil {
		t.Fatal(err)
	}
	if v.Round != 1 || len(v.Boards) != 2 || v.Boards[0].White.StartNo != 1 || v.Boards[0].Black.StartNo != 3 ||
		v.Boards[1].White.StartNo != 2 || v.Boards[1].Black.StartNo != 4 {
		t.Fatalf("round %+v", v)
	}
	if r, _ := d.svc.FIDE.EditedRound(bg, tr.ID); r != 1 {
		t.Errorf("the round built by hand is not in the manual phase: %d", r)
	}
	_, err = d.svc.FIDE.ValidatePairings(bg, tr.ID, fide.Ack{})
	if p, ok := fide.AsPending(err); !ok || p.Warnings[len(p.Warnings)-1].Changes[0].String() != "the engine pairs: -" {
		t.Fatalf("validation: %v", err)
	}
	cmp, err := d.svc.FIDE.ValidatePairings(bg, tr.ID, fide.Ack{Confirmed: true})
	if err != nil || !cmp.Differs || cmp.Engine != "-" || cmp.Kept != "1-3, 2-4" {
		t.Fatalf("%+v %v", cmp, err)
	}
	if got := strings.Join(kinds(history(t, d, tr.ID)), " "); got != "Manual@1 MPA@1" {
		t.Errorf("history %s", got)
	}
	text := trf26(t, d, tr.ID)
	for _, want := range []string{"### Manual @ Round 1 (", ": round built by hand: 1-3, 2-4; confirmed despite: Rule C1", "### MPA @ Round 1 (", ": engine -; kept 1-3, 2-4\n"} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in\n%s", want, text)
		}
	}
	d.play(tr.ID, v)
	if _, err := d.svc.Tournaments.FinishTournament(bg, tr.ID, true); err != nil {
		t.Fatalf("the tournament cannot be finished: %v", err)
	}
}

// TestVCL_Q64_RoundBuiltByHand: 5 players (start numbers 1–5 by rating);
// each round is entered by hand. What is refused names the players; the
// warnings are those of the manual phase (Q66); a round that is the
// engine's own validates without MPA.
func TestVCL_Q64_RoundBuiltByHand(t *testing.T) {
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{System: model.SystemSwissDutch, Rounds: 4})
	d.register(tr.ID, d.players(5, true))
	refused := []struct {
		name string
		h    model.HandRound
		want string // in the English message
	}{
		{"player missing", hand([][2]int{{1, 2}, {3, 4}}, 0), "(№ 5) is missing in round 1"},
		{"player doubled", hand([][2]int{{1, 2}, {3, 1}}, 5), "(№ 1) appears more than once"},
		{"bye doubled", hand([][2]int{{1, 2}, {3, 4}, {5, 2}}, 0), "(№ 2) appears more than once"},
		{"against himself", hand([][2]int{{1, 1}, {2, 3}, {4, 5}}, 0), "(№ 1) appears more than once"},
		{"unknown number", hand([][2]int{{1, 2}, {3, 4}, {5, 9}}, 0), "start number 9"},
		{"odd, no bye", hand([][2]int{{1, 2}, {3, 4}}, 0), "missing"},
		{"empty", model.HandRound{}, "(№ 1), "},
	}
	for _, c := range refused {
		_, _, err := d.svc.ByHand.Pair(bg, tr.ID, c.h, fide.Ack{Confirmed: true})
		if !model.IsKind(err, model.Invalid) || !strings.Contains(model.Message(err, i18n.En), c.want) {
			t.Errorf("%s: %v", c.name, err)
		}
	}
	if got := history(t, d, tr.ID); len(got) != 0 {
		t.Fatalf("refused rounds logged %v", got)
	}
	// Round 1 as the engine pairs it (C.04.3: top half 1, 2 against bottom
	// half 3, 4; the lowest, 5, gets the bye; White to 1, then alternating:
	// 1-3, 4-2): validated without MPA.
	if _, _, err := d.svc.ByHand.Pair(bg, tr.ID, hand([][2]int{{1, 3}, {4, 2}}, 5), fide.Ack{}); err != nil {
		t.Fatal(err)
	}
	if cmp, err := d.svc.FIDE.ValidatePairings(bg, tr.ID, fide.Ack{}); err != nil || cmp.Differs {
		t.Fatalf("the engine's own round 1: %+v %v", cmp, err)
	}
	// 1 and 3 draw, 2 beats 4 (with Black).
	for _, r := range []struct {
		board int
		res   string
	}{{1, "="}, {2, "0-1"}} {
		if err := d.svc.Tournaments.SetResult(bg, tr.ID, 1, r.board, r.res, false); err != nil {
			t.Fatal(err)
		}
	}
	// Round 2: 5 again gets the bye (C2, C.04.1 art. 4), 1 meets 3 again
	// (C1, art. 2) and 1 (White in round 1) is White again: a colour
	// against his preference (Level 2).
	ws, err := d.svc.ByHand.Warnings(bg, tr.ID, hand([][2]int{{1, 3}, {2, 4}}, 5))
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Join(levelCodes(ws), " ")
	for _, want := range []string{"3:manual-c1", "3:manual-c2", "2:manual-colour"} {
		if !strings.Contains(got, want) {
			t.Errorf("round 2 warnings %s, want %s", got, want)
		}
	}
	// The pairing without a breach: 2-1 (2 had Black, 1 White), 3-5, bye 4
	// (4 lost: the lowest score, no bye yet). 5 had no game in round 1, so
	// no preference; 3 had Black, so White.
	ws, err = d.svc.ByHand.Warnings(bg, tr.ID, hand([][2]int{{2, 1}, {3, 5}}, 4))
	if err != nil || len(ws) != 0 {
		t.Fatalf("a pairing without breaches: %v %v", levelCodes(ws), err)
	}
	if _, _, err := d.svc.ByHand.Pair(bg, tr.ID, hand([][2]int{{2, 1}, {3, 5}}, 4), fide.Ack{}); err != nil {
		t.Fatal(err)
	}
	// The next round is refused while round 2 is being edited.
	if _, _, err := d.svc.ByHand.Pair(bg, tr.ID, hand([][2]int{{1, 2}, {3, 4}}, 5), fide.Ack{Confirmed: true}); !model.IsKind(err, model.Conflict) {
		t.Errorf("a round while round 2 is edited: %v", err)
	}
	if _, err := d.svc.FIDE.ValidatePairings(bg, tr.ID, fide.Ack{Confirmed: true}); err != nil {
		t.Fatal(err)
	}
	v := mustRoundView(t, d, tr.ID, 2)
	for _, b := range v.Boards {
		if err := d.svc.Tournaments.SetResult(bg, tr.ID, 2, b.No, "1-0", false); err != nil {
			t.Fatal(err)
		}
	}
	// Round 3 leaving out 5, who is present: refused, naming him.
	if _, err := d.svc.ByHand.Warnings(bg, tr.ID, hand([][2]int{{2, 3}, {1, 4}}, 0)); !model.IsKind(err, model.Invalid) ||
		!strings.Contains(model.Message(err, i18n.En), "(№ 5) is missing in round 3") {
		t.Errorf("round 3 without 5: %v", err)
	}
	if got := strings.Join(kinds(history(t, d, tr.ID)), " "); got != "Manual@1 Manual@2" {
		t.Errorf("history %s", got)
	}
}

// TestVCL_Q64_ThirdColour: a player White in rounds 1 and 2 (by hand)
// given White a third time is Level 3 (C3, C.04.1 art. 7).
func TestVCL_Q64_ThirdColour(t *testing.T) {
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{System: model.SystemSwissDutch, Rounds: 5})
	d.register(tr.ID, d.players(6, true))
	rounds := []model.HandRound{
		hand([][2]int{{1, 4}, {2, 5}, {3, 6}}, 0),
		hand([][2]int{{1, 5}, {2, 6}, {3, 4}}, 0),
	}
	for r, h := range rounds {
		if _, _, err := d.svc.ByHand.Pair(bg, tr.ID, h, fide.Ack{Confirmed: true}); err != nil {
			t.Fatal(err)
		}
		if _, err := d.svc.FIDE.ValidatePairings(bg, tr.ID, fide.Ack{Confirmed: true}); err != nil {
			t.Fatal(err)
		}
		for b := 1; b <= 3; b++ {
			if err := d.svc.Tournaments.SetResult(bg, tr.ID, r+1, b, "=", false); err != nil {
				t.Fatal(err)
			}
		}
	}
	ws, err := d.svc.ByHand.Warnings(bg, tr.ID, hand([][2]int{{1, 6}, {4, 2}, {5, 3}}, 0))
	if err != nil {
		t.Fatal(err)
	}
	var third bool
	for _, w := range ws {
		third = third || w.Level == fide.Confirm && strings.Contains(w.Msg.In(i18n.En), "(№ 1) would get White a third time in a row")
	}
	if !third {
		t.Errorf("no Level 3 for 1's third White: %v", levelCodes(ws))
	}
}

// TestVCL_Q114_UndoLastEvent: a copy is made before the transaction of
// each pairing-integrity event; undoing the last one puts it back after a
// Level 4 confirmation listing what is lost, keeping the state before the
// undo as a copy of its own.
func TestVCL_Q114_UndoLastEvent(t *testing.T) {
	d, tr := swissStarted(t)
	if err := d.svc.FIDE.Leave(bg, tr.ID, fide.Ack{}); err == nil {
		t.Fatal("left FIDE mode without confirmation")
	}
	if _, err := d.svc.EventUndo.Plan(bg, tr.ID); !model.IsKind(err, model.Conflict) {
		t.Fatalf("undo with no event: %v", err)
	}
	before := mustRoundView(t, d, tr.ID, 1)
	// a late correction is an event: round 2 is paired first
	d.pair(tr.ID)
	if _, err := d.svc.Pairings.SwapColours(bg, tr.ID, 2, 1, true); err != nil {
		t.Fatal(err)
	}
	swapped := mustRoundView(t, d, tr.ID, 2)
	copies := func(reason string) int {
		n := 0
		es, _ := os.ReadDir(filepath.Join(filepath.Dir(d.path), "backups"))
		for _, e := range es {
			if strings.Contains(e.Name(), "-"+reason+".db") || strings.Contains(e.Name(), "-"+reason+"-") {
				n++
			}
		}
		return n
	}
	if copies("event") != 1 {
		t.Fatalf("%d copies before the event", copies("event"))
	}
	if err := d.svc.FIDE.Leave(bg, tr.ID, fide.Ack{Confirmed: true, Again: true}); err != nil {
		t.Fatal(err)
	}
	if copies("event") != 2 {
		t.Fatalf("%d copies after two events", copies("event"))
	}
	plan, err := d.svc.EventUndo.Plan(bg, tr.ID)
	if err != nil {
		t.Fatal(err)
	}
	if plan.Event.Kind != fide.KindLeaveFIDE || !strings.HasPrefix(plan.Lost[0].In(i18n.En), "the event: Left FIDE mode, round 2") ||
		!strings.Contains(plan.Lost[len(plan.Lost)-1].In(i18n.En), "every other change written to the data file after") {
		t.Errorf("plan %+v", plan)
	}
	_, _, err = d.svc.EventUndo.Undo(bg, tr.ID, fide.Ack{})
	if p, ok := fide.AsPending(err); !ok || p.Warnings[0].Level != fide.Changes || len(p.Warnings[0].Changes) != len(plan.Lost) {
		t.Fatalf("undo without confirmation: %v", err)
	}
	if m, _ := d.svc.FIDE.Mode(bg, tr.ID); m.On {
		t.Fatal("an unconfirmed undo changed the file")
	}
	_, saved, err := d.svc.EventUndo.Undo(bg, tr.ID, fide.Ack{Confirmed: true})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(filepath.Base(saved.Path), "-restore") {
		t.Errorf("the state before the undo is kept as %s", saved.Path)
	}
	if m, _ := d.svc.FIDE.Mode(bg, tr.ID); !m.On {
		t.Error("still out of FIDE mode after undoing leaving it")
	}
	if got := strings.Join(kinds(history(t, d, tr.ID)), " "); got != "Manual@2" {
		t.Errorf("history after one undo: %s", got)
	}
	// undo again: the manual change goes, round 2 is the engine's again
	if _, _, err := d.svc.EventUndo.Undo(bg, tr.ID, fide.Ack{Confirmed: true}); err != nil {
		t.Fatal(err)
	}
	back := mustRoundView(t, d, tr.ID, 2)
	if back.Boards[0].White.StartNo != swapped.Boards[0].Black.StartNo || back.Boards[0].Black.StartNo != swapped.Boards[0].White.StartNo {
		t.Errorf("board 1 of round 2 after the undo: %+v (swapped: %+v)", back.Boards[0], swapped.Boards[0])
	}
	if got := history(t, d, tr.ID); len(got) != 0 {
		t.Errorf("history after two undos: %v", got)
	}
	if r1 := mustRoundView(t, d, tr.ID, 1); len(r1.Boards) != len(before.Boards) || r1.Boards[0].Result != before.Boards[0].Result {
		t.Errorf("round 1 changed by the undo: %+v", r1)
	}
	if _, err := d.svc.EventUndo.Plan(bg, tr.ID); !model.IsKind(err, model.Conflict) {
		t.Errorf("a third undo: %v", err)
	}
}
