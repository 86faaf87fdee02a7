package main

// The CLI's `tournament sort` and `tournament finish`.

import (
	"context"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/storage"
)

// startOrder returns the players of tournament 1 by starting number, and
// their ratings.
func startOrder(t *testing.T, db string) ([]model.PlayerID, []int) {
	t.Helper()
	st, err := storage.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	ps, err := datafile.New(st).Tournaments.Participants(context.Background(), 1)
	if err != nil {
		t.Fatal(err)
	}
	slices.SortFunc(ps, func(a, b model.Participant) int { return a.StartNo - b.StartNo })
	var ids []model.PlayerID
	var ratings []int
	for _, p := range ps {
		ids, ratings = append(ids, p.PlayerID), append(ratings, p.Rating)
	}
	return ids, ratings
}

func TestTournamentSortAndFinish(t *testing.T) {
	db := filepath.Join(t.TempDir(), "t.db")
	tcli(t, exitOK, "--db", db, "demo")
	tcli(t, exitOK, "--db", db, "tournament", "create", "--name", "Кубок", "--start", "2026-10-01", "--rounds", "3")
	tcli(t, exitOK, "--db", db, "tournament", "register", "1", "9", "2", "14", "5", "11", "7")

	// the director fixes an order by hand (the reverse); sort puts it back in rating order (C.04.2)
	ids, _ := startOrder(t, db)
	st, err := storage.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	reversed := slices.Clone(ids)
	slices.Reverse(reversed)
	if err := datafile.New(st).StartOrders.Set(context.Background(), 1, reversed); err != nil {
		t.Fatal(err)
	}
	st.Close()
	if now, _ := startOrder(t, db); !slices.Equal(now, reversed) {
		t.Fatalf("the hand order did not take: %v", now)
	}
	tcli(t, exitOK, "--db", db, "tournament", "sort", "1")
	sorted, ratings := startOrder(t, db)
	if !slices.Equal(sorted, ids) || !slices.IsSortedFunc(ratings, func(a, b int) int { return b - a }) {
		t.Errorf("after sort: players %v with ratings %v, want %v strongest first", sorted, ratings, ids)
	}
	tcli(t, exitBadInput, "--db", db, "tournament", "sort", "99")

	// finishing after one round of three: refused until confirmed, saying how many were not played
	tcli(t, exitOK, "--db", db, "tournament", "pair", "1")
	for b, r := range []string{"1-0", "½-½", "0-1"} {
		tcli(t, exitOK, "--db", db, "tournament", "result", "1", "1", string(rune('1'+b)), r)
	}
	_, errs := tcliErr(t, exitBadInput, "--db", db, "tournament", "finish", "1")
	if !strings.Contains(errs, "2") {
		t.Errorf("finishing early says %q, want it to name the 2 rounds never played", errs)
	}
	out := tcli(t, exitOK, "--db", db, "tournament", "finish", "1", "--confirm")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) < 4 || !strings.HasPrefix(lines[1], "1") {
		t.Errorf("finish printed %q, want the diploma places", out)
	}
	tcli(t, exitBadInput, "--db", db, "tournament", "result", "1", "1", "1", "0-1", "--correct")
	tcli(t, exitBadInput, "--db", db, "tournament", "pair", "1")
}
