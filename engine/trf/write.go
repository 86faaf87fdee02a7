package trf

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Write writes t as TRF-16 with the TRF(x) extensions, LF line ends, in
// this order: headers 012-132, XXR, XXC, XXA, XXP, 299, the other records kept
// by Read (verbatim, in their order), the 001 records in pairing-number
// order, then the 013 records. Fields that do not fit their columns (a name
// longer than 33 characters, a rating over 9999, …) are an error and
// nothing useful should be assumed about w then. Read(Write(t)) gives t
// back for every t that Read returned.
func Write(w io.Writer, t *Tournament) error {
	tw := &writer{w: bufio.NewWriter(w)}
	tw.headers(t)
	tw.extensions(t)
	for _, a := range t.Adjustments {
		tw.adjustment(a)
	}
	for _, s := range t.Other {
		tw.line(s)
	}
	tw.events(t)
	return tw.records(t)
}

// records writes the 001 and 013 records and flushes.
func (tw *writer) records(t *Tournament) error {
	for i := range t.Players {
		tw.player(&t.Players[i])
	}
	for _, tm := range t.Teams {
		tw.team(tm)
	}
	if tw.err != nil {
		return tw.err
	}
	return tw.w.Flush()
}

// events writes t's pairing-integrity events as "###" lines (event.go).
func (tw *writer) events(t *Tournament) {
	for _, e := range t.Events {
		tw.line(e.Line())
	}
}

type writer struct {
	w   *bufio.Writer
	err error
}

func (tw *writer) fail(format string, a ...any) {
	if tw.err == nil {
		tw.err = fmt.Errorf("trf: write: "+format, a...)
	}
}

func (tw *writer) line(s string) {
	if strings.Contains(s, "\n") {
		tw.fail("line %q contains a line break", s)
		return
	}
	if tw.err == nil {
		_, tw.err = tw.w.WriteString(strings.TrimRight(s, " \t") + "\n")
	}
}

func (tw *writer) headers(t *Tournament) {
	for _, h := range []struct {
		code, text string
	}{
		{"012", t.Name}, {"022", t.City}, {"032", t.Federation}, {"042", t.StartDate},
		{"052", t.EndDate}, {"062", t.NumPlayers}, {"072", t.NumRated}, {"082", t.NumTeams},
		{"092", t.Type}, {"102", t.ChiefArbiter},
	} {
		if h.text != "" {
			tw.line(h.code + " " + h.text)
		}
	}
	for _, d := range t.DeputyArbiters {
		tw.line("112 " + d)
	}
	if t.TimeControl != "" {
		tw.line("122 " + t.TimeControl)
	}
	if len(t.RoundDates) > 0 {
		var b strings.Builder
		b.WriteString(fmt.Sprintf("%-91s", "132"))
		for _, d := range t.RoundDates {
			b.WriteString(tw.fit(d, 8, false) + "  ")
		}
		tw.line(b.String())
	}
}

func (tw *writer) extensions(t *Tournament) {
	if t.TotalRounds > 0 {
		tw.line("XXR " + strconv.Itoa(t.TotalRounds))
	}
	var xxc []string
	switch t.InitialColour {
	case InitialWhite:
		xxc = append(xxc, "white1")
	case InitialBlack:
		xxc = append(xxc, "black1")
	}
	if t.PairByRank {
		xxc = append(xxc, "rank")
	}
	if len(xxc) > 0 {
		tw.line("XXC " + strings.Join(xxc, " "))
	}
	for _, a := range t.Accelerations {
		s := "XXA " + tw.num(a.Player, 4)
		for _, hp := range a.Points {
			s += " " + tw.points(hp)
		}
		tw.line(s)
	}
	for _, fp := range t.ForbiddenPairs {
		s := "XXP"
		for _, id := range fp {
			s += " " + strconv.Itoa(id)
		}
		tw.line(s)
	}
}

// fit pads s to width characters (left- or right-aligned); too long is an error.
func (tw *writer) fit(s string, width int, right bool) string {
	n := utf8.RuneCountInString(s)
	if n > width || strings.Contains(s, "\n") {
		tw.fail("%q does not fit in %d columns", s, width)
		return strings.Repeat(" ", width)
	}
	if right {
		return strings.Repeat(" ", width-n) + s
	}
	return s + strings.Repeat(" ", width-n)
}

// num writes a non-negative integer right-aligned; 0 is blank when blankZero.
func (tw *writer) num(n, width int) string {
	if n < 0 {
		tw.fail("negative number %d", n)
		return strings.Repeat(" ", width)
	}
	return tw.fit(strconv.Itoa(n), width, true)
}

// points writes half-points as "4.5" right-aligned in 4 columns.
func (tw *writer) points(hp int) string {
	if hp < 0 {
		tw.fail("negative points %d", hp)
		return "    "
	}
	s := strconv.Itoa(hp/2) + ".0"
	if hp%2 == 1 {
		s = strconv.Itoa(hp/2) + ".5"
	}
	if len(s) > 4 && hp%2 == 0 {
		s = strconv.Itoa(hp / 2)
	}
	return tw.fit(s, 4, true)
}

func (tw *writer) player(p *Player) {
	var b strings.Builder
	b.WriteString("001 ")
	b.WriteString(tw.num(p.ID, 4))
	b.WriteString(" " + tw.fit(p.Sex, 1, false) + tw.fit(p.Title, 3, true) + " ")
	b.WriteString(tw.fit(p.Name, 33, false) + " ")
	if p.Rating == 0 {
		b.WriteString("    ")
	} else {
		b.WriteString(tw.num(p.Rating, 4))
	}
	b.WriteString(" " + tw.fit(p.Federation, 3, false))
	b.WriteString(" " + tw.fit(p.FideID, 11, true))
	b.WriteString(" " + tw.fit(p.BirthDate, 10, false))
	b.WriteString(" " + tw.points(p.Points))
	if p.Rank == 0 {
		b.WriteString("     ")
	} else {
		b.WriteString(" " + tw.num(p.Rank, 4))
	}
	b.WriteString(" ") // column 90
	for _, g := range p.Games {
		b.WriteString(" " + tw.game(g) + " ") // columns 91-100, 101-110, …
	}
	tw.line(b.String())
}

func (tw *writer) game(g Game) string {
	opp := "0000"
	if g.Opponent != 0 {
		opp = tw.num(g.Opponent, 4)
	}
	c, r := rune(g.Colour), rune(g.Result)
	if g.Colour == 0 {
		c = '-'
	}
	if g.Result == 0 {
		r = ' '
	}
	return opp + " " + string(c) + " " + string(r)
}

// adjustment writes a 299 record: type 5, points 14-17, round 20-22,
// pairing numbers 24-27, 29-32, …
func (tw *writer) adjustment(a Adjustment) {
	ty := a.Type
	if ty == 0 {
		ty = ' '
	}
	rd := "   "
	if a.Round > 0 {
		rd = tw.num(a.Round, 3)
	}
	s := "299 " + string(rune(ty)) + "        " + tw.fit(fmtHalf(a.Points), 4, true) + "  " + rd
	for _, id := range a.Players {
		s += " " + tw.num(id, 4)
	}
	tw.line(s)
}

func (tw *writer) team(tm Team) {
	s := "013 " + tw.fit(tm.Name, 32, false)
	for i, id := range tm.Members {
		if i > 0 {
			s += " "
		}
		s += tw.num(id, 4)
	}
	tw.line(s)
}
