package registry

import (
	"bytes"
	"errors"
	"os"
	"strings"
	"testing"
	"unicode/utf8"

	"arbiter/model"
)

// Fuzz target of the player CSV reader, which needs no database (README
// "Fuzzing"); its seeds run in every `go test`.

func fuzzSeedFiles(f *testing.F, names ...string) {
	for _, n := range names {
		if b, err := os.ReadFile("../../testdata/players/" + n); err == nil {
			f.Add(b)
		}
	}
}

// FuzzReadPlayersCSV: the CSV reader (decoding, separator, header, rows)
// and the row parser never panic; a refusal is an Invalid *Error; accepted
// rows give players whose text is valid UTF-8 without U+FFFD, and every row
// parses or has a message.
func FuzzReadPlayersCSV(f *testing.F) {
	fuzzSeedFiles(f, "good.csv", "good-1251.csv", "bad.csv", "utf16.csv", "koi8u.csv", "broken-utf8.csv")
	f.Add([]byte("surname,name,birth_date,gender\nБойко,Ольга,01.02.2001,ж\n"))
	f.Add([]byte("surname;name;birth_date;gender;club;coach\n\"А;Б\";В;2000-01-01;m;К;Т\n"))
	f.Add([]byte("\xef\xbb\xbfsurname,name\n\xff\xfe,\x00\n"))
	f.Add([]byte("surname,name,birth_date,gender\n=cmd|' /C calc'!A0,'+1,01.02.2001,m\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		rows, bad, err := readPlayersCSV(bytes.NewReader(data), model.EncodingAuto)
		if err != nil {
			var e *model.Error
			if !errors.As(err, &e) || e.Kind != model.Invalid || e.Msg.IsZero() {
				t.Fatalf("refusal %v is not an Invalid *Error with a message", err)
			}
			return
		}
		for _, l := range bad {
			if l.Line < 2 || l.Msg.IsZero() {
				t.Fatalf("bad line %+v", l)
			}
		}
		for _, r := range rows {
			for k, v := range r.cells {
				if !utf8.ValidString(v) || strings.ContainsRune(v, utf8.RuneError) && !bytes.Contains(data, []byte("\xef\xbf\xbd")) {
					t.Fatalf("line %d cell %s = %q: garbled text", r.line, k, v)
				}
			}
			p, _, err := parsePlayerRow(r.cells)
			if err == nil {
				model.NormalizePlayer(&p)
				_ = model.ValidatePlayer(p, model.NewDate(2026, 12, 1))
			} else if model.Message(err, "uk") == "" {
				t.Fatalf("line %d refused without a message: %v", r.line, err)
			}
		}
	})
}
