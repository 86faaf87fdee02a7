package tournament

import (
	"strings"
	"testing"

	"arbiter/model"
	"arbiter/ui/pdf"

	"arbiter/ui/kit"
)

// A character the fonts lack is named in the director's sentence, built
// from the error's fields, not by quoting ui/pdf's own text.
func TestPrintErrorGlyph(t *testing.T) {
	err := kit.PrintError(&pdf.GlyphError{Text: "Кубок ☃", Char: '☃'})
	msg := model.Message(err, kit.GUILang())
	if !model.IsKind(err, model.Invalid) || !strings.Contains(msg, "U+2603") || !strings.Contains(msg, "«Кубок ☃»") ||
		strings.Contains(msg, (&pdf.GlyphError{Text: "Кубок ☃", Char: '☃'}).Error()) {
		t.Errorf("printError(glyph) = %v, %q", model.KindOf(err), msg)
	}
}
