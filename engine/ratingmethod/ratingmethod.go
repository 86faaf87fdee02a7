package ratingmethod

import (
	"errors"
	"fmt"
	"strings"
)

// List names one rating list.
type List string

// The lists every data file knows; a user list is "user:" + its name.
const (
	Standard List = "standard"
	Rapid    List = "rapid"
	Blitz    List = "blitz"
	National List = "national"
	// Manual is a rating typed by hand, not taken from any list (Q134).
	Manual List = "manual"
	// UserPrefix starts the name of a list the director loaded himself.
	UserPrefix = "user:"
)

// User is the user list called name.
func User(name string) List { return List(UserPrefix + strings.TrimSpace(name)) }

// IsUser reports whether l is a user list.
func (l List) IsUser() bool {
	return strings.HasPrefix(string(l), UserPrefix) && len(l) > len(UserPrefix)
}

// IsFIDE reports whether l is one of FIDE's lists.
func (l List) IsFIDE() bool { return l == Standard || l == Rapid || l == Blitz }

// Method is how a tournament rating is chosen.
type Method string

// The methods of Q145 (TRF-2026 record 172 spells them FIDE, NRO, FIDON,
// NIDOF, HBFN) and Sequence, the director's own sequence of lists.
const (
	FIDE     Method = "fide"
	NRO      Method = "national"
	FIDON    Method = "fidon"
	NIDOF    Method = "nidof"
	HBFN     Method = "hbfn"
	Sequence Method = "sequence"
)

// Methods are the methods in the order a form offers them.
var Methods = []Method{FIDE, NRO, FIDON, NIDOF, HBFN, Sequence}

// TRF172 is the method as TRF-2026 record 172 writes it ("OTHER" for a
// sequence of the director's own).
func (m Method) TRF172() string {
	switch m {
	case FIDE, "":
		return "FIDE"
	case NRO:
		return "NRO"
	case FIDON:
		return "FIDON"
	case NIDOF:
		return "NIDOF"
	case HBFN:
		return "HBFN"
	}
	return "OTHER"
}

// Kind is the time-control class of a tournament.
type Kind string

// The kinds.
const (
	Classical Kind = "classical"
	RapidKind Kind = "rapid"
	BlitzKind Kind = "blitz"
)

// FIDELists is the effective FIDE list of a kind (Q118): the list of the
// kind, then the standard list for a player who has no rating in it.
func FIDELists(k Kind) []List {
	switch k {
	case RapidKind:
		return []List{Rapid, Standard}
	case BlitzKind:
		return []List{Blitz, Standard}
	}
	return []List{Standard}
}

// DefaultSequence is the list sequence of method m for a tournament of
// kind k (Q123): the lists in the order they are consulted. For HBFN it
// is the lists whose highest rating counts (the hand-typed one besides).
func DefaultSequence(m Method, k Kind) []List {
	fide := FIDELists(k)
	switch m {
	case NRO:
		return []List{National}
	case FIDON, HBFN:
		return append(fide, National)
	case NIDOF:
		return append([]List{National}, fide...)
	}
	return fide
}

// Rule is a tournament's rating rule: the method and, for Sequence, the
// director's lists.
type Rule struct {
	Method Method
	Lists  []List // Sequence only
}

// Errors of ParseRule.
var (
	ErrMethod       = errors.New("ratingmethod: unknown method")
	ErrList         = errors.New("ratingmethod: unknown list")
	ErrEmptySeq     = errors.New("ratingmethod: a sequence needs at least one list")
	ErrRepeatedList = errors.New("ratingmethod: a list appears twice in the sequence")
)

// ParseList reads a list name: standard, rapid, blitz, national or
// user:NAME (also "fide" for standard).
func ParseList(s string) (List, error) {
	s = strings.TrimSpace(s)
	switch l := List(strings.ToLower(s)); l {
	case Standard, Rapid, Blitz, National:
		return l, nil
	case "fide":
		return Standard, nil
	}
	if l := List(s); strings.HasPrefix(strings.ToLower(s), UserPrefix) {
		l = User(s[len(UserPrefix):])
		if l.IsUser() {
			return l, nil
		}
	}
	return "", fmt.Errorf("%w %q", ErrList, s)
}

// ParseRule reads a method and, for Sequence, its comma-separated lists;
// lists given with another method are refused (they would be ignored).
func ParseRule(method, lists string) (Rule, error) {
	m := Method(strings.ToLower(strings.TrimSpace(method)))
	if m == "" {
		m = FIDE
	}
	known := false
	for _, k := range Methods {
		known = known || k == m
	}
	if !known {
		return Rule{}, fmt.Errorf("%w %q", ErrMethod, method)
	}
	r := Rule{Method: m}
	if strings.TrimSpace(lists) == "" {
		if m == Sequence {
			return Rule{}, ErrEmptySeq
		}
		return r, nil
	}
	if m != Sequence {
		m = Sequence // lists given: the director's own sequence
		r.Method = m
	}
	seen := map[List]bool{}
	for _, f := range strings.Split(lists, ",") {
		l, err := ParseList(f)
		if err != nil {
			return Rule{}, err
		}
		if seen[l] {
			return Rule{}, fmt.Errorf("%w: %s", ErrRepeatedList, l)
		}
		seen[l] = true
		r.Lists = append(r.Lists, l)
	}
	return r, nil
}

// Sequence is the lists r consults for a tournament of kind k.
func (r Rule) Sequence(k Kind) []List {
	if r.Method == Sequence {
		return append([]List(nil), r.Lists...)
	}
	return DefaultSequence(r.Method, k)
}

// ListsText writes r's lists for ParseRule ("" unless a sequence).
func (r Rule) ListsText() string {
	if r.Method != Sequence {
		return ""
	}
	parts := make([]string, len(r.Lists))
	for i, l := range r.Lists {
		parts[i] = string(l)
	}
	return strings.Join(parts, ",")
}

// Held is one rating a player holds: the list, the rating and the
// list's period ("YYYY-MM", "" for a hand-typed rating).
type Held struct {
	List   List
	Rating int
	Period string
	// Manual marks a rating typed by hand into its list's field (the
	// registry's FIDE or national rating with no imported list behind it).
	Manual bool
}

// Pick applies r to the ratings a player holds (0 ratings are not held)
// for a tournament of kind k: the rating and where it came from; ok false
// when no list of the rule rates him (he is unrated). manual is a
// hand-typed rating (0: none): HBFN compares it with the others, and
// every other method takes it only when no list of its sequence rates
// the player (Q130–131: typed by hand when none is found).
func Pick(r Rule, k Kind, held []Held, manual int) (Held, bool) {
	by := map[List]Held{}
	for _, h := range held {
		if h.Rating > 0 {
			if _, dup := by[h.List]; !dup {
				by[h.List] = h
			}
		}
	}
	seq := r.Sequence(k)
	if r.Method == HBFN {
		var best Held
		var fideDone bool
		for _, l := range seq {
			h, ok := by[l]
			if !ok {
				continue
			}
			if l.IsFIDE() { // the effective FIDE rating counts once
				if fideDone {
					continue
				}
				fideDone = true
			}
			if h.Rating > best.Rating {
				best = h
			}
		}
		if manual > best.Rating {
			best = Held{List: Manual, Rating: manual, Manual: true}
		}
		return best, best.Rating > 0
	}
	for _, l := range seq {
		if h, ok := by[l]; ok {
			return h, true
		}
	}
	if manual > 0 {
		return Held{List: Manual, Rating: manual, Manual: true}, true
	}
	return Held{}, false
}
