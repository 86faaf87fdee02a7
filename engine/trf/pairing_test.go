package trf

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestPairsFormat(t *testing.T) {
	p := Pairing{Boards: []Board{{3, 1}, {2, 5}}, Bye: 4}
	var b bytes.Buffer
	if err := WritePairs(&b, p); err != nil {
		t.Fatal(err)
	}
	if b.String() != "3\n3 1\n2 5\n4 0\n" {
		t.Errorf("WritePairs = %q", b.String())
	}
	back, err := ReadPairs(strings.NewReader("3\r\n3 1\r\n2 5\r\n4 0\r\n"))
	if err != nil || !reflect.DeepEqual(back, p) {
		t.Errorf("ReadPairs = %+v, %v", back, err)
	}
	for _, bad := range []string{"", "2\n1 2\n", "x\n", "1\n1\n", "2\n1 0\n2 0\n", "1\n0 3\n"} {
		if _, err := ReadPairs(strings.NewReader(bad)); err == nil {
			t.Errorf("ReadPairs(%q) accepted", bad)
		}
	}
}

// TestPairingOfCorpus: the round r-1 pairing recorded in case rNN of a
// dutch tournament equals the reference .pairs of case rNN-1, as sets of
// boards with colours.
func TestPairingOfCorpus(t *testing.T) {
	dir := filepath.Join("..", "..", "testdata", "dutch")
	files, _ := filepath.Glob(filepath.Join(dir, "*-r*.trf"))
	n := 0
	for _, next := range files {
		base := strings.TrimSuffix(next, ".trf")
		tn := readFile(t, next)
		r := tn.LastPairedRound()
		if r == 0 {
			continue
		}
		prev := base[:len(base)-2] + twoDigits(r) + ".pairs"
		f, err := os.Open(prev)
		if err != nil {
			continue
		}
		want, err := ReadPairs(f)
		f.Close()
		if err != nil {
			t.Fatalf("%s: %v", prev, err)
		}
		n++
		got := tn.PairingOf(r)
		if got.Bye != want.Bye || !sameBoards(got.Boards, want.Boards) {
			t.Errorf("%s round %d: got %+v want %+v", next, r, got, want)
		}
	}
	if n < 100 {
		t.Fatalf("only %d cases compared", n)
	}
}

func twoDigits(r int) string { return string([]byte{byte('0' + r/10), byte('0' + r%10)}) }

func sameBoards(a, b []Board) bool {
	m := map[Board]int{}
	for _, x := range a {
		m[x]++
	}
	for _, x := range b {
		m[x]--
	}
	for _, v := range m {
		if v != 0 {
			return false
		}
	}
	return len(a) == len(b)
}
