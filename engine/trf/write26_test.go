package trf

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

// without142 drops the TRF-2026 142/152 lines the reader keeps in Other.
func without142(t *Tournament) *Tournament {
	c := *t
	c.Other = nil
	for _, s := range t.Other {
		if code := firstWord(s); code != "142" && code != "152" {
			c.Other = append(c.Other, s)
		}
	}
	return &c
}

// TestEditionsRoundTrip: every corpus file read, written as TRF-2026, read
// back, written as TRF-16 and read again keeps every value.
func TestEditionsRoundTrip(t *testing.T) {
	for _, f := range corpusFiles(t) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		t1, err := Read(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		t1.Other = append(t1.Other, "192 FIDE_DUTCH", "202 BH/C1,BH,SB,DE")
		t1.TypeCode = "FIDE_DUTCH" // as Read gives a 192 record
		var b26 bytes.Buffer
		if err := WriteEdition(&b26, t1, TRF26); err != nil {
			t.Fatalf("%s: write TRF-2026: %v", f, err)
		}
		text := b26.String()
		if strings.Contains(text, "\nXXR ") || !strings.Contains(text, "\n142 ") || !strings.Contains(text, "\n192 FIDE_DUTCH\n") {
			t.Fatalf("%s: TRF-2026 records missing or XXR written:\n%.400s", f, text)
		}
		t2, err := Read(&b26)
		if err != nil {
			t.Fatalf("%s: re-read TRF-2026: %v", f, err)
		}
		if d := diff(t1, without142(t2)); d != "" {
			t.Errorf("%s: TRF-2026 round trip differs: %s", f, d)
		}
		var b16 bytes.Buffer
		if err := WriteEdition(&b16, t2, TRF16); err != nil {
			t.Fatalf("%s: write TRF-16: %v", f, err)
		}
		t3, err := Read(&b16)
		if err != nil {
			t.Fatalf("%s: re-read TRF-16: %v", f, err)
		}
		if d := diff(without142(t2), without142(t3)); d != "" {
			t.Errorf("%s: TRF-16 after TRF-2026 differs: %s", f, d)
		}
	}
}

func TestWriteTRF26Records(t *testing.T) {
	tt := &Tournament{Name: "Кубок", TotalRounds: 9, InitialColour: InitialBlack, ForbiddenPairs: [][]int{{1, 2}},
		Other: []string{"142 7", "192 FIDE_DUTCH"}}
	var b bytes.Buffer
	if err := WriteEdition(&b, tt, TRF26); err != nil {
		t.Fatal(err)
	}
	want := "012 Кубок\n142 9\n152 B\nXXP 1 2\n192 FIDE_DUTCH\n"
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
}
