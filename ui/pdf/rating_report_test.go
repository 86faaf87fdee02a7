package pdf

import (
	"bytes"
	"strings"
	"testing"
)

func TestRatingReport(t *testing.T) {
	d := RatingReport(Meta{Tournament: "Кубок Академії", Date: "30.11.2026", Round: 5}, []RatingLine{
		{No: 1, Name: "Альфа Іван", Rating: 2000, K: 20, Games: 1, Points: 1, Expected: 64, Change: -3, AvgOpponent: 1900, Performance: 1900},
		{No: 3, Name: "Гамма Олег", K: 40},
	})
	text := d.Text()
	for _, want := range []string{
		"title: Зміни рейтингу ФІДЕ",
		"columns: № | Учасник | Рейтинг | K | Партій | Очки | Очікувано | Зміна | Ra | Rp",
		"row: 1 | Альфа Іван | 2000 | 20 | 1 | ½ | 0,64 | -3 | 1900 | 1900",
		"row: 3 | Гамма Олег |  | 40 | 0 |  |  |  |  | ",
		"(8.3.4)",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("report lacks %q:\n%s", want, text)
		}
	}
	var buf bytes.Buffer
	if err := Render(&buf, d, Options{}); err != nil || !bytes.HasPrefix(buf.Bytes(), []byte("%PDF")) {
		t.Fatalf("Render: %v", err)
	}
}
