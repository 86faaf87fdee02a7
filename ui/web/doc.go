// Package web writes a tournament's results as a static web site for
// publishing (README "Publishing results"): an index, per round the pairings with results and
// the standings after it, the crosstable and the players, in Ukrainian
// (uk/) and English (en/), with links between the rounds. The pages use
// no script, no web fonts and nothing from the internet — one style sheet
// beside them, system fonts, tables that scroll sideways on a phone — so
// the folder opens from a USB stick in any browser. A team tournament has
// pages of its own (team.go: the team standings, each round's matches and
// boards, the crosstable of match scores, the teams).
package web
