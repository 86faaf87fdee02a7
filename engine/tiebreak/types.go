package tiebreak

import "fmt"

// Points is a score in half-points (1 = ½ point, 2 = a win in 1/½/0).
type Points int

// Kind says what happened to a player in one round.
type Kind int

// Round kinds. A forfeit keeps its scheduled opponent; byes have none.
const (
	Played      Kind = iota // game over the board (TRF 1 = 0 W D L)
	ForfeitWin              // TRF "+": won without playing (art. 16.2.2)
	ForfeitLoss             // TRF "-" with an opponent, either side of a double forfeit (16.2.4)
	PAB                     // TRF "U": pairing-allocated bye (16.2.1)
	FullBye                 // TRF "F": full-point bye (16.2.1)
	HalfBye                 // TRF "H": requested half-point bye (16.2.3/16.2.5)
	ZeroBye                 // TRF "Z", blank or "-" without opponent: absence, withdrawal, late entry, free round of an odd round robin
)

var kindNames = [...]string{"game", "forfeit win", "forfeit loss", "pairing-allocated bye", "full-point bye", "half-point bye", "zero-point bye"}

func (k Kind) String() string {
	if k < 0 || int(k) >= len(kindNames) {
		return fmt.Sprintf("Kind(%d)", int(k))
	}
	return kindNames[k]
}

// Colour of a played game.
type Colour byte

// Colours; NoColour for unplayed rounds.
const (
	NoColour Colour = 0
	White    Colour = 'w'
	Black    Colour = 'b'
)

// Round is one player's record of one round.
type Round struct {
	Kind     Kind
	Opponent int    // pairing number of the (scheduled) opponent; 0 for byes
	Colour   Colour // for played games
	Points   Points // points awarded in this round, in half-points
}

// HasOpponent reports whether the round was paired against a player
// (played or forfeited).
func (r Round) HasOpponent() bool {
	return r.Opponent != 0 && (r.Kind == Played || r.Kind == ForfeitWin || r.Kind == ForfeitLoss)
}

// Player is one participant with his rounds (index 0 = round 1).
type Player struct {
	ID         int // pairing number, unique and > 0
	Name       string
	Rating     int // 0 = unrated
	Sex        string
	Federation string
	BirthDate  string
	Rounds     []Round
}

// System is the pairing system; it decides how unplayed rounds count
// (art. 15.2 for pre-determined pairings, art. 16 for Swiss events).
type System int

// Systems.
const (
	Swiss System = iota
	RoundRobin
	DoubleRoundRobin
)

func (s System) String() string {
	switch s {
	case RoundRobin:
		return "round robin"
	case DoubleRoundRobin:
		return "double round robin"
	}
	return "swiss"
}

// IsRoundRobin reports whether pairings were pre-determined (art. 15.2).
func (s System) IsRoundRobin() bool { return s == RoundRobin || s == DoubleRoundRobin }

// Edition is the C.07 text the values are computed under.
type Edition int

// Editions. EditionAuto lets the start date decide (see EditionFor).
const (
	EditionAuto Edition = iota
	Edition2024         // 2023/2024 texts: dummy = own score (art. 16.4)
	Edition2026         // March 2026 text: capped dummy (16.4.1, 16.4.2)
	Edition2009         // legacy virtual opponent (pre-2023 C.07, 2009 committee)
)

func (e Edition) String() string {
	switch e {
	case Edition2024:
		return "2024"
	case Edition2026:
		return "2026"
	case Edition2009:
		return "2009"
	}
	return "auto"
}

// ParseEdition reads "2024" (also "2023"), "2026" or "2009".
func ParseEdition(s string) (Edition, error) {
	switch s {
	case "2023", "2024":
		return Edition2024, nil
	case "2026":
		return Edition2026, nil
	case "2009", "legacy":
		return Edition2009, nil
	}
	return EditionAuto, fmt.Errorf("tiebreak: unknown edition %q (want 2024, 2026 or 2009)", s)
}

// EditionFor chooses the edition from a start date "YYYY/MM/DD" (also
// "YYYY-MM-DD" or "YYYY.MM.DD"): before 2026-03-01 the 2023/2024 texts,
// from that day the March 2026 text. An unreadable date gives Edition2026.
func EditionFor(start string) Edition {
	if len(start) < 10 {
		return Edition2026
	}
	key := start[0:4] + start[5:7] + start[8:10]
	for _, c := range key {
		if c < '0' || c > '9' {
			return Edition2026
		}
	}
	if key < "20260301" {
		return Edition2024
	}
	return Edition2026
}

// Scoring is the point system, in half-points (C.07 art. 5; TRF-2026
// record 162). The zero value means the classical 1/½/0 (Win 2, Draw 1,
// Loss 0) with the pairing-allocated bye worth a win; 3/1/0 is {Win: 6,
// Draw: 2}. Forfeit wins and full-point byes score a win, half-point byes
// a draw, forfeit losses and zero-point byes 0.
type Scoring struct {
	Win, Draw Points
	Loss      Points // a game lost over the board
	PAB       Points // the pairing-allocated bye, when PABSet
	PABSet    bool   // false: the bye is worth a win
}

func (s Scoring) win() Points {
	if s.Win == 0 {
		return 2
	}
	return s.Win
}

func (s Scoring) draw() Points {
	if s.Win == 0 && s.Draw == 0 {
		return 1
	}
	return s.Draw
}

func (s Scoring) loss() Points {
	if s.Win == 0 {
		return 0
	}
	return s.Loss
}

func (s Scoring) pab() Points {
	if s.PABSet {
		return s.PAB
	}
	return s.win()
}

// Tournament is the input of every computation: players with their rounds.
type Tournament struct {
	Name      string
	StartDate string // YYYY/MM/DD; chooses the edition when Edition is EditionAuto
	System    System
	Edition   Edition
	// Rounds is the number of rounds the values are computed for: the
	// standings after that round (later records are ignored, missing ones
	// are zero-point byes). 0 = the longest record.
	Rounds  int
	Scoring Scoring
	// UnratedRating is the rating given to unrated players for rating-based
	// tie-breaks (art. 10). 0: none defined, so ARO/TPR/APRO/PTP are
	// undefined for everybody when an unrated player is present.
	UnratedRating int
	Players       []Player
}

// edition resolves EditionAuto from the start date.
func (t *Tournament) edition() Edition {
	if t.Edition == EditionAuto {
		return EditionFor(t.StartDate)
	}
	return t.Edition
}

func (t *Tournament) rounds() int {
	if t.Rounds > 0 {
		return t.Rounds
	}
	n := 0
	for _, p := range t.Players {
		if len(p.Rounds) > n {
			n = len(p.Rounds)
		}
	}
	return n
}
