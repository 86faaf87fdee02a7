package registry_test

import (
	"strings"
	"testing"

	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/model/registry"
)

func names(t *testing.T, svc *datafile.Services) string {
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
		_, err := importFile(t, svc, tc.file, registry.ImportOptions{Encoding: tc.enc})
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
