package tournaments_test

import (
	"strings"
	"testing"

	"arbiter/engine/season"
	"arbiter/model"
	"arbiter/model/seasons"
)

// A finished Golden Cup tournament of a season appears in the season's
// Golden Cup table with its places.
func TestFinishFeedsSeasonTables(t *testing.T) {
	d := newDayEnv(t)
	se, err := seasons.New(d.svc.App).CreateSeason(bg, 2026, "")
	if err != nil {
		t.Fatal(err)
	}
	ids := d.players(6, true)
	tr := d.tournament(model.Tournament{Name: "Золотий кубок, етап 1", SeasonID: se.ID, Cup: season.CupGold,
		Level: "3", Rounds: 3})
	d.register(tr.ID, ids)
	if _, err := d.svc.Tournaments.Standings(bg, tr.ID, 0); err != nil {
		t.Fatalf("standings before pairing: %v", err)
	}
	for r := 1; r <= 2; r++ {
		d.play(tr.ID, d.pair(tr.ID))
	}
	if _, err := d.svc.Tournaments.FinishTournament(bg, tr.ID, false); !model.IsKind(err, model.Conflict) {
		t.Fatalf("finishing after 2 of 3 rounds without confirmation: %v", err)
	}
	d.play(tr.ID, d.pair(tr.ID))
	rep, err := d.svc.Tournaments.FinishTournament(bg, tr.ID, false)
	if err != nil {
		t.Fatal(err)
	}
	v, err := seasons.New(d.svc.App).SeasonTables(bg, 2026)
	if err != nil {
		t.Fatal(err)
	}
	gold, err := v.Table("gold")
	if err != nil {
		t.Fatal(err)
	}
	winner := rep.Diplomas[0].Name
	if len(gold.Rows) != 6 || !strings.Contains(strings.Join(gold.Rows[0], " "), strings.Split(winner, " ")[0]) {
		t.Errorf("gold table after finishing (winner %s):\n%v", winner, gold.Rows)
	}
}

// A corrected result of round 1 changes the standings and the scores the
// pairing of round 3 reads.
func TestCorrectionFlowsIntoStandingsAndPairing(t *testing.T) {
	d := newDayEnv(t)
	ids := d.players(8, true)
	tr := d.tournament(model.Tournament{Rounds: 4})
	d.register(tr.ID, ids)
	r1 := d.pair(tr.ID)
	d.play(tr.ID, r1)
	d.play(tr.ID, d.pair(tr.ID))
	b := r1.Boards[0] // 1-0 by play()
	before, _ := d.svc.Tournaments.Standings(bg, tr.ID, 2)
	if err := d.svc.Tournaments.SetResult(bg, tr.ID, 1, 1, "0-1", true); err != nil {
		t.Fatal(err)
	}
	after, _ := d.svc.Tournaments.Standings(bg, tr.ID, 2)
	pts := func(v *model.StandingsView, no int) int {
		for _, r := range v.Rows {
			if r.StartNo == no {
				return r.Points
			}
		}
		return -1
	}
	if pts(after, b.White.StartNo) != pts(before, b.White.StartNo)-2 || pts(after, b.Black.StartNo) != pts(before, b.Black.StartNo)+2 {
		t.Errorf("standings did not follow the correction")
	}
	r3 := d.pair(tr.ID)
	for _, bd := range r3.Boards {
		for _, p := range []model.BoardPlayer{bd.White, bd.Black} {
			if p.Points != pts(after, p.StartNo) {
				t.Errorf("round 3 shows %d with %d half-points, standings %d", p.StartNo, p.Points, pts(after, p.StartNo))
			}
		}
	}
	audit, _ := d.svc.Tournaments.Audit(bg, tr.ID)
	if len(audit) != 1 || audit[0].Action != "correct-result" || !strings.Contains(audit[0].Detail, "1-0 → 0-1") {
		t.Errorf("audit: %+v", audit)
	}
}
