package season

import (
	"fmt"
	"math/big"
	"sort"
)

// Compute builds every table of the season. It fails only on an input that
// contradicts itself (unknown tournament or player of a result, invalid
// rules); data problems such as a missing birth date become warnings.
func Compute(in Input) (*Tables, error) {
	if err := in.Rules.Validate(); err != nil {
		return nil, err
	}
	x, err := index(in)
	if err != nil {
		return nil, err
	}
	t := &Tables{Year: in.Year, Rules: in.Rules}
	t.Gold, t.Warnings = goldTable(&in.Rules, x)
	t.Silver = silverTable(&in.Rules, x)
	t.R = rValues(t.Gold, t.Silver)
	decl, conflicts := Declarations(in.Tournaments, in.Results)
	t.Conflicts = conflicts
	t.Clubs = teamTable(in.Rules.TeamK, in.Clubs, decl, t.R, func(d Declaration) int64 { return d.Club })
	t.Coaches = teamTable(in.Rules.TeamK, in.Coaches, decl, t.R, func(d Declaration) int64 { return d.Coach })
	t.Awards = awards(in, x, t, decl)
	return t, nil
}

func goldTable(r *Rules, x *indexed) ([]Row, []string) {
	var rows []Row
	var warns []string
	for pid, res := range x.byCup[CupGold] {
		p := x.players[pid]
		terms := make([]Term, 0, len(res))
		bad := false
		for _, rs := range res {
			term, ok := GoldTerm(r, *x.tours[rs.Tournament], p.Birth, rs.Points)
			bad = bad || !ok
			terms = append(terms, term)
		}
		total, ordered := Weigh(terms, r.GoldKa, r.RankByPoints)
		row := Row{Player: p, Total: total, Terms: ordered}
		if bad {
			row.Warning = ageWarning(p)
			warns = append(warns, fmt.Sprintf("%s %s: %s", p.Surname, p.Name, row.Warning))
		}
		rows = append(rows, row)
	}
	rankRows(rows, r.TieBreaks)
	sort.Strings(warns)
	return rows, warns
}

// The row warnings of the Golden Cup table (the caller words them in its
// language).
const (
	WarnNoBirthDate = "birth date missing: age coefficient unknown, K_v = 1 used"
	WarnAgeOutside  = "age outside the K_v table: age coefficient unknown, K_v = 1 used"
)

func ageWarning(p *Player) string {
	if p.Birth.IsZero() {
		return WarnNoBirthDate
	}
	return WarnAgeOutside
}

func silverTable(r *Rules, x *indexed) []Row {
	var rows []Row
	for pid, res := range x.byCup[CupSilver] {
		terms := make([]Term, 0, len(res))
		for _, rs := range res {
			terms = append(terms, SilverTerm(*x.tours[rs.Tournament], rs.Points))
		}
		total, ordered := Weigh(terms, r.SilverKa, true)
		rows = append(rows, Row{Player: x.players[pid], Total: total, Terms: ordered})
	}
	rankRows(rows, r.TieBreaks)
	return rows
}

func rValues(gold, silver []Row) map[int64]*big.Rat {
	r := map[int64]*big.Rat{}
	for _, rows := range [][]Row{gold, silver} {
		for _, row := range rows {
			if r[row.Player.ID] == nil {
				r[row.Player.ID] = zero()
			}
			r[row.Player.ID] = add(r[row.Player.ID], row.Total)
		}
	}
	return r
}

// rankRows sorts by total descending, then by the rule set's season
// tie-breaks, rows still equal by surname (Ukrainian collation), name, ID,
// and assigns places, shared by rows equal on total and tie-breaks.
func rankRows(rows []Row, tbs []string) {
	sort.Slice(rows, func(i, j int) bool {
		if c := CompareRows(rows[i], rows[j], tbs); c != 0 {
			return c < 0
		}
		return personLess(rows[i].Player, rows[j].Player)
	})
	places := PlacesBy(len(rows), func(i, j int) bool { return CompareRows(rows[i], rows[j], tbs) == 0 })
	for i := range rows {
		rows[i].Place = places[i]
	}
}
