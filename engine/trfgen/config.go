package trfgen

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// ConfigError is a bad line of a generator configuration file.
type ConfigError struct {
	Line int
	Key  string
	Msg  string
}

func (e *ConfigError) Error() string {
	if e.Key == "" {
		return fmt.Sprintf("line %d: %s", e.Line, e.Msg)
	}
	return fmt.Sprintf("line %d: %s: %s", e.Line, e.Key, e.Msg)
}

// configKeys maps every key (lower case) to its reader. The bbpPairings /
// JaVaFo keys come first; the PointsFor… keys of bbpPairings are accepted
// with the standard values only.
var configKeys = map[string]func(o *Options, v string) error{
	"playersnumber": func(o *Options, v string) error { return intIn(&o.Players, v, 2, 9999) },
	"roundsnumber":  func(o *Options, v string) error { return intIn(&o.Rounds, v, 1, 99) },
	"drawpercentage": func(o *Options, v string) error {
		var n int
		if err := intIn(&n, v, 0, 100); err != nil {
			return err
		}
		o.Draw = share(float64(n) / 100)
		return nil
	},
	"forfeitrate":      func(o *Options, v string) error { return rateAtLeast(&o.ForfeitRate, v, 1) },
	"retiredrate":      func(o *Options, v string) error { return rateAtLeast(&o.RetiredRate, v, 2) },
	"halfpointbyerate": func(o *Options, v string) error { return rateAtLeast(&o.HalfPointByeRate, v, 1) },
	"halfpointbyterate": func(o *Options, v string) error { // bbpPairings reads this misspelling too
		return rateAtLeast(&o.HalfPointByeRate, v, 1)
	},
	"highestrating":        func(o *Options, v string) error { return intIn(&o.HighestRating, v, 1, 9999) },
	"lowestrating":         func(o *Options, v string) error { return intIn(&o.LowestRating, v, 1, 9999) },
	"pointsforwin":         standardPoints("1"),
	"pointsfordraw":        standardPoints("0.5"),
	"pointsforloss":        standardPoints("0"),
	"pointsforzpb":         standardPoints("0"),
	"pointsforforfeitloss": standardPoints("0"),
	"pointsforpab":         standardPoints("1"),

	"halfpointbyes":   amount(func(o *Options) *Amount { return &o.HalfByes }),
	"fullpointbyes":   amount(func(o *Options) *Amount { return &o.FullByes }),
	"zeropointbyes":   amount(func(o *Options) *Amount { return &o.ZeroByes }),
	"forfeits":        amount(func(o *Options) *Amount { return &o.Forfeits }),
	"doubleforfeits":  amount(func(o *Options) *Amount { return &o.DoubleForfeits }),
	"halfzeroresults": amount(func(o *Options) *Amount { return &o.HalfZero }),
	"zerohalfresults": amount(func(o *Options) *Amount { return &o.ZeroHalf }),
	"zerozeroresults": amount(func(o *Options) *Amount { return &o.ZeroZero }),
	"withdrawals":     amount(func(o *Options) *Amount { return &o.Withdrawals }),
	"lateentries":     amount(func(o *Options) *Amount { return &o.LateEntries }),
	"unrated":         amount(func(o *Options) *Amount { return &o.Unrated }),
	"ratings": func(o *Options, v string) error {
		o.Ratings = nil
		for _, f := range strings.FieldsFunc(v, func(r rune) bool { return r == ',' || r == ' ' || r == ';' }) {
			var n int
			if err := intIn(&n, f, 0, 9999); err != nil {
				return err
			}
			o.Ratings = append(o.Ratings, n)
		}
		if len(o.Ratings) < 2 {
			return fmt.Errorf("want at least two ratings, separated by commas (0 = unrated)")
		}
		return nil
	},
	"ratingstep": func(o *Options, v string) error { return intIn(&o.RatingStep, v, 1, 1000) },
	"tiebreaks": func(o *Options, v string) error {
		if strings.TrimSpace(v) == "" {
			return fmt.Errorf("empty list")
		}
		o.TieBreaks = strings.ReplaceAll(strings.TrimSpace(v), " ", "")
		return nil
	},
	"initialcolour": initialColour,
	"initialcolor":  initialColour,
	"acceleration": func(o *Options, v string) error {
		switch strings.ToLower(strings.TrimSpace(v)) {
		case "baku":
			o.Baku = true
		case "none", "no", "":
			o.Baku = false
		default:
			return fmt.Errorf("%q: want Baku or None", v)
		}
		return nil
	},
	"tournamentname": func(o *Options, v string) error { o.Name = strings.TrimSpace(v); return nil },
	"startdate": func(o *Options, v string) error {
		v = strings.TrimSpace(v)
		if !dateRE.MatchString(v) {
			return fmt.Errorf("%q: want YYYY/MM/DD", v)
		}
		o.StartDate = v
		return nil
	},
}

var dateRE = regexp.MustCompile(`^[0-9]{4}/(0[1-9]|1[0-2])/(0[1-9]|[12][0-9]|3[01])$`)

// ConfigKeys lists the keys ParseConfig knows, in their usual spelling.
func ConfigKeys() []string {
	keys := []string{"PlayersNumber", "RoundsNumber", "DrawPercentage", "ForfeitRate", "RetiredRate",
		"HalfPointByeRate", "HighestRating", "LowestRating", "PointsForWin", "PointsForDraw", "PointsForLoss",
		"PointsForZPB", "PointsForForfeitLoss", "PointsForPAB",
		"HalfPointByes", "FullPointByes", "ZeroPointByes", "Forfeits", "DoubleForfeits", "HalfZeroResults",
		"ZeroHalfResults", "ZeroZeroResults", "Withdrawals", "LateEntries", "Unrated", "Ratings", "RatingStep",
		"TieBreaks", "InitialColour", "Acceleration", "TournamentName", "StartDate"}
	return keys
}

// ParseConfig reads a generator configuration: one Key=Value a line, as
// bbpPairings' and JaVaFo's generators read it (lines starting with # and
// blank lines are skipped; CR, LF and CRLF line ends). Keys are matched
// without regard to case. An unknown key, a bad value or a key given twice
// is a *ConfigError naming the line.
func ParseConfig(r io.Reader) (Options, error) {
	var o Options
	data, err := io.ReadAll(r)
	if err != nil {
		return o, err
	}
	data = bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n"))
	data = bytes.ReplaceAll(data, []byte("\r"), []byte("\n"))
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	seen := map[string]int{}
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(strings.TrimPrefix(sc.Text(), "\ufeff"))
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		key, value, ok := strings.Cut(line, "=")
		key = strings.TrimSpace(key)
		if !ok {
			return o, &ConfigError{Line: n, Msg: fmt.Sprintf("%q is not Key=Value", line)}
		}
		read, known := configKeys[strings.ToLower(key)]
		if !known {
			return o, &ConfigError{Line: n, Key: key, Msg: "unknown key; known keys: " + strings.Join(sortedKeys(), ", ")}
		}
		canon := canonical(key)
		if canon == "HalfPointByteRate" {
			canon = "HalfPointByeRate"
		}
		if first, dup := seen[canon]; dup {
			return o, &ConfigError{Line: n, Key: key, Msg: fmt.Sprintf("given twice (first on line %d)", first)}
		}
		seen[canon] = n
		if err := read(&o, strings.TrimSpace(value)); err != nil {
			return o, &ConfigError{Line: n, Key: key, Msg: err.Error()}
		}
	}
	if err := sc.Err(); err != nil {
		return o, err
	}
	return o, nil
}

func sortedKeys() []string {
	k := ConfigKeys()
	sort.Strings(k)
	return k
}

func canonical(key string) string {
	for _, k := range ConfigKeys() {
		if strings.EqualFold(k, key) {
			return k
		}
	}
	if strings.EqualFold(key, "InitialColor") {
		return "InitialColour"
	}
	return key
}

func intIn(dst *int, v string, lo, hi int) error {
	n, err := strconv.Atoi(strings.TrimSpace(v))
	if err != nil || n < lo || n > hi {
		return fmt.Errorf("%q: want a whole number from %d to %d", v, lo, hi)
	}
	*dst = n
	return nil
}

func rateAtLeast(dst *float64, v string, lo float64) error {
	f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
	if err != nil || f < lo || math.IsNaN(f) || math.IsInf(f, 0) {
		return fmt.Errorf("%q: want a number of at least %g (one in N)", v, lo)
	}
	*dst = f
	return nil
}

func amount(field func(*Options) *Amount) func(*Options, string) error {
	return func(o *Options, v string) error {
		a, err := ParseAmount(v)
		if err != nil {
			return err
		}
		*field(o) = a
		return nil
	}
}

// standardPoints accepts a bbpPairings PointsFor… key with the standard
// value only: the generated tournament is scored 1 / ½ / 0.
func standardPoints(want string) func(*Options, string) error {
	return func(_ *Options, v string) error {
		f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		w, _ := strconv.ParseFloat(want, 64)
		if err != nil || f != w {
			return fmt.Errorf("%q: Arbiter's generator scores a win 1, a draw 0.5, a loss 0 and the pairing-allocated bye 1; only %s is accepted here", v, want)
		}
		return nil
	}
}

func initialColour(o *Options, v string) error {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "w", "white", "white1":
		o.InitialColour = 'w'
	case "b", "black", "black1":
		o.InitialColour = 'b'
	default:
		return fmt.Errorf("%q: want W or B", v)
	}
	return nil
}
