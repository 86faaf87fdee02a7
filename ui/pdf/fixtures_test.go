package pdf

import (
	"bytes"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"sort"
	"testing"
)

var update = flag.Bool("update", false, "rewrite golden files in testdata/")

var surnames = []string{"Шевченко", "Коваленко", "Бондаренко", "Ткаченко", "Кравченко",
	"Олійник", "Шевчук", "Поліщук", "Ґалаґан", "Мельник", "Ярошенко", "Лисенко",
	"Руденко", "Савчук", "Іваненко", "Євтушенко", "Їжакевич", "Юрченко", "Зінченко", "Д'яченко"}

var given = []string{"Олександр", "Марія", "Андрій", "Софія", "Дмитро", "Анастасія",
	"Богдан", "Ірина", "Юлія", "Максим", "Ярослава"}

// longName has 60 Cyrillic letters and spaces: it fits no cell.
const longName = "Вишнєвецька-Заболотна-Ґудзь Олександра-Анастасія Ярославівна"

func name(i int) string {
	if i == 7 {
		return longName
	}
	return surnames[i%len(surnames)] + " " + given[(i/len(surnames)+i)%len(given)]
}

func club(i int) string {
	return []string{"УША", "ДЮСШ №3", "Шаховий клуб «Гамбіт» Оболонського району", ""}[i%4]
}

var meta = Meta{Tournament: "Кубок Академії 2010", Date: "26.07.2010", Round: 3, Rounds: 9}

// round has n boards, one pairing bye and one absent player.
func round(n int, results bool) Round {
	r := Round{Meta: meta}
	for b := 1; b <= n; b++ {
		w, bl := 2*b-1, 2*b
		res := ""
		if results {
			res = []string{ResultText(2, 0, false), ResultText(1, 1, false), ResultText(0, 2, true)}[b%3]
		}
		r.Boards = append(r.Boards, Board{No: b,
			White: Entrant{No: w, Name: name(w), Rating: 2400 - 7*w, Points: 4 - b%5},
			Black: Entrant{No: bl, Name: name(bl), Rating: 2400 - 7*bl, Points: 4 - b%4}})
		r.Boards[b-1].Result = res
	}
	r.Byes = []Bye{
		{Player: Entrant{No: 2*n + 1, Name: name(2*n + 1), Points: 1}, Kind: "вільний від жеребкування", Score: 2},
		{Player: Entrant{No: 2*n + 2, Name: name(2*n + 2), Rating: 1500}, Kind: "не грає", Score: 0},
	}
	return r
}

// standings has n rows; rows 3–4 and 10–12 share places.
func standings(n int) StandingsTable {
	t := StandingsTable{Meta: meta, TieBreaks: []Heading{{"BH-1", "Бухгольц без найгіршого"}, {"BH", "Бухгольц"}, {"Пр.", "прогресивний"}}}
	place := 1
	for i := 0; i < n; i++ {
		if i != 3 && i != 10 && i != 11 {
			place = i + 1
		}
		t.Rows = append(t.Rows, Standing{Place: place, No: i%n + 1, Name: name(i), Club: club(i),
			Rating: 2300 - i, Points: 2*n - 2*place,
			TieBreaks: []string{Points(400 - i), Points(450 - i), fmt.Sprint(300 - i)}})
	}
	return t
}

// crosstable is a single round robin of n players after all rounds.
func crosstable(n int) CrossTable {
	t := CrossTable{Meta: Meta{Tournament: "Меморіал Бронштейна", Date: "01.08.2010", Round: n - 1},
		TieBreaks: []Heading{{"SB", "Зонненборн-Бергер"}}}
	score := func(i, j int) int { // half-points of i against j, i < j
		if (i+j)%3 == 0 {
			return 1
		}
		return 2
	}
	for i := 0; i < n; i++ {
		row := CrossRow{No: i + 1, Name: name(i), Rating: 2200 - 10*i, Place: i + 1, TieBreaks: []string{Points(30 - i)}}
		for j := 0; j < n; j++ {
			s := 0
			switch {
			case j == i:
				row.Results = append(row.Results, "")
				continue
			case j > i:
				s = score(i, j)
			default:
				s = 2 - score(j, i)
			}
			row.Results = append(row.Results, Points(s))
			row.Points += s
		}
		if i == n-2 {
			row.Place = n - 2 // tied with the row above
		}
		t.Rows = append(t.Rows, row)
	}
	return t
}

// wallTable is a Swiss event of n players after the given rounds, in the
// order of points; with n = 12 and up to 7 rounds no player meets himself.
func wallTable(n, rounds int) WallTable {
	t := WallTable{Meta: Meta{Tournament: "Чемпіонат Києва", Date: "05.08.2010", Round: rounds, Rounds: 9},
		TieBreaks: []Heading{{"BH", "Бухгольц"}}}
	for i := 0; i < n; i++ {
		row := WallRow{No: (i*7)%n + 1, Name: name(i), Rating: 2000 - i, TieBreaks: []string{Points(50 - i)}}
		for r := 0; r < rounds; r++ {
			c := WallCell{Opponent: (row.No+r*5)%n + 1, Colour: []Colour{White, Black}[(i+r)%2], Result: []string{"1", "½", "0", "+"}[(i*r)%4]}
			if i == n-1 && r == 1 {
				c = WallCell{Result: "1"} // pairing bye
			}
			row.Rounds = append(row.Rounds, c)
			row.Points += map[string]int{"1": 2, "+": 2, "½": 1}[c.Result]
		}
		t.Rows = append(t.Rows, row)
	}
	sort.SliceStable(t.Rows, func(a, b int) bool { return t.Rows[a].Points > t.Rows[b].Points })
	for i := range t.Rows {
		t.Rows[i].Place = i + 1
	}
	return t
}

func registrations(n int) []Registration {
	var rs []Registration
	for i := 0; i < n; i++ {
		rs = append(rs, Registration{Name: name(i), Club: club(i), Coach: name(i + 50), Fee: 35000, Paid: []int{35000, 0, 20000}[i%3]})
	}
	return rs
}

func winners() []Winner {
	return []Winner{{Name: name(0), Place: 1}, {Name: name(1), Place: 2}, {Name: name(2), Place: 3},
		{Name: longName, Place: 3, PlaceTo: 4}, {Name: name(4), Category: "Найкраща шахістка"}}
}

// emblem is a 60×60 PNG: a red disc on white, drawn here.
func emblem(t testing.TB) []byte {
	img := image.NewRGBA(image.Rect(0, 0, 60, 60))
	for y := range 60 {
		for x := range 60 {
			c := color.RGBA{255, 255, 255, 255}
			if (x-30)*(x-30)+(y-30)*(y-30) < 26*26 {
				c = color.RGBA{180, 20, 30, 255}
			}
			img.Set(x, y, c)
		}
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// clubStyle is a club's own template: emblem, two signature lines, its
// city and wording.
func clubStyle(t testing.TB) DiplomaStyle {
	return DiplomaStyle{Organisation: "Шаховий клуб «Гамбіт» Оболонського району", Emblem: emblem(t), City: "Бровари",
		Signatures: []Signature{{Role: "Директор турніру", Name: "Петренко П. П."}, {Role: "Головний суддя", Name: "Бойко О. І."}},
		Degrees:    [3]string{"Диплом переможця", "Диплом призера II ступеня", "Диплом призера III ступеня"}, Awarded: "вручається"}
}

// blankStyle is the text-only mode with calibrated offsets.
func blankStyle(t testing.TB) DiplomaStyle {
	st := clubStyle(t)
	st.Blank = true
	st.Offsets = map[string]Offset{"name": {X: 2.5, Y: -4}, "date": {X: -10, Y: 3}}
	return st
}

// golden compares got with testdata/name.golden, rewriting it under -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name+".golden")
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update)", err)
	}
	if got != string(want) {
		t.Errorf("%s differs from %s:\n%s", name, path, firstDiff(got, string(want)))
	}
}
