package teams

import (
	"testing"

	"arbiter/engine/team"
	"arbiter/model"
)

// One formatter writes team board results, on the screen and in print.
func TestResultText(t *testing.T) {
	for _, c := range []struct {
		r             team.Result
		screen, print string
	}{
		{team.NoResult, "", ""},
		{team.WhiteWins, "1–0", "1–0"},
		{team.DrawResult, "½–½", "½–½"},
		{team.BlackWins, "0–1", "0–1"},
		{team.WhiteForfeit, "+/–", "+ –"},
		{team.BlackForfeit, "–/+", "– +"},
		{team.DoubleForfeit, "–/–", "– –"},
	} {
		if got := ResultText(c.r, OnScreen); got != c.screen {
			t.Errorf("%c on screen: %q, want %q", c.r, got, c.screen)
		}
		if got := ResultText(c.r, InPrint); got != c.print {
			t.Errorf("%c in print: %q, want %q", c.r, got, c.print)
		}
	}
}

// One vocabulary: every spelling the director may type is read the same
// for a team board (ParseBoardResult) as for an individual game
// (model.ParseGameResult). The table is the spellings of both before they
// were merged: "1/2", "+/-" and "1-0" used to work for individual games
// only, "*", "0.5" and "½-½" for team boards only.
func TestBoardResultVocabulary(t *testing.T) {
	for _, c := range []struct {
		typed string
		team  team.Result
		game  model.GameResult
	}{
		{"1", team.WhiteWins, model.WhiteWon}, {"1-0", team.WhiteWins, model.WhiteWon}, {"1–0", team.WhiteWins, model.WhiteWon},
		{"=", team.DrawResult, model.Drawn}, {"5", team.DrawResult, model.Drawn}, {"½", team.DrawResult, model.Drawn},
		{"1/2", team.DrawResult, model.Drawn}, {"0.5", team.DrawResult, model.Drawn}, {"½-½", team.DrawResult, model.Drawn},
		{"0", team.BlackWins, model.BlackWon}, {"0-1", team.BlackWins, model.BlackWon},
		{"+", team.WhiteForfeit, model.WhiteWonForfeit}, {"+/-", team.WhiteForfeit, model.WhiteWonForfeit}, {"+-", team.WhiteForfeit, model.WhiteWonForfeit},
		{"-", team.BlackForfeit, model.BlackWonForfeit}, {"-/+", team.BlackForfeit, model.BlackWonForfeit}, {"-+", team.BlackForfeit, model.BlackWonForfeit},
		{"*", team.DoubleForfeit, model.DoubleForfeit}, {"--", team.DoubleForfeit, model.DoubleForfeit}, {"-/-", team.DoubleForfeit, model.DoubleForfeit},
		{"", team.NoResult, model.NoGameResult},
	} {
		got, ok := ParseBoardResult(c.typed)
		if !ok || got != c.team {
			t.Errorf("team board %q: %c, %v; want %c", c.typed, got, ok, c.team)
		}
		g, ok := model.ParseGameResult(c.typed)
		if !ok || g != c.game {
			t.Errorf("individual game %q: %s, %v; want %s", c.typed, g, ok, c.game)
		}
	}
	for _, bad := range []string{"2-0", "x", "1-1", "W"} {
		if _, ok := ParseBoardResult(bad); ok {
			t.Errorf("%q was read as a team board result", bad)
		}
		if _, ok := model.ParseGameResult(bad); ok {
			t.Errorf("%q was read as a game result", bad)
		}
	}
}

// A board's result from either player's side: "0–1" for the player with
// Black when White won, "+ –" for the one who won by forfeit.
func TestResultFrom(t *testing.T) {
	for _, c := range []struct {
		r            team.Result
		white, black string
		game         model.GameResult // Black's side, as arbiter-cli prints it
	}{
		{team.WhiteWins, "1–0", "0–1", model.BlackWon},
		{team.BlackWins, "0–1", "1–0", model.WhiteWon},
		{team.DrawResult, "½–½", "½–½", model.Drawn},
		{team.WhiteForfeit, "+ –", "– +", model.BlackWonForfeit},
		{team.BlackForfeit, "– +", "+ –", model.WhiteWonForfeit},
		{team.DoubleForfeit, "– –", "– –", model.DoubleForfeit},
	} {
		if got := ResultFrom(c.r, true, InPrint); got != c.white {
			t.Errorf("%c from White: %q, want %q", c.r, got, c.white)
		}
		if got := ResultFrom(c.r, false, InPrint); got != c.black {
			t.Errorf("%c from Black: %q, want %q", c.r, got, c.black)
		}
		if got := GameResultFrom(c.r, false); got != c.game {
			t.Errorf("%c as Black's game result: %s, want %s", c.r, got, c.game)
		}
	}
}
