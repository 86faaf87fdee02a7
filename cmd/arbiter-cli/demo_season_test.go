package main

import (
	"context"
	"math/big"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/model"
	"arbiter/model/seasons"
	"arbiter/storage"
)

func TestDemoSeasonOnEmptyFile(t *testing.T) {
	db := filepath.Join(t.TempDir(), "demo.db")
	code, out, errs := cli(t, "--db", db, "demo-season")
	if code != exitOK || !strings.Contains(out, "60") || strings.Count(out, "2010-") != 8 {
		t.Fatalf("demo-season: exit %d, %q %q", code, out, errs)
	}
	_, gold, _ := cli(t, "--db", db, "season", "show", "2010", "--table", "gold")
	// A second run is refused and changes nothing.
	code, _, errs = cli(t, "--db", db, "demo-season")
	if code != exitBadInput || !strings.Contains(errs, "2010") {
		t.Errorf("second demo-season: exit %d, %q", code, errs)
	}
	if _, again, _ := cli(t, "--db", db, "season", "show", "2010", "--table", "gold"); again != gold {
		t.Error("refused demo-season changed the season")
	}
	// Deterministic: another empty file gets the same tables.
	other := filepath.Join(t.TempDir(), "other.db")
	cli(t, "--db", other, "demo-season")
	if _, second, _ := cli(t, "--db", other, "season", "show", "2010", "--table", "gold"); second != gold {
		t.Error("demo season differs between runs")
	}
	checkGoldSums(t, gold)
	checkDemoSeasonShape(t, db)
}

// checkGoldSums recomputes every Golden Cup total from its printed counted
// results: F = w1 + 0.8 w2 + 0.6 w3 (regulation 000).
func checkGoldSums(t *testing.T, tsv string) {
	lines := strings.Split(strings.TrimSpace(tsv), "\n")
	if len(lines) < 41 {
		t.Fatalf("gold table has %d rows, want at least 40", len(lines)-1)
	}
	ka := []string{"1", "0.8", "0.6"}
	for _, line := range lines[1:] {
		f := strings.Split(line, "\t")
		sum := new(big.Rat)
		for i, k := range ka {
			if 5+i >= len(f) || f[5+i] == "" {
				continue
			}
			w, _ := new(big.Rat).SetString(f[5+i])
			kr, _ := new(big.Rat).SetString(k)
			sum.Add(sum, w.Mul(w, kr))
		}
		total, _ := new(big.Rat).SetString(f[4])
		if total.Cmp(sum) != 0 {
			t.Errorf("%s %s: total %s, counted results give %s", f[1], f[2], f[4], sum.FloatString(4))
		}
	}
}

func checkDemoSeasonShape(t *testing.T, path string) {
	st, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	v, err := seasons.New(model.NewApp(st.Model())).SeasonTables(context.Background(), 2010)
	if err != nil {
		t.Fatal(err)
	}
	cups := map[string]int{}
	for _, tr := range v.Tournaments {
		cups[string(tr.Cup)]++
	}
	if cups["gold"] != 5 || cups["silver"] != 3 {
		t.Errorf("calendar %v, want 5 gold and 3 silver", cups)
	}
	if len(v.Tables.Silver) < 30 || len(v.Tables.Clubs) != 6 || len(v.Tables.Coaches) != 8 {
		t.Errorf("%d silver rows, %d clubs, %d coaches", len(v.Tables.Silver), len(v.Tables.Clubs), len(v.Tables.Coaches))
	}
	if len(v.Tables.Conflicts) < 2 {
		t.Errorf("%d declaration conflicts, want the two demo moves", len(v.Tables.Conflicts))
	}
	if len(v.Tables.Warnings) != 0 {
		t.Errorf("warnings: %v", v.Tables.Warnings)
	}
	awarded := map[string]bool{}
	for _, a := range v.Tables.Awards {
		awarded[a.Category] = awarded[a.Category] || a.Prize != "not-awarded"
	}
	for _, c := range []string{"champion", "ukrainian", "foreigner", "woman", "veteran", "student",
		"boys-u17", "girls-u17", "boys-u14", "girls-u14", "boys-u10", "girls-u10", "occupation:банкір", "club-cup", "coach-cup"} {
		if !awarded[c] {
			t.Errorf("category %s not awarded in the demo season", c)
		}
	}
}
