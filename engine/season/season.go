package season

import (
	"fmt"
	"math/big"
	"sort"
	"time"
)

// Tournament is one event of the season's calendar.
type Tournament struct {
	ID    int64
	Name  string
	Date  time.Time // first day
	Cup   Cup
	Level Level // sets K_b; only read for Golden Cup tournaments
}

// Player is what the season needs to know about a registered player.
type Player struct {
	ID         int64
	Surname    string
	Name       string
	Birth      time.Time // zero when unknown
	Female     bool
	Foreign    bool // citizenship not Ukrainian
	Student    bool
	Occupation string // declared occupation group; "" none
}

// Result is one player's participation in one tournament: the points, the
// final place (after tie-breaks; PlaceTo > Place when shared) and the club
// and coach declared at that registration (0 = none declared).
type Result struct {
	Tournament int64
	Player     int64
	Points     int // half-points
	Place      int
	PlaceTo    int
	Club       int64
	Coach      int64
}

// Club is a chess club, or (in Coaches) a coach: a name and a settlement.
type Club struct {
	ID         int64
	Name       string
	Settlement string
	// Foreign: a club or coach from another country. Seed 001 ranks
	// «українських шахових клубів та тренерів» only, so a foreign one has
	// no row in the club and coach tables and no award.
	Foreign bool
}

// Input is everything one season's computation reads.
type Input struct {
	Year        int
	Rules       Rules
	Tournaments []Tournament
	Players     []Player
	Clubs       []Club
	Coaches     []Club
	Results     []Result
}

// Place is a rank, shared when To > From ("3-4").
type Place struct{ From, To int }

func (p Place) String() string {
	if p.To > p.From {
		return fmt.Sprintf("%d-%d", p.From, p.To)
	}
	return fmt.Sprint(p.From)
}

// Shared reports whether the place is shared.
func (p Place) Shared() bool { return p.To > p.From }

// Row is one player's line in the Golden or Silver Cup table.
type Row struct {
	Player  *Player
	Place   Place
	Total   *big.Rat
	Terms   []Term // every result of the cup, counted ones first
	Warning string // e.g. unknown age coefficient; "" when none
}

// Counted returns the counted terms, best first.
func (r *Row) Counted() []Term {
	n := 0
	for n < len(r.Terms) && r.Terms[n].Counted {
		n++
	}
	return r.Terms[:n]
}

// Tables is the computed season: both cups, clubs, coaches, the award list,
// declaration conflicts and data warnings.
type Tables struct {
	Year      int
	Rules     Rules
	Gold      []Row
	Silver    []Row
	R         map[int64]*big.Rat // R = F_gold + F_silver per player (001)
	Clubs     []TeamRow
	Coaches   []TeamRow
	Awards    []Award
	Conflicts []Conflict
	Warnings  []string
}

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

// indexed is the input keyed by ID.
type indexed struct {
	tours   map[int64]*Tournament
	players map[int64]*Player
	byCup   map[Cup]map[int64][]Result // cup → player → results
}

func index(in Input) (*indexed, error) {
	x := &indexed{tours: map[int64]*Tournament{}, players: map[int64]*Player{}, byCup: map[Cup]map[int64][]Result{}}
	for i := range in.Tournaments {
		x.tours[in.Tournaments[i].ID] = &in.Tournaments[i]
	}
	for i := range in.Players {
		x.players[in.Players[i].ID] = &in.Players[i]
	}
	for _, r := range in.Results {
		t, p := x.tours[r.Tournament], x.players[r.Player]
		if t == nil || p == nil {
			return nil, fmt.Errorf("season: result of player %d in tournament %d refers to an unknown record", r.Player, r.Tournament)
		}
		if x.byCup[t.Cup] == nil {
			x.byCup[t.Cup] = map[int64][]Result{}
		}
		x.byCup[t.Cup][r.Player] = append(x.byCup[t.Cup][r.Player], r)
	}
	return x, nil
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

// Season tie-breaks a rule set may add (docs/season.md: none is in the
// regulation, so none is on by default).
const (
	TieMoreCounted = "more-counted" // more results counted ranks higher
	TieLargerW1    = "larger-w1"    // the larger best counted value ranks higher
)

// CompareRows orders two cup rows: -1 when a ranks above b, +1 below, 0
// when they share the place (equal total and equal tie-breaks).
func CompareRows(a, b Row, tbs []string) int {
	if c := a.Total.Cmp(b.Total); c != 0 {
		return -c
	}
	for _, tb := range tbs {
		ca, cb := a.Counted(), b.Counted()
		switch tb {
		case TieMoreCounted:
			if len(ca) != len(cb) {
				return cmpInt(len(cb), len(ca))
			}
		case TieLargerW1:
			if c := best(cb).Cmp(best(ca)); c != 0 {
				return c
			}
		}
	}
	return 0
}

func best(ts []Term) *big.Rat {
	if len(ts) == 0 {
		return zero()
	}
	return ts[0].W
}

func cmpInt(a, b int) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// Places assigns places to n entries already sorted by total descending:
// entries with equal totals share the place ("3-4").
func Places(n int, total func(i int) *big.Rat) []Place {
	return PlacesBy(n, func(i, j int) bool { return total(i).Cmp(total(j)) == 0 })
}

// PlacesBy assigns places to n sorted entries; consecutive entries for
// which equal reports true share the place.
func PlacesBy(n int, equal func(i, j int) bool) []Place {
	out := make([]Place, n)
	for i := 0; i < n; {
		j := i + 1
		for j < n && equal(i, j) {
			j++
		}
		for k := i; k < j; k++ {
			out[k] = Place{i + 1, j}
		}
		i = j
	}
	return out
}

func personLess(a, b *Player) bool {
	if c := Collate(a.Surname, b.Surname); c != 0 {
		return c < 0
	}
	if c := Collate(a.Name, b.Name); c != 0 {
		return c < 0
	}
	return a.ID < b.ID
}
