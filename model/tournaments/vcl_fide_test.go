package tournaments_test

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/fide"
	"arbiter/model/i18n"
)

// The FIDE checklist's questions on FIDE mode, the warning levels and the
// pairing-integrity log (FIDE C.02, VCL4THP.13; docs/vcl.md lists each
// question with its test).

// swissStarted is a 6-player Dutch Swiss of 5 rounds with round 1 paired
// and played.
func swissStarted(t *testing.T) (*dayEnv, model.Tournament) {
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{System: model.SystemSwissDutch, Rounds: 5})
	d.register(tr.ID, d.players(6, true))
	d.play(tr.ID, d.pair(tr.ID))
	tr, err := d.svc.Tournaments.GetTournament(bg, tr.ID)
	if err != nil {
		t.Fatal(err)
	}
	return d, tr
}

// pendingStep returns the step a *fide.Pending in err asks for, 0 if none.
func pendingStep(err error) int {
	if p, ok := fide.AsPending(err); ok {
		return p.Step
	}
	return 0
}

// codes lists the warning codes of a *fide.Pending in err.
func codes(err error) []string {
	p, ok := fide.AsPending(err)
	if !ok {
		return nil
	}
	var out []string
	for _, w := range p.Warnings {
		out = append(out, w.Code)
	}
	return out
}

func history(t *testing.T, d *dayEnv, id model.TournamentID) []fide.Event {
	t.Helper()
	es, err := d.svc.FIDE.History(bg, id)
	if err != nil {
		t.Fatal(err)
	}
	return es
}

func kinds(es []fide.Event) []string {
	var out []string
	for _, e := range es {
		out = append(out, string(e.Kind)+"@"+string(rune('0'+e.Round)))
	}
	return out
}

func trf26(t *testing.T, d *dayEnv, id model.TournamentID) string {
	t.Helper()
	var b bytes.Buffer
	if err := d.svc.TRF.WriteEdition(bg, id, &b, trf.TRF26); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestVCL_Q40_DefaultMode: FIDE mode is per tournament, on by default for
// the Dutch Swiss and the round robins (Q40–41), not for a knockout.
func TestVCL_Q40_DefaultMode(t *testing.T) {
	d := newDayEnv(t)
	for _, c := range []struct {
		system  string
		applies bool
	}{
		{model.SystemSwissDutch, true}, {model.SystemRoundRobin, true}, {model.SystemDoubleRoundRobin, true}, {model.SystemKnockout, false},
	} {
		tr := d.tournament(model.Tournament{Name: c.system, System: c.system, Rounds: 5})
		m, err := d.svc.FIDE.Mode(bg, tr.ID)
		if err != nil || m.Applies != c.applies || m.On != c.applies || m.Left() {
			t.Errorf("%s: mode %+v, %v; want applies and on = %v", c.system, m, err, c.applies)
		}
	}
}

// TestVCL_Q43_LeaveTwoSteps: leaving FIDE mode is a two-step Level 4
// confirmation that shows what will change (Q43), is written into the TRF
// as ### with the round (Q44), and cannot be undone (Q45); the mode says
// so for the marker (Q46).
func TestVCL_Q43_LeaveTwoSteps(t *testing.T) {
	d, tr := swissStarted(t)
	err := d.svc.FIDE.Leave(bg, tr.ID, fide.Ack{})
	if pendingStep(err) != 1 || !model.IsKind(err, model.Conflict) {
		t.Fatalf("no confirmation: %v", err)
	}
	p, _ := fide.AsPending(err)
	if w := p.Warnings[0]; w.Level != fide.Changes || !w.TwoStep || len(w.Changes) == 0 {
		t.Errorf("the warning is %+v; want a two-step Level 4 with what changes", w)
	}
	if err := d.svc.FIDE.Leave(bg, tr.ID, fide.Ack{Confirmed: true}); pendingStep(err) != 2 {
		t.Fatalf("one confirmation: %v", err)
	}
	if m, _ := d.svc.FIDE.Mode(bg, tr.ID); !m.On {
		t.Fatal("left FIDE mode before the second confirmation")
	}
	if err := d.svc.FIDE.Leave(bg, tr.ID, fide.Ack{Confirmed: true, Again: true}); err != nil {
		t.Fatal(err)
	}
	m, err := d.svc.FIDE.Mode(bg, tr.ID)
	if err != nil || m.On || !m.Left() || m.LeftRound != 1 || m.LeftAt.IsZero() {
		t.Errorf("after leaving: %+v, %v", m, err)
	}
	// Q45: no way back; a second leave is refused
	if err := d.svc.FIDE.Leave(bg, tr.ID, fide.Ack{Confirmed: true, Again: true}); !model.IsKind(err, model.Conflict) {
		t.Errorf("leaving twice: %v", err)
	}
	if err := d.st.FIDE().SetFIDEModeRecord(bg, tr.ID, model.FIDEModeRecord{On: true}); err == nil {
		t.Error("the data file let the tournament back into FIDE mode")
	}
	if got := kinds(history(t, d, tr.ID)); strings.Join(got, " ") != "Non-FIDE@1" {
		t.Errorf("history %v", got)
	}
	if text := trf26(t, d, tr.ID); !strings.Contains(text, "\n### Non-FIDE @ Round 1 (") {
		t.Errorf("no ### line in the TRF:\n%s", text)
	}
}

// TestVCL_Q58_RoundsChange: changing the number of rounds after the start
// is a Level 4 warning showing the change (Q58), logged and written as ###
// (Q59); before round 1 it asks nothing.
func TestVCL_Q58_RoundsChange(t *testing.T) {
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{System: model.SystemSwissDutch, Rounds: 5})
	d.register(tr.ID, d.players(6, true))
	tr.Rounds = 4
	tr, err := d.svc.Tournaments.UpdateTournament(bg, tr)
	if err != nil {
		t.Fatalf("before the start: %v", err)
	}
	d.play(tr.ID, d.pair(tr.ID))
	tr.Rounds = 5
	_, err = d.svc.Tournaments.UpdateTournament(bg, tr)
	if pendingStep(err) != 1 || strings.Join(codes(err), ",") != "rounds-change" {
		t.Fatalf("after the start: %v (%v)", err, codes(err))
	}
	p, _ := fide.AsPending(err)
	if w := p.Warnings[0]; w.Level != fide.Changes || w.Changes[0].String() != "rounds: 4 → 5" {
		t.Errorf("warning %+v", w)
	}
	if got, _ := d.svc.Tournaments.GetTournament(bg, tr.ID); got.Rounds != 4 {
		t.Fatalf("the refused change was kept: %d rounds", got.Rounds)
	}
	if _, err := d.svc.FIDE.UpdateTournament(bg, tr, fide.Ack{Confirmed: true}); err != nil {
		t.Fatal(err)
	}
	es := history(t, d, tr.ID)
	if len(es) != 1 || es[0].Kind != fide.KindRounds || es[0].Round != 1 || es[0].Text != "number of rounds 4 -> 5" {
		t.Errorf("history %+v", es)
	}
	if text := trf26(t, d, tr.ID); !strings.Contains(text, "### Rounds @ Round 1 (") {
		t.Errorf("no ### Rounds line:\n%s", text)
	}
}

// topscorerFile is a 4-player Swiss of rounds rounds with 3 played, in
// which no. 1 has White three times running: allowed when round 3 is the
// last (a topscorer, C.04.3 1.8: 2 points of 2 before it), a C3 breach
// otherwise.
func topscorerFile(rounds int) *trf.Tournament {
	g := func(opp int, c trf.Colour, r trf.Result) trf.Game {
		return trf.Game{Opponent: opp, Colour: c, Result: r}
	}
	w, b := trf.White, trf.Black
	return &trf.Tournament{Name: "Topscorer", TotalRounds: rounds, Players: []trf.Player{
		{ID: 1, Name: "Alpha, One", Rating: 1900, BirthDate: "2000/01/01", Points: 6, Games: []trf.Game{g(3, w, trf.Win), g(2, w, trf.Win), g(4, w, trf.Win)}},
		{ID: 2, Name: "Beta, Two", Rating: 1800, BirthDate: "2000/01/01", Points: 2, Games: []trf.Game{g(4, b, trf.Loss), g(1, b, trf.Loss), g(3, w, trf.Win)}},
		{ID: 3, Name: "Gamma, Three", Rating: 1700, BirthDate: "2000/01/01", Points: 1, Games: []trf.Game{g(1, b, trf.Loss), g(4, w, trf.Draw), g(2, b, trf.Loss)}},
		{ID: 4, Name: "Delta, Four", Rating: 1600, BirthDate: "2000/01/01", Points: 3, Games: []trf.Game{g(2, w, trf.Win), g(3, b, trf.Draw), g(1, b, trf.Loss)}},
	}}
}

// TestVCL_Q54_ImportChecksEveryRound: an import re-checks every round
// (Q54); a round that breaks the rules is a Level 3 warning and an
// "### Import @ Round n" line (Q55); the tournament starts in FIDE mode
// (Q56).
func TestVCL_Q54_ImportChecksEveryRound(t *testing.T) {
	d := newDayEnv(t)
	req := model.TRFImport{Date: model.NewDate(2026, 5, 2), Source: "bad.trf", TRF: topscorerFile(4)}
	_, err := d.svc.TRF.Import(bg, req)
	if pendingStep(err) != 1 || strings.Join(codes(err), ",") != "import-round" {
		t.Fatalf("import of a wrong round 3: %v", err)
	}
	if !strings.Contains(model.Message(err, i18n.En), "Round 3 of the file breaks the pairing rules") {
		t.Errorf("message %q", model.Message(err, i18n.En))
	}
	if ts, _ := d.svc.Tournaments.ListTournaments(bg); len(ts) != 0 {
		t.Fatal("the refused import was kept")
	}
	rep, err := d.svc.FIDE.ImportTRF(bg, req, fide.Ack{Confirmed: true})
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(kinds(history(t, d, rep.Tournament.ID)), " "); got != "Import@3 Import@3" {
		t.Errorf("history %s", got)
	}
	if m, _ := d.svc.FIDE.Mode(bg, rep.Tournament.ID); !m.On || !m.Applies {
		t.Errorf("imported tournament's mode %+v", m)
	}
	if text := trf26(t, d, rep.Tournament.ID); !strings.Contains(text, ": round breaks the pairing rules: C3") || !strings.Contains(text, "### Import @ Round 3 (") {
		t.Errorf("TRF:\n%s", text)
	}
	// the same rounds with round 3 the last: nothing to confirm
	req.TRF, req.Name = topscorerFile(3), "Final"
	if _, err := d.svc.TRF.Import(bg, req); err != nil {
		t.Errorf("a legal file: %v", err)
	}
}

// TestVCL_Q60_LastRoundRechecked: when a change of the number of rounds
// makes the last paired round non-final, it is checked again; now wrong,
// it is a Level 3 warning and "### Configuration @ Round n" (Q60–61).
func TestVCL_Q60_LastRoundRechecked(t *testing.T) {
	d := newDayEnv(t)
	rep, err := d.svc.TRF.Import(bg, model.TRFImport{Date: model.NewDate(2026, 5, 2), Source: "final.trf", TRF: topscorerFile(3)})
	if err != nil {
		t.Fatal(err)
	}
	tr := rep.Tournament
	tr.Rounds = 4
	_, err = d.svc.Tournaments.UpdateTournament(bg, tr)
	// (and, shown only, Level 2: 4 players cannot play 4 rounds, Q62)
	if strings.Join(codes(err), ",") != "rounds-change,configuration,too-many-rounds" {
		t.Fatalf("%v: %v", err, codes(err))
	}
	if _, err := d.svc.FIDE.UpdateTournament(bg, tr, fide.Ack{Confirmed: true}); err != nil {
		t.Fatal(err)
	}
	es := history(t, d, tr.ID)
	if got := strings.Join(kinds(es), " "); got != "Import@3 Rounds@3 Configuration@3" {
		t.Fatalf("history %s", got)
	}
	if !strings.Contains(es[2].Text, "with 4 rounds round 3 breaks the rules: C3") {
		t.Errorf("configuration event %q", es[2].Text)
	}
	// back to 3: round 3 is the last again and legal; only the change is logged
	tr.Rounds = 3
	_, err = d.svc.Tournaments.UpdateTournament(bg, tr)
	if strings.Join(codes(err), ",") != "rounds-change" {
		t.Errorf("back to 3: %v", codes(err))
	}
}

// TestVCL_Q62_TooManyRounds: settings the field cannot complete are
// reported before the start (Level 2).
func TestVCL_Q62_TooManyRounds(t *testing.T) {
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{System: model.SystemSwissDutch, Rounds: 7})
	d.register(tr.ID, d.players(6, true)) // 6 players: at most 5 rounds
	ws, err := d.svc.FIDE.Check(bg, tr.ID)
	if err != nil || len(ws) != 1 || ws[0].Level != fide.Shown || ws[0].Code != "too-many-rounds" {
		t.Fatalf("%+v, %v", ws, err)
	}
	if got := ws[0].In(i18n.En); got != "Level 2: 6 players cannot play 7 rounds without a rematch (at most 5)." {
		t.Errorf("%q", got)
	}
	tr.Rounds = 5
	if _, err := d.svc.Tournaments.UpdateTournament(bg, tr); err != nil {
		t.Fatal(err)
	}
	if ws, _ := d.svc.FIDE.Check(bg, tr.ID); len(ws) != 0 {
		t.Errorf("5 rounds for 6 players: %+v", ws)
	}
}

// TestVCL_Q196_ForbiddenPairAfterStart: forbidden pairs are set freely
// before round 1 (Q194–195); adding one later leaves FIDE mode, Level 5
// (Q196), and is logged.
func TestVCL_Q196_ForbiddenPairAfterStart(t *testing.T) {
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{System: model.SystemSwissDutch, Rounds: 5})
	ids := d.players(6, true)
	d.register(tr.ID, ids)
	if err := d.svc.Pairings.SetForbiddenPairs(bg, tr.ID, [][2]model.PlayerID{{ids[0], ids[1]}}); err != nil {
		t.Fatalf("before round 1: %v", err)
	}
	d.play(tr.ID, d.pair(tr.ID))
	// keeping the old pair, or removing it, asks nothing
	if err := d.svc.Pairings.SetForbiddenPairs(bg, tr.ID, [][2]model.PlayerID{{ids[1], ids[0]}}); err != nil {
		t.Fatalf("the same pair again: %v", err)
	}
	added := [][2]model.PlayerID{{ids[1], ids[0]}, {ids[2], ids[3]}}
	err := d.svc.Pairings.SetForbiddenPairs(bg, tr.ID, added)
	if p, ok := fide.AsPending(err); !ok || p.Warnings[0].Level != fide.Leaves {
		t.Fatalf("a new pair after round 1: %v", err)
	}
	if err := d.svc.FIDE.SetForbiddenPairs(bg, tr.ID, added, fide.Ack{Confirmed: true}); pendingStep(err) != 2 {
		t.Fatalf("Level 5 with one confirmation: %v", err)
	}
	if err := d.svc.FIDE.SetForbiddenPairs(bg, tr.ID, added, fide.Ack{Confirmed: true, Again: true}); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(kinds(history(t, d, tr.ID)), " "); got != "Forbidden pair@1 Non-FIDE@1" {
		t.Errorf("history %s", got)
	}
	if m, _ := d.svc.FIDE.Mode(bg, tr.ID); !m.Left() {
		t.Errorf("still in FIDE mode: %+v", m)
	}
	// outside FIDE mode another pair is Level 3
	more := append(added, [2]model.PlayerID{ids[4], ids[5]})
	if err := d.svc.Pairings.SetForbiddenPairs(bg, tr.ID, more); pendingStep(err) != 1 {
		t.Errorf("outside FIDE mode: %v", err)
	}
}

// TestVCL_Q201_TieBreakChange: changing the tie-break list after the
// start is a Level 4 warning (Q201), logged with the round and the old
// list (Q202).
func TestVCL_Q201_TieBreakChange(t *testing.T) {
	d, tr := swissStarted(t)
	old := tr.TieBreaks
	tr.TieBreaks = "fide-swiss"
	_, err := d.svc.Tournaments.UpdateTournament(bg, tr)
	if strings.Join(codes(err), ",") != "tiebreaks-change" {
		t.Fatalf("%v", err)
	}
	if _, err := d.svc.FIDE.UpdateTournament(bg, tr, fide.Ack{Confirmed: true}); err != nil {
		t.Fatal(err)
	}
	es := history(t, d, tr.ID)
	if len(es) != 1 || es[0].Kind != fide.KindTieBreaks || es[0].Round != 1 || !strings.HasPrefix(es[0].Text, "old list "+old+"; new list BH-C1,") {
		t.Errorf("history %+v", es)
	}
}

// TestVCL_Q40_NonFIDESettingLeaves: a setting FIDE does not know (the
// legacy 2009 tie-break rules) stays available, and choosing it in FIDE
// mode is a Level 5 warning that leaves the mode (Q40).
func TestVCL_Q40_NonFIDESettingLeaves(t *testing.T) {
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{System: model.SystemSwissDutch, Rounds: 5})
	tr.Edition = "2009"
	_, err := d.svc.Tournaments.UpdateTournament(bg, tr)
	if strings.Join(codes(err), ",") != "leaves-fide" || pendingStep(err) != 1 {
		t.Fatalf("%v", err)
	}
	if !strings.Contains(model.Message(err, i18n.En), "leaves FIDE mode for good") {
		t.Errorf("the warning does not say it leaves FIDE mode: %s", model.Message(err, i18n.En))
	}
	if _, err := d.svc.FIDE.UpdateTournament(bg, tr, fide.Ack{Confirmed: true, Again: true}); err != nil {
		t.Fatal(err)
	}
	m, _ := d.svc.FIDE.Mode(bg, tr.ID)
	if !m.Left() || m.LeftRound != 0 {
		t.Errorf("mode %+v", m)
	}
	// out of FIDE mode the setting asks nothing more
	tr.Name = "Інша назва"
	if _, err := d.svc.Tournaments.UpdateTournament(bg, tr); err != nil {
		t.Error(err)
	}
}

// TestVCL_Q112_EventsLoggedAndReadBack: manual pairing, a late
// correction, a full-point bye and a pairing-number change (Q147) are logged with
// their round (Q112), written as ### lines in the TRF-2026 file (Q113) and
// read back by the import.
func TestVCL_Q112_EventsLoggedAndReadBack(t *testing.T) {
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{System: model.SystemSwissDutch, Rounds: 5})
	ids := d.players(7, true)
	d.register(tr.ID, ids[:6])
	// pairing numbers sorted before round 1: not an event
	if err := d.svc.StartOrders.Sort(bg, tr.ID); err != nil {
		t.Fatal(err)
	}
	d.play(tr.ID, d.pair(tr.ID))
	v := d.pair(tr.ID)
	if _, err := d.svc.Pairings.SwapColours(bg, tr.ID, 2, 1, true); err != nil {
		t.Fatal(err)
	}
	// round 1 corrected while round 2 is paired
	if err := d.svc.Tournaments.SetResult(bg, tr.ID, 1, 1, "=", true); err != nil {
		t.Fatal(err)
	}
	// a late entrant with a full-point bye in round 4
	if _, err := d.svc.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: ids[6], Byes: map[int]trf.Result{4: trf.FullBye}, Ack: fide.Ack{Confirmed: true}}); err != nil {
		t.Fatal(err)
	}
	_ = v
	// pairing numbers changed by hand while round 2 is paired
	ps, err := d.svc.Tournaments.Participants(bg, tr.ID)
	if err != nil {
		t.Fatal(err)
	}
	var order []model.PlayerID
	for _, p := range ps {
		order = append(order, p.PlayerID)
	}
	order[5], order[6] = order[6], order[5]
	if err := d.svc.StartOrders.Set(bg, tr.ID, order); err != nil {
		t.Fatal(err)
	}
	es := history(t, d, tr.ID)
	if got := strings.Join(kinds(es), " "); got != "Manual@2 Correction@1 FPB@4 TPN@2" {
		t.Fatalf("history %s", got)
	}
	text := trf26(t, d, tr.ID)
	for _, want := range []string{"### Manual @ Round 2 (", "### Correction @ Round 1 (", "### FPB @ Round 4 (", "### TPN @ Round 2 (", ": pairing numbers 6->7, 7->6\n"} {
		if !strings.Contains(text, want) {
			t.Errorf("TRF lacks %q:\n%s", want, text)
		}
	}
	f, err := trf.Read(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	for i := range f.Players {
		f.Players[i].BirthDate = "2000/01/01"
	}
	rep, err := d.svc.FIDE.ImportTRF(bg, model.TRFImport{Date: model.NewDate(2026, 5, 3), Name: "Копія", Source: "copy.trf", TRF: f}, fide.Ack{Confirmed: true})
	if err != nil {
		t.Fatal(err)
	}
	back := history(t, d, rep.Tournament.ID)
	if got := strings.Join(kinds(back), " "); !strings.HasPrefix(got, "Manual@2 Correction@1 FPB@4 TPN@2 Import@2") {
		t.Errorf("read back %s", got)
	}
	if back[0] != es[0] {
		t.Errorf("event read back as %+v, written as %+v", back[0], es[0])
	}
}

// TestVCL_Q65_ManualPhase: manual pairing has a start ("edit pairings", or
// the first manual change) and an end ("validate pairings") per round
// (Q65); the next round is not paired in between; on validation the round
// is compared with the engine's pairing (Q68) and a difference is a Level 4
// warning showing the engine's pairing and an "### MPA @ Round n" line
// (Q69). A round left as the engine paired it validates with no warning.
func TestVCL_Q65_ManualPhase(t *testing.T) {
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{System: model.SystemSwissDutch, Rounds: 5})
	d.register(tr.ID, d.players(6, true))
	d.play(tr.ID, d.pair(tr.ID))
	r2 := d.pair(tr.ID)
	var engine []string
	for _, b := range r2.Boards {
		engine = append(engine, fmt.Sprintf("%d-%d", b.White.StartNo, b.Black.StartNo))
	}
	if r, err := d.svc.FIDE.EditPairings(bg, tr.ID); err != nil || r != 2 {
		t.Fatalf("edit pairings: %d, %v", r, err)
	}
	if _, err := d.svc.Pairings.SwapColours(bg, tr.ID, 2, 1, true); err != nil {
		t.Fatal(err)
	}
	d.play(tr.ID, mustRoundView(t, d, tr.ID, 2))
	if _, err := d.svc.Pairings.PairNext(bg, tr.ID); !model.IsKind(err, model.Conflict) || !strings.Contains(model.Message(err, i18n.En), "being edited") {
		t.Fatalf("pairing while round 2 is edited: %v", err)
	}
	_, err := d.svc.FIDE.ValidatePairings(bg, tr.ID, fide.Ack{})
	p, ok := fide.AsPending(err)
	if !ok {
		t.Fatalf("validation without confirmation: %v", err)
	}
	mpa := p.Warnings[len(p.Warnings)-1]
	if mpa.Code != "mpa" || mpa.Level != fide.Changes || mpa.Changes[0].String() != "the engine pairs: "+strings.Join(engine, ", ") {
		t.Errorf("the warning %+v; engine %v", mpa, engine)
	}
	cmp, err := d.svc.FIDE.ValidatePairings(bg, tr.ID, fide.Ack{Confirmed: true})
	if err != nil || !cmp.Differs || cmp.Engine != strings.Join(engine, ", ") {
		t.Fatalf("%+v, %v", cmp, err)
	}
	swapped := strings.SplitN(engine[0], "-", 2)
	if !strings.HasPrefix(cmp.Kept, swapped[1]+"-"+swapped[0]+", ") {
		t.Errorf("kept %q, engine %q", cmp.Kept, cmp.Engine)
	}
	if got := strings.Join(kinds(history(t, d, tr.ID)), " "); got != "Manual@2 MPA@2" {
		t.Errorf("history %s", got)
	}
	if text := trf26(t, d, tr.ID); !strings.Contains(text, "### MPA @ Round 2 (") || !strings.Contains(text, ": engine "+cmp.Engine+"; kept "+cmp.Kept+"\n") {
		t.Errorf("no MPA line:\n%s", text)
	}
	if r, _ := d.svc.FIDE.EditedRound(bg, tr.ID); r != 0 {
		t.Errorf("still editing round %d", r)
	}
	d.pair(tr.ID)
	// round 3 as the engine paired it: nothing to confirm, nothing logged
	if cmp, err := d.svc.FIDE.ValidatePairings(bg, tr.ID, fide.Ack{}); err != nil || cmp.Differs {
		t.Errorf("the engine's own round: %+v, %v", cmp, err)
	}
	// a phase ends with its round unpaired
	if _, err := d.svc.FIDE.EditPairings(bg, tr.ID); err != nil {
		t.Fatal(err)
	}
	if err := d.svc.Pairings.Unpair(bg, tr.ID, true); err != nil {
		t.Fatal(err)
	}
	d.pair(tr.ID)
	if r, _ := d.svc.FIDE.EditedRound(bg, tr.ID); r != 0 {
		t.Errorf("round 3 paired again is being edited: %d", r)
	}
	if got := strings.Join(kinds(history(t, d, tr.ID)), " "); got != "Manual@2 MPA@2" {
		t.Errorf("history %s", got)
	}
}

func mustRoundView(t *testing.T, d *dayEnv, id model.TournamentID, r int) model.RoundView {
	t.Helper()
	v, err := d.svc.Pairings.Round(bg, id, r)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestVCL_Q189_CorrectionsInFIDEMode: in FIDE mode only the previous round
// can be corrected for pairing (Q189–191); a correction for the rating
// report only is stored apart from the games (Q192) and listed as ###
// (Q193). Out of FIDE mode an older round can be corrected again.
func TestVCL_Q189_CorrectionsInFIDEMode(t *testing.T) {
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{System: model.SystemSwissDutch, Rounds: 5})
	d.register(tr.ID, d.players(6, true))
	d.play(tr.ID, d.pair(tr.ID))
	d.play(tr.ID, d.pair(tr.ID))
	d.pair(tr.ID) // round 3 paired
	r1 := mustRoundView(t, d, tr.ID, 1)
	if err := d.svc.Tournaments.SetResult(bg, tr.ID, 2, 1, "--", true); err != nil {
		t.Fatalf("the previous round: %v", err)
	}
	err := d.svc.Tournaments.SetResult(bg, tr.ID, 1, 1, "--", true)
	if !model.IsKind(err, model.Conflict) || !strings.Contains(model.Message(err, i18n.En), "only the previous round can be corrected") {
		t.Fatalf("round 1 with round 3 paired: %v", err)
	}
	if err := d.svc.FIDE.CorrectForRating(bg, tr.ID, 1, 1, model.BlackWon); err != nil {
		t.Fatal(err)
	}
	if err := d.svc.FIDE.CorrectForRating(bg, tr.ID, 1, 1, model.DoubleForfeit); !model.IsKind(err, model.Invalid) {
		t.Errorf("a forfeit for the rating report: %v", err)
	}
	if got := mustRoundView(t, d, tr.ID, 1); got.Boards[0].Result != r1.Boards[0].Result {
		t.Errorf("the rating correction changed the game: %v → %v", r1.Boards[0].Result, got.Boards[0].Result)
	}
	cs, err := d.svc.FIDE.RatingCorrections(bg, tr.ID)
	if err != nil || len(cs) != 1 || cs[0].Round != 1 || cs[0].White != r1.Boards[0].White.StartNo || cs[0].Result() != model.BlackWon || cs[0].At.IsZero() {
		t.Fatalf("%+v, %v", cs, err)
	}
	if got := strings.Join(kinds(history(t, d, tr.ID)), " "); got != "Correction@2 Rating correction@1" {
		t.Errorf("history %s", got)
	}
	if text := trf26(t, d, tr.ID); !strings.Contains(text, "### Rating correction @ Round 1 (") || !strings.Contains(text, "rated as 0-1 (rating report only)") {
		t.Errorf("TRF:\n%s", text)
	}
	if err := d.svc.FIDE.Leave(bg, tr.ID, fide.Ack{Confirmed: true, Again: true}); err != nil {
		t.Fatal(err)
	}
	if err := d.svc.Tournaments.SetResult(bg, tr.ID, 1, 1, "--", true); err != nil {
		t.Errorf("out of FIDE mode: %v", err)
	}
}

// TestVCL_Q197_Expelled: an expelled player is marked (Q197), is not
// paired any more, and is left out of the Swiss standings, the others'
// points staying as they were and their places counted among them (Q198).
func TestVCL_Q197_Expelled(t *testing.T) {
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{System: model.SystemSwissDutch, Rounds: 5})
	ids := d.players(6, true)
	d.register(tr.ID, ids)
	d.play(tr.ID, d.pair(tr.ID))
	before, err := d.svc.Tournaments.Standings(bg, tr.ID, 1)
	if err != nil {
		t.Fatal(err)
	}
	top := before.Rows[0]
	err = d.svc.FIDE.Expel(bg, tr.ID, top.PlayerID, fide.Ack{})
	if p, ok := fide.AsPending(err); !ok || p.Warnings[0].Level != fide.Changes || len(p.Warnings[0].Changes) != 2 {
		t.Fatalf("expel without confirmation: %v", err)
	}
	if err := d.svc.FIDE.Expel(bg, tr.ID, top.PlayerID, fide.Ack{Confirmed: true}); err != nil {
		t.Fatal(err)
	}
	if err := d.svc.FIDE.Expel(bg, tr.ID, top.PlayerID, fide.Ack{Confirmed: true}); !model.IsKind(err, model.Conflict) {
		t.Errorf("expelled twice: %v", err)
	}
	xs, err := d.svc.FIDE.Expulsions(bg, tr.ID)
	if err != nil || len(xs) != 1 || xs[0].PlayerID != top.PlayerID || xs[0].Round != 1 {
		t.Fatalf("expulsions %+v, %v", xs, err)
	}
	after, err := d.svc.Tournaments.Standings(bg, tr.ID, 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(after.Rows) != len(before.Rows)-1 {
		t.Fatalf("%d rows after the expulsion, %d before", len(after.Rows), len(before.Rows))
	}
	for i, row := range after.Rows {
		was := before.Rows[i+1] // the order of the others is kept
		if row.PlayerID == top.PlayerID || row.PlayerID != was.PlayerID || row.Points != was.Points || row.PlaceFrom > i+1 {
			t.Errorf("row %d: %+v, was %+v", i, row, was)
		}
	}
	if after.Rows[0].PlaceFrom != 1 {
		t.Errorf("places are not counted among the others: %+v", after.Rows[0])
	}
	r2 := d.pair(tr.ID)
	for _, b := range r2.Boards {
		if b.White.StartNo == top.StartNo || b.Black.StartNo == top.StartNo {
			t.Errorf("the expelled player is paired on board %d", b.No)
		}
	}
}

// TestVCL_Q210_LongEvent: the flag of a tournament over 30 days follows
// its dates (1–31 May is 30 days after the first: not over; 1 May – 1 June
// is 31).
func TestVCL_Q210_LongEvent(t *testing.T) {
	for _, c := range []struct {
		start, end model.Date
		long       bool
	}{
		{model.NewDate(2026, 5, 1), model.Date{}, false},
		{model.NewDate(2026, 5, 1), model.NewDate(2026, 5, 9), false},
		{model.NewDate(2026, 5, 1), model.NewDate(2026, 5, 31), false},
		{model.NewDate(2026, 5, 1), model.NewDate(2026, 6, 1), true},
		{model.NewDate(2026, 1, 10), model.NewDate(2026, 4, 20), true},
	} {
		if got := model.LongEvent(model.Tournament{StartDate: c.start, EndDate: c.end}); got != c.long {
			t.Errorf("%s – %s: %v, want %v", c.start, c.end, got, c.long)
		}
	}
}

// TestVCL_Q66_ByeAboveLowestScore: moving the bye by hand to a player
// whose score is above the lowest of those who may have it is a warning to
// confirm (C.04.3 C.5); to another player of the lowest score it is not.
func TestVCL_Q66_ByeAboveLowestScore(t *testing.T) {
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{System: model.SystemSwissDutch, Rounds: 4})
	d.register(tr.ID, d.players(7, true))
	r1 := d.pair(tr.ID)
	d.play(tr.ID, r1)
	r2 := d.pair(tr.ID)
	st, err := d.svc.Tournaments.Standings(bg, tr.ID, 1)
	if err != nil {
		t.Fatal(err)
	}
	c5 := func(no int) bool {
		ws, _ := d.svc.Pairings.MoveToBye(bg, tr.ID, 2, no, false)
		for _, w := range ws {
			if w.Rule == "C5" {
				return true
			}
		}
		return false
	}
	top := st.Rows[0]
	if top.Points == 0 || !c5(top.StartNo) {
		t.Errorf("the bye to the leader (%d half-points) asks nothing", top.Points)
	}
	for _, row := range st.Rows {
		// a player with no points who did not have the bye in round 1
		if row.Points == 0 && row.StartNo != r1.Bye.StartNo && row.StartNo != r2.Bye.StartNo {
			if c5(row.StartNo) {
				t.Errorf("the bye to no. %d with 0 points warns C.5", row.StartNo)
			}
			return
		}
	}
	t.Fatal("no player with 0 points")
}
