package ui

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/engine/trf"
	"arbiter/model"

	"arbiter/ui/kit"
)

// TestLateEntryAndWithdrawal registers a player after round 1 (Z for the
// round missed, then paired) and withdraws another from round 2 (not
// paired again, listed as not playing).
func TestLateEntryAndWithdrawal(t *testing.T) {
	_, s, w, tour := setUpTournament(t, 7, 6, "Вечірній турнір", model.SystemSwissDutch, 3)
	pairNext(t, s, w, 1)
	typeResults(t, s, w, "1=0")

	s.tabs.Select(s.deskTab)
	registerByName(t, s, w, surnames[6], 50)
	late := s.desk.shown[len(s.desk.shown)-1]
	if late.Player.Surname != surnames[6] || late.StartNo != 7 {
		t.Fatalf("late entrant shown as %+v", late)
	}
	if late.Score != 0 {
		t.Errorf("late entrant has %d half-points after round 1, want 0 (Z)", late.Score)
	}

	// Withdraw no. 2 from round 2.
	s.desk.table.Select(widgetCellRow(1))
	test.Tap(s.desk.withdraw)
	if o := topOverlay(w); o == nil {
		t.Fatal("Withdraw asks nothing")
	}
	test.Tap(button(t, topOverlay(w), lang.L("Save")))
	withdrawn := s.desk.shown[1]
	if withdrawn.WithdrawnFrom != 2 {
		t.Fatalf("no. 2 withdrawn from round %d, want 2", withdrawn.WithdrawnFrom)
	}
	if got := s.desk.cell(1, 9); got != lang.L("withdrawn from round {{.R}}", map[string]int{"R": 2}) {
		t.Errorf("status column says %q", got)
	}

	pairNext(t, s, w, 2)
	rv := s.rounds.view
	for _, b := range rv.Boards {
		if b.White.StartNo == 2 || b.Black.StartNo == 2 {
			t.Errorf("withdrawn no. 2 paired on board %d", b.No)
		}
	}
	var lateSeen bool
	for _, b := range rv.Boards {
		lateSeen = lateSeen || b.White.StartNo == 7 || b.Black.StartNo == 7
	}
	if !lateSeen {
		t.Errorf("late entrant not paired in round 2: %+v", rv.Boards)
	}
	if !strings.Contains(s.rounds.absent.Text, withdrawn.Player.Surname) {
		t.Errorf("not-playing line %q does not name the withdrawn player", s.rounds.absent.Text)
	}
	if len(rv.Boards) != 3 {
		t.Errorf("round 2 has %d boards, want 3 (six players present)", len(rv.Boards))
	}
	_ = tour
}

// TestRegisterNewPlayerInTheSameDialog creates a player who is not in the
// registry from the registration dialog, with a requested half-point bye.
func TestRegisterNewPlayerInTheSameDialog(t *testing.T) {
	svc, _ := openService(t, testDBPath(t))
	ctx := context.Background()
	club, err := svc.Registry.CreateClub(ctx, model.Club{Name: "Дебют"})
	if err != nil {
		t.Fatal(err)
	}
	s, w := newTestTournaments(t, svc)
	createTournament(t, s, w, "Відкритий турнір", model.SystemSwissDutch, 5)
	test.Tap(s.desk.register)
	f := s.desk.form
	test.Type(f.search, "Ковальчук")
	if len(f.matches) != 0 {
		t.Fatalf("an empty registry matched %d players", len(f.matches))
	}
	test.Tap(f.newPlayer)
	if f.player == nil || f.player.Surname.Text != "Ковальчук" {
		t.Fatal("New player did not open the player fields with the typed surname")
	}
	test.Type(f.player.Name, "Ганна")
	test.Type(f.player.BirthDate, "05.03.2012")
	f.player.Gender.SetSelected(lang.L("female"))
	f.club.SetSelected(club.Name)
	test.Type(f.halfByes, "3")
	test.Tap(s.desk.dialog.Save)
	if o := topOverlay(w); o != nil {
		t.Fatalf("dialog still open: %q", labels(o))
	}
	if len(s.desk.shown) != 1 {
		t.Fatalf("desk shows %d participants", len(s.desk.shown))
	}
	p := s.desk.shown[0]
	if p.Player.FullName() != "Ковальчук Ганна" || p.Club != club.Name || p.Byes[3] != trf.HalfBye {
		t.Errorf("registered %+v", p)
	}
	if got := mustPlayers(t, svc); len(got) != 1 {
		t.Errorf("registry has %d players, want the one created", len(got))
	}
}

// TestRegisterWithoutChoosingRefused: saving the dialog with no player
// picked or created explains what to do and saves nothing.
func TestRegisterWithoutChoosingRefused(t *testing.T) {
	svc, _ := openService(t, testDBPath(t))
	s, w := newTestTournaments(t, svc)
	createTournament(t, s, w, "Турнір", model.SystemSwissDutch, 5)
	test.Tap(s.desk.register)
	test.Tap(s.desk.dialog.Save)
	if !hasLabel(topOverlay(w), model.Message(model.Errorf(model.Invalid, "", model.Msg("Pick a player from the list or press «New player»."), nil), kit.GUILang())) {
		t.Errorf("message %q", labels(topOverlay(w)))
	}
	if len(s.desk.shown) != 0 {
		t.Error("something was registered")
	}
}

// TestAdmissionBreachNeedsConfirmation: a player born outside the
// admission years is registered only after the director confirms the
// warning that names the rule.
func TestAdmissionBreachNeedsConfirmation(t *testing.T) {
	svc, _ := openService(t, testDBPath(t))
	addPlayers(t, svc, 1) // born 2010
	s, w := newTestTournaments(t, svc)
	test.Tap(s.add)
	test.Type(s.form.name, "До 12 років")
	s.form.bornFrom.SetText("2014")
	test.Tap(s.dialog.Save)
	test.Tap(s.desk.register)
	test.Type(s.desk.form.search, surnames[0][:6])
	test.Tap(s.desk.dialog.Save)
	if len(s.desk.shown) != 0 {
		t.Fatal("a player outside the admission rules was registered without asking")
	}
	o := topOverlay(w)
	if o == nil || !hasLabel(o, lang.L("Admission rules")) {
		t.Fatalf("no admission warning: %v", o)
	}
	tapYes(t, w)
	if len(s.desk.shown) != 1 {
		t.Fatalf("after confirming, %d registered", len(s.desk.shown))
	}
}
