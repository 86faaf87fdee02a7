package main

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/model"
	"arbiter/model/registry"
	"arbiter/storage"
)

func TestDemoFillsEmptyDatabaseOnce(t *testing.T) {
	db := filepath.Join(t.TempDir(), "demo.db")
	code, out, errs := cli(t, "--db", db, "demo")
	if code != exitOK || !strings.Contains(out, "60") {
		t.Fatalf("demo: exit %d, %q %q", code, out, errs)
	}
	_, first, _ := cli(t, "--db", db, "players", "list", "--format", "tsv")
	code, _, errs = cli(t, "--db", db, "demo")
	if code != exitBadInput || !strings.Contains(errs, "не порожній") {
		t.Errorf("second demo: exit %d, %q", code, errs)
	}
	if _, again, _ := cli(t, "--db", db, "players", "list", "--format", "tsv"); again != first {
		t.Error("refused demo changed the registry")
	}
	// Deterministic: another empty file gets exactly the same registry.
	other := filepath.Join(t.TempDir(), "other.db")
	cli(t, "--db", other, "demo")
	if _, second, _ := cli(t, "--db", other, "players", "list", "--format", "tsv"); second != first {
		t.Error("demo data differs between runs")
	}
	checkDemoShape(t, db)
}

// checkDemoShape checks the demo registry is what the issue asks for.
func checkDemoShape(t *testing.T, path string) {
	st, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	ctx := context.Background()
	svc := model.NewApp(st.Model())
	players, _ := registry.New(svc).SearchPlayers(ctx, "")
	clubs, _ := registry.New(svc).Clubs(ctx)
	coaches, _ := registry.New(svc).Coaches(ctx)
	settlements, _ := registry.New(svc).Settlements(ctx)
	if len(players) != 60 || len(clubs) != 6 || len(coaches) != 8 || len(settlements) != 3 {
		t.Errorf("%d players, %d clubs, %d coaches, %d settlements", len(players), len(clubs), len(coaches), len(settlements))
	}
	minAge, maxAge := 200, 0
	count := map[string]int{}
	for _, p := range players {
		age := p.BirthDate.AgeOn(demoRefDate)
		minAge, maxAge = min(minAge, age), max(maxAge, age)
		count[string(p.Gender)]++
		if p.Citizenship != "UKR" {
			count["foreign"]++
		}
		if p.Student {
			count["student"]++
		}
		if p.Occupation != "" {
			count["occupation"]++
		}
		if p.ClubID == 0 {
			count["no club"]++
		}
	}
	if minAge != 6 || maxAge != 74 {
		t.Errorf("ages %d–%d, want 6–74 on %s", minAge, maxAge, demoRefDate)
	}
	for _, k := range []string{"m", "f", "foreign", "student", "occupation"} {
		if count[k] < 3 {
			t.Errorf("only %d players of kind %q: %v", count[k], k, count)
		}
	}
	if count["no club"] != 0 {
		t.Errorf("%d players without a club", count["no club"])
	}
}
