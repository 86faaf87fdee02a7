package knockout

import (
	"context"
	"fmt"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/ui/internal/uitest"
	"arbiter/ui/panel"
	"arbiter/ui/printout"
)

// TestKnockoutSeed004OnTheScreen is seed 004 §5 through the bracket tab:
// 32 players, colours drawn by lot with «Жеребкувати кольори», every game
// of round 1 recorded with the match's buttons (the better seed wins 2–0),
// and «Друкувати сітку»: the protocol lists round 1 as the seed prints it
// (1–32, 17–16, 9–24, 25–8, …) and round 2 as its table (1/32–16/17,
// 9/24–8/25, …).
func TestKnockoutSeed004OnTheScreen(t *testing.T) {
	svc, _ := uitest.OpenService(t, uitest.DBPath(t))
	var rs []model.Registration
	for i := 0; i < 32; i++ {
		p := uitest.AddPlayer(t, svc, model.Player{Surname: fmt.Sprintf("Учасник%02d", i+1), Name: "Олег", FIDERating: 2400 - 10*i})
		rs = append(rs, model.Registration{PlayerID: p.ID})
	}
	s, w := newTestTournaments(t, svc)
	openKnockout(t, svc, s, "Фінал чемпіонату Москви", 5)
	if err := svc.Tournaments.RegisterMany(context.Background(), s.Ctx.Current.ID, rs); err != nil {
		t.Fatal(err)
	}
	panel.LotSeed = func() uint64 { return 20100317 }
	t.Cleanup(func() { panel.LotSeed = panel.DefaultLotSeed })
	s.SelectTab("Bracket")
	k := bracketOf(s)
	test.Tap(k.drawLot)
	uitest.TapYes(t, w)
	if !k.view.ColourLot || len(k.view.Rounds[0]) != 16 {
		t.Fatalf("bracket %+v", k.view)
	}
	// The better seed wins each game: the button of White's result when he
	// has White, else Black's. The screen shows the matches in the printed
	// order (printout.PrintedRounds), so the first card with buttons is
	// the first undecided match of that order.
	for m := 0; m < 16; m++ {
		printed, err := printout.PrintedRounds(k.view)
		if err != nil {
			t.Fatal(err)
		}
		km := printed[0][m].KnockoutMatch
		for g := 0; g < 2; g++ {
			km = k.view.Rounds[0][km.Pair-1]
			text := "0-1"
			if km.Next.White == km.A.StartNo {
				text = "1-0"
			}
			var tap *widget.Button
			n := -1
			uitest.Walk(k.rounds, func(o fyne.CanvasObject) {
				if b, ok := o.(*widget.Button); ok && b.Text == "1-0" {
					n++ // the 1-0 buttons are one per undecided match, in the printed order
				}
				if b, ok := o.(*widget.Button); ok && b.Text == text && n == 0 && tap == nil {
					tap = b
				}
			})
			if tap == nil {
				t.Fatalf("match 1.%d: no %s button", km.Pair, text)
			}
			test.Tap(tap)
		}
		if w := k.view.Rounds[0][km.Pair-1].Winner; w != km.A.StartNo {
			t.Fatalf("match 1.%d: winner %d", km.Pair, w)
		}
	}
	test.Tap(k.print)
	uitest.Dismiss(t, w)
	dir, _ := s.Printer.Dir()
	files, _ := filepath.Glob(filepath.Join(dir, "сітка_*.pdf"))
	if len(files) != 1 {
		t.Fatalf("printouts %v", files)
	}
	out, err := exec.Command("pdftotext", "-layout", "-enc", "UTF-8", files[0], "-").Output()
	if err != nil {
		t.Fatalf("pdftotext (make test installs poppler-utils): %v", err)
	}
	pairs := func(round string) string {
		re := regexp.MustCompile(`^\s*` + regexp.QuoteMeta(round) + `\s+\d+\s+(\d+)\s+\S+\s+\S+\s+(\d+)\s`)
		var got []string
		for _, l := range strings.Split(string(out), "\n") {
			if m := re.FindStringSubmatch(l); m != nil {
				got = append(got, m[1]+"-"+m[2])
			}
		}
		return strings.Join(got, " ")
	}
	if got, want := pairs("1/16 фіналу"), "1-32 17-16 9-24 25-8 5-28 21-12 13-20 29-4 3-30 19-14 11-22 27-6 7-26 23-10 15-18 31-2"; got != want {
		t.Errorf("round 1 printed %s\nwant %s", got, want)
	}
	if got, want := pairs("1/8 фіналу"), "1-16 9-8 5-12 13-4 3-14 11-6 7-10 15-2"; got != want {
		t.Errorf("round 2 printed %s\nwant %s", got, want)
	}
	if !strings.Contains(string(out), "ключ 20100317") {
		t.Error("the lot is not printed")
	}
}
