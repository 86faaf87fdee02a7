// Package registry is the use cases of the registry (docs/product.md
// workflow 2): players, clubs, coaches and settlements — Create, Update,
// Delete, the one record, the list and the search — and the player CSV
// (playercsv.go: the columns, their Ukrainian header aliases, the export
// row; import.go, csvread.go: ImportPlayersCSV, UTF-8, UTF-16 or
// Windows-1251, comma, semicolon or tab, all or nothing, every bad line
// reported). Service validates the input, refuses to delete a record still
// referred to (the message says by how many) and a name already taken
// (case-insensitive), and sorts for display in Ukrainian order; the Store
// only persists. A club's or coach's country is a FIDE federation code,
// Ukraine when empty (country.go).
//
// The rules of a player record stay in model, because the registration
// desk enters new players too: the types and RegistryStore, ValidatePlayer
// and NormalizePlayer, and model.Players, which saves a player (the club
// and coach exist, the FIDE ID is nobody else's, a likely duplicate is a
// Conflict wrapping model.ErrPossibleDuplicate unless confirmed).
// CreatePlayer and UpdatePlayer here save through it. Service is built on
// a model.App (New) and runs each change in one App.Tx; inside a
// transaction of the caller's, New(tx) joins it.
package registry
