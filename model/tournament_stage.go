package model

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"arbiter/engine/qualify"
)

// checkStage checks a stage link's own fields: a rule that parses, a
// non-negative number of places, sources without repeats, and no rule
// without sources (nor sources without a rule).
func checkStage(op string, t *Tournament) error {
	st := t.Stage
	from, ok := st.Sources()
	if !ok {
		return invalid(op, fmt.Sprintf("Попередні етапи «%s»: номери турнірів через кому, наприклад 1,2.", st.From),
			fmt.Sprintf("Previous stages %q: tournament IDs separated by commas, e.g. 1,2.", st.From))
	}
	if len(from) == 0 && st.Qualify == "" && st.Places == 0 {
		t.Stage = StageLink{}
		return nil
	}
	if len(from) == 0 {
		return invalid(op, "Правило відбору задано, але не вказано, після яких турнірів цей етап: вкажіть попередні етапи.",
			"A qualification rule is set but no previous stage: give the tournaments this stage follows.")
	}
	if st.Places < 0 {
		return invalid(op, "Кількість місць етапу не може бути від'ємною (0 — без обмеження).", "The stage's places cannot be negative (0: no limit).")
	}
	seen := map[TournamentID]bool{}
	var norm []string
	for _, id := range from {
		norm = append(norm, fmt.Sprint(id))
		if seen[id] || id <= 0 || id == t.ID {
			return invalid(op, fmt.Sprintf("Попередній етап № %d указано двічі, неправильно або це сам турнір.", id),
				fmt.Sprintf("Previous stage no. %d is repeated, not valid or the tournament itself.", id))
		}
		seen[id] = true
	}
	r, err := qualify.Parse(st.Qualify)
	if err != nil {
		return invalid(op, QualifyRuleHelp(st.Qualify, err), fmt.Sprintf("Qualification rule %q cannot be read: %v. Parts top:N, score:X, rating:R, invite:ID,…, joined by +.", st.Qualify, err))
	}
	t.Stage.Qualify, t.Stage.From = r.String(), strings.Join(norm, ",")
	return nil
}

// QualifyRuleHelp is the Ukrainian message for a qualification rule that
// cannot be read.
func QualifyRuleHelp(rule string, err error) string {
	var se *qualify.SyntaxError
	what := "правило порожнє"
	if errors.As(err, &se) {
		what = fmt.Sprintf("частину «%s» не прочитано", se.Part)
	}
	return fmt.Sprintf("Правило відбору «%s»: %s. Частини: top:N (перші N місць кожного попереднього етапу), score:X (X очок і більше, 4.5 — чотири з половиною), "+
		"rating:R (рейтинг R і вище), invite:№,№ (запрошені гравці реєстру); кілька частин — через «+».", rule, what)
}

// checkStageSources checks that every source of a stage exists.
func (s *Tournaments) checkStageSources(ctx context.Context, op string, t Tournament) error {
	from, _ := t.Stage.Sources()
	for _, id := range from {
		if _, err := s.store.Tournament(ctx, id); err != nil {
			if IsKind(err, NotFound) {
				return invalid(op, fmt.Sprintf("Попереднього етапу — турніру № %d — немає.", id), fmt.Sprintf("There is no tournament no. %d to follow.", id))
			}
			return err
		}
	}
	return nil
}
