package tournaments_test

import (
	"bytes"
	"reflect"
	"regexp"
	"testing"

	"arbiter/engine/swiss"
	"arbiter/engine/trf"
	"arbiter/model"
)

// A whole 16-player, 5-round Swiss through the Service: registration,
// pairing (checked with engine/check every round), results, standings,
// then the file reopened with nothing lost.
func TestSwissTournamentDay(t *testing.T) {
	d := newDayEnv(t)
	ids := d.players(16, true)
	tr := d.tournament(model.Tournament{Rounds: 5, SubStandings: "girls,u20"})
	if tr.Venue != model.DefaultVenue || tr.TieBreaks != "BH,WIN,DE" || tr.RatingUsed != model.RatingFIDE || tr.Edition != "2026" {
		t.Fatalf("defaults: venue %q, tie-breaks %q, rating %q, edition %q", tr.Venue, tr.TieBreaks, tr.RatingUsed, tr.Edition)
	}
	// registered weakest first; sorting gives start no. 1 to the 2400 player
	for i := len(ids) - 1; i >= 0; i-- {
		d.register(tr.ID, ids[i:i+1])
	}
	if err := d.svc.StartOrders.Sort(bg, tr.ID); err != nil {
		t.Fatal(err)
	}
	ps, err := d.svc.Tournaments.Participants(bg, tr.ID)
	if err != nil {
		t.Fatal(err)
	}
	for i, p := range ps {
		if p.StartNo != i+1 || p.PlayerID != ids[i] {
			t.Fatalf("start no. %d is player %d (rating %d), want player %d", p.StartNo, p.PlayerID, p.Rating, ids[i])
		}
	}
	for r := 1; r <= 5; r++ {
		v := d.pair(tr.ID)
		if v.Round != r || len(v.Boards) != 8 || v.Bye != nil {
			t.Fatalf("round %d: got round %d with %d boards", r, v.Round, len(v.Boards))
		}
		d.play(tr.ID, v)
	}
	st, err := d.svc.Tournaments.Standings(bg, tr.ID, 0)
	if err != nil {
		t.Fatal(err)
	}
	total := 0
	for _, row := range st.Rows {
		total += row.Points
	}
	if total != 5*8*2 || len(st.Rows) != 16 || len(st.Columns) != 3 || st.Columns[0].Code != "BH" {
		t.Fatalf("standings: %d half-points over %d rows, columns %v", total, len(st.Rows), st.Columns)
	}
	// no. 1 is the highest rated: he wins every game not on a board numbered 3k
	if st.Rows[0].StartNo != 1 || st.Rows[0].Place != "1" {
		t.Errorf("leader: %+v", st.Rows[0])
	}
	if len(st.Subs) != 2 || st.Subs[0].Title != "Дівчата" || len(st.Subs[0].Rows) != 5 {
		t.Errorf("sub-standings: %+v", st.Subs)
	}
	ct, err := d.svc.Tournaments.Crosstable(bg, tr.ID, 5)
	if err != nil || len(ct.Rows) != 16 || len(ct.Rows[0].Rounds) != 5 {
		t.Fatalf("crosstable: %v %+v", err, ct)
	}
	ex, err := d.svc.Tournaments.ExplainTieBreak(bg, tr.ID, 5, 1, "BH")
	// round 5 is listed as a game: against an opponent named with his number
	if err != nil || !bytes.Contains([]byte(ex), []byte("Бухгольц")) || !regexp.MustCompile(`\nтур 5 — [^\n,]+ \(№\d+\) \d`).MatchString(ex) {
		t.Errorf("explain: %v\n%s", err, ex)
	}
	rounds := make([]model.RoundView, 5)
	for r := range rounds {
		rounds[r], _ = d.svc.Pairings.Round(bg, tr.ID, r+1)
	}
	d.reopen()
	st2, err := d.svc.Tournaments.Standings(bg, tr.ID, 0)
	if err != nil || !reflect.DeepEqual(st, st2) {
		t.Fatalf("standings after reopening differ: %v", err)
	}
	for r := range rounds {
		v, err := d.svc.Pairings.Round(bg, tr.ID, r+1)
		if err != nil || !reflect.DeepEqual(v, rounds[r]) {
			t.Fatalf("round %d after reopening differs: %v", r+1, err)
		}
	}
	rep, err := d.svc.Tournaments.FinishTournament(bg, tr.ID, false)
	if err != nil || len(rep.Diplomas) < 3 || rep.Diplomas[0].PlaceFrom != 1 {
		t.Fatalf("finish: %v %+v", err, rep.Diplomas)
	}
	ps, _ = d.svc.Tournaments.Participants(bg, tr.ID)
	if ps[0].Place == 0 || ps[0].Points == 0 {
		t.Errorf("final place not stored: %+v", ps[0].Entry)
	}
	if err := d.svc.Tournaments.SetResult(bg, tr.ID, 1, 1, "0-1", true); !model.IsKind(err, model.Conflict) {
		t.Errorf("a finished tournament took a correction: %v", err)
	}
	if err := d.svc.Tournaments.ReopenTournament(bg, tr.ID); err != nil {
		t.Fatal(err)
	}
	// the last round: in FIDE mode only the previous round can be
	// corrected for pairing (model/tournaments/fide_events.go, VCL4THP.13 Q189)
	if err := d.svc.Tournaments.SetResult(bg, tr.ID, len(rounds), 1, "0-1", true); err != nil {
		t.Errorf("a reopened tournament refused a correction: %v", err)
	}
	if ps, _ := d.svc.Tournaments.Participants(bg, tr.ID); ps[0].Place != 0 {
		t.Errorf("places kept after reopening: %+v", ps[0].Entry)
	}
	if err := d.svc.Tournaments.ReopenTournament(bg, tr.ID); !model.IsKind(err, model.Conflict) {
		t.Errorf("reopening an open tournament: %v", err)
	}
}

// The exported TRF reads back and swiss.Pair on it gives the pairing the
// Service made for the next round.
func TestExportTRFRoundTrip(t *testing.T) {
	d := newDayEnv(t)
	ids := d.players(11, true)
	tr := d.tournament(model.Tournament{Rounds: 5})
	d.register(tr.ID, ids)
	for r := 1; r <= 3; r++ {
		d.play(tr.ID, d.pair(tr.ID))
	}
	var buf bytes.Buffer
	if err := d.svc.TRF.Write(bg, tr.ID, &buf); err != nil {
		t.Fatal(err)
	}
	back, err := trf.Read(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatalf("export does not read back: %v\n%s", err, buf.String())
	}
	if back.TotalRounds != 5 || len(back.Players) != 11 || back.Rounds() != 3 {
		t.Fatalf("read back: XXR %d, %d players, %d rounds", back.TotalRounds, len(back.Players), back.Rounds())
	}
	want, err := swiss.Pair(back, 4)
	if err != nil {
		t.Fatal(err)
	}
	got := d.pair(tr.ID)
	if len(got.Boards) != len(want.Boards) || got.Bye == nil || got.Bye.StartNo != want.Bye {
		t.Fatalf("round 4: %d boards, bye %+v; engine %d boards, bye %d", len(got.Boards), got.Bye, len(want.Boards), want.Bye)
	}
	for i, b := range want.Boards {
		if got.Boards[i].White.StartNo != b.White || got.Boards[i].Black.StartNo != b.Black {
			t.Errorf("board %d: %d-%d, engine %d-%d", i+1, got.Boards[i].White.StartNo, got.Boards[i].Black.StartNo, b.White, b.Black)
		}
	}
}
