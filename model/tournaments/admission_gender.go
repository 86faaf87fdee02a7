package tournaments

import "arbiter/model"

// Admission by gender (seed 004 §2 group «Б»: «юноши не ниже 1 разряда,
// девушки не ниже 2 разряда»; §8, §10 the same; §17 М-18/Д-18, one joint
// event: boys «от 1600 для род. 1993-1994 гг.; для остальных – 1900»,
// girls «от 1450 … – 1600»). A girl or woman is held to the girls' rule
// where one is set, and to the common rule where the girls' is silent:
//
//	minimum title:  MinTitleGirls, else MinTitle;
//	rating:         the first YearRatingsGirls item covering her birth
//	                year, else MinRatingGirls, else the common YearRatings
//	                item, else MinRating.

// girlsMinRating is a girl's rating threshold from the girls' rules; ok
// false when they say nothing for her (or the player is not a girl).
func girlsMinRating(a model.Admission, p model.Player) (int, model.Text, bool) {
	if p.Gender != model.Female {
		return 0, model.Text{}, false
	}
	y := p.BirthDate.Year
	ys, _ := ParseYearRatings(a.YearRatingsGirls) // checked when the tournament was saved
	for _, r := range ys {
		if (r.From == 0 || y >= r.From) && (r.To == 0 || y <= r.To) {
			return r.MinRating, model.Msg(" (for girls born %s)", yearsText(r.From, r.To)), true
		}
	}
	if a.MinRatingGirls > 0 {
		return a.MinRatingGirls, model.Msg(" (for girls and women)"), true
	}
	return 0, model.Text{}, false
}

// minTitleFor is the weakest title the player may hold: the girls' one
// for a girl when it is set.
func minTitleFor(a model.Admission, p model.Player) string {
	if p.Gender == model.Female && a.MinTitleGirls != "" {
		return a.MinTitleGirls
	}
	return a.MinTitle
}

// checkAdmissionGirls validates the girls' rules and writes them
// canonically (the title as NormalizeTitle spells it, the thresholds as
// ParseYearRatings reads them).
func checkAdmissionGirls(op string, a *model.Admission) error {
	t, ok := model.NormalizeTitle(a.MinTitleGirls)
	if !ok {
		return invalid(op, model.Msg("Unknown girls' admission title or razryad %q.", a.MinTitleGirls))
	}
	a.MinTitleGirls = t
	if a.MaxTitle != "" && t != "" && model.TitleLevel(a.MaxTitle) < model.TitleLevel(t) {
		return invalid(op, model.Msg("The highest admitted title %q is below the lowest %q.", a.MaxTitle, t))
	}
	ys, err := ParseYearRatings(a.YearRatingsGirls)
	if err != nil {
		return err
	}
	a.YearRatingsGirls = yearRatingsText(ys)
	return nil
}
