package storage

import "arbiter/model"

// admissionGirls are the girls' admission rules in tournaments.settings
// (model/tournaments/admission_gender.go); the JSON keys sit beside the others.
type admissionGirls struct {
	MinTitleGirls    string `json:"min_title_girls,omitempty"`
	YearRatingsGirls string `json:"year_ratings_girls,omitempty"`
}

func girlsOf(a model.Admission) admissionGirls {
	return admissionGirls{MinTitleGirls: a.MinTitleGirls, YearRatingsGirls: a.YearRatingsGirls}
}

func (g admissionGirls) apply(a *model.Admission) {
	a.MinTitleGirls, a.YearRatingsGirls = g.MinTitleGirls, g.YearRatingsGirls
}
