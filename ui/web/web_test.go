package web

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/engine/trf"
	"arbiter/model"
)

func site() Site {
	alpha := model.BoardPlayer{StartNo: 1, Name: "Альфа Іван", Rating: 2000}
	beta := model.BoardPlayer{StartNo: 2, Name: "Бета Петро", Rating: 1900}
	gamma := model.BoardPlayer{StartNo: 3, Name: "Гамма Олег"}
	row := func(place string, p model.BoardPlayer, pts int, pt string) model.StandingsRow {
		return model.StandingsRow{Place: place, StartNo: p.StartNo, Name: p.Name, Rating: p.Rating, Points: pts, PointsText: pt, Values: []string{"1"}}
	}
	return Site{
		Tournament: model.Tournament{Name: "Кубок <Академії>", StartDate: model.NewDate(2026, 11, 20), Venue: "Київ"},
		Players: []model.Participant{
			{Entry: model.Entry{StartNo: 1}, Player: model.Player{Surname: "Альфа", Name: "Іван", FIDERating: 2000, Citizenship: "UKR", Title: "КМС"}, Club: "ДЮСШ"},
			{Entry: model.Entry{StartNo: 2}, Player: model.Player{Surname: "Бета", Name: "Петро", FIDERating: 1900, Citizenship: "UKR"}},
		},
		Rounds: []model.RoundView{
			{Round: 1, Boards: []model.Board{{No: 1, White: alpha, Black: beta, Result: model.Drawn}}, Bye: &gamma},
			{Round: 2, Boards: []model.Board{{No: 1, White: gamma, Black: alpha}}, NotPaired: []model.Absence{{Player: beta, Code: trf.HalfBye}}},
		},
		Standings: []*model.StandingsView{
			{Round: 1, Columns: []model.StandingsColumn{{Code: "BH"}}, Rows: []model.StandingsRow{row("1", gamma, 2, "1"), row("2–3", alpha, 1, "½"), row("2–3", beta, 1, "½")}},
			{Round: 2, Columns: []model.StandingsColumn{{Code: "BH"}}, Rows: []model.StandingsRow{row("1", gamma, 2, "1")}},
		},
		Crosstable: &model.Crosstable{Round: 2, Rows: []model.CrossRow{
			{StandingsRow: row("1", alpha, 1, "½"), Rounds: []model.CrossCell{{Opponent: 2, Colour: trf.White, Result: trf.Draw}, {Opponent: 3, Colour: trf.Black, Result: trf.NoResult}}},
		}},
	}
}

// readPage returns the text of a file the site wrote into dir.
func readPage(t *testing.T, dir, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestWrite(t *testing.T) {
	dir := t.TempDir()
	if err := Write(dir, site()); err != nil {
		t.Fatal(err)
	}
	read := func(name string) string { return readPage(t, dir, name) }
	for name, wants := range map[string][]string{
		"index.html":         {`href="uk/index.html"`, `href="en/index.html"`, "Кубок &lt;Академії&gt;", `name="viewport"`},
		"uk/index.html":      {"Кубок &lt;Академії&gt;", "Дати: 20.11.2026", "Київ", `href="round-1.html"`, `href="round-2.html"`, "Таблиця після туру 2", `href="../en/index.html"`},
		"uk/round-1.html":    {"Тур 1: Пари та результати", "Альфа Іван (0)", "½-½", "Бета Петро (0)", "Вільний від гри (PAB): Гамма Олег", "Таблиця після туру 1", "2–3", `href="round-2.html">наступний тур →`, `href="../style.css"`},
		"uk/round-2.html":    {"Не грають: Бета Петро (H)", `href="round-1.html">← попередній тур`},
		"en/round-1.html":    {"Round 1: Pairings and results", "Standings after round 1", `href="../uk/round-1.html"`, `lang="en"`},
		"uk/crosstable.html": {"<td class=\"n\">2w½</td>", "<td class=\"n\">3b</td>"},
		"uk/players.html":    {"Альфа Іван", "КМС", "2000", "ДЮСШ"},
		"style.css":          {"@media (max-width: 40rem)", "overflow-x: auto"},
	} {
		got := read(name)
		for _, w := range wants {
			if !strings.Contains(got, w) {
				t.Errorf("%s lacks %q", name, w)
			}
		}
	}
	// Nothing from the internet, no script: the site opens offline.
	filepath.Walk(dir, func(path string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() {
			return err
		}
		b, _ := os.ReadFile(path)
		for _, bad := range []string{"<script", "http://", "https://", "@import", "@font-face", "url("} {
			if strings.Contains(string(b), bad) {
				t.Errorf("%s contains %q", path, bad)
			}
		}
		return nil
	})
}

func TestPoints(t *testing.T) {
	for half, want := range map[int]string{0: "0", 1: "½", 2: "1", 9: "4½"} {
		if got := points(half); got != want {
			t.Errorf("points(%d) = %q, want %q", half, got, want)
		}
	}
}

// A crosstable cell writes the result as the crosstable screen does
// (model.ResultSymbol), not the TRF letter.
func TestCrossCell(t *testing.T) {
	for _, c := range []struct {
		cell model.CrossCell
		want string
	}{
		{model.CrossCell{Opponent: 4, Colour: trf.White, Result: trf.Win}, "4w1"},
		{model.CrossCell{Opponent: 7, Colour: trf.Black, Result: trf.ShortDraw}, "7b½"},
		{model.CrossCell{Opponent: 5, Result: trf.ForfeitLos}, "5−"},
		{model.CrossCell{Opponent: 6, Result: trf.ForfeitWin}, "6+"},
		{model.CrossCell{Result: trf.HalfBye}, "½"},
		{model.CrossCell{Opponent: 3, Colour: trf.Black}, "3b"},
	} {
		if got := crossCell(c.cell); got != c.want {
			t.Errorf("crossCell(%+v) = %q, want %q", c.cell, got, c.want)
		}
	}
}

// TestWriteFollowsNoSymlink: a symbolic link already inside the output
// folder never carries a page outside it. A link where a page belongs is
// replaced by the page (the file it pointed to is untouched); a link where
// uk/ or en/ belongs is refused before anything is written.
func TestWriteFollowsNoSymlink(t *testing.T) {
	outside := t.TempDir()
	victim := filepath.Join(outside, "bashrc")
	if err := os.WriteFile(victim, []byte("keep me\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Run("page", func(t *testing.T) {
		dir := t.TempDir()
		if err := os.Mkdir(filepath.Join(dir, "uk"), 0o755); err != nil {
			t.Fatal(err)
		}
		for _, name := range []string{"index.html", "style.css", "uk/players.html"} {
			if err := os.Symlink(victim, filepath.Join(dir, name)); err != nil {
				t.Fatal(err)
			}
		}
		if err := Write(dir, site()); err != nil {
			t.Fatal(err)
		}
		if b, _ := os.ReadFile(victim); string(b) != "keep me\n" {
			t.Errorf("the file outside was written through a link: %q", b)
		}
		for _, name := range []string{"index.html", "style.css", "uk/players.html"} {
			fi, err := os.Lstat(filepath.Join(dir, name))
			if err != nil || !fi.Mode().IsRegular() {
				t.Errorf("%s: %v, %v; want the page itself", name, fi.Mode(), err)
			}
		}
	})
	t.Run("folder", func(t *testing.T) {
		dir := t.TempDir()
		if err := os.Symlink(outside, filepath.Join(dir, "en")); err != nil {
			t.Fatal(err)
		}
		err := Write(dir, site())
		if !model.IsKind(err, model.Invalid) || !strings.Contains(model.Message(err, "uk"), "символьне посилання") {
			t.Errorf("a linked en/: %v", err)
		}
		entries, _ := os.ReadDir(outside)
		if len(entries) != 1 {
			t.Errorf("the folder outside holds %d entries, want only bashrc", len(entries))
		}
		if entries, _ := os.ReadDir(dir); len(entries) != 1 {
			t.Errorf("something was written before the refusal: %d entries", len(entries))
		}
	})
}

// A finished tournament's site says its results are final, and every
// standings table has a legend naming its tie-break codes (BH, WIN, DE) in
// the page's language; a running one claims nothing final.
func TestFinalAndLegend(t *testing.T) {
	for _, finished := range []bool{false, true} {
		s := site()
		s.Tournament.Finished = finished
		for _, st := range s.Standings {
			st.Columns = []model.StandingsColumn{{Code: "BH"}, {Code: "WIN"}, {Code: "DE"}}
		}
		dir := t.TempDir()
		if err := Write(dir, s); err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct{ file, final, legend string }{
			{"uk/index.html", words["uk"]["final"], "<abbr>BH</abbr> — коефіцієнт Бухгольца · <abbr>WIN</abbr> — кількість перемог · <abbr>DE</abbr> — особиста зустріч"},
			{"en/index.html", words["en"]["final"], "<abbr>BH</abbr> — Buchholz"},
		} {
			b, err := os.ReadFile(filepath.Join(dir, c.file))
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.Contains(string(b), c.final); got != finished {
				t.Errorf("finished %v: %s says final: %v", finished, c.file, got)
			}
			if !strings.Contains(string(b), c.legend) {
				t.Errorf("%s lacks the legend %q", c.file, c.legend)
			}
		}
	}
}

// TestVCL_Q170_WithdrawnOnTheSite: a withdrawn player is marked in the
// site's standings with the round he withdrew from, in the page's
// language; the others carry no mark.
func TestVCL_Q170_WithdrawnOnTheSite(t *testing.T) {
	s := site()
	s.Standings[0].Rows[2].WithdrawnFrom = 2
	dir := t.TempDir()
	if err := Write(dir, s); err != nil {
		t.Fatal(err)
	}
	for file, want := range map[string]string{"uk/round-1.html": "Бета Петро — вибув з 2-го туру", "en/round-1.html": "Бета Петро — withdrawn from round 2"} {
		b, err := os.ReadFile(filepath.Join(dir, file))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(b), want) || strings.Count(string(b), "— вибув")+strings.Count(string(b), "— withdrawn") != 1 {
			t.Errorf("%s: want one mark %q", file, want)
		}
	}
}
