package model_test

import (
	"slices"
	"testing"

	"arbiter/model"
)

func TestCompareUkrainianAlphabet(t *testing.T) {
	// Every letter of the Ukrainian alphabet, in order (Правопис 2019 §4).
	alphabet := []string{"а", "б", "в", "г", "ґ", "д", "е", "є", "ж", "з", "и", "і", "ї", "й", "к",
		"л", "м", "н", "о", "п", "р", "с", "т", "у", "ф", "х", "ц", "ч", "ш", "щ", "ь", "ю", "я"}
	for i := 1; i < len(alphabet); i++ {
		a, b := alphabet[i-1], alphabet[i]
		if model.CompareUkrainian(a, b) >= 0 || model.CompareUkrainian(b, a) <= 0 {
			t.Errorf("%s must sort before %s", a, b)
		}
	}
}

func TestCompareUkrainianNames(t *testing.T) {
	want := []string{
		"Гончаренко", "Ґалаґан", "Дорошенко", "Евтушенко", "Єрмоленко", "Зінченко",
		"Ивасюк", "Іванов", "Іщенко", "Їжакевич", "Йосипенко", "Коваль", "Коваль Іван",
		"Ковальчук", "Пятигорська", "Пʼятниця", "Ющенко", "Яковенко", "Kowalski", "Müller",
	}
	got := slices.Clone(want)
	slices.Reverse(got)
	slices.SortFunc(got, model.CompareUkrainian)
	if !slices.Equal(got, want) {
		t.Errorf("sorted:\n got %q\nwant %q", got, want)
	}
}

func TestCompareUkrainianCaseAndApostrophe(t *testing.T) {
	if model.CollateKey("ҐАЛАҐАН") != model.CollateKey("ґалаґан") {
		t.Error("collation must ignore case")
	}
	if model.CollateKey("Пʼятниця") != model.CollateKey("П'ятниця") || model.CollateKey("П’ятниця") != model.CollateKey("Пятниця") {
		t.Error("collation must ignore apostrophes")
	}
	if model.CompareUkrainian("П'ятниця", "П’ятниця") == 0 {
		t.Error("different strings must not compare equal (total order)")
	}
}

func TestMatchPlayer(t *testing.T) {
	p := model.Player{Surname: "Пʼятниця", Name: "Ґражина", LatinName: "Piatnytsia, Grazhyna"}
	q := model.Player{Surname: "Їжакевич", Name: "Єлизавета", LatinName: "Yizhakevych, Yelyzaveta"}
	cases := []struct {
		query string
		p     model.Player
		want  bool
	}{
		{"", p, true},
		{"п'ят", p, true},  // ASCII apostrophe finds ʼ
		{"П’ЯТ", p, true},  // typographic apostrophe, capitals
		{"пʼятн", p, true}, // modifier letter apostrophe
		{"пят", p, true},   // no apostrophe at all
		{"ґраж", p, true},
		{"граж", p, true}, // г finds ґ: directors type either
		{"ҐРАЖ", model.Player{Surname: "Гражевська"}, true}, // and ґ finds г
		{"piat", p, true},
		{"PIATNYTSIA grazh", p, true},
		{"пят марія", p, false},
		{"їжак", q, true},
		{"ЇЖАК", q, true},
		{"іжак", q, false}, // і is not ї
		{"єлиз", q, true},
		{"ЄЛИЗАВЕТА", q, true},
		{"елиз", q, false}, // е is not є
		{"yelyz", q, true},
	}
	for _, c := range cases {
		if got := model.MatchPlayer(c.p, c.query); got != c.want {
			t.Errorf("MatchPlayer(%s, %q) = %v, want %v", c.p.Surname, c.query, got, c.want)
		}
	}
}

func TestTransliterate(t *testing.T) {
	cases := []struct{ in, want string }{
		{"Коваленко", "Kovalenko"}, {"Єрмоленко", "Yermolenko"}, {"Їжакевич", "Yizhakevych"},
		{"Пʼятниця", "Piatnytsia"}, {"Ґалаґан", "Galagan"}, {"Згурський", "Zghurskyi"},
		{"Юрій", "Yurii"}, {"Щербак", "Shcherbak"}, {"Ярина", "Yaryna"}, {"Олексіївна", "Oleksiivna"},
	}
	for _, c := range cases {
		if got := model.Transliterate(c.in); got != c.want {
			t.Errorf("Transliterate(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	if got := model.LatinName("Шевчук", "Євген"); got != "Shevchuk, Yevhen" {
		t.Errorf("LatinName = %q", got)
	}
}
