package swiss

// The round's checklist: the pairing as the engine built it, step by step,
// for the arbiter to check by hand and for the player who asks why
// (README "Why this pairing"). PairChecklist records it while the engine
// decides (trace.go); nothing here is re-derived from the result. The
// words are model/explain's: this file gives codes and numbers only.

// Criterion is a pairing criterion of C.04.3 Art. 2 (C1-C21, numbered as
// in ../../shared/rules/dutch.md C) or one of the reasons below that are
// not a criterion of their own.
type Criterion int

// Criteria beyond C1-C21 (Criterion(1) ... Criterion(21)).
const (
	// CritNone: nothing to explain.
	CritNone Criterion = 0
	// CritForbidden: a forbidden pair (TRF XXP; the same club in the
	// first rounds), which the engine treats like C1.
	CritForbidden Criterion = 100
	// CritOrder: the alternative is as good by every criterion; the rules
	// take the first candidate in the generation order (C.04.3 Art. 4,
	// B.8: exchanges and transpositions).
	CritOrder Criterion = 101
	// CritLookAhead: the alternative looks as good or better inside the
	// bracket, but the players left for the lower brackets could then not
	// be paired as well (C4 completion, C5 PAB score, C8 next bracket).
	CritLookAhead Criterion = 102
	// CritOdd: the bracket has an odd number of players or too few
	// compatible pairs, so somebody moves down (C6).
	CritOdd Criterion = 103
)

// Strength is the strength of a colour preference (C.04.3 1.7; A.7).
type Strength int

// Colour preference strengths.
const (
	NoPreference Strength = iota
	Mild
	StrongPref
	Absolute
)

// Float marks a float of an earlier round (C.04.3 1.4).
type Float int

// Floats.
const (
	NoFloat Float = iota
	FloatDown
	FloatUp
)

// Colour is a colour of a preference or a board: 0 none, 'W', 'B'.
type Colour byte

// The colours.
const (
	NoColour Colour = 0
	White    Colour = 'W'
	Black    Colour = 'B'
)

func exportColour(c colour) Colour {
	switch c {
	case white:
		return White
	case black:
		return Black
	}
	return NoColour
}

// PlayerNote is a player's state before the round, as the engine reads it
// (dutch.md F.1).
type PlayerNote struct {
	ID          int    // pairing number
	Rank        int    // 1-based effective rank (F.1, F.7 item 6)
	Score       int    // pairing score in half-points (with virtual points)
	RealScore   int    // the score without virtual points
	Colours     string // colours of the games played, oldest first ("WBW")
	CD          int    // colour difference: whites minus blacks (A.7)
	Pref        Colour // colour preference (A.7)
	Strength    Strength
	Repeated    Colour // the colour of the last two games when they were equal
	Float1      Float  // float one round back
	Float2      Float  // float two rounds back
	PABEligible bool   // C2: no PAB nor a win's points without playing yet
	Opponents   []int  // the opponents met over the board (C1), ascending
}

// PairNote is a pair of a bracket: the higher-ranked player first.
type PairNote struct{ Higher, Lower int }

// Change is one deviation of the bracket's pairing from the first
// candidate (S1 player i against S2 player i, C.04.3 3.3): Player did not
// get Expected but Got (0: Player was not paired in the bracket and moved
// down), because of Criterion. Via names the pair the alternative would
// have had to make when that pair is what the criterion rules out (C1, C3,
// forbidden).
type Change struct {
	Kind      ChangeKind
	Player    int
	Expected  int // 0: Player has no counterpart in the other half
	Got       int
	Criterion Criterion
	Via       PairNote
}

// ChangeKind says what kind of alteration a Change is (C.04.3 3.6, 3.7).
type ChangeKind int

// Change kinds.
const (
	// Transposition: Player kept his half (S1) but got another opponent
	// from S2 (B.8.2).
	Transposition ChangeKind = iota + 1
	// Exchange: Player changed halves (B.8.3).
	Exchange
	// MovedDown: Player was not paired in the bracket (a downfloater).
	MovedDown
	// MDPOpponent: a moved-down player got another resident than the
	// first one (B.6 step 2; Burstein: another than the lowest index).
	MDPOpponent
)

// BracketNote is one pairing bracket (C.04.3 1.3): its moved-down players
// and residents, its halves, the pairs it made and the players it moved
// down.
type BracketNote struct {
	No        int
	Score     int   // the residents' pairing score
	MDPs      []int // moved-down players (from higher brackets), rank order
	Residents []int // the scoregroup's players, rank order
	// S1, S2: the halves. In a bracket with moved-down players S1 holds the
	// ones paired here and S2 the residents (C.04.3 3.2); S1R, S2R are then
	// the remainder's halves. In a homogeneous bracket S1R and S2R are
	// empty. Burstein: S1 is the bracket in index order, S2 empty.
	S1, S2, S1R, S2R []int
	Pairs            []PairNote
	Down             []int // not paired here: moved down (or the PAB)
	Changes          []Change
}

// BoardNote is a board of the round with the colour rule that oriented it
// (C.04.3 Art. 5, D.2 rules 1-5); Decider is the player whose preference
// or rank decided (0 for rule 1 and 3).
type BoardNote struct {
	No           int // 1-based board number in the published order, 0 if not in the result
	White, Black int
	Rule         int
	Decider      int
}

// ByeNote says who gets the pairing-allocated bye and why (C2, C5, C9):
// Score is his score, the lowest a complete pairing allows (C5);
// Ineligible are the players with a lower score who may not receive it
// (C2); Others, the other candidates of his score and the criterion that
// paired them instead.
type ByeNote struct {
	Player     int
	Score      int
	Unplayed   int // rounds the player did not play (C9)
	Ineligible []int
	Lower      []int // players with a lower score who may receive it but were paired (C4)
	Others     []Change
}

// Checklist is the round's pairing as the engine built it.
type Checklist struct {
	System   System
	Baku     bool // virtual points of the Baku acceleration are in the scores
	Round    int
	Initial  Colour // the initial colour (D.1, XXC)
	TopScore int    // topscorers have a score above it (last round), -1 otherwise
	Players  []PlayerNote
	Brackets []BracketNote
	Bye      *ByeNote
	Boards   []BoardNote
}

// Player returns the note of player id.
func (c *Checklist) Player(id int) (PlayerNote, bool) {
	for _, p := range c.Players {
		if p.ID == id {
			return p, true
		}
	}
	return PlayerNote{}, false
}

// Pairing is the pairing read back from the checklist: the boards as the
// checklist's board notes orient them, in board order, and the bye.
func (c *Checklist) Pairing() Pairing {
	var out Pairing
	bs := append([]BoardNote(nil), c.Boards...)
	for i := 1; i < len(bs); i++ {
		for j := i; j > 0 && bs[j].No < bs[j-1].No; j-- {
			bs[j], bs[j-1] = bs[j-1], bs[j]
		}
	}
	for _, b := range bs {
		out.Boards = append(out.Boards, Board{White: b.White, Black: b.Black})
	}
	if c.Bye != nil {
		out.Bye = c.Bye.Player
	}
	return out
}

// Why is what the checklist says about one player: his bracket, his pair
// (or the bye), whether he or his opponent moved down, the colour rule of
// his board, and the change that gave him another opponent than the
// expected one.
type Why struct {
	Player   PlayerNote
	Bracket  *BracketNote // where he was paired (or left for the PAB; nil when he was alone below the last bracket)
	Opponent int          // 0: the PAB
	Board    *BoardNote
	Bye      *ByeNote
	// Floated is true when Player moved down into Bracket (an MDP);
	// OpponentFloated when his opponent did.
	Floated, OpponentFloated bool
	// Down is the change by which he moved down from a higher bracket, if
	// he did.
	Down *Change
	// Change is his own change in Bracket (nil: he got the expected
	// opponent).
	Change *Change
}

// WhyOf answers for player id; false when he was not paired this round.
func (c *Checklist) WhyOf(id int) (Why, bool) {
	p, ok := c.Player(id)
	if !ok {
		return Why{}, false
	}
	w := Why{Player: p}
	for i := range c.Brackets {
		b := &c.Brackets[i]
		for j := range b.Changes {
			ch := &b.Changes[j]
			if ch.Player == id && ch.Kind == MovedDown && w.Down == nil {
				w.Down = ch
			}
		}
		for _, pr := range b.Pairs {
			if pr.Higher == id || pr.Lower == id {
				w.Bracket = b
				w.Opponent = pr.Higher + pr.Lower - id
				w.Floated = contains(b.MDPs, id)
				w.OpponentFloated = contains(b.MDPs, w.Opponent)
				for j := range b.Changes {
					if ch := &b.Changes[j]; ch.Player == id && ch.Kind != MovedDown {
						w.Change = ch
					}
				}
			}
		}
	}
	for i := range c.Boards {
		if b := &c.Boards[i]; b.White == id || b.Black == id {
			w.Board = b
		}
	}
	if c.Bye != nil && c.Bye.Player == id {
		w.Bye = c.Bye
		for i := range c.Brackets {
			b := &c.Brackets[i]
			if contains(b.Down, id) {
				w.Bracket = b
			}
		}
	}
	if w.Bracket == nil && w.Bye == nil {
		return Why{}, false
	}
	if !w.Floated {
		w.Down = nil // the bye's own reason is in Bye
	}
	return w, true
}

func contains(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
