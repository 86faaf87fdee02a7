package printout

import (
	"bytes"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/engine/team"
	"arbiter/model"
	"arbiter/model/i18n"
	"arbiter/model/teams"
	"arbiter/ui/pdf"
)

var update = flag.Bool("update", false, "rewrite golden files in testdata/")

// sheetView is a 4-board team round: «Динамо» (first-named: White on
// boards 1 and 3, Black on boards 2 and 4) against «Авангард», every
// result in; «Колос» against «Сокіл» with only board 1 played so far.
func sheetView() teams.View {
	p := func(id model.PlayerID, surname, name string) (model.PlayerID, model.Player) {
		return id, model.Player{ID: id, Surname: surname, Name: name}
	}
	players := map[model.PlayerID]model.Player{}
	for _, x := range []struct {
		id         model.PlayerID
		surname, n string
	}{
		{1, "Беридзе", "Ніно"}, {2, "Ковальський", "Пйотр"}, {3, "Гнатюк", "Ганна"}, {4, "Бойко", "Дмитро"},
		{5, "Ткаченко", "Олег"}, {6, "Шевчук", "Роман"}, {7, "Мельник", "Ірина"}, {8, "Лисенко", "Павло"},
		{9, "Савчук", "Юлія"}, {10, "Руденко", "Богдан"}, {11, "Зінченко", "Марія"}, {12, "Юрченко", "Максим"},
		{13, "Олійник", "Софія"}, {14, "Поліщук", "Андрій"}, {15, "Іваненко", "Ярослава"}, {16, "Кравченко", "Денис"},
	} {
		id, pl := p(x.id, x.surname, x.n)
		players[id] = pl
	}
	// a long double surname and patronymics of some players: the sheet
	// prints every member in one form, surname and first name, and the
	// long surname whole
	k := players[2]
	k.Surname, k.Patronymic = "Ковальський-Заболотний", "Петрович"
	players[2] = k
	m := players[7]
	m.Patronymic = "Степанівна"
	players[7] = m
	s := team.FIDEDefaults(4)
	return teams.View{
		Tournament: model.Tournament{Name: "Командна першість Академії", StartDate: model.NewDate(2026, 5, 1)},
		Settings:   teams.Settings{Scoring: s},
		Teams: []teams.Team{{ID: 1, Number: 1, Name: "Динамо"}, {ID: 2, Number: 2, Name: "Авангард"},
			{ID: 3, Number: 3, Name: "Колос"}, {ID: 4, Number: 4, Name: "Сокіл"}},
		Matches: []teams.Match{
			// Results are stored from White's side.
			{Round: 1, Home: 1, Away: 2, Boards: []teams.Board{
				{Home: 1, Away: 5, Result: team.WhiteWins},   // Беридзе (White) beat Ткаченко
				{Home: 2, Away: 6, Result: team.WhiteWins},   // Шевчук (White) beat Ковальський (Black)
				{Home: 3, Away: 7, Result: team.DrawResult},  // drawn
				{Home: 4, Away: 8, Result: team.BlackWins}}}, // Бойко (Black) beat Лисенко (White)
			{Round: 1, Home: 3, Away: 4, Boards: []teams.Board{
				{Home: 9, Away: 13, Result: team.BlackWins},     // Олійник (Black) beat Савчук
				{Home: 10, Away: 14, Result: team.BlackForfeit}, // Руденко (Black) wins by forfeit
				{Home: 11, Away: 15}, {Home: 12, Away: 16}}},
		},
		Players:   players,
		LastRound: 1,
		Rounds:    3,
	}
}

// TestMatchSheetSides: the match sheet puts the first-named team on the
// left and writes each board's result from the left player's side.
// Names print as surname and first name, patronymics left out, so
// «Мельник Ірина Степанівна» reads «Мельник Ірина» beside «Беридзе Ніно».
// Worked by hand from sheetView: Динамо–Авангард board 1 Беридзе (White)
// won: 1–0; board 2 Ковальський has Black and lost to Шевчук: 0–1 (the
// old sheet printed 1–0 there, White's side); board 3 ½–½; board 4 Бойко
// has Black and won: 1–0. Разом: Динамо 1 + 0 + ½ + 1 = 2½, Авангард 1½.
// Колос–Сокіл: board 1 Савчук (White) lost: 0–1; board 2 Руденко (Black)
// won by forfeit: "+ –" from his side; boards 3–4 empty, so no total yet.
// The «Разом» line carries the match score under the results, 2½–1½,
// once every board has its result.
func TestMatchSheetSides(t *testing.T) {
	d, err := TeamIn(i18n.Uk, sheetView(), "sheets", 1)
	if err != nil {
		t.Fatal(err)
	}
	has(t, "sheets", d,
		"row: 1 | білі | Беридзе Ніно | 1–0 | чорні | Ткаченко Олег\n",
		"row: 2 | чорні | Ковальський-Заболотний Пйотр | 0–1 | білі | Шевчук Роман\n",
		"row: 3 | білі | Гнатюк Ганна | ½–½ | чорні | Мельник Ірина\n",
		"row: 4 | чорні | Бойко Дмитро | 1–0 | білі | Лисенко Павло\n",
		"row:  |  | Разом: 2½ | 2½–1½ |  | Разом: 1½\n",
		"row: 1 | білі | Савчук Юлія | 0–1 | чорні | Олійник Софія\n",
		"row: 2 | чорні | Руденко Богдан | + – | білі | Поліщук Андрій\n",
		"row: 3 | білі | Зінченко Марія | [      ] | чорні | Іваненко Ярослава\n",
		"row:  |  | Разом: ______ |  |  | Разом: ______\n")
	p, err := TeamIn(i18n.Uk, sheetView(), "pairings", 1)
	if err != nil {
		t.Fatal(err)
	}
	has(t, "pairings", p, "row: 1 | Динамо | 2½–1½ | Авангард\n")
}

// TestMatchSheetGolden is the printed sheet read back with poppler's
// pdftotext -layout (the lines of TestMatchSheetSides as the director
// gets them); -update rewrites testdata/team-sheets.layout.golden.
func TestMatchSheetGolden(t *testing.T) {
	d, err := TeamIn(i18n.Uk, sheetView(), "sheets", 1)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := pdf.Render(&b, d, pdf.Options{}); err != nil {
		t.Fatal(err)
	}
	prog, err := exec.LookPath("pdftotext")
	if err != nil {
		t.Fatalf("pdftotext not found (%v): apt-get install poppler-utils", err)
	}
	in := filepath.Join(t.TempDir(), "sheets.pdf")
	if err := os.WriteFile(in, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(prog, "-enc", "UTF-8", "-layout", in, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, l := range strings.Split(string(out), "\n") {
		lines = append(lines, strings.TrimRight(l, " \f"))
	}
	got := strings.TrimRight(strings.Join(lines, "\n"), "\n") + "\n"
	path := filepath.Join("testdata", "team-sheets.layout.golden")
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update)", err)
	}
	if got != string(want) {
		t.Errorf("the printed sheet differs from %s:\n%s", path, got)
	}
	for _, w := range []string{"Ковальський-Заболотний Пйотр", "0–1", "Разом: 2½", "2½–1½", "Разом: 1½"} {
		if !strings.Contains(got, w) {
			t.Errorf("the printed sheet lacks %q", w)
		}
	}
}
