package teams

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"arbiter/engine/team"
	"arbiter/model"
)

// ErrClearsResults marks the Conflict of a line-up change that would clear
// results already typed on boards whose players change: SetLineup asks
// before it clears them (confirm), and keeps the result of every board
// whose two players stay.
var ErrClearsResults = errors.New("the line-up change clears typed results")

// clearedBoards are the boards (from 1) that had a result in old and have
// none in the new boards.
func clearedBoards(old, boards []Board) []int {
	var out []int
	for i, b := range old {
		if b.Result != team.NoResult && i < len(boards) && boards[i].Result == team.NoResult {
			out = append(out, i+1)
		}
	}
	return out
}

func boardList(boards []int) string {
	s := make([]string, len(boards))
	for i, b := range boards {
		s[i] = strconv.Itoa(b)
	}
	return strings.Join(s, ", ")
}

// clearsErr is the question asked before a line-up change clears the
// results of boards; nil when there are none or the director confirmed.
// With a breach of the composition rules (rules, not nil) both are asked
// at once, so one confirmation never stands for something not asked.
func clearsErr(op, tm string, boards []int, rules error, confirm bool) error {
	var me *model.Error
	switch {
	case rules != nil && len(boards) > 0 && errors.As(rules, &me):
		return model.Errorf(model.Conflict, op, model.Msg("%s Saving it also clears the results typed on boards %s, whose players change.", me.Msg, boardList(boards)), ErrRules)
	case rules != nil:
		return rules
	case len(boards) == 0 || confirm:
		return nil
	}
	return model.Errorf(model.Conflict, op, model.Msg("The new line-up of team %q puts other players on boards %s, which have results; saving it clears them. Confirm to save the line-up and clear those results.", tm, boardList(boards)), ErrClearsResults)
}

// Pending is a line-up shown on the screen but not stored yet: the
// declared order pre-filled after pairing, or one the director changed
// without saving.
type Pending struct {
	Team    TeamID
	Players []model.PlayerID
}

// SetResultWithLineups stores the pending line-ups of a match and then a
// board result, in one transaction: a result typed on a match whose
// line-ups were only shown (pre-filled after pairing) saves them with
// it, so the result is never refused for a line-up the screen showed,
// nor lost. Each line-up is checked as SetLineup checks it (a breach of
// the composition rules or a change that clears typed results is a
// Conflict unless confirm); then the result as SetResult.
func (s *Service) SetResultWithLineups(ctx context.Context, id model.TournamentID, round int, tid TeamID, board int, code string, pending []Pending, confirm bool) error {
	return s.st.TeamTx(ctx, func(tx Tx) error {
		for _, p := range pending {
			if err := setLineup(ctx, tx, id, round, p.Team, p.Players, confirm); err != nil {
				return err
			}
		}
		return setResult(ctx, tx, id, round, tid, board, code)
	})
}

// SetLineup sets team tid's line-up for a round (players in board order).
// It is checked against the declared order: a substitute plays at his
// declared place and moves the players below him down a board. A board
// whose players stay keeps its result; one whose players change loses it,
// and that is a Conflict (ErrClearsResults) naming the boards unless
// confirm. A line-up with more boys or girls than the rules allow is a
// Conflict (ErrRules) unless confirm (asked together with the results).
// The registry records of the team's members are read in one query
// (Tx.TeamPlayers), for the rules and the messages.
func (s *Service) SetLineup(ctx context.Context, id model.TournamentID, round int, tid TeamID, players []model.PlayerID, confirm bool) error {
	return s.st.TeamTx(ctx, func(tx Tx) error { return setLineup(ctx, tx, id, round, tid, players, confirm) })
}

// setLineup is SetLineup inside a transaction.
func setLineup(ctx context.Context, tx Tx, id model.TournamentID, round int, tid TeamID, players []model.PlayerID, confirm bool) error {
	const op = "SetLineup"
	e, tm, m, home, err := loadMatch(ctx, tx, id, round, tid)
	if err != nil {
		return err
	}
	if m.Away == 0 {
		return bad(op, model.Msg("Team %q has the bye in round %d: no line-up is needed.", tm.Name, round))
	}
	members, err := teamPlayers(ctx, tx, tm.ID)
	if err != nil {
		return err
	}
	if err := team.ValidateLineup(roster(tm), engineIDs(players), e.set.Scoring); err != nil {
		return lineupErr(op, tm, members, err)
	}
	rules := rulesErr(op, tm.Name, lineupBreaches(e.set.Rules, players, members), confirm)
	n := e.set.Scoring.Boards
	bs := make([]Board, n)
	copy(bs, m.Boards)
	for i := range bs {
		var p model.PlayerID
		if i < len(players) {
			p = players[i]
		}
		old := bs[i].Away
		if home {
			old = bs[i].Home
			bs[i].Home = p
		} else {
			bs[i].Away = p
		}
		if old != p || bs[i].Home == 0 || bs[i].Away == 0 {
			bs[i].Result = team.NoResult
		}
	}
	if err := clearsErr(op, tm.Name, clearedBoards(m.Boards, bs), rules, confirm); err != nil {
		return err
	}
	m.Boards = bs
	if home {
		m.HomeStatus = team.Present
	} else {
		m.AwayStatus = team.Present
	}
	return tx.SaveMatch(ctx, *m)
}

// lineupErr words a line-up error with the players' names (members: the
// team's players by ID; a player outside the team is named by his ID).
func lineupErr(op string, tm *Team, members map[model.PlayerID]model.Player, err error) error {
	var le *team.LineupError
	if !errors.As(err, &le) {
		return err
	}
	name := func(id int) string {
		if p, ok := members[model.PlayerID(id)]; ok {
			return p.FullName()
		}
		return fmt.Sprintf("№%d", id)
	}
	switch le.Kind {
	case team.NotInTeam:
		return bad(op, model.Msg("%s (board %d) is not in team %q.", name(le.Player), le.Board, tm.Name))
	case team.Twice:
		return bad(op, model.Msg("%s is in the line-up twice (again on board %d).", name(le.Player), le.Board))
	case team.OutOfOrder:
		return bad(op, model.Msg("%s on board %d is out of place: the team's list puts him below %s. The board order must follow the list (a substitute shifts the boards).", name(le.Player), le.Board, name(le.Other)))
	case team.TooFew:
		return bad(op, model.Msg("%d players; a team with fewer than %d is not admitted to the round (mark it as not come).", le.Count, le.Limit))
	case team.TooMany:
		return bad(op, model.Msg("%d players for %d boards.", le.Count, le.Limit))
	}
	return err
}

// SetResult types a board result of a team's match in a round, from
// White's side, in the vocabulary of individual results (ParseBoardResult:
// 1 = white wins, = draw, 0 black wins, + - forfeits, * double forfeit,
// also 1-0, 1/2, +/- …; "" clears).
func (s *Service) SetResult(ctx context.Context, id model.TournamentID, round int, tid TeamID, board int, code string) error {
	return s.st.TeamTx(ctx, func(tx Tx) error { return setResult(ctx, tx, id, round, tid, board, code) })
}

// setResult is SetResult inside a transaction.
func setResult(ctx context.Context, tx Tx, id model.TournamentID, round int, tid TeamID, board int, code string) error {
	const op = "SetBoardResult"
	r, ok := ParseBoardResult(code)
	if !ok {
		return bad(op, model.Msg("Result %q: use 1, =, 0, +, - or *.", code))
	}
	e, tm, m, _, err := loadMatch(ctx, tx, id, round, tid)
	if err != nil {
		return err
	}
	if board < 1 || board > e.set.Scoring.Boards || board > len(m.Boards) || m.Boards[board-1].Home == 0 || m.Boards[board-1].Away == 0 {
		return bad(op, model.Msg("Board %d of team %q's match in round %d has no game (no player on one or both sides).", board, tm.Name, round))
	}
	m.Boards[board-1].Result = r
	return tx.SaveMatch(ctx, *m)
}

// SetStatus marks team tid as not come (noShow) or present in a round.
func (s *Service) SetStatus(ctx context.Context, id model.TournamentID, round int, tid TeamID, noShow bool) error {
	return s.st.TeamTx(ctx, func(tx Tx) error {
		_, _, m, home, err := loadMatch(ctx, tx, id, round, tid)
		if err != nil {
			return err
		}
		st := team.Present
		if noShow {
			st = team.NoShow
		}
		if home {
			m.HomeStatus = st
		} else {
			m.AwayStatus = st
		}
		return tx.SaveMatch(ctx, *m)
	})
}
