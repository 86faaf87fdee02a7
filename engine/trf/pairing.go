package trf

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Board is one pairing of a round: White and Black are pairing numbers.
type Board struct{ White, Black int }

// Pairing is a whole round as a pairing program outputs it: the boards in
// board order and the receiver of the pairing-allocated bye (0 if none).
type Pairing struct {
	Boards []Board
	Bye    int
}

// PairingOf returns the pairing of round r recorded in t: one board per
// pair of opponents (forfeits included; a pair without colours is listed
// with the lower pairing number as White), in order of the White player's
// pairing number, and the player with U as Bye.
func (t *Tournament) PairingOf(r int) Pairing {
	var p Pairing
	for i := range t.Players {
		pl := &t.Players[i]
		g := pl.Game(r)
		switch {
		case g.Result == PAB && g.Opponent == 0:
			p.Bye = pl.ID
		case g.Opponent == 0:
		case g.Colour == White || (g.Colour != Black && pl.ID < g.Opponent):
			p.Boards = append(p.Boards, Board{pl.ID, g.Opponent})
		}
	}
	return p
}

// WritePairs writes a pairing in the bbpPairings/JaVaFo output format: the
// number of lines that follow (boards plus the bye), one "white black" line
// per board, the bye as "N 0" last.
func WritePairs(w io.Writer, p Pairing) error {
	bw := bufio.NewWriter(w)
	n := len(p.Boards)
	if p.Bye != 0 {
		n++
	}
	fmt.Fprintln(bw, n)
	for _, b := range p.Boards {
		fmt.Fprintln(bw, b.White, b.Black)
	}
	if p.Bye != 0 {
		fmt.Fprintln(bw, p.Bye, 0)
	}
	return bw.Flush()
}

// ReadPairs reads the format of WritePairs. Errors are *FormatError.
func ReadPairs(r io.Reader) (Pairing, error) {
	var p Pairing
	sc := bufio.NewScanner(r)
	line, want := 0, -1
	for sc.Scan() {
		line++
		f := strings.Fields(sc.Text())
		if len(f) == 0 {
			continue
		}
		if want < 0 {
			n, ok := atoi(f[0])
			if len(f) != 1 || !ok {
				return Pairing{}, &FormatError{Line: line, Msg: "first line must be the number of pairs"}
			}
			want = n
			continue
		}
		if len(f) != 2 {
			return Pairing{}, &FormatError{Line: line, Msg: "want two pairing numbers"}
		}
		a, ok1 := atoi(f[0])
		b, ok2 := atoi(f[1])
		switch {
		case !ok1 || !ok2 || a == 0:
			return Pairing{}, &FormatError{Line: line, Msg: "bad pairing numbers " + strconv.Quote(sc.Text())}
		case b == 0 && p.Bye != 0:
			return Pairing{}, &FormatError{Line: line, Msg: "second bye"}
		case b == 0:
			p.Bye = a
		default:
			p.Boards = append(p.Boards, Board{a, b})
		}
	}
	if err := sc.Err(); err != nil {
		return Pairing{}, err
	}
	got := len(p.Boards)
	if p.Bye != 0 {
		got++
	}
	if want < 0 || got != want {
		return Pairing{}, &FormatError{Line: line, Msg: fmt.Sprintf("count line says %d pairs, found %d", max(want, 0), got)}
	}
	return p, nil
}
