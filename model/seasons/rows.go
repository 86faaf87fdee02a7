package seasons

import (
	"fmt"
	"strings"

	"arbiter/engine/halfpoint"
	"arbiter/engine/season"
	"arbiter/model"
)

// TableNames are the tables View.Table knows, in display order.
var TableNames = []string{"gold", "silver", "clubs", "coaches", "awards"}

// Table is one season table as text: the header (the column names of
// the issue-5 TSV), one row per entry in rank order with numbers written
// exactly (decimal point, no trailing zeros) and shared places as "3-4",
// and for each row the lines that explain it (which results counted, with
// K_b, K_v, K_a and weighted values; which players counted for a club).
type Table struct {
	Header  []string
	Rows    [][]string
	Details [][]string // Details[i] explains Rows[i]; may be empty
}

// Table returns the named table (gold, silver, clubs, coaches, awards), or
// an Invalid error naming the possible tables.
func (v *View) Table(name string) (Table, error) {
	switch name {
	case "gold":
		return v.cupTable(v.Tables.Gold, "w", len(v.Tables.Rules.GoldKa), func(t season.Term) string { return season.FormatDec(t.W) }, true), nil
	case "silver":
		return v.cupTable(v.Tables.Silver, "p", len(v.Tables.Rules.SilverKa), func(t season.Term) string { return points(t.Points) }, false), nil
	case "clubs":
		return v.teamTable(v.Tables.Clubs), nil
	case "coaches":
		return v.teamTable(v.Tables.Coaches), nil
	case "awards":
		return v.awardTable(), nil
	}
	return Table{}, model.Errorf(model.Invalid, "View.Table", model.Msg("There is no table %q; possible: %s.", name, strings.Join(TableNames, ", ")), nil)
}

// points writes half-points as an exact decimal: 5 → "2.5" (halfpoint.Decimal).
func points(half int) string { return halfpoint.Decimal(half) }

func (v *View) cupTable(rows []season.Row, prefix string, n int, cell func(season.Term) string, gold bool) Table {
	t := Table{Header: []string{"place", "surname", "name", "birth_date", "total"}}
	for i := 1; i <= n; i++ {
		t.Header = append(t.Header, fmt.Sprintf("%s%d", prefix, i))
	}
	for _, r := range rows {
		birth := ""
		if !r.Player.Birth.IsZero() {
			birth = model.DateOf(r.Player.Birth).String()
		}
		line := []string{r.Place.String(), r.Player.Surname, r.Player.Name, birth, season.FormatDec(r.Total)}
		counted := r.Counted()
		for i := range n {
			c := ""
			if i < len(counted) {
				c = cell(counted[i])
			}
			line = append(line, c)
		}
		t.Rows = append(t.Rows, line)
		t.Details = append(t.Details, v.termDetails(r, gold))
	}
	return t
}

// termDetails explains a cup row: every result, counted or not (the Silver
// Cup has no K_b and K_v).
func (v *View) termDetails(r season.Row, gold bool) []string {
	names := map[int64]model.Tournament{}
	for _, t := range v.Tournaments {
		names[int64(t.ID)] = t
	}
	var out []string
	for _, term := range r.Terms {
		t := names[term.Tournament]
		s := fmt.Sprintf("%s %s: P %s", t.StartDate.Display(), t.Name, points(term.Points))
		if gold {
			s += fmt.Sprintf(" × K_b %s × K_v %s = %s", season.FormatDec(term.Kb), season.FormatDec(term.Kv), season.FormatDec(term.W))
		}
		if term.Counted {
			s += fmt.Sprintf("; K_a%d %s → %s", term.Rank, season.FormatDec(term.Ka), season.FormatDec(term.Weighted))
		} else {
			s += v.lang.Tr("; not counted")
		}
		out = append(out, s)
	}
	if r.Warning != "" {
		out = append(out, "! "+v.seasonWarning(r.Warning)) // season_warnings.go
	}
	return out
}

func (v *View) teamTable(rows []season.TeamRow) Table {
	t := Table{Header: []string{"place", "name", "settlement", "total"}}
	for _, r := range rows {
		t.Rows = append(t.Rows, []string{r.Place.String(), r.Team.Name, r.Team.Settlement, season.FormatDec(r.Total)})
		var d []string
		for _, m := range r.Members {
			p := v.Players[model.PlayerID(m.Player)]
			s := fmt.Sprintf("%s: R %s", p.ShortName(), season.FormatDec(m.R))
			if m.Counted {
				s += fmt.Sprintf(" × K %s = %s", season.FormatDec(m.K), season.FormatDec(m.Weighted))
			} else {
				s += v.lang.Tr("; not counted")
			}
			d = append(d, s)
		}
		t.Details = append(t.Details, d)
	}
	return t
}

func (v *View) awardTable() Table {
	t := Table{Header: []string{"award", "category", "place", "winner", "total"}}
	for _, a := range v.Tables.Awards {
		if a.Prize == season.PrizeNone {
			t.Rows = append(t.Rows, []string{string(a.Prize), a.Category, "", NotAwardedLabel(v.lang, a.Reason), ""})
			t.Details = append(t.Details, nil)
			continue
		}
		t.Rows = append(t.Rows, []string{string(a.Prize), a.Category, a.Place.String(), a.Winner, season.FormatDec(a.Total)})
		var d []string
		if a.Place.Shared() {
			d = append(d, v.lang.Tr("shared place"))
		}
		t.Details = append(t.Details, d)
	}
	return t
}

// ConflictLines lists the players who declared different clubs or coaches
// during the season; the last declaration counts (docs/season.md).
func (v *View) ConflictLines() []string {
	var out []string
	for _, c := range v.Tables.Conflicts {
		p := v.Players[model.PlayerID(c.Player)]
		var parts []string
		if len(c.Clubs) > 1 {
			var names []string
			for _, id := range c.Clubs {
				names = append(names, v.Clubs[model.ClubID(id)].Name)
			}
			parts = append(parts, v.lang.Tr("clubs: ")+strings.Join(names, " → "))
		}
		if len(c.Coaches) > 1 {
			var names []string
			for _, id := range c.Coaches {
				names = append(names, v.Coaches[model.CoachID(id)].Name)
			}
			parts = append(parts, v.lang.Tr("coaches: ")+strings.Join(names, " → "))
		}
		out = append(out, p.ShortName()+": "+strings.Join(parts, "; ")+
			v.lang.Tr(" (the last counts)"))
	}
	return out
}
