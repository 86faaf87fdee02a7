package storage

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/model"
	"arbiter/model/registry"
)

// benchCSV is a registry of n players across 20 clubs and 10 coaches.
func benchCSV(n int) string {
	var b strings.Builder
	b.WriteString("surname;name;birth_date;gender;rating;club;club_settlement;coach\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "Коваленко%d;Іван;%04d-%02d-%02d;m;%d;Клуб %d;Місто %d;Тренер %d\n",
			i, 1950+i%60, 1+i%12, 1+i%28, 1000+i%2000, i%20, i%3, i%10)
	}
	return b.String()
}

func benchService(b *testing.B, players int) *model.App {
	b.Helper()
	s, err := openTest(filepath.Join(b.TempDir(), "bench.db"))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { s.Close() })
	svc := model.NewApp(s)
	if players > 0 {
		if _, err := registry.New(svc).ImportPlayersCSV(ctx, strings.NewReader(benchCSV(players)), registry.ImportOptions{}); err != nil {
			b.Fatal(err)
		}
	}
	return svc
}

// BenchmarkSearchPlayers is one keystroke of search-as-you-type over 1000 players.
func BenchmarkSearchPlayers(b *testing.B) {
	svc := benchService(b, 1000)
	b.ResetTimer()
	for b.Loop() {
		if _, err := registry.New(svc).SearchPlayers(ctx, "ковал 12"); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkImportCSV imports 1000 players in one transaction.
func BenchmarkImportCSV(b *testing.B) {
	text := benchCSV(1000)
	for b.Loop() {
		b.StopTimer()
		svc := benchService(b, 0)
		b.StartTimer()
		if _, err := registry.New(svc).ImportPlayersCSV(ctx, strings.NewReader(text), registry.ImportOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}
