package standings

import (
	"os/exec"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"arbiter/model"
	"arbiter/ui/internal/uitest"
)

// TestTeamRankingScreen: the §2 team ranking from the standings tab. Four
// players by rating: 1 and 2 of club X, 3 and 4 of club Y; round 1 is 1–3
// and 4–2 (4 White). Results «= 1»: 1–3 drawn, 4 beats 2. By hand: Y ½+1 =
// 1½, X ½+0 = ½; counting the best one: Y 1 (player 4), X ½ (player 1).
func TestTeamRankingScreen(t *testing.T) {
	svc, _ := uitest.OpenService(t, uitest.DBPath(t))
	var clubs []model.ClubID
	for _, n := range []string{"Клуб X", "Клуб Y"} {
		c, err := svc.Registry.CreateClub(t.Context(), model.Club{Name: n})
		if err != nil {
			t.Fatal(err)
		}
		clubs = append(clubs, c.ID)
	}
	var ps []model.Player
	for i := 0; i < 4; i++ {
		ps = append(ps, uitest.AddPlayer(t, svc, model.Player{Surname: uitest.Surnames[i], Name: "Олег", FIDERating: 2200 - 40*i, ClubID: clubs[i/2]}))
	}
	s, w, tour := openWith(t, svc, ps, swiss("Меморіал", 3))
	played(t, svc, tour.ID, "=1")
	showTab(t, s, "Standings")
	p := standingsOf(s)
	test.Tap(p.teamRanking)
	v := p.ranking
	if v == nil {
		t.Fatal("Team ranking did not open")
	}
	check := func(want [][]string) {
		t.Helper()
		if len(v.rows) != len(want) {
			t.Fatalf("%d teams, want %d", len(v.rows), len(want))
		}
		for i, row := range want {
			for c, cell := range row {
				if got := v.cell(i, c); got != cell {
					t.Errorf("row %d col %d: %q, want %q", i+1, c, got, cell)
				}
			}
		}
	}
	if v.size.Text != "3" {
		t.Errorf("size shown %q, want §2's 3", v.size.Text)
	}
	check([][]string{{"1", "Клуб Y", "1½"}, {"2", "Клуб X", "½"}})
	v.size.SetText("1")
	test.Tap(v.apply)
	check([][]string{{"1", "Клуб Y", "1"}, {"2", "Клуб X", "½"}})
	if got := v.cell(0, 3); got != uitest.Surnames[3]+" Олег (1)" {
		t.Errorf("Y's counted player: %q", got)
	}
	// printed as shown (it had no printout before)
	test.Tap(v.print)
	files := printouts(s, "командний_залік*.pdf")
	if len(files) != 1 {
		t.Fatalf("team ranking printed: %v", files)
	}
	text, err := exec.Command("pdftotext", "-layout", "-enc", "UTF-8", files[0], "-").Output()
	flat := strings.Join(strings.Fields(string(text)), " ")
	if err != nil || !strings.Contains(flat, "1 Клуб Y 1 "+uitest.Surnames[3]+" Олег (1)") || !strings.Contains(flat, "(у заліку — 1)") {
		t.Errorf("printed ranking (pdftotext: %v):\n%s", err, text)
	}
	v.size.SetText("-1")
	test.Tap(v.apply)
	if o := uitest.TopOverlay(w); o == nil || !strings.Contains(strings.Join(uitest.Labels(o), " "), "невід'ємним") {
		t.Error("a negative size is not refused")
	}
}
