package trf

import (
	"strconv"
	"strings"
)

// Options change how Read judges a file.
type Options struct {
	// WarnPoints turns a 001 points field that contradicts the results
	// into a Warning instead of an error (the check command reads played
	// files this way; pairing refuses them, as bbpPairings does).
	WarnPoints bool
	// UnusualResults accepts the arbiter's ½-0, 0-½ and 0-0 of a played
	// game ("=" or "0" against "0"; see resultsAgree). Without it such a
	// file is refused: a program that stores one result per board (the
	// database import) would turn them into a draw or a loss.
	UnusualResults bool
}

type parser struct {
	t          *Tournament
	line       int
	seen       map[string]bool // single-occurrence records already read
	playerLine map[int]int     // pairing number -> line
	teamLine   []int           // line of each 013, in order
	accLine    []int           // line of each XXA, in order
	pairLine   []int           // line of each XXP, in order

	blankPoints map[int]bool // pairing number -> 001 points field left blank
	adjLine     []int        // line of each 299, in order
	scoring     pointSystem  // 162, XXS, BBx
	pointsLine  int          // first line that set the point system (0 = standard)
	pointsBad   string       // why the point system could not be read ("" = fine)
	dates132    int          // 132 lines read
	teamRecords bool         // a 310 team record was read (299 then adjusts teams)
}

// warnf records something read leniently.
func (p *parser) warnf(col int, msg string) {
	p.t.Warnings = append(p.t.Warnings, Warning{Line: p.line, Col: col, Msg: msg})
}

func (p *parser) errf(col int, msg string) error {
	return &FormatError{Line: p.line, Col: col, Msg: msg}
}

func (p *parser) once(code string) error {
	if p.seen[code] {
		return p.errf(1, "record "+code+" appears twice")
	}
	p.seen[code] = true
	return nil
}

func (p *parser) needBlank(rs []rune, col int) error {
	if col <= len(rs) && rs[col-1] != ' ' {
		return p.errf(col, "column "+strconv.Itoa(col)+" must be blank")
	}
	return nil
}

func (p *parser) header(code string, rs []rune, f *string) error {
	if err := p.once(code); err != nil {
		return err
	}
	if err := p.needBlank(rs, 4); err != nil {
		return err
	}
	*f = text(rs, 5, len(rs))
	return nil
}

// field returns columns from..to (1-based, inclusive) of rs, blank-padded.
func field(rs []rune, from, to int) string {
	if from > len(rs) {
		return ""
	}
	return string(rs[from-1 : min(to, len(rs))])
}

// text is a trimmed text field.
func text(rs []rune, from, to int) string {
	return strings.TrimSpace(field(rs, from, to))
}

// number reads an optional unsigned integer field; blank gives 0.
func (p *parser) number(rs []rune, from, to int, what string) (int, error) {
	s := text(rs, from, to)
	if s == "" {
		return 0, nil
	}
	n, ok := atoi(s)
	if !ok {
		return 0, p.errf(from, "bad "+what+" "+strconv.Quote(s))
	}
	return n, nil
}

// atoi accepts only ASCII digits (no sign, no spaces), at most 9 of them.
func atoi(s string) (int, bool) {
	if s == "" || len(s) > 9 {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, true
}

// halfPoints parses "4.5", "17.0", "4", "4.50" into half-points.
func halfPoints(s string) (int, bool) {
	whole, frac, dot := strings.Cut(s, ".")
	if dot {
		frac = strings.TrimRight(frac, "0")
	}
	if whole == "" {
		whole = "0"
		if !dot {
			return 0, false
		}
	}
	n, ok := atoi(whole)
	if !ok || n > 1<<20 {
		return 0, false
	}
	switch frac {
	case "":
		return 2 * n, true
	case "5":
		return 2*n + 1, true
	}
	return 0, false
}

func (p *parser) points(s string, col int, what string) (int, error) {
	hp, ok := halfPoints(s)
	if !ok {
		return 0, p.errf(col, "bad "+what+" "+strconv.Quote(s)+" (expected a multiple of 0.5)")
	}
	return hp, nil
}

// blanks checks that columns from..to are blank.
func (p *parser) blanks(rs []rune, from, to int) error {
	for c := from; c <= to && c <= len(rs); c++ {
		if rs[c-1] != ' ' {
			return p.errf(c, "column "+strconv.Itoa(c)+" must be blank")
		}
	}
	return nil
}

// words splits the part of an extension line after the record code.
func words(rs []rune) []string { return strings.Fields(field(rs, 4, len(rs))) }

type pointSystem struct {
	ps     PointSystem
	set    bool
	pabSet bool // PAB given explicitly (otherwise it follows the win)
}

func (s *pointSystem) win(v int) {
	s.ps.WinW, s.ps.WinB, s.ps.ForfeitWin, s.ps.FullBye = v, v, v, v
	if !s.pabSet {
		s.ps.PAB = v
	}
}

func (s *pointSystem) draw(v int) { s.ps.DrawW, s.ps.DrawB, s.ps.HalfBye = v, v, v }
