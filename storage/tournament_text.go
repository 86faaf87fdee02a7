package storage

import (
	"encoding/json"
	"sort"
	"strconv"
	"strings"

	"arbiter/engine/trf"
	"arbiter/model"
)

// settings is the JSON of tournaments.settings (migration 0003).
type settings struct {
	RatingUsed     string `json:"rating_used,omitempty"`
	Edition        string `json:"edition,omitempty"`
	SubStandings   string `json:"sub_standings,omitempty"`
	InitialColour  string `json:"initial_colour,omitempty"`
	SameClubRounds int    `json:"same_club_rounds,omitempty"`
	Knockout       string `json:"knockout,omitempty"`
	BornFrom       int    `json:"born_from,omitempty"`
	BornTo         int    `json:"born_to,omitempty"`
	MinRating      int    `json:"min_rating,omitempty"`
	MaxRating      int    `json:"max_rating,omitempty"`
	MinTitle       string `json:"min_title,omitempty"`
	ColourSeed     uint64 `json:"colour_seed,omitempty"`
	StageFrom      string `json:"stage_from,omitempty"`
	StageQualify   string `json:"stage_qualify,omitempty"`
	StagePlaces    int    `json:"stage_places,omitempty"`
	// beyond birth year, rating and razryad (model.Admission)
	Gender         string `json:"adm_gender,omitempty"`
	Citizenship    string `json:"adm_citizenship,omitempty"`
	MinRatingGirls int    `json:"min_rating_girls,omitempty"`
	MaxTitle       string `json:"max_title,omitempty"`
	OrTitle        string `json:"or_title,omitempty"`
	YearRatings    string `json:"year_ratings,omitempty"`
	RatingList     string `json:"rating_list,omitempty"`
	Scoring        string `json:"scoring,omitempty"`
	ByePoints      string `json:"bye_points,omitempty"`
	NoSwap         bool   `json:"no_swap,omitempty"`
	SwissSystem    string `json:"swiss_system,omitempty"`
	Acceleration   string `json:"acceleration,omitempty"`
	admissionGirls        // admission_girls.go
}

func settingsJSON(t model.Tournament) string {
	a := t.Admission
	b, _ := json.Marshal(settings{string(t.RatingUsed), t.Edition, t.SubStandings, t.InitialColour,
		t.SameClubRounds, t.Knockout, a.BornFrom, a.BornTo, a.MinRating, a.MaxRating, a.MinTitle, t.ColourSeed,
		t.Stage.From, t.Stage.Qualify, t.Stage.Places,
		string(a.Gender), a.Citizenship, a.MinRatingGirls, a.MaxTitle, a.OrTitle, a.YearRatings, a.RatingList,
		t.Scoring, t.ByePoints, t.NoSwap, t.SwissSystem, t.Acceleration, girlsOf(a)}) // strings, ints and bools always marshal
	return string(b)
}

func readSettings(s string, t *model.Tournament) error {
	var v settings
	if err := json.Unmarshal([]byte(s), &v); err != nil {
		return err
	}
	t.RatingUsed, t.Edition, t.SubStandings = model.RatingUsed(v.RatingUsed), v.Edition, v.SubStandings
	t.InitialColour, t.SameClubRounds, t.Knockout = v.InitialColour, v.SameClubRounds, v.Knockout
	t.ColourSeed = v.ColourSeed
	t.Scoring, t.ByePoints, t.NoSwap = v.Scoring, v.ByePoints, v.NoSwap
	t.SwissSystem, t.Acceleration = v.SwissSystem, v.Acceleration
	t.Stage = model.StageLink{From: v.StageFrom, Qualify: v.StageQualify, Places: v.StagePlaces}
	t.Admission = model.Admission{BornFrom: v.BornFrom, BornTo: v.BornTo, MinRating: v.MinRating, MaxRating: v.MaxRating,
		MinTitle: v.MinTitle, Gender: model.Gender(v.Gender), Citizenship: v.Citizenship, MinRatingGirls: v.MinRatingGirls,
		MaxTitle: v.MaxTitle, OrTitle: v.OrTitle, YearRatings: v.YearRatings, RatingList: v.RatingList}
	v.admissionGirls.apply(&t.Admission)
	return nil
}

// byesText writes requested byes as "3H,5Z" in round order.
func byesText(m map[int]trf.Result) string {
	rounds := make([]int, 0, len(m))
	for r := range m {
		rounds = append(rounds, r)
	}
	sort.Ints(rounds)
	parts := make([]string, len(rounds))
	for i, r := range rounds {
		parts[i] = strconv.Itoa(r) + string(rune(m[r]))
	}
	return strings.Join(parts, ",")
}

func readByes(s string) map[int]trf.Result {
	if s == "" {
		return nil
	}
	m := map[int]trf.Result{}
	for _, p := range strings.Split(s, ",") {
		if len(p) < 2 {
			continue
		}
		if r, err := strconv.Atoi(p[:len(p)-1]); err == nil {
			m[r] = trf.Result(p[len(p)-1])
		}
	}
	return m
}

// resultToken stores the zero Result as the blank token.
func resultToken(r trf.Result) trf.Result {
	if r == 0 {
		return trf.NoResult
	}
	return r
}
