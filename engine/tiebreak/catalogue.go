package tiebreak

import (
	"fmt"
	"strconv"
	"strings"
)

// Code is a FIDE tie-break code as in TRF-2026 records 202/212 (C.07).
type Code string

// The catalogue. Section numbers are C.07 (2024/2026) articles.
const (
	PTS  Code = "PTS"  // points (art. 5)
	DE   Code = "DE"   // direct encounter (art. 6)
	WIN  Code = "WIN"  // rounds with a win's points, played or not (7.1)
	WON  Code = "WON"  // games won over the board (7.2)
	BPG  Code = "BPG"  // games played with Black (7.3)
	BWG  Code = "BWG"  // games won with Black (7.4)
	REP  Code = "REP"  // rounds one elected to play (7.5; "GE" before Aug 2024)
	PS   Code = "PS"   // sum of progressive scores (7.6)
	KS   Code = "KS"   // Koya system (9.3), round robins
	BH   Code = "BH"   // Buchholz (8.1)
	FB   Code = "FB"   // Fore Buchholz (8.2)
	AOB  Code = "AOB"  // average of opponents' Buchholz (8.3)
	SB   Code = "SB"   // Sonneborn-Berger (9.1)
	ARO  Code = "ARO"  // average rating of opponents (10.2)
	TPR  Code = "TPR"  // tournament performance rating (10.3)
	PTP  Code = "PTP"  // perfect tournament performance (10.4)
	APRO Code = "APRO" // average performance rating of opponents (10.5)
	STD  Code = "STD"  // standard points: 1 / ½ / 0 per round whatever the scoring system (C.07 2026)
	TPN  Code = "TPN"  // tournament pairing number, lowest first (C.07 2026); /R highest first
	RTNG Code = "RTNG" // own rating, highest first (C.07 2026, rating-based: art. 10); /R lowest first
)

type codeInfo struct {
	cut      bool // accepts Cn
	median   bool // accepts Mn
	buchholz bool // Buchholz family: not allowed in round robins (2026, art. 8)
	limit    bool // accepts L+n / L-n (KS: the 50% line moved by n half-points)
	reverse  bool // accepts R (the order reversed)
	lower    bool // the lower value ranks first (TPN)
}

var catalogue = map[Code]codeInfo{
	PTS:  {},
	DE:   {},
	WIN:  {},
	WON:  {},
	BPG:  {},
	BWG:  {},
	REP:  {},
	PS:   {cut: true},
	KS:   {limit: true},
	BH:   {cut: true, median: true, buchholz: true},
	FB:   {cut: true, median: true, buchholz: true},
	AOB:  {buchholz: true},
	SB:   {cut: true, median: true},
	ARO:  {cut: true, median: true},
	TPR:  {},
	PTP:  {},
	APRO: {},
	STD:  {},
	TPN:  {reverse: true, lower: true},
	RTNG: {reverse: true},
}

// Spec is one tie-break of a list: a code with its modifiers. BH-C1 is
// {BH, Cut 1}; BH-M1 is {BH, Median 1}; PS-C1 is {PS, Cut 1}; KS/L+1 is
// {KS, Limit 1}; TPN/R is {TPN, Reverse}.
type Spec struct {
	Code   Code
	Cut    int // Cn: drop the n least significant values (16.5 exception applies)
	Median int // Mn: drop the n least and the n most significant values
	// Limit is KS/L±n: the 50% line of art. 9.3 moved by n half-points
	// (KS/L+1 asks half a point more, KS/L-2 a point less), as FIDE's
	// reference calculator reads the modifier.
	Limit   int
	Reverse bool // /R: the order reversed (RTNG lowest first, TPN highest first)
}

// String is the corpus spelling: "BH", "BH-C1", "BH-M1", "PTS", "KS-L+1",
// "TPN-R".
func (s Spec) String() string { return s.spell("-") }

// spell writes the code with its modifiers after sep.
func (s Spec) spell(sep string) string {
	out := string(s.Code)
	switch {
	case s.Cut > 0:
		out += fmt.Sprintf("%sC%d", sep, s.Cut)
	case s.Median > 0:
		out += fmt.Sprintf("%sM%d", sep, s.Median)
	}
	if s.Limit != 0 {
		out += fmt.Sprintf("%sL%+d", sep, s.Limit)
	}
	if s.Reverse {
		out += sep + "R"
	}
	return out
}

// LowerFirst reports whether the lower value of s ranks first (TPN, and
// RTNG/R); every other tie-break ranks the higher value first.
func (s Spec) LowerFirst() bool { return catalogue[s.Code].lower != s.Reverse }

var aliases = map[string]Code{
	"POINTS": PTS, "PTS": PTS, "GE": REP, "BUCHHOLZ": BH, "KOYA": KS,
}

// ParseSpec reads one code: "BH-C1", "BH/C1", "bh-c1", "SB", "PS-C1",
// "points", "KS/L+1", "KS-L-2", "TPN/R". It rejects unknown codes and
// modifiers the code does not take.
func ParseSpec(s string) (Spec, error) {
	raw := strings.TrimSpace(s)
	parts := specParts(strings.ToUpper(raw))
	if len(parts) == 0 {
		return Spec{}, &CodeError{Problem: EmptyCode, Code: raw, Msg: "empty tie-break code"}
	}
	code := Code(parts[0])
	if a, ok := aliases[parts[0]]; ok {
		code = a
	}
	info, ok := catalogue[code]
	if !ok {
		return Spec{}, &CodeError{Problem: UnknownCode, Code: raw, Msg: "unknown tie-break code"}
	}
	sp := Spec{Code: code}
	for _, m := range parts[1:] {
		if m == "R" {
			if !info.reverse || sp.Reverse {
				return Spec{}, &CodeError{Problem: ModifierNotAllowed, Code: raw, Modifier: m, Msg: "modifier " + m + " is not allowed here"}
			}
			sp.Reverse = true
			continue
		}
		if len(m) < 2 {
			return Spec{}, &CodeError{Problem: BadModifier, Code: raw, Modifier: m, Msg: "unknown modifier " + m}
		}
		if m[0] == 'L' {
			n, err := strconv.Atoi(m[1:])
			if err != nil || (m[1] != '+' && m[1] != '-') || n == 0 || n < -9 || n > 9 {
				return Spec{}, &CodeError{Problem: BadModifier, Code: raw, Modifier: m, Msg: "bad modifier " + m + " (L+1 … L+9 or L-1 … L-9)"}
			}
			if !info.limit || sp.Limit != 0 {
				return Spec{}, &CodeError{Problem: ModifierNotAllowed, Code: raw, Modifier: m, Msg: "modifier " + m + " is not allowed here"}
			}
			sp.Limit = n
			continue
		}
		n, err := strconv.Atoi(m[1:])
		if err != nil || n < 1 || n > 9 {
			return Spec{}, &CodeError{Problem: BadModifier, Code: raw, Modifier: m, Msg: "bad modifier " + m}
		}
		switch {
		case m[0] == 'C' && info.cut && sp.Cut == 0 && sp.Median == 0:
			sp.Cut = n
		case m[0] == 'M' && info.median && sp.Cut == 0 && sp.Median == 0:
			sp.Median = n
		default:
			return Spec{}, &CodeError{Problem: ModifierNotAllowed, Code: raw, Modifier: m, Msg: "modifier " + m + " is not allowed here"}
		}
	}
	return sp, nil
}

// specParts splits a code into its name and modifiers. TRF-2026 separates
// them with "/" ("KS/L-1"); the corpus with "-" ("BH-C1"), where the sign
// of a limit ("KS-L-1") joins the L back to its number.
func specParts(s string) []string {
	if strings.Contains(s, "/") {
		return strings.FieldsFunc(s, func(r rune) bool { return r == '/' })
	}
	raw := strings.FieldsFunc(s, func(r rune) bool { return r == '-' })
	var out []string
	for k := 0; k < len(raw); k++ {
		if k > 0 && raw[k] == "L" && k+1 < len(raw) && isDigits(raw[k+1]) {
			out = append(out, "L-"+raw[k+1])
			k++
			continue
		}
		out = append(out, raw[k])
	}
	return out
}

func isDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

// ParseList reads a comma-separated list of codes.
func ParseList(s string) ([]Spec, error) {
	var out []Spec
	for _, f := range strings.Split(s, ",") {
		if strings.TrimSpace(f) == "" {
			continue
		}
		sp, err := ParseSpec(f)
		if err != nil {
			return nil, err
		}
		out = append(out, sp)
	}
	return out, nil
}

// Codes lists every code of the catalogue.
func Codes() []Code {
	return []Code{PTS, DE, WIN, WON, BPG, BWG, REP, STD, PS, KS, BH, FB, AOB, SB, ARO, TPR, PTP, APRO, RTNG, TPN}
}

// allowed checks a spec against the system and edition (art. 8 of the
// 2026 text: no Buchholz in round robins).
func allowed(sp Spec, sys System, ed Edition) error {
	if catalogue[sp.Code].buchholz && sys.IsRoundRobin() && ed == Edition2026 {
		return &CodeError{Problem: BuchholzInRoundRobin, Code: sp.String(), Msg: "Buchholz tie-breaks are not allowed in round robins (C.07 2026, art. 8)"}
	}
	return nil
}
