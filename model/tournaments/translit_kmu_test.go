package tournaments

import (
	"testing"

	"arbiter/model"
)

// TestTransliterateResolution55: the example words of the table of the
// Cabinet of Ministers' resolution no. 55 of 27 January 2010 (column 3 of
// each letter), and a desk-registered player's TRF name, which is written
// from them when the registry has no Latin spelling (trfName).
func TestTransliterateResolution55(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Алушта", "Alushta"}, {"Борщагівка", "Borshchahivka"}, {"Вишгород", "Vyshhorod"},
		{"Гадяч", "Hadiach"}, {"Згорани", "Zghorany"}, {"Ґалаґан", "Galagan"}, {"Горгани", "Horhany"},
		{"Дон", "Don"}, {"Рівне", "Rivne"}, {"Єнакієве", "Yenakiieve"}, {"Наєнко", "Naienko"},
		{"Житомир", "Zhytomyr"}, {"Закарпаття", "Zakarpattia"}, {"Медвин", "Medvyn"},
		{"Іршава", "Irshava"}, {"Їжакевич", "Yizhakevych"}, {"Кадиївка", "Kadyivka"},
		{"Йосипівка", "Yosypivka"}, {"Стрий", "Stryi"}, {"Київ", "Kyiv"}, {"Лебедин", "Lebedyn"},
		{"Миколаїв", "Mykolaiv"}, {"Ніжин", "Nizhyn"}, {"Одеса", "Odesa"}, {"Полтава", "Poltava"},
		{"Ромни", "Romny"}, {"Суми", "Sumy"}, {"Тетерів", "Teteriv"}, {"Ужгород", "Uzhhorod"},
		{"Фастів", "Fastiv"}, {"Харків", "Kharkiv"}, {"Біла Церква", "Bila Tserkva"},
		{"Чернівці", "Chernivtsi"}, {"Шостка", "Shostka"}, {"Гоща", "Hoshcha"},
		{"Юрій", "Yurii"}, {"Крюківка", "Kriukivka"}, {"Яготин", "Yahotyn"}, {"Ічня", "Ichnia"},
		{"Знам'янка", "Znamianka"}, {"Розумовський", "Rozumovskyi"},
	} {
		if got := model.Transliterate(tc.in); got != tc.want {
			t.Errorf("Transliterate(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	for _, tc := range []struct {
		p    model.Player
		want string
	}{
		{model.Player{Surname: "Савченко", Name: "Юлія"}, "Savchenko, Yuliia"},
		{model.Player{Surname: "Щербак-Ющенко", Name: "Мар’яна"}, "Shcherbak-Yushchenko, Mariana"},
		{model.Player{Surname: "Ковальський", Name: "Пйотр", LatinName: "Kowalski, Piotr"}, "Kowalski, Piotr"},
		{model.Player{Surname: "Згурський"}, "Zghurskyi"},
	} {
		if got := trfName(tc.p); got != tc.want {
			t.Errorf("trfName(%s %s) = %q, want %q", tc.p.Surname, tc.p.Name, got, tc.want)
		}
	}
}
