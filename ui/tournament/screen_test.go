package tournament

import (
	"context"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/model"
)

// TestSwissPlayedThroughTheScreens plays a 16-player, 5-round Swiss from
// the screens: create, register at the desk, pair each round, type the
// results; the standings and the crosstable hold them; then reopens the
// data file and finds everything again.
func TestSwissPlayedThroughTheScreens(t *testing.T) {
	path := testDBPath(t)
	svc, closeDB := openService(t, path)
	addPlayers(t, svc, 16)
	s, w := newTestTournaments(t, svc)
	tour := createTournament(t, s, w, "Кваліфікаційний турнір, листопад", model.SystemSwissDutch, 5)
	if tour.Venue != model.DefaultVenue {
		t.Errorf("venue = %q, want the default %q", tour.Venue, model.DefaultVenue)
	}
	for i := 15; i >= 0; i-- { // registered weakest first: sorting must fix the order
		registerByName(t, s, w, surnames[i], 100)
	}
	if len(deskOf(s).shown) != 16 {
		t.Fatalf("desk shows %d participants, want 16", len(deskOf(s).shown))
	}
	test.Tap(deskOf(s).sortRanks)
	if got := deskOf(s).shown[0].Player.Surname; got != surnames[0] {
		t.Errorf("after sorting by rating, no. 1 is %s, want %s", got, surnames[0])
	}
	if !hasLabel(deskOf(s).count, lang.L("Registered {{.N}} · checked in {{.In}} · paid {{.Paid}}",
		map[string]int{"N": 16, "In": 0, "Paid": 16})) {
		t.Errorf("desk count says %q", deskOf(s).count.Text)
	}

	for r := 1; r <= 5; r++ {
		pairNext(t, s, w, r)
		if n := len(roundsOf(s).view.Boards); n != 8 {
			t.Fatalf("round %d has %d boards, want 8", r, n)
		}
		typeResults(t, s, w, resultKeysFor(r, 8))
		want := lang.L("Round {{.R}} is complete.", map[string]int{"R": r})
		if roundsOf(s).status.Text != want {
			t.Fatalf("round %d status %q, want %q", r, roundsOf(s).status.Text, want)
		}
	}
	// The keys typed in round 1 were "=01=01=0": a draw, Black won, White won…
	first := mustRound(t, svc, tour.ID, 1)
	if got := first.Boards[0].Result.String() + " " + first.Boards[1].Result.String() + " " + first.Boards[2].Result.String(); got != "½-½ 0-1 1-0" {
		t.Errorf("round 1 boards 1–3 have %q, want the typed ½-½ 0-1 1-0", got)
	}

	// the typed results as the Standings and Crosstable tabs read them
	// (ui/standings' TestSwissStandingsAndCrosstable shows them)
	ctx := context.Background()
	st, err := svc.Tournaments.Standings(ctx, tour.ID, 0)
	if err != nil || len(st.Rows) != 16 || st.Round != 5 {
		t.Fatalf("standings of %d rows after round %d (%v), want 16 after 5", len(st.Rows), st.Round, err)
	}
	total := 0
	for _, r := range st.Rows {
		total += r.Points
	}
	if total != 16*5 { // 8 games a round, one point each, in half-points: 8*2*5
		t.Errorf("points in the standings add up to %d half-points, want 80", total)
	}
	before := st.Rows
	if cv, err := svc.Tournaments.Crosstable(ctx, tour.ID, 0); err != nil || len(cv.Rows) != 16 || cv.Rows[0].Rounds == nil {
		t.Fatalf("crosstable %+v (%v)", cv, err)
	}

	// Reopen the file: the standings and every result are there.
	closeDB()
	svc2, _ := openService(t, path)
	s2, _ := newTestTournaments(t, svc2)
	if len(s2.tournaments) != 1 {
		t.Fatalf("reopened file lists %d tournaments", len(s2.tournaments))
	}
	s2.list.Select(0)
	if s2.Ctx.Current.ID != tour.ID {
		t.Fatalf("the reopened list opened %+v", s2.Ctx.Current)
	}
	st2, err := svc2.Tournaments.Standings(ctx, tour.ID, 0)
	if err != nil {
		t.Fatal(err)
	}
	after := st2.Rows
	if len(after) != len(before) {
		t.Fatalf("reopened standings have %d rows, want %d", len(after), len(before))
	}
	for i := range before {
		if before[i].Name != after[i].Name || before[i].Points != after[i].Points || before[i].Place != after[i].Place {
			t.Errorf("row %d after reopening %+v, before %+v", i, after[i], before[i])
		}
	}
	for r := 1; r <= 5; r++ {
		for _, b := range mustRound(t, svc2, tour.ID, r).Boards {
			if b.Result == model.NoGameResult {
				t.Errorf("round %d board %d lost its result", r, b.No)
			}
		}
	}
}

func TestTournamentSettingsNeedAName(t *testing.T) {
	svc, _ := openService(t, testDBPath(t))
	s, w := newTestTournaments(t, svc)
	test.Tap(buttonOf(s, "New tournament"))
	test.Tap(dialogOf(s).Save)
	if len(s.tournaments) != 0 {
		t.Fatal("a tournament without a name was saved")
	}
	if o := topOverlay(w); o == nil {
		t.Fatal("no message for a missing name")
	}
	if ts, _ := svc.Tournaments.ListTournaments(context.Background()); len(ts) != 0 {
		t.Fatalf("stored %d tournaments", len(ts))
	}
}
