package ratings_test

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"arbiter/model"
	"arbiter/model/ratings"
	"arbiter/model/registry"
	"arbiter/storage"
)

// BenchmarkImportFIDE1M imports a generated 1,000,000-line combined list
// into a registry of 2,000 players with FIDE IDs in it (under 30 s
// and 300 MB; `arbiter-cli ratings import-fide` on the same list shows the
// memory with /usr/bin/time -v).
func BenchmarkImportFIDE1M(b *testing.B) {
	const n = 1_000_000
	dir := b.TempDir()
	path := filepath.Join(dir, "players_list_foa.txt")
	f, err := os.Create(path)
	if err != nil {
		b.Fatal(err)
	}
	w := bufio.NewWriter(f)
	fmt.Fprintln(w, "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag")
	for i := 0; i < n; i++ {
		s := 1400 + i%1400
		fmt.Fprintf(w, "%-15d%-61s%-4s%-4s%-5s%-5s%-15s%-4s%-6d%-4d%-3d%-6d%-4d%-3d%-6d%-4d%-3d%-6d%s\n",
			10000000+i, fmt.Sprintf("Player%07d, Given", i), "UKR", "M", "", "", "", "", s, i%10, 20, s-50, 0, 20, s-80, 3, 20, 1950+i%60, "")
	}
	w.Flush()
	f.Close()
	st, err := storage.Open(filepath.Join(dir, "arbiter.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	reg := model.NewApp(st.Model())
	for i := 0; i < n; i += 500 {
		if _, err := registry.New(reg).CreatePlayer(ctx, model.Player{Surname: fmt.Sprintf("Гравець%d", i), Name: "Тест", BirthDate: model.NewDate(1950+i%60, 1, 1),
			Gender: model.Male, FIDEID: int64(10000000 + i)}, model.SaveOptions{}); err != nil {
			b.Fatal(err)
		}
	}
	svc := ratings.New(st.Ratings(), nil)
	list, err := os.Open(path)
	if err != nil {
		b.Fatal(err)
	}
	defer list.Close()
	info, _ := list.Stat()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		rep, err := svc.ImportFIDE(ctx, list, info.Size(), ratings.ImportOptions{Name: "players_list_foa.txt", Period: dec26, AllowOlder: true, FileModified: time.Now()})
		if err != nil {
			b.Fatal(err)
		}
		if rep.List.Players != n || rep.List.Matched != n/500 {
			b.Fatalf("report %+v", rep.List)
		}
	}
}
