package tournaments

import (
	"context"
	"slices"
	"strings"

	"arbiter/engine/ratingmethod"
	"arbiter/model"
)

// A tournament's rating rule (FIDE C.02, VCL4THP.13 Q116–146; seed 004
// §5, §16, §17; README "Tournament ratings"): how each registration's
// tournament rating is chosen from the lists a player holds (the methods
// of engine/ratingmethod), as of which list period, the rating admission
// is judged by when the regulation names another one («Elo 1900 or above
// regardless of the Moscow rating», seed 004 §17), and the order of
// players with equal rating and title (Q146). The tournament rating is
// kept with the registration apart from the registry's official ratings
// (Q116), with the list it came from or a mark that it was typed by hand
// (Q134).

// ratingKind is the tournament's kind as engine/ratingmethod names it.
func ratingKind(t model.Tournament) ratingmethod.Kind {
	switch t.Kind {
	case model.Rapid:
		return ratingmethod.RapidKind
	case model.Blitz:
		return ratingmethod.BlitzKind
	}
	return ratingmethod.Classical
}

// tournamentRule is r's tournament-rating rule for t.
func tournamentRule(r model.RatingRule, t model.Tournament) ratingmethod.Rule {
	m := r.Method
	if m == "" {
		m = ratingmethod.FIDE
		if t.RatingUsed == model.RatingNational {
			m = ratingmethod.NRO
		}
	}
	rule, err := ratingmethod.ParseRule(string(m), r.Lists)
	if err != nil { // checked when saved
		return ratingmethod.Rule{Method: m}
	}
	return rule
}

// admitRule is the rule and period admission is judged by, and whether
// it differs from the tournament rating's.
func admitRule(r model.RatingRule, t model.Tournament) (ratingmethod.Rule, string, bool) {
	period := r.AdmitPeriod
	if period == "" {
		period = t.Admission.RatingList
	}
	if r.AdmitMethod == "" {
		if period == "" || period == r.Period {
			return tournamentRule(r, t), r.Period, false
		}
		return tournamentRule(r, t), period, true
	}
	rule, err := ratingmethod.ParseRule(string(r.AdmitMethod), r.AdmitLists)
	if err != nil {
		rule = ratingmethod.Rule{Method: r.AdmitMethod}
	}
	if period == "" {
		period = r.Period
	}
	return rule, period, true
}

// heldRatings are the ratings p holds as of period: the lists' ratings,
// and for the newest (period "") the registry's FIDE and national ratings
// themselves, marked typed by hand when no imported list gave them.
func heldRatings(ctx context.Context, st model.RatingRuleStore, p model.Player, period string) ([]ratingmethod.Held, error) {
	held, err := st.ListRatings(ctx, p.ID, period)
	if err != nil {
		return nil, err
	}
	if period != "" {
		sortHeld(held)
		return held, nil
	}
	for _, reg := range []struct {
		list   ratingmethod.List
		rating int
	}{{ratingmethod.Standard, p.FIDERating}, {ratingmethod.National, p.NationalRating}} {
		i := heldIndex(held, reg.list)
		switch {
		case i >= 0 && held[i].Rating == reg.rating:
		case i >= 0 && reg.rating == 0:
			held = append(held[:i], held[i+1:]...) // the registry says unrated
		case i >= 0:
			held[i] = ratingmethod.Held{List: reg.list, Rating: reg.rating, Manual: true}
		case reg.rating > 0:
			held = append(held, ratingmethod.Held{List: reg.list, Rating: reg.rating, Manual: true})
		}
	}
	sortHeld(held)
	return held, nil
}

// sortHeld orders ratings as a form lists them: standard, rapid, blitz,
// national, then the user lists by name.
func sortHeld(held []ratingmethod.Held) {
	rank := func(l ratingmethod.List) int {
		switch l {
		case ratingmethod.Standard:
			return 0
		case ratingmethod.Rapid:
			return 1
		case ratingmethod.Blitz:
			return 2
		case ratingmethod.National:
			return 3
		}
		return 4
	}
	slices.SortStableFunc(held, func(a, b ratingmethod.Held) int {
		if ra, rb := rank(a.List), rank(b.List); ra != rb {
			return ra - rb
		}
		return strings.Compare(string(a.List), string(b.List))
	})
}

func heldIndex(held []ratingmethod.Held, l ratingmethod.List) int {
	for i, h := range held {
		if h.List == l {
			return i
		}
	}
	return -1
}

// pickRating is p's rating by rule as of period in tournament t; the
// zero Held when he is unrated.
func pickRating(ctx context.Context, st model.RatingRuleStore, t model.Tournament, rule ratingmethod.Rule, period string, p model.Player, manual int) (ratingmethod.Held, error) {
	held, err := heldRatings(ctx, st, p, period)
	if err != nil {
		return ratingmethod.Held{}, err
	}
	h, _ := ratingmethod.Pick(rule, ratingKind(t), held, manual)
	return h, nil
}

// entryRating is the tournament rating of p in l, with its source.
func (l *loaded) entryRating(ctx context.Context, p model.Player) (int, model.EntryRating, error) {
	h, err := pickRating(ctx, l.st, l.t, tournamentRule(l.rule, l.t), l.rule.Period, p, 0)
	if err != nil {
		return 0, model.EntryRating{}, err
	}
	return h.Rating, model.EntryRating{TournamentID: l.t.ID, PlayerID: p.ID, List: h.List, Period: h.Period, Manual: h.Manual}, nil
}

// admitRating is the rating admission judges p by, and its name.
func (l *loaded) admitRating(ctx context.Context, p model.Player, tournamentRating int) (int, model.Text, error) {
	rule, period, differs := admitRule(l.rule, l.t)
	if !differs {
		return tournamentRating, l.ratingName(), nil
	}
	h, err := pickRating(ctx, l.st, l.t, rule, period, p, 0)
	if err != nil {
		return 0, model.Text{}, err
	}
	return h.Rating, ratingRuleName(rule, period), nil
}

// ratingRuleName names a rule in a sentence: "rating (FIDON, list 2010-10)".
func ratingRuleName(r ratingmethod.Rule, period string) model.Text {
	name := strings.ToUpper(string(r.Method))
	if r.Method == ratingmethod.Sequence {
		name = r.ListsText()
	}
	if period == "" {
		return model.Msg("rating (%s)", name)
	}
	return model.Msg("rating (%s, list %s)", name, period)
}

// ranksTied orders a and b, of equal rating and title, by the
// tournament's tie order (Q146): 0 when it does not separate them.
func (l *loaded) ranksTied(pa, pb model.Player) int {
	switch l.rule.Ties {
	case model.TiesOlderFirst, model.TiesYounger:
		if pa.BirthDate.IsZero() != pb.BirthDate.IsZero() { // an unknown birth date last
			return map[bool]int{true: 1, false: -1}[pa.BirthDate.IsZero()]
		}
		if l.rule.Ties == model.TiesYounger {
			return pb.BirthDate.Compare(pa.BirthDate)
		}
		return pa.BirthDate.Compare(pb.BirthDate)
	case model.TiesRegistry:
		switch {
		case pa.ID < pb.ID:
			return -1
		case pa.ID > pb.ID:
			return 1
		}
	}
	return 0
}
