package standings

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/ui/internal/tourtest"
)

// The standings open on the round being played: after round 2 is paired
// they show round 2, even if an earlier visit chose round 1.
func TestStandingsOpenOnTheRoundBeingPlayed(t *testing.T) {
	svc, s, _, tour := setUp(t, 6, 6, swiss("Вечірній турнір", 3))
	played(t, svc, tour.ID, "111")
	tourtest.Pair(t, svc, tour.ID)
	showTab(t, s, "Standings")
	if standingsOf(s).view == nil || standingsOf(s).view.Round != 2 {
		t.Fatalf("standings opened on round %v, want 2", standingsOf(s).view)
	}
	standingsOf(s).roundSel.SetSelected(lang.L("After round {{.R}}", map[string]int{"R": 1}))
	if standingsOf(s).view.Round != 1 {
		t.Fatalf("choosing round 1 shows round %d", standingsOf(s).view.Round)
	}
	showTab(t, s, "Rounds")
	tourtest.Results(t, svc, tour.ID, 2, "111")
	tourtest.Pair(t, svc, tour.ID)
	showTab(t, s, "Standings")
	if standingsOf(s).view.Round != 3 {
		t.Errorf("after pairing round 3 the standings opened on round %d", standingsOf(s).view.Round)
	}
}

// A withdrawn player is marked in the standings: his name cell and the
// line under the table say from which round.
func TestStandingsMarkTheWithdrawn(t *testing.T) {
	svc, s, _, tour := setUp(t, 6, 6, swiss("Вечірній турнір", 3))
	played(t, svc, tour.ID, "111")
	ctx := context.Background()
	ps, err := svc.Tournaments.Participants(ctx, tour.ID)
	if err != nil {
		t.Fatal(err)
	}
	var second model.Participant
	for _, p := range ps {
		if p.StartNo == 2 {
			second = p
		}
	}
	if err := svc.Tournaments.Withdraw(ctx, tour.ID, second.PlayerID, 2); err != nil { // as the desk's Withdraw does
		t.Fatal(err)
	}
	name := second.Player.FullName()
	showTab(t, s, "Standings")
	mark := withdrawnName(name, 2)
	var row = -1
	for i, r := range standingsOf(s).rows {
		if r.StartNo == 2 {
			row = i
		}
	}
	if row < 0 {
		t.Fatal("no. 2 is not in the standings")
	}
	l := widget.NewLabel("")
	standingsOf(s).updateCell(widget.TableCellID{Row: row, Col: 2}, l)
	if !strings.Contains(l.Text, lang.L("withdrawn from round {{.R}}", map[string]int{"R": 2})) && l.Text != mark {
		t.Errorf("no. 2's name cell reads %q, want the withdrawal marked", l.Text)
	}
	if !strings.Contains(standingsOf(s).legend.Text, mark) {
		t.Errorf("the line under the table %q does not name %q", standingsOf(s).legend.Text, mark)
	}
}

// TestVCL_Q157_GUIAdjournedUnderStandings: an adjourned game is named
// under the standings, counted as a draw until its result is in (FIDE
// C.02 VCL4THP.13 Q157).
func TestVCL_Q157_GUIAdjournedUnderStandings(t *testing.T) {
	svc, s, _, tour := setUp(t, 6, 6, swiss("Відкладені", 3))
	tourtest.Pair(t, svc, tour.ID)
	if err := svc.Tournaments.Adjourn(context.Background(), tour.ID, 1, 1, false); err != nil { // the key ? on board 1
		t.Fatal(err)
	}
	for b := 2; b <= 3; b++ {
		if err := svc.Tournaments.SetGameResult(context.Background(), tour.ID, 1, b, model.WhiteWon, false); err != nil {
			t.Fatal(err)
		}
	}
	tourtest.Pair(t, svc, tour.ID)
	showTab(t, s, "Standings")
	if !strings.Contains(standingsOf(s).legend.Text, "Відкладені партії, зараховані як нічиї, доки не внесено їхні результати: тур 1, дошка 1.") {
		t.Errorf("standings legend %q", standingsOf(s).legend.Text)
	}
}
