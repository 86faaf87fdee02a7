package hall

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/ui/internal/tourtest"
	"arbiter/ui/internal/uitest"
	"arbiter/ui/panel"
)

// aRound is a tournament of four with round 1 paired and the hall
// screen's toggle on it, as the tournament screen makes it.
type aRound struct {
	svc    *datafile.Services
	tour   model.Tournament
	round  model.RoundView
	toggle *Toggle
}

func hallRound(t *testing.T) aRound { return hallRoundWith(t, nil) }

// hallRoundWith is hallRound with set run on the tournament before round 1
// is paired.
func hallRoundWith(t *testing.T, set func(*datafile.Services, model.TournamentID)) aRound {
	t.Helper()
	svc := uitest.NewService(t)
	w := uitest.NewWindow(t)
	ctx := context.Background()
	tour := tourtest.Create(t, svc, model.Tournament{Name: "Зал", Rounds: 3})
	var ps []model.Player
	for i, n := range []string{"Дельта", "Бета", "Альфа", "Гамма"} {
		ps = append(ps, uitest.AddPlayer(t, svc, model.Player{Surname: n, Name: "Іван", FIDERating: 2000 - 50*i}))
	}
	tourtest.Register(t, svc, tour.ID, ps)
	if set != nil {
		set(svc, tour.ID)
	}
	round, err := svc.Pairings.PairNext(ctx, tour.ID)
	if err != nil {
		t.Fatal(err)
	}
	if tour, err = svc.Tournaments.GetTournament(ctx, tour.ID); err != nil {
		t.Fatal(err)
	}
	c := &panel.Ctx{Svc: svc, Win: w, Current: tour}
	c.Bg.Inline = true
	return aRound{svc: svc, tour: tour, round: round, toggle: NewToggle(c)}
}

// result stores the result of a board of round 1.
func (r aRound) result(t *testing.T, board int, res model.GameResult) {
	t.Helper()
	if err := r.svc.Tournaments.SetGameResult(context.Background(), r.tour.ID, 1, board, res, false); err != nil {
		t.Fatal(err)
	}
}

// The hall screen: the round's pairings by surname with board and colour;
// entering the results refreshes it and, with the round complete, adds the
// standings; the same key closes it.
func TestHallScreen(t *testing.T) {
	r := hallRound(t)
	r.toggle.Tapped()
	h := r.toggle.hall
	if h == nil {
		t.Fatal("the hall screen did not open")
	}
	if len(h.lines) != 4 {
		t.Fatalf("hall lines %q", h.lines)
	}
	for i, want := range []string{"Альфа Іван", "Бета Іван", "Гамма Іван", "Дельта Іван"} {
		if !strings.HasPrefix(h.lines[i], want) {
			t.Errorf("line %d %q, want it to start with %q (alphabetical)", i+1, h.lines[i], want)
		}
	}
	boards := 0
	for _, l := range h.lines {
		for b := 1; b <= 2; b++ {
			for _, c := range []string{"white", "black"} {
				if strings.Contains(l, lang.L("board {{.B}}, "+c, map[string]int{"B": b})) {
					boards++
				}
			}
		}
	}
	if boards != 4 {
		t.Errorf("%d lines name board and colour, want 4: %q", boards, h.lines)
	}
	// The results as the board list stores them, then the screen's word
	// that the tournament changed (panel.ChangeWatcher).
	r.result(t, 1, model.WhiteWon)
	r.result(t, 2, model.Drawn)
	r.toggle.TournamentChanged()
	if r.toggle.hall != h || len(h.lines) != 4+2+4 {
		t.Fatalf("after the results the hall shows %q", h.lines)
	}
	// each line gives its own player's result: board 1 is 1-0, so its
	// White reads a win and its Black a loss; board 2 is a draw for both
	b1 := r.round.Boards[0]
	for _, c := range []struct{ who, want string }{
		{b1.White.Name, lang.L("win")}, {b1.Black.Name, lang.L("loss")},
		{r.round.Boards[1].White.Name, lang.L("draw")}, {r.round.Boards[1].Black.Name, lang.L("draw")},
	} {
		var line string
		for _, l := range h.lines[:4] {
			if strings.HasPrefix(l, c.who+" ") {
				line = l
			}
		}
		if !strings.HasSuffix(line, "   "+c.want) {
			t.Errorf("%s's line %q does not end with their own result %q", c.who, line, c.want)
		}
	}
	if !strings.Contains(h.lines[5], lang.L("Standings after round {{.N}}", map[string]int{"N": 1})) {
		t.Errorf("no standings heading: %q", h.lines)
	}
	h.win.Resize(fyne.NewSize(1280, 800))
	h.scrollOn() // a list shorter than the screen stays at the top
	if h.scrl.Offset.Y != 0 {
		t.Errorf("offset %v on a large screen", h.scrl.Offset)
	}
	h.win.Resize(fyne.NewSize(1280, 300))
	h.scrollOn() // a longer one moves on, and comes back to the top after the end
	if h.scrl.Offset.Y <= 0 {
		t.Errorf("offset %v on a small screen", h.scrl.Offset)
	}
	for i := 0; i < 20 && h.scrl.Offset.Y > 0; i++ {
		h.scrollOn()
	}
	if h.scrl.Offset.Y != 0 {
		t.Errorf("the list did not come back to the top: %v", h.scrl.Offset)
	}
	r.toggle.toggleHall()
	if r.toggle.IsOpen() {
		t.Error("the hall screen did not close")
	}
}

// TestHallWhy taps a player's line on the hall screen: the answer shows
// under the title; Esc hides it, a second Esc closes the hall screen.
func TestHallWhy(t *testing.T) {
	r := hallRound(t)
	r.toggle.Tapped()
	h := r.toggle.hall
	var first *hallLine
	uitest.Walk(h.box, func(c fyne.CanvasObject) {
		if l, ok := c.(*hallLine); ok && first == nil {
			first = l
		}
	})
	if first == nil {
		t.Fatal("the hall lines answer no tap")
	}
	test.Tap(first)
	answer := strings.Join(h.why.lines, " ")
	no := h.nos[0]
	if !strings.HasPrefix(answer, fmt.Sprintf("№%d ", no)) || !strings.Contains(answer, "C.04.3") {
		t.Fatalf("the answer for the first line (№%d): %q", no, answer)
	}
	for _, l := range h.why.lines {
		if len([]rune(l)) > hallAnswerWidth {
			t.Errorf("answer line longer than %d: %q", hallAnswerWidth, l)
		}
	}
	h.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if len(h.why.lines) != 0 || r.toggle.hall != h {
		t.Fatalf("Esc: answer %q, hall open %v", h.why.lines, r.toggle.hall == h)
	}
	h.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if r.toggle.IsOpen() {
		t.Error("the second Esc did not close the hall screen")
	}
}

// TestChess960HallTitle: the hall screen's title names the round's
// Chess960 position once it is entered (chess960.go).
func TestChess960HallTitle(t *testing.T) {
	r := hallRoundWith(t, func(svc *datafile.Services, id model.TournamentID) {
		if err := svc.Chess960().Mark(context.Background(), id, true); err != nil {
			t.Fatal(err)
		}
	})
	if _, err := r.svc.Chess960().Set(context.Background(), r.tour.ID, 1, 959); err != nil {
		t.Fatal(err)
	}
	r.toggle.Tapped()
	if !r.toggle.IsOpen() {
		t.Fatal("the hall screen did not open")
	}
	if want := "SP 959 — RKRNNQBB"; !strings.Contains(r.toggle.hall.title.Text, want) {
		t.Errorf("hall title %q lacks %q", r.toggle.hall.title.Text, want)
	}
}

// The hall's words for the results without a key are each player's own.
func TestHallOwnResults(t *testing.T) {
	w, b := ownResults(model.WhiteHalfBlackZero)
	if got := w + " / " + b; got != "   ½ /    0" {
		t.Errorf("hall words %q", got)
	}
	w, b = ownResults(model.BlackWonUnrated)
	if got := w + " / " + b; got != "   "+lang.L("loss")+" /    "+lang.L("win") {
		t.Errorf("hall words %q", got)
	}
}
