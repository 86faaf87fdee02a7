package model_test

import (
	"strings"
	"testing"

	"arbiter/model"
)

// TestDecodeText: detection on short texts, and nothing decodes to U+FFFD.
func TestDecodeText(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want string // "" = refused
	}{
		{"\xef\xbb\xbfІван", "Іван"},
		{"Іван", "Іван"},
		{"\xb2\xe2\xe0\xed", "Іван"},                     // Windows-1251
		{"\xff\xfe\x06\x04", "І"},                        // UTF-16LE
		{"\xfe\xff\x04\x06", "І"},                        // UTF-16BE
		{"\xff\xfe\x00\xd8", ""},                         // lone surrogate
		{"\xef\xbb\xbf\xd0\x86\xff", ""},                 // BOM, then a bad byte
		{"\x98", ""},                                     // unassigned in Windows-1251
		{"\x80\x81\x82", ""},                             // box drawing under KOI8, Ђ Ѓ ‚ under 1251
		{"\xd0\x86\xd0\xb2\xd0\xb0\xd0\xbd \xff", ""},    // UTF-8 but one byte
		{"\xcf\xc5\xd2\xd0\xc5\xcd\xca\xce", "ПЕТРЕНКО"}, // 1251 capitals
	} {
		got, err := model.DecodeText([]byte(tc.in), model.EncodingAuto)
		if tc.want == "" {
			if err == nil || !model.IsKind(err, model.Invalid) {
				t.Errorf("%q: %q accepted", tc.in, got)
			}
			continue
		}
		if err != nil || got != tc.want || strings.ContainsRune(got, '\uFFFD') {
			t.Errorf("%q: %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
}
