package model

import (
	"bytes"
	"os"
	"strings"
	"testing"
	"unicode/utf8"
)

// Fuzz targets of the parsers that need no database.
// Each runs well over 10,000 inputs a minute (README "Fuzzing"); their
// seeds run in every `go test`.

func fuzzSeedFiles(f *testing.F, names ...string) {
	for _, n := range names {
		if b, err := os.ReadFile("../testdata/players/" + n); err == nil {
			f.Add(b)
		}
	}
}

// FuzzDecodeText: every encoding either decodes to valid UTF-8 without
// U+FFFD (unless the input had it) or is refused with an Invalid error;
// Windows-1251 and KOI8-U decode every byte but the unassigned 0x98 of
// Windows-1251, one character per byte.
func FuzzDecodeText(f *testing.F) {
	fuzzSeedFiles(f, "good-1251.csv", "utf16.csv", "koi8u.csv", "broken-utf8.csv", "caps-1251.csv")
	f.Add([]byte("\xb2\xe2\xe0\xed"))
	f.Add([]byte("\xff\xfe\x06\x04"))
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, enc := range append([]string{EncodingAuto}, Encodings...) {
			s, err := DecodeText(data, enc)
			if err != nil {
				if !IsKind(err, Invalid) || Message(err, "uk") == "" {
					t.Fatalf("%s: %v", enc, err)
				}
				continue
			}
			if !utf8.ValidString(s) || strings.ContainsRune(s, utf8.RuneError) && !bytes.Contains(data, []byte("\xef\xbf\xbd")) && enc != EncodingUTF16 {
				t.Fatalf("%s: %q decoded to garbled %q", enc, data, s)
			}
			if (enc == EncodingCP1251 || enc == EncodingKOI8U) && utf8.RuneCountInString(s) != len(data) {
				t.Fatalf("%s: %d bytes gave %d characters", enc, len(data), utf8.RuneCountInString(s))
			}
		}
		if bytes.IndexByte(data, 0x98) < 0 {
			if _, err := DecodeText(data, EncodingCP1251); err != nil {
				t.Fatalf("windows-1251 refused %q: %v", data, err)
			}
		}
	})
}

// FuzzParseResult: a result code is accepted only as a consistent pair of
// TRF results, and what the director can type back gives the same pair.
func FuzzParseResult(f *testing.F) {
	for _, s := range []string{"1-0", "1", "½-½", "=", "5", "0-1", "+", "-", "--", "-/-", "+/-", "", " 1 - 0 ", "2-0", "1/2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, ok := ParseGameResult(s)
		if !ok {
			return
		}
		w, b := r.Codes()
		pairs := map[[2]byte]bool{{'1', '0'}: true, {'=', '='}: true, {'0', '1'}: true, {'+', '-'}: true, {'-', '+'}: true, {'-', '-'}: true, {' ', ' '}: true}
		if !pairs[[2]byte{byte(w), byte(b)}] {
			t.Fatalf("%q gives the pair %c %c", s, w, b)
		}
	})
}

// FuzzParseDate: an accepted date exists and reads back from both written
// forms; a refusal is an Invalid error.
func FuzzParseDate(f *testing.F) {
	for _, s := range []string{"05.03.2012", "2012-03-05", "29.02.2024", "29.02.2023", "31.04.2020", "1.1.2000", " 2000-1-1 ", "", "0000-00-00", "99.99.9999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := ParseDate(s)
		if err != nil {
			if !IsKind(err, Invalid) {
				t.Fatalf("%q: %v", s, err)
			}
			return
		}
		if d.IsZero() {
			if strings.TrimSpace(s) != "" {
				t.Fatalf("%q gave the zero date", s)
			}
			return
		}
		if !d.Valid() {
			t.Fatalf("%q gave the invalid date %v", s, d)
		}
		for _, back := range []string{d.String(), d.Display()} {
			if d2, err := ParseDate(back); err != nil || d2 != d {
				t.Fatalf("%q -> %v -> %q -> %v, %v", s, d, back, d2, err)
			}
		}
	})
}
