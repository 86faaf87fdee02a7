package trf

import "fmt"

// Colour is the colour a player had in one round, as the TRF writes it.
type Colour byte

const (
	NoColour Colour = '-'
	White    Colour = 'w'
	Black    Colour = 'b'
)

// Result is the one-character TRF result code of one round.
type Result byte

const (
	Win        Result = '1' // won over the board
	Draw       Result = '='
	Loss       Result = '0'
	ForfeitWin Result = '+' // opponent column holds the scheduled opponent; not played
	ForfeitLos Result = '-' // forfeit loss, or (without opponent) the same as Z
	ShortWin   Result = 'W' // game of less than one move: played, not rated
	ShortDraw  Result = 'D'
	ShortLoss  Result = 'L'
	HalfBye    Result = 'H' // requested half-point bye
	FullBye    Result = 'F' // full-point bye not allocated by the pairing
	PAB        Result = 'U' // pairing-allocated bye
	ZeroBye    Result = 'Z' // zero-point bye or known absence
	NoResult   Result = ' ' // blank: nothing recorded (same as Z for scoring)
)

// Adjourned is the result code of an adjourned game, a game whose result
// is not known yet (FIDE C.02, VCL4THP.13 Q164): TRF-2026 names no code
// for it in the 001 result column, but its record 162 defines the symbol
// X, "unknown result (e.g. adjourned game)", worth a draw by default, and
// FIDE's Systems of Pairings and Programs Commission recommends "?" for
// such a game in the result column. Both lines of the board carry "?";
// it scores as a draw (C.04.2: an adjourned game counts as a draw for
// pairing) and counts as played (the players met, with their colours).
const Adjourned Result = '?'

// Game is one player's entry for one round (columns 92+10(r-1) …).
type Game struct {
	Opponent int    // pairing number of the opponent; 0 = none
	Colour   Colour // NoColour when there was no pairing
	Result   Result
}

// Played reports whether the game was played over the board (1 = 0 W D L
// against an opponent). Forfeits and byes are not played.
func (g Game) Played() bool {
	if g.Opponent == 0 {
		return false
	}
	switch g.Result {
	case Win, Draw, Loss, ShortWin, ShortDraw, ShortLoss, Adjourned:
		return true
	}
	return false
}

// Player is one 001 record.
type Player struct {
	ID         int    // starting rank / pairing number, columns 5-8
	Sex        string // column 10: "m", "w" or ""
	Title      string // columns 11-13
	Name       string // columns 15-47, "Surname, Name"
	Rating     int    // columns 49-52; 0 = unrated
	Federation string // columns 54-56
	FideID     string // columns 58-68
	BirthDate  string // columns 70-79, as written (YYYY/MM/DD, or a year)
	Points     int    // columns 81-84, in half-points (4.5 -> 9) under the file's point system
	Rank       int    // columns 86-89; 0 = blank
	Games      []Game // one per round column present, index 0 = round 1
}

// Game returns the player's entry for round r (1-based); a round past the
// recorded columns is the zero Game (no opponent, blank result).
func (p *Player) Game(r int) Game {
	if r < 1 || r > len(p.Games) {
		return Game{Colour: NoColour, Result: NoResult}
	}
	return p.Games[r-1]
}

// Team is one 013 record.
type Team struct {
	Name    string // columns 5-36
	Members []int  // pairing numbers, columns 37-40, 42-45, …
}

// Acceleration is one XXA line: fictitious points per round, in half-points.
type Acceleration struct {
	Player int
	Points []int // index 0 = round 1
}

// InitialColour is the XXC setting: the colour of the highest-ranked player
// paired in round 1.
type InitialColour byte

const (
	InitialUnknown InitialColour = 0
	InitialWhite   InitialColour = 'w'
	InitialBlack   InitialColour = 'b'
)

// Tournament is a whole TRF file. Header fields keep the text as written.
type Tournament struct {
	Name           string   // 012
	City           string   // 022
	Federation     string   // 032
	StartDate      string   // 042
	EndDate        string   // 052
	NumPlayers     string   // 062
	NumRated       string   // 072
	NumTeams       string   // 082
	Type           string   // 092
	ChiefArbiter   string   // 102
	DeputyArbiters []string // 112, one per line
	TimeControl    string   // 122
	RoundDates     []string // 132, one per round as written (YY/MM/DD)

	TotalRounds    int           // XXR; 0 if absent
	InitialColour  InitialColour // XXC white1 / black1
	PairByRank     bool          // XXC rank: pair by the rank field, not the starting rank
	Accelerations  []Acceleration
	ForbiddenPairs [][]int // XXP lines

	Players []Player // in pairing-number order
	Teams   []Team

	// TypeCode is the TRF-2026 192 record (coded tournament type, e.g.
	// FIDE_DUTCH_2026, BERGER_ROUNDROBIN), "" if absent; it is also kept
	// in Other.
	TypeCode string

	// Adjustments are the TRF-2026 299 records (abnormal points: penalties,
	// bonuses, results scored other than by the point system), in file
	// order. Score and Before apply them; Write writes them back.
	Adjustments []Adjustment

	// Scoring is the file's point system (162, XXS, BBx) when it is not the
	// standard one; nil = standard. The 001 points are checked under it; the
	// pairing engines use the standard scores.
	Scoring *PointSystem

	// Warnings lists what Read read leniently (a 132 record out of its
	// columns, "0000 - +" read as a full-point bye, …). Write ignores them.
	Warnings []Warning

	// Other holds lines of other record types (TRF-2026 records, the XXS and
	// BBW/BBD/BBL/BBZ/BBF/BBU point-system lines, comments), kept verbatim and
	// in order for the round trip; Write puts them before the 001 records.
	Other []string

	// Events are the pairing-integrity events of the "###" event lines
	// (event.go), in file order; Write writes them after Other.
	Events []Event
}

// Adjustment is one TRF-2026 299 record (individual tournaments): Points
// (half-points, may be negative) for the listed players. Type blank is a
// penalty or bonus added to the score in Round; a result type (W D L F H Z
// + -) means that result of the player in Round scores Points instead of
// its usual value. Round 0 means every round (for a penalty or bonus: one
// amount counted from before round 1).
type Adjustment struct {
	Type    byte // ' ' or W D L F H Z + -
	Points  int  // half-points
	Round   int  // 0 = all rounds
	Players []int
}

// Warning is something Read accepted leniently; Line and Col are 1-based
// (Col 0: the whole line). Kind says what it was (WarnOther for the
// lenient readings that need no action); Round and Symbol are the round
// and the character read, for WarnUnknownResult.
type Warning struct {
	Line   int
	Col    int
	Msg    string
	Kind   WarningKind
	Round  int
	Symbol rune
}

// WarningKind types a Warning, so that callers can act on one kind.
type WarningKind int

const (
	// WarnOther is a lenient reading that needs no action.
	WarnOther WarningKind = iota
	// WarnUnknownResult is a result symbol outside the TRF code table, read
	// as an unknown result: Adjourned ("?"), which counts as a draw for the
	// pairing (FIDE's checklist VCL4THP Q166; adjourned.go).
	WarnUnknownResult
)

func (w Warning) String() string {
	if w.Col > 0 {
		return fmt.Sprintf("line %d, column %d: %s", w.Line, w.Col, w.Msg)
	}
	return fmt.Sprintf("line %d: %s", w.Line, w.Msg)
}

// Player returns the player with pairing number id, or nil.
func (t *Tournament) Player(id int) *Player {
	for i := range t.Players {
		if t.Players[i].ID == id {
			return &t.Players[i]
		}
	}
	return nil
}

// FormatError reports a malformed TRF line. Line and Col are 1-based; Col
// counts characters, not bytes (0 when the whole line is at fault). Line is 0
// for errors found by Validate on a tournament that was not read from a file.
type FormatError struct {
	Line int
	Col  int
	Msg  string
}

func (e *FormatError) Error() string {
	if e.Line == 0 { // from Validate on a tournament built in memory
		return "trf: " + e.Msg
	}
	if e.Col > 0 {
		return fmt.Sprintf("trf: line %d, column %d: %s", e.Line, e.Col, e.Msg)
	}
	return fmt.Sprintf("trf: line %d: %s", e.Line, e.Msg)
}

// PointSystem is the file's individual point system in half-points: TRF-2026
// record 162 (W D L A P), JaVaFo's XXS (WW BW WD BD WL BL ZPB HPB FPB PAB FW
// FL, shortcuts W and D) or bbpPairings' BBW BBD BBL BBZ BBF BBU lines.
// Tournament.Scoring is nil for the standard 1 / ½ / 0.
type PointSystem struct {
	WinW, WinB, DrawW, DrawB, LossW, LossB int // games played over the board (and W D L)
	ForfeitWin, ForfeitLoss                int
	FullBye, HalfBye, ZeroBye, PAB         int
}
