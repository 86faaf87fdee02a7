package pdf

import (
	"bytes"
	"strings"
	"testing"
)

func TestTeamDocuments(t *testing.T) {
	m := Meta{Tournament: "Командна першість", Date: "01.05.2026", Round: 1, Rounds: 3}
	cross := TeamCrosstable(TeamCross{Meta: m, Teams: []string{"Team B", "Team A"}, Places: []string{"1", "2"},
		Cells: [][]string{{"", "1½–½"}, {"½–1½", ""}}, MP: []int{2, 0}, GP: []int{3, 1}})
	sheets := MatchSheets(m, []MatchSheet{{Home: "Team A", Away: "Team D", Boards: []SheetBoard{
		{HomePlayer: "Беридзе Ніно", AwayPlayer: "Бойко Дмитро", HomeWhite: true, Result: "1–0"},
		{HomePlayer: "Ковальський Пйотр", AwayPlayer: "Гнатюк Ганна"}}}})
	tests := []struct {
		d    *Document
		want []string
	}{
		{TeamStandings(TeamStandingsTable{Meta: m, Codes: []string{"MPvGP"}, Rows: []TeamStandingRow{{Place: "1", Team: "Team B", MP: 5, GP: 9, Values: []string{"4½"}}}}),
			[]string{"title: Командна таблиця", "columns: Місце | Команда | МО | Очки | MPvGP", "row: 1 | Team B | 5 | 4½ | 4½"}},
		{cross, []string{"row: 1 | Team B | × | 1½–½ | 2 | 1½ | 1", "row: 2 | Team A | ½–1½ | × | 0 | ½ | 2"}},
		{TeamPairings(m, []TeamPairing{{Home: "Team A", Away: "Team D", Score: "1½–½"}, {Home: "Team C"}}),
			[]string{"row: 1 | Team A | 1½–½ | Team D", "row: 2 | Team C |  | вільна від туру"}},
		{sheets, []string{"row: Матч 1 |  | Team A | — |  | Team D", "row: 1 | білі | Беридзе Ніно | 1–0 | чорні | Бойко Дмитро",
			"row: 2 | чорні | Ковальський Пйотр | [      ] | білі | Гнатюк Ганна", "row:  |  | Капітан ____________ |  |  | Капітан ____________"}},
		{BoardByBoard(m, []BoardResultRow{{Team: "Team A", Player: "Беридзе Ніно", Boards: "1 1 1", Games: 3, Points: 3, Perf: 2000}}),
			[]string{"row: Team A | Беридзе Ніно | 1 1 1 | 3 | 1½ | 50 | 2000"}},
	}
	for _, tc := range tests {
		txt := tc.d.Text()
		for _, w := range tc.want {
			if !strings.Contains(txt, w+"\n") {
				t.Errorf("%s lacks %q:\n%s", tc.d.Stem, w, txt)
			}
		}
		var buf bytes.Buffer
		if err := Render(&buf, tc.d, Options{}); err != nil || !bytes.HasPrefix(buf.Bytes(), []byte("%PDF")) {
			t.Errorf("%s: render: %v", tc.d.Stem, err)
		}
	}
}
