package tournament

import (
	"sort"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/ui/kit"
)

// The registration desk's header titles do not run over one another in
// English (the tests' language): «Checked in» stayed within its column
// only in Ukrainian («Прибув»), in English it ran over «Byes». Every
// header label's text ends before the next one begins, and the desk stays
// as narrow as before but for the titles' own room.
func TestDeskHeadersDoNotOverlap(t *testing.T) {
	test.NewTempApp(t)
	cols := deskColumns()
	tbl := kit.NewTable(cols, func() int { return 1 }, func(int, int) string { return "x" }, nil)
	w := test.NewTempWindow(t, tbl)
	w.Resize(fyne.NewSize(1366, 400))
	type head struct {
		text   string
		x, end float32
	}
	var heads []head
	walk(tbl, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.TextStyle.Bold && l.Text != "" {
			p := fyne.CurrentApp().Driver().AbsolutePositionForObject(l)
			heads = append(heads, head{l.Text, p.X, p.X + l.MinSize().Width})
		}
	})
	if len(heads) != len(cols) {
		t.Fatalf("found %d header labels, want %d: %v", len(heads), len(cols), heads)
	}
	sort.Slice(heads, func(i, j int) bool { return heads[i].x < heads[j].x })
	total := float32(0)
	for i, h := range heads {
		if i+1 < len(heads) && h.end > heads[i+1].x+1 {
			t.Errorf("«%s» ends at %.0f, over «%s» at %.0f", h.text, h.end, heads[i+1].text, heads[i+1].x)
		}
	}
	for _, c := range cols {
		total += max(c.Width, kit.HeaderWidth(c.Title))
	}
	t.Logf("the desk's columns: %.0f pixels", total)
	if total > 1040 { // what the Ukrainian desk needed when it fitted (TestScreensFit1366)
		t.Errorf("the desk's columns need %.0f pixels, more than the 1040 beside the tournament list at 1366", total)
	}
}
