package pdf

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"testing"

	"codeberg.org/go-pdf/fpdf"

	"arbiter/model"
	"arbiter/model/diplomas"
)

// TestBadStoredEmblemPrintsWithout: an emblem kept in a template that is
// not a whole image (a PNG cut to 60 bytes, saved before templates were
// checked to the last pixel) never makes printing panic: the diplomas and
// the medal list print without it, and the document's Problems say so.
func TestBadStoredEmblemPrintsWithout(t *testing.T) {
	good := emblem(t)
	for _, c := range []struct {
		name   string
		emblem []byte
	}{
		{"PNG cut to 60 bytes", good[:60]},
		{"PNG cut in half", good[:len(good)/2]},
		{"text", []byte("not an image")},
	} {
		t.Run(c.name, func(t *testing.T) {
			st := clubStyle(t)
			st.Emblem = c.emblem
			dip := Diplomas(DiplomaEvent{Event: "Кубок Академії 2010", Date: "26.07.2010", Style: st}, winners())
			medals := MedalList(Meta{Tournament: "Кубок Академії 2010"}, []Award{{Place: "1", Name: name(0)}})
			medals.Emblem = c.emblem
			for _, d := range []*Document{dip, medals} {
				pdf := render(t, d)
				if bytes.Contains(pdf, []byte("/Subtype /Image")) {
					t.Errorf("%s carries an image", d.Stem)
				}
				if len(d.Problems) != 1 || d.Problems[0].Key != badEmblem.Key {
					t.Errorf("%s: problems %v, want the bad emblem named", d.Stem, d.Problems)
				}
				if msg := d.Problems[0].In(model.Lang("uk")); !bytes.Contains([]byte(msg), []byte("без емблеми")) {
					t.Errorf("the Ukrainian problem: %q", msg)
				}
			}
			if text := pdftotext(t, render(t, dip), "-raw"); !bytes.Contains([]byte(text), []byte("Гамбіт")) {
				t.Errorf("the diplomas lost their text:\n%s", text)
			}
		})
	}
	d := Diplomas(DiplomaEvent{Event: "Кубок", Date: "26.07.2010", Style: clubStyle(t)}, winners())
	if pdf := render(t, d); !bytes.Contains(pdf, []byte("/Subtype /Image")) || len(d.Problems) != 0 {
		t.Errorf("a good emblem: problems %v; the check above cannot fail", d.Problems)
	}
}

// TestEmblemFpdfCannotReadIsReencoded: an interlaced or 16-bit PNG, which
// Go reads and fpdf's reader does not, prints as a plain PNG.
func TestEmblemFpdfCannotReadIsReencoded(t *testing.T) {
	m := image.NewNRGBA64(image.Rect(0, 0, 20, 20))
	for y := range 20 {
		for x := range 20 {
			m.Set(x, y, color.NRGBA64{uint16(x * 3000), uint16(y * 3000), 9000, 0xffff})
		}
	}
	var b bytes.Buffer
	if err := png.Encode(&b, m); err != nil { // 16 bits a channel
		t.Fatal(err)
	}
	st := clubStyle(t)
	st.Emblem = b.Bytes()
	d := Diplomas(DiplomaEvent{Event: "Кубок", Date: "26.07.2010", Style: st}, winners())
	if pdf := render(t, d); !bytes.Contains(pdf, []byte("/Subtype /Image")) || len(d.Problems) != 0 {
		t.Errorf("a 16-bit PNG: problems %v, image printed %v", d.Problems, bytes.Contains(pdf, []byte("/Subtype /Image")))
	}
}

// FuzzEmblem: whatever bytes a template keeps as its emblem, registering
// it for a printout never panics, and an emblem diplomas.EmblemKind
// accepts always prints (registered, no problem reported). The seeds run
// in every go test; TestBadStoredEmblemPrintsWithout renders whole pages.
func FuzzEmblem(f *testing.F) {
	good := emblem(f)
	f.Add(good)
	f.Add(good[:60])
	f.Add(good[:len(good)-10])
	f.Add([]byte{})
	f.Add([]byte("\x89PNG\r\n\x1a\n"))
	f.Add([]byte("\xff\xd8\xff\xe0garbage"))
	f.Fuzz(func(t *testing.T, data []byte) {
		if cfg, _, err := image.DecodeConfig(bytes.NewReader(data)); err == nil && cfg.Width*cfg.Height > 1<<20 {
			return // a huge picture: slow, not another path
		}
		_, accepted := diplomas.EmblemKind(data)
		d := &Document{}
		name := registerEmblem(fpdf.New("L", "mm", "A4", ""), d, data)
		if accepted == nil && (name == "" || len(d.Problems) > 0) {
			t.Fatalf("an emblem the template accepts does not print: %q, problems %v", name, d.Problems)
		}
		if name == "" && len(d.Problems) != 1 {
			t.Fatalf("an emblem left out without a word: problems %v", d.Problems)
		}
	})
}
