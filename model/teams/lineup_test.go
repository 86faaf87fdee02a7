package teams_test

import (
	"slices"
	"testing"

	"arbiter/model"
	"arbiter/model/teams"
)

// TestLineupHelpers: the line-up as player IDs. The team declares 11, 12,
// 13 as main players and 14, 15 as substitutes; four boards.
func TestLineupHelpers(t *testing.T) {
	tm := teams.Team{Number: 1, Name: "A", Members: []teams.Member{{Player: 11}, {Player: 12}, {Player: 13}, {Player: 14, Substitute: true}, {Player: 15, Substitute: true}}}
	ids := func(ps ...model.PlayerID) []model.PlayerID { return ps }
	for _, c := range []struct {
		name string
		got  []model.PlayerID
		want []model.PlayerID
	}{
		// the three main players: fewer than the four boards
		{"default", tm.DefaultLineup(4), ids(11, 12, 13)},
		// two boards: the first two main players
		{"default on 2 boards", tm.DefaultLineup(2), ids(11, 12)},
		// 12 out: 13 moves up to board 2
		{"without", teams.Without(ids(11, 12, 13), 12), ids(11, 13)},
		{"without a player not in it", teams.Without(ids(11, 13), 12), ids(11, 13)},
		// 12 back in at his declared place, between 11 and 13
		{"substitute in place", tm.Substitute(ids(11, 13), 12, 4), ids(11, 12, 13)},
		// 14 after 13, the fourth board
		{"substitute at the end", tm.Substitute(ids(11, 12, 13), 14, 4), ids(11, 12, 13, 14)},
		// three boards full: 14 goes below 13, and the line-up is cut to 3
		// boards, so 14 himself leaves again
		{"substitute on full boards", tm.Substitute(ids(11, 12, 13), 14, 3), ids(11, 12, 13)},
		// 12 on three full boards with 13, 14: 12 goes on board 2, 14 leaves
		{"substitute pushes the last out", tm.Substitute(ids(11, 13, 14), 12, 3), ids(11, 12, 13)},
		{"not a member", tm.Substitute(ids(11), 99, 4), ids(11)},
		{"already in", tm.Substitute(ids(11, 12), 12, 4), ids(11, 12)},
	} {
		if !slices.Equal(c.got, c.want) {
			t.Errorf("%s: %v, want %v", c.name, c.got, c.want)
		}
	}
	m := teams.Match{Home: 1, Away: 2, Boards: []teams.Board{{Home: 11, Away: 21}, {Home: 13, Away: 0}, {Home: 0, Away: 23}}}
	if got := m.Lineup(true); !slices.Equal(got, ids(11, 13)) {
		t.Errorf("home line-up %v, want [11 13]", got)
	}
	if got := m.Lineup(false); !slices.Equal(got, ids(21, 23)) {
		t.Errorf("away line-up %v, want [21 23]", got)
	}
	if got := (teams.Match{}).Lineup(true); got != nil {
		t.Errorf("no boards: %v, want nil", got)
	}
}
