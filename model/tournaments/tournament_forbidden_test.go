package tournaments_test

import (
	"testing"

	"arbiter/model"
	"arbiter/model/registry"
)

// Forbidden pairs (relatives) and same-club avoidance in the first rounds
// keep those players apart; later rounds may pair club-mates again.
func TestForbiddenPairsAndSameClub(t *testing.T) {
	d := newDayEnv(t)
	ids := d.players(8, true)
	var clubs []model.ClubID
	for _, name := range []string{"Каїса", "Дебют"} {
		c, err := registry.New(d.svc.App).CreateClub(bg, model.Club{Name: name})
		if err != nil {
			t.Fatal(err)
		}
		clubs = append(clubs, c.ID)
	}
	tr := d.tournament(model.Tournament{Rounds: 3, SameClubRounds: 1})
	club := map[int]model.ClubID{}
	for i, id := range ids {
		// start numbers 1 and 5 would meet in round 1: give them one club
		c := clubs[map[bool]int{true: 0, false: 1}[i%4 == 0 || i%4 == 3]]
		if _, err := d.svc.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: id, ClubID: c}); err != nil {
			t.Fatal(err)
		}
		club[i+1] = c
	}
	// relatives: 2 and 6 would meet in round 1 as well
	if err := d.svc.Pairings.SetForbiddenPairs(bg, tr.ID, [][2]model.PlayerID{{ids[1], ids[5]}}); err != nil {
		t.Fatal(err)
	}
	v := d.pair(tr.ID)
	for _, b := range v.Boards {
		w, bl := b.White.StartNo, b.Black.StartNo
		if club[w] == club[bl] {
			t.Errorf("round 1 pairs club-mates %d and %d", w, bl)
		}
		if (w == 2 && bl == 6) || (w == 6 && bl == 2) {
			t.Error("round 1 pairs the forbidden pair 2–6")
		}
	}
	tt, err := d.svc.TRF.Export(bg, tr.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(tt.ForbiddenPairs) != 1 || tt.ForbiddenPairs[0][0] != 2 || tt.ForbiddenPairs[0][1] != 6 {
		t.Errorf("exported XXP: %v (the same-club rule is a pairing option, not exported)", tt.ForbiddenPairs)
	}
}
