package trf

import (
	"bufio"
	"bytes"
	"io"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// maxLineBytes bounds one TRF line; longer lines are reported, not read.
const maxLineBytes = 1 << 20

// UnusualResult is one board of an unusual result (½-0, 0-½, 0-0).
type UnusualResult struct {
	Round, White, Black int
	WhiteResult         Result // Draw or Loss
	BlackResult         Result
}

// UnusualResults lists the boards whose two results are not the two
// sides of one result: ½-0, 0-½, 0-0 (resultsAgree), in round and board
// (White's pairing number) order.
func (t *Tournament) UnusualResults() []UnusualResult {
	var out []UnusualResult
	for r := 1; r <= t.Rounds(); r++ {
		for i := range t.Players {
			p := &t.Players[i]
			g := p.Game(r)
			if g.Opponent == 0 || g.Colour != White {
				continue
			}
			h := t.Player(g.Opponent).Game(r)
			if (g.Result == Draw || g.Result == Loss) && h.Result == Loss || g.Result == Loss && h.Result == Draw {
				out = append(out, UnusualResult{Round: r, White: p.ID, Black: g.Opponent, WhiteResult: g.Result, BlackResult: h.Result})
			}
		}
	}
	return out
}

// Read parses a TRF-16 or TRF-2026 file (with the TRF(x)/TRF(bx)
// extensions) and checks that it is consistent: pairing numbers 1..N each
// once, opponents that exist and point back, results and colours that
// agree, no round column past XXR, 001 points that match the results under
// the file's point system and its 299 records. The first problem found is
// returned as a *FormatError; on error the returned Tournament is nil.
// What was read leniently is listed in Tournament.Warnings.
func Read(r io.Reader) (*Tournament, error) { return ReadWith(r, Options{}) }

// ReadWith is Read with options.
func ReadWith(r io.Reader, o Options) (*Tournament, error) {
	p := &parser{t: &Tournament{}, seen: map[string]bool{}, playerLine: map[int]int{}, blankPoints: map[int]bool{}}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64*1024), maxLineBytes)
	sc.Split(splitLines)
	for sc.Scan() {
		p.line++
		b := sc.Bytes()
		if p.line == 1 {
			b = bytes.TrimPrefix(b, []byte("\xef\xbb\xbf"))
		}
		if !utf8.Valid(b) {
			return nil, p.notUTF8(b)
		}
		if err := p.parseLine(trimLine(string(b))); err != nil {
			return nil, err
		}
	}
	if err := sc.Err(); err != nil {
		if err == bufio.ErrTooLong {
			return nil, &FormatError{Line: p.line + 1, Msg: "line too long"}
		}
		return nil, err
	}
	if len(p.t.Players) == 0 {
		return nil, &FormatError{Line: max(p.line, 1), Msg: "no player records (001): this is not a TRF tournament file"}
	}
	sort.SliceStable(p.t.Players, func(i, j int) bool { return p.t.Players[i].ID < p.t.Players[j].ID })
	if err := validate(p.t, p.playerLine, p.teamLine, p.accLine, p.pairLine); err != nil {
		return nil, err
	}
	if err := p.finish(o); err != nil {
		return nil, err
	}
	if u := p.t.UnusualResults(); len(u) > 0 && !o.UnusualResults {
		half := func(r Result) string { return map[Result]string{Draw: "½", Loss: "0"}[r] }
		return nil, &FormatError{Line: p.playerLine[u[0].White], Col: roundCol(u[0].Round) + 7,
			Msg: "round " + strconv.Itoa(u[0].Round) + ": players " + strconv.Itoa(u[0].White) + " and " + strconv.Itoa(u[0].Black) +
				" have the unusual result " + half(u[0].WhiteResult) + "-" + half(u[0].BlackResult) + ", which this program cannot store; enter it as a decisive result or a draw"}
	}
	return p.t, nil
}

// splitLines splits at LF, CR or CRLF: TRF-16 and TRF-2026 end every line
// with CR (remark 1), bbpPairings writes CR only, most programs CRLF or LF.
func splitLines(data []byte, atEOF bool) (int, []byte, error) {
	if atEOF && len(data) == 0 {
		return 0, nil, nil
	}
	if i := bytes.IndexAny(data, "\r\n"); i >= 0 {
		if data[i] == '\n' {
			return i + 1, data[:i], nil
		}
		if i+1 < len(data) {
			if data[i+1] == '\n' {
				return i + 2, data[:i], nil
			}
			return i + 1, data[:i], nil
		}
		if !atEOF {
			return 0, nil, nil // a LF may follow
		}
		return i + 1, data[:i], nil
	}
	if atEOF {
		return len(data), data, nil
	}
	return 0, nil, nil
}

// notUTF8 reports the first byte of b that is not UTF-8, by column.
func (p *parser) notUTF8(b []byte) error {
	col := 1
	for len(b) > 0 {
		r, n := utf8.DecodeRune(b)
		if r == utf8.RuneError && n <= 1 {
			return p.errf(col, "byte 0x"+strconv.FormatUint(uint64(b[0]), 16)+" is not UTF-8 text; save the file as UTF-8 (TRF files are ASCII or UTF-8)")
		}
		b = b[n:]
		col++
	}
	return p.errf(1, "not UTF-8 text")
}

// trimLine drops the line end and trailing blanks (CR, spaces, tabs).
func trimLine(s string) string { return strings.TrimRight(s, " \t\r") }

func (p *parser) parseLine(s string) error {
	if s == "" {
		return nil
	}
	rs := []rune(s)
	code := string(rs[:min(3, len(rs))])
	if h, ok := headerField(p.t, code); ok {
		return p.header(code, rs, h)
	}
	switch code {
	case "001":
		return p.player(rs)
	case "013":
		return p.team(rs)
	case "112":
		if err := p.needBlank(rs, 4); err != nil {
			return err
		}
		p.t.DeputyArbiters = append(p.t.DeputyArbiters, text(rs, 5, len(rs)))
		return nil
	case "132":
		return p.roundDates(rs)
	case "XXR":
		return p.totalRounds(rs)
	case "XXC":
		return p.initialColour(rs)
	case "142", "152":
		return p.trf2026(code, rs, s)
	case "162", "XXS", "BBW", "BBD", "BBL", "BBZ", "BBF", "BBU":
		p.pointSystem(code, rs)
		p.t.Other = append(p.t.Other, s)
		return nil
	case "192":
		return p.typeCode(rs, s)
	case "299":
		if p.teamRecords {
			// In a team file (310 records before it) a 299 record adjusts a
			// team's match and game points (the FIDE TEC team sample writes
			// it at other columns): kept for TeamRecords, not applied to
			// the players.
			p.warnf(0, "299 in a team file adjusts team scores; kept, not applied to the players' points")
			p.t.Other = append(p.t.Other, s)
			return nil
		}
		return p.abnormal(rs)
	case "310":
		p.teamRecords = true
	case "XXA":
		return p.acceleration(rs)
	case "XXP":
		return p.forbidden(rs)
	case "###":
		if e, ok := ParseEvent(s); ok { // a pairing-integrity event (event.go)
			p.t.Events = append(p.t.Events, e)
			return nil
		}
	}
	p.t.Other = append(p.t.Other, s)
	return nil
}

// headerField maps the single-line text records to their field.
func headerField(t *Tournament, code string) (*string, bool) {
	switch code {
	case "012":
		return &t.Name, true
	case "022":
		return &t.City, true
	case "032":
		return &t.Federation, true
	case "042":
		return &t.StartDate, true
	case "052":
		return &t.EndDate, true
	case "062":
		return &t.NumPlayers, true
	case "072":
		return &t.NumRated, true
	case "082":
		return &t.NumTeams, true
	case "092":
		return &t.Type, true
	case "102":
		return &t.ChiefArbiter, true
	case "122":
		return &t.TimeControl, true
	}
	return nil, false
}

// roundDates reads 132. The standard layout has YY/MM/DD at columns 92-99,
// 102-109, … on one line. Real files differ (Sharly-Chess starts at column
// 93, chesspairing writes one 132 line per round with the date at column
// 30, others at column 5), and the record is informational, so any other
// layout is read leniently — the date-like words in order — with a warning;
// it never makes a file unreadable.
func (p *parser) roundDates(rs []rune) error {
	p.dates132++
	strict := p.dates132 == 1 && len(rs) >= colRoundStart && text(rs, 4, colRoundStart-1) == ""
	var dates []string
	for c := colRoundStart; strict && c <= len(rs); c += roundWidth {
		if strings.TrimSpace(field(rs, c+8, c+9)) != "" || strings.Contains(field(rs, c, c+7), " ") && text(rs, c, c+7) != "" {
			strict = false
			break
		}
		dates = append(dates, text(rs, c, c+7))
	}
	if strict {
		p.t.RoundDates = dates
		return nil
	}
	var got []string
	for _, w := range strings.Fields(field(rs, 4, len(rs))) {
		if isDateWord(w) {
			got = append(got, shortDate(w))
		}
	}
	if p.dates132 == 1 {
		p.t.RoundDates = nil
	}
	p.t.RoundDates = append(p.t.RoundDates, got...)
	msg := "round dates (132) are not at columns 92, 102, …; read " + strconv.Itoa(len(got)) + " date(s) by their order in the line"
	if p.dates132 > 1 {
		msg = "another 132 record: its " + strconv.Itoa(len(got)) + " date(s) are taken as the next rounds' dates"
	}
	p.warnf(5, msg)
	return nil
}

// shortDate writes a date word as YY/MM/DD, the 132 field format.
func shortDate(w string) string {
	if len(w) == 10 {
		w = w[2:]
	}
	return w[0:2] + "/" + w[3:5] + "/" + w[6:8]
}

// isDateWord: YY/MM/DD or YYYY/MM/DD (also with - or .).
func isDateWord(w string) bool {
	if len(w) != 8 && len(w) != 10 {
		return false
	}
	sep := w[len(w)-3]
	if sep != '/' && sep != '-' && sep != '.' {
		return false
	}
	for i := 0; i < len(w); i++ {
		c := w[i]
		if i == len(w)-3 || i == len(w)-6 {
			if c != sep {
				return false
			}
		} else if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

func (p *parser) totalRounds(rs []rune) error {
	if err := p.once("XXR"); err != nil {
		return err
	}
	w := words(rs)
	if len(w) != 1 {
		return p.errf(5, "XXR needs one number")
	}
	n, ok := atoi(w[0])
	if !ok || n < 1 || n > 999 {
		return p.errf(5, "bad number of rounds "+strconv.Quote(w[0]))
	}
	p.t.TotalRounds = n
	return nil
}

// trf2026 reads the TRF-2026 records 142 (number of rounds) and 152
// (initial colour W/B): they fill TotalRounds and InitialColour unless the
// file has XXR/XXC (which win), and stay in Other verbatim.
func (p *parser) trf2026(code string, rs []rune, s string) error {
	if err := p.once(code); err != nil {
		return err
	}
	w := words(rs)
	if len(w) != 1 {
		return p.errf(5, code+" needs one value")
	}
	switch code {
	case "142":
		n, ok := atoi(w[0])
		if !ok || n < 1 || n > 999 {
			return p.errf(5, "bad number of rounds "+strconv.Quote(w[0]))
		}
		if !p.seen["XXR"] {
			p.t.TotalRounds = n
		}
	case "152":
		c := map[string]InitialColour{"W": InitialWhite, "B": InitialBlack}[strings.ToUpper(w[0])]
		if c == InitialUnknown {
			return p.errf(5, "bad initial colour "+strconv.Quote(w[0])+" (W or B)")
		}
		if !p.seen["XXC"] {
			p.t.InitialColour = c
		}
	}
	p.t.Other = append(p.t.Other, s)
	return nil
}

func (p *parser) initialColour(rs []rune) error {
	if err := p.once("XXC"); err != nil {
		return err
	}
	for _, w := range words(rs) {
		switch strings.ToLower(w) {
		case "white1":
			p.t.InitialColour = InitialWhite
		case "black1":
			p.t.InitialColour = InitialBlack
		case "rank":
			p.t.PairByRank = true
		default:
			return p.errf(5, "unknown XXC option "+strconv.Quote(w))
		}
	}
	return nil
}

// acceleration reads XXA: player at 5-8, points at 10-13, 15-18, …
func (p *parser) acceleration(rs []rune) error {
	if err := p.needBlank(rs, 4); err != nil {
		return err
	}
	id, err := p.number(rs, 5, 8, "player number")
	if err != nil {
		return err
	}
	a := Acceleration{Player: id}
	for c := 10; c <= len(rs); c += 5 {
		if err := p.blanks(rs, c-1, c-1); err != nil {
			return err
		}
		s := text(rs, c, c+3)
		hp := 0
		if s != "" {
			if hp, err = p.points(s, c, "acceleration"); err != nil {
				return err
			}
		}
		a.Points = append(a.Points, hp)
	}
	p.t.Accelerations = append(p.t.Accelerations, a)
	p.accLine = append(p.accLine, p.line)
	return nil
}

func (p *parser) forbidden(rs []rune) error {
	var ids []int
	for _, w := range words(rs) {
		n, ok := atoi(w)
		if !ok {
			return p.errf(5, "bad player number "+strconv.Quote(w)+" in XXP")
		}
		ids = append(ids, n)
	}
	if len(ids) < 2 {
		return p.errf(5, "XXP needs at least two players")
	}
	p.t.ForbiddenPairs = append(p.t.ForbiddenPairs, ids)
	p.pairLine = append(p.pairLine, p.line)
	return nil
}

// team reads 013: name at 5-36, members at 37-40, 42-45, …
func (p *parser) team(rs []rune) error {
	if err := p.needBlank(rs, 4); err != nil {
		return err
	}
	tm := Team{Name: text(rs, 5, 36)}
	for c := 37; c <= len(rs); c += 5 {
		if c > 37 {
			if err := p.blanks(rs, c-1, c-1); err != nil {
				return err
			}
		}
		n, err := p.number(rs, c, c+3, "team member")
		if err != nil {
			return err
		}
		if n != 0 {
			tm.Members = append(tm.Members, n)
		}
	}
	p.t.Teams = append(p.t.Teams, tm)
	p.teamLine = append(p.teamLine, p.line)
	return nil
}
