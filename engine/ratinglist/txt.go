package ratinglist

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

var headerTitles = map[string]field{
	"id": fID, "name": fName, "fed": fFed, "sex": fSex,
	"tit": fTit, "wtit": fWTit, "otit": fOTit, "foa": fFOA,
	"srtng": fSR, "sgm": fSG, "sk": fSK,
	"rrtng": fRR, "rgm": fRG, "rk": fRK,
	"brtng": fBR, "bgm": fBG, "bk": fBK,
	"rtng": fRating, "rating": fRating,
	"gms": fGames, "gm": fGames, "games": fGames, "k": fK,
	"b-day": fBirth, "born": fBirth, "byear": fBirth, "flag": fFlag,
}

// parseHeader reads the column layout from the header line. A column runs
// from the start of its title to the start of the next title.
func parseHeader(h string) (*txtLayout, Period, error) {
	l := &txtLayout{}
	var period Period
	type col struct {
		f     field
		start int
	}
	var cols []col
	prev := ""
	for i := 0; i < len(h); {
		if h[i] == ' ' || h[i] == '\t' {
			i++
			continue
		}
		j := i
		for j < len(h) && h[j] != ' ' && h[j] != '\t' {
			j++
		}
		tok := h[i:j]
		low := strings.ToLower(tok)
		switch f, ok := headerTitles[low]; {
		case low == "number" && prev == "id":
			// "ID Number" is one title
		case ok:
			cols = append(cols, col{f, i})
		default:
			if p, ok := monthToken(tok); ok {
				period = p
				cols = append(cols, col{fRating, i})
			} else {
				cols = append(cols, col{fOther, i})
			}
		}
		prev = low
		i = j
	}
	if len(cols) > 0 {
		l.whole = cols[len(cols)-1].start
	}
	for k, c := range cols {
		end := -1
		if k+1 < len(cols) {
			end = cols[k+1].start
		}
		if c.f == fOther || l.has[c.f] {
			continue
		}
		l.has[c.f], l.start[c.f], l.end[c.f] = true, c.start, end
	}
	if !l.has[fID] || l.start[fID] != 0 || !l.has[fName] || !l.has[fFed] {
		return nil, Period{}, ErrUnknownLayout
	}
	switch {
	case l.has[fSR] || l.has[fRR] || l.has[fBR]:
		l.kind = Combined
	case l.has[fRating]:
	default:
		return nil, Period{}, ErrUnknownLayout
	}
	return l, period, nil
}

func (r *Reader) startTXT(names []string, kind Kind) error {
	line, err := r.readLine()
	for err == nil && len(bytes.TrimSpace(line)) == 0 {
		line, err = r.readLine()
	}
	if err != nil {
		if err == io.EOF {
			return ErrUnknownLayout
		}
		return err
	}
	if !utf8.Valid(line) {
		return ErrUnknownLayout
	}
	l, period, err := parseHeader(strings.TrimRight(string(line), "\r\n"))
	if err != nil {
		return err
	}
	if l.kind == "" {
		l.kind = kind
		if l.kind == "" || l.kind == Combined {
			l.kind = kindFromNames(names)
		}
		if l.kind == "" || l.kind == Combined {
			return ErrUnknownKind
		}
	}
	if period.IsZero() {
		period = periodFromNames(names)
	}
	r.txt, r.info.Kind, r.info.Period = l, l.kind, period
	return nil
}

// readLine returns the next line without its end (valid until the next read).
func (r *Reader) readLine() ([]byte, error) {
	line, err := r.br.ReadSlice('\n')
	if err == bufio.ErrBufferFull {
		r.line++
		return nil, &LineError{r.line, "the line is too long"}
	}
	if err != nil && (err != io.EOF || len(line) == 0) {
		return nil, err
	}
	r.line++
	line = bytes.TrimRight(line, "\r\n")
	return line, nil
}

func (r *Reader) nextTXT() (Player, error) {
	l := r.txt
	for {
		line, err := r.readLine()
		if err != nil {
			return Player{}, err
		}
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		v := &r.txtView
		v.set(line)
		return r.parseTXT(v, l)
	}
}

func (r *Reader) parseTXT(v *lineView, l *txtLayout) (Player, error) {
	var p Player
	bad := func(format string, a ...any) (Player, error) {
		return Player{}, &LineError{r.line, fmt.Sprintf(format, a...)}
	}
	if len(v.ascii) < l.whole {
		return bad("the line is too short for the list's columns: it ends at character %d, the header's columns run to %d (a file cut short? download it again)", len(v.ascii), l.whole)
	}
	id, ok := atoi(v.bytes(l, fID))
	if !ok || id <= 0 {
		return bad("the FIDE ID %q is not a number", v.text(l, fID))
	}
	p.FIDEID = id
	p.Name = v.text(l, fName)
	p.Federation = v.text(l, fFed)
	p.Sex = strings.ToUpper(v.text(l, fSex))
	p.Title = v.text(l, fTit)
	p.WTitle = v.text(l, fWTit)
	p.OTitle = v.text(l, fOTit)
	p.FOATitle = v.text(l, fFOA)
	p.Flag = v.text(l, fFlag)
	num := func(f field, dst *int) bool {
		if !l.has[f] {
			return true
		}
		n, ok := atoi(v.bytes(l, f))
		if !ok || n > 1<<30 {
			return false
		}
		*dst = int(n)
		return true
	}
	type numCol struct {
		f    field
		dst  *int
		what string
	}
	single := p.rating(l.kind)
	cols := []numCol{
		{fSR, &p.Standard.Rating, "standard rating"}, {fSG, &p.Standard.Games, "standard games"}, {fSK, &p.Standard.K, "standard K-factor"},
		{fRR, &p.Rapid.Rating, "rapid rating"}, {fRG, &p.Rapid.Games, "rapid games"}, {fRK, &p.Rapid.K, "rapid K-factor"},
		{fBR, &p.Blitz.Rating, "blitz rating"}, {fBG, &p.Blitz.Games, "blitz games"}, {fBK, &p.Blitz.K, "blitz K-factor"},
		{fRating, &single.Rating, "rating"}, {fGames, &single.Games, "games"}, {fK, &single.K, "K-factor"},
		{fBirth, &p.BirthYear, "birth year"},
	}
	for _, c := range cols {
		if !num(c.f, c.dst) {
			return bad("the %s %q is not a number", c.what, v.text(l, c.f))
		}
		if ratingColumn[c.f] && !validRating(*c.dst) {
			return bad("the %s %q must be 0 or %d–%d", c.what, v.text(l, c.f), minRating, maxRating)
		}
	}
	return p, nil
}

// ratingColumn are the columns that hold a rating.
var ratingColumn = map[field]bool{fSR: true, fRR: true, fBR: true, fRating: true}
