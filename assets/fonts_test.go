package assets

import (
	"bytes"
	"testing"
)

// Every embedded font is a TrueType file (version 1.0 sfnt header).
func TestFontsAreTrueType(t *testing.T) {
	for name, b := range map[string][]byte{
		"SansRegular": SansRegular, "SansBold": SansBold,
		"SerifRegular": SerifRegular, "SerifBold": SerifBold,
	} {
		if len(b) < 1000 || !bytes.HasPrefix(b, []byte{0, 1, 0, 0}) {
			t.Errorf("%s: %d bytes, not a TrueType font", name, len(b))
		}
	}
}
