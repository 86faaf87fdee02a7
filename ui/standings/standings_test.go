package standings

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/ui/internal/uitest"
)

// TestSubStandingsTable: a tournament showing the girls' standings offers
// them in the selector, placed again from 1; selecting a player shows the
// explanation of the tie-breaks in Ukrainian, which goes when the table
// changes; «Друкувати цю таблицю» prints the girls' table.
func TestSubStandingsTable(t *testing.T) {
	svc, _ := uitest.OpenService(t, uitest.DBPath(t))
	var ps []model.Player
	for i := 0; i < 4; i++ {
		g := model.Male
		if i%2 == 1 {
			g = model.Female
		}
		ps = append(ps, uitest.AddPlayer(t, svc, model.Player{Surname: uitest.Surnames[i], Name: "Олена", Gender: g, FIDERating: 2000 - 50*i}))
	}
	tn := swiss("Змішаний турнір", 5)
	tn.SubStandings = "girls"
	s, w, tour := openWith(t, svc, ps, tn)
	played(t, svc, tour.ID, "10")

	showTab(t, s, "Standings")
	sp := standingsOf(s)
	if len(sp.view.Subs) != 1 || len(sp.subSel.Options) != 2 {
		t.Fatalf("sub-standings %+v, selector %q", sp.view.Subs, sp.subSel.Options)
	}
	sp.subSel.SetSelected(sp.view.Subs[0].Title)
	if len(sp.rows) != 2 || sp.rows[0].PlaceFrom != 1 {
		t.Fatalf("girls' standings rows %+v", sp.rows)
	}
	for _, r := range sp.rows {
		if r.StartNo != 2 && r.StartNo != 4 {
			t.Errorf("no. %d (%s) is not a girl", r.StartNo, r.Name)
		}
	}
	// selecting a girl shows the model's explanation in Ukrainian, round by round
	sp.table.Select(widget.TableCellID{Row: 0, Col: 2})
	if ex := sp.explanation.Text; !strings.Contains(ex, "гравця "+strconv.Itoa(sp.rows[0].StartNo)+" = ") || !strings.Contains(ex, "тур 1 — ") {
		t.Errorf("explanation of %s: %q", sp.rows[0].Name, ex)
	}
	// back to the overall table: the girl's explanation does not stay beside it
	sp.subSel.SetSelected(sp.subSel.Options[0])
	if ex := sp.explanation.Text; ex != lang.L("Select a player to see how the tie-breaks were computed.") {
		t.Errorf("after changing the table the explanation still says %q", ex)
	}
	sp.subSel.SetSelected(sp.view.Subs[0].Title)
	test.Tap(sp.printSub)
	uitest.Dismiss(t, w)
	if files := printouts(s, "*.pdf"); len(files) != 1 {
		t.Errorf("printouts %v, want the girls' standings", files)
	}
}

// TestSwissStandingsAndCrosstable: a 16-player Swiss played through 5
// rounds shows every player in the standings after round 5, the points
// adding up to the games played, the legend naming every tie-break, a
// player's explanation; and the crosstable of every player round by round.
func TestSwissStandingsAndCrosstable(t *testing.T) {
	svc, s, _, tour := setUp(t, 16, 16, swiss("Кваліфікаційний турнір, листопад", 5))
	for r := 1; r <= 5; r++ {
		played(t, svc, tour.ID, uitest.ResultKeysFor(r, 8))
	}
	showTab(t, s, "Standings")
	sp := standingsOf(s)
	if len(sp.rows) != 16 || sp.view.Round != 5 {
		t.Fatalf("standings show %d rows after round %d, want 16 after 5", len(sp.rows), sp.view.Round)
	}
	total := 0
	for _, r := range sp.rows {
		total += r.Points
	}
	if total != 16*5 { // 8 games a round, one point each, in half-points: 8*2*5
		t.Errorf("points in the standings add up to %d half-points, want 80", total)
	}
	for i, c := range sp.view.Columns {
		if !strings.Contains(sp.legend.Text, c.Code+" — "+c.Name) {
			t.Errorf("legend %q lacks column %d %s", sp.legend.Text, i, c.Code)
		}
	}
	sp.table.Select(widget.TableCellID{Row: 0, Col: 2})
	if !strings.Contains(sp.explanation.Text, sp.view.Columns[0].Code) {
		t.Errorf("selecting the leader explains %q", sp.explanation.Text)
	}
	showTab(t, s, "Crosstable")
	if crossOf(s).view == nil || len(crossOf(s).view.Rows) != 16 || crossOf(s).view.Rows[0].Rounds == nil {
		t.Fatalf("crosstable not shown: %+v", crossOf(s).view)
	}
}

// TestPrintStandingsWritesAFile prints the standings: the PDF goes to the
// printout directory and, with no viewer, the director is told where.
func TestPrintStandingsWritesAFile(t *testing.T) {
	svc, s, w, tour := setUp(t, 4, 4, swiss("Бліц", 3))
	played(t, svc, tour.ID, "1=")
	showTab(t, s, "Standings")
	test.Tap(standingsOf(s).print)
	files := printouts(s, "*.pdf")
	if len(files) != 1 || !strings.HasPrefix(filepath.Base(files[0]), "тур-1_таблиця_Бліц") {
		t.Fatalf("printout files %v", files)
	}
	if st, err := os.Stat(files[0]); err != nil || st.Size() < 1000 {
		t.Fatalf("printout %s: %v", files[0], err)
	}
	o := uitest.TopOverlay(w)
	if o == nil || !strings.Contains(strings.Join(uitest.Labels(o), " "), files[0]) {
		t.Fatalf("no message naming the saved file; overlay %v", o)
	}
}
