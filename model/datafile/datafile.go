package datafile

import (
	"arbiter/model"
	"arbiter/model/closing"
	"arbiter/model/demo"
	"arbiter/model/diplomas"
	"arbiter/model/playoffs"
	"arbiter/model/ratings"
	"arbiter/model/registry"
	"arbiter/model/seasons"
	"arbiter/model/stages"
	"arbiter/model/teams"
	"arbiter/model/tournaments"
)

// Stores are the stores of one data file, one per domain: model's Store
// and the stores of the domain packages. They share one transaction helper
// (storage keeps them on one file), so a service's transaction sees what
// another wrote.
type Stores struct {
	Model    model.Store
	Teams    teams.Store
	Closing  closing.Store
	Ratings  ratings.Store
	Diplomas diplomas.Store
}

// Source hands out the Stores of one data file (storage.DB does).
type Source interface {
	Stores() Stores
}

// Services are the services of one data file. The embedded App gives
// Players and Backups, the clock, the language and Tx; the embedded
// tournament services (model/tournaments) give Tournaments, StartOrders,
// Pairings, Knockouts, TournamentRatings, TRF, FIDE, ByHand, EventUndo,
// Chess960, Schedules, TieOrders and UnratedRatings, on the same App.
// Inside Tx, tournaments.New(tx) gives them on the transaction.
type Services struct {
	*model.App
	*tournaments.Services
	Registry *registry.Service // players, clubs, coaches, settlements, the CSV import
	Seasons  *seasons.Service  // the season championship: calendar, rules, tables, declarations
	Playoffs *playoffs.Service // play-offs after the last round
	Demo     *demo.Service     // demonstration data for a first look
	Teams    *teams.Service    // team competitions and the team ranking
	Closing  *closing.Service  // norms, judging panel, fees, prize fund, prizes
	Ratings  *ratings.Service  // the FIDE and national rating lists
	Diplomas *diplomas.Service // diploma templates
	Stages   *stages.Service   // a stage filled with the qualifiers of the ones before
	// TeamStages fills a team stage with the top teams of the ones before
	// and makes the next season's group A (seed 004 §18, §19).
	TeamStages *stages.Teams
}

// New builds every service on the stores src hands out; opts set the clock and the language of
// them all (model.WithClock, model.WithLanguage).
func New(src Source, opts ...model.Option) *Services {
	st := src.Stores()
	app := model.NewApp(st.Model, opts...)
	tours := tournaments.New(app)
	rs := ratings.New(st.Ratings, app.Now)
	rs.Lang = app.Lang()
	ts := teams.New(st.Teams)
	return &Services{
		App:        app,
		Services:   tours,
		Registry:   registry.New(app),
		Seasons:    seasons.New(app),
		Playoffs:   playoffs.New(app, tours),
		Demo:       demo.New(app, tours),
		Teams:      ts,
		Closing:    closing.New(st.Closing, app.Now),
		Ratings:    rs,
		Diplomas:   diplomas.New(st.Diplomas),
		Stages:     stages.New(app, tours),
		TeamStages: stages.NewTeams(ts),
	}
}
