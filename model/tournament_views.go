package model

// The values the tournament-day API returns to the screens and the CLI.

import (
	"arbiter/engine/season"
	"arbiter/engine/swiss"
	"arbiter/engine/trf"
	"fmt"
	"strings"
)

// Participant is a registration with what the screens show.
type Participant struct {
	Entry
	Player Player
	Club   string // declared club's name
	Coach  string // declared coach's name
	Score  int    // points in half-points over the rounds played so far
}

// LotLine is one player of a drawing of lots: his place in the initial
// ranking list and the starting number he drew.
type LotLine struct {
	Rank        int
	Participant Participant
}

// LotRecord is the record of a round robin's lot, in ranking order: what
// the printed protocol shows so that anyone can repeat the draw.
type LotRecord struct {
	Seed  uint64
	Lines []LotLine
}

// TournamentState is where a tournament stands.
type TournamentState struct {
	Tournament Tournament
	Players    int
	Paired     int  // rounds paired so far (round robin: all at once)
	Complete   int  // rounds 1..Complete have every result
	CanPair    bool // Pairings.PairNext would be accepted now
}

// Board is one line of a round's board list.
type Board struct {
	No           int // 1-based
	White, Black BoardPlayer
	Result       GameResult // NoGameResult until played
	// Adjourned marks a game adjourned and not finished yet: Result is
	// the draw it counts as for pairing (adjourned.go).
	Adjourned bool
}

// BoardPlayer is a player on a board list: start number, name, rating and
// points before the round (half-points).
type BoardPlayer struct {
	StartNo  int
	PlayerID PlayerID
	Name     string
	Rating   int
	Points   int
	// Virtual is the acceleration (virtual points, half-points) the player
	// had for this round's pairing (C.04.7.1): the pairing score is
	// Points + Virtual; 0 without acceleration.
	Virtual int
}

// RoundView is a round's board list, the PAB receiver and the players not
// paired (requested byes, absences, withdrawals) with their round code.
type RoundView struct {
	Round     int
	Boards    []Board
	Bye       *BoardPlayer // pairing-allocated bye, nil if none
	NotPaired []Absence
	Complete  bool
}

// Absence is a player with no game in a round: H, F, Z (or U for the PAB).
type Absence struct {
	Player BoardPlayer
	Code   trf.Result
}

// PairingWarning is one broken pairing rule found by engine/check after a
// manual change: Rule is the rule's name (C1, C2, C3, completeness,
// absent), Message the Ukrainian sentence that names it.
type PairingWarning struct {
	Rule    string
	Msg     Text
	Players []int // start numbers the rule names
}

// StandingsColumn is one tie-break column: FIDE code for the header and
// the Ukrainian name for the tooltip.
type StandingsColumn struct {
	Code      string
	Ukrainian string // the name in words as printed (TieBreakUkrainian)
	Name      string // in the interface language (TieBreakName)
}

// StandingsRow is one player's line.
type StandingsRow struct {
	Place      string // "3" or "3–4"
	PlaceFrom  int
	PlaceTo    int
	StartNo    int
	PlayerID   PlayerID
	Name       string
	Club       string
	Rating     int
	Points     int      // half-points
	PointsText string   // "4½"
	Values     []string // one per column
	// Playoff says how a play-off set (or will set) the place (seed 004
	// §11; §3, §19): «за результатом армагедону»; or how the arbiter's
	// order of tied players or an external tie-break did (FIDE C.02
	// VCL4THP.13 Q205, Q207): «за рішенням арбітра»; "" for the tie-breaks.
	Playoff string
	// WithdrawnFrom is the round the player withdrew from (0: plays on),
	// for the mark the standings carry (FIDE C.02, VCL4THP.13 Q170).
	WithdrawnFrom int
}

// StandingsView is the standings after a round, with the sub-standings
// the tournament shows (each a filtered copy with places renumbered).
type StandingsView struct {
	Round   int
	Columns []StandingsColumn
	Rows    []StandingsRow
	Subs    []SubStandings
	// Playoffs are the play-offs of the final standings (playoff_rank.go).
	Playoffs []PlayoffView
	// Adjourned are the adjourned games of rounds 1..Round still open,
	// counted as draws (adjourned.go; AdjournedNote writes them).
	Adjourned []AdjournedGame
	// TieNotes say, one a row, which places the arbiter's order of tied
	// players or an external tie-break set (tie_order.go): «1 — Беридзе
	// Ніно: за рішенням арбітра»; and who withdrew from a round robin
	// having played less than half of the games, left out of the table
	// (rr_withdrawn.go).
	TieNotes []string
}

// SubStandings is one sub-standings table, e.g. "girls" / «Дівчата».
type SubStandings struct {
	Key, Title string
	Rows       []StandingsRow
}

// CrossCell is one round of a Swiss crosstable line: opponent start number
// (0 none), colour and the TRF result code.
type CrossCell struct {
	Opponent int
	Colour   trf.Colour
	Result   trf.Result
}

// CrossRow is one player's crosstable line in standings order.
type CrossRow struct {
	StandingsRow
	Rounds []CrossCell // index 0 = round 1
	// Grid is the round-robin row by opponent start number (index 0 = no. 1):
	// "1", "½", "0", "+", "-", "" (none yet); "X" on the diagonal. Double
	// round robins join both games ("1½"). Nil for other systems.
	Grid []string
	// GridColours are the colours of the games of Grid: "○" White, "●"
	// Black, both for a double round robin ("○●"), "" none.
	GridColours []string
	// GridShown is Grid as the screen shows it, each game's colour before
	// its result: «○1», «○1●½».
	GridShown []string
}

// Crosstable is the crosstable after a round.
type Crosstable struct {
	Round      int
	RoundRobin bool
	Rows       []CrossRow
}

// FinishReport is what FinishTournament fixed.
type FinishReport struct {
	Standings *StandingsView
	Diplomas  []StandingsRow // the players of places 1–3 (shared places included)
}

// KnockoutView is a knockout's bracket with the games of every mini-match.
type KnockoutView struct {
	Format   KnockoutFormat
	Rounds   [][]KnockoutMatch // Rounds[0] is the first round
	Champion int               // start number, 0 until the final is decided
	// ColourLot: the first colour of every match is drawn by lot with
	// ColourSeed (seed 004 §5); otherwise the fixed rule of InitialColour.
	ColourLot  bool
	ColourSeed uint64
}

// KnockoutMatch is one mini-match of the bracket (A from the upper line,
// in round 1 the better seed; B == 0 is a bye). Next is the game to play
// (nil once decided, or while the Armageddon's colours are not chosen).
type KnockoutMatch struct {
	Round, Pair int // 1-based
	A, B        BoardPlayer
	Games       []KnockoutGame
	Winner      int // start number, 0 until decided
	Next        *KnockoutGame
	ScoreA      int // half-points over all games
	ScoreB      int
	// AWhiteFirst: A has White in the match's first game (by lot or rule);
	// LotSeed is the match's own lot seed when drawn by lot
	// (engine/knockout.MatchLotSeed), repeated by `arbiter-cli lot
	// --players 2 --seed LotSeed`.
	AWhiteFirst bool
	LotSeed     uint64
	// WhiteFirst is the start number with White in game 1 (0 while the
	// pair is incomplete); Better the better seed (the lower seed, not
	// always A: after an upset A is whoever came from the upper line).
	WhiteFirst, Better int
	// Armageddon is the colours chosen for the Armageddon (nil until
	// chosen); ArmageddonPending says the next game is the Armageddon and
	// its colours must be chosen (by lot or by the director) before it is
	// played: Next is then nil.
	Armageddon        *ArmageddonColours
	ArmageddonPending bool
}

// TRFImport asks to store another program's TRF as a tournament of a
// season (`arbiter-cli import-trf`, docs/season.md), or, with Year 0, as a
// tournament outside any season that can be run on (its system
// is read from the 092 record, its planned rounds from XXR).
type TRFImport struct {
	Year   int
	Cup    season.Cup
	Level  season.Level // required for the Golden Cup
	Date   Date         // the first day; must lie in the season's year
	Name   string       // "" takes the TRF's 012 name, then Source
	Kind   TournamentKind
	Source string // the file name, for messages
	TRF    *trf.Tournament
	Rounds int // Year 0: planned rounds when the file has no XXR and no round columns
}

// TRFImportReport says what an import did.
type TRFImportReport struct {
	Tournament Tournament
	Matched    int    // players found in the registry
	Created    int    // players added to the registry
	PlacesFrom string // how the final places were obtained
	// Adjusted are the values the file did not give and the import took
	// from elsewhere, each saying from where (FIDE C.02, VCL4THP.13 Q48,
	// Q50; model/tournaments/import_gaps.go).
	Adjusted []Text
}

// HandRound is a round as the director enters it: the boards in order,
// White first, and the player who gets the pairing-allocated bye (0:
// none).
type HandRound struct {
	Boards []trf.Board
	Bye    int
}

// String writes h as "3-7, 12-1, bye 5".
func (h HandRound) String() string {
	parts := make([]string, 0, len(h.Boards)+1)
	for _, b := range h.Boards {
		parts = append(parts, fmt.Sprintf("%d-%d", b.White, b.Black))
	}
	if h.Bye != 0 {
		parts = append(parts, fmt.Sprintf("bye %d", h.Bye))
	}
	return strings.Join(parts, ", ")
}

// PairingProgress is how far a Swiss pairing is (Pairings.PairNextWatched):
// the bracket being paired, counted from the top scoregroup, the score of
// its scoregroup in half-points, and how many of the round's players still
// wait for an opponent.
type PairingProgress struct {
	Bracket int
	Score   int // half-points
	Left    int
	Players int
}

// PairingRecord is what the round's checklist and the player's "why"
// (model/explain) read of a paired Swiss round: the engine's input as the
// pairing of the round read it (pairingInput: the rounds before, the
// absences, the forbidden pairs as they stand now), the engine options of
// the tournament, the pairing as stored (with any change made by hand)
// and the players' names.
type PairingRecord struct {
	Round   int
	Input   *trf.Tournament
	Options swiss.Options
	Stored  trf.Pairing // boards in board order, the PAB
	Names   map[int]string
}

// PairingComparison is what validating a round found: the engine's
// pairing and the round's, each as "1-4, 2-3, bye 5" (White first), and
// whether they differ.
type PairingComparison struct {
	Round   int
	Engine  string
	Kept    string
	Differs bool
}
