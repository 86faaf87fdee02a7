package model_test

import (
	"strings"
	"testing"

	"arbiter/model"
)

func names(t *testing.T, svc *model.App) string {
	t.Helper()
	all, err := svc.Registry.SearchPlayers(ctx, "")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range all {
		got = append(got, p.FullName())
	}
	return strings.Join(got, "|")
}

// TestImportEncodings: every fixture holds the names
// of good-1251.csv. UTF-16 with BOM and Windows-1251 in capitals are
// detected; a UTF-8 file with one bad byte and a KOI8-U file are refused
// with the line and byte (they were stored as mojibake), and nothing is
// stored; --encoding koi8-u reads the KOI8-U file.
func TestImportEncodings(t *testing.T) {
	const want = "Ґонта Єва Іллівна|Щербань Ілля Юрійович|Ярошенко Ґражина"
	for _, tc := range []struct {
		file, enc, want, refused string
	}{
		{"utf16.csv", "", want, ""},
		{"caps-1251.csv", "", strings.ToUpper(want), ""},
		{"koi8u.csv", model.EncodingKOI8U, want, ""},
		{"good-1251.csv", model.EncodingCP1251, want, ""},
		{"broken-utf8.csv", "", "", "Рядок 3, байт 3 (0xD0): файл у UTF-8, але цей байт не UTF-8"},
		{"koi8u.csv", "", "", "Рядок 2, байт 1 (0xBD): файл не в UTF-8 і не в Windows-1251; схоже на KOI8-U"},
		{"good-1251.csv", model.EncodingUTF8, "", "Рядок 2, байт 1 (0xA5): цей байт не UTF-8"},
		{"broken-utf8.csv", model.EncodingUTF16, "", "непарна кількість байтів"},
	} {
		svc := newService(t)
		_, err := importFile(t, svc, tc.file, model.ImportOptions{Encoding: tc.enc})
		got := names(t, svc)
		if tc.refused != "" {
			if !model.IsKind(err, model.Invalid) || !strings.Contains(model.Message(err, "uk"), tc.refused) || got != "" {
				t.Errorf("%s (%q): err %v (%q), stored %q; want refused with %q", tc.file, tc.enc, err, model.Message(err, "uk"), got, tc.refused)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("%s (%q): err %v, stored %q, want %q", tc.file, tc.enc, err, got, tc.want)
		}
	}
}

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
