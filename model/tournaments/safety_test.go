package tournaments_test

import (
	"context"
	"database/sql"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"arbiter/model"
	"arbiter/model/seasons"
	"arbiter/model/tournaments"
	"arbiter/storage"
	"arbiter/storage/backup"
)

// TestPairingOutsideTheWriteTransaction: while the Swiss engine works, a
// second copy of Arbiter on the file can write (the pairing holds no write
// lock); its change makes the pairing refuse to write, and pairing again
// works.
func TestPairingOutsideTheWriteTransaction(t *testing.T) {
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{Rounds: 5})
	ids := d.players(8, true)
	d.register(tr.ID, ids)
	other, err := storage.Open(d.path)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	second := newApp(other.Model(), model.WithClock(model.NewDate(2026, 5, 1).Time))
	var writeErr error
	tournaments.SetAfterPairingComputed(func() {
		writeErr = second.Tournaments.Withdraw(bg, tr.ID, ids[7], 1)
	})
	defer tournaments.SetAfterPairingComputed(nil)
	_, err = d.svc.Pairings.PairNext(bg, tr.ID)
	if writeErr != nil {
		t.Fatalf("the second copy could not write while the pairing was computed: %v", writeErr)
	}
	if !model.IsKind(err, model.Conflict) || !strings.Contains(model.Message(err, "uk"), "дані турніру змінилися") {
		t.Fatalf("pairing after a change underneath: %v", err)
	}
	if v, err := d.svc.Pairings.Round(bg, tr.ID, 1); err == nil {
		t.Fatalf("a refused pairing wrote round 1: %+v", v)
	}
	tournaments.SetAfterPairingComputed(nil)
	v := d.pair(tr.ID)
	for _, b := range v.Boards {
		if b.White.StartNo == 8 || b.Black.StartNo == 8 {
			t.Errorf("the withdrawn player is paired: %+v", b)
		}
	}
}

// TestBackupsBeforePairingAndFinishing: a copy before each pairing and
// before finishing, holding the state before the change.
func TestBackupsBeforePairingAndFinishing(t *testing.T) {
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{Rounds: 1})
	d.register(tr.ID, d.players(4, true))
	v := d.pair(tr.ID)
	d.play(tr.ID, v)
	if _, err := d.svc.Tournaments.FinishTournament(bg, tr.ID, false); err != nil {
		t.Fatal(err)
	}
	copies, err := d.st.Files().Backups()
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range copies {
		got = append(got, string(c.Reason))
	}
	if strings.Join(got, ",") != "finish,pairing,daily" {
		t.Fatalf("copies %v", got)
	}
	for _, c := range copies[:2] {
		st, err := storage.Open(c.Path)
		if err != nil {
			t.Fatal(err)
		}
		svc := newApp(st.Model())
		got, _ := svc.Tournaments.GetTournament(bg, tr.ID)
		_, roundErr := svc.Pairings.Round(bg, tr.ID, 1)
		st.Close()
		switch c.Reason {
		case backup.Pairing:
			if roundErr == nil {
				t.Error("the copy before pairing already has round 1")
			}
		case backup.Finish:
			if roundErr != nil || got.Finished {
				t.Errorf("the copy before finishing: round 1 %v, finished %v", roundErr, got.Finished)
			}
		}
	}
	if filepath.Dir(copies[0].Path) != filepath.Join(filepath.Dir(d.path), "backups") {
		t.Errorf("copy in %s", copies[0].Path)
	}
}

func TestDeleteTournamentAndRestore(t *testing.T) {
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{Rounds: 1})
	d.register(tr.ID, d.players(4, true))
	d.play(tr.ID, d.pair(tr.ID))
	if _, err := d.svc.Tournaments.FinishTournament(bg, tr.ID, false); err != nil {
		t.Fatal(err)
	}
	if err := d.svc.Tournaments.DeleteTournament(bg, tr.ID, false); !model.IsKind(err, model.Conflict) || !strings.Contains(model.Message(err, "uk"), "таблицях сезону") {
		t.Fatalf("delete of a finished tournament without confirmation: %v", err)
	}
	if err := d.svc.Tournaments.DeleteTournament(bg, tr.ID, true); err != nil {
		t.Fatal(err)
	}
	if _, err := d.svc.Tournaments.GetTournament(bg, tr.ID); !model.IsKind(err, model.NotFound) {
		t.Fatalf("after delete: %v", err)
	}
	recs, err := d.svc.DeletedRecords(bg)
	if err != nil || len(recs) != 1 || recs[0].Kind != model.DeletedTournament {
		t.Fatalf("records %+v %v", recs, err)
	}
	if _, err := d.svc.RestoreDeleted(bg, recs[0].ID); err != nil {
		t.Fatal(err)
	}
	back, err := d.svc.Tournaments.GetTournament(bg, tr.ID)
	if err != nil || !back.Finished {
		t.Errorf("restored %+v, %v", back, err)
	}
	if st, err := d.svc.Tournaments.Standings(bg, tr.ID, 0); err != nil || len(st.Rows) != 4 {
		t.Errorf("standings after restore: %v", err)
	}
}

// TestSeasonTablesReadWhileAnotherCopyWrites: the season tables are read
// in a read transaction, so a writer holding the lock does not make them
// wait or fail.
func TestSeasonTablesReadWhileAnotherCopyWrites(t *testing.T) {
	d := newDayEnv(t)
	if _, err := seasons.New(d.svc.App).CreateSeason(bg, 2026, ""); err != nil {
		t.Fatal(err)
	}
	db, err := sql.Open("sqlite", d.path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	tx, err := db.Begin()
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	if _, err := tx.Exec("INSERT INTO settlements (name) VALUES ('Пише інша копія')"); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	if _, err := seasons.New(d.svc.App).SeasonTables(bg, 2026); err != nil {
		t.Fatalf("season tables while another copy writes: %v", err)
	}
	if waited := time.Since(start); waited > 4*time.Second {
		t.Errorf("the read waited %v for the writer", waited)
	}
}

// TestBackupBeforeLaterRound: the copy before a Swiss round after the
// first is made while the engine works (docs/pairing-speed.md), and still holds the
// tournament as it was before the round, also when the pairing is
// cancelled; a pairing refused before it starts makes no copy.
func TestBackupBeforeLaterRound(t *testing.T) {
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{Rounds: 3})
	d.register(tr.ID, d.players(41, true))
	d.play(tr.ID, d.pair(tr.ID))
	seen := map[string]bool{}
	newCopies := func() []backup.Copy {
		t.Helper()
		copies, err := d.st.Files().Backups()
		if err != nil {
			t.Fatal(err)
		}
		var out []backup.Copy
		for _, c := range copies {
			if !seen[c.Path] {
				seen[c.Path] = true
				out = append(out, c)
			}
		}
		return out
	}
	// roundsIn opens a copy as a data file and returns how many rounds of
	// the tournament it has and how many results of round 1.
	roundsIn := func(c backup.Copy) (rounds, results int) {
		t.Helper()
		st, err := storage.Open(c.Path)
		if err != nil {
			t.Fatalf("copy %s: %v", c.Path, err)
		}
		defer st.Close()
		s, err := newApp(st.Model()).Tournaments.State(bg, tr.ID)
		if err != nil {
			t.Fatal(err)
		}
		r1, err := newApp(st.Model()).Pairings.Round(bg, tr.ID, 1)
		if err != nil {
			t.Fatal(err)
		}
		for _, b := range r1.Boards {
			if b.Result != model.NoGameResult {
				results++
			}
		}
		return s.Paired, results
	}
	newCopies()

	ctx, cancel := context.WithCancel(bg)
	_, err := d.svc.Pairings.PairNextWatched(ctx, tr.ID, func(model.PairingProgress) { cancel() })
	cancel()
	if !model.IsKind(err, model.Cancelled) {
		t.Fatalf("cancelled pairing: %v", err)
	}
	got := newCopies()
	if len(got) != 1 || got[0].Reason != backup.Pairing {
		t.Fatalf("copies made by a cancelled pairing: %+v, want one before pairing", got)
	}
	if rounds, results := roundsIn(got[0]); rounds != 1 || results != 20 {
		t.Fatalf("the copy of a cancelled pairing: %d rounds, %d results of round 1; want 1 and 20", rounds, results)
	}

	d.pair(tr.ID)
	got = newCopies()
	if len(got) != 1 || got[0].Reason != backup.Pairing {
		t.Fatalf("copies made by pairing round 2: %+v", got)
	}
	if rounds, results := roundsIn(got[0]); rounds != 1 || results != 20 {
		t.Fatalf("the copy before round 2: %d rounds, %d results of round 1; want 1 and 20", rounds, results)
	}

	if _, err := d.svc.Pairings.PairNext(bg, tr.ID); !model.IsKind(err, model.Conflict) {
		t.Fatalf("pairing round 3 before round 2 is played: %v", err)
	}
	if got := newCopies(); len(got) != 0 {
		t.Fatalf("a refused pairing made copies %+v", got)
	}
}
