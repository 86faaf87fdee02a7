// Package panels lists the Tournaments screen's panels that live in
// packages of their own beside its shell (ui/hall, ui/closing, ui/history,
// ui/knockout, ui/standings, ui/tiebreaks, ui/team): the program hands them to the shell
// (ui/screens.go), and the shell's own tests show the same screen. The
// shell's table (ui/tournament/panels.go) places them.
package panels
