// Package playoff separates players tied on points by games played after
// the last round, when the regulations of an individual tournament say so
// instead of (or before) the tie-breaks (seed 004):
//
//   - §11 final: «В случае равенства очков у двух участников, назначается
//     дополнительная партия с контролем 5 минут белым против 4 минут
//     черным. Партия играется до победы одного из участников, а в случаи
//     ничьей, играющий черными объявляется победителем. В случае равенства
//     очков у трех и более человек победитель определяется по
//     дополнительным показателям» — Armageddon for two tied, the tie-breaks
//     for three or more;
//   - §11 semifinals: «если победителей будет двое, проводится матч до 2-х
//     побед» — a match to two wins; the regulation counts wins, so a drawn
//     game is recorded and counts for nobody, and the match goes on until
//     one player has won twice;
//   - §3, §19: «Если команда выиграла все матчи и при этом заняла 2 место,
//     то она имеет право на дополнительный матч за 1 место» — the extra
//     match for first place, here for players: the player alone in 2nd
//     place who won every game he played may challenge the player alone in
//     1st; a win exchanges places 1 and 2, a draw or a loss keeps them
//     (model/teams/extra.go applies the same rule to teams).
//
// A Rule names the places it applies to (1, or 1 and 3 for the medals),
// the number of tied players that calls for a play-off (Tied, 2) and its
// Form: FormGame (one game, a drawn game is replayed until one player
// wins: «Партия играется до победы одного из участников»), FormArmageddon
// (one game, a draw is a win for Black) or FormMatch2 (first to two wins).
// The colours are not the package's business: the games carry who had
// White (seed 004 §5: «Очередность цвета определяется жребием»).
//
// Resolve takes the standings after the tie-breaks (rows in rank order),
// finds the ties the rule sends to a play-off (Ties), scores the games
// played (Decide, DecideExtra) and returns the rows in their final order
// with the places the play-offs fixed, and the state of every play-off.
// Games of a play-off already decided, games of players who are not the
// tied pair and results other than 1-0, ½-½, 0-1 are errors.
//
// Points are half-points. The package uses the standard library only.
package playoff
