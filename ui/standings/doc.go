// Package standings is the results after the games on the Tournaments
// screen, for an individual tournament (docs/product.md workflow 6): the
// tabs Таблиця, Кростаблиця and Плей-оф.
//
//   - Таблиця (standings.go): the standings after a round — place, name,
//     club, rating, points and one column per tie-break headed by its FIDE
//     code, the legend naming them, the withdrawn, the open adjourned games
//     and the play-offs under it; the sub-standings (boys, girls, age
//     groups); a player's tie-breaks explained as the model writes them;
//     the standings, the table shown and its diplomas printed, the diploma
//     template (ui/diploma); the «Нагородження» menu of medal lists and
//     every table's diplomas (standings_medals.go); the FIDE rating
//     changes after the round shown (rating_changes.go, FIDE Rating
//     Regulations 8.3) and the team ranking of seed 004 §2
//     (team_ranking.go), each in a dialog with its printout;
//   - Кростаблиця (crosstable.go): per round the opponent, colour and
//     result of a Swiss, the n×n grid of a round robin, and its printout;
//   - Плей-оф (playoff.go): the play-off rule (seed 004 §11, the extra
//     match of §3, §19) and the games that settle places tied on points,
//     typed from the keyboard, with the colour lot.
//
// A knockout shows the Таблиця tab too (its Сітка is ui/knockout's); a
// team tournament has its own standings (ui/team). The diplomas offered
// after finishing are ui/panel's (diplomas.go), which the shell's Finish
// button and the standings tab both print through.
//
// The shell (ui/tournament) places the tabs through its table; the
// package imports ui/panel for the open tournament's context, never the
// shell, and the program hands its constructors in (panel.Domains,
// ui/panels).
package standings
