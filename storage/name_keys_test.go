package storage

import (
	"path/filepath"
	"testing"

	"arbiter/model"
)

// The data file itself refuses two clubs, coaches or settlements whose names
// fold alike (migration 0028), even when the store is written to directly,
// past the model's check.
func TestNameKeysUniqueByFold(t *testing.T) {
	s := newStore(t)
	gambit := model.Club{Name: "Гамбіт"}
	if err := s.CreateClub(ctx, &gambit); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"ГАМБІТ", "гамбіт", " Гамбіт ", "Гамбіт"} {
		if err := s.CreateClub(ctx, &model.Club{Name: name}); !model.IsKind(err, model.Conflict) {
			t.Errorf("a second club %q: %v, want a conflict", name, err)
		}
	}
	other := model.Club{Name: "Ґамбіт"} // Ґ is a letter of its own, not Г
	if err := s.CreateClub(ctx, &other); err != nil {
		t.Errorf("«Ґамбіт» beside «Гамбіт»: %v", err)
	}
	other.Name = "гАМБІТ"
	if err := s.UpdateClub(ctx, other); !model.IsKind(err, model.Conflict) {
		t.Errorf("renaming a club to another's name in other case: %v", err)
	}
	c := model.Coach{Name: "П'ятниця Ірина"}
	if err := s.CreateCoach(ctx, &c); err != nil {
		t.Fatal(err)
	}
	if err := s.CreateCoach(ctx, &model.Coach{Name: "Пʼятниця  ірина"}); !model.IsKind(err, model.Conflict) {
		t.Errorf("the same coach with another apostrophe: %v", err)
	}
	kyiv := model.Settlement{Name: "Київ"}
	if err := s.CreateSettlement(ctx, &kyiv); err != nil {
		t.Fatal(err)
	}
	if err := s.CreateSettlement(ctx, &model.Settlement{Name: "КИЇВ"}); !model.IsKind(err, model.Conflict) {
		t.Errorf("КИЇВ beside Київ: %v", err)
	}
}

// A file made before migration 0028 gets its keys on the first open; two old
// clubs that fold alike both stay (the second without a key), and a new
// one like them is refused.
func TestNameKeysFilledInOldFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "old.db")
	ms, err := loadMigrations()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for i, m := range ms {
		if m.version < nameKeysVersion {
			n = i + 1
		}
	}
	oldSchemaDB(t, path, n)
	raw := openRaw(t, path)
	for _, name := range []string{"Гамбіт", "ГАМБІТ", "Ферзь"} {
		if _, err := raw.Exec("INSERT INTO clubs (name) VALUES (?)", name); err != nil {
			t.Fatal(err)
		}
	}
	raw.Close()
	s := mustOpen(t, path)
	defer s.Close()
	keys := map[string]any{}
	rows, err := s.db.Query("SELECT name, name_key FROM clubs ORDER BY id")
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var name string
		var key any
		if err := rows.Scan(&name, &key); err != nil {
			t.Fatal(err)
		}
		keys[name] = key
	}
	rows.Close()
	if keys["Гамбіт"] != "гамбіт" || keys["ГАМБІТ"] != nil || keys["Ферзь"] != "ферзь" {
		t.Errorf("keys after the upgrade: %v", keys)
	}
	if err := s.CreateClub(ctx, &model.Club{Name: "ферзь"}); !model.IsKind(err, model.Conflict) {
		t.Errorf("a new «ферзь» beside the old «Ферзь»: %v", err)
	}
}
