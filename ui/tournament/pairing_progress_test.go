package tournament

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"arbiter/model"

	"arbiter/model/i18n"

	"arbiter/ui/kit"
)

// TestPairingProgressAndCancel: while a Swiss round is paired, the panel
// shows which bracket is being paired and how many players are left; the
// director's Cancel stops the pairing, which changes nothing and says so;
// pairing again then works.
func TestPairingProgressAndCancel(t *testing.T) {
	svc, s, w, tour := setUpTournament(t, 18, 18, "Швидкий турнір", model.SystemSwissDutch, 5)
	pairNext(t, s, w, 1)
	typeResults(t, s, w, resultKeysFor(1, 9))
	before, err := svc.Tournaments.State(context.Background(), tour.ID)
	if err != nil {
		t.Fatal(err)
	}

	var shown string
	reports := 0
	onPairProgress = func(p *pairingPanel, pr model.PairingProgress) {
		reports++
		if reports == 1 {
			p.watch.show() // a long pairing shows this after a second
			if !p.watch.box.Visible() {
				t.Error("the progress of the pairing is not shown")
			}
			shown = p.watch.text.Text
			test.Tap(p.watch.cancel)
		}
	}
	defer func() { onPairProgress = nil }()
	s.tabs.Select(tabOf[*pairingPanel](s))
	test.Tap(roundsOf(s).pair)

	if reports != 1 {
		t.Fatalf("%d progress reports after Cancel, want the pairing to stop at the first", reports)
	}
	if !strings.Contains(shown, "1") || !strings.Contains(shown, strconv.Itoa(18)) || shown != progressText(model.PairingProgress{Bracket: 1, Score: 2, Left: 18, Players: 18}) {
		t.Fatalf("progress shown %q, want bracket 1 (1 point) with 18 of 18 players left", shown)
	}
	after, err := svc.Tournaments.State(context.Background(), tour.ID)
	if err != nil {
		t.Fatal(err)
	}
	if after != before {
		t.Fatalf("a cancelled pairing changed the tournament: %+v, was %+v", after, before)
	}
	if o := topOverlay(w); o != nil {
		t.Fatalf("a cancelled pairing shows a dialog: %q", labels(o))
	}
	if roundsOf(s).watch.box.Visible() || roundsOf(s).pair.Disabled() || !strings.Contains(roundsOf(s).status.Text, map[model.Lang]string{i18n.Uk: "скасовано", i18n.En: "cancelled"}[kit.GUILang()]) {
		t.Fatalf("after Cancel: progress visible %v, Pair disabled %v, status %q", roundsOf(s).watch.box.Visible(), roundsOf(s).pair.Disabled(), roundsOf(s).status.Text)
	}

	onPairProgress = nil
	pairNext(t, s, w, 2)
	if roundsOf(s).watch.box.Visible() {
		t.Fatal("the progress stays on screen after a quick pairing")
	}
}
