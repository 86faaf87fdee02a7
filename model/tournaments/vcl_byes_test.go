package tournaments_test

import (
	"reflect"
	"strings"
	"testing"

	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/fide"
	"arbiter/model/i18n"
)

// The checklist's questions on requested byes (FIDE C.02, VCL4THP.13
// Q171–179; model/tournaments/byes.go, docs/vcl.md).

// byesOf is player's stored requested byes in tournament id.
func byesOf(t *testing.T, d *dayEnv, id model.TournamentID, player model.PlayerID) (map[int]trf.Result, bool) {
	t.Helper()
	ps, err := d.svc.Tournaments.Participants(bg, id)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range ps {
		if p.PlayerID == player {
			return p.Byes, p.HalfByesBarred
		}
	}
	t.Fatalf("player %d not registered", player)
	return nil, false
}

func warningCodes(ws []fide.Warning) []string {
	var out []string
	for _, w := range ws {
		out = append(out, w.Code)
	}
	return out
}

// TestVCL_Q174_SecondHalfPointBye: in FIDE mode a player's first
// half-point bye is taken without a word; the second (and any later one)
// is a Level 3 warning: refused with a *fide.Pending and nothing stored
// until it is confirmed, at registration and when the registration is
// edited. A change that adds no half-point bye (the fee) asks nothing.
// Out of FIDE mode the regulations decide and nothing is asked.
func TestVCL_Q174_SecondHalfPointBye(t *testing.T) {
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{System: model.SystemSwissDutch, Rounds: 7})
	ids := d.players(8, true)
	d.register(tr.ID, ids[:6])
	if _, err := d.svc.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: ids[6], Byes: map[int]trf.Result{2: trf.HalfBye}}); err != nil {
		t.Fatalf("a first half-point bye: %v", err)
	}
	two := map[int]trf.Result{2: trf.HalfBye, 5: trf.HalfBye}
	_, err := d.svc.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: ids[7], Byes: two})
	if pendingStep(err) != 1 || !reflect.DeepEqual(codes(err), []string{"second-half-bye"}) {
		t.Fatalf("two half-point byes at registration: %v", err)
	}
	if _, err := d.svc.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: ids[7], Byes: two, Ack: fide.Ack{Confirmed: true}}); err != nil {
		t.Fatalf("confirmed: %v", err)
	}
	if got, _ := byesOf(t, d, tr.ID, ids[7]); !reflect.DeepEqual(got, two) {
		t.Errorf("stored %v", got)
	}
	e := model.Entry{PlayerID: ids[6], Byes: map[int]trf.Result{2: trf.HalfBye, 4: trf.HalfBye}}
	_, err = d.svc.Tournaments.UpdateRegistration(bg, tr.ID, e)
	msg := model.Message(err, i18n.Uk)
	if pendingStep(err) != 1 || !strings.Contains(msg, "Рівень 3") || !strings.Contains(msg, "пропусків за ½ очка в цьому турнірі разом з ним: 2") {
		t.Fatalf("a second half-point bye: %v (%s)", err, msg)
	}
	if got, _ := byesOf(t, d, tr.ID, ids[6]); !reflect.DeepEqual(got, map[int]trf.Result{2: trf.HalfBye}) {
		t.Errorf("refused, yet stored %v", got)
	}
	if _, ws, err := d.svc.FIDE.UpdateRegistration(bg, tr.ID, e, fide.Ack{Confirmed: true}); err != nil || !reflect.DeepEqual(warningCodes(ws), []string{"second-half-bye"}) {
		t.Fatalf("confirmed: %v %v", ws, err)
	}
	if got, _ := byesOf(t, d, tr.ID, ids[6]); !reflect.DeepEqual(got, e.Byes) {
		t.Errorf("confirmed, stored %v", got)
	}
	e.Fee = 200 // the same byes: nothing to confirm
	if _, err := d.svc.Tournaments.UpdateRegistration(bg, tr.ID, e); err != nil {
		t.Errorf("fee only: %v", err)
	}
	if err := d.svc.FIDE.Leave(bg, tr.ID, fide.Ack{Confirmed: true, Again: true}); err != nil {
		t.Fatal(err)
	}
	e.Byes = map[int]trf.Result{2: trf.HalfBye, 4: trf.HalfBye, 6: trf.HalfBye}
	if _, err := d.svc.Tournaments.UpdateRegistration(bg, tr.ID, e); err != nil {
		t.Errorf("out of FIDE mode a third half-point bye: %v", err)
	}
}

// TestVCL_Q175_NotEntitledToHalfPointBye: a registration can be marked
// «not entitled to half-point byes» (Q175, kept in the data file); such a
// player is refused a half-point bye with a message that says why and how
// to lift it (Q176), at registration and later, in FIDE mode and out of
// it; a zero-point bye is still his to ask. A player with a half-point bye
// requested for a round not yet paired is not marked until it is
// cancelled. A half-point bye of a round already played stays.
func TestVCL_Q175_NotEntitledToHalfPointBye(t *testing.T) {
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{System: model.SystemSwissDutch, Rounds: 5})
	ids := d.players(8, true)
	d.register(tr.ID, ids[:6])
	_, err := d.svc.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: ids[6], HalfByesBarred: true, Byes: map[int]trf.Result{3: trf.HalfBye}})
	msg := model.Message(err, i18n.Uk)
	if !model.IsKind(err, model.Conflict) || !strings.Contains(msg, "не має права на пропуски за ½ очка") || !strings.Contains(msg, "в турі 3") || !strings.Contains(msg, "зніміть позначку") {
		t.Fatalf("registered with a half-point bye: %v (%s)", err, msg)
	}
	if en := model.Message(err, i18n.En); !strings.Contains(en, "not entitled to half-point byes") {
		t.Errorf("English: %s", en)
	}
	if _, err := d.svc.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: ids[6], HalfByesBarred: true}); err != nil {
		t.Fatal(err)
	}
	d.reopen() // the mark is in the data file
	if _, err := d.svc.FIDE.SetBye(bg, tr.ID, ids[6], 2, trf.HalfBye, fide.Ack{Confirmed: true}); !model.IsKind(err, model.Conflict) {
		t.Errorf("a half-point bye asked later: %v", err)
	}
	if _, err := d.svc.FIDE.SetBye(bg, tr.ID, ids[6], 2, trf.ZeroBye, fide.Ack{}); err != nil {
		t.Errorf("a zero-point bye: %v", err)
	}
	if got, barred := byesOf(t, d, tr.ID, ids[6]); !barred || !reflect.DeepEqual(got, map[int]trf.Result{2: trf.ZeroBye}) {
		t.Errorf("stored %v, barred %v", got, barred)
	}
	// a player with a half-point bye in round 4 asked before the mark
	if _, err := d.svc.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: ids[7], Byes: map[int]trf.Result{1: trf.HalfBye, 4: trf.HalfBye}, Ack: fide.Ack{Confirmed: true}}); err != nil {
		t.Fatal(err)
	}
	if err := d.svc.FIDE.SetHalfByesBarred(bg, tr.ID, ids[7], true); !model.IsKind(err, model.Conflict) || !strings.Contains(model.Message(err, i18n.Uk), "скасуйте його") {
		t.Errorf("marked with a half-point bye still asked: %v", err)
	}
	if _, err := d.svc.FIDE.SetBye(bg, tr.ID, ids[7], 4, 0, fide.Ack{}); err != nil {
		t.Fatal(err)
	}
	d.play(tr.ID, d.pair(tr.ID)) // round 1: his half-point bye is played
	if err := d.svc.FIDE.SetHalfByesBarred(bg, tr.ID, ids[7], true); err != nil {
		t.Errorf("marked after the bye of round 1 was played: %v", err)
	}
	if got, barred := byesOf(t, d, tr.ID, ids[7]); !barred || !reflect.DeepEqual(got, map[int]trf.Result{1: trf.HalfBye}) {
		t.Errorf("stored %v, barred %v", got, barred)
	}
	if err := d.svc.FIDE.Leave(bg, tr.ID, fide.Ack{Confirmed: true, Again: true}); err != nil {
		t.Fatal(err)
	}
	if _, err := d.svc.FIDE.SetBye(bg, tr.ID, ids[7], 3, trf.HalfBye, fide.Ack{}); !model.IsKind(err, model.Conflict) {
		t.Errorf("out of FIDE mode: %v", err)
	}
	if err := d.svc.FIDE.SetHalfByesBarred(bg, tr.ID, ids[7], false); err != nil {
		t.Fatal(err)
	}
	if _, err := d.svc.FIDE.SetBye(bg, tr.ID, ids[7], 3, trf.HalfBye, fide.Ack{}); err != nil {
		t.Errorf("entitled again: %v", err)
	}
}

// TestVCL_Q177_FullPointByeDeprecated: a full-point bye given by hand
// (Q177) warns that FIDE deprecates it («ФІДЕ не рекомендує»), before it
// is saved (Q178) in the Level 3 confirmation Q115 asks for, and it is
// logged and written into the TRF-2026 file as "### FPB @ Round n"
// (Q179). The pairing-allocated bye is no such bye: pairing an odd field
// logs none.
func TestVCL_Q177_FullPointByeDeprecated(t *testing.T) {
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{System: model.SystemSwissDutch, Rounds: 5})
	ids := d.players(7, true)
	d.register(tr.ID, ids)
	d.play(tr.ID, d.pair(tr.ID)) // 7 players: a pairing-allocated bye
	if es := history(t, d, tr.ID); len(es) != 0 {
		t.Fatalf("the pairing-allocated bye logged %+v", es)
	}
	full := map[int]trf.Result{3: trf.FullBye}
	before, err := d.svc.FIDE.ByeWarnings(bg, tr.ID, ids[2], full, false)
	if err != nil || len(before) != 1 || before[0].Level != fide.Confirm || before[0].Code != "full-bye-deprecated" {
		t.Fatalf("before saving: %v %v", before, err)
	}
	if txt := before[0].In(i18n.Uk); !strings.Contains(txt, "Рівень 3") || !strings.Contains(txt, "ФІДЕ не рекомендує") || !strings.Contains(txt, "підтвердіть") {
		t.Errorf("warning %q", txt)
	}
	ws, err := d.svc.FIDE.SetBye(bg, tr.ID, ids[2], 3, trf.FullBye, fide.Ack{Confirmed: true})
	if err != nil || !reflect.DeepEqual(warningCodes(ws), []string{"full-bye-deprecated"}) {
		t.Fatalf("saved: %v %v", ws, err)
	}
	if got := strings.Join(kinds(history(t, d, tr.ID)), " "); got != "FPB@3" {
		t.Errorf("history %s", got)
	}
	if text := trf26(t, d, tr.ID); !strings.Contains(text, "### FPB @ Round 3 (") {
		t.Errorf("TRF lacks the FPB line:\n%s", text)
	}
	if again, err := d.svc.FIDE.ByeWarnings(bg, tr.ID, ids[2], full, false); err != nil || len(again) != 0 {
		t.Errorf("the stored bye warns again: %v %v", again, err)
	}
}

// TestVCL_Q115_FullPointByeConfirmedFirst: a full-point bye given by hand
// is a pairing-integrity event (FPB), so in FIDE mode it is a Level 3
// confirmation before it is stored (Q115): at registration and on a later
// change, refused with a *fide.Pending and nothing stored or logged until
// confirmed. Out of FIDE mode nothing is asked, the event is still logged.
func TestVCL_Q115_FullPointByeConfirmedFirst(t *testing.T) {
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{System: model.SystemSwissDutch, Rounds: 5})
	ids := d.players(6, true)
	d.register(tr.ID, ids[:5])
	_, err := d.svc.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: ids[5], Byes: map[int]trf.Result{2: trf.FullBye}})
	if p, ok := fide.AsPending(err); !ok || p.Warnings[0].Level != fide.Confirm || p.Warnings[0].Code != "full-bye-deprecated" {
		t.Fatalf("registration with a full-point bye, unconfirmed: %v", err)
	}
	if ps, _ := d.svc.Tournaments.Participants(bg, tr.ID); len(ps) != 5 || len(history(t, d, tr.ID)) != 0 {
		t.Fatalf("unconfirmed, yet stored: %d registered, %v", len(ps), history(t, d, tr.ID))
	}
	if _, err := d.svc.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: ids[5], Byes: map[int]trf.Result{2: trf.FullBye}, Ack: fide.Ack{Confirmed: true}}); err != nil {
		t.Fatal(err)
	}
	if _, err := d.svc.FIDE.SetBye(bg, tr.ID, ids[0], 3, trf.FullBye, fide.Ack{}); pendingStep(err) == 0 {
		t.Fatalf("a later full-point bye, unconfirmed: %v", err)
	}
	if got := strings.Join(kinds(history(t, d, tr.ID)), " "); got != "FPB@2" {
		t.Fatalf("history %s", got)
	}
	if _, err := d.svc.FIDE.SetBye(bg, tr.ID, ids[0], 3, trf.FullBye, fide.Ack{Confirmed: true}); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(kinds(history(t, d, tr.ID)), " "); got != "FPB@2 FPB@3" {
		t.Errorf("history %s", got)
	}
	// out of FIDE mode: no confirmation, still logged
	if err := d.svc.FIDE.Leave(bg, tr.ID, fide.Ack{Confirmed: true, Again: true}); err != nil {
		t.Fatal(err)
	}
	if _, err := d.svc.FIDE.SetBye(bg, tr.ID, ids[1], 4, trf.FullBye, fide.Ack{}); err != nil {
		t.Fatalf("out of FIDE mode: %v", err)
	}
	if got := strings.Join(kinds(history(t, d, tr.ID)), " "); got != "FPB@2 FPB@3 Non-FIDE@0 FPB@4" {
		t.Errorf("history %s", got)
	}
}

// TestVCL_Q170_WithdrawnMarkedInStandings: the standings rows say from
// which round a withdrawn player withdrew (FIDE C.02 VCL4THP.13 Q170), the
// mark the GUI, the command line and the printout show; the others carry
// none.
func TestVCL_Q170_WithdrawnMarkedInStandings(t *testing.T) {
	d, tr := swissStarted(t)
	ps, err := d.svc.Tournaments.Participants(bg, tr.ID)
	if err != nil {
		t.Fatal(err)
	}
	gone := ps[2]
	if err := d.svc.Tournaments.Withdraw(bg, tr.ID, gone.PlayerID, 2); err != nil {
		t.Fatal(err)
	}
	v, err := d.svc.Tournaments.Standings(bg, tr.ID, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range v.Rows {
		if want := map[bool]int{true: 2}[r.StartNo == gone.StartNo]; r.WithdrawnFrom != want {
			t.Errorf("no. %d: withdrawn from %d, want %d", r.StartNo, r.WithdrawnFrom, want)
		}
	}
}

// TestVCL_Q174_ImportedHalfByeCounts: a half-point bye already played in
// an imported tournament (a game H in the file, no request kept) counts:
// asking for another one is the second, Level 3.
func TestVCL_Q174_ImportedHalfByeCounts(t *testing.T) {
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{System: model.SystemSwissDutch, Rounds: 5})
	ids := d.players(7, true)
	d.register(tr.ID, ids[:6])
	if _, err := d.svc.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: ids[6], Byes: map[int]trf.Result{1: trf.HalfBye}}); err != nil {
		t.Fatal(err)
	}
	d.play(tr.ID, d.pair(tr.ID))
	copyID := importBack(t, d, tr.ID)
	ps, err := d.svc.Tournaments.Participants(bg, copyID)
	if err != nil {
		t.Fatal(err)
	}
	var who model.PlayerID
	for _, p := range ps {
		if p.StartNo == 7 {
			who = p.PlayerID
			if len(p.Byes) != 0 {
				t.Fatalf("the import kept requests %v", p.Byes)
			}
		}
	}
	_, err = d.svc.FIDE.SetBye(bg, copyID, who, 3, trf.HalfBye, fide.Ack{})
	if pendingStep(err) != 1 || !reflect.DeepEqual(codes(err), []string{"second-half-bye"}) {
		t.Fatalf("a half-point bye after the imported one: %v", err)
	}
	other := ps[0].PlayerID // no half-point bye so far: asks nothing
	if _, err := d.svc.FIDE.SetBye(bg, copyID, other, 3, trf.HalfBye, fide.Ack{}); err != nil {
		t.Errorf("a first half-point bye: %v", err)
	}
}
