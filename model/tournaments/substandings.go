package tournaments

import (
	"strconv"
	"strings"

	"arbiter/model"
)

// A sub-standings key (Tournament.SubStandings, comma-separated) is one or
// more parts joined by "+", a player belonging when he belongs to every
// part (joint events of seed 004 §8, §10, §16, §17): "boys",
// "girls", "unrated", "uN" / "sN" / "veterans" (age on 1 January), and
// groups by year of birth as Moscow's are defined — "b2001" born 2001 or
// later, "b1999-2000" born in 1999 or 2000. "girls+b2001" is the girls'
// table of the 2001-and-younger group.

// subTitle names a key, "" when a part is unknown.
func subTitle(key string, lang model.Lang) string {
	var titles []string
	for _, part := range strings.Split(key, "+") {
		t := partTitle(part, lang)
		if t == "" {
			t = birthTitle(part, lang)
		}
		if t == "" {
			return ""
		}
		titles = append(titles, t)
	}
	return strings.Join(titles, ", ")
}

// subFilter returns who belongs to key.
func (l *loaded) subFilter(key string) func(no int) bool {
	var keep []func(int) bool
	for _, part := range strings.Split(key, "+") {
		if from, to, ok := birthYears(part); ok {
			keep = append(keep, func(no int) bool {
				e := l.entry(no)
				if e == nil {
					return false
				}
				y := l.players[e.PlayerID].BirthDate.Year
				return y >= from && (to == 0 || y <= to)
			})
			continue
		}
		keep = append(keep, l.partFilter(part))
	}
	return func(no int) bool {
		for _, k := range keep {
			if !k(no) {
				return false
			}
		}
		return true
	}
}

// birthYears reads "bYYYY" (born YYYY or later: to 0) and "bYYYY-YYYY".
func birthYears(part string) (from, to int, ok bool) {
	rest, found := strings.CutPrefix(part, "b")
	if !found {
		return 0, 0, false
	}
	a, b, rng := strings.Cut(rest, "-")
	from, err := strconv.Atoi(a)
	if err != nil || from < 1900 || from > 2100 {
		return 0, 0, false
	}
	if rng {
		if to, err = strconv.Atoi(b); err != nil || to < from || to > 2100 {
			return 0, 0, false
		}
	}
	return from, to, true
}

func birthTitle(part string, lang model.Lang) string {
	from, to, ok := birthYears(part)
	switch {
	case !ok:
		return ""
	case to == 0:
		return lang.Tr("born %d or later", from)
	case to == from:
		return lang.Tr("born %d", from)
	}
	return lang.Tr("born %d–%d", from, to)
}

// SubStandingKeys splits Tournament.SubStandings.
func SubStandingKeys(s string) []string {
	var out []string
	for _, f := range strings.Split(s, ",") {
		if f = strings.ToLower(strings.TrimSpace(f)); f != "" {
			out = append(out, f)
		}
	}
	return out
}

// partTitle names one part of a sub-standings key, "" when unknown.
func partTitle(key string, lang model.Lang) string {
	switch key {
	case "girls":
		return lang.Tr("Girls")
	case "boys":
		return lang.Tr("Boys")
	case "unrated":
		return lang.Tr("Unrated")
	}
	if n, under, ok := ageBand(key); ok && under {
		return lang.Tr("Under %d", n)
	} else if ok {
		return lang.Tr("Seniors %d+", n)
	}
	return ""
}

// ageBand reads "uNN" (under NN: 6–20) and "sNN" (NN and older: 40–90;
// "veterans" is s60). Ages are counted on 1 January of the tournament's
// year, as FIDE's youth and senior categories are.
func ageBand(key string) (n int, under, ok bool) {
	if key == "veterans" {
		return 60, false, true
	}
	if len(key) < 2 || (key[0] != 'u' && key[0] != 's') {
		return 0, false, false
	}
	n, err := strconv.Atoi(key[1:])
	if err != nil {
		return 0, false, false
	}
	if key[0] == 'u' {
		return n, true, n >= 6 && n <= 20
	}
	return n, false, n >= 40 && n <= 90
}

// partFilter returns who belongs to one part of a sub-standings key: girls; unrated; uN —
// players who have not reached N years on 1 January of the tournament's
// year; sN — players aged N or more on that day.
func (l *loaded) partFilter(key string) func(no int) bool {
	return func(no int) bool {
		e := l.entry(no)
		if e == nil {
			return false
		}
		p := l.players[e.PlayerID]
		switch key {
		case "girls":
			return p.Gender == model.Female
		case "boys":
			return p.Gender == model.Male
		case "unrated":
			return e.Rating == 0
		}
		n, under, _ := ageBand(key)
		age := p.BirthDate.AgeOn(model.NewDate(l.t.StartDate.Year, 1, 1))
		return under == (age < n)
	}
}
