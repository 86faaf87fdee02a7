package tournaments_test

import (
	"bytes"
	"testing"

	"arbiter/engine/trf"
	"arbiter/model"
)

// A TRF exported after round 3 and imported (Year 0) into another file
// becomes a tournament that pairs round 4 exactly as the original does.
func TestImportTRFAsNewTournament(t *testing.T) {
	a := newDayEnv(t)
	ids := a.players(12, true)
	tr := a.tournament(model.Tournament{Rounds: 6})
	a.register(tr.ID, ids)
	if err := a.svc.Pairings.SetForbiddenPairs(bg, tr.ID, [][2]model.PlayerID{{ids[0], ids[1]}}); err != nil {
		t.Fatal(err)
	}
	for r := 1; r <= 3; r++ {
		a.play(tr.ID, a.pair(tr.ID))
	}
	var buf bytes.Buffer
	if err := a.svc.TRF.Write(bg, tr.ID, &buf); err != nil {
		t.Fatal(err)
	}
	f, err := trf.Read(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	b := newDayEnv(t)
	rep, err := b.svc.TRF.Import(bg, model.TRFImport{Date: tr.StartDate, Source: "a.trf", TRF: f})
	if err != nil {
		t.Fatal(err)
	}
	got := rep.Tournament
	if got.System != model.SystemSwissDutch || got.Rounds != 6 || got.SeasonID != 0 || rep.Created != 12 {
		t.Fatalf("imported %+v, report %+v", got, rep)
	}
	if pairs, _ := b.svc.Pairings.ForbiddenPairs(bg, got.ID); len(pairs) != 1 {
		t.Errorf("forbidden pairs after import: %v", pairs)
	}
	if _, err := b.svc.TRF.Import(bg, model.TRFImport{Date: tr.StartDate, Source: "a.trf", TRF: f}); !model.IsKind(err, model.Conflict) {
		t.Errorf("second import of the same tournament: %v", err)
	}
	want := a.pair(tr.ID)
	next := b.pair(got.ID)
	if !sameBoards(want, next) || want.Bye != nil || next.Round != 4 {
		t.Errorf("round 4 after import differs: %+v\nwant %+v", next.Boards, want.Boards)
	}
}
