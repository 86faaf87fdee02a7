package closing

import (
	"context"
	"strings"

	"arbiter/engine/norm"
	"arbiter/model"
)

// NoCategory is a judge without a judging category.
const NoCategory = 4

// maxJudges bounds a panel: far more than any event of the seeds has.
const maxJudges = 30

// CategoryName is a category as the panel list shows it, in lang.
func CategoryName(c int, lang model.Lang) string { return categoryName(c).In(lang) }

func categoryName(c int) model.Text {
	switch c {
	case norm.JudgeNational:
		return model.Msg("national (a judging category)")
	case norm.JudgeFirst:
		return model.Msg("1st category (of a judge)")
	case norm.JudgeSecond:
		return model.Msg("2nd category (of a judge)")
	case norm.JudgeThird:
		return model.Msg("3rd category (of a judge)")
	}
	return model.Msg("no category (of a judge)")
}

// ParseCategory reads a judge's category as the CLI and the GUI write it:
// НК or national, 1, 2, 3 (also I, II, III), and "-" or "" for none.
func ParseCategory(s string) (int, bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "нк", "national", "n", "н", "національна", "0":
		return norm.JudgeNational, true
	case "1", "i", "і":
		return norm.JudgeFirst, true
	case "2", "ii", "іі":
		return norm.JudgeSecond, true
	case "3", "iii", "ііі":
		return norm.JudgeThird, true
	case "", "-", "—", "none", "без":
		return NoCategory, true
	}
	return 0, false
}

// Panel returns the tournament's judging panel in the order it was given
// (nil when none is recorded). Errors: NotFound.
func (s *Service) Panel(ctx context.Context, id model.TournamentID) ([]Judge, error) {
	var out []Judge
	err := s.st.ClosingTx(ctx, func(tx Tx) error {
		if _, err := tx.Model().Tournament(ctx, id); err != nil {
			return err
		}
		var err error
		out, err = tx.Panel(ctx, id)
		return err
	})
	return out, err
}

// SetPanel replaces the tournament's judging panel in one transaction; an
// empty list removes it. The panel decides whether the norms count (ЄСКУ,
// norms.md §1.1), so it cannot change once the tournament is finished and
// its norms recorded: reopen, change, finish again. Errors: Invalid (a
// judge without a name, an unknown category, too many judges), NotFound,
// Conflict (finished).
func (s *Service) SetPanel(ctx context.Context, id model.TournamentID, js []Judge) error {
	const op = "SetPanel"
	if len(js) > maxJudges {
		return bad(op, model.Msg("The panel has %d judges; %d at most.", len(js), maxJudges))
	}
	clean := make([]Judge, len(js))
	for i, j := range js {
		j.Name, j.Role = strings.TrimSpace(j.Name), strings.TrimSpace(j.Role)
		switch {
		case j.Name == "":
			return bad(op, model.Msg("Judge %d: give the name.", i+1))
		case j.Category < norm.JudgeNational || j.Category > NoCategory:
			return bad(op, model.Msg("Judge %d (%s): unknown category; possible: НК (national), 1, 2, 3 or \"-\".", i+1, j.Name))
		}
		if err := model.CheckText(op, model.Msg("Judge %d's name", i+1), j.Name); err != nil {
			return err
		}
		if err := model.CheckText(op, model.Msg("Judge %d's role", i+1), j.Role); err != nil {
			return err
		}
		clean[i] = j
	}
	return s.st.ClosingTx(ctx, func(tx Tx) error {
		t, err := tx.Model().Tournament(ctx, id)
		if err != nil {
			return err
		}
		if t.Finished {
			return model.Errorf(model.Conflict, op, model.Msg("The tournament is finished and its norms recorded: reopen it to change the judging panel."), nil)
		}
		return tx.SetPanel(ctx, id, clean)
	})
}

// enginePanel is the panel in engine/norm's terms, nil when none is
// recorded (then the ЄСКУ rule is not checked and the report says so).
func enginePanel(js []Judge) *norm.Panel {
	if len(js) == 0 {
		return nil
	}
	p := &norm.Panel{}
	for _, j := range js {
		p.Judges = append(p.Judges, j.Category)
	}
	return p
}
