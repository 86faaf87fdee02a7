package ratinglist

import (
	"archive/zip"
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

// readAll reads every player of data opened as name.
func readAll(t *testing.T, data []byte, opt Options) (Info, []Player, error) {
	t.Helper()
	r, err := NewReader(bytes.NewReader(data), int64(len(data)), opt)
	if err != nil {
		return Info{}, nil, err
	}
	defer r.Close()
	var ps []Player
	for {
		p, err := r.Next()
		if err == io.EOF {
			return r.Info(), ps, nil
		}
		if err != nil {
			return r.Info(), ps, err
		}
		ps = append(ps, p)
	}
}

func fixture(t *testing.T, name string) []byte {
	t.Helper()
	b, err := readTestdata(name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// readTestdata reads a list of the repository's testdata/ratings.
func readTestdata(name string) ([]byte, error) {
	return os.ReadFile(filepath.Join("..", "..", "testdata", "ratings", name))
}

func zipped(t *testing.T, member string, data []byte, modified time.Time) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	w, err := zw.CreateHeader(&zip.FileHeader{Name: member, Method: zip.Deflate, Modified: modified})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.Write(data); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// The players of testdata/players_list_foa.txt and players_list_xml_foa.xml,
// written out by hand from the fixture lines.
var (
	kovalenko = Player{FIDEID: 14100010, Name: "Kovalenko, Ivan", Federation: "UKR", Sex: "M", Title: "IM",
		Standard: Rating{2415, 9, 20}, Rapid: Rating{2380, 0, 20}, Blitz: Rating{2402, 12, 20}, BirthYear: 1998}
	shevchenko = Player{FIDEID: 14100029, Name: "Shevchenko, Oksana", Federation: "UKR", Sex: "F", Title: "WGM", WTitle: "WGM", OTitle: "FA",
		Standard: Rating{2290, 4, 20}, Blitz: Rating{2210, 0, 20}, BirthYear: 2001, Flag: "w"}
	melnyk = Player{FIDEID: 14100037, Name: "Melnyk, Taras", Federation: "UKR", Sex: "M",
		Standard: Rating{1650, 0, 40}, BirthYear: 2015, Flag: "i"}
	muller = Player{FIDEID: 4600010, Name: "Müller, Jürgen", Federation: "GER", Sex: "M", Title: "FM", OTitle: "IA,FT",
		Standard: Rating{2301, 0, 20}, Rapid: Rating{2250, 7, 20}, BirthYear: 1969, Flag: "i"}
	bondar = Player{FIDEID: 14100045, Name: "Bondar, Sofiia", Federation: "UKR", Sex: "F", FOATitle: "AFM",
		Blitz: Rating{1480, 11, 40}, Flag: "w"}
)

func TestReadLists(t *testing.T) {
	mod := time.Date(2026, 11, 30, 22, 15, 0, 0, time.UTC)
	combinedTXT := fixture(t, "players_list_foa.txt")
	combinedXML := fixture(t, "players_list_xml_foa.xml")
	tests := []struct {
		name    string
		data    []byte
		opt     Options
		info    Info
		players []Player
	}{
		{"combined TXT, Latin-1, CRLF", combinedTXT, Options{Name: "players_list_foa.txt"},
			Info{Format: TXT, Kind: Combined},
			[]Player{kovalenko, shevchenko, melnyk, muller, bondar}},
		{"combined TXT zipped", zipped(t, "players_list_foa.txt", combinedTXT, mod), Options{Name: "players_list.zip"},
			Info{Format: TXT, Kind: Combined, Member: "players_list_foa.txt", Modified: mod},
			[]Player{kovalenko, shevchenko, melnyk, muller, bondar}},
		{"standard list, UTF-8, period in the header", fixture(t, "standard_dec26frl.txt"), Options{Name: "standard_dec26frl.txt"},
			Info{Format: TXT, Kind: Standard, Period: Period{2026, 12}},
			[]Player{
				{FIDEID: 14100010, Name: "Kovalenko, Ivan", Federation: "UKR", Sex: "M", Title: "IM", Standard: Rating{2421, 7, 20}, BirthYear: 1998},
				{FIDEID: 14100053, Name: "Ткаченко, Андрій", Federation: "UKR", Sex: "M", Standard: Rating{1834, 3, 40}, BirthYear: 2010},
			}},
		{"rapid list: kind from the name", fixture(t, "rapid_list_nov26.txt"), Options{Name: "rapid_list_nov26.txt"},
			Info{Format: TXT, Kind: Rapid, Period: Period{2026, 11}},
			[]Player{{FIDEID: 14100010, Name: "Kovalenko, Ivan", Federation: "UKR", Sex: "M", Title: "IM", Rapid: Rating{2380, 0, 20}, BirthYear: 1998}}},
		{"blitz list: kind from the options", fixture(t, "rapid_list_nov26.txt"), Options{Name: "list.txt", Kind: Blitz},
			Info{Format: TXT, Kind: Blitz, Period: Period{2026, 11}},
			[]Player{{FIDEID: 14100010, Name: "Kovalenko, Ivan", Federation: "UKR", Sex: "M", Title: "IM", Blitz: Rating{2380, 0, 20}, BirthYear: 1998}}},
		{"combined XML, ISO-8859-1", combinedXML, Options{Name: "players_list_xml_foa.xml"},
			Info{Format: XML, Kind: Combined},
			[]Player{kovalenko, muller, shevchenko}},
		{"XML zipped, period from the archive name", zipped(t, "standard_dec26frl_xml.xml", []byte(
			`<?xml version="1.0" encoding="UTF-8"?>`+"\n<playerslist><player><fideid>14100053</fideid><name>Ткаченко, Андрій &amp; O&apos;Neil</name>"+
				"<country>UKR</country><sex>M</sex><rating>1834</rating><games>3</games><k>40</k><birthday>2010</birthday><flag/></player></playerslist>\n"), mod),
			Options{Name: "standard_dec26frl_xml.zip"},
			Info{Format: XML, Kind: Standard, Period: Period{2026, 12}, Member: "standard_dec26frl_xml.xml", Modified: mod},
			[]Player{{FIDEID: 14100053, Name: "Ткаченко, Андрій & O'Neil", Federation: "UKR", Sex: "M", Standard: Rating{1834, 3, 40}, BirthYear: 2010}}},
		{"blitz XML: rating goes to blitz", []byte("<playerslist>\n<player><fideid>1</fideid><rating>2000</rating><games>5</games><k>20</k></player>\n</playerslist>"),
			Options{Name: "blitz_rating_list_xml.xml"},
			Info{Format: XML, Kind: Blitz},
			[]Player{{FIDEID: 1, Blitz: Rating{2000, 5, 20}}}},
		{"empty XML list", []byte("<?xml version='1.0'?><playerslist></playerslist>"), Options{Name: "players_list_xml.xml"},
			Info{Format: XML, Kind: Combined}, nil},
		{"TXT with a BOM and only the header", []byte("\ufeff" + strings.SplitN(string(combinedTXT), "\n", 2)[0] + "\n"), Options{},
			Info{Format: TXT, Kind: Combined}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			info, ps, err := readAll(t, tc.data, tc.opt)
			if err != nil {
				t.Fatalf("error %v", err)
			}
			if !info.Modified.Equal(tc.info.Modified) {
				t.Errorf("Modified %v, want %v", info.Modified, tc.info.Modified)
			}
			info.Modified, tc.info.Modified = time.Time{}, time.Time{}
			if info != tc.info {
				t.Errorf("info %+v, want %+v", info, tc.info)
			}
			if !reflect.DeepEqual(ps, tc.players) {
				t.Errorf("players\n%+v\nwant\n%+v", ps, tc.players)
			}
		})
	}
}

func TestBadLists(t *testing.T) {
	combinedTXT := fixture(t, "players_list_foa.txt")
	header := strings.SplitN(string(combinedTXT), "\n", 2)[0] + "\n"
	zip := zipped(t, "players_list_foa.txt", combinedTXT, time.Time{})
	tests := []struct {
		name    string
		data    []byte
		opt     Options
		want    error // ErrUnknownLayout, ErrTruncated, ErrUnknownKind, or nil for a *LineError
		line    int   // the LineError's line
		atStart bool  // refused by NewReader
	}{
		{"empty file", nil, Options{}, ErrUnknownLayout, 0, true},
		{"a player CSV", []byte("surname;name;birth_date\nKovalenko;Ivan;01.01.2000\n"), Options{}, ErrUnknownLayout, 0, true},
		{"a TRF file", []byte("012 Kyiv Open\n001    1 m    Kovalenko, Ivan                   2415 UKR 14100010 1998/01/01  0.0    1\n"), Options{}, ErrUnknownLayout, 0, true},
		{"header without ratings", []byte("ID Number      Name       Fed Sex\n"), Options{}, ErrUnknownLayout, 0, true},
		{"other XML", []byte("<?xml version='1.0'?><html><body/></html>"), Options{}, ErrUnknownLayout, 0, true},
		{"truncated zip", zip[:len(zip)*2/3], Options{}, ErrTruncated, 0, true},
		{"zip without a list", zipped(t, "readme.pdf", []byte("%PDF"), time.Time{}), Options{}, ErrUnknownLayout, 0, true},
		{"single list without kind", fixture(t, "rapid_list_nov26.txt"), Options{Name: "list.txt"}, ErrUnknownKind, 0, true},
		{"single XML without kind", []byte("<playerslist><player><fideid>1</fideid><rating>2000</rating></player></playerslist>"), Options{Name: "x.xml"}, ErrUnknownKind, 0, true},
		{"ID not a number", []byte(header + "14A00010       Kovalenko, Ivan" + strings.Repeat(" ", 46) + "UKR M\n"), Options{}, nil, 2, false},
		{"rating not a number", []byte(header + strings.Replace(strings.SplitN(string(combinedTXT), "\n", 3)[1], "2415", "24x5", 1) + "\n"), Options{}, nil, 2, false},
		{"line too short", []byte(header + "\n\n14100010\n"), Options{}, nil, 4, false},
		{"XML cut off inside a player", []byte("<playerslist>\n<player><fideid>1</fideid><rapid_k>20</rapid_k></player>\n<player>\n<fideid>2</fideid>\n<rapid_rating>20"), Options{}, nil, 5, false},
		{"XML cut off after a player", []byte("<playerslist>\n<player><fideid>1</fideid><rapid_k>20</rapid_k></player>\n<player><fideid>2</fideid><rapid_k>20</rapid_k></player>\n"), Options{}, nil, 4, false},
		{"XML player without ID", []byte("<playerslist>\n<player><fideid>1</fideid><rapid_k>20</rapid_k></player>\n<player>\n<name>X</name></player></playerslist>"), Options{}, nil, 3, false},
		{"XML bad rating", []byte("<playerslist>\n<player><fideid>1</fideid><rapid_k>20</rapid_k></player>\n<player><fideid>2</fideid>\n<rating>abc</rating></player></playerslist>"), Options{}, nil, 4, false},
		{"XML unclosed field", []byte("<playerslist>\n<player><fideid>1</fideid><rapid_k>20</rapid_k></player>\n<player><fideid>2</fideid><name>X</player></playerslist>"), Options{}, nil, 3, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r, err := NewReader(bytes.NewReader(tc.data), int64(len(tc.data)), tc.opt)
			if tc.atStart {
				if !errors.Is(err, tc.want) {
					t.Fatalf("NewReader error %v, want %v", err, tc.want)
				}
				return
			}
			if err != nil {
				t.Fatalf("NewReader: %v", err)
			}
			defer r.Close()
			for {
				_, err = r.Next()
				if err != nil {
					break
				}
			}
			var le *LineError
			if !errors.As(err, &le) {
				t.Fatalf("error %v, want a LineError", err)
			}
			if le.Line != tc.line {
				t.Errorf("line %d, want %d (%v)", le.Line, tc.line, le)
			}
			if _, again := r.Next(); again != err {
				t.Errorf("Next after the error gives %v", again)
			}
		})
	}
}

// A zip member whose compressed data is damaged is ErrTruncated while reading.
func TestDamagedMember(t *testing.T) {
	data := bytes.Repeat(fixture(t, "players_list_foa.txt")[170:], 200)
	data = append(fixture(t, "players_list_foa.txt"), data...)
	z := zipped(t, "players_list_foa.txt", data, time.Time{})
	z = append([]byte(nil), z...)
	for i := 200; i < 260; i++ { // inside the deflate stream
		z[i] ^= 0x55
	}
	r, err := NewReader(bytes.NewReader(z), int64(len(z)), Options{})
	if err != nil {
		if !errors.Is(err, ErrTruncated) && !errors.Is(err, ErrUnknownLayout) {
			t.Fatalf("NewReader: %v", err)
		}
		return
	}
	for err == nil {
		_, err = r.Next()
	}
	var le *LineError
	if !errors.Is(err, ErrTruncated) && !errors.As(err, &le) {
		t.Fatalf("error %v, want ErrTruncated or a LineError", err)
	}
	if err == io.EOF {
		t.Fatal("a damaged member read to the end")
	}
}

func TestProgress(t *testing.T) {
	data := fixture(t, "players_list_foa.txt")
	r, err := NewReader(bytes.NewReader(data), int64(len(data)), Options{})
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := r.Next(); err != nil {
			break
		}
	}
	done, total := r.Progress()
	if done != int64(len(data)) || total != int64(len(data)) {
		t.Errorf("progress %d/%d, want %d/%d", done, total, len(data), len(data))
	}
}

func TestPeriod(t *testing.T) {
	p, err := ParsePeriod("2026-12")
	if err != nil || p != (Period{2026, 12}) || p.String() != "2026-12" {
		t.Errorf("ParsePeriod = %v, %v", p, err)
	}
	if _, err := ParsePeriod("12.2026"); err == nil {
		t.Error("ParsePeriod(12.2026) accepted")
	}
	if !(Period{2026, 11}).Before(Period{2026, 12}) || (Period{2027, 1}).Before(Period{2026, 12}) || !(Period{}).IsZero() {
		t.Error("Before/IsZero")
	}
	if !(Player{Flag: "wi"}).Inactive() || (Player{Flag: "w"}).Inactive() {
		t.Error("Inactive")
	}
}

// TestCutListRefused: a TXT list cut anywhere inside a player's line (an
// interrupted download) is refused at that line, never read as a list one
// player shorter or with that player's ratings cut to 0 or "15". Only a cut
// inside the last column (Flag, whose trailing spaces FIDE may leave off)
// or exactly at a line's end cannot be told from a whole file.
func TestCutListRefused(t *testing.T) {
	for _, name := range []string{"players_list_foa.txt", "standard_dec26frl.txt"} {
		t.Run(name, func(t *testing.T) {
			data := fixture(t, name)
			body := strings.TrimRight(string(data), "\r\n")
			lastStart := strings.LastIndex(body, "\n") + 1
			header := body[:strings.Index(body, "\n")]
			flag := strings.Index(header, "Flag")
			lines := strings.Count(body[:lastStart], "\n") + 1
			for cut := lastStart + 1; cut < lastStart+flag; cut++ {
				_, ps, err := readAll(t, data[:cut], Options{Name: name})
				var le *LineError
				if !errors.As(err, &le) || le.Line != lines {
					t.Fatalf("cut at byte %d (character %d of the last line): %d players, err %v; want an error on line %d", cut, cut-lastStart, len(ps), err, lines)
				}
			}
			_, ps, err := readAll(t, []byte(body), Options{Name: name})
			if err != nil || len(ps) != lines-1 {
				t.Errorf("the whole list without its last line end: %d players, %v", len(ps), err)
			}
		})
	}
}

// TestRatingRange: a rating outside 0 and 1000–3000 (a cut or damaged
// column) is refused in TXT and XML, as the CSV and national readers do.
func TestRatingRange(t *testing.T) {
	good := string(fixture(t, "players_list_foa.txt"))
	xml := string(fixture(t, "players_list_xml_foa.xml"))
	cases := []struct {
		name, file, data, says string
	}{
		{"TXT standard 15", "players_list_foa.txt", strings.Replace(good, "2415", "  15", 1), `standard rating "15" must be 0 or 1000–3000`},
		{"TXT rapid 3100", "players_list_foa.txt", strings.Replace(good, "2380", "3100", 1), `rapid rating "3100"`},
		{"TXT blitz 999", "players_list_foa.txt", strings.Replace(good, "2402", " 999", 1), `blitz rating "999"`},
		{"XML rating 24", "players_list_xml_foa.xml", strings.Replace(xml, "<rating>2415</rating>", "<rating>24</rating>", 1), `<rating> "24" must be 0 or 1000–3000`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.data == good || c.data == xml {
				t.Fatal("the fixture did not change")
			}
			_, _, err := readAll(t, []byte(c.data), Options{Name: c.file})
			var le *LineError
			if !errors.As(err, &le) || !strings.Contains(le.Reason, c.says) {
				t.Errorf("err %v, want a line error saying %q", err, c.says)
			}
		})
	}
}
