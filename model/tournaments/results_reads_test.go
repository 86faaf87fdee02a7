package tournaments_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"arbiter/model"
)

// readSpy is a Store that records which of the tournament-wide reads (and
// the one-round read) a service makes, in and out of its transactions.
type readSpy struct {
	model.Store
	reads *[]string
}

func (s readSpy) Tx(ctx context.Context, fn func(model.Store) error) error {
	return s.Store.Tx(ctx, func(st model.Store) error { return fn(readSpy{st, s.reads}) })
}

func (s readSpy) Games(ctx context.Context, id model.TournamentID) ([]model.RoundGame, error) {
	*s.reads = append(*s.reads, "Games")
	return s.Store.Games(ctx, id)
}

func (s readSpy) RoundGames(ctx context.Context, id model.TournamentID, r int) ([]model.RoundGame, error) {
	*s.reads = append(*s.reads, "RoundGames")
	return s.Store.RoundGames(ctx, id, r)
}

func (s readSpy) Entries(ctx context.Context, id model.TournamentID) ([]model.Entry, error) {
	*s.reads = append(*s.reads, "Entries")
	return s.Store.Entries(ctx, id)
}

func (s readSpy) Players(ctx context.Context, f model.PlayerFilter) ([]model.Player, error) {
	*s.reads = append(*s.reads, "Players")
	return s.Store.Players(ctx, f)
}

func (s readSpy) EntryNames(ctx context.Context, id model.TournamentID) ([]model.Player, error) {
	*s.reads = append(*s.reads, "EntryNames")
	return s.Store.EntryNames(ctx, id)
}

// TestResultEntryReadsOneRound: typing a result reads the tournament's row
// and the rows of its round only — not the registrations, the players or
// the other rounds; a correction reads the registrations and their names
// too, for its audit line, and whether the next round is paired.
func TestResultEntryReadsOneRound(t *testing.T) {
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{System: model.SystemSwissDutch, Rounds: 3})
	d.register(tr.ID, d.players(6, true))
	d.play(tr.ID, d.pair(tr.ID))
	r2 := d.pair(tr.ID)

	var reads []string
	spy := newApp(readSpy{d.st.Model(), &reads}, model.WithClock(model.NewDate(2026, 5, 1).Time))
	if err := spy.Tournaments.SetResult(bg, tr.ID, 2, 1, "1-0", false); err != nil {
		t.Fatal(err)
	}
	if want := []string{"RoundGames"}; !slices.Equal(reads, want) {
		t.Errorf("a new result read %v, want %v", reads, want)
	}
	reads = nil
	if err := spy.Tournaments.SetResults(bg, tr.ID, 2, map[int]string{1: "=", 2: "0-1"}, true); err != nil {
		t.Fatal(err)
	}
	// …and the next round's rows: a correction while it is paired is a
	// late correction, logged (fide_events.go; FIDE C.02 VCL4THP.13 Q112)
	if want := []string{"RoundGames", "RoundGames", "Entries", "EntryNames"}; !slices.Equal(reads, want) {
		t.Errorf("a correction read %v, want %v", reads, want)
	}
	// what was written: board 1 corrected to a draw (audited with both
	// names), board 2 Black's win, round 1 untouched
	v, err := d.svc.Pairings.Round(bg, tr.ID, 2)
	if err != nil {
		t.Fatal(err)
	}
	if got := v.Boards[0].Result.String() + " " + v.Boards[1].Result.String(); got != "½-½ 0-1" {
		t.Errorf("round 2 boards 1, 2: %s, want ½-½ 0-1", got)
	}
	audit, _ := d.svc.Tournaments.Audit(bg, tr.ID)
	if len(audit) != 1 || audit[0].Action != "correct-result" ||
		!strings.Contains(audit[0].Detail, r2.Boards[0].White.Name) || !strings.Contains(audit[0].Detail, r2.Boards[0].Black.Name) {
		t.Errorf("audit %+v, want one correction naming %s and %s", audit, r2.Boards[0].White.Name, r2.Boards[0].Black.Name)
	}
	// a round not paired yet, and a finished tournament, are refused as before
	if err := spy.Tournaments.SetResult(bg, tr.ID, 3, 1, "1-0", false); !model.IsKind(err, model.Invalid) {
		t.Errorf("round 3 not paired: %v", err)
	}
}
