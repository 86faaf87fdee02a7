package tournaments_test

import (
	"errors"
	"testing"

	"arbiter/engine/lot"
	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/playoffs"
)

// playoffs is the play-off service on the environment's App and store.
func (d *dayEnv) playoffs() *playoffs.Service { return playoffs.New(d.svc.App, d.svc.Services) }

// playBy enters every board of round r by outcome(white, black) in start
// numbers ("1-0", "=", "0-1").
func (d *dayEnv) playBy(id model.TournamentID, r int, outcome func(w, b int) string) {
	d.t.Helper()
	v, err := d.svc.Pairings.Round(bg, id, r)
	if err != nil {
		d.t.Fatal(err)
	}
	for _, b := range v.Boards {
		if err := d.svc.Tournaments.SetResult(bg, id, r, b.No, outcome(b.White.StartNo, b.Black.StartNo), false); err != nil {
			d.t.Fatal(err)
		}
	}
}

// tiedPairs: no. 1 and no. 2 draw and beat no. 3 and no. 4, who draw: 2½,
// 2½, ½, ½ — two tied for first, two tied for third.
func tiedPairs(w, b int) string {
	switch {
	case (w <= 2) == (b <= 2):
		return "="
	case w < b:
		return "1-0"
	}
	return "0-1"
}

// rr4 is a 4-player round robin with rule, rounds 1..played entered.
func rr4(t *testing.T, rule model.PlayoffRule, played int) (*dayEnv, model.TournamentID) {
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{System: model.SystemRoundRobin, TieBreaks: "SB,WIN"})
	d.register(tr.ID, d.players(4, true))
	d.pair(tr.ID)
	if err := d.playoffs().SetRule(bg, tr.ID, rule); err != nil {
		t.Fatal(err)
	}
	for r := 1; r <= played; r++ {
		d.playBy(tr.ID, r, tiedPairs)
	}
	return d, tr.ID
}

func order(t *testing.T, v *model.StandingsView) (nos []int, places []string, marks []string) {
	t.Helper()
	for _, r := range v.Rows {
		nos, places, marks = append(nos, r.StartNo), append(places, r.Place), append(marks, r.Playoff)
	}
	return
}

func eq[T comparable](a, b []T) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestPlayoffArmageddon: seed 004 §11 final — two tied play one game 5
// against 4 minutes, «в случаи ничьей, играющий черными объявляется
// победителем»; here for the medals, places 1 and 3.
func TestPlayoffArmageddon(t *testing.T) {
	d, id := rr4(t, model.PlayoffRule{Places: []int{1, 3}, Form: model.PlayoffArmageddon}, 2)
	tp := d.playoffs()

	// before the last round: no play-off yet
	if v, err := tp.View(bg, id); err != nil || v.Final || len(v.Playoffs) != 0 {
		t.Fatalf("after round 2: %+v %v", v, err)
	}
	if _, err := tp.RecordGame(bg, id, 1, 2, "½-½"); !model.IsKind(err, model.Conflict) {
		t.Errorf("a play-off game before the last round: %v", err)
	}
	d.playBy(id, 3, tiedPairs)

	st, err := d.svc.Tournaments.Standings(bg, id, 0)
	if err != nil {
		t.Fatal(err)
	}
	nos, places, marks := order(t, st)
	if !eq(places, []string{"1–2", "1–2", "3–4", "3–4"}) || marks[0] != "потрібен армагедон" || marks[3] != "потрібен армагедон" || len(st.Playoffs) != 2 {
		t.Fatalf("pending: %v %v %v %+v", nos, places, marks, st.Playoffs)
	}

	// finishing is refused while the places are not decided
	if _, err := d.svc.Tournaments.FinishTournament(bg, id, true); !errors.Is(err, model.ErrPlayoffPending) {
		t.Fatalf("finish with a play-off pending: %v", err)
	}
	if s, _ := d.svc.Tournaments.State(bg, id); s.Tournament.Finished {
		t.Fatal("the refused finish finished the tournament")
	}

	// bad input changes nothing
	for _, bad := range []struct {
		w, b int
		res  string
		kind model.Kind
	}{
		{1, 3, "1-0", model.Conflict}, // not tied
		{2, 4, "0-1", model.Conflict}, // not tied
		{1, 2, "2-0", model.Invalid},  // not a result
		{1, 2, "+-", model.Invalid},
		{1, 1, "1-0", model.Invalid},
		{1, 9, "1-0", model.Invalid},
	} {
		if _, err := tp.RecordGame(bg, id, bad.w, bad.b, bad.res); !model.IsKind(err, bad.kind) {
			t.Errorf("RecordGame(%d, %d, %q): %v, want %s", bad.w, bad.b, bad.res, err, bad.kind)
		}
	}
	if v, _ := tp.View(bg, id); len(v.Playoffs[0].Games)+len(v.Playoffs[1].Games) != 0 {
		t.Fatalf("bad input recorded a game: %+v", v.Playoffs)
	}

	// no. 1 White, no. 2 Black: a draw, Black wins the Armageddon
	p, err := tp.RecordGame(bg, id, 1, 2, "1/2-1/2")
	if err != nil || !p.Decided || p.Winner != 2 {
		t.Fatalf("Armageddon drawn: %+v %v", p, err)
	}
	if _, err := tp.RecordGame(bg, id, 2, 1, "1-0"); !model.IsKind(err, model.Conflict) {
		t.Errorf("a game for a decided play-off: %v", err)
	}
	if err := tp.SetRule(bg, id, model.PlayoffRule{Places: []int{1}, Form: model.PlayoffMatch2}); !model.IsKind(err, model.Conflict) {
		t.Errorf("changing the rule with games recorded: %v", err)
	}
	st, _ = d.svc.Tournaments.Standings(bg, id, 0)
	nos, places, marks = order(t, st)
	if !eq(nos[:2], []int{2, 1}) || !eq(places[:2], []string{"1", "2"}) || marks[0] != "за результатом армагедону" || marks[1] != "за результатом армагедону" {
		t.Fatalf("decided: %v %v %v", nos, places, marks)
	}

	// undo takes the game back
	if g, err := tp.UndoLastGame(bg, id); err != nil || g.Result != "½-½" {
		t.Fatalf("undo: %+v %v", g, err)
	}
	if st, _ = d.svc.Tournaments.Standings(bg, id, 0); st.Rows[0].Place != "1–2" {
		t.Fatalf("after undo: %+v", st.Rows[0])
	}
	if _, err := tp.RecordGame(bg, id, 2, 1, "0-1"); err != nil { // no. 1 wins with Black
		t.Fatal(err)
	}
	if _, err := tp.RecordGame(bg, id, 3, 4, "½-½"); err != nil { // no. 4 wins with Black
		t.Fatal(err)
	}
	rep, err := d.svc.Tournaments.FinishTournament(bg, id, false)
	if err != nil {
		t.Fatal(err)
	}
	nos, places, _ = order(t, rep.Standings)
	if !eq(nos, []int{1, 2, 4, 3}) || !eq(places, []string{"1", "2", "3", "4"}) || len(rep.Diplomas) != 3 || rep.Diplomas[2].StartNo != 4 {
		t.Fatalf("finished: %v %v %+v", nos, places, rep.Diplomas)
	}
	if _, err := tp.UndoLastGame(bg, id); !model.IsKind(err, model.Conflict) {
		t.Errorf("undo in a finished tournament: %v", err)
	}
}

// TestPlayoffMatchToTwoWins: seed 004 §11 semifinals «если победителей
// будет двое, проводится матч до 2-х побед»; a drawn game counts for
// nobody.
func TestPlayoffMatchToTwoWins(t *testing.T) {
	d, id := rr4(t, model.PlayoffRule{Places: []int{1}, Form: model.PlayoffMatch2}, 3)
	tp := d.playoffs()
	steps := []struct {
		w, b    int
		res     string
		decided bool
	}{
		{1, 2, "1-0", false},
		{2, 1, "1-0", false},
		{1, 2, "½-½", false},
		{2, 1, "½-½", false},
		{1, 2, "0-1", true},
	}
	for i, s := range steps {
		p, err := tp.RecordGame(bg, id, s.w, s.b, s.res)
		if err != nil || p.Decided != s.decided {
			t.Fatalf("game %d: %+v %v", i+1, p, err)
		}
	}
	if _, err := tp.RecordGame(bg, id, 2, 1, "1-0"); !model.IsKind(err, model.Conflict) {
		t.Errorf("a sixth game: %v", err)
	}
	// places 3–4 are not played off (the rule names place 1 only)
	st, _ := d.svc.Tournaments.Standings(bg, id, 0)
	nos, places, marks := order(t, st)
	if !eq(nos[:2], []int{2, 1}) || !eq(places, []string{"1", "2", "3–4", "3–4"}) || marks[0] != "за результатом матчу до двох перемог" || marks[2] != "" {
		t.Fatalf("%v %v %v", nos, places, marks)
	}
	if _, err := d.svc.Tournaments.FinishTournament(bg, id, false); err != nil {
		t.Fatal(err)
	}
}

// TestPlayoffThreeTied: three or more tied go by the tie-breaks (§11).
func TestPlayoffThreeTied(t *testing.T) {
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{System: model.SystemRoundRobin, TieBreaks: "SB,WIN"})
	d.register(tr.ID, d.players(4, true))
	d.pair(tr.ID)
	if err := d.playoffs().SetRule(bg, tr.ID, model.PlayoffRule{Places: []int{1}}); err != nil {
		t.Fatal(err)
	}
	for r := 1; r <= 3; r++ { // 1, 2, 3 draw each other and beat 4: 2, 2, 2, 0
		d.playBy(tr.ID, r, func(w, b int) string {
			switch {
			case w != 4 && b != 4:
				return "="
			case w == 4:
				return "0-1"
			}
			return "1-0"
		})
	}
	if v, err := d.playoffs().View(bg, tr.ID); err != nil || !v.Final || len(v.Playoffs) != 0 {
		t.Fatalf("%+v %v", v, err)
	}
	if _, err := d.playoffs().RecordGame(bg, tr.ID, 1, 2, "1-0"); !model.IsKind(err, model.Conflict) {
		t.Errorf("a play-off among three tied: %v", err)
	}
	if _, err := d.svc.Tournaments.FinishTournament(bg, tr.ID, false); err != nil {
		t.Fatal(err)
	}
}

// extraField is a 3-round Swiss of 9 with the extra match rule, played:
// no. 2 asked for a half-point bye in round 1 and is kept apart from
// no. 1; both win every game, the others draw — no. 1 has 3, no. 2 2½,
// the rest at most 2.
func extraField(t *testing.T) (*dayEnv, model.Tournament) {
	t.Helper()
	d := newDayEnv(t)
	ids := d.players(9, true)
	tr := d.tournament(model.Tournament{Rounds: 3, TieBreaks: "BH,WIN"})
	for i, pid := range ids {
		r := model.Registration{PlayerID: pid}
		if i == 1 {
			r.Byes = map[int]trf.Result{1: trf.HalfBye}
		}
		if _, err := d.svc.Tournaments.Register(bg, tr.ID, r); err != nil {
			t.Fatal(err)
		}
	}
	if err := d.svc.Pairings.SetForbiddenPairs(bg, tr.ID, [][2]model.PlayerID{{ids[0], ids[1]}}); err != nil {
		t.Fatal(err)
	}
	if err := d.playoffs().SetRule(bg, tr.ID, model.PlayoffRule{Extra: true}); err != nil {
		t.Fatal(err)
	}
	for r := 1; r <= 3; r++ {
		d.pair(tr.ID)
		d.playBy(tr.ID, r, func(w, b int) string {
			switch {
			case w <= 2:
				return "1-0"
			case b <= 2:
				return "0-1"
			}
			return "="
		})
	}
	return d, tr
}

// TestPlayoffExtraMatch: seed 004 §3, §19 for players — no. 2 missed
// round 1 (a requested half-point bye), won both games he played and is
// second alone; he may challenge no. 1.
func TestPlayoffExtraMatch(t *testing.T) {
	d, tr := extraField(t)
	v, err := d.playoffs().View(bg, tr.ID)
	if err != nil || len(v.Playoffs) != 1 || v.Playoffs[0].Kind != model.PlayoffExtra || v.Playoffs[0].StartNos != [2]int{2, 1} {
		t.Fatalf("%+v %v", v, err)
	}
	if _, err := d.svc.Tournaments.FinishTournament(bg, tr.ID, false); !errors.Is(err, model.ErrPlayoffPending) {
		t.Fatalf("finish with the extra match not played: %v", err)
	}
	if _, err := d.playoffs().RecordGame(bg, tr.ID, 2, 3, "1-0"); !model.IsKind(err, model.Conflict) {
		t.Errorf("an extra match against no. 3: %v", err)
	}
	p, err := d.playoffs().RecordGame(bg, tr.ID, 1, 2, "0-1")
	if err != nil || !p.Decided || p.Winner != 2 {
		t.Fatalf("%+v %v", p, err)
	}
	rep, err := d.svc.Tournaments.FinishTournament(bg, tr.ID, false)
	if err != nil {
		t.Fatal(err)
	}
	nos, places, marks := order(t, rep.Standings)
	if !eq(nos[:2], []int{2, 1}) || !eq(places[:2], []string{"1", "2"}) || marks[0] != "за результатом додаткового матчу за 1 місце" {
		t.Fatalf("%v %v %v", nos, places, marks)
	}
}

// A drawn extra match keeps the holder first; a declined one (confirm)
// finishes with the places as they are.
func TestPlayoffExtraMatchDrawnOrDeclined(t *testing.T) {
	for _, played := range []bool{true, false} {
		d, tr := extraField(t)
		if played {
			if _, err := d.playoffs().RecordGame(bg, tr.ID, 2, 1, "½-½"); err != nil {
				t.Fatal(err)
			}
		}
		rep, err := d.svc.Tournaments.FinishTournament(bg, tr.ID, !played)
		if err != nil {
			t.Fatal(err)
		}
		if nos, _, _ := order(t, rep.Standings); !eq(nos[:2], []int{1, 2}) {
			t.Errorf("played %v: %v", played, nos)
		}
	}
}

func TestPlayoffRuleBad(t *testing.T) {
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{System: model.SystemRoundRobin})
	for _, r := range []model.PlayoffRule{
		{Places: []int{0}},
		{Places: []int{1}, Tied: 3},
		{Places: []int{1}, Form: "blitz"},
	} {
		if err := d.playoffs().SetRule(bg, tr.ID, r); !model.IsKind(err, model.Invalid) {
			t.Errorf("%+v: %v", r, err)
		}
	}
	if r, err := d.playoffs().Rule(bg, tr.ID); err != nil || r.Active() {
		t.Errorf("a refused rule was stored: %+v %v", r, err)
	}
	if err := d.playoffs().SetRule(bg, tr.ID, model.PlayoffRule{Places: []int{3, 1}, Extra: true}); err != nil {
		t.Fatal(err)
	}
	if r, _ := d.playoffs().Rule(bg, tr.ID); !eq(r.Places, []int{1, 3}) || r.Tied != 2 || r.Form != model.PlayoffArmageddon || !r.Extra {
		t.Errorf("stored %+v", r)
	}
	ko := d.tournament(model.Tournament{Name: "Нокаут", System: model.SystemKnockout})
	if err := d.playoffs().SetRule(bg, ko.ID, model.PlayoffRule{Places: []int{1}}); !model.IsKind(err, model.Invalid) {
		t.Errorf("a knockout: %v", err)
	}
}

// TestPlayoffColourLot: seed 004 §5 «Очередность цвета определяется
// жребием» — the draw is engine/lot's for two (the pair's first-named gets
// White when he draws number 1); a pair that is not tied or a decided
// play-off is refused.
func TestPlayoffColourLot(t *testing.T) {
	d, id := rr4(t, model.PlayoffRule{Places: []int{1}, Form: model.PlayoffArmageddon}, 3)
	for seed := uint64(0); seed < 6; seed++ {
		w, err := d.playoffs().ColourLot(bg, id, 2, 1, seed)
		want := 2
		if lot.Draw(2, seed)[0] == 1 {
			want = 1 // no. 1 is the first-named of the pair (standings order)
		}
		if err != nil || w != want {
			t.Errorf("seed %d: White %d, %v; want %d", seed, w, err, want)
		}
	}
	if _, err := d.playoffs().ColourLot(bg, id, 3, 4, 1); !model.IsKind(err, model.Conflict) {
		t.Errorf("a lot for 3–4 (not played off): %v", err)
	}
	if _, err := d.playoffs().RecordGame(bg, id, 1, 2, "1-0"); err != nil {
		t.Fatal(err)
	}
	if _, err := d.playoffs().ColourLot(bg, id, 1, 2, 1); !model.IsKind(err, model.Conflict) {
		t.Errorf("a lot for a decided play-off: %v", err)
	}
}

// A result corrected after a play-off game changes who is tied: the game
// no longer counts, and the play-off page says which games are left over.
func TestPlayoffStaleAfterCorrection(t *testing.T) {
	d, id := rr4(t, model.PlayoffRule{Places: []int{1}, Form: model.PlayoffArmageddon}, 3)
	if _, err := d.playoffs().RecordGame(bg, id, 1, 2, "0-1"); err != nil {
		t.Fatal(err)
	}
	// round 3 board 1 was no. 2 – no. 4 1-0; now no. 4 won: no. 1 is first alone
	if err := d.svc.Tournaments.SetResult(bg, id, 3, 1, "0-1", true); err != nil {
		t.Fatal(err)
	}
	v, err := d.playoffs().View(bg, id)
	if err != nil || len(v.Playoffs) != 0 || len(v.Stale) != 1 || v.Stale[0] != "№ 1" {
		t.Fatalf("%+v %v", v, err)
	}
	st, _ := d.svc.Tournaments.Standings(bg, id, 0)
	if st.Rows[0].StartNo != 1 || st.Rows[0].Place != "1" || st.Rows[0].Playoff != "" {
		t.Fatalf("%+v", st.Rows[0])
	}
	if _, err := d.playoffs().UndoLastGame(bg, id); err != nil {
		t.Fatal(err)
	}
	if v, _ := d.playoffs().View(bg, id); len(v.Stale) != 0 {
		t.Errorf("after undo: %v", v.Stale)
	}
}

// A deleted tournament comes back with its play-off rule and games
// (storage captures the rows ON DELETE CASCADE removes).
func TestPlayoffDeletedAndRestored(t *testing.T) {
	d, id := rr4(t, model.PlayoffRule{Places: []int{1, 3}, Form: model.PlayoffMatch2, Extra: true}, 3)
	if _, err := d.playoffs().RecordGame(bg, id, 2, 1, "1-0"); err != nil {
		t.Fatal(err)
	}
	if err := d.svc.Tournaments.DeleteTournament(bg, id, false); err != nil {
		t.Fatal(err)
	}
	recs, err := d.svc.DeletedRecords(bg)
	if err != nil || len(recs) == 0 {
		t.Fatalf("%v %v", recs, err)
	}
	if _, err := d.svc.RestoreDeleted(bg, recs[0].ID); err != nil {
		t.Fatal(err)
	}
	v, err := d.playoffs().View(bg, id)
	if err != nil || !eq(v.Rule.Places, []int{1, 3}) || v.Rule.Form != model.PlayoffMatch2 || !v.Rule.Extra ||
		len(v.Playoffs) != 2 || len(v.Playoffs[0].Games) != 1 || v.Playoffs[0].Games[0].White != 2 {
		t.Fatalf("restored: %+v %v", v, err)
	}
}
