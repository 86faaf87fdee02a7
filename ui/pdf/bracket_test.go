package pdf

import (
	"fmt"
	"strings"
	"testing"
)

// bracketOf is a first round of n places in printing order: place k
// holds player k+1 ("Гравець-k Ім'я"), the places beyond players are byes.
func bracketOf(n, players int) Bracket {
	b := Bracket{Meta: Meta{Tournament: "Кубок", Date: "17.03.2010"}, Size: n, Format: "2+2+A"}
	no := 0
	player := func() BracketSide {
		no++
		if no > players {
			return BracketSide{}
		}
		return BracketSide{No: no, Name: fmt.Sprintf("Гравецьпрізвище%d Ім'я", no), Rating: 1500 + no}
	}
	for size := n; size >= 2; size /= 2 {
		var row []BracketMatch
		for j := range size / 2 {
			m := BracketMatch{Round: len(b.Rounds) + 1, Pair: j + 1}
			if size == n {
				m.Top, m.Bottom = player(), player()
				m.Bye = m.Bottom.No == 0
				if !m.Bye {
					m.WhiteFirst, m.Lot = m.Top.No, "жереб 101"
					m.Games = []KnockoutGame{{No: 1, White: m.Top.No, Black: m.Bottom.No, WhitePoints: 2}}
					m.Top.Score = 2
				}
			}
			row = append(row, m)
		}
		b.Rounds = append(b.Rounds, row)
	}
	return b
}

// Every player's name is on the bracket page for 8, 16, 32 and 64 places
// (with byes too), the protocol lists every complete match, the pages are
// numbered as one document, and up to 32 the bracket is landscape.
func TestBracketPrintsEveryPlayer(t *testing.T) {
	for _, tc := range []struct{ size, players int }{{8, 8}, {8, 6}, {16, 16}, {32, 32}, {64, 64}, {64, 60}} {
		t.Run(fmt.Sprint(tc.size, "/", tc.players), func(t *testing.T) {
			d := BracketDocument(bracketOf(tc.size, tc.players))
			out := pdftotext(t, render(t, d), "-layout")
			pagesText := strings.Split(out, "\f")
			first := pagesText[0]
			for no := 1; no <= tc.players; no++ {
				name := fmt.Sprintf("Гравецьпрізвище%d", no)
				if !strings.Contains(first, name) {
					t.Errorf("%s is not on the bracket page", name)
				}
			}
			if byes := tc.size - tc.players; strings.Count(first, "вільний") != byes {
				t.Errorf("%d byes printed, want %d", strings.Count(first, "вільний"), byes)
			}
			if got := len(d.Rows); got != tc.players/2 { // the fixture fills places in order: every pair of players is a match
				t.Errorf("protocol rows %d", got)
			}
			n := len(pagesText) - 1
			if !strings.Contains(first, fmt.Sprintf("сторінка 1 з %d", n)) || !strings.Contains(pagesText[n-1], fmt.Sprintf("сторінка %d з %d", n, n)) {
				t.Errorf("page numbers of %d pages wrong:\n%s", n, first)
			}
			pages, landscape := pages(render(t, d))
			if pages != n || landscape != (tc.size <= 32) {
				t.Errorf("pages %d landscape %v", pages, landscape)
			}
			if !strings.Contains(d.Text(), "bracket 1/") || !strings.Contains(d.Text(), "champion: —") {
				t.Errorf("text dump:\n%s", d.Text())
			}
		})
	}
}

func TestBracketNames(t *testing.T) {
	for _, tc := range []struct {
		r, of int
		want  string
	}{{5, 5, "Фінал"}, {4, 5, "1/2 фіналу"}, {3, 5, "1/4 фіналу"}, {1, 5, "1/16 фіналу"}, {1, 6, "1/32 фіналу"}} {
		if got := BracketRoundName(tc.r, tc.of); got != tc.want {
			t.Errorf("BracketRoundName(%d, %d) = %q, want %q", tc.r, tc.of, got, tc.want)
		}
	}
	got := KnockoutGames([]KnockoutGame{{No: 1, WhitePoints: 2}, {No: 2, WhitePoints: 1}, {No: 3, Stage: 1, WhitePoints: 0}, {No: 5, Stage: -1, White: 8, Black: 4, WhitePoints: 1}})
	if want := "Партія 1: 1-0 · Партія 2: ½-½ · Рапід 1: 0-1 · Армагедон, білі 8: ½-½"; got != want {
		t.Errorf("KnockoutGames = %q, want %q", got, want)
	}
}

// TestBracketLongSurname: a surname too long for its bracket line is set
// in smaller type on that line, not cut: in a 64-place bracket
// «Вишнєвецька-Заболотна-Перепелиця Олександра» prints its whole surname (and its
// initial) on the bracket page; in the match protocol, whose name column
// is narrower, «Вишнєвецька-Заболотна-Ґудзь Олександра» prints whole in
// the column's one form, «Вишнєвецька-Заболотна-Ґудзь О.», in smaller
// type on its line (minNameScale), not cut.
func TestBracketLongSurname(t *testing.T) {
	b := bracketOf(64, 64)
	b.Rounds[0][0].Top.Name = "Вишнєвецька-Заболотна-Перепелиця Олександра"
	b.Rounds[0][1].Top.Name = "Вишнєвецька-Заболотна-Ґудзь Олександра"
	out := pdftotext(t, render(t, BracketDocument(b)), "-layout")
	first := strings.Split(out, "\f")[0]
	if !strings.Contains(first, "Вишнєвецька-Заболотна-Перепелиця") {
		t.Errorf("the surname is cut on the bracket page:\n%s", first)
	}
	// the protocol (page 2) prints it in its one name form, whole
	if protocol := strings.Split(out, "\f")[1]; !strings.Contains(protocol, "Вишнєвецька-Заболотна-Ґудзь О.") {
		t.Errorf("the surname is cut in the protocol:\n%s", protocol)
	}
}

// The knockout protocol of an 8-place bracket as printed (pdftotext
// golden): one name form for the whole protocol, «Ковальський-Ярошенко»
// whole, never «Ковальсь… П.» (the protocol turns landscape when its
// games need the width), and each game named: партія 1, партія 2,
// рапід 1, рапід 2, армагедон with its White.
func TestBracketProtocolGolden(t *testing.T) {
	b := bracketOf(8, 8)
	names := []string{"Ковальський-Ярошенко Пйотр", "Зінченко Назар", "Заїка Катерина", "Мюллер Томас",
		"Беридзе Ніно", "Чебан Іон", "Остапчук Ярина", "Єфименко Матвій"}
	for j := range b.Rounds[0] {
		m := &b.Rounds[0][j]
		m.Top.Name, m.Bottom.Name = names[2*j], names[2*j+1]
	}
	m := &b.Rounds[0][0]
	m.Games = []KnockoutGame{
		{No: 1, White: m.Top.No, Black: m.Bottom.No, WhitePoints: 2}, {No: 2, White: m.Bottom.No, Black: m.Top.No, WhitePoints: 2},
		{No: 3, Stage: 1, White: m.Top.No, Black: m.Bottom.No, WhitePoints: 1}, {No: 4, Stage: 1, White: m.Bottom.No, Black: m.Top.No, WhitePoints: 1},
		{No: 5, Stage: -1, White: m.Bottom.No, Black: m.Top.No, WhitePoints: 1},
	}
	m.Top.Score, m.Bottom.Score, m.Top.Won = 5, 5, true
	m.Armageddon = fmt.Sprintf("білі %d, жереб 77", m.Bottom.No)
	out := pdftotext(t, render(t, BracketDocument(b)), "-layout")
	protocol := strings.SplitN(out, "\f", 2)[1]
	text, _ := layoutText(protocol)
	for _, want := range []string{"1 Ковальський-Ярошенко Пйотр 2 Зінченко Назар", "Партія 1: 1-0 · Партія 2: 1-0 · Рапід 1: ½-½ · Рапід 2: ½-½ · Армагедон, білі 2: ½-½"} {
		if !strings.Contains(strings.Join(strings.Fields(text), " "), want) {
			t.Errorf("the protocol lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, Ellipsis) {
		t.Errorf("a name is cut in the protocol:\n%s", text)
	}
	golden(t, "bracket-protocol.layout", text)
}
