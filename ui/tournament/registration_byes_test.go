package tournament

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/engine/trf"
	"arbiter/model"
)

// TestVCL_Q174_GUIByes: at the registration desk (FIDE C.02 VCL4THP.13
// Q174–178) a second half-point bye asks for confirmation and is saved
// after «Yes»; a player marked «not entitled to half-point byes» is saved
// with the mark, and editing his registration to ask for one is refused
// with the model's message, nothing changed; a full-point bye asks for
// confirmation, saying FIDE deprecates it, and is saved after «Yes».
func TestVCL_Q174_GUIByes(t *testing.T) {
	svc, _ := openService(t, testDBPath(t))
	ps := addPlayers(t, svc, 3)
	s, w := newTestTournaments(t, svc)
	createTournament(t, s, w, "Відкритий турнір", model.SystemSwissDutch, 5)
	register := func(i int) {
		test.Tap(deskOf(s).register)
		test.Type(deskOf(s).form.search, ps[i].Surname)
	}

	register(0)
	test.Type(deskOf(s).form.halfByes, "2, 4")
	test.Tap(deskOf(s).dialog.Save)
	if len(deskOf(s).shown) != 0 || !strings.Contains(strings.Join(labels(topOverlay(w)), " "), "Рівень 3") {
		t.Fatalf("two half-point byes without asking: %d registered, %q", len(deskOf(s).shown), labels(topOverlay(w)))
	}
	tapYes(t, w)
	if len(deskOf(s).shown) != 1 || len(deskOf(s).shown[0].Byes) != 2 {
		t.Fatalf("after «Yes»: %+v", deskOf(s).shown)
	}

	register(1)
	deskOf(s).form.noHalfByes.SetChecked(true)
	test.Tap(deskOf(s).dialog.Save)
	if len(deskOf(s).shown) != 2 || !deskOf(s).shown[1].HalfByesBarred {
		t.Fatalf("not saved with the mark: %+v", deskOf(s).shown)
	}
	if got := byesCell(deskOf(s).shown[1]); got != lang.L("no ½") {
		t.Errorf("byes cell %q", got)
	}
	deskOf(s).saveEntry(withByes(deskOf(s).shown[1].Entry, map[int]trf.Result{3: trf.HalfBye}))
	if !strings.Contains(strings.Join(labels(topOverlay(w)), " "), "не має права на пропуски за ½ очка") {
		t.Errorf("refusal %q", labels(topOverlay(w)))
	}
	if p, err := svc.Tournaments.Participants(context.Background(), s.Ctx.Current.ID); err != nil || len(p[1].Byes) != 0 {
		t.Errorf("refused, yet stored %+v (%v)", p, err)
	}

	// a full-point bye given by hand: the Level 3 question carries FIDE's
	// deprecation (Q115, Q177); saved after «Yes»
	register(2)
	test.Type(deskOf(s).form.fullByes, "3")
	test.Tap(deskOf(s).dialog.Save)
	if text := strings.Join(labels(topOverlay(w)), " "); len(deskOf(s).shown) != 2 || !strings.Contains(text, "Рівень 3") || !strings.Contains(text, "ФІДЕ не рекомендує") {
		t.Fatalf("full-point bye without asking: %d registered, %q", len(deskOf(s).shown), text)
	}
	tapYes(t, w)
	if len(deskOf(s).shown) != 3 || deskOf(s).shown[2].Byes[3] != trf.FullBye {
		t.Errorf("full-point bye after «Yes»: %+v", deskOf(s).shown)
	}
}

func withByes(e model.Entry, byes map[int]trf.Result) model.Entry {
	e.Byes = byes
	return e
}
