package season

import (
	"math/big"
	"sort"
	"time"
)

// Term is one tournament result of one player as the season table shows it:
// the raw points, the coefficients, the weighted value w = K_b × K_v × P and,
// when the result counted, its K_a and contribution K_a × w. It answers the
// director's "why am I fifth?".
type Term struct {
	Tournament int64
	Date       time.Time // first day
	Points     int       // half-points
	Kb, Kv     *big.Rat  // both 1 in the Silver Cup
	W          *big.Rat  // K_b × K_v × P
	Counted    bool
	Rank       int      // 1-based position among the counted results; 0 if not counted
	Ka         *big.Rat // nil when not counted
	Weighted   *big.Rat // K_a × w; nil when not counted
}

// Weigh sums the best len(ka) terms with the coefficients ka, marking the
// counted ones. Terms are ordered by w descending (or by raw points when
// byPoints; then by w), equal keys by date and tournament so the result is
// independent of input order. It returns the total and the ordered terms.
func Weigh(terms []Term, ka []*big.Rat, byPoints bool) (*big.Rat, []Term) {
	out := append([]Term(nil), terms...)
	sort.SliceStable(out, func(i, j int) bool { return better(out[i], out[j], byPoints) })
	total := zero()
	for i := range out {
		out[i].Counted, out[i].Rank, out[i].Ka, out[i].Weighted = false, 0, nil, nil
		if i < len(ka) {
			out[i].Counted, out[i].Rank, out[i].Ka = true, i+1, ka[i]
			out[i].Weighted = mul(ka[i], out[i].W)
			total = add(total, out[i].Weighted)
		}
	}
	return total, out
}

func better(a, b Term, byPoints bool) bool {
	if byPoints && a.Points != b.Points {
		return a.Points > b.Points
	}
	if c := a.W.Cmp(b.W); c != 0 {
		return c > 0
	}
	if !a.Date.Equal(b.Date) {
		return a.Date.Before(b.Date)
	}
	return a.Tournament < b.Tournament
}

// GoldTerm builds the Golden Cup term of one result (000: w = К/б × К/в × Р).
// ok is false when the age coefficient is unknown (missing birth date or an
// age outside the table); K_v = 1 is then used, as docs/season.md decides.
func GoldTerm(r *Rules, t Tournament, birth time.Time, points int) (term Term, ok bool) {
	kb := r.Kb[t.Level]
	if kb == nil {
		kb = Dec("1")
	}
	kv, ok := Dec("1"), false
	if !birth.IsZero() {
		if k, found := r.KvFor(Age(birth, t.Date)); found {
			kv, ok = k, true
		}
	}
	w := mul(mul(kb, kv), halves(points))
	return Term{Tournament: t.ID, Date: t.Date, Points: points, Kb: kb, Kv: kv, W: w}, ok
}

// SilverTerm builds the Silver Cup term of one result: no K_b, no K_v (001).
func SilverTerm(t Tournament, points int) Term {
	one := Dec("1")
	return Term{Tournament: t.ID, Date: t.Date, Points: points, Kb: one, Kv: one, W: halves(points)}
}

// Age returns the age in full years on the day on (birthdays count from the
// birthday itself; 29 February birthdays count from 1 March in other years).
func Age(birth, on time.Time) int {
	by, bm, bd := birth.Date()
	oy, om, od := on.Date()
	age := oy - by
	if om < bm || (om == bm && od < bd) {
		age--
	}
	return age
}
