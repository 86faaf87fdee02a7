package team

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"arbiter/engine/tiebreak"
	"arbiter/engine/trf"
)

// FromTRF builds a team competition from a TRF: the teams from the
// TRF-2026 310 records, or else the TRF-16 013 records (numbered 1… in
// file order); the matches from the players' games (a team's players
// meeting another team's players in a round are that round's match, boards
// in the order of the 300 record for the round when there is one, else in
// the team's declared order); 330 forfeited matches, 320 team PABs, the 352
// colour sequence, the 362 match points and, when 310 records define the
// teams, the 240 byes (F a win on every board, H a draw, Z nothing). A round where a team's players
// all have U is its PAB; F/H/Z a bye it asked for, worth its players'
// points. The number of boards is the most players a team fielded in a
// round. It also returns the rosters.
func FromTRF(t *trf.Tournament, primary Primary) (*Tournament, []Roster, error) {
	d, err := t.TeamRecords()
	if err != nil {
		return nil, nil, err
	}
	var rosters []Roster
	if len(d.Teams) > 0 {
		for _, td := range d.Teams {
			rosters = append(rosters, Roster{Team: td.Number, Name: td.Name, Members: td.Members})
		}
	} else {
		names := map[string]bool{}
		for i, tm := range t.Teams {
			if names[tm.Name] {
				return nil, nil, &DataError{Team: i + 1, Msg: fmt.Sprintf("team %q is listed twice (013)", tm.Name)}
			}
			names[tm.Name] = true
			rosters = append(rosters, Roster{Team: i + 1, Name: tm.Name, Members: tm.Members})
		}
	}
	if len(rosters) < 2 {
		return nil, nil, &DataError{Msg: "the file has fewer than two teams (no 310 or 013 records)"}
	}
	teamOf := map[int]int{}
	for _, r := range rosters {
		for _, p := range r.Members {
			if o, ok := teamOf[p]; ok && o != r.Team {
				return nil, nil, &DataError{Team: r.Team, Msg: fmt.Sprintf("player %d is in teams %d and %d", p, o, r.Team)}
			}
			teamOf[p] = r.Team
		}
	}
	rounds := t.TotalRounds
	for _, p := range t.Players {
		rounds = max(rounds, len(p.Games))
	}
	s := FIDEDefaults(1)
	s.Primary = primary
	boards := 0
	for _, r := range rosters {
		for rd := 1; rd <= rounds; rd++ {
			n := 0
			for _, p := range r.Members {
				if g := t.Player(p).Game(rd); g.Opponent != 0 {
					n++
				}
			}
			boards = max(boards, n)
		}
	}
	if boards == 0 {
		for _, r := range rosters {
			boards = max(boards, len(r.Members))
		}
	}
	s.Boards = boards
	s.NoShowGP = 2 * boards
	s.ByeGP = boards
	s.MinPlayers = 1
	if d.Colours != "" {
		s.Colours = d.Colours
	}
	if d.PABGP >= 0 && d.PABGP <= 2*boards {
		s.ByeGP = d.PABGP // (chesspairing's sample writes 6.5 for 4 boards: not a bye's points; ignored)
	}
	for sym, dst := range map[string]*int{"TW": &s.Win, "TD": &s.Draw, "TL": &s.Loss} {
		if v, ok := d.Scoring[sym]; ok {
			f, _ := strconv.ParseFloat(v, 64)
			if f != math.Trunc(f) {
				return nil, nil, &DataError{Msg: fmt.Sprintf("362 %s %s: only whole match points are supported", sym, v)}
			}
			*dst = int(f)
		}
	}
	if err := s.Validate(); err != nil {
		return nil, nil, err
	}
	tn := &Tournament{Settings: s, Rounds: rounds, Edition: tiebreak.EditionFor(t.StartDate)}
	tn.RoundRobin = roundRobinFile(t, len(rosters), rounds)
	for _, r := range rosters {
		tn.Teams = append(tn.Teams, Info{ID: r.Team, Name: r.Name})
	}
	byTeam := map[int]Roster{}
	for _, r := range rosters {
		byTeam[r.Team] = r
	}
	lineup := map[[3]int][]int{}
	for _, l := range d.Lineups {
		lineup[[3]int{l.Round, l.Team, l.Opponent}] = l.Players
	}
	for rd := 1; rd <= rounds; rd++ {
		done := map[int]bool{}
		for _, f := range d.Forfeits {
			if f.Round != rd {
				continue
			}
			m := Match{Round: rd, Home: f.White, Away: f.Black}
			if f.Result[0] == '-' {
				m.HomeStatus = NoShow
			}
			if f.Result[1] == '-' {
				m.AwayStatus = NoShow
			}
			tn.Matches = append(tn.Matches, m)
			done[f.White], done[f.Black] = true, true
		}
		// A team named both in the 320 record (the pairing-allocated bye)
		// and in a 240 bye of the same round is given the PAB, as FIDE
		// TEC's calculator reads it (the sample of testdata/teams,
		// sharly-example_trf26.trf, names team 50 in both for round 3).
		for _, pab := range d.PABs {
			if pab.Round == rd && !done[pab.Team] {
				tn.Matches = append(tn.Matches, Match{Round: rd, Home: pab.Team})
				done[pab.Team] = true
			}
		}
		if len(d.Teams) > 0 && byesNameTeams(d, rosters) { // 240 byes of a team file name teams
			for _, b := range d.Byes {
				if b.Round != rd {
					continue
				}
				gp := map[string]int{"F": 2 * s.Boards, "H": s.Boards}[b.Type]
				for _, tm := range b.Numbers {
					if !done[tm] {
						tn.Matches = append(tn.Matches, Match{Round: rd, Home: tm, Requested: true, RequestedGP: gp})
						done[tm] = true
					}
				}
			}
		}
		for _, r := range rosters {
			if done[r.Team] {
				continue
			}
			m, ok, err := matchFromGames(t, s, r, rd, teamOf, lineup, byTeam)
			if err != nil {
				return nil, nil, err
			}
			if !ok {
				continue
			}
			if done[m.Home] || done[m.Away] && !m.Bye() {
				return nil, nil, &DataError{Team: r.Team, Msg: fmt.Sprintf("round %d: team %d's players meet a team that already has a match", rd, r.Team)}
			}
			done[m.Home] = true
			if !m.Bye() {
				done[m.Away] = true
			}
			tn.Matches = append(tn.Matches, m)
		}
	}
	return tn, rosters, nil
}

// matchFromGames builds team r's match of round rd from its players'
// games. A player without an opponent but with a forfeit win («0000 - +»,
// read as F) while his team plays a match faces an empty board.
func matchFromGames(t *trf.Tournament, s Settings, r Roster, rd int, teamOf map[int]int, lineups map[[3]int][]int, rosters map[int]Roster) (Match, bool, error) {
	opp := 0
	var unopposed []int
	byes, pts := map[trf.Result]int{}, 0
	for _, p := range r.Members {
		g := t.Player(p).Game(rd)
		if g.Opponent == 0 {
			switch g.Result {
			case trf.PAB, trf.FullBye, trf.HalfBye, trf.ZeroBye, trf.ForfeitWin:
				byes[g.Result]++
				pts += map[trf.Result]int{trf.FullBye: 2, trf.HalfBye: 1, trf.ForfeitWin: 2}[g.Result]
				if g.Result == trf.FullBye || g.Result == trf.ForfeitWin {
					unopposed = append(unopposed, p)
				}
			}
			continue
		}
		o, ok := teamOf[g.Opponent]
		if !ok {
			return Match{}, false, &DataError{Team: r.Team, Msg: fmt.Sprintf("round %d: player %d of team %d meets player %d, who is in no team", rd, p, r.Team, g.Opponent)}
		}
		if o == r.Team {
			return Match{}, false, &DataError{Team: r.Team, Msg: fmt.Sprintf("round %d: players %d and %d of team %d meet each other", rd, p, g.Opponent, r.Team)}
		}
		if opp != 0 && o != opp {
			return Match{}, false, &DataError{Team: r.Team, Msg: fmt.Sprintf("round %d: team %d's players meet teams %d and %d", rd, r.Team, opp, o)}
		}
		opp = o
	}
	if opp == 0 {
		switch {
		case byes[trf.PAB] > 0:
			return Match{Round: rd, Home: r.Team}, true, nil
		case len(byes) > 0:
			return Match{Round: rd, Home: r.Team, Requested: true, RequestedGP: min(pts, 2*s.Boards)}, true, nil
		}
		return Match{}, false, nil
	}
	own := boardOrder(t, r, rd, opp, lineups)
	other := boardOrder(t, rosters[opp], rd, r.Team, lineups)
	// home: the team whose board-1 player has the colour of the
	// first-named team on board 1
	home := true
	for _, p := range own {
		if p == 0 {
			continue
		}
		if g := t.Player(p).Game(rd); g.Opponent != 0 {
			home = (g.Colour == trf.White) == s.HomeWhite(boardOf(own, p))
			break
		}
	}
	m := Match{Round: rd, Home: r.Team, Away: opp}
	hl, al := own, other
	if !home {
		m.Home, m.Away = opp, r.Team
		hl, al = other, own
	}
	n := max(len(hl), len(al))
	if n > s.Boards {
		return Match{}, false, &DataError{Team: r.Team, Msg: fmt.Sprintf("round %d: match %d–%d has %d boards, the file %d", rd, m.Home, m.Away, n, s.Boards)}
	}
	at := func(l []int, i int) int {
		if i < len(l) {
			return l[i]
		}
		return 0
	}
	for i := 0; i < n; i++ {
		h, a := at(hl, i), at(al, i)
		b := Board{Home: h, Away: a}
		if h != 0 && a != 0 {
			g := t.Player(h).Game(rd)
			if g.Opponent != a {
				return Match{}, false, &DataError{Team: r.Team, Msg: fmt.Sprintf("round %d: board %d of %d–%d: player %d's opponent is %d, not %d", rd, i+1, m.Home, m.Away, h, g.Opponent, a)}
			}
			og := t.Player(a).Game(rd)
			w, bl := g, og
			if g.Colour == trf.Black {
				w, bl = og, g
			}
			b.Result = boardResult(w.Result, bl.Result)
		}
		m.Boards = append(m.Boards, b)
	}
	_ = unopposed
	return m, true, nil
}

// boardOrder lists team r's players on the boards of round rd against opp:
// the 300 record when there is one (0 = an empty board), else the
// declared order of the members who played or won unopposed, each paired
// player placed at his opponent's board when the other side has a 300
// record.
func boardOrder(t *trf.Tournament, r Roster, rd, opp int, lineups map[[3]int][]int) []int {
	in := map[int]bool{}
	for _, p := range r.Members {
		g := t.Player(p).Game(rd)
		if g.Opponent != 0 || g.Result == trf.ForfeitWin || g.Result == trf.FullBye {
			in[p] = true
		}
	}
	if l, ok := lineups[[3]int{rd, r.Team, opp}]; ok {
		var out []int
		for _, p := range l {
			if p == 0 || in[p] {
				out = append(out, p)
				delete(in, p)
			}
		}
		for _, p := range r.Members { // left out of the 300 record: keep the declared order
			if in[p] {
				out = append(out, p)
			}
		}
		return out
	}
	if l, ok := lineups[[3]int{rd, opp, r.Team}]; ok { // the opponent's order decides
		out := make([]int, len(l))
		placed := map[int]bool{}
		for i, q := range l {
			if q == 0 {
				continue
			}
			if g := t.Player(q).Game(rd); g.Opponent != 0 && in[g.Opponent] {
				out[i] = g.Opponent
				placed[g.Opponent] = true
			}
		}
		free := 0
		for _, p := range r.Members {
			if !in[p] || placed[p] {
				continue
			}
			for free < len(out) && (out[free] != 0 || l[free] != 0) {
				free++
			}
			if free < len(out) {
				out[free] = p
			} else {
				out = append(out, p)
			}
		}
		return out
	}
	var out []int
	for _, p := range r.Members {
		if in[p] {
			out = append(out, p)
		}
	}
	return out
}

func boardOf(l []int, p int) int {
	for i, q := range l {
		if q == p {
			return i + 1
		}
	}
	return 1
}

// boardResult turns the two players' TRF codes into a result from White's
// side.
func boardResult(w, b trf.Result) Result {
	switch w {
	case trf.Win, trf.ShortWin:
		return WhiteWins
	case trf.Draw, trf.ShortDraw:
		return DrawResult
	case trf.Loss, trf.ShortLoss:
		return BlackWins
	case trf.ForfeitWin:
		return WhiteForfeit
	case trf.ForfeitLos:
		if b == trf.ForfeitLos {
			return DoubleForfeit
		}
		return BlackForfeit
	}
	return NoResult
}

// roundRobinFile reports pre-determined pairings (C.07 art. 15.2): the 192
// code names a round robin (…ROUNDROBIN) or a Swiss (…SWISS, FIDE_TEAM…);
// without one, the 092 text does ("round robin", "RR", "Berger", "Swiss");
// without either, a file whose rounds are the teams' number, one fewer,
// or twice that is taken for a round robin (the reading of FIDE TEC's
// calculator).
func roundRobinFile(t *trf.Tournament, teams, rounds int) bool {
	code := strings.ToUpper(t.TypeCode)
	switch {
	case strings.Contains(code, "ROUNDROBIN"):
		return true
	case code != "":
		return false
	}
	typ := strings.ToUpper(t.Type)
	switch {
	case strings.Contains(typ, "SWISS"):
		return false
	case strings.Contains(typ, "RR"), strings.Contains(typ, "ROBIN"), strings.Contains(typ, "BERGER"):
		return true
	}
	return rounds == teams || rounds == teams-1 || rounds == 2*teams || rounds == 2*(teams-1)
}

// byesNameTeams: the 240 records name teams (the FIDE TEC sample) rather
// than players (chesspairing's sample, whose players' own lines hold the
// byes) when every number in them is a team's.
func byesNameTeams(d *trf.TeamData, rosters []Roster) bool {
	is := map[int]bool{}
	for _, r := range rosters {
		is[r.Team] = true
	}
	for _, b := range d.Byes {
		for _, n := range b.Numbers {
			if !is[n] {
				return false
			}
		}
	}
	return true
}
