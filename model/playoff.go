package model

// Play-offs after the last round of an individual tournament (seed
// 004 §11: an extra game or a match to two wins between two
// players tied on points, the tie-breaks for three or more; §3, §19: the
// extra match for first place). engine/playoff holds the rules; this file
// the domain types and the store; playoff_rank.go applies the play-offs to
// the standings; model/playoffs is the service.

import (
	"context"

	"arbiter/engine/playoff"
)

// PlayoffForm is how two tied players play off: "armageddon", "game" or
// "match2" (engine/playoff.Form).
type PlayoffForm = playoff.Form

// The play-off forms.
const (
	PlayoffArmageddon = playoff.FormArmageddon
	PlayoffSingle     = playoff.FormGame
	PlayoffMatch2     = playoff.FormMatch2
)

// PlayoffRule is a tournament's play-off rule (engine/playoff.Rule): the
// places decided by a play-off when exactly Tied (2) players share them on
// points, its form, and the extra match for first place. The zero rule
// (no places, no extra match) leaves everything to the tie-breaks.
type PlayoffRule struct {
	Places []int
	Tied   int
	Form   PlayoffForm
	Extra  bool
}

// Engine is the rule as engine/playoff plays it.
func (r PlayoffRule) Engine() playoff.Rule {
	return playoff.Rule{Places: r.Places, Tied: r.Tied, Form: r.Form, Extra: r.Extra}
}

// Validate refuses a rule engine/playoff cannot play: places not
// positive, Tied other than 2, an unknown form.
func (r PlayoffRule) Validate() error { return r.Engine().Validate() }

// Active reports whether the rule plays anything off.
func (r PlayoffRule) Active() bool { return r.Engine().Active() }

// PlayoffKind tells a play-off for a tie ("tie") from the extra match for
// first place ("extra").
type PlayoffKind string

const (
	PlayoffTie   PlayoffKind = "tie"
	PlayoffExtra PlayoffKind = "extra"
)

// PlayoffGame is one recorded play-off game: its number in the
// tournament's recording order (1…), the play-off it belongs to (kind and
// the first place it decides), the players (registry IDs, so that the game
// survives a renumbering) and the result "1-0", "½-½" or "0-1".
type PlayoffGame struct {
	TournamentID TournamentID
	No           int
	Kind         PlayoffKind
	Place        int
	White, Black PlayerID
	Result       string
}

// PlayoffStore keeps play-off rules and games (migration 0030). Same error
// contract as RegistryStore.
type PlayoffStore interface {
	// PlayoffRule is the tournament's rule; the zero rule when none is set.
	PlayoffRule(ctx context.Context, id TournamentID) (PlayoffRule, error)
	// SetPlayoffRule stores r; a zero rule removes the tournament's rule.
	SetPlayoffRule(ctx context.Context, id TournamentID, r PlayoffRule) error
	// PlayoffGames lists the tournament's play-off games by No.
	PlayoffGames(ctx context.Context, id TournamentID) ([]PlayoffGame, error)
	// AddPlayoffGame stores g (its No is set by the caller).
	AddPlayoffGame(ctx context.Context, g PlayoffGame) error
	// DeletePlayoffGame removes game no (a missing one is NotFound).
	DeletePlayoffGame(ctx context.Context, id TournamentID, no int) error
}

// PlayoffView is one play-off: what it decides, between whom, its games
// and its state, in words (Text) for the standings and the printouts.
type PlayoffView struct {
	Kind     PlayoffKind
	Form     PlayoffForm // the extra match: ""
	Place    int         // the first place decided (Place and Place+1)
	StartNos [2]int      // standings order; the extra match: the challenger, then the holder
	Names    [2]string
	Games    []PlayoffGameView
	Decided  bool
	Winner   int    // start number, 0 while not decided
	Problem  string // the stored games do not fit (results corrected since)
	// Title names the play-off («Місця 1–2, армагедон: Іваненко —
	// Петренко»); Text lists its games and what they decided («1)
	// Іваненко — Петренко ½-½. 1 місце — Петренко (за результатом
	// армагедону).»).
	Title, Text string
	// NextWhiteLast is who had White in the last game of a play-off not
	// yet decided, so that a match alternates (0: no game yet, the colour
	// is drawn by lot).
	NextWhiteLast int
}

// PlayoffGameView is one game of a play-off as shown.
type PlayoffGameView struct {
	No                   int
	White, Black         int // start numbers
	WhiteName, BlackName string
	Result               string
}

// PlayoffsView is a tournament's play-off page: its rule, whether the
// standings are final (play-offs come after the last round), every
// play-off the rule calls for, and games that belong to none any more.
type PlayoffsView struct {
	Rule     PlayoffRule
	Final    bool
	Round    int
	Playoffs []PlayoffView
	Stale    []string // games recorded for a play-off the standings no longer call for
}

// Pending lists the play-offs not decided yet.
func (v *PlayoffsView) Pending() []PlayoffView {
	var out []PlayoffView
	for _, p := range v.Playoffs {
		if !p.Decided {
			out = append(out, p)
		}
	}
	return out
}
