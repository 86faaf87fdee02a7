package norm

import "arbiter/engine/season"

// Player is one participant as the norm check needs him: ID (start
// number), Title as the registry spells it (model.Titles: "4" … "1",
// "КМС", "МС", "МСМК", FIDE codes; "" none), FIDE Rating at the start,
// the candidate points he holds, the games played over the board and the
// half-points made in them (byes and forfeits excluded, norms.md §3), the
// final place (shared counts as the first of the range) and the IDs of
// the opponents met over the board.
type Player struct {
	ID              int
	Title           string
	Rating          int
	CandidatePoints int
	Games           int
	Score           int
	Place           int
	Opponents       []int
}

// Event is the tournament: the norm level it is run for (season.Level;
// "" any — no norm above it is given), whether it is a round robin, and
// its judging panel (nil: not recorded, not checked).
type Event struct {
	Level      season.Level
	RoundRobin bool
	Panel      *Panel
}

// Check is the test of one norm for one player.
type Check struct {
	Level  season.Level
	K      int  // tenths, rounded up
	Pct    int  // tenths of a per cent
	Needed int  // half-points
	Made   bool // Score ≥ Needed, or first place where FirstPlace
	First  bool // made by first place only
}

// Result is one player's outcome: Norm is the highest norm fulfilled
// ("" none), Best the check behind it — or, when none was made, the check
// of the lowest norm above what he holds that he could have made (Level ""
// if none was possible). Warnings are what the director should look at
// (model words them).
type Result struct {
	ID       int
	Norm     season.Level
	Best     Check
	Games    int
	Score    int
	Warnings []Warning
}

// WarningKind is what a Warning is about.
type WarningKind int

// The warnings: a КМС norm scored with Have of the Need candidate points
// (norms.md §1.3), so it does not count; a norm scored before a panel
// that falls short of ЄСКУ (Level), so it does not count; Have games
// played, fewer than Need (norms.md §3); a round robin of Have players,
// fewer than Need.
const (
	FewCandidatePoints WarningKind = iota + 1
	PanelShort
	FewGames
	SmallRoundRobin
)

// Warning is one thing about a player's norm the director should check.
type Warning struct {
	Kind       WarningKind
	Level      season.Level
	Have, Need int
}

// Index is a participant's index by title held (norms.md §1.2): none 5,
// IV 4, III 3, II 2, I 1, КМС/МС/titled 0 below split and −1 from it.
func Index(title string, rating, split int) int {
	switch title {
	case "":
		return 5
	case "4", "3", "2", "1":
		return int(title[0] - '0')
	}
	if rating >= split {
		return -1
	}
	return 0
}

// held is the norm level a title already gives: norms at or below it are
// not listed. -1: none held.
func held(title string) int {
	switch title {
	case "":
		return -1
	case "4":
		return 0
	case "3":
		return 1
	case "2":
		return 2
	case "1":
		return 3
	}
	return 5 // КМС or higher
}

// KTenths is sum/n rounded up to a tenth (norms.md §3), in tenths.
func KTenths(sum, n int) int {
	if n == 0 {
		return 0
	}
	return ceilDiv(10*sum, n)
}

func ceilDiv(a, b int) int {
	q := a / b
	if a%b != 0 && (a < 0) == (b < 0) {
		q++
	}
	return q
}

// PctAt is a row's share (tenths of a per cent) at K (tenths), and
// whether the norm is possible at all (K ≤ AnchorK).
func (r Row) PctAt(k int) (int, bool) {
	if k > r.AnchorK {
		return 0, false
	}
	p := r.AnchorPct - r.Slope*(r.AnchorK-k)
	if p < r.FloorPct {
		p = r.FloorPct
	}
	return p, true
}

// Needed is the score in half-points for pct (tenths of a per cent) of
// games, rounded up to the next half point (norms.md §1.4).
func Needed(pct, games int) int {
	return ceilDiv(pct*games*2, 1000)
}

// FieldK is the coefficient of the whole field ps under t, in tenths
// rounded up (norms.md §1.2, §3).
func FieldK(t Table, ps []Player) int {
	sum := 0
	for _, p := range ps {
		sum += Index(p.Title, p.Rating, t.MasterSplit)
	}
	return KTenths(sum, len(ps))
}

// Evaluate checks every player of the event against the table. ps is the
// whole field (K over it, or over each one's opponents).
func Evaluate(t Table, ev Event, ps []Player) ([]Result, error) {
	if err := t.Validate(); err != nil {
		return nil, err
	}
	byID := map[int]Player{}
	for _, p := range ps {
		byID[p.ID] = p
	}
	fieldK := FieldK(t, ps)
	top := len(season.Levels)
	if ev.Level != "" {
		top = levelRank(ev.Level) + 1
	}
	out := make([]Result, 0, len(ps))
	for _, p := range ps {
		res := Result{ID: p.ID, Games: p.Games, Score: p.Score}
		k := fieldK
		if t.Basis == Opponents {
			s, n := 0, 0
			for _, o := range p.Opponents {
				if q, ok := byID[o]; ok {
					s += Index(q.Title, q.Rating, t.MasterSplit)
					n++
				}
			}
			k = KTenths(s, n)
		}
		res.Warnings = warnings(t, ev, p, len(ps))
		h := held(p.Title)
		var missed *Check
		for _, row := range t.Rows {
			rank := levelRank(row.Level)
			if rank <= h || rank >= top || p.Games == 0 {
				continue
			}
			switch row.Level {
			case season.LevelCMSPoints:
				if p.Title != "1" {
					continue
				}
			case season.LevelCMS:
				if p.Title != "1" {
					continue
				}
			}
			pct, ok := row.PctAt(k)
			if !ok {
				continue
			}
			c := Check{Level: row.Level, K: k, Pct: pct, Needed: Needed(pct, p.Games)}
			switch {
			case p.Score >= c.Needed:
				c.Made = true
			case row.FirstPlace && p.Place == 1:
				c.Made, c.First = true, true
			}
			if c.Made && row.Level == season.LevelCMS && p.CandidatePoints < t.CandidatePoints {
				res.Warnings = append(res.Warnings, Warning{Kind: FewCandidatePoints, Level: row.Level, Have: p.CandidatePoints, Need: t.CandidatePoints})
				c.Made = false
			}
			if c.Made && ev.Panel != nil && !ev.Panel.ValidFor(row.Level) {
				res.Warnings = append(res.Warnings, Warning{Kind: PanelShort, Level: row.Level})
				c.Made = false
			}
			if c.Made {
				if res.Norm == "" || levelRank(row.Level) > levelRank(res.Norm) {
					res.Norm, res.Best = row.Level, c
				}
			} else if missed == nil {
				cc := c
				missed = &cc
			}
		}
		if res.Norm == "" && missed != nil {
			res.Best = *missed
		}
		out = append(out, res)
	}
	return out, nil
}

func warnings(t Table, ev Event, p Player, n int) []Warning {
	var w []Warning
	if t.MinGames > 0 && p.Games < t.MinGames {
		w = append(w, Warning{Kind: FewGames, Have: p.Games, Need: t.MinGames})
	}
	if ev.RoundRobin && t.MinRoundRobin > 0 && n < t.MinRoundRobin {
		w = append(w, Warning{Kind: SmallRoundRobin, Have: n, Need: t.MinRoundRobin})
	}
	return w
}
