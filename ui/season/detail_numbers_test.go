package season

import "testing"

// A season row's explanation writes its numbers as the table's cells are
// written (model.NumberText): points with ½, other decimals with the
// comma; dates and whole numbers stay as they are.
func TestDetailNumbers(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"26.07.2010 Кваліф-турнір: P 2.5 × K_b 1.25 × K_v 1 = 3.125; K_a1 1 → 3.125",
			"26.07.2010 Кваліф-турнір: P 2½ × K_b 1,25 × K_v 1 = 3,125; K_a1 1 → 3,125"},
		{"19.12.2010 Срібний Кубок: P 6.5; не враховано", "19.12.2010 Срібний Кубок: P 6½; не враховано"},
		{"! 2 результати", "! 2 результати"},
	} {
		if got := detailNumbers(c.in); got != c.want {
			t.Errorf("detailNumbers(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
