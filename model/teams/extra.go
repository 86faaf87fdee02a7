package teams

import (
	"context"

	"arbiter/engine/team"
	"arbiter/engine/tiebreak"
	"arbiter/model"
)

// CreateExtraMatch records the extra match for first place (seed 004 §3,
// §19: «Если команда выиграла все матчи и при этом заняла 2 место, то она
// имеет право на дополнительный матч за 1 место»): once every round is
// complete and the standings flag it, a match of the challenger (the
// first-named team: White on board 1) against the winner is stored after
// the last round. Its line-ups, board results and no-shows are entered as
// for a round, with the round ExtraRound; a challenger's win exchanges
// places 1 and 2 in the standings.
func (s *Service) CreateExtraMatch(ctx context.Context, id model.TournamentID) (Match, error) {
	const op = "CreateExtraMatch"
	var out Match
	err := s.st.TeamTx(ctx, func(tx Tx) error {
		e, err := loadOpen(ctx, tx, id, "CreateExtraMatch")
		if err != nil {
			return err
		}
		if e.extra != nil {
			return model.Errorf(model.Conflict, op, model.Msg("The extra match for first place is already set."), nil)
		}
		last := e.lastRound()
		if last < e.totalRounds() {
			return model.Errorf(model.Conflict, op, model.Msg("%d of %d rounds are paired: the extra match comes after the last round.", last, e.totalRounds()), nil)
		}
		if ok, err := e.roundComplete(last); err != nil {
			return err
		} else if !ok {
			return model.Errorf(model.Conflict, op, model.Msg("Round %d is not finished.", last), nil)
		}
		specs, _, err := team.ParseList(e.listOr(e.set.TieBreaks))
		if err != nil {
			return tieBreakError(op, err)
		}
		st, err := team.Rank(e.engine(), specs, team.Options{ExtraMatchRule: true})
		if err != nil {
			return err
		}
		if st.Extra == nil {
			return model.Errorf(model.Conflict, op, model.Msg("No extra match: the second-placed team did not win every match (or place 1 or 2 is shared)."), nil)
		}
		byNumber := map[int]TeamID{}
		for _, t := range e.teams {
			byNumber[t.Number] = t.ID
		}
		out = Match{Tournament: id, Round: last + 1, Home: byNumber[st.Extra.Challenger], Away: byNumber[st.Extra.Holder], Extra: true}
		ms := []Match{out}
		if err := tx.CreateMatches(ctx, ms); err != nil {
			return err
		}
		out = ms[0]
		return nil
	})
	return out, err
}

// TieBreakWarning is the warning for a team tie-break list that picks a
// Buchholz (BH:MP, BH:GP) for a round robin of the 2026 rules, which do
// not use Buchholz in round robins; empty otherwise. list "" is the
// default, which never warns.
func TieBreakWarning(t model.Tournament, list string) model.Text {
	if t.System == SystemSwiss || edition(t) != tiebreak.Edition2026 {
		return model.Text{}
	}
	specs, _, err := team.ParseList(list)
	if err != nil || list == "" {
		return model.Text{}
	}
	for _, sp := range specs {
		if sp.Buchholz() {
			return model.Msg("Tie-breaks: %s is a Buchholz, which the 2026 rules do not use in round robins (C.07); the round-robin default is %s.", sp.String(), team.DefaultPresetKey(true, tiebreak.Edition2026))
		}
	}
	return model.Text{}
}
