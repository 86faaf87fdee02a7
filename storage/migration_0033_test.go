package storage

import (
	"testing"
)

// TestMigration0033PlaceSplit: a file made before 0033 keeps its money
// settings; the split check takes 'place' after it and still refuses an
// unknown rule.
func TestMigration0033PlaceSplit(t *testing.T) {
	db, _ := openAt(t, 32)
	if _, err := db.Exec(`INSERT INTO tournament_money (tournament_id, schedule, fund_percent, sponsors, split) VALUES (1, '', 60, 250, 'equal')`); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`UPDATE tournament_money SET split = 'place'`); err == nil {
		t.Fatal("'place' accepted before 0033")
	}
	ms, err := loadMigrations()
	if err != nil {
		t.Fatal(err)
	}
	old := &core{db: db, q: db, hooks: &hooks{}}
	for _, m := range ms {
		if m.version == 33 {
			if err := old.apply(t.Context(), m); err != nil {
				t.Fatal(err)
			}
		}
	}
	var pct, sponsors int
	var split string
	if err := db.QueryRow(`SELECT fund_percent, sponsors, split FROM tournament_money WHERE tournament_id = 1`).Scan(&pct, &sponsors, &split); err != nil {
		t.Fatal(err)
	}
	if pct != 60 || sponsors != 250 || split != "equal" {
		t.Errorf("after 0033: %d %d %q", pct, sponsors, split)
	}
	if _, err := db.Exec(`UPDATE tournament_money SET split = 'place'`); err != nil {
		t.Errorf("'place' refused after 0033: %v", err)
	}
	if _, err := db.Exec(`UPDATE tournament_money SET split = 'half'`); err == nil {
		t.Error("an unknown split accepted after 0033")
	}
}
