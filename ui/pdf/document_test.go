package pdf

import (
	"fmt"
	"strings"
	"testing"

	"arbiter/model/i18n"
)

// documents is every printout of the golden tests, by golden-file name.
func documents(t testing.TB) map[string]*Document {
	cross, err := Crosstable(crosstable(14))
	if err != nil {
		t.Fatal(err)
	}
	wall, err := WallChart(wallTable(12, 5))
	if err != nil {
		t.Fatal(err)
	}
	return map[string]*Document{
		"pairings-empty":        PairingsByBoard(round(40, false)),
		"pairings-results":      PairingsByBoard(round(6, true)),
		"pairings-by-name":      PairingsByName(round(6, false)),
		"pairings-by-name-long": PairingsByName(round(40, false)),
		"pairings-large":        PairingsLarge(round(8, true)),
		"pairings-namesakes": PairingsByBoard(Round{Meta: meta, Boards: []Board{ // names that would print alike
			{No: 1, White: Entrant{No: 1, Name: "Савченко Юлія", Rating: 2315, Points: 4}, Black: Entrant{No: 9, Name: "Бондаренко Богдан", Rating: 2090, Points: 4}},
			{No: 2, White: Entrant{No: 10, Name: "Вишнєвецька-Заболотна Олександра", Rating: 2080, Points: 3}, Black: Entrant{No: 2, Name: "Савченко Юрій", Rating: 2240, Points: 3}},
			{No: 3, White: Entrant{No: 3, Name: "Гончаренко-Ярошенко Юрій", Rating: 2222, Points: 3}, Black: Entrant{No: 11, Name: "Бондаренко Борис", Rating: 2070, Points: 1}},
			{No: 4, White: Entrant{No: 4, Name: "Коваленко-Гнатюк Марія", Rating: 2150, Points: 2}, Black: Entrant{No: 5, Name: "Коваленко-Гнатюк Максим", Rating: 2140, Points: 2}},
			{No: 5, White: Entrant{No: 6, Name: "Мельник-Заболотний Олег", Rating: 2104, Points: 2}, Black: Entrant{No: 7, Name: "Шевчук Роман", Rating: 2090, Points: 2}}},
			Byes: []Bye{{Player: Entrant{No: 12, Name: "Лисенко Павло", Rating: 2031, Points: 2}, Kind: "вільний від жеребкування", Score: 2}}}),
		"pairings-long-surname": PairingsByBoard(longSurnameRound()),
		"standings":             Standings(standings(14)),
		"standings-200":         Standings(standings(200)),
		"crosstable":            cross,
		"wallchart":             wall,
		"registrations":         Registrations(Meta{Tournament: "Кубок Академії 2010", Date: "26.07.2010"}, registrations(8)),
		"diplomas":              Diplomas(DiplomaEvent{Event: "Кубок Академії 2010", Date: "26.07.2010", Signer: "Петренко П. П."}, winners()),
		"diplomas-template":     Diplomas(DiplomaEvent{Event: "Кубок Академії 2010", Date: "26.07.2010", Style: clubStyle(t)}, winners()),
		"diplomas-blank":        Diplomas(DiplomaEvent{Event: "Кубок Академії 2010", Date: "26.07.2010", Style: blankStyle(t)}, winners()),
		"diplomas-calibration": DiplomaCalibrationIn(i18n.Uk, blankStyle(t), Diplomas(DiplomaEvent{Event: "Кубок Академії 2010", Date: "26.07.2010"},
			winners()[:1]).Diplomas[0]),
		"lot": Lot(Meta{Tournament: "Коловий турнір Академії", Date: "02.09.2026"}, 20261201, []LotLine{
			// the numbers engine/lot draws for 6 players with this seed (arbiter-cli lot --players 6 --seed 20261201)
			{Rank: 1, Name: "Савченко Юлія", Rating: 2315, Title: "WIM", No: 2}, {Rank: 2, Name: "Савченко Юрій", Rating: 2240, No: 3},
			{Rank: 3, Name: "Гончаренко Юрій", Rating: 2222, Title: "CM", No: 6}, {Rank: 4, Name: "Бондаренко Богдан", No: 1},
			{Rank: 5, Name: "Мельник Олег", Rating: 2104, No: 4}, {Rank: 6, Name: "Ґудзь Максим", No: 5}}),
		"medals": MedalList(meta, []Award{
			{Group: "Загальний залік", Place: "1", Name: name(0), Club: club(0), Award: "Кубок і золота медаль"},
			{Group: "Загальний залік", Place: "2", Name: name(1), Club: club(1), Award: "Срібна медаль"},
			{Group: "До 12 років", Place: "1", Name: name(4), Club: club(4), Award: "Кубок"}}),
		"medals-header": withHeader(t, MedalList(meta, []Award{
			{Group: "Загальний залік", Place: "1", Name: name(0), Club: club(0), Award: "Кубок і золота медаль"},
			{Group: "Загальний залік", Place: "2", Name: name(1), Club: club(1), Award: "Срібна медаль"},
			{Group: "До 12 років", Place: "1", Name: name(4), Club: club(4), Award: "Кубок"}})),
	}
}

// withHeader heads d with a club's organisation and emblem, as the medal
// list is headed with the diplomas' template.
func withHeader(t testing.TB, d *Document) *Document {
	d.Organisation, d.Emblem = clubStyle(t).Organisation, emblem(t)
	return d
}

func TestDocumentGolden(t *testing.T) {
	for name, d := range documents(t) {
		t.Run(name, func(t *testing.T) { golden(t, name, d.Text()) })
	}
}

// firstDiff shows the first differing line of two texts.
func firstDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := 0; i < len(g) || i < len(w); i++ {
		if i >= len(g) || i >= len(w) || g[i] != w[i] {
			return fmt.Sprintf("line %d:\n got  %q\n want %q", i+1, at(g, i), at(w, i))
		}
	}
	return "(equal)"
}

func TestPairingsByNameHasEveryPlayerInUkrainianOrder(t *testing.T) {
	r := round(6, false)
	d := PairingsByName(r)
	if got, want := len(d.Rows), 2*len(r.Boards)+len(r.Byes); got != want {
		t.Fatalf("%d rows, want %d (every player, byes and absent included)", got, want)
	}
	for i := 1; i < len(d.Rows); i++ {
		if lessUkrainian(d.Rows[i][0], d.Rows[i-1][0]) {
			t.Errorf("row %d %q sorts before row %d %q", i, d.Rows[i][0], i-1, d.Rows[i-1][0])
		}
	}
}

func TestCrosstableWithoutRounds(t *testing.T) {
	if _, err := Crosstable(CrossTable{Meta: Meta{Tournament: "T"}}); err != ErrNoRounds {
		t.Errorf("Crosstable before round 1: err = %v, want ErrNoRounds", err)
	}
	if _, err := WallChart(WallTable{Meta: Meta{Tournament: "T"}}); err != ErrNoRounds {
		t.Errorf("WallChart before round 1: err = %v, want ErrNoRounds", err)
	}
}

func TestSharedPlaces(t *testing.T) {
	for _, c := range []struct {
		in   []int
		want string
	}{
		{[]int{1, 2, 3}, "1 2 3"},
		{[]int{1, 1, 3}, "1–2 1–2 3"},
		{[]int{1, 2, 3, 3, 5, 5, 5}, "1 2 3–4 3–4 5–7 5–7 5–7"},
		{nil, ""},
	} {
		if got := strings.Join(SharedPlaces(c.in), " "); got != c.want {
			t.Errorf("SharedPlaces(%v) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestFormatting(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{Points(0), "0"}, {Points(1), "½"}, {Points(9), "4½"}, {Points(8), "4"}, {Points(-3), "-1½"},
		{Money(0), "0,00"}, {Money(35000), "350,00"}, {Money(125005), "1 250,05"}, {Money(123456789), "1 234 567,89"}, {Money(-150), "-1,50"},
		{ResultText(2, 0, false), "1 – 0"}, {ResultText(1, 1, false), "½ – ½"}, {ResultText(0, 2, true), "− – +"},
		{roman(1), "I"}, {roman(3), "III"}, {roman(14), "XIV"}, {roman(40), "40"},
		{WallCell{Opponent: 12, Colour: White, Result: "1"}.String(), "12○1"},
		{WallCell{Opponent: 3, Colour: Black, Result: "½"}.String(), "3●½"},
		{WallCell{Result: "+"}.String(), "–+"}, {WallCell{}.String(), ""},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}

func TestDropEmptyColumns(t *testing.T) {
	tab := standings(3)
	for i := range tab.Rows {
		tab.Rows[i].Club = ""
	}
	tab.Rows[1].Rating = 0
	d := Standings(tab)
	var titles []string
	for _, c := range d.Columns {
		titles = append(titles, c.Title)
	}
	if got, want := strings.Join(titles, ","), "Місце,№,Учасник,Рейт.,Очки,BH-1,BH,Пр."; got != want {
		t.Errorf("columns %s, want %s (no club column when no player has a club)", got, want)
	}
	for _, r := range d.Rows {
		if len(r) != len(d.Columns) {
			t.Errorf("row %q has %d cells for %d columns", r, len(r), len(d.Columns))
		}
	}
}
