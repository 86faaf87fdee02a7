package ratinglist

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// FuzzReader: any input gives players, io.EOF or one of the package's
// errors, never a panic, and the reader stops at its first error.
func FuzzReader(f *testing.F) {
	for _, name := range []string{"players_list_foa.txt", "players_list_xml_foa.xml", "standard_dec26frl.txt", "rapid_list_nov26.txt"} {
		b, err := os.ReadFile(filepath.Join("..", "..", "testdata", "ratings", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b, name)
	}
	f.Add([]byte("<playerslist><player><fideid>1</fideid><name>&#x41;&amp;</name><rapid_k/></player></playerslist>"), "x.xml")
	f.Add([]byte("PK\x03\x04garbage"), "x.zip")
	f.Fuzz(func(t *testing.T, data []byte, name string) {
		r, err := NewReader(bytes.NewReader(data), int64(len(data)), Options{Name: name})
		if err != nil {
			if !errors.Is(err, ErrUnknownLayout) && !errors.Is(err, ErrTruncated) && !errors.Is(err, ErrUnknownKind) && !isLineError(err) {
				t.Fatalf("NewReader: unexpected error %v", err)
			}
			return
		}
		defer r.Close()
		for i := 0; ; i++ {
			p, err := r.Next()
			if err == io.EOF {
				return
			}
			if err != nil {
				if !isLineError(err) && !errors.Is(err, ErrTruncated) {
					t.Fatalf("Next: unexpected error %v", err)
				}
				if _, again := r.Next(); again != err {
					t.Fatalf("Next after %v gives %v", err, again)
				}
				return
			}
			if p.FIDEID <= 0 {
				t.Fatalf("player %d has FIDE ID %d", i, p.FIDEID)
			}
			if i > len(data) {
				t.Fatal("more players than bytes")
			}
		}
	})
}

func isLineError(err error) bool {
	var le *LineError
	return errors.As(err, &le)
}
