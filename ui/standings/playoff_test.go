package standings

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/ui/internal/tourtest"
	"arbiter/ui/internal/uitest"
	"arbiter/ui/tournament"
)

// rr4 is a 4-player round robin, paired, with rounds 1..played' results
// stored: no. 1 and no. 2 draw and beat no. 3 and no. 4, who draw (Berger
// table for 4: 1-4 2-3; 4-3 1-2; 2-4 3-1).
func rr4(t *testing.T, played int) (*datafile.Services, *tournament.Screen, fyne.Window) {
	t.Helper()
	svc, s, w, tour := setUp(t, 4, 4, model.Tournament{Name: "Фінал бліцу", System: model.SystemRoundRobin, Rounds: 3})
	tourtest.Pair(t, svc, tour.ID)
	for r, keys := range []string{"11", "==", "10"}[:played] {
		tourtest.Results(t, svc, tour.ID, r+1, keys)
	}
	return svc, s, w
}

// setRule types a play-off rule on the play-off tab and saves it.
func setRule(t *testing.T, s *tournament.Screen, w fyne.Window, places string, form int, extra bool) {
	t.Helper()
	showTab(t, s, "Play-offs")
	p := playoffsOf(s)
	p.places.SetText("")
	test.Type(p.places, places)
	p.form.SetSelectedIndex(form)
	p.extra.SetChecked(extra)
	test.Tap(p.saveRule)
	if o := uitest.TopOverlay(w); o != nil {
		t.Fatalf("saving the rule: %q", uitest.Labels(o))
	}
}

// typeGame chooses White on the play-off tab and types the result key
// and Enter.
func typeGame(t *testing.T, s *tournament.Screen, w fyne.Window, white int, key string) {
	t.Helper()
	p := playoffsOf(s)
	q := p.chosen()
	if q == nil {
		t.Fatal("no play-off to enter a game for")
	}
	k := 0
	if q.StartNos[1] == white {
		k = 1
	}
	p.white.SetSelected(whiteLabel(q, k))
	test.Type(p.result, key)
	p.result.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if o := uitest.TopOverlay(w); o != nil {
		t.Fatalf("game %d %q: %q", white, key, uitest.Labels(o))
	}
}

// TestPlayoffArmageddonScreens: seed 004 §11 final, for the medals
// (places 1 and 3): two tied play one game; a draw is a win for Black.
func TestPlayoffArmageddonScreens(t *testing.T) {
	svc, s, w := rr4(t, 2)
	setRule(t, s, w, "1,3", 0, false)
	p := playoffsOf(s)
	if !strings.Contains(p.ruleText.Text, "місця 1,3: армагедон") || p.status.Text != lang.L("Play-off games come after the last round, once every result is in.") {
		t.Fatalf("rule %q, status %q", p.ruleText.Text, p.status.Text)
	}
	tourtest.Results(t, svc, s.Current().ID, 3, "10")

	showTab(t, s, "Play-offs")
	if len(p.pending) != 2 || !p.entry.Visible() || p.status.Text != lang.L("Play-offs needed: {{.N}}. Finishing the tournament waits for them.", map[string]int{"N": 2}) {
		t.Fatalf("pending %d, status %q", len(p.pending), p.status.Text)
	}
	// finishing says what is missing and changes nothing
	finish(t, s, w)
	if o := uitest.TopOverlay(w); o == nil || !strings.Contains(strings.Join(uitest.Labels(o), " "), "Місця 1–2 ще не визначено") {
		t.Fatalf("finish with a play-off pending: %v", o)
	}
	w.Canvas().Overlays().Remove(uitest.TopOverlay(w))
	if st, _ := svc.Tournaments.State(context.Background(), s.Current().ID); st.Tournament.Finished {
		t.Fatal("finished with a play-off pending")
	}
	// a key that is not a result changes nothing
	test.Type(p.result, "7")
	p.result.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if o := uitest.TopOverlay(w); o == nil || !strings.Contains(strings.Join(uitest.Labels(o), " "), "не результат") {
		t.Fatal("a bad key gave no message")
	}
	w.Canvas().Overlays().Remove(uitest.TopOverlay(w))
	if v, _ := svc.Playoffs.View(context.Background(), s.Current().ID); len(v.Playoffs[0].Games) != 0 {
		t.Fatal("a bad key recorded a game")
	}

	p.which.SetSelectedIndex(0) // places 1–2
	test.Tap(p.lot)
	if o := uitest.TopOverlay(w); o != nil || p.lotMsg.Text == "" || p.white.Selected == "" {
		t.Fatalf("colour by lot: %q, White %q", p.lotMsg.Text, p.white.Selected)
	}
	if a, _ := svc.Tournaments.Audit(context.Background(), s.Current().ID); len(a) == 0 || a[len(a)-1].Action != "playoff-lot" {
		t.Errorf("the lot is not in the audit: %+v", a)
	}
	typeGame(t, s, w, 1, "=") // no. 1 White, a draw: no. 2 (Black) wins
	if len(p.pending) != 1 || p.view.Playoffs[0].Winner != 2 {
		t.Fatalf("after the Armageddon: %+v", p.view.Playoffs)
	}
	typeGame(t, s, w, 4, "1") // places 3–4: no. 4 White wins
	if len(p.pending) != 0 || p.entry.Visible() || p.status.Text != lang.L("Every play-off is decided; the standings show the places they set.") {
		t.Fatalf("after both: %d pending, %q", len(p.pending), p.status.Text)
	}

	showTab(t, s, "Standings")
	rows := standingsOf(s).rows
	var nos []int
	for _, r := range rows {
		nos = append(nos, r.StartNo)
	}
	if len(rows) != 4 || nos[0] != 2 || nos[1] != 1 || nos[2] != 4 || nos[3] != 3 || standingsCell(rows[0], 0) != "1*" || standingsCell(rows[2], 0) != "3*" {
		t.Fatalf("standings %v, first place cell %q", nos, standingsCell(rows[0], 0))
	}
	if !strings.Contains(standingsOf(s).legend.Text, "1 місце — ") || !strings.Contains(standingsOf(s).legend.Text, "(за результатом армагедону)") {
		t.Errorf("legend %q", standingsOf(s).legend.Text)
	}
	finish(t, s, w)
	if o := uitest.TopOverlay(w); o == nil || !strings.Contains(strings.Join(uitest.Labels(o), " "), "3") {
		t.Fatalf("no diploma question after finishing")
	}
	w.Canvas().Overlays().Remove(uitest.TopOverlay(w))
	// the printed standings mark the places and list the play-off games
	showTab(t, s, "Standings")
	test.Tap(standingsOf(s).print)
	uitest.Dismiss(t, w)
	text := strings.Join(strings.Fields(pdfText(t, s, "*таблиця*.pdf")), " ")
	for _, want := range []string{"1* 2 ", "* Місця за результатом додаткових партій:", "½-½. 1 місце — ", "3 місце — ", "(за результатом армагедону)"} {
		if !strings.Contains(text, want) {
			t.Errorf("the standings printout lacks %q: %s", want, text)
		}
	}
	ps, _ := svc.Tournaments.Participants(context.Background(), s.Current().ID)
	for _, q := range ps {
		want := map[int]int{2: 1, 1: 2, 4: 3, 3: 4}[q.Entry.StartNo]
		if q.Entry.Place != want {
			t.Errorf("no. %d finished %d, want %d", q.Entry.StartNo, q.Entry.Place, want)
		}
	}
}

// TestPlayoffMatchToTwoWinsScreens: seed 004 §11 semifinals «матч до 2-х
// побед»: the colours alternate, a draw counts for nobody, undo takes the
// last game back.
func TestPlayoffMatchToTwoWinsScreens(t *testing.T) {
	svc, s, w := rr4(t, 3)
	setRule(t, s, w, "1", 2, false)
	p := playoffsOf(s)
	for i, g := range []struct {
		white int
		key   string
	}{{1, "1"}, {2, "1"}, {1, "="}, {2, "0"}} {
		if p.white.Selected != whiteLabel(p.chosen(), map[int]int{1: 0, 2: 1}[g.white]) {
			t.Fatalf("game %d: White offered %q, want no. %d (colours alternate)", i+1, p.white.Selected, g.white)
		}
		typeGame(t, s, w, g.white, g.key)
	}
	v := p.view.Playoffs[0]
	if !v.Decided || v.Winner != 1 || len(v.Games) != 4 {
		t.Fatalf("2:1 for no. 1: %+v", v)
	}
	test.Tap(p.undo)
	uitest.TapYes(t, w)
	if v := p.view.Playoffs[0]; v.Decided || len(v.Games) != 3 || !strings.Contains(v.Text, "перемог 1:1") {
		t.Fatalf("after undo: %+v", v)
	}
	typeGame(t, s, w, 2, "1")
	if v := p.view.Playoffs[0]; !v.Decided || v.Winner != 2 {
		t.Fatalf("2:1 for no. 2: %+v", v)
	}
	finish(t, s, w)
	w.Canvas().Overlays().Remove(uitest.TopOverlay(w))
	st, _ := svc.Tournaments.Standings(context.Background(), s.Current().ID, 0)
	if st.Rows[0].StartNo != 2 || st.Rows[0].Playoff != "за результатом матчу до двох перемог" {
		t.Fatalf("%+v", st.Rows[0])
	}
}

// TestPlayoffExtraMatchScreens: seed 004 §3, §19 for an individual Swiss.
// No. 2 asked for a half-point bye in round 1 and is kept apart from
// no. 1 (set through the model: the field, not the play-off, is the
// point); the rounds' results are stored through the services and the extra
// match typed on the screen.
func TestPlayoffExtraMatchScreens(t *testing.T) {
	svc, s, w, tour := setUp(t, 9, 9, swiss("Кубок", 3))
	ctx := context.Background()
	ps, _ := svc.Tournaments.Participants(ctx, tour.ID)
	var first, second model.Entry
	for _, q := range ps {
		switch q.Entry.StartNo {
		case 1:
			first = q.Entry
		case 2:
			second = q.Entry
		}
	}
	second.Byes = map[int]trf.Result{1: trf.HalfBye}
	if _, err := svc.Tournaments.UpdateRegistration(ctx, tour.ID, second); err != nil {
		t.Fatal(err)
	}
	if err := svc.Pairings.SetForbiddenPairs(ctx, tour.ID, [][2]model.PlayerID{{first.PlayerID, second.PlayerID}}); err != nil {
		t.Fatal(err)
	}
	setRule(t, s, w, "", 0, true)
	for r := 1; r <= 3; r++ { // no. 1 and no. 2 win every game, the rest draw
		rv := tourtest.Pair(t, svc, tour.ID)
		var keys strings.Builder
		for _, b := range rv.Boards {
			switch {
			case b.White.StartNo <= 2:
				keys.WriteByte('1')
			case b.Black.StartNo <= 2:
				keys.WriteByte('0')
			default:
				keys.WriteByte('=')
			}
		}
		tourtest.Results(t, svc, tour.ID, r, keys.String())
	}
	showTab(t, s, "Play-offs")
	p := playoffsOf(s)
	if len(p.pending) != 1 || p.pending[0].Kind != model.PlayoffExtra || p.pending[0].StartNos != [2]int{2, 1} {
		t.Fatalf("pending %+v", p.pending)
	}
	// finishing asks whether the challenger declined; No keeps it open
	finish(t, s, w)
	if o := uitest.TopOverlay(w); o == nil || !strings.Contains(strings.Join(uitest.Labels(o), " "), "має право на додатковий матч") {
		t.Fatalf("no question about the extra match: %v", o)
	}
	w.Canvas().Overlays().Remove(uitest.TopOverlay(w))
	if st, _ := svc.Tournaments.State(ctx, tour.ID); st.Tournament.Finished {
		t.Fatal("finished without an answer")
	}
	typeGame(t, s, w, 2, "1") // the challenger wins with White
	showTab(t, s, "Standings")
	if r := standingsOf(s).rows[0]; r.StartNo != 2 || standingsCell(r, 0) != "1*" || r.Playoff != "за результатом додаткового матчу за 1 місце" {
		t.Fatalf("first row %+v", r)
	}
	finish(t, s, w)
	w.Canvas().Overlays().Remove(uitest.TopOverlay(w))
	for _, q := range func() []model.Participant { ps, _ := svc.Tournaments.Participants(ctx, tour.ID); return ps }() {
		if q.Entry.StartNo == 2 && q.Entry.Place != 1 || q.Entry.StartNo == 1 && q.Entry.Place != 2 {
			t.Errorf("no. %d finished %d", q.Entry.StartNo, q.Entry.Place)
		}
	}
}
