package pdf

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// width counts runes: one unit per letter, enough to test the logic.
func width(s string) float64 { return float64(utf8.RuneCountInString(s)) }

func TestFitText(t *testing.T) {
	for _, c := range []struct {
		in    string
		width float64
		name  bool
		want  string
	}{
		{"Коваленко Олександр", 19, true, "Коваленко Олександр"},
		{"Коваленко Олександр", 18, true, "Коваленко О."},
		{"Петренко, Анна Марія", 15, true, "Петренко А. М."},
		{"Петренко, Анна Марія", 16, true, "Петренко Анна М."},
		{"Петренко, Анна Марія", 12, true, "Петре… А. М."}, // never the surname without an initial
		{"Бондаренко Богдан", 10, true, "Бондар… Б."},
		{"Петренко, Анна Марія", 6, true, "Петре…"},
		{"вільний від жеребкування", 12, true, "вільний від…"},
		{"Шаховий клуб «Гамбіт»", 10, false, "Шаховий к…"},
		{"Абв", 0, false, Ellipsis},
		{"Ли\u0306сенко", 3, false, "Л…"}, // й written as и + combining breve is not split
		{"", 5, false, ""},
	} {
		got := fitText(width, c.in, c.width, c.name)
		if got != c.want {
			t.Errorf("fitText(%q, %g, %v) = %q, want %q", c.in, c.width, c.name, got, c.want)
		}
	}
}

// The 60-character name fits every width, never splits a letter and
// shortens to initials, or to the surname cut before the initials, or (a
// cell too narrow for one letter and the initials) to a cut text.
func TestFitLongNameAllWidths(t *testing.T) {
	if n := utf8.RuneCountInString(longName); n != 60 {
		t.Fatalf("longName has %d characters, want 60", n)
	}
	short := initials(longName)
	tail := strings.TrimPrefix(short, strings.Fields(short)[0]) // " О. Я."
	surname := strings.Fields(longName)[0]
	for w := 1.0; w <= 62; w++ {
		got := fitText(width, longName, w, true)
		if width(got) > w {
			t.Errorf("width %g: %q is %g wide", w, got, width(got))
		}
		cutSurname := strings.HasSuffix(got, Ellipsis+tail) && strings.HasPrefix(surname, strings.TrimSuffix(got, Ellipsis+tail))
		cutText := strings.HasSuffix(got, Ellipsis) && strings.HasPrefix(short, strings.TrimSuffix(got, Ellipsis))
		mid := nameForms(longName, nil)[1] // "… Олександра-Анастасія Я."
		if got != longName && got != short && got != mid && !cutSurname && !(cutText && w < width(Ellipsis+tail)+2) {
			t.Errorf("width %g: %q is not the initials or a cut surname with the initials", w, got)
		}
	}
}

// Two players who shorten alike keep their given names; the others are
// shortened to initials.
func TestFitNameTellsNamesakesApart(t *testing.T) {
	d := &Document{Columns: []Column{{Name: true}, {}, {Name: true}}, Rows: [][]string{
		{"Савченко Юлія", "", "Бондаренко Богдан"}, {"Савченко Юрій", "Савченко Юрій", "Савченко Юлія"},
		{"Мельник Олег", "", ""}, {"вільний від жеребкування", "", ""}}}
	clash := nameClashes(d)
	if len(clash) != 1 || !clash["Савченко Ю."] {
		t.Fatalf("clashes %v, want only «Савченко Ю.»", clash)
	}
	for _, c := range []struct {
		in    string
		width float64
		want  string
	}{
		{"Савченко Юлія", 12, "Савчен… Юлія"},
		{"Савченко Юлія", 13, "Савченко Юлія"},
		{"Савченко Юрій", 12, "Савчен… Юрій"},
		{"Бондаренко Богдан", 13, "Бондаренко Б."},
		{"Мельник Олег", 10, "Мельник О."},
		{"вільний від жеребкування", 12, "вільний від…"},
	} {
		if got := fitName(width, c.in, c.width, clash); got != c.want {
			t.Errorf("fitName(%q, %g) = %q, want %q", c.in, c.width, got, c.want)
		}
	}
}

func TestWrap(t *testing.T) {
	got := wrap(width, "Разом учасників: 8. Внески: 2 800,00 грн.", 20)
	want := []string{"Разом учасників: 8.", "Внески: 2 800,00", "грн."}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("wrap = %q, want %q", got, want)
	}
	for _, l := range got {
		if width(l) > 20 {
			t.Errorf("line %q wider than 20", l)
		}
	}
}

func TestFitSize(t *testing.T) {
	measure := func(pt float64) float64 { return pt * 10 }
	for _, c := range []struct{ size, least, width, want float64 }{
		{34, 12, 400, 34}, {34, 12, 250, 25}, {34, 12, 50, 12},
	} {
		if got := fitSize(measure, c.size, c.least, c.width); got != c.want {
			t.Errorf("fitSize(%g, %g, %g) = %g, want %g", c.size, c.least, c.width, got, c.want)
		}
	}
}

// A flex column whose text is short keeps its natural width; the long one
// takes the rest, and the widths fill the room exactly.
func TestDistributeShortNamesFirst(t *testing.T) {
	cols := []Column{{}, {Flex: true}, {Flex: true}, {Flex: true}}
	for _, c := range []struct {
		nat, mins []float64
		avail     float64
		want      []float64
	}{
		{[]float64{10, 100, 30, 5}, []float64{10, 10, 10, 5}, 100, []float64{10, 55, 30, 5}},
		{[]float64{10, 100, 90, 5}, []float64{10, 10, 10, 5}, 100, []float64{10, 42.5, 42.5, 5}},
		{[]float64{10, 100, 90, 5}, []float64{10, 30, 30, 5}, 50, []float64{10, 30, 30, 5}}, // below the minimums: fitWidths scales
	} {
		got := distribute(cols, c.nat, c.mins, c.avail)
		for i := range got {
			if d := got[i] - c.want[i]; d > 0.02 || d < -0.02 {
				t.Errorf("distribute(%v, %v, %g) = %.2f, want %v", c.nat, c.mins, c.avail, got, c.want)
				break
			}
		}
	}
}
