package trf

import (
	"fmt"
	"strconv"
	"strings"
)

// TeamData holds the TRF-2026 team records (kept in Tournament.Other by
// Read): 310 team definitions, 300 board orders, 320 team PABs, 330
// forfeited matches, 352 the board colour sequence and 362 the team
// scoring. Records absent from the file leave their fields empty.
type TeamData struct {
	Teams    []TeamDef         // 310, in file order
	Lineups  []TeamLineup      // 300
	PABMP    string            // 320: match points of the team PAB, as written ("1.0")
	PABGP    int               // 320: game points of the team PAB, half-points; -1 when no 320
	PABs     []TeamRound       // 320: the team that had the PAB in each round
	Forfeits []TeamForfeit     // 330
	Byes     []TeamBye         // 240 (in a team file the numbers are teams)
	Colours  string            // 352, e.g. "WBWB"; "" when absent
	Scoring  map[string]string // 362: TW, TD, TL (and any other symbol) → value as written
}

// TeamDef is one 310 record: team number (columns 5-7), name (9-40), then,
// separated by blanks, the federation, average rating, match points, game
// points, rank and the members' pairing numbers. The two published samples
// place the numeric fields one column apart, so they are read as fields.
type TeamDef struct {
	Number     int
	Name       string
	Federation string
	Rating     int
	MP         string // as written
	GP         int    // half-points
	Rank       int
	Members    []int
}

// TeamLineup is one 300 record: round (5-7), team (9-11), opponent team
// (13-15), then the team's players in board order (0 = empty board), at
// 17-20, 22-25, …
type TeamLineup struct {
	Round, Team, Opponent int
	Players               []int
}

// TeamRound names the team of a round.
type TeamRound struct{ Round, Team int }

// TeamBye is one 240 record: the bye type F, H or Z (column 5), the round
// (7-9) and the numbers (11-14, 16-19, …).
type TeamBye struct {
	Type    string
	Round   int
	Numbers []int
}

// TeamForfeit is one 330 record: the result ("+-" the first team won by
// forfeit, "-+" the second, "--" both lost), round (8-10), first-named
// (White) team (12-14), second team (16-18).
type TeamForfeit struct {
	Result       string
	Round        int
	White, Black int
}

// TeamRecords interprets the TRF-2026 team records of t. It refuses a
// record whose numbers cannot be read, a team number defined twice and a
// member who is not a player of the file.
func (t *Tournament) TeamRecords() (*TeamData, error) {
	d := &TeamData{PABGP: -1}
	bad := func(s, msg string) error {
		return &FormatError{Msg: fmt.Sprintf("record %q: %s", clip(s), msg)}
	}
	seen := map[int]bool{}
	for _, s := range t.Other {
		rs := []rune(s)
		if len(rs) < 3 {
			continue
		}
		switch string(rs[:3]) {
		case "310":
			n, err := numField(rs, 5, 7)
			if err != nil || n <= 0 {
				return nil, bad(s, "the team number (columns 5-7) is not a number")
			}
			if seen[n] {
				return nil, bad(s, fmt.Sprintf("team %d is defined twice", n))
			}
			seen[n] = true
			def := TeamDef{Number: n, Name: text(rs, 9, 40)}
			f := strings.Fields(text(rs, 41, len(rs)))
			if len(f) > 0 {
				if _, err := strconv.Atoi(f[0]); err != nil {
					def.Federation, f = f[0], f[1:]
				}
			}
			nums := make([]string, 4)
			for i := 0; i < 4 && len(f) > 0; i++ {
				nums[i], f = f[0], f[1:]
			}
			def.Rating, _ = strconv.Atoi(nums[0])
			def.MP = nums[1]
			if nums[2] != "" {
				gp, err := teamHalfPoints(nums[2])
				if err != nil {
					return nil, bad(s, "the game points are not a number")
				}
				def.GP = gp
			}
			def.Rank, _ = strconv.Atoi(nums[3])
			for _, x := range f {
				id, err := strconv.Atoi(x)
				if err != nil {
					return nil, bad(s, fmt.Sprintf("member %q is not a pairing number", x))
				}
				if id == 0 {
					continue
				}
				if t.Player(id) == nil {
					return nil, bad(s, fmt.Sprintf("member %d is not a player of the file", id))
				}
				def.Members = append(def.Members, id)
			}
			d.Teams = append(d.Teams, def)
		case "300":
			var l TeamLineup
			var err error
			if l.Round, err = numField(rs, 5, 7); err == nil {
				if l.Team, err = numField(rs, 9, 11); err == nil {
					l.Opponent, err = numField(rs, 13, 15)
				}
			}
			if err != nil {
				return nil, bad(s, "round, team and opponent are at columns 5-7, 9-11, 13-15")
			}
			for _, x := range strings.Fields(text(rs, 16, len(rs))) {
				id, err := strconv.Atoi(x)
				if err != nil {
					return nil, bad(s, fmt.Sprintf("player %q is not a pairing number", x))
				}
				l.Players = append(l.Players, id)
			}
			d.Lineups = append(d.Lineups, l)
		case "320":
			d.PABMP = text(rs, 5, 8)
			gp, err := teamHalfPoints(text(rs, 10, 13))
			if err != nil {
				return nil, bad(s, "the PAB game points (columns 10-13) are not a number")
			}
			d.PABGP = gp
			for r, c := 1, 15; c <= len(rs); r, c = r+1, c+4 {
				if tx := text(rs, c, c+2); tx != "" {
					n, err := strconv.Atoi(tx)
					if err != nil {
						return nil, bad(s, fmt.Sprintf("round %d: team %q is not a number", r, tx))
					}
					d.PABs = append(d.PABs, TeamRound{Round: r, Team: n})
				}
			}
		case "330":
			f := TeamForfeit{Result: text(rs, 5, 6)}
			var err error
			if f.Round, err = numField(rs, 8, 10); err == nil {
				if f.White, err = numField(rs, 12, 14); err == nil {
					f.Black, err = numField(rs, 16, 18)
				}
			}
			if err != nil || (f.Result != "+-" && f.Result != "-+" && f.Result != "--") {
				return nil, bad(s, "a forfeited match is +-, -+ or -- (columns 5-6), round, white team, black team")
			}
			d.Forfeits = append(d.Forfeits, f)
		case "240":
			b := TeamBye{Type: strings.ToUpper(text(rs, 5, 5))}
			r, err := numField(rs, 7, 9)
			if err != nil || (b.Type != "F" && b.Type != "H" && b.Type != "Z") {
				return nil, bad(s, "a bye record is F, H or Z (column 5) and the round (7-9)")
			}
			b.Round = r
			for _, x := range strings.Fields(text(rs, 10, len(rs))) {
				n, err := strconv.Atoi(x)
				if err != nil {
					return nil, bad(s, fmt.Sprintf("%q is not a number", x))
				}
				b.Numbers = append(b.Numbers, n)
			}
			d.Byes = append(d.Byes, b)
		case "352":
			d.Colours = strings.ToUpper(text(rs, 5, len(rs)))
			for _, c := range d.Colours {
				if c != 'W' && c != 'B' {
					return nil, bad(s, "the colour sequence has only W and B")
				}
			}
		case "362":
			f := strings.Fields(text(rs, 5, len(rs)))
			if len(f)%2 != 0 {
				return nil, bad(s, "team scoring is pairs of a symbol and a value (TW 2 TD 1 TL 0)")
			}
			d.Scoring = map[string]string{}
			for i := 0; i < len(f); i += 2 {
				if _, err := strconv.ParseFloat(f[i+1], 64); err != nil {
					return nil, bad(s, fmt.Sprintf("%s %q is not a number", f[i], f[i+1]))
				}
				d.Scoring[f[i]] = f[i+1]
			}
		}
	}
	return d, nil
}

// numField reads an integer at the 1-based columns from..to.
func numField(rs []rune, from, to int) (int, error) {
	s := text(rs, from, to)
	if s == "" {
		return 0, fmt.Errorf("empty")
	}
	return strconv.Atoi(s)
}

// teamHalfPoints reads "6.5", "28", "2.0" as half-points.
func teamHalfPoints(s string) (int, error) {
	whole, frac, _ := strings.Cut(strings.TrimSpace(s), ".")
	n, err := strconv.Atoi(whole)
	if err != nil {
		return 0, err
	}
	switch strings.TrimRight(frac, "0") {
	case "":
		return 2 * n, nil
	case "5":
		return 2*n + 1, nil
	}
	return 0, fmt.Errorf("not a multiple of a half")
}

func clip(s string) string {
	if r := []rune(s); len(r) > 40 {
		return string(r[:40]) + "…"
	}
	return s
}
