package pdf

import (
	"encoding/xml"
	"os"
	"strconv"
	"strings"
	"testing"
)

// emHeight is the height pdftotext -bbox gives a word, in ems: DejaVu's
// ascender plus descender (1901 + 483 of 2048 units), the same in all four
// faces.
const emHeight = (1901.0 + 483.0) / 2048.0

// documentedSizes reads the table of page sizes and type in doc.go.
func documentedSizes(t *testing.T) map[string][]string {
	t.Helper()
	src, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	rows := map[string][]string{}
	in := false
	for _, line := range strings.Split(string(src), "\n") {
		f := strings.Fields(strings.TrimPrefix(line, "//"))
		switch {
		case len(f) > 0 && f[0] == "printout":
			in = true
		case in && len(f) == 7 && strings.HasPrefix(line, "//\t"):
			rows[f[0]] = f[1:]
		case in:
			in = false
		}
	}
	if len(rows) == 0 {
		t.Fatal("doc.go has no table of page sizes and type")
	}
	return rows
}

// The printouts are set as doc.go says: A4, the orientation, and no word
// of a table cell, name or board number smaller than the table gives.
// Word sizes are measured on the printed page (the height of each word's
// box over DejaVu's em height), so a column set smaller by any means fails.
func TestTypeSizesAsDocumented(t *testing.T) {
	all := documents(t)
	fixtures := map[string]*Document{
		"PairingsByBoard": all["pairings-empty"], "PairingsLarge": all["pairings-large"],
		"PairingsByName": all["pairings-by-name-long"], "Standings": all["standings-200"],
		"Crosstable": all["crosstable"], "WallChart": all["wallchart"],
		"Registrations": all["registrations"], "MedalList": all["medals"], "Lot": all["lot"],
		"Diplomas": all["diplomas"],
	}
	rows := documentedSizes(t)
	for name := range fixtures {
		if rows[name] == nil {
			t.Errorf("doc.go's table lacks %s", name)
		}
	}
	for name, row := range rows {
		d := fixtures[name]
		if d == nil {
			t.Errorf("doc.go's table names %s, which the test has no printout of", name)
			continue
		}
		t.Run(name, func(t *testing.T) {
			num := func(s string) float64 {
				v, err := strconv.ParseFloat(s, 64)
				if s == "-" {
					return 0
				} else if err != nil {
					t.Fatalf("doc.go: %q is not a size", s)
				}
				return v
			}
			body, least, names, boards := num(row[2]), num(row[3]), num(row[4]), num(row[5])
			if row[0] != "A4" {
				t.Errorf("page %s, the renderer prints A4", row[0])
			}
			var doc bboxDoc
			if err := xml.Unmarshal([]byte(pdftotext(t, render(t, d), "-bbox")), &doc); err != nil {
				t.Fatal(err)
			}
			for _, pg := range doc.Pages {
				land := pg.Width > pg.Height
				if w, h := min(pg.Width, pg.Height), max(pg.Width, pg.Height); w < 594.5 || w > 596 || h < 841 || h > 843 {
					t.Errorf("page %.1f × %.1f pt, not A4", pg.Width, pg.Height)
				}
				if row[1] == "portrait" && land || row[1] == "landscape" && !land {
					t.Errorf("a landscape page is %v, doc.go says %s", land, row[1])
				}
			}
			size := func(w bboxWord) float64 { return (w.YMax - w.YMin) / emHeight }
			const tol = 0.1
			if len(d.Diplomas) > 0 {
				if diplomaNameSize != body || diplomaNameLeast != names {
					t.Errorf("diploma names in %g pt down to %g; doc.go says %g down to %g", diplomaNameSize, diplomaNameLeast, body, names)
				}
				for p, pg := range doc.Pages {
					for _, w := range pg.Words {
						if strings.Contains(d.Diplomas[p].Name, w.Text) && size(w) < names-tol {
							t.Errorf("diploma %d: %q in %.1f pt, below %g", p+1, w.Text, size(w), names)
						}
					}
				}
				return
			}
			if d.fontSize() != body {
				t.Errorf("body type %g, doc.go says %g", d.fontSize(), body)
			}
			l := layoutTable(newPDF(d, Options{}, false), d)
			top := margin + d.headerHeight() + l.rowH // below the column titles
			seen := map[string]bool{}
			for p, pg := range doc.Pages {
				for _, w := range pg.Words {
					y := w.YMin / mmToPt
					i := int((y - top) / l.rowH)
					if y < top || i >= l.perPage {
						continue
					}
					col, b, ok := l.columnAt((w.XMin + w.XMax) / 2 / mmToPt)
					if !ok || (p*l.blocks+b)*l.perPage+i >= len(d.Rows) { // the notes under the table
						continue
					}
					c := d.Columns[col]
					sz := size(w)
					seen[c.Title] = true
					if sz < least-tol {
						t.Errorf("page %d: %q in column %s is %.1f pt, below the least %g", p+1, w.Text, c.Title, sz, least)
					}
					if c.Name && sz < names-tol {
						t.Errorf("page %d: name %q is %.1f pt, below %g", p+1, w.Text, sz, names)
					}
					if c.Title == "Дошка" && sz < boards-tol {
						t.Errorf("page %d: board %q is %.1f pt, below %g", p+1, w.Text, sz, boards)
					}
				}
			}
			if boards > 0 && !seen["Дошка"] || names > 0 && len(seen) == 0 {
				t.Errorf("no board numbers or cells measured (columns seen %v)", seen)
			}
		})
	}
}
