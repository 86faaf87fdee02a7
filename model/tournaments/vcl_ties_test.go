package tournaments_test

import (
	"strings"
	"testing"

	"arbiter/model"
	"arbiter/model/fide"
	"arbiter/model/i18n"
)

// The FIDE checklist's questions on players still level after every
// tie-break (FIDE C.02, VCL4THP.13 Q205, Q207; model/tie_order.go,
// model/tournaments/tie_order.go; docs/vcl.md).

// tiedRR4 is a 4-player round robin (FIDE mode) by tiedPairs: no. 1 and 2
// level at 1–2, no. 3 and 4 at 3–4 after SB and WIN; rounds 1..played
// entered.
func tiedRR4(t *testing.T, played int) (*dayEnv, model.TournamentID) {
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{System: model.SystemRoundRobin, TieBreaks: "SB,WIN"})
	d.register(tr.ID, d.players(4, true))
	d.pair(tr.ID)
	for r := 1; r <= played; r++ {
		d.playBy(tr.ID, r, tiedPairs)
	}
	return d, tr.ID
}

func standingsOf(t *testing.T, d *dayEnv, id model.TournamentID) *model.StandingsView {
	t.Helper()
	v, err := d.svc.Tournaments.Standings(bg, id, 0)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestVCL_Q205_TiedPlayersRankedByHand: the arbiter orders players still
// level after every tie-break (an external decision): only in the final
// standings, only players of one level group; in FIDE mode a Level 3
// warning with nothing stored until confirmed; then the standings (and
// the printouts, by the row's mark) have the order, the event is logged
// and written as a ### line, finishing keeps the places, and undoing the
// event puts the shared places back.
func TestVCL_Q205_TiedPlayersRankedByHand(t *testing.T) {
	d, id := tiedRR4(t, 2)
	ties := d.svc.TieOrders()
	if _, err := ties.Order(bg, id, []int{2, 1}, "", fide.Ack{Confirmed: true}); !model.IsKind(err, model.Conflict) {
		t.Fatalf("order before the last round: %v", err)
	}
	d.playBy(id, 3, tiedPairs)
	nos, places, _ := order(t, standingsOf(t, d, id))
	if !eq(nos, []int{1, 2, 3, 4}) || !eq(places, []string{"1–2", "1–2", "3–4", "3–4"}) {
		t.Fatalf("final standings before: %v %v", nos, places)
	}
	st, err := ties.State(bg, id)
	if err != nil || !st.Final || groupsOf(st.Level) != "1,2;3,4" {
		t.Fatalf("state %+v, %v", st, err)
	}
	// Level 3 in FIDE mode: refused with nothing stored until confirmed
	_, err = ties.Order(bg, id, []int{2, 1}, "decision of the organisers", fide.Ack{})
	if p, ok := fide.AsPending(err); !ok || p.Warnings[0].Level != fide.Confirm || p.Warnings[0].Code != "tie-order" {
		t.Fatalf("unconfirmed: %v", err)
	}
	if _, places, _ := order(t, standingsOf(t, d, id)); places[0] != "1–2" {
		t.Fatalf("an unconfirmed order changed the standings: %v", places)
	}
	if _, err := ties.Order(bg, id, []int{1, 3}, "", fide.Ack{Confirmed: true}); !model.IsKind(err, model.Invalid) {
		t.Fatalf("players not level: %v", err)
	}
	if _, err := ties.Order(bg, id, []int{2, 1}, "decision of the organisers", fide.Ack{Confirmed: true}); err != nil {
		t.Fatal(err)
	}
	sv := standingsOf(t, d, id)
	nos, places, marks := order(t, sv)
	if !eq(nos, []int{2, 1, 3, 4}) || !eq(places, []string{"1", "2", "3–4", "3–4"}) || marks[0] == "" || marks[1] == "" || marks[2] != "" {
		t.Fatalf("after the order: %v %v %q", nos, places, marks)
	}
	if len(sv.TieNotes) != 2 || !strings.HasPrefix(sv.TieNotes[0], "1 — ") || !strings.HasSuffix(sv.TieNotes[0], ": "+marks[0]) {
		t.Errorf("notes %q", sv.TieNotes)
	}
	es := history(t, d, id)
	if len(es) != 1 || es[0].Kind != fide.KindTieOrder || es[0].Text != "players level after every tie-break ranked by hand: 2, 1 (decision of the organisers)" {
		t.Fatalf("history %+v", es)
	}
	if text := trf26(t, d, id); !strings.Contains(text, "### Tie order @ Round 3 (") || !strings.Contains(text, "ranked by hand: 2, 1 (decision of the organisers)") {
		t.Errorf("TRF lacks the ### line:\n%s", text)
	}
	if got := fide.KindTieOrder.Name(i18n.Uk); got == string(fide.KindTieOrder) {
		t.Errorf("kind not translated: %s", got)
	}
	// the order is undone with its event
	if _, _, err := d.svc.EventUndo.Undo(bg, id, fide.Ack{Confirmed: true}); err != nil {
		t.Fatal(err)
	}
	if _, places, _ := order(t, standingsOf(t, d, id)); places[0] != "1–2" {
		t.Errorf("after the undo: %v", places)
	}
	// ordered again and finished: the final places are the order's
	if _, err := ties.Order(bg, id, []int{2, 1}, "", fide.Ack{Confirmed: true}); err != nil {
		t.Fatal(err)
	}
	if _, err := d.svc.Tournaments.FinishTournament(bg, id, false); err != nil {
		t.Fatal(err)
	}
	ps, err := d.svc.Tournaments.Participants(bg, id)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range ps {
		if want := map[int]int{1: 2, 2: 1, 3: 3, 4: 3}[p.StartNo]; p.Place != want {
			t.Errorf("no. %d finished at place %d, want %d", p.StartNo, p.Place, want)
		}
	}
	if _, err := ties.Order(bg, id, nil, "", fide.Ack{Confirmed: true}); !model.IsKind(err, model.Conflict) {
		t.Errorf("a finished tournament's order changed: %v", err)
	}
}

// TestVCL_Q207_ExternalTieBreakValues: the arbiter types the values of an
// external tie-break (a play-off held elsewhere): they rank the players
// still level after the list, higher first, a player without one after;
// a Level 3 warning in FIDE mode; logged and written as a ### line; the
// hand order then works on what is still level.
func TestVCL_Q207_ExternalTieBreakValues(t *testing.T) {
	d, id := tiedRR4(t, 3)
	ties := d.svc.TieOrders()
	_, err := ties.SetValues(bg, id, map[int]int{4: 150, 3: 50}, false, "", fide.Ack{})
	if p, ok := fide.AsPending(err); !ok || p.Warnings[0].Level != fide.Confirm || p.Warnings[0].Code != "tiebreak-value" {
		t.Fatalf("unconfirmed: %v", err)
	}
	if _, err := ties.SetValues(bg, id, map[int]int{4: 150, 3: 50}, false, "play-off of 7 May", fide.Ack{Confirmed: true}); err != nil {
		t.Fatal(err)
	}
	nos, places, marks := order(t, standingsOf(t, d, id))
	if !eq(nos, []int{1, 2, 4, 3}) || !eq(places, []string{"1–2", "1–2", "3", "4"}) || !strings.Contains(marks[2], "1.5") {
		t.Fatalf("after the values: %v %v %q", nos, places, marks)
	}
	// no. 3 and 4 are no longer level: the hand order cannot take them
	if _, err := ties.Order(bg, id, []int{3, 4}, "", fide.Ack{Confirmed: true}); !model.IsKind(err, model.Invalid) {
		t.Fatalf("ordering players the values separate: %v", err)
	}
	// one of a group with a value, the other without: the one with it first
	if _, err := ties.SetValues(bg, id, map[int]int{2: 0}, true, "", fide.Ack{Confirmed: true}); err != nil {
		t.Fatal(err)
	}
	nos, places, _ = order(t, standingsOf(t, d, id))
	if !eq(nos, []int{2, 1, 3, 4}) || !eq(places, []string{"1", "2", "3–4", "3–4"}) {
		t.Fatalf("after clearing and one value: %v %v", nos, places)
	}
	if got := strings.Join(kinds(history(t, d, id)), " "); got != "External tie-break@3 External tie-break@3" {
		t.Errorf("history %s", got)
	}
	if text := trf26(t, d, id); !strings.Contains(text, "### External tie-break @ Round 3 (") || !strings.Contains(text, ": external tie-break values: 3=0.5, 4=1.5 (play-off of 7 May)\n") {
		t.Errorf("TRF lacks the ### lines:\n%s", text)
	}
	// the order and the values go into the TRF as ### comment lines (no
	// TRF-2026 record has them) and an import reads them back
	if _, err := ties.Order(bg, id, []int{4, 3}, "", fide.Ack{Confirmed: true}); err != nil {
		t.Fatal(err)
	}
	text := trf26(t, d, id)
	for _, want := range []string{"\n### Tie order by hand: 3=2 4=1\n", "\n### External tie-break: 2=0\n"} {
		if !strings.Contains(text, want) {
			t.Errorf("TRF lacks %q:\n%s", want, text)
		}
	}
	back := importText(t, d, text, "Копія")
	nos, places, _ = order(t, standingsOf(t, d, back.ID))
	if !eq(nos, []int{2, 1, 4, 3}) || !eq(places, []string{"1", "2", "3", "4"}) {
		t.Errorf("imported: %v %v", nos, places)
	}
	if v, ok := model.ParseTieBreakValue("1,5"); !ok || v != 150 || model.TieBreakValueText(v) != "1.5" {
		t.Errorf("1,5 read as %d", v)
	}
	for _, bad := range []string{"", "1.234", "x", "1.5.1"} {
		if _, ok := model.ParseTieBreakValue(bad); ok {
			t.Errorf("%q read as a value", bad)
		}
	}
}

func groupsOf(gs [][]int) string {
	var parts []string
	for _, g := range gs {
		var s []string
		for _, no := range g {
			s = append(s, string(rune('0'+no)))
		}
		parts = append(parts, strings.Join(s, ","))
	}
	return strings.Join(parts, ";")
}
