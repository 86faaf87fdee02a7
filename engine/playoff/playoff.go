package playoff

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"arbiter/engine/lot"
)

// Form is how two tied players play off.
type Form string

const (
	// FormGame is one game played until one player wins: a drawn game is
	// replayed (seed 004 §11 final: «Партия играется до победы одного из
	// участников»).
	FormGame Form = "game"
	// FormArmageddon is one game where a draw is a win for Black (seed 004
	// §11 final: «в случаи ничьей, играющий черными объявляется
	// победителем»; §5 the same for the knockout).
	FormArmageddon Form = "armageddon"
	// FormMatch2 is a match to two wins (seed 004 §11 semifinals: «матч до
	// 2-х побед»): draws count for nobody.
	FormMatch2 Form = "match2"
)

// Forms lists the forms in the order a form offers them.
var Forms = []Form{FormArmageddon, FormGame, FormMatch2}

// Rule is a tournament's play-off rule. The zero Rule plays off nothing.
type Rule struct {
	// Places the play-off decides: a tie of Tied players whose places
	// include one of these is played off (seed 004 §11: place 1; [1, 3]
	// for the medals). Sorted, distinct, each ≥ 1.
	Places []int
	// Tied is how many players tied on points call for a play-off (2;
	// seed 004 §11: «у двух участников»); more go by the tie-breaks.
	Tied int
	Form Form
	// Extra is the extra match for first place (seed 004 §3, §19).
	Extra bool
}

// Active reports whether the rule plays off anything.
func (r Rule) Active() bool { return len(r.Places) > 0 || r.Extra }

// Validate checks the rule: places positive and distinct, Tied 2 (a game
// or a match is between two players), a known form when places are set.
func (r Rule) Validate() error {
	for i, p := range r.Places {
		if p < 1 {
			return fmt.Errorf("place %d is not a place", p)
		}
		if i > 0 && r.Places[i-1] >= p {
			return errors.New("places must be distinct and in increasing order")
		}
	}
	if len(r.Places) == 0 {
		return nil
	}
	if r.Tied != 2 {
		return fmt.Errorf("a play-off is between 2 tied players, not %d", r.Tied)
	}
	if !slices.Contains(Forms, r.Form) {
		return fmt.Errorf("unknown play-off form %q (armageddon, game, match2)", r.Form)
	}
	return nil
}

// ParsePlaces reads "1" or "1,3" (spaces allowed; "" is no places) into
// sorted distinct places.
func ParsePlaces(s string) ([]int, error) {
	var out []int
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' || r == ';' }) {
		n, err := strconv.Atoi(f)
		if err != nil || n < 1 {
			return nil, fmt.Errorf("%q is not a place", f)
		}
		if !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	sort.Ints(out)
	return out, nil
}

// PlacesText writes places as "1,3".
func PlacesText(ps []int) string {
	s := make([]string, len(ps))
	for i, p := range ps {
		s[i] = strconv.Itoa(p)
	}
	return strings.Join(s, ",")
}

// Result of a play-off game.
type Result int

const (
	WhiteWins Result = iota + 1
	Draw
	BlackWins
)

// ParseResult reads "1-0", "½-½" (also "1/2-1/2", "=") or "0-1".
func ParseResult(s string) (Result, error) {
	switch strings.ReplaceAll(strings.TrimSpace(s), "–", "-") {
	case "1-0":
		return WhiteWins, nil
	case "½-½", "1/2-1/2", "1/2", "½", "=", "0.5-0.5":
		return Draw, nil
	case "0-1":
		return BlackWins, nil
	}
	return 0, fmt.Errorf("%q is not a result (1-0, ½-½, 0-1)", s)
}

// String is "1-0", "½-½" or "0-1".
func (r Result) String() string {
	switch r {
	case WhiteWins:
		return "1-0"
	case Draw:
		return "½-½"
	case BlackWins:
		return "0-1"
	}
	return "?"
}

// Game is one play-off game: the players (tournament start numbers) and
// the result.
type Game struct {
	White, Black int
	Result       Result
}

// Outcome is the state of one play-off after its games.
type Outcome struct {
	Decided bool
	Winner  int // 0 while not decided
	Loser   int
	// Wins counts the games each player won, by start number (an
	// Armageddon draw counts as Black's win).
	Wins map[int]int
	// Games is how many games were played.
	Games int
}

// GameError is a game that cannot belong to the play-off: Index is its
// place in the list (0-based).
type GameError struct {
	Index int
	Msg   string
}

func (e *GameError) Error() string { return fmt.Sprintf("play-off game %d: %s", e.Index+1, e.Msg) }

// ErrDecided is wrapped by the GameError of a game played after the
// play-off was decided.
var ErrDecided = errors.New("the play-off is already decided")

// Decide scores the games of a play-off of form f between players a and
// b. A game after the decision, a game of anyone else or a game without a
// result is a *GameError.
func Decide(f Form, a, b int, games []Game) (Outcome, error) {
	o := Outcome{Wins: map[int]int{a: 0, b: 0}}
	for i, g := range games {
		if err := check(a, b, g); err != nil {
			return o, &GameError{Index: i, Msg: err.Error()}
		}
		if o.Decided {
			return o, &GameError{Index: i, Msg: ErrDecided.Error()}
		}
		o.Games++
		switch {
		case g.Result == WhiteWins:
			o.Wins[g.White]++
		case g.Result == BlackWins:
			o.Wins[g.Black]++
		case f == FormArmageddon: // a draw is a win for Black (§11)
			o.Wins[g.Black]++
		}
		need := 1
		if f == FormMatch2 {
			need = 2 // «матч до 2-х побед»
		}
		for _, p := range []int{a, b} {
			if o.Wins[p] >= need {
				o.Decided, o.Winner = true, p
				o.Loser = a + b - p
			}
		}
	}
	return o, nil
}

// DecideExtra scores the extra match for first place (seed 004 §3, §19):
// one game; the challenger's win gives him first place, a draw or the
// holder's win keeps the holder first. Decided after the first game.
func DecideExtra(challenger, holder int, games []Game) (Outcome, error) {
	o := Outcome{Wins: map[int]int{challenger: 0, holder: 0}}
	for i, g := range games {
		if err := check(challenger, holder, g); err != nil {
			return o, &GameError{Index: i, Msg: err.Error()}
		}
		if o.Decided {
			return o, &GameError{Index: i, Msg: ErrDecided.Error()}
		}
		o.Games++
		o.Decided = true
		w := 0
		switch g.Result {
		case WhiteWins:
			w = g.White
		case BlackWins:
			w = g.Black
		}
		if w != 0 {
			o.Wins[w]++
		}
		o.Winner, o.Loser = holder, challenger
		if w == challenger {
			o.Winner, o.Loser = challenger, holder
		}
	}
	return o, nil
}

func check(a, b int, g Game) error {
	if !((g.White == a && g.Black == b) || (g.White == b && g.Black == a)) {
		return fmt.Errorf("the game %d–%d is not between the tied players %d and %d", g.White, g.Black, a, b)
	}
	if g.Result < WhiteWins || g.Result > BlackWins {
		return errors.New("a play-off game needs a result: 1-0, ½-½ or 0-1")
	}
	return nil
}

// WhiteByLot draws who has White in a play-off game (seed 004 §5:
// «Очередность цвета определяется жребием»; §11 says nothing else) with
// engine/lot: a gets White when lot.Draw(2, seed) gives him number 1, as
// `arbiter-cli lot --players 2 --seed S` prints it (first line «1 1»).
func WhiteByLot(a, b int, seed uint64) int {
	if lot.Draw(2, seed)[0] == 1 {
		return a
	}
	return b
}
