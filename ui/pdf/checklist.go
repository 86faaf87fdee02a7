package pdf

import "strings"

// ChecklistWidth is the longest line of the pairing checklist's printout
// (runes); longer lines are wrapped at a space, the rest indented.
const ChecklistWidth = 105

// Checklist is the round's pairing checklist for the tournament's records
// (model/explain Report.Lines): one line a row, in a portrait page.
func Checklist(m Meta, title string, lines []string) *Document {
	d := &Document{Stem: m.tr("pairing-checklist"), Title: title, Header: m.headerLines(), Lang: m.Lang,
		Columns: []Column{{Title: " ", Align: Left, Flex: true}}, Portrait: true, FontSize: 8}
	for _, l := range lines {
		for _, part := range wrapLine(l, ChecklistWidth) {
			d.Rows = append(d.Rows, []string{part})
		}
	}
	return d
}

// wrapLine breaks s at spaces into lines of at most width runes; the
// continuation lines keep the first line's indent plus four spaces.
func wrapLine(s string, width int) []string {
	indent := s[:len(s)-len(strings.TrimLeft(s, " "))] + "    "
	var out []string
	for len([]rune(s)) > width {
		r := []rune(s)
		cut := width
		for cut > len(indent)+10 && r[cut] != ' ' {
			cut--
		}
		out = append(out, strings.TrimRight(string(r[:cut]), " "))
		s = indent + strings.TrimLeft(string(r[cut:]), " ")
	}
	return append(out, s)
}
