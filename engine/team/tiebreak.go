package team

import (
	"fmt"
	"sort"
	"strings"
)

// Code is a team tie-break of C.07 (2024/2026 texts).
type Code string

const (
	MPvGP Code = "MPvGP" // art. 13.1: the secondary score (GP when MP decide, MP when GP decide)
	DE    Code = "DE"    // art. 6 on the primary score: the matches among the tied teams
	EDE   Code = "EDE"   // art. 13.3: DE on the primary score, then on the secondary
	WIN   Code = "WIN"   // art. 7.1 on matches: the number of matches won («число командных побед»)
	TBR   Code = "TBR"   // art. 12.2: GP on board 1, then board 2, … («личный результат на более высокой доске»)
	BBE   Code = "BBE"   // art. 12.3: GP without the bottom board, then without the two bottom boards, …
	BC    Code = "BC"    // art. 12.1: Σ board number × GP on that board; lower is better
	EMMSB Code = "EMMSB" // art. 13.2.1: Σ opponent's MP × MP scored against it
	EMGSB Code = "EMGSB" // art. 13.2.2: Σ opponent's MP × GP scored against it
	EGMSB Code = "EGMSB" // art. 13.2.3: Σ opponent's GP × MP scored against it
	EGGSB Code = "EGGSB" // art. 13.2.4: Σ opponent's GP × GP scored against it
	BHMP  Code = "BH:MP" // art. 8.1 with MP as the score (art. 13): the opponents' MP
	BHGP  Code = "BH:GP" // art. 8.1 with GP as the score: the opponents' GP
)

// Spec is one tie-break of a list: a code and its Cut-n modifier (art.
// 14.1: the n lowest contributions are left out; BH and the ESB family).
type Spec struct {
	Code Code
	Cut  int
}

func (s Spec) String() string {
	if s.Cut > 0 {
		return fmt.Sprintf("%s/C%d", s.Code, s.Cut)
	}
	return string(s.Code)
}

var allCodes = []Code{MPvGP, DE, EDE, WIN, TBR, BBE, BC, EMMSB, EMGSB, EGMSB, EGGSB, BHMP, BHGP}

func cuttable(c Code) bool {
	switch c {
	case EMMSB, EMGSB, EGMSB, EGGSB, BHMP, BHGP:
		return true
	}
	return false
}

// SpecProblem is what ParseSpec or ParseList refuses.
type SpecProblem int

// The problems: an unknown code, a cut on a code that takes none (or not
// written /C1–/C3), a list with no code at all.
const (
	UnknownCode SpecProblem = iota + 1
	BadCut
	NoCode
)

// SpecError is a refusal of a tie-break code (Code, as written) or of an
// empty list. It carries no sentence: model words it.
type SpecError struct {
	Problem SpecProblem
	Code    string
}

func (e *SpecError) Error() string {
	switch e.Problem {
	case UnknownCode:
		return fmt.Sprintf("team tie-break %q is unknown; known: %s", e.Code, codeList())
	case BadCut:
		return fmt.Sprintf("team tie-break %q: only BH:MP, BH:GP and the E..SB codes take a cut, written /C1, /C2 or /C3", e.Code)
	}
	return fmt.Sprintf("no team tie-break given; codes: %s; presets: %s", codeList(), presetKeys())
}

// Codes lists every team tie-break code.
func Codes() []Code { return append([]Code(nil), allCodes...) }

// ParseSpec reads one code such as "EMGSB", "BH:MP/C1" (any case).
func ParseSpec(s string) (Spec, error) {
	s = strings.TrimSpace(s)
	head, mod, _ := strings.Cut(s, "/")
	var sp Spec
	for _, c := range allCodes {
		if strings.EqualFold(head, string(c)) {
			sp.Code = c
		}
	}
	if sp.Code == "" {
		return sp, &SpecError{Problem: UnknownCode, Code: s}
	}
	if mod != "" {
		if !cuttable(sp.Code) || len(mod) != 2 || (mod[0] != 'C' && mod[0] != 'c') || mod[1] < '1' || mod[1] > '3' {
			return sp, &SpecError{Problem: BadCut, Code: s}
		}
		sp.Cut = int(mod[1] - '0')
	}
	return sp, nil
}

func codeList() string {
	var b []string
	for _, c := range allCodes {
		b = append(b, string(c))
	}
	return strings.Join(b, ", ")
}

// ParseList reads a comma-separated list of codes, or a preset key.
func ParseList(s string) ([]Spec, *Preset, error) {
	if p, ok := PresetByKey(s); ok {
		return p.List, &p, nil
	}
	var out []Spec
	for _, f := range strings.Split(s, ",") {
		if strings.TrimSpace(f) == "" {
			continue
		}
		sp, err := ParseSpec(f)
		if err != nil {
			return nil, nil, err
		}
		out = append(out, sp)
	}
	if len(out) == 0 {
		return nil, nil, &SpecError{Problem: NoCode}
	}
	return out, nil, nil
}

// Value is one tie-break value: a number, or for TBR and BBE a vector
// compared element by element. All in exact integers: GP in half-points,
// products of MP and half-points for the ESB family.
type Value struct {
	N   []int
	Set bool // false: not applicable (DE among teams that did not all meet)
}

// cmp compares two values: >0 when a ranks higher.
func cmpValue(c Code, a, b Value) int {
	for i := 0; i < len(a.N) && i < len(b.N); i++ {
		if a.N[i] != b.N[i] {
			d := a.N[i] - b.N[i]
			if c == BC {
				d = -d
			}
			return d
		}
	}
	return 0
}

// Text prints a value for a table: GP-based values in points («3½», or
// "3.5" when decimal), EGGSB (GP × GP) in quarter points, counts and MP as
// integers; vectors joined by «/».
func (v Value) Text(c Code, primary Primary, decimal bool) string {
	if !v.Set {
		return ""
	}
	parts := make([]string, len(v.N))
	for i, n := range v.N {
		switch unit(c, primary, i) {
		case 2:
			if decimal {
				parts[i] = Decimal(n)
			} else {
				parts[i] = Half(n)
			}
		case 4:
			parts[i] = quarter(n)
		default:
			parts[i] = fmt.Sprint(n)
		}
	}
	return strings.Join(parts, "/")
}

// unit is the divisor of element i of a value of code c: 1 (integers,
// MP), 2 (half-points) or 4 (GP × GP).
func unit(c Code, primary Primary, i int) int {
	gpPrimary := primary == ByGP
	switch c {
	case TBR, BBE, BHGP, BC, EMGSB, EGMSB:
		return 2
	case EGGSB:
		return 4
	case MPvGP:
		if gpPrimary {
			return 1
		}
		return 2
	case DE:
		if gpPrimary {
			return 2
		}
		return 1
	case EDE:
		if (i == 0) == gpPrimary {
			return 2
		}
		return 1
	}
	return 1
}

func quarter(n int) string {
	neg := ""
	if n < 0 {
		neg, n = "-", -n
	}
	switch n % 4 {
	case 0:
		return fmt.Sprintf("%s%d", neg, n/4)
	case 2:
		return fmt.Sprintf("%s%d.5", neg, n/4)
	case 1:
		return fmt.Sprintf("%s%d.25", neg, n/4)
	}
	return fmt.Sprintf("%s%d.75", neg, n/4)
}

// calc computes the tie-break values of one tied group.
type calc struct {
	s    Settings
	recs []Record
	idx  map[int]int
}

func (c *calc) secondary() Primary {
	if c.s.Primary == ByGP {
		return ByMP
	}
	return ByGP
}

// value of spec sp for team i within the tied group g (indexes into recs).
func (c *calc) value(sp Spec, i int, g []int) Value {
	r := &c.recs[i]
	switch sp.Code {
	case MPvGP:
		return Value{N: []int{r.score(c.secondary())}, Set: true}
	case WIN:
		n := 0
		for _, rr := range r.Rounds {
			if rr.Own.Kind != Pending && rr.Own.Kind != NotPaired && rr.Own.Kind != DoubleLoss && rr.Own.MP == c.s.Win {
				n++
			}
		}
		return Value{N: []int{n}, Set: true}
	case TBR:
		return Value{N: append([]int(nil), r.Boards...), Set: true}
	case BBE:
		v := make([]int, 0, len(r.Boards))
		sum := 0
		for _, b := range r.Boards {
			sum += b
		}
		for k := len(r.Boards) - 1; k >= 1; k-- {
			sum -= r.Boards[k]
			v = append(v, sum)
		}
		return Value{N: v, Set: true}
	case BC:
		n := 0
		for b, p := range r.Boards {
			n += (b + 1) * p
		}
		return Value{N: []int{n}, Set: true}
	case DE, EDE:
		return c.direct(sp.Code, i, g)
	case EMMSB, EMGSB, EGMSB, EGGSB:
		oppBy, ownBy := ByMP, ByMP
		if sp.Code == EGMSB || sp.Code == EGGSB {
			oppBy = ByGP
		}
		if sp.Code == EMGSB || sp.Code == EGGSB {
			ownBy = ByGP
		}
		return c.sum(i, sp.Cut, func(opp int, own Side) (int, int) {
			return opp * sideScore(own, ownBy), opp
		}, oppBy)
	case BHMP, BHGP:
		by := ByMP
		if sp.Code == BHGP {
			by = ByGP
		}
		return c.sum(i, sp.Cut, func(opp int, _ Side) (int, int) { return opp, opp }, by)
	}
	return Value{}
}

// sum adds a contribution per round. The opponent's total is taken in
// oppBy; a round not played over the board against a team that exists
// (bye, no-show either way, not paired) counts against a dummy opponent
// with the team's own total (C.07 2024 art. 16.4). Cut-n drops the n
// contributions of the lowest opponents (art. 14.1).
func (c *calc) sum(i, cut int, f func(opp int, own Side) (val, key int), oppBy Primary) Value {
	r := &c.recs[i]
	type con struct{ val, key int }
	var cs []con
	for _, rr := range r.Rounds {
		if rr.Own.Kind == Pending {
			continue
		}
		opp := r.score(oppBy)
		if rr.Opponent != 0 && rr.Own.Kind == Played {
			opp = c.recs[c.idx[rr.Opponent]].score(oppBy)
		}
		v, k := f(opp, rr.Own)
		cs = append(cs, con{v, k})
	}
	sort.SliceStable(cs, func(a, b int) bool { return cs[a].key < cs[b].key })
	if cut > len(cs) {
		cut = len(cs)
	}
	n := 0
	for _, x := range cs[cut:] {
		n += x.val
	}
	return Value{N: []int{n}, Set: true}
}

// direct is Direct Encounter among the tied group g (art. 6; art. 13.3 for
// EDE): the primary score (EDE: then the secondary) from the matches
// between members of g. It separates only when every two of them have met
// (art. 6.2); otherwise it is not applicable and leaves the tie.
func (c *calc) direct(code Code, i int, g []int) Value {
	in := make(map[int]bool, len(g))
	for _, j := range g {
		in[c.recs[j].ID] = true
	}
	met := make(map[int]bool)
	var pri, sec int
	r := &c.recs[i]
	for _, rr := range r.Rounds {
		if rr.Opponent == 0 || !in[rr.Opponent] || rr.Own.Kind == Pending || rr.Own.Kind == NotPaired {
			continue
		}
		met[rr.Opponent] = true
		pri += sideScore(rr.Own, c.s.Primary)
		sec += sideScore(rr.Own, c.secondary())
	}
	if len(met) < len(g)-1 || !c.allMet(g, in) {
		return Value{N: []int{0, 0}, Set: false}
	}
	if code == EDE {
		return Value{N: []int{pri, sec}, Set: true}
	}
	return Value{N: []int{pri}, Set: true}
}

func (c *calc) allMet(g []int, in map[int]bool) bool {
	for _, j := range g {
		met := make(map[int]bool)
		for _, rr := range c.recs[j].Rounds {
			if rr.Opponent != 0 && in[rr.Opponent] && rr.Own.Kind != Pending {
				met[rr.Opponent] = true
			}
		}
		if len(met) < len(g)-1 {
			return false
		}
	}
	return true
}
