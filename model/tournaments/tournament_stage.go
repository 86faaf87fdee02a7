package tournaments

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"arbiter/engine/qualify"
	"arbiter/model"
)

// checkStage checks a stage link's own fields: a rule that parses, a
// non-negative number of places, sources without repeats, and no rule
// without sources (nor sources without a rule).
func checkStage(op string, t *model.Tournament) error {
	st := t.Stage
	from, ok := st.Sources()
	if !ok {
		return invalid(op, model.Msg("Previous stages %q: tournament IDs separated by commas, e.g. 1,2.", st.From))
	}
	if len(from) == 0 && st.Qualify == "" && st.Places == 0 {
		t.Stage = model.StageLink{}
		return nil
	}
	if len(from) == 0 {
		return invalid(op, model.Msg("A qualification rule is set but no previous stage: give the tournaments this stage follows."))
	}
	if st.Places < 0 {
		return invalid(op, model.Msg("The stage's places cannot be negative (0: no limit)."))
	}
	seen := map[model.TournamentID]bool{}
	var norm []string
	for _, id := range from {
		norm = append(norm, fmt.Sprint(id))
		if seen[id] || id <= 0 || id == t.ID {
			return invalid(op, model.Msg("Previous stage no. %d is repeated, not valid or the tournament itself.", id))
		}
		seen[id] = true
	}
	r, err := qualify.Parse(st.Qualify)
	if err != nil {
		return invalid(op, QualifyRuleHelp(st.Qualify, err))
	}
	if err := CheckPerSource(op, r, from); err != nil {
		return err
	}
	t.Stage.Qualify, t.Stage.From = r.String(), strings.Join(norm, ",")
	return nil
}

// CheckStageLink checks a stage link's own fields as CreateTournament does
// and normalises them, for a service that creates tournaments of its own
// (model/teams: a team round robin after a team Swiss, seed 004 §19).
func CheckStageLink(op string, t *model.Tournament) error { return checkStage(op, t) }

// CheckPerSource checks a rule's per-source parts (a quota or a threshold
// per semifinal, "top:5=3,6=2") against the stage's sources: each names
// only sources of the stage, and every one of them (a source left out
// would qualify nobody by that part without a word; 0 says so on purpose).
func CheckPerSource(op string, r qualify.Rule, from []model.TournamentID) error {
	for _, part := range []struct {
		name string
		l    []qualify.PerSource
	}{{"top", r.TopBy}, {"score", r.ScoreBy}} {
		if len(part.l) == 0 {
			continue
		}
		named := map[model.TournamentID]bool{}
		for _, p := range part.l {
			id := model.TournamentID(p.Key)
			if !slices.Contains(from, id) {
				return invalid(op, model.Msg("Qualification rule: %s:…%d=… names tournament no. %d but the previous stages are %s. Use their numbers, e.g. %s.", part.name, p.Key, p.Key, idList(from), perSourceExample(part.name, from)))
			}
			named[id] = true
		}
		for _, id := range from {
			if !named[id] {
				return invalid(op, model.Msg("Qualification rule: %s:… leaves out previous stage no. %d. Give every stage a value (%d=0 when it qualifies nobody that way), e.g. %s.", part.name, id, id, perSourceExample(part.name, from)))
			}
		}
	}
	return nil
}

func idList(ids []model.TournamentID) string {
	fs := make([]string, len(ids))
	for i, id := range ids {
		fs[i] = fmt.Sprint(id)
	}
	return strings.Join(fs, ", ")
}

// perSourceExample is a per-source part for the sources from: "top:5=3,6=2".
func perSourceExample(name string, from []model.TournamentID) string {
	fs := make([]string, len(from))
	for i, id := range from {
		v := 3 - i%2
		if name == "score" {
			fs[i] = fmt.Sprintf("%d=%d", id, 5-i%2)
			continue
		}
		fs[i] = fmt.Sprintf("%d=%d", id, v)
	}
	return name + ":" + strings.Join(fs, ",")
}

// QualifyRuleHelp is the message for a qualification rule that cannot be
// read: what cannot be read (from the *qualify.SyntaxError's part, never
// the engine's text) and how the rule is written.
func QualifyRuleHelp(rule string, err error) model.Text {
	var se *qualify.SyntaxError
	what := model.Msg("the rule is empty")
	if errors.As(err, &se) {
		what = model.Msg("part %q cannot be read", se.Part)
	}
	return model.Msg("Qualification rule %q: %s. Parts top:N or top:ID=N,ID=N, score:X or score:ID=X,ID=X, rating:R, best:N@YYYY-MM, invite:ID,…, joined by +.", rule, what)
}

// checkStageSources checks that every source of a stage exists.
func (s *Service) checkStageSources(ctx context.Context, op string, t model.Tournament) error {
	from, _ := t.Stage.Sources()
	for _, id := range from {
		if _, err := s.store.Tournament(ctx, id); err != nil {
			if model.IsKind(err, model.NotFound) {
				return invalid(op, model.Msg("There is no tournament no. %d to follow.", id))
			}
			return err
		}
	}
	return nil
}
