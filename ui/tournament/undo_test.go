package tournament

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/model"
)

// TestReopenAndDeleteTournamentInGUI: a finished tournament reopens after
// a warning about the season tables and diplomas; deleting asks and the
// tournament is then among the deleted records.
func TestReopenAndDeleteTournamentInGUI(t *testing.T) {
	svc, s, w := playedFour(t, 3)
	if !buttonOf(s, "Reopen").Disabled() {
		t.Error("reopen is enabled on an open tournament")
	}
	test.Tap(buttonOf(s, "Finish tournament"))
	tapYes(t, w)
	test.Tap(button(t, topOverlay(w), lang.L("No"))) // no diplomas now
	if buttonOf(s, "Reopen").Disabled() {
		t.Fatal("reopen is disabled on a finished tournament")
	}
	test.Tap(buttonOf(s, "Reopen"))
	if text := strings.Join(labels(topOverlay(w)), " "); !strings.Contains(text, "season tables") || !strings.Contains(text, "diplomas") {
		t.Fatalf("the reopen warning: %q", text)
	}
	tapYes(t, w)
	if got, _ := svc.Tournaments.GetTournament(context.Background(), s.Ctx.Current.ID); got.Finished || s.Ctx.Current.Finished {
		t.Fatalf("still finished: %+v", got)
	}
	id := s.Ctx.Current.ID
	test.Tap(buttonOf(s, "Delete"))
	tapYes(t, w)
	if _, err := svc.Tournaments.GetTournament(context.Background(), id); !model.IsKind(err, model.NotFound) {
		t.Fatalf("after delete: %v", err)
	}
	if recs, _ := svc.DeletedRecords(context.Background()); len(recs) != 1 || recs[0].Kind != model.DeletedTournament {
		t.Errorf("deleted records %+v", recs)
	}
}
