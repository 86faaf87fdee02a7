package pdf

import (
	"bytes"
	"context"
	"encoding/xml"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"arbiter/model"
	"arbiter/model/demo"
	"arbiter/model/registry"
	"arbiter/model/tournaments"
	"arbiter/storage"
)

// The blank mode prints the four fields and nothing else: pdftotext reads
// exactly the name, the place, the event and the date on each page (no
// organisation, no award heading, no signature line, no page number),
// and the pages draw no line, rectangle or image (no border, no emblem).
func TestBlankPrintsOnlyTheFields(t *testing.T) {
	d := Diplomas(DiplomaEvent{Event: "Кубок Академії 2010", Date: "26.07.2010", Style: blankStyle(t)}, winners())
	pdf := render(t, d)
	pages := strings.Split(pdftotext(t, pdf, "-raw"), "\f")
	pages = pages[:len(pages)-1]
	if len(pages) != len(d.Diplomas) {
		t.Fatalf("%d pages, want %d", len(pages), len(d.Diplomas))
	}
	for i, dp := range d.Diplomas {
		got := strings.Fields(pages[i])
		var want []string
		for _, f := range BlankFields {
			want = append(want, strings.Fields(dp.blankText(f))...)
		}
		if !slices.Equal(got, want) {
			t.Errorf("page %d reads %q, want only the fields %q", i+1, got, want)
		}
		for _, not := range []string{dp.Organisation, dp.Awarded, "Директор", "Головний суддя", "Бровари", "сторінка"} {
			if strings.Contains(pages[i], not) {
				t.Errorf("page %d prints %q", i+1, not)
			}
		}
	}
	// fpdf writes a rectangle as "re", a line as "l", a filled shape as
	// "f"/"B" and an image as a /Subtype /Image XObject
	path := regexp.MustCompile(`\d (re|l|c)\b`)
	if m := path.Find(pageStreams(pdf)); m != nil {
		t.Errorf("a blank draws a path (%q): border or signature lines", m)
	}
	if bytes.Contains(pdf, []byte("/Subtype /Image")) {
		t.Error("a blank carries the emblem image")
	}
	// the same batch with its border: the operators the check looks for are there
	full := render(t, Diplomas(DiplomaEvent{Event: "Кубок Академії 2010", Date: "26.07.2010", Style: clubStyle(t)}, winners()))
	if !path.Match(pageStreams(full)) || !bytes.Contains(full, []byte("/Subtype /Image")) {
		t.Error("the full diploma shows no frame or emblem: the check above cannot fail")
	}
}

// pageStreams is the page content of an uncompressed PDF from fpdf: every
// stream but the embedded fonts and images.
func pageStreams(pdf []byte) []byte {
	var out []byte
	for _, m := range regexp.MustCompile(`(?s)<<([^>]*)>>\s*stream\n(.*?)endstream`).FindAllSubmatch(pdf, -1) {
		if bytes.Contains(m[1], []byte("/Length1")) || bytes.Contains(m[1], []byte("/Subtype")) || bytes.Contains(m[1], []byte("/Filter")) {
			continue
		}
		out = append(out, m[2]...)
	}
	return out
}

// longestDemoNames are the longest full names of the demo registry
// (demo.Service.FillRegistry), the hardest the name frame meets.
func longestDemoNames(t *testing.T, n int) []string {
	t.Helper()
	st, err := storage.Open(filepath.Join(t.TempDir(), "demo.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	app := model.NewApp(st.Model())
	ctx := context.Background()
	if _, err := demo.New(app, tournaments.New(app)).FillRegistry(ctx); err != nil {
		t.Fatal(err)
	}
	ps, err := registry.New(app).SearchPlayers(ctx, "")
	if err != nil || len(ps) < n {
		t.Fatalf("%d demo players, %v", len(ps), err)
	}
	names := make([]string, len(ps))
	for i, p := range ps {
		names[i] = p.FullName()
	}
	slices.SortStableFunc(names, func(a, b string) int { return utf8.RuneCountInString(b) - utf8.RuneCountInString(a) })
	return names[:n]
}

// No field overflows its frame: the longest names of the demo registry,
// the longest category and event of the season, on the full diploma and
// on a blank moved by its offsets, every word of a field lies inside the
// field's frame (pdftotext -bbox).
func TestDiplomaFieldsStayInTheirFrames(t *testing.T) {
	var ws []Winner
	for i, n := range longestDemoNames(t, 6) {
		w := Winner{Name: n, Place: i%3 + 1}
		if i%2 == 1 {
			w.Category, w.Place = "Найкращий школяр до 17 років (юнаки), «Срібний Кубок»", 0
		}
		ws = append(ws, w)
	}
	if utf8.RuneCountInString(ws[0].Name) < 30 {
		t.Fatalf("the longest demo name %q is short: the check would prove little", ws[0].Name)
	}
	ev := "Чемпіонат Української Шахової Академії 2010 «Золотий Кубок», кваліфікаційний турнір № 5"
	for name, st := range map[string]DiplomaStyle{"full": clubStyle(t), "blank": blankStyle(t)} {
		t.Run(name, func(t *testing.T) {
			d := Diplomas(DiplomaEvent{Event: ev, Date: "26.12.2010", Style: st}, ws)
			var doc bboxDoc
			if err := xml.Unmarshal([]byte(pdftotext(t, render(t, d), "-bbox")), &doc); err != nil {
				t.Fatal(err)
			}
			for p, pg := range doc.Pages {
				inFrames := 0
				for _, w := range pg.Words {
					cy := (w.YMin + w.YMax) / 2 / mmToPt
					for _, f := range BlankFields {
						fr := diplomaFrames[f]
						if st.Blank {
							fr.x, fr.y = fr.x+st.Offsets[f].X, fr.y+st.Offsets[f].Y
						}
						if cy < fr.y || cy > fr.y+fr.h {
							continue
						}
						inFrames++
						const tol = 0.2 // mm
						if w.XMin/mmToPt < fr.x-tol || w.XMax/mmToPt > fr.x+fr.w+tol || w.YMin/mmToPt < fr.y-tol || w.YMax/mmToPt > fr.y+fr.h+tol {
							t.Errorf("page %d: %q (x %.1f–%.1f, y %.1f–%.1f mm) overflows the %s frame %+v", p+1, w.Text,
								w.XMin/mmToPt, w.XMax/mmToPt, w.YMin/mmToPt, w.YMax/mmToPt, f, fr)
						}
					}
				}
				if inFrames < 4 {
					t.Errorf("page %d: %d words in the frames, want every field's", p+1, inFrames)
				}
			}
			text := pdftotext(t, render(t, d), "-raw")
			for _, w := range ws {
				if !strings.Contains(text, w.Name) {
					t.Errorf("%q is not printed whole", w.Name)
				}
			}
		})
	}
}

// A batch of 50 diplomas with the emblem and the border, and the same
// batch on pre-printed blanks: `go test -bench 50 ./ui/pdf` (docs/product.md
// "Printouts": a batch; under a second).
func BenchmarkDiplomas50(b *testing.B) { benchmarkBatch(b, clubStyle(b)) }

func BenchmarkBlanks50(b *testing.B) { benchmarkBatch(b, blankStyle(b)) }

func benchmarkBatch(b *testing.B, st DiplomaStyle) {
	var ws []Winner
	for i := range 50 {
		ws = append(ws, Winner{Name: name(i), Place: i%3 + 1})
	}
	d := Diplomas(DiplomaEvent{Event: "Кубок Академії 2010", Date: "26.07.2010", Style: st}, ws)
	for b.Loop() {
		if err := Render(new(bytes.Buffer), d, Options{Compress: true}); err != nil {
			b.Fatal(err)
		}
	}
}
