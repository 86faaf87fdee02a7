package datafile

import (
	"arbiter/model"
	"arbiter/model/closing"
	"arbiter/model/diplomas"
	"arbiter/model/ratings"
	"arbiter/model/stages"
	"arbiter/model/teams"
)

// Store is everything the services of a data file keep: model's Store and
// the stores of the domain packages.
type Store interface {
	model.Store
	teams.Store
	closing.Store
	ratings.Store
	diplomas.Store
}

// Services are the services of one data file. The embedded App gives
// Registry, Tournaments, Seasons, Playoffs, Backups and Demo, the clock,
// the language and Tx.
type Services struct {
	*model.App
	Teams    *teams.Service    // team competitions and the team ranking
	Closing  *closing.Service  // norms, judging panel, fees, prize fund, prizes
	Ratings  *ratings.Service  // the FIDE and national rating lists
	Diplomas *diplomas.Service // diploma templates
	Stages   *stages.Service   // a stage filled with the qualifiers of the ones before
	// TeamStages fills a team stage with the top teams of the ones before
	// and makes the next season's group A (seed 004 §18, §19).
	TeamStages *stages.Teams
}

// New builds every service on st; opts set the clock and the language of
// them all (model.WithClock, model.WithLanguage).
func New(st Store, opts ...model.Option) *Services {
	app := model.NewApp(st, opts...)
	rs := ratings.New(st, app.Now)
	rs.Lang = app.Lang()
	ts := teams.New(st)
	return &Services{
		App:        app,
		Teams:      ts,
		Closing:    closing.New(st, app.Now),
		Ratings:    rs,
		Diplomas:   diplomas.New(st),
		Stages:     stages.New(app),
		TeamStages: stages.NewTeams(ts),
	}
}
