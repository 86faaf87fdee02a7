package tournaments

import (
	"strings"

	"arbiter/model"
)

// The admission rules beyond birth years, rating and minimum title (issue
// 13 point 4; seed 003 §3, seed-audit U11, M65): gender, citizenship, a
// girls' threshold, either/or (a rating or a title), a maximum title and
// thresholds by birth year. Each breach is said in the rule's own words,
// and the director may register the player anyway (ConfirmAdmission).

// checkAdmissionMore validates the rules of this file (the part of
// checkAdmission beyond birth year, rating and razryad) and writes titles and codes canonically.
func checkAdmissionMore(op string, a *model.Admission) error {
	switch a.Gender {
	case "", model.Male, model.Female:
	default:
		return invalid(op, model.Msg("Admission gender %q: m or f.", a.Gender))
	}
	a.Citizenship = strings.ToUpper(strings.TrimSpace(a.Citizenship))
	if a.Citizenship != "" && !model.IsFederation(a.Citizenship) {
		return invalid(op, model.Msg("Admission citizenship %q is not a FIDE federation code (UKR, POL, …).", a.Citizenship))
	}
	if a.MinRatingGirls < 0 || (a.MinRatingGirls > 0 && a.MaxRating > 0 && a.MinRatingGirls > a.MaxRating) {
		return invalid(op, model.Msg("The girls' admission rating is not valid (min ≤ max)."))
	}
	for _, f := range []*string{&a.MaxTitle, &a.OrTitle} {
		t, ok := model.NormalizeTitle(*f)
		if !ok {
			return invalid(op, model.Msg("Unknown admission title or razryad %q.", *f))
		}
		*f = t
	}
	if a.MaxTitle != "" && a.MinTitle != "" && model.TitleLevel(a.MaxTitle) < model.TitleLevel(a.MinTitle) {
		return invalid(op, model.Msg("The highest admitted title %q is below the lowest %q.", a.MaxTitle, a.MinTitle))
	}
	if a.RatingList = strings.TrimSpace(a.RatingList); a.RatingList != "" {
		if d, err := model.ParseDate(a.RatingList + "-01"); err != nil || !d.Valid() || len(a.RatingList) != 7 {
			return invalid(op, model.Msg("Admission rating list %q: write YYYY-MM, e.g. 2003-10.", a.RatingList))
		}
	}
	ys, err := ParseYearRatings(a.YearRatings)
	if err != nil {
		return err
	}
	a.YearRatings = yearRatingsText(ys)
	return checkAdmissionGirls(op, a) // admission_gender.go
}

// minRatingFor is the rating threshold a player must reach: for a girl
// the girls' thresholds first (girlsMinRating); then the birth-year
// threshold that covers him, else MinRating.
func minRatingFor(a model.Admission, p model.Player) (int, model.Text) {
	if r, who, ok := girlsMinRating(a, p); ok { // admission_gender.go
		return r, who
	}
	y := p.BirthDate.Year
	ys, _ := ParseYearRatings(a.YearRatings) // checked when the tournament was saved
	for _, r := range ys {
		if (r.From == 0 || y >= r.From) && (r.To == 0 || y <= r.To) {
			return r.MinRating, model.Msg(" (for players born %s)", yearsText(r.From, r.To))
		}
	}
	return a.MinRating, model.Text{}
}

// breachMore names the first rule of this file the player breaks; rating
// is in the tournament's rating, called name.
func breachMore(a model.Admission, p model.Player, rating int, name model.Text) model.Text {
	switch {
	case a.Gender == model.Female && p.Gender != model.Female:
		return model.Msg("a women's tournament admits only women and girls.")
	case a.Gender == model.Male && p.Gender != model.Male:
		return model.Msg("the tournament admits only men and boys.")
	case a.Citizenship != "" && p.Citizenship != a.Citizenship:
		return model.Msg("only citizens of %s are admitted; the player's citizenship is %s.", a.Citizenship, p.Citizenship)
	case a.MaxTitle != "" && model.TitleLevel(p.Title) > model.TitleLevel(a.MaxTitle):
		return model.Msg("title or razryad %q is above the highest admitted %q.", p.Title, a.MaxTitle)
	}
	min, who := minRatingFor(a, p)
	if min > 0 && rating < min {
		if a.OrTitle != "" && model.TitleAtLeast(p.Title, a.OrTitle) {
			return model.Text{} // either/or: the title admits him
		}
		or := model.Text{}
		if a.OrTitle != "" {
			or = model.Msg(" or the title %q or higher", a.OrTitle)
		}
		return model.Msg("%s %d is below the required %d%s%s.", name, rating, min, who, or)
	}
	return model.Text{}
}
