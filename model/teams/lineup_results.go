package teams

import (
	"context"
	"errors"
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
