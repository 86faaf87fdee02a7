package teams

import (
	"context"
	"fmt"
	"strings"

	"arbiter/engine/team"
	"arbiter/model"
)

// DefaultRankingSize is the team size of seed 004 §2 («Состав команды 3
// человека»), used until the director sets another.
const DefaultRankingSize = 3

// RankingRow is one team of the team ranking of an individual tournament
// (seed 004 §2): a team is a declared club, its score the points of its
// best Size players.
type RankingRow struct {
	Place, Last int                  // a shared place runs from Place to Last
	Team        string               // the declared club
	Points      int                  // half-points
	Members     []model.StandingsRow // the counted players, best placed first
}

// PlaceText is "3", or "3-4" for a shared place.
func (r RankingRow) PlaceText() string {
	if r.Last > r.Place {
		return fmt.Sprintf("%d-%d", r.Place, r.Last)
	}
	return fmt.Sprint(r.Place)
}

// MembersText is the counted players as the ranking lists them on the
// screen, the terminal and paper: «Бойко Дмитро (1), Грабовська Христина
// (2–3)».
func (r RankingRow) MembersText() string {
	ms := make([]string, len(r.Members))
	for i, m := range r.Members {
		ms[i] = fmt.Sprintf("%s (%s)", m.Name, m.Place)
	}
	return strings.Join(ms, ", ")
}

// Ranking is the §2 team ranking of an individual tournament's standings
// («Победители в командном зачете … определяются по сумме очков,
// набранных участниками команды … При равенстве очков предпочтение
// отдается команде, участник которой занял более высокое место в
// турнире»): players are grouped by their declared club (a player without
// one plays «только в личном зачете»), each team scores the points of its
// best size players (0 = all), and a tie goes to the team whose best
// player placed higher, then its second best (engine/team.
// IndividualRanking). The members of one team are kept apart in the
// pairing by the tournament's same-club rule (model.Tournament.
// SameClubRounds = the number of rounds).
func Ranking(v model.StandingsView, size int) []RankingRow {
	var clubs []string
	idx := map[string]int{}
	var ms []team.Member
	for i, r := range v.Rows {
		if r.Club == "" {
			continue
		}
		k, ok := idx[r.Club]
		if !ok {
			k = len(clubs) + 1
			idx[r.Club] = k
			clubs = append(clubs, r.Club)
		}
		ms = append(ms, team.Member{Player: i, Team: k, Points: r.Points, Place: r.PlaceFrom})
	}
	var out []RankingRow
	for _, ir := range team.IndividualRanking(ms, size) {
		row := RankingRow{Place: ir.Place, Last: ir.Last, Team: clubs[ir.Team-1], Points: ir.Points}
		for _, i := range ir.Members {
			row.Members = append(row.Members, v.Rows[i])
		}
		out = append(out, row)
	}
	return out
}

// RankingSize is how many players of each team count in tournament id's
// team ranking (DefaultRankingSize until set).
func (s *Service) RankingSize(ctx context.Context, id model.TournamentID) (int, error) {
	n := DefaultRankingSize
	err := s.st.TeamTx(ctx, func(tx Tx) error {
		v, err := tx.RankingSize(ctx, id)
		if model.IsKind(err, model.NotFound) {
			return nil
		}
		n = v
		return err
	})
	return n, err
}

// SetRankingSize sets how many players of each team count (0 = all).
func (s *Service) SetRankingSize(ctx context.Context, id model.TournamentID, size int) error {
	if size < 0 || size > 50 {
		return bad("SetRankingSize", model.Msg("The team ranking counts 1 to 50 players (0: all), not %d.", size))
	}
	return s.st.TeamTx(ctx, func(tx Tx) error {
		t, err := tx.Tournament(ctx, id)
		if err != nil {
			return err
		}
		if IsTeamSystem(t.System) {
			return bad("SetRankingSize", model.Msg("This is a team tournament: the team ranking of an individual tournament does not apply."))
		}
		return tx.SaveRankingSize(ctx, id, size)
	})
}
