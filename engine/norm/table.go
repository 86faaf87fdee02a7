package norm

import (
	"encoding/json"
	"fmt"
	"strings"

	"arbiter/engine/season"
)

// Row is one norm of the table: it can be made only when the coefficient
// K ≤ AnchorK (norms.md §1.2, in tenths: 40 is K = 4.0); the share of the
// games needed is AnchorPct at K = AnchorK and Slope less per 1.0 of K
// stronger (pct(K) = AnchorPct − Slope·(AnchorK − K), norms.md §2), never
// below FloorPct. Percentages are in tenths of a per cent (750 = 75 %),
// Slope in tenths of a per cent per tenth of K (25 = 25 pp per 1.0).
// FirstPlace: first place (shared counts) is also enough.
type Row struct {
	Level      season.Level `json:"level"`
	AnchorK    int          `json:"anchor_k10"`
	AnchorPct  int          `json:"anchor_pct10"`
	Slope      int          `json:"slope"`
	FloorPct   int          `json:"floor_pct10"`
	FirstPlace bool         `json:"first_place,omitempty"`
}

// Basis says over whom K is averaged.
type Basis string

// K over the whole field (the source's wording, the default) or over each
// player's opponents (norms.md §3, an option for a Swiss).
const (
	WholeField Basis = "field"
	Opponents  Basis = "opponents"
)

// Table is a season's norm rules.
type Table struct {
	Rows []Row `json:"rows"`
	// Basis of K; "" is WholeField.
	Basis Basis `json:"basis,omitempty"`
	// MasterSplit: a КМС, МС or titled player rated at least this (FIDE
	// standard at the start) has index −1, below it 0 (norms.md §1.2, §3).
	MasterSplit int `json:"master_split"`
	// MinGames, MinRoundRobin: below them the norm is still computed but
	// warned (norms.md §3: 9 games; a round robin of ≥ 10 players).
	MinGames      int `json:"min_games"`
	MinRoundRobin int `json:"min_round_robin_players"`
	// CandidatePoints a 1st-razryad player needs before a КМС norm counts
	// (norms.md §1.3: 2).
	CandidatePoints int `json:"candidate_points"`
	// Unofficial: the numbers are the club's defaults, not a regulation's.
	Unofficial bool `json:"unofficial"`
}

// Default is norms.md's table: §1.2's anchors (IV 60 % at K 5, III/II/I
// 75 % or first place at K 4/3/2), §2's slopes (IV 5 pp, the others
// 25 pp per 1.0 of K), floored at 50 %; КМС 75 % at K 1 (§2 example 6,
// assumed); the candidate point 80 % at K 1 (ours: the Astana rule of
// §1.3 asks 6.5 of 8, which any share in (75 %, 81.25 %] gives).
func Default() Table {
	return Table{
		Rows: []Row{
			{Level: season.Level4, AnchorK: 50, AnchorPct: 600, Slope: 5, FloorPct: 500},
			{Level: season.Level3, AnchorK: 40, AnchorPct: 750, Slope: 25, FloorPct: 500, FirstPlace: true},
			{Level: season.Level2, AnchorK: 30, AnchorPct: 750, Slope: 25, FloorPct: 500, FirstPlace: true},
			{Level: season.Level1, AnchorK: 20, AnchorPct: 750, Slope: 25, FloorPct: 500, FirstPlace: true},
			{Level: season.LevelCMSPoints, AnchorK: 10, AnchorPct: 800, Slope: 25, FloorPct: 500},
			{Level: season.LevelCMS, AnchorK: 10, AnchorPct: 750, Slope: 25, FloorPct: 500},
		},
		MasterSplit: 2300, MinGames: 9, MinRoundRobin: 10, CandidatePoints: 2, Unofficial: true,
	}
}

func levelRank(l season.Level) int {
	for i, v := range season.Levels {
		if v == l {
			return i
		}
	}
	return -1
}

// Problem names what Validate or Parse refuses.
type Problem int

// The problems: of a row (Row 1-based, Level), of the settings, of the
// basis (Basis), or a text that is not a table's JSON (Parse; Err is the
// decoder's error).
const (
	UnknownLevel     Problem = iota + 1 // Row, Level
	LevelRepeated                       // Row, Level
	NoScore                             // Row, Level: AnchorPct not 0.1–100 %
	BadFloor                            // Row, Level: FloorPct not 0…AnchorPct
	NegativeSlope                       // Row, Level
	BadK                                // Row, Level: AnchorK not −1.0…5.0
	NegativeSettings                    // MasterSplit, MinGames, MinRoundRobin or CandidatePoints < 0
	BadBasis                            // Basis
	Unreadable                          // Err
)

// Error is a refusal of a table: the Problem and the values it concerns.
// It carries no sentence: model words it in the interface language.
type Error struct {
	Problem Problem
	Row     int
	Level   season.Level
	Basis   Basis
	Err     error // the JSON decoder's error (Unreadable) or nil
}

func (e *Error) Error() string {
	s := fmt.Sprintf("norm table: problem %d (row %d, level %q, basis %q)", e.Problem, e.Row, e.Level, e.Basis)
	if e.Err != nil {
		s += ": " + e.Err.Error()
	}
	return s
}
func (e *Error) Unwrap() error { return e.Err }

// Validate checks a table: every row has a known level (once), a score
// (AnchorPct 1–100 %), 0 ≤ FloorPct ≤ AnchorPct, Slope ≥ 0, an anchor K
// from −1.0 to 5.0; the settings are not negative.
func (t Table) Validate() error {
	seen := map[season.Level]bool{}
	for i, r := range t.Rows {
		bad := func(p Problem) error { return &Error{Problem: p, Row: i + 1, Level: r.Level} }
		switch {
		case levelRank(r.Level) < 0:
			return bad(UnknownLevel)
		case seen[r.Level]:
			return bad(LevelRepeated)
		case r.AnchorPct <= 0 || r.AnchorPct > 1000:
			return bad(NoScore)
		case r.FloorPct < 0 || r.FloorPct > r.AnchorPct:
			return bad(BadFloor)
		case r.Slope < 0:
			return bad(NegativeSlope)
		case r.AnchorK < -10 || r.AnchorK > 50:
			return bad(BadK)
		}
		seen[r.Level] = true
	}
	if t.MasterSplit < 0 || t.MinGames < 0 || t.MinRoundRobin < 0 || t.CandidatePoints < 0 {
		return &Error{Problem: NegativeSettings}
	}
	if t.Basis != "" && t.Basis != WholeField && t.Basis != Opponents {
		return &Error{Problem: BadBasis, Basis: t.Basis}
	}
	return nil
}

// Parse reads a table from JSON (as Marshal writes it) and validates it.
func Parse(data []byte) (Table, error) {
	var t Table
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&t); err != nil {
		return Table{}, &Error{Problem: Unreadable, Err: err}
	}
	return t, t.Validate()
}

// Marshal writes t as indented JSON.
func (t Table) Marshal() []byte {
	b, _ := json.MarshalIndent(t, "", "  ")
	return b
}
