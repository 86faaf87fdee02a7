package ratinglist

import (
	"bytes"
	"io"
	"testing"
)

// checkPlayers fails for a player no list may give: no FIDE ID, or a
// rating outside 0 and 1000–3000.
func checkPlayers(t *testing.T, ps []Player) {
	t.Helper()
	for i, p := range ps {
		if p.FIDEID <= 0 {
			t.Fatalf("player %d has FIDE ID %d", i, p.FIDEID)
		}
		for _, r := range []Rating{p.Standard, p.Rapid, p.Blitz} {
			if !validRating(r.Rating) {
				t.Fatalf("player %d (%d) has rating %d", i, p.FIDEID, r.Rating)
			}
		}
	}
}

// readEvery reads data to its first error; it never panics.
func readEvery(data []byte, name string) ([]Player, error) {
	r, err := NewReader(bytes.NewReader(data), int64(len(data)), Options{Name: name})
	if err != nil {
		return nil, err
	}
	defer r.Close()
	var ps []Player
	for {
		p, err := r.Next()
		if err == io.EOF {
			return ps, nil
		}
		if err != nil {
			return ps, err
		}
		ps = append(ps, p)
	}
}

// fuzzCut is the body of FuzzTXT and FuzzXML: data cut at any byte gives,
// before its error, only players of the whole list, in order and equal to
// them (but the Flag of the last one, whose cut cannot be seen in TXT);
// arbitrary data gives only valid players.
func fuzzCut(f *testing.F, name string, extra ...[]byte) {
	whole := readFixture(f, name)
	full, err := readEvery(whole, name)
	if err != nil || len(full) == 0 {
		f.Fatalf("%s: %d players, %v", name, len(full), err)
	}
	for _, cut := range []uint{0, 1, 100, uint(len(whole) / 2), uint(len(whole) - 30), uint(len(whole) - 3), uint(len(whole))} {
		f.Add(whole, cut)
	}
	for _, e := range extra {
		f.Add(e, uint(len(e)))
	}
	f.Fuzz(func(t *testing.T, data []byte, cut uint) {
		if len(data) == 0 {
			return
		}
		data = data[:cut%uint(len(data)+1)]
		ps, _ := readEvery(data, name)
		checkPlayers(t, ps)
		if !bytes.HasPrefix(whole, data) {
			return
		}
		if len(ps) > len(full) {
			t.Fatalf("%d players from a cut of a list of %d", len(ps), len(full))
		}
		for i, p := range ps {
			want := full[i]
			if i == len(ps)-1 {
				p.Flag, want.Flag = "", ""
			}
			if p != want {
				t.Fatalf("cut at %d: player %d is %+v, the whole list has %+v", len(data), i, p, want)
			}
		}
	})
}

func readFixture(f *testing.F, name string) []byte {
	b, err := readTestdata(name)
	if err != nil {
		f.Fatal(err)
	}
	return b
}

// FuzzTXT: the FIDE TXT reader on cuts of the combined list and on
// arbitrary text.
func FuzzTXT(f *testing.F) {
	fuzzCut(f, "players_list_foa.txt",
		[]byte("ID Number Name Fed SRtng\n1 A UKR 15\n"),
		[]byte("ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA DEC26 Gms K  B-day Flag\n14100010       Kovalenko, Ivan"))
}

// FuzzXML: the FIDE XML reader on cuts of the combined list and on
// arbitrary XML.
func FuzzXML(f *testing.F) {
	fuzzCut(f, "players_list_xml_foa.xml",
		[]byte("<playerslist><player><fideid>7</fideid><rating>24</rating></player></playerslist>"),
		[]byte("<playerslist><player><fideid>7</fideid><rapid_rating>2400"))
}
