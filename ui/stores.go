package ui

import (
	"sync"

	"arbiter/model"
)

// dataStores maps each open App to the store of its data file (the
// Opener's closer, storage.Store). model/ratings, model/diplomas,
// model/teams and model/closing import model, so model.App cannot hold
// their services, and the screens are built from the App alone: each finds
// its store here by its own interface (storeOf). It is the one piece of
// package state in ui.
var dataStores sync.Map // *model.App → the data file's store

// registerStores remembers closer as svc's data-file store.
func registerStores(svc *model.App, closer any) {
	if svc != nil && closer != nil {
		dataStores.Store(svc, closer)
	}
}

// forgetStores drops svc's store (tests, whose Apps come and go).
func forgetStores(svc *model.App) { dataStores.Delete(svc) }

// storeOf is svc's data-file store as an S; false when svc has none or it
// is not an S.
func storeOf[S any](svc *model.App) (S, bool) {
	var none S
	v, ok := dataStores.Load(svc)
	if !ok {
		return none, false
	}
	s, ok := v.(S)
	return s, ok
}
