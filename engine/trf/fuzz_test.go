package trf

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzRead: Read never panics; whatever it accepts validates, writes, and
// reads back equal. Seeded with the small corpus files and the unit-test
// inputs; crashers found are kept under testdata/fuzz/FuzzRead.
func FuzzRead(f *testing.F) {
	for _, dir := range []string{"dutch", "tiebreak"} {
		files, _ := filepath.Glob(filepath.Join("..", "..", "testdata", dir, "*.trf"))
		for _, file := range files {
			if data, err := os.ReadFile(file); err == nil && len(data) < 16<<10 {
				f.Add(data)
			}
		}
	}
	f.Add([]byte(strings.Join(small(), "\r\n")))
	f.Add([]byte("\ufeff012 Т\nXXA    1  1.0\nXXP 1 2\nBBW  3.0\n" + strings.Join(small()[1:], "\n")))
	f.Fuzz(func(t *testing.T, data []byte) {
		tn, err := Read(bytes.NewReader(data))
		if err != nil {
			if _, ok := err.(*FormatError); !ok {
				t.Fatalf("error of type %T: %v", err, err)
			}
			return
		}
		if err := tn.Validate(); err != nil {
			t.Fatalf("accepted but does not validate: %v", err)
		}
		var buf bytes.Buffer
		if err := Write(&buf, tn); err != nil {
			t.Fatalf("accepted but cannot be written: %v", err)
		}
		back, err := Read(bytes.NewReader(buf.Bytes()))
		if err != nil {
			t.Fatalf("written file does not read: %v\n%s", err, buf.String())
		}
		if d := diff(tn, back); d != "" {
			t.Fatalf("round trip differs: %s\n%s", d, buf.String())
		}
		for r := 1; r <= min(tn.Rounds()+1, 12); r++ {
			if err := tn.Before(r).Validate(); err != nil {
				t.Fatalf("Before(%d) does not validate: %v", r, err)
			}
		}
	})
}
