package pdf

import (
	"strings"
	"testing"
)

// longSurnameRound is the wall list of the director's evening: a very long
// double surname, two players who would both print «Савченко Ю.», a name
// as a TRF writes it («Мельник, Іван») and a player without a game whose
// namesake plays on a board.
func longSurnameRound() Round {
	e := func(no int, name string, rating, pts int) Entrant {
		return Entrant{No: no, Name: name, Rating: rating, Points: pts}
	}
	return Round{Meta: meta, Boards: []Board{
		{No: 1, White: e(1, "Савченко-Малиновська Юлія", 2310, 4), Black: e(6, "Ткаченко Андрій", 2120, 4)},
		{No: 2, White: e(7, "Мельник, Іван", 2105, 2), Black: e(2, "Савченко Юлія", 2290, 2)},
		{No: 3, White: e(3, "Савченко Юрій", 2250, 2), Black: e(8, "Чорновол Андрій", 2050, 2)},
		{No: 4, White: e(9, "Бондаренко Богдан", 2010, 0), Black: e(4, "Гнатюк Олег", 2200, 0)},
	}, Byes: []Bye{{Player: e(5, "Чорновол Анна", 2150, 2), Kind: "вільний від жеребкування", Score: 2}}}
}

// The wall list prints every name of both columns in one form (surname and
// initials), keeps the given names of «Савченко Юлія» and «Савченко Юрій»
// and of Чорновол Андрій (Чорновол Анна is under the table), drops the
// TRF's comma, and prints the long double surname whole, smaller on its
// line, instead of cutting it while the result column has room. Read back
// from the PDF with pdftotext.
func TestWallListNamesOneFormatNeverCut(t *testing.T) {
	d := PairingsByBoard(longSurnameRound())
	text := strings.Join(strings.Fields(pdftotext(t, render(t, d), "-layout")), " ")
	for _, want := range []string{
		"1 Савченко-Малиновська Ю. 2310", "6 Ткаченко А. 2120",
		"7 Мельник І. 2105", "2 Савченко Юлія 2290",
		"3 Савченко Юрій 2250", "8 Чорновол Андрій 2050",
		"9 Бондаренко Б. 2010", "4 Гнатюк О. 2200",
		"5 Чорновол Анна (2150)",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the printed list lacks %q:\n%s", want, text)
		}
	}
	for _, bad := range []string{Ellipsis, ",", "Савченко Ю. "} {
		if strings.Contains(strings.SplitN(text, "Вільний", 2)[0], bad) {
			t.Errorf("the printed table has %q (a cut, a TRF comma, or two players alike):\n%s", bad, text)
		}
	}
}
