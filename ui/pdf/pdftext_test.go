package pdf

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"
)

// The PDF-level golden test: each document is rendered as the director
// gets it (fixed creation date, compression off) and read back with
// poppler's pdftotext, so the text really printed on each page, the page
// count and the position of every word are checked, not only the Document
// value.

// poppler finds a poppler-utils program or fails the test: the PDF tests
// are part of the suite and are never skipped.
func poppler(t *testing.T, prog string) string {
	t.Helper()
	path, err := exec.LookPath(prog)
	if err != nil {
		t.Fatalf("%s not found (%v): the PDF tests need poppler-utils, which `make test` installs "+
			"(or: apt-get install poppler-utils)", prog, err)
	}
	return path
}

// pdftotext runs `pdftotext -layout` (or another mode given in args) on pdf
// and returns its output.
func pdftotext(t *testing.T, pdf []byte, args ...string) string {
	t.Helper()
	in := filepath.Join(t.TempDir(), "doc.pdf")
	if err := os.WriteFile(in, pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(poppler(t, "pdftotext"), append(append([]string{"-enc", "UTF-8"}, args...), in, "-")...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil || stderr.Len() > 0 {
		t.Fatalf("pdftotext %v: %v %s", args, err, stderr.String())
	}
	return string(out)
}

// layoutText is the golden form of `pdftotext -layout` output: the page
// count, then each page's lines without trailing blanks and without the
// blank lines at the page's end.
func layoutText(raw string) (text string, pages int) {
	chunks := strings.Split(raw, "\f")
	chunks = chunks[:len(chunks)-1] // pdftotext ends every page with a form feed
	var b strings.Builder
	fmt.Fprintf(&b, "pages: %d\n", len(chunks))
	for i, c := range chunks {
		fmt.Fprintf(&b, "=== page %d of %d\n", i+1, len(chunks))
		lines := strings.Split(c, "\n")
		for j := range lines {
			lines[j] = strings.TrimRight(lines[j], " ")
		}
		for len(lines) > 0 && lines[len(lines)-1] == "" {
			lines = lines[:len(lines)-1]
		}
		for _, l := range lines {
			b.WriteString(l + "\n")
		}
	}
	return b.String(), len(chunks)
}

func TestPDFTextGolden(t *testing.T) {
	for name, d := range documents(t) {
		t.Run(name, func(t *testing.T) {
			pdf := render(t, d)
			text, n := layoutText(pdftotext(t, pdf, "-layout"))
			if objects, _ := pages(pdf); n != objects {
				t.Errorf("pdftotext reads %d pages, the PDF has %d page objects", n, objects)
			}
			if !utf8.ValidString(text) || strings.ContainsRune(text, utf8.RuneError) {
				t.Errorf("text is not clean UTF-8 (a glyph without its character)")
			}
			checkCuts(t, d, text)
			golden(t, name+".layout", text)
		})
	}
}

// checkCuts verifies that every word shortened with the ellipsis is the
// beginning of a word of the document, so no letter was cut in half or
// replaced; and that the 60-character name is printed whole exactly where
// it has room: on the diplomas, on one line.
func checkCuts(t *testing.T, d *Document, text string) {
	t.Helper()
	var words []string
	for _, s := range d.texts() {
		words = append(words, strings.Fields(s)...)
	}
	for _, w := range strings.Fields(text) {
		stem, cut := strings.CutSuffix(w, Ellipsis)
		if !cut || stem == "" {
			continue
		}
		found := false
		for _, full := range words {
			found = found || strings.HasPrefix(full, stem)
		}
		if !found {
			t.Errorf("%q is not the shortened beginning of any word of the document", w)
		}
	}
	hasLong := strings.Contains(d.Text(), longName)
	lineWithLong := false
	for _, l := range strings.Split(text, "\n") {
		lineWithLong = lineWithLong || strings.TrimSpace(l) == longName
	}
	if hasLong && len(d.Diplomas) > 0 && !lineWithLong {
		t.Errorf("the 60-character name is not printed whole on one line of its diploma")
	}
	if hasLong && len(d.Diplomas) == 0 && strings.Contains(text, longName) {
		t.Errorf("the 60-character name is printed whole in a table: it cannot fit a cell")
	}
}

// bboxDoc is the XHTML of `pdftotext -bbox`: pages and their words with
// their boxes in points.
type bboxDoc struct {
	Pages []struct {
		Width  float64    `xml:"width,attr"`
		Height float64    `xml:"height,attr"`
		Words  []bboxWord `xml:"word"`
	} `xml:"body>doc>page"`
}

type bboxWord struct {
	XMin float64 `xml:"xMin,attr"`
	YMin float64 `xml:"yMin,attr"`
	XMax float64 `xml:"xMax,attr"`
	YMax float64 `xml:"yMax,attr"`
	Text string  `xml:",chardata"`
}

const mmToPt = 72 / 25.4

// Nothing overflows, as printed: every word lies inside the side margins
// and 5 mm from the top and bottom edges (inside the inner frame on
// diplomas) and no word of the table crosses a
// column line, which a spilled name or number would.
func TestPDFWordsStayInTheirCells(t *testing.T) {
	for name, d := range documents(t) {
		t.Run(name, func(t *testing.T) {
			var doc bboxDoc
			if err := xml.Unmarshal([]byte(pdftotext(t, render(t, d), "-bbox")), &doc); err != nil {
				t.Fatalf("pdftotext -bbox output: %v", err)
			}
			if len(doc.Pages) == 0 {
				t.Fatal("no pages read")
			}
			var lines []float64 // column lines in points, for tables
			var top, rowH float64
			perPage := 0
			// the footer sits in the bottom margin, still well inside
			// what a printer prints (5 mm from the edge)
			inset, insetY := margin, 5.0
			if len(d.Diplomas) > 0 {
				inset, insetY = 14, 14 // the inner frame
			} else {
				l := layoutTable(newPDF(d, Options{}, false), d)
				for _, x := range l.columnLines() {
					lines = append(lines, x*mmToPt)
				}
				top, rowH, perPage = (margin+d.headerHeight())*mmToPt, l.rowH*mmToPt, l.perPage*l.blocks
			}
			const tol = 0.5 // points
			for p, pg := range doc.Pages {
				// the column titles and this page's rows
				bottom := top + rowH*float64(1+max(0, min(perPage/max(1, d.Blocks), len(d.Rows)-p*perPage)))
				for _, w := range pg.Words {
					if w.XMin < inset*mmToPt-tol || w.XMax > pg.Width-inset*mmToPt+tol ||
						w.YMin < insetY*mmToPt-tol || w.YMax > pg.Height-insetY*mmToPt+tol {
						t.Errorf("page %d: %q at x %.1f–%.1f, y %.1f–%.1f pt lies outside the margins", p+1, w.Text, w.XMin, w.XMax, w.YMin, w.YMax)
					}
					if len(lines) == 0 || w.YMin < top || w.YMax > bottom+tol {
						continue
					}
					for _, x := range lines {
						if w.XMin < x-tol && w.XMax > x+tol {
							t.Errorf("page %d: %q (x %.1f–%.1f pt) crosses the column line at %.1f pt", p+1, w.Text, w.XMin, w.XMax, x)
						}
					}
				}
			}
		})
	}
}

// columnLines are the x positions in mm of the lines between the columns
// of every block (the bbox test checks that no word crosses one).
func (l tableLayout) columnLines() []float64 {
	var xs []float64
	for b := range l.blocks {
		x := l.blockX(b)
		for _, w := range l.widths[:len(l.widths)-1] {
			x += w
			xs = append(xs, x)
		}
	}
	return xs
}

// columnAt is the column whose cells span x mm across the page, and its block.
func (l tableLayout) columnAt(x float64) (col, block int, ok bool) {
	for b := range l.blocks {
		left := l.blockX(b)
		for i, w := range l.widths {
			if x >= left && x < left+w {
				return i, b, true
			}
			left += w
		}
	}
	return 0, 0, false
}
