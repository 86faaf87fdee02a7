package ratinglist

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const benchHeader = "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag"

// writeBenchList writes a combined TXT list of n generated players.
func writeBenchList(b *testing.B, n int) string {
	b.Helper()
	path := filepath.Join(b.TempDir(), "players_list_foa.txt")
	f, err := os.Create(path)
	if err != nil {
		b.Fatal(err)
	}
	w := bufio.NewWriter(f)
	fmt.Fprintln(w, benchHeader)
	for i := 0; i < n; i++ {
		name := fmt.Sprintf("Player%07d, Given", i)
		fmt.Fprintf(w, "%-15d%-61s%-4s%-4s%-5s%-5s%-15s%-4s%-6d%-4d%-3d%-6d%-4d%-3d%-6d%-4d%-3d%-6d%s\n",
			10000000+i, name, "UKR", "M", "", "", "", "", 1400+i%1400, i%10, 20, 1400+i%1300, 0, 20, 1400+i%1200, 3, 20, 1950+i%60, "i")
	}
	if err := w.Flush(); err != nil {
		b.Fatal(err)
	}
	if err := f.Close(); err != nil {
		b.Fatal(err)
	}
	return path
}

func benchRead(b *testing.B, path string) {
	f, err := os.Open(path)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	st, _ := f.Stat()
	b.SetBytes(st.Size())
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r, err := NewReader(f, st.Size(), Options{Name: filepath.Base(path)})
		if err != nil {
			b.Fatal(err)
		}
		for {
			if _, err := r.Next(); err == io.EOF {
				break
			} else if err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkReadTXT1M reads a generated 1,000,000-line combined list.
func BenchmarkReadTXT1M(b *testing.B) { benchRead(b, writeBenchList(b, 1_000_000)) }

// BenchmarkReadXML200k reads a generated 200,000-player combined XML list.
func BenchmarkReadXML200k(b *testing.B) {
	path := filepath.Join(b.TempDir(), "players_list_xml_foa.xml")
	var sb strings.Builder
	sb.WriteString("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<playerslist>\n")
	for i := 0; i < 200_000; i++ {
		fmt.Fprintf(&sb, "<player>\n<fideid>%d</fideid>\n<name>Player%07d, Given</name>\n<country>UKR</country>\n<sex>M</sex>\n<title></title>\n<w_title></w_title>\n<o_title></o_title>\n<foa_title></foa_title>\n<rating>%d</rating>\n<games>0</games>\n<k>20</k>\n<rapid_rating>0</rapid_rating>\n<rapid_games>0</rapid_games>\n<rapid_k>0</rapid_k>\n<blitz_rating>0</blitz_rating>\n<blitz_games>0</blitz_games>\n<blitz_k>0</blitz_k>\n<birthday>1990</birthday>\n<flag>i</flag>\n</player>\n", 10000000+i, i, 1400+i%1400)
	}
	sb.WriteString("</playerslist>\n")
	if err := os.WriteFile(path, []byte(sb.String()), 0o644); err != nil {
		b.Fatal(err)
	}
	benchRead(b, path)
}
