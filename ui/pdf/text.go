package pdf

import (
	"fmt"
	"strings"
)

// Text is a plain dump of the document for golden tests: every value the
// PDF shows, one line each, with the cells of a row separated by " | ".
func (d *Document) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "stem: %s\ntitle: %s\n", d.Stem, d.Title)
	if d.Organisation != "" {
		fmt.Fprintf(&b, "organisation: %s\n", d.Organisation)
	}
	if len(d.Emblem) > 0 && len(d.Diplomas) == 0 {
		kind, w, h := emblemInfo(d.Emblem)
		fmt.Fprintf(&b, "emblem: %s %d×%d, %d bytes\n", kind, w, h, len(d.Emblem))
	}
	for _, h := range d.Header {
		fmt.Fprintf(&b, "header: %s\n", h)
	}
	if len(d.Columns) > 0 {
		fmt.Fprintf(&b, "font: %g\n", d.fontSize())
		if d.MinFont > 0 || d.Landscape || d.Blocks > 1 {
			fmt.Fprintf(&b, "least font: %g, landscape: %v, blocks: %d\n", d.MinFont, d.Landscape, d.blocks())
		}
		var sizes []string
		for _, c := range d.Columns {
			if c.Size > 0 {
				sizes = append(sizes, fmt.Sprintf("%s %gpt", c.Title, c.Size))
			}
		}
		if len(sizes) > 0 {
			fmt.Fprintf(&b, "column type: %s\n", strings.Join(sizes, ", "))
		}
		titles := make([]string, len(d.Columns))
		for i, c := range d.Columns {
			titles[i] = c.Title
		}
		fmt.Fprintf(&b, "columns: %s\n", strings.Join(titles, " | "))
	}
	if d.Bracket != nil {
		b.WriteString(d.Bracket.text())
	}
	for _, r := range d.Rows {
		fmt.Fprintf(&b, "row: %s\n", strings.Join(r, " | "))
	}
	for _, n := range d.Notes {
		fmt.Fprintf(&b, "note: %s\n", n)
	}
	if len(d.Diplomas) > 0 {
		b.WriteString(d.Style.text())
		if d.Calibration {
			b.WriteString("calibration page: millimetre grid, field frames\n")
		}
	}
	for i, dp := range d.Diplomas {
		fmt.Fprintf(&b, "diploma %d:\n%s", i+1, dp.text())
	}
	for i, e := range d.EntryForms {
		b.WriteString(e.text(i + 1))
	}
	if len(d.Diplomas) == 0 {
		fmt.Fprintf(&b, "footer: %s | %s\n", d.Footer, d.pageNumber(0, 0))
	}
	nm := strings.Replace(strings.Replace(d.Lang.Tr("page %d of %d"), "%d", "N", 1), "%d", "M", 1)
	return strings.ReplaceAll(b.String(), d.pageNumber(0, 0), nm)
}
