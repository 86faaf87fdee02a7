package norm

import (
	"encoding/json"
	"fmt"
	"strings"

	"arbiter/engine/season"
)

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
