package qualify

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Rule is a qualification rule: a player qualifies by any part that is
// set (zero parts are not set).
type Rule struct {
	Top       int   // the first Top places of each source
	MinPoints int   // half-points; used when HasScore
	HasScore  bool  // score threshold set
	MinRating int   // rating in the source stage
	Invited   []int // registry player ids
	// TopBy is a quota per source ("top:5=3,6=2": 3 places of source 5,
	// 2 of source 6; seed 004 §17 a quota per semifinal), ScoreBy a
	// threshold per source ("score:5=5,6=4.5", half-points), each keyed
	// by Entrant.Key; set instead of Top or MinPoints. A source a list
	// does not name qualifies nobody by that part: the caller checks the
	// keys against its sources.
	TopBy, ScoreBy []PerSource
	// Best takes the Best highest-rated players of the pool (entrants
	// with Source PoolSource, in the caller's ranking order) not picked by
	// another part: "best:15@2010-03", the 15 best by the rating list of
	// March 2010 (seed 004 §4.2: «15 персонально приглашенных участников
	// (по рейтингу на 01.03.2010г.)»). BestPeriod "YYYY-MM" is the list
	// the caller rates the pool by ("" the newest).
	Best       int
	BestPeriod string
}

// PoolSource is the Source of an entrant who played in no source stage
// and is considered only by the "best" part.
const PoolSource = -2

// PerSource is one source's value in a per-source part: Key names the
// source as Entrant.Key does (the tournament number), Value is places
// (TopBy, 0 allowed) or half-points (ScoreBy).
type PerSource struct{ Key, Value int }

// value is the per-source value of key in l.
func value(l []PerSource, key int) (int, bool) {
	for _, p := range l {
		if p.Key == key {
			return p.Value, true
		}
	}
	return 0, false
}

// ErrEmpty is a rule with no part.
var ErrEmpty = errors.New("qualify: the rule has no part")

// SyntaxError is a part of a rule that cannot be read.
type SyntaxError struct{ Part string }

func (e *SyntaxError) Error() string { return fmt.Sprintf("qualify: cannot read %q", e.Part) }

// Parse reads a rule: parts "top:N", "score:X", "rating:R", "invite:ID,…"
// joined by "+"; each part at most once. "top" and "score" take either one
// value for every source or a list "KEY=VALUE,KEY=VALUE" (a quota or a
// threshold per source: "top:5=3,6=2", "score:5=5,6=4.5").
func Parse(s string) (Rule, error) {
	var r Rule
	s = strings.TrimSpace(s)
	if s == "" {
		return r, ErrEmpty
	}
	seen := map[string]bool{}
	for _, part := range strings.Split(s, "+") {
		part = strings.TrimSpace(part)
		key, val, ok := strings.Cut(part, ":")
		key, val = strings.ToLower(strings.TrimSpace(key)), strings.TrimSpace(val)
		if !ok || val == "" || seen[key] {
			return Rule{}, &SyntaxError{Part: part}
		}
		seen[key] = true
		var err error
		switch key {
		case "top":
			if strings.Contains(val, "=") {
				r.TopBy, err = perSource(val, func(v string) (int, error) {
					n, err := strconv.Atoi(v)
					if err == nil && n < 0 {
						err = errors.New("negative quota")
					}
					return n, err
				})
				break
			}
			r.Top, err = strconv.Atoi(val)
			if err == nil && r.Top < 1 {
				err = errors.New("top must be positive")
			}
		case "score":
			if strings.Contains(val, "=") {
				r.ScoreBy, err = perSource(val, halfPoints)
				break
			}
			r.MinPoints, err = halfPoints(val)
			r.HasScore = true
		case "rating":
			r.MinRating, err = strconv.Atoi(val)
			if err == nil && r.MinRating < 1 {
				err = errors.New("rating must be positive")
			}
		case "best":
			n, period, _ := strings.Cut(val, "@")
			r.Best, err = strconv.Atoi(strings.TrimSpace(n))
			r.BestPeriod = strings.TrimSpace(period)
			if err == nil && (r.Best < 1 || !validPeriod(r.BestPeriod)) {
				err = errors.New("bad best part")
			}
		case "invite":
			for _, f := range strings.Split(val, ",") {
				id, e := strconv.Atoi(strings.TrimSpace(f))
				if e != nil || id < 1 || slices.Contains(r.Invited, id) {
					err = errors.New("bad id")
					break
				}
				r.Invited = append(r.Invited, id)
			}
		default:
			err = errors.New("unknown part")
		}
		if err != nil {
			return Rule{}, &SyntaxError{Part: part}
		}
	}
	return r, nil
}

// validPeriod reports whether p is "" or a "YYYY-MM" list period.
func validPeriod(p string) bool {
	if p == "" {
		return true
	}
	if len(p) != 7 || p[4] != '-' {
		return false
	}
	y, err1 := strconv.Atoi(p[:4])
	m, err2 := strconv.Atoi(p[5:])
	return err1 == nil && err2 == nil && y >= 1900 && m >= 1 && m <= 12
}

// perSource reads "KEY=VALUE,KEY=VALUE" with keys positive and each once,
// values read by read; a list that names no source, or whose values are
// all zero, is refused (it would qualify nobody).
func perSource(val string, read func(string) (int, error)) ([]PerSource, error) {
	var out []PerSource
	some := false
	for _, f := range strings.Split(val, ",") {
		k, v, ok := strings.Cut(f, "=")
		key, err := strconv.Atoi(strings.TrimSpace(k))
		if !ok || err != nil || key < 1 {
			return nil, errors.New("bad source")
		}
		n, err := read(strings.TrimSpace(v))
		if err != nil {
			return nil, err
		}
		if _, dup := value(out, key); dup {
			return nil, errors.New("source repeated")
		}
		some = some || n > 0
		out = append(out, PerSource{Key: key, Value: n})
	}
	if !some {
		return nil, errors.New("all zero")
	}
	return out, nil
}

// halfPoints reads "5", "4.5", "4,5" or "4½" as half-points.
func halfPoints(s string) (int, error) {
	s = strings.ReplaceAll(s, ",", ".")
	half := 0
	switch {
	case strings.HasSuffix(s, "½"):
		s, half = strings.TrimSuffix(s, "½"), 1
		if s == "" {
			s = "0"
		}
	case strings.HasSuffix(s, ".5"):
		s, half = strings.TrimSuffix(s, ".5"), 1
	case strings.HasSuffix(s, ".0"):
		s = strings.TrimSuffix(s, ".0")
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		return 0, errors.New("not a score")
	}
	return 2*n + half, nil
}

// String writes the rule as Parse reads it.
func (r Rule) String() string {
	var parts []string
	if r.Top > 0 {
		parts = append(parts, fmt.Sprintf("top:%d", r.Top))
	}
	if len(r.TopBy) > 0 {
		parts = append(parts, "top:"+listString(r.TopBy, strconv.Itoa))
	}
	if r.HasScore {
		parts = append(parts, "score:"+pointsString(r.MinPoints))
	}
	if len(r.ScoreBy) > 0 {
		parts = append(parts, "score:"+listString(r.ScoreBy, pointsString))
	}
	if r.MinRating > 0 {
		parts = append(parts, fmt.Sprintf("rating:%d", r.MinRating))
	}
	if r.Best > 0 {
		p := fmt.Sprintf("best:%d", r.Best)
		if r.BestPeriod != "" {
			p += "@" + r.BestPeriod
		}
		parts = append(parts, p)
	}
	if len(r.Invited) > 0 {
		ids := make([]string, len(r.Invited))
		for i, id := range r.Invited {
			ids[i] = strconv.Itoa(id)
		}
		parts = append(parts, "invite:"+strings.Join(ids, ","))
	}
	return strings.Join(parts, "+")
}

// pointsString writes half-points as Parse reads them: "5", "4.5".
func pointsString(hp int) string {
	s := strconv.Itoa(hp / 2)
	if hp%2 == 1 {
		s += ".5"
	}
	return s
}

func listString(l []PerSource, val func(int) string) string {
	fs := make([]string, len(l))
	for i, p := range l {
		fs[i] = fmt.Sprintf("%d=%s", p.Key, val(p.Value))
	}
	return strings.Join(fs, ",")
}

// Entrant is one player's final result in a source stage: PlaceFrom–PlaceTo
// (equal when not shared), points in half-points, rating in that stage.
type Entrant struct {
	Source             int // index of the source stage, 0-based
	Key                int // the source as a per-source part names it (its tournament number)
	ID                 int // registry player id
	PlaceFrom, PlaceTo int
	Points             int
	Rating             int
}

// Reason is why a player qualified.
type Reason int

const (
	ByPlace Reason = iota + 1
	ByScore
	ByRating
	Invited
	BestByRating // one of the Best of the pool
)

// Pick is one qualifier: his registry id, the source he came from (-1 for
// an invited player who played in no source), his result there and every
// reason that picked him.
type Pick struct {
	Entrant
	Reasons []Reason
}

// TieError is a place shared across the top-N limit of a source (its own
// quota when the rule has one per source): places From–To straddle Top.
type TieError struct {
	Source   int
	From, To int
	Top      int
}

func (e *TieError) Error() string {
	return fmt.Sprintf("qualify: source %d: places %d–%d are shared across the top %d", e.Source+1, e.From, e.To, e.Top)
}

// Select applies r to the entrants (any order) of sources sources: the
// picked players in the order of the sources and their places, then the
// invited players who are not already picked. A player placed in several
// sources is judged in each; his first pick keeps the result shown.
func Select(r Rule, entrants []Entrant) ([]Pick, error) {
	var es, pool []Entrant
	for _, e := range entrants {
		if e.Source == PoolSource {
			pool = append(pool, e)
		} else {
			es = append(es, e)
		}
	}
	slices.SortStableFunc(es, func(a, b Entrant) int {
		if a.Source != b.Source {
			return a.Source - b.Source
		}
		return a.PlaceFrom - b.PlaceFrom
	})
	top := func(e Entrant) int {
		if len(r.TopBy) > 0 {
			n, _ := value(r.TopBy, e.Key)
			return n
		}
		return r.Top
	}
	score := func(e Entrant) (int, bool) {
		if len(r.ScoreBy) > 0 {
			return value(r.ScoreBy, e.Key)
		}
		return r.MinPoints, r.HasScore
	}
	for _, e := range es {
		if n := top(e); n > 0 && e.PlaceFrom <= n && e.PlaceTo > n {
			return nil, &TieError{Source: e.Source, From: e.PlaceFrom, To: e.PlaceTo, Top: n}
		}
	}
	var out []Pick
	at := map[int]int{} // id → index in out
	add := func(e Entrant, why Reason) {
		if i, ok := at[e.ID]; ok {
			if !slices.Contains(out[i].Reasons, why) {
				out[i].Reasons = append(out[i].Reasons, why)
			}
			return
		}
		at[e.ID] = len(out)
		out = append(out, Pick{Entrant: e, Reasons: []Reason{why}})
	}
	for _, e := range es {
		if n := top(e); n > 0 && e.PlaceFrom >= 1 && e.PlaceTo <= n {
			add(e, ByPlace)
		}
		if min, ok := score(e); ok && e.Points >= min {
			add(e, ByScore)
		}
		if r.MinRating > 0 && e.Rating >= r.MinRating {
			add(e, ByRating)
		}
	}
	if r.Best > 0 {
		n := 0
		for _, e := range pool {
			if n == r.Best {
				break
			}
			if _, picked := at[e.ID]; picked || e.Rating <= 0 {
				continue
			}
			add(e, BestByRating)
			n++
		}
	}
	for _, id := range r.Invited {
		add(Entrant{Source: -1, ID: id}, Invited)
	}
	return out, nil
}
