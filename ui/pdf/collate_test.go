package pdf

import (
	"slices"
	"strings"
	"testing"
)

func TestUkrainianOrder(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Яковенко Єременко Іванов Ґонта Гончар Шевчук", "Гончар Ґонта Єременко Іванов Шевчук Яковенко"},
		{"Їжак Ігнат Йосип Иван", "Иван Ігнат Їжак Йосип"},
		{"д'Арк Дзюба Дарій", "Дарій д'Арк Дзюба"},
		{"Smith Андрієнко", "Андрієнко Smith"},
		{"ковальчук Коваль", "Коваль ковальчук"},
	} {
		got := strings.Fields(c.in)
		slices.SortStableFunc(got, func(a, b string) int {
			switch {
			case lessUkrainian(a, b):
				return -1
			case lessUkrainian(b, a):
				return 1
			}
			return 0
		})
		if strings.Join(got, " ") != c.want {
			t.Errorf("sort(%s) = %s, want %s", c.in, strings.Join(got, " "), c.want)
		}
	}
}

func TestCollateSpaceBeforeLetters(t *testing.T) {
	if !lessUkrainian("Коваль Іван", "Ковальчук Андрій") {
		t.Error(`"Коваль Іван" should sort before "Ковальчук Андрій"`)
	}
}
