package pdf

import (
	"errors"
	"fmt"
	"sync"
	"unicode"

	"golang.org/x/image/font/sfnt"

	"arbiter/assets"
)

// ErrMissingGlyph is matched (errors.Is) by a *GlyphError.
var ErrMissingGlyph = errors.New("pdf: character missing from the fonts")

// GlyphError reports a character that the embedded fonts cannot print,
// with the text it occurs in, so the director can correct that text.
type GlyphError struct {
	Text string
	Char rune
}

func (e *GlyphError) Error() string {
	return fmt.Sprintf("шрифт не містить символу «%c» (U+%04X) у тексті «%s»: виправте текст і надрукуйте ще раз", e.Char, e.Char, e.Text)
}

func (e *GlyphError) Is(target error) bool { return target == ErrMissingGlyph }

var (
	coverOnce  sync.Once
	coverSans  *sfnt.Font // DejaVu Sans
	coverSerif *sfnt.Font // DejaVu Serif covers less than the sans
	coverErr   error
)

// hasGlyph reports whether the fonts print r. Characters past U+FFFF
// (emoji) are refused: fpdf's font subsetter handles only the Basic
// Multilingual Plane and panics on them. Spaces and control
// characters count as printable; the serif face used by diplomas covers
// less than the sans, so diplomas are checked against the serif too.
func hasGlyph(r rune, serif bool) (bool, error) {
	coverOnce.Do(func() {
		coverSans, coverErr = sfnt.Parse(assets.SansRegular)
		if coverErr == nil {
			coverSerif, coverErr = sfnt.Parse(assets.SerifRegular)
		}
	})
	if coverErr != nil {
		return false, fmt.Errorf("pdf: embedded font: %w", coverErr)
	}
	if unicode.IsSpace(r) || unicode.IsControl(r) {
		return true, nil
	}
	if r > 0xFFFF { // the PDF writer maps only the Basic Multilingual Plane
		return false, nil
	}
	var buf sfnt.Buffer
	f := coverSans
	if serif {
		f = coverSerif
	}
	i, err := f.GlyphIndex(&buf, r)
	return err == nil && i != 0, nil
}

// checkGlyphs refuses a document with a character the fonts lack.
func (d *Document) checkGlyphs() error {
	serif := len(d.Diplomas) > 0
	checked := map[rune]bool{} // each character is looked up once
	for _, s := range d.texts() {
		for _, r := range s {
			if checked[r] {
				continue
			}
			ok, err := hasGlyph(r, serif)
			if err != nil {
				return err
			}
			if !ok {
				return &GlyphError{Text: s, Char: r}
			}
			checked[r] = true
		}
	}
	return nil
}

// texts lists every string the document prints.
func (d *Document) texts() []string {
	t := append([]string{d.Title, d.Footer, d.Organisation}, d.Header...)
	t = append(t, d.Notes...)
	for _, c := range d.Columns {
		t = append(t, c.Title)
	}
	for _, r := range d.Rows {
		t = append(t, r...)
	}
	for _, dp := range d.Diplomas {
		t = append(t, dp.fields()...)
	}
	if d.Bracket != nil {
		t = append(t, d.Bracket.texts()...)
	}
	for _, e := range d.EntryForms {
		t = append(t, e.texts()...)
	}
	return t
}
