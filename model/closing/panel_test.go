package closing_test

import (
	"strings"
	"testing"

	"arbiter/engine/norm"
	"arbiter/engine/season"
	"arbiter/model"
	"arbiter/model/closing"
)

// TestJudgingPanel: the panel is recorded and decides whether a norm counts
// (ЄСКУ, order 582 of 11.10.2013, §VI–VII; norms.md §1.1 and worked
// example 7: a national, a 1st- and a 2nd-category judge let razryad norms
// count and not КМС). The field of TestFinishRecordsNorms makes three IV
// norms; a panel of two judges of the 2nd category and one of the 3rd
// lets none count. Bad input and a finished tournament change nothing.
func TestJudgingPanel(t *testing.T) {
	e := newEnv(t)
	ids := e.players("", "", "", "4", "4", "", "4", "4", "4", "4")
	id := e.roundRobin("Кваліфікаційний", ids, 2)
	made := func() int {
		t.Helper()
		rep, err := e.svc.Norms(bg, id)
		if err != nil {
			t.Fatal(err)
		}
		return len(rep.Made())
	}
	rep, err := e.svc.Norms(bg, id)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Made()) != 3 || rep.Panel != nil || !strings.Contains(rep.PanelNote("uk"), "не перевірено") {
		t.Fatalf("without a panel: %d norms, note %q", len(rep.Made()), rep.PanelNote("uk"))
	}

	example7 := []closing.Judge{{Name: "Коваль Петро", Role: "головний суддя", Category: norm.JudgeNational},
		{Name: "Іваненко Ольга", Role: "заступник", Category: norm.JudgeFirst},
		{Name: "Бондар Ігор", Role: "секретар", Category: norm.JudgeSecond}}
	if err := e.svc.SetPanel(bg, id, example7); err != nil {
		t.Fatal(err)
	}
	got, err := e.svc.Panel(bg, id)
	if err != nil || len(got) != 3 || got[0] != example7[0] || got[2] != example7[2] {
		t.Fatalf("stored panel %+v, %v", got, err)
	}
	if n := made(); n != 3 {
		t.Errorf("example 7's panel: %d IV norms count, want 3", n)
	}
	rep, _ = e.svc.Norms(bg, id)
	if note := rep.PanelNote("uk"); !strings.Contains(note, "Коваль Петро, головний суддя (національна); Іваненко Ольга, заступник (I категорія)") || !strings.Contains(note, "але не КМС") {
		t.Errorf("example 7's note: %q", note)
	}

	short := []closing.Judge{{Name: "А", Category: norm.JudgeSecond}, {Name: "Б", Category: norm.JudgeSecond},
		{Name: "В", Category: norm.JudgeThird}}
	if err := e.svc.SetPanel(bg, id, short); err != nil {
		t.Fatal(err)
	}
	rep, _ = e.svc.Norms(bg, id)
	if len(rep.Made()) != 0 || !strings.Contains(rep.PanelNote("uk"), "не дозволяє жодної норми") {
		t.Fatalf("a short panel: %d norms, note %q", len(rep.Made()), rep.PanelNote("uk"))
	}
	if r := rep.Rows[0]; r.Check.Level != season.Level4 || len(r.Warnings) == 0 || !strings.Contains(r.Warnings[0].In("uk"), "ЄСКУ") {
		t.Errorf("the winner's row under a short panel: %+v", r)
	}

	for _, bad := range [][]closing.Judge{
		{{Name: " ", Category: norm.JudgeFirst}},
		{{Name: "Г", Category: 7}},
		{{Name: "=HYPERLINK(1)", Category: norm.JudgeFirst}},
		make([]closing.Judge, 31),
	} {
		if err := e.svc.SetPanel(bg, id, bad); !model.IsKind(err, model.Invalid) {
			t.Errorf("panel %+v: %v, want Invalid", bad, err)
		}
	}
	if got, _ := e.svc.Panel(bg, id); len(got) != 3 || got[0].Name != "А" {
		t.Errorf("a refused panel was stored: %+v", got)
	}
	if err := e.svc.SetPanel(bg, 999, example7); !model.IsKind(err, model.NotFound) {
		t.Errorf("no such tournament: %v", err)
	}

	// the finish records what the panel lets count; then the panel is fixed
	if err := e.svc.SetPanel(bg, id, example7); err != nil {
		t.Fatal(err)
	}
	c, err := e.svc.Finish(bg, id, false)
	if err != nil || c.Norms == nil || len(c.Norms.Made()) != 3 {
		t.Fatalf("finish: %+v, %v", c.Norms, err)
	}
	if err := e.svc.SetPanel(bg, id, short); !model.IsKind(err, model.Conflict) {
		t.Errorf("panel of a finished tournament: %v", err)
	}
	if err := e.svc.Reopen(bg, id); err != nil {
		t.Fatal(err)
	}
	if err := e.svc.SetPanel(bg, id, short); err != nil {
		t.Fatal(err)
	}
	c, err = e.svc.Finish(bg, id, false)
	if err != nil {
		t.Fatal(err)
	}
	if ns, _, _ := e.svc.PlayerNorms(bg, ids[0]); len(ns) != 0 || len(c.Norms.Made()) != 0 {
		t.Errorf("finished with a short panel: recorded %+v", ns)
	}
	// an empty list removes the panel once reopened
	if err := e.svc.Reopen(bg, id); err != nil {
		t.Fatal(err)
	}
	if err := e.svc.SetPanel(bg, id, nil); err != nil {
		t.Fatal(err)
	}
	if got, _ := e.svc.Panel(bg, id); got != nil {
		t.Errorf("removed panel: %+v", got)
	}
}

func TestParseCategory(t *testing.T) {
	for in, want := range map[string]int{"НК": norm.JudgeNational, "national": norm.JudgeNational, "1": norm.JudgeFirst,
		"І": norm.JudgeFirst, "II": norm.JudgeSecond, "2": norm.JudgeSecond, "3": norm.JudgeThird, "-": closing.NoCategory, "": closing.NoCategory} {
		if got, ok := closing.ParseCategory(in); !ok || got != want {
			t.Errorf("ParseCategory(%q) = %d, %v; want %d", in, got, ok, want)
		}
	}
	for _, in := range []string{"4", "x", "IV"} {
		if _, ok := closing.ParseCategory(in); ok {
			t.Errorf("ParseCategory(%q) accepted", in)
		}
	}
}
