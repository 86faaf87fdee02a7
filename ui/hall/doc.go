// Package hall is the hall screen: the full-screen window for a second
// monitor or projector in the playing hall (README «Екран для залу»). It
// shows the current round's pairings in large type, alphabetically by
// surname with board and colour (hall.go), the round's Chess960 position
// in its title (chess960.go), then, once every result is in, the
// standings; a tap on a player's line answers "why this pairing"
// (why.go). Toggle is the Tournaments screen's «Екран для залу»
// button and the Ctrl+H / F11 keys; it reloads when another panel
// changes the tournament (panel.ChangeWatcher).
package hall
