package knockout

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"arbiter/engine/knockout"
	"arbiter/model"
	"arbiter/ui/internal/uitest"
	"arbiter/ui/pdf"
	"arbiter/ui/printout"
)

// Each knockout game is named: game 1, game 2 of the match, rapid 1, 2 of
// the tie-break, Armageddon (seed 004's 2+2+A).
func TestKnockoutGamesNamed(t *testing.T) {
	gs := []model.KnockoutGame{
		{No: 1, Stage: 0, WhitePoints: 1}, {No: 2, Stage: 0, WhitePoints: 1},
		{No: 3, Stage: 1, WhitePoints: 2}, {No: 4, Stage: 1, WhitePoints: 0},
		{No: 5, Stage: knockout.ArmageddonStage, WhitePoints: 1},
	}
	want := []string{
		lang.L("game {{.N}}", map[string]int{"N": 1}), lang.L("game {{.N}}", map[string]int{"N": 2}),
		lang.L("rapid {{.N}}", map[string]int{"N": 1}), lang.L("rapid {{.N}}", map[string]int{"N": 2}),
		lang.L("Armageddon"),
	}
	for i, g := range gs {
		if got := knockoutGameName(gs[:i], g.Stage); got != want[i] {
			t.Errorf("game %d named %q, want %q", i+1, got, want[i])
		}
	}
	text := gamesText(gs)
	for _, w := range want {
		if !strings.Contains(text, capitalFirst(w)+": ") {
			t.Errorf("games line %q lacks %q", text, capitalFirst(w))
		}
	}
	// a World Cup blitz pair after two rapid stages
	wc := []model.KnockoutGame{{Stage: 0}, {Stage: 0}, {Stage: 1}, {Stage: 1}, {Stage: 2}, {Stage: 2}}
	if got := knockoutGameName(wc, 3); got != lang.L("blitz {{.N}}", map[string]int{"N": 1}) {
		t.Errorf("stage 3's first game named %q", got)
	}
	if got := knockoutGameName(wc[:5], 2); got != lang.L("rapid {{.N}}", map[string]int{"N": 4}) {
		t.Errorf("stage 2's second game named %q", got)
	}
}

// The bracket screen shows the matches in the order of the printed
// bracket and its protocol (seed 004 §5: 1–8, 5–4, 3–6, 7–2 for 8 places),
// each side where the printout puts it, all rounds side by side under
// their names; the decided final names the winner of the tournament.
func TestKnockoutScreenOrderIsThePrintouts(t *testing.T) {
	_, s, _, tour := setUpKnockout(t, 8, "Олімпійка", 3)
	s.SelectTab("Bracket")
	k := bracketOf(s)
	if k.view == nil || len(k.view.Rounds) != 3 {
		t.Fatalf("bracket %+v", k.view)
	}
	// the printed protocol's first round, top player then bottom
	d, err := printout.Bracket(pdf.Meta{}, tour, k.view)
	if err != nil {
		t.Fatal(err)
	}
	var printed []string
	for _, r := range d.Rows {
		printed = append(printed, r[2]+"–"+r[4])
	}
	// the screen's first column: each card's first two lines begin «N. »
	var shown []string
	col := k.rounds.Objects[0].(*fyne.Container)
	for _, card := range col.Objects {
		ls := uitest.Labels(card)
		top, bottom := strings.SplitN(ls[0], ".", 2)[0], strings.SplitN(ls[1], ".", 2)[0]
		shown = append(shown, top+"–"+bottom)
	}
	if want := []string{"1–8", "5–4", "3–6", "7–2"}; strings.Join(printed, " ") != strings.Join(want, " ") {
		t.Fatalf("the protocol prints %v, seed 004 §5 gives %v", printed, want)
	}
	if strings.Join(shown, " ") != strings.Join(printed, " ") {
		t.Errorf("the screen shows %v, the printout %v", shown, printed)
	}
	if got := len(k.heads.Objects); got != 3 || len(k.rounds.Objects) != 3 {
		t.Errorf("%d round names over %d columns, want 3 and 3", got, len(k.rounds.Objects))
	}
}
