// Package knockout is a knockout tournament's Bracket tab on the
// Tournaments screen (seed 004's knock-out finals, FIDE's World Cup
// pattern): the bracket by stage with each match's games named (game,
// rapid, blitz, Armageddon), the buttons that record the next game and
// undo the last, the Armageddon colour choice, the colour lot for the
// first games (print.go, with the lot's seed shown and printed so the
// draw can be repeated: arbiter-cli tournament colour-lot), and the
// bracket and its crosstable printed.
//
// The shell (ui/tournament) places the tab through its table; the package
// imports ui/panel for the open tournament's context, never the shell.
package knockout
