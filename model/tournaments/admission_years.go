package tournaments

import (
	"fmt"
	"strconv"
	"strings"

	"arbiter/model"
)

// Rating thresholds by birth year, as an admission writes them
// (Admission.YearRatings; the girls' YearRatingsGirls, admission_gender.go):
// read, written back canonically and named in a breach.

// YearRating is a rating threshold for players born From–To (inclusive):
// "born 2012 or later: rating at least 1400".
type YearRating struct {
	From, To  int
	MinRating int
}

// ParseYearRatings reads rating thresholds by birth year: comma-separated
// "FROM-TO:RATING" items, either year may be left out ("2012-:1400" born
// 2012 or later, "-2007:1800" born 2007 or earlier, "2010:1500" in 2010).
func ParseYearRatings(s string) ([]YearRating, error) {
	var out []YearRating
	for i, item := range strings.Split(s, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		bad := invalid("Admission", model.Msg("Birth-year threshold %d %q: write YEAR-YEAR:RATING, e.g. 2012-:1400 or 2008-2011:1600.", i+1, item))
		years, rating, ok := strings.Cut(item, ":")
		if !ok {
			return nil, bad
		}
		var y YearRating
		from, to, isRange := strings.Cut(years, "-")
		if !isRange {
			to = from
		}
		for _, f := range []struct {
			s   string
			dst *int
		}{{from, &y.From}, {to, &y.To}, {rating, &y.MinRating}} {
			v := strings.TrimSpace(f.s)
			if v == "" && f.dst != &y.MinRating {
				continue
			}
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 {
				return nil, bad
			}
			*f.dst = n
		}
		if (y.From == 0 && y.To == 0) || (y.From > 0 && y.To > 0 && y.To < y.From) {
			return nil, bad
		}
		out = append(out, y)
	}
	return out, nil
}

func yearRatingsText(ys []YearRating) string {
	var parts []string
	for _, y := range ys {
		from, to := "", ""
		if y.From > 0 {
			from = strconv.Itoa(y.From)
		}
		if y.To > 0 {
			to = strconv.Itoa(y.To)
		}
		parts = append(parts, fmt.Sprintf("%s-%s:%d", from, to, y.MinRating))
	}
	return strings.Join(parts, ", ")
}

func yearsText(from, to int) string {
	switch {
	case from > 0 && to > 0:
		return fmt.Sprintf("%d–%d", from, to)
	case from > 0:
		return fmt.Sprintf("%d+", from)
	}
	return fmt.Sprintf("…%d", to)
}
