package printout

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/model/i18n"
	"arbiter/storage"
	"arbiter/ui/pdf"
)

// constSource always draws the same index (engine/chess960.Source).
type constSource int

func (c constSource) IntN(n int) int { return int(c) % n }

// TestChess960WallList: the wall list of a Chess960 round prints its
// starting position — SP number, the back rank's letters and figurines —
// as pdftotext reads it from the PDF (FIDE C.02 VCL4THP.13 Q222), in
// Ukrainian and in English; before the draw it says the position is
// announced before the round; a tournament not Chess960 prints nothing of it.
func TestChess960WallList(t *testing.T) {
	st, err := storage.Open(filepath.Join(t.TempDir(), "arbiter.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	svc := datafile.New(st, model.WithClock(func() time.Time { return time.Date(2026, 12, 7, 18, 0, 0, 0, time.UTC) }))
	ctx := context.Background()
	id, err := svc.Demo.Tournament(ctx, 8, 5, 0, 1)
	if err != nil {
		t.Fatal(err)
	}
	c9 := svc.Chess960().WithSource(constSource(0))
	if err := c9.Mark(ctx, id, true); err != nil {
		t.Fatal(err)
	}
	if _, err := svc.Pairings.PairNext(ctx, id); err != nil {
		t.Fatal(err)
	}
	tr, err := svc.Tournaments.GetTournament(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	wall := func(lang i18n.Lang) string {
		rv, err := svc.Pairings.Round(ctx, id, 1)
		if err != nil {
			t.Fatal(err)
		}
		m := Meta(tr, 1)
		m.Lang = lang
		p, ok, err := c9.Position(ctx, id, 1)
		if err != nil {
			t.Fatal(err)
		}
		return pdfText(t, WithChess960(pdf.PairingsByBoard(Round(m, rv)), true, p, ok))
	}
	if text := wall(i18n.Uk); !strings.Contains(text, "Шахи960: початкову позицію оголосять перед туром.") {
		t.Errorf("before the draw:\n%s", text)
	}
	if _, err := c9.Draw(ctx, id, 1); err != nil { // index 0: SP 0
		t.Fatal(err)
	}
	if text := wall(i18n.Uk); !strings.Contains(text, "Шахи960: позиція SP 0 — BBQNNRKR (♗♗♕♘♘♖♔♖)") {
		t.Errorf("the Ukrainian wall list lacks the position:\n%s", text)
	}
	if text := wall(i18n.En); !strings.Contains(text, "Chess960: SP 0 — BBQNNRKR (♗♗♕♘♘♖♔♖)") {
		t.Errorf("the English wall list lacks the position:\n%s", text)
	}
	d := WithChess960(pdf.PairingsByBoard(pdf.Round{Meta: Meta(tr, 1)}), false, model.Chess960Position{}, false)
	if strings.Contains(d.Text(), "960") {
		t.Errorf("a tournament not Chess960 prints:\n%s", d.Text())
	}
}
