// Package datafile is the composition root: New builds every service of
// one data file on its one store, and the GUI (main.go, package ui) and
// arbiter-cli both take the value it returns. Nothing else constructs a
// service for a program to use (but one bound to a transaction: inside
// Services.Tx, registry.New(tx) and tournaments.New(tx) are the registry
// and the tournaments of that transaction), and
// nothing looks one up at run time.
//
// Services holds model.App (Players, Backups, the clock, the language and
// Tx: model's root, which the domain packages import), the tournament
// services on that App (model/tournaments: Tournaments, StartOrders,
// Pairings, Knockouts, TournamentRatings, TRF, FIDE, ByHand, EventUndo,
// Chess960, Schedules, TieOrders, UnratedRatings), both embedded so that
// svc.Tournaments and svc.Players read alike, and the services of the other domain packages,
// which import model and so cannot be held by model.App: Registry
// (model/registry), Seasons (model/seasons), Playoffs (model/playoffs),
// Demo (model/demo), Teams (model/teams), Closing (model/closing), Ratings
// (model/ratings), Diplomas (model/diplomas) and Stages (model/stages).
// They share the store, the clock and the language New is given; inside
// Services.Tx, tournaments.New(tx) gives the tournament services of that
// transaction.
//
// Stores holds the store of each of those domains; storage.DB hands them
// out (Source), and both programs pass storage.Open's value straight to
// New (the compiler checks the fit there). This package
// imports model and its domain packages only: no storage, no widgets.
package datafile
