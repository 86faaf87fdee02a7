package chess960

import (
	"errors"
	"fmt"
	"strings"
)

// Count is the number of starting positions.
const Count = 960

// Classical is the SP number of the ordinary starting position, RNBQKBNR.
const Classical = 518

// ErrNumber is returned for a number outside 0–959.
var ErrNumber = errors.New("chess960: the position number is not in 0–959")

// Problem says why a back rank is not a Chess960 starting position.
type Problem int

// The problems Valid reports.
const (
	OK            Problem = iota
	BadLength             // not eight squares
	BadPiece              // a letter other than K, Q, R, B, N
	BadCount              // not one king, one queen, two rooks, two bishops, two knights
	BishopsColour         // both bishops on squares of one colour (II.2.2)
	KingOutside           // the king not between the rooks (II.2.1)
)

// Error is a back rank that is not a starting position (for logs: model
// words the Problem for the director).
type Error struct {
	Rank    string
	Problem Problem
}

func (e *Error) Error() string {
	return fmt.Sprintf("chess960: %q is not a starting position (problem %d)", e.Rank, e.Problem)
}

// knights are the squares (of the five left after the bishops and the
// queen) of the two knights, by the fourth digit of the numbering.
var knights = [10][2]int{{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}}

// Position returns White's back rank of SP n, files a to h, in the
// English letters K, Q, R, B, N (e.g. "RNBQKBNR" for 518).
func Position(n int) (string, error) {
	if n < 0 || n >= Count {
		return "", ErrNumber
	}
	var rank [8]byte
	rank[2*(n%4)+1] = 'B' // light squares b, d, f, h
	n /= 4
	rank[2*(n%4)] = 'B' // dark squares a, c, e, g
	n /= 4
	put(&rank, n%6, 'Q')
	n /= 6
	free := freeSquares(rank)
	rank[free[knights[n][0]]] = 'N'
	rank[free[knights[n][1]]] = 'N'
	for _, p := range []byte{'R', 'K', 'R'} {
		rank[freeSquares(rank)[0]] = p
	}
	return string(rank[:]), nil
}

// put places piece on the k-th free square (0 the leftmost).
func put(rank *[8]byte, k int, piece byte) {
	rank[freeSquares(*rank)[k]] = piece
}

func freeSquares(rank [8]byte) []int {
	var out []int
	for i, c := range rank {
		if c == 0 {
			out = append(out, i)
		}
	}
	return out
}

// Number returns the SP number of a back rank (letters K, Q, R, B, N in
// either case; Black's lower-case rank reads the same). A rank that is
// not a starting position is an *Error.
func Number(rank string) (int, error) {
	rank = strings.ToUpper(strings.TrimSpace(rank))
	if p := check(rank); p != OK {
		return 0, &Error{Rank: rank, Problem: p}
	}
	var light, dark int
	for i := 0; i < 8; i++ {
		if rank[i] == 'B' {
			if i%2 == 1 {
				light = i / 2
			} else {
				dark = i / 2
			}
		}
	}
	var rest []byte // the six squares left after the bishops
	for i := 0; i < 8; i++ {
		if rank[i] != 'B' {
			rest = append(rest, rank[i])
		}
	}
	q := strings.IndexByte(string(rest), 'Q')
	var five []int // the knights among the five left after the queen
	k := 0
	for _, c := range rest {
		if c == 'Q' {
			continue
		}
		if c == 'N' {
			five = append(five, k)
		}
		k++
	}
	kn := 0
	for i, pair := range knights {
		if pair[0] == five[0] && pair[1] == five[1] {
			kn = i
		}
	}
	return ((kn*6+q)*4+dark)*4 + light, nil
}

// Valid says whether rank is a Chess960 starting position (OK) or what
// is wrong with it.
func Valid(rank string) Problem {
	return check(strings.ToUpper(strings.TrimSpace(rank)))
}

func check(rank string) Problem {
	if len(rank) != 8 {
		return BadLength
	}
	count := map[byte]int{}
	for i := 0; i < 8; i++ {
		switch c := rank[i]; c {
		case 'K', 'Q', 'R', 'B', 'N':
			count[c]++
		default:
			return BadPiece
		}
	}
	if count['K'] != 1 || count['Q'] != 1 || count['R'] != 2 || count['B'] != 2 || count['N'] != 2 {
		return BadCount
	}
	b1 := strings.IndexByte(rank, 'B')
	b2 := strings.LastIndexByte(rank, 'B')
	if (b1-b2)%2 == 0 {
		return BishopsColour
	}
	k := strings.IndexByte(rank, 'K')
	if !(strings.IndexByte(rank, 'R') < k && k < strings.LastIndexByte(rank, 'R')) {
		return KingOutside
	}
	return OK
}

// FEN is the start position of SP n in X-FEN (castling KQkq; package doc).
func FEN(n int) (string, error) {
	return fen(n, false)
}

// ShredderFEN is the start position of SP n with the castling rights
// written by the rooks' files, king's side first (HAha for SP 518).
func ShredderFEN(n int) (string, error) {
	return fen(n, true)
}

func fen(n int, files bool) (string, error) {
	r, err := Position(n)
	if err != nil {
		return "", err
	}
	castling := "KQkq"
	if files {
		a, h := strings.IndexByte(r, 'R'), strings.LastIndexByte(r, 'R')
		castling = string([]byte{'A' + byte(h), 'A' + byte(a), 'a' + byte(h), 'a' + byte(a)})
	}
	return strings.ToLower(r) + "/pppppppp/8/8/8/8/PPPPPPPP/" + r + " w " + castling + " - 0 1", nil
}

// Source is a random source: IntN returns a number in [0, n), each with
// the same chance (math/rand/v2's *rand.Rand is one).
type Source interface {
	IntN(n int) int
}

// ErrNoneLeft is returned when every position is excluded.
var ErrNoneLeft = errors.New("chess960: every position is excluded from the draw")

// Draw returns a number drawn with src, uniformly among 0–959 less the
// excluded numbers (e.g. Classical, or the positions of the rounds
// already played). Numbers outside 0–959 in exclude are ignored.
func Draw(src Source, exclude ...int) (int, error) {
	out := map[int]bool{}
	for _, n := range exclude {
		if n >= 0 && n < Count {
			out[n] = true
		}
	}
	left := Count - len(out)
	if left == 0 {
		return 0, ErrNoneLeft
	}
	k := src.IntN(left)
	for n := 0; n < Count; n++ {
		if out[n] {
			continue
		}
		if k == 0 {
			return n, nil
		}
		k--
	}
	return 0, ErrNoneLeft // not reached: k < left
}

// Figurines writes a back rank in the white chess figurines of Unicode
// (♔♕♖♗♘, U+2654–2658), e.g. ♖♘♗♕♔♗♘♖ for RNBQKBNR.
func Figurines(rank string) string {
	var b strings.Builder
	for _, c := range strings.ToUpper(rank) {
		switch c {
		case 'K':
			b.WriteRune('\u2654')
		case 'Q':
			b.WriteRune('\u2655')
		case 'R':
			b.WriteRune('\u2656')
		case 'B':
			b.WriteRune('\u2657')
		case 'N':
			b.WriteRune('\u2658')
		default:
			b.WriteRune(c)
		}
	}
	return b.String()
}
