// Package team is a team tournament on the Tournaments screen (seed 004,
// FIDE C.04.5 for a team Swiss): the Team tournament button and the team
// form for a new tournament or the open one's settings (form.go,
// form_club.go: the club rules of seed 004 §3), and the body the screen
// shows for a team tournament in place of the individual tabs
// (screen.go): Команди (registration.go: the teams and the declared order
// of their members), Тури (rounds.go: pairing, each round's line-ups typed
// by ID and the board results), Таблиця (standings.go: the team standings,
// board by board, the tie-break legend), and finishing a team stage with
// the next stage and next season's group A (finish.go).
//
// The shell (ui/tournament) places these panels through its table; they
// import ui/panel for the open tournament's context, never the shell, and
// reach the engine only through model/teams.
package team
