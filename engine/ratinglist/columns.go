package ratinglist

import (
	"bytes"
	"strings"
	"unicode/utf8"
)

// field is a column of a TXT list; txtLayout says where each one lies in
// a line and lineView reads it.
type field int

const (
	fOther field = iota
	fID
	fName
	fFed
	fSex
	fTit
	fWTit
	fOTit
	fFOA
	fSR
	fSG
	fSK
	fRR
	fRG
	fRK
	fBR
	fBG
	fBK
	fRating // a single list's rating, titled by its month
	fGames
	fK
	fBirth
	fFlag
	nFields
)

// txtLayout is where each column starts and ends, read from the header.
type txtLayout struct {
	start, end [nFields]int // end -1: to the end of the line
	has        [nFields]bool
	kind       Kind
	// whole is the length every player's line reaches at least: the start
	// of the header's last column. FIDE's lines are fixed-width; only the
	// last column (Flag) may be blank and its spaces left off, so a shorter
	// line was cut (an interrupted download ends inside a line).
	whole int
}

// lineView reads columns by character: ascii has one byte per character
// (non-ASCII characters as '?'), runes the characters when the line is not
// plain ASCII.
type lineView struct {
	ascii []byte
	runes []rune
	buf   []byte
	rbuf  []rune
}

func (v *lineView) set(line []byte) {
	plain := true
	for _, c := range line {
		if c >= 0x80 {
			plain = false
			break
		}
	}
	if plain {
		v.ascii, v.runes = line, nil
		return
	}
	v.buf, v.rbuf = v.buf[:0], v.rbuf[:0]
	if utf8.Valid(line) {
		for _, c := range string(line) {
			v.rbuf = append(v.rbuf, c)
		}
	} else { // Latin-1: one byte, one character
		for _, c := range line {
			v.rbuf = append(v.rbuf, rune(c))
		}
	}
	for _, c := range v.rbuf {
		if c >= 0x80 {
			c = '?'
		}
		v.buf = append(v.buf, byte(c))
	}
	v.ascii, v.runes = v.buf, v.rbuf
}

func (v *lineView) span(l *txtLayout, f field) (int, int, bool) {
	if !l.has[f] {
		return 0, 0, false
	}
	a, b := l.start[f], l.end[f]
	n := len(v.ascii)
	if b < 0 || b > n {
		b = n
	}
	if a >= b {
		return 0, 0, false
	}
	return a, b, true
}

func (v *lineView) bytes(l *txtLayout, f field) []byte {
	a, b, ok := v.span(l, f)
	if !ok {
		return nil
	}
	return bytes.TrimSpace(v.ascii[a:b])
}

func (v *lineView) text(l *txtLayout, f field) string {
	a, b, ok := v.span(l, f)
	if !ok {
		return ""
	}
	if v.runes != nil {
		return strings.TrimSpace(string(v.runes[a:b]))
	}
	return string(bytes.TrimSpace(v.ascii[a:b]))
}
