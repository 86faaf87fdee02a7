package teams

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"

	"arbiter/engine/team"
	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/tournaments"
)

// TRF is the team tournament id as a TRF-2026 file's records (FIDE
// Handbook C.04 Annex 2, «Tournament Report File Format Version 2026»,
// approved 12 May 2025: the Team Section and the team tags), written by
// trf.WriteEdition(w, t, trf.TRF26):
//   - 001 one player record per member, numbered team by team in the
//     declared order; the rounds' games from the stored boards, from each
//     player's side (a board with one side empty is «0000 - +» for the
//     player present; a double forfeit «-» for both); a round without a
//     game (the team PAB, a player not fielded) is blank, a match
//     forfeited by a team that did not come «0000 - +» and «0000 - -» on
//     each side's first boards (with the 330 record);
//   - 310 each team: pairing number, name, the mean FIDE rating of its
//     main players as the strength factor, match and game points, rank
//     and its members' numbers;
//   - 300 a team's line-up in a round when it is not the first boards of
//     the declared order (a substitute in, an empty board);
//   - 320 the team PABs (match and game points of the bye, the team of
//     each round), 330 the matches forfeited by a team that did not come,
//     352 the board colours of the first-named team, 362 the match points
//     when they are not 2/1/0, 142 the rounds, 192 the type, 202 the
//     tie-break list.
//
// The extra match for first place (§3, §19) has no TRF record: it is left
// out, and a ### comment says so. Names are in Latin letters (the
// registry's spelling, else the Ukrainian national transliteration), as
// FIDE files want; personal data beyond the 001 fields are never written.
func (s *Service) TRF(ctx context.Context, id model.TournamentID) (*trf.Tournament, error) {
	v, err := s.View(ctx, id, "")
	if err != nil {
		return nil, err
	}
	return teamTRF(v)
}

// WriteTRF writes the team tournament id as TRF-2026 (TRF above).
func (s *Service) WriteTRF(ctx context.Context, id model.TournamentID, w io.Writer) error {
	t, err := s.TRF(ctx, id)
	if err != nil {
		return err
	}
	if err := trf.WriteEdition(w, t, trf.TRF26); err != nil {
		return model.Errorf(model.Internal, "WriteTeamTRF", model.Msg("Could not write the TRF file."), err)
	}
	return nil
}

func teamTRF(v View) (*trf.Tournament, error) {
	t := v.Tournament
	sc := v.Settings.Scoring
	out := &trf.Tournament{Name: t.Name, City: t.Venue, StartDate: slash(t.StartDate), EndDate: slash(t.EndDate),
		NumTeams: strconv.Itoa(len(v.Teams)), TotalRounds: v.Rounds, Type: map[string]string{SystemRoundRobin: "Team round robin",
			SystemDoubleRoundRobin: "Team double round robin", SystemSwiss: "Team Swiss"}[t.System]}
	// start numbers: team by team, the declared order
	no := map[model.PlayerID]int{}
	for _, tm := range v.Teams {
		for _, m := range tm.Members {
			no[m.Player] = len(no) + 1
			p := v.Players[m.Player]
			tp := trf.Player{ID: no[m.Player], Sex: "m", Title: tournaments.TRFTitle(p.Title), Name: latin(p), Rating: p.FIDERating,
				Federation: p.Citizenship, BirthDate: slash(p.BirthDate)}
			if p.Gender == model.Female {
				tp.Sex = "w"
			}
			if p.FIDEID != 0 {
				tp.FideID = strconv.FormatInt(p.FIDEID, 10)
			}
			tp.Games = make([]trf.Game, v.LastRound)
			for r := range tp.Games {
				tp.Games[r] = trf.Game{Colour: trf.NoColour, Result: trf.NoResult}
			}
			out.Players = append(out.Players, tp)
		}
	}
	out.NumPlayers = strconv.Itoa(len(out.Players))
	rated := 0
	for _, p := range out.Players {
		if p.Rating > 0 {
			rated++
		}
	}
	out.NumRated = strconv.Itoa(rated)
	player := func(id model.PlayerID) *trf.Player {
		if n, ok := no[id]; ok {
			return &out.Players[n-1]
		}
		return nil
	}
	var (
		lineups  []string
		forfeits []string
		pab      = make([]int, v.LastRound) // the team PAB of each round (pairing number)
		pabMP    = -1
		pabGP    = 0
	)
	for _, m := range v.Matches {
		home, away := v.TeamByID(m.Home), v.TeamByID(m.Away)
		if m.Away == 0 {
			pab[m.Round-1] = home.Number
			if out, err := sc.Score(team.Match{Round: m.Round, Home: home.Number}); err == nil {
				pabMP, pabGP = out.Home.MP, out.Home.GP
			}
			// the bye is the team's (320); its players play no game, and
			// a U on each would give them one pairing-allocated bye a
			// round, which an individual reader refuses the second time
			continue
		}
		if m.HomeStatus != team.Present || m.AwayStatus != team.Present {
			kind := "--"
			switch {
			case m.HomeStatus == team.Present:
				kind = "+-"
			case m.AwayStatus == team.Present:
				kind = "-+"
			}
			forfeits = append(forfeits, fmt.Sprintf("330 %s %3d %3d %3d", kind, m.Round, home.Number, away.Number))
			// each side's first boards carry the forfeit too, as TEC's
			// calculator counts the game points from the players' cells
			for k, side := range []Team{home, away} {
				res := trf.Result(kind[k])
				if res == '+' {
					res = trf.ForfeitWin
				} else {
					res = trf.ForfeitLos
				}
				for _, p := range side.DefaultLineup(sc.Boards) {
					player(p).Games[m.Round-1] = trf.Game{Colour: trf.NoColour, Result: res}
				}
			}
			continue
		}
		for k, side := range []Team{home, away} {
			played := m.Lineup(k == 0)
			if len(m.Boards) > 0 && !isDefault(played, side.DefaultLineup(sc.Boards), m.Boards, k == 0) {
				opp := away.Number
				if k == 1 {
					opp = home.Number
				}
				l := fmt.Sprintf("300 %3d %3d %3d", m.Round, side.Number, opp)
				for _, b := range m.Boards {
					p := b.Home
					if k == 1 {
						p = b.Away
					}
					l += fmt.Sprintf(" %4d", no[p])
				}
				lineups = append(lineups, l)
			}
		}
		for i, b := range m.Boards {
			hw := sc.HomeWhite(i + 1)
			hp, ap := player(b.Home), player(b.Away)
			switch {
			case hp == nil && ap == nil:
			case ap == nil:
				hp.Games[m.Round-1] = trf.Game{Colour: trf.NoColour, Result: trf.ForfeitWin}
			case hp == nil:
				ap.Games[m.Round-1] = trf.Game{Colour: trf.NoColour, Result: trf.ForfeitWin}
			default:
				hc, ac := trf.White, trf.Black
				if !hw {
					hc, ac = ac, hc
				}
				hr, ar := sides(b.Result, hw)
				hp.Games[m.Round-1] = trf.Game{Opponent: ap.ID, Colour: hc, Result: hr}
				ap.Games[m.Round-1] = trf.Game{Opponent: hp.ID, Colour: ac, Result: ar}
			}
		}
	}
	for i := range out.Players {
		p := &out.Players[i]
		for _, g := range p.Games {
			p.Points += map[trf.Result]int{trf.Win: 2, trf.Draw: 1, trf.ForfeitWin: 2}[g.Result]
		}
	}
	// the team tags and the Team Section
	out.Other = append(out.Other, "192 "+map[string]string{SystemRoundRobin: "FIDE_TEAM_ROUNDROBIN",
		SystemDoubleRoundRobin: "FIDE_TEAM_DOUBLEROUNDROBIN", SystemSwiss: "FIDE_TEAM_MP_GP"}[t.System])
	out.TypeCode = strings.TrimPrefix(out.Other[0], "192 ")
	if st := v.Standings; st != nil && len(st.List) > 0 {
		codes := make([]string, len(st.List))
		for i, sp := range st.List {
			codes[i] = sp.String()
		}
		out.Other = append(out.Other, "202 "+strings.Join(codes, ","))
	}
	colours := ""
	for b := 1; b <= sc.Boards; b++ {
		if sc.HomeWhite(b) {
			colours += "W"
		} else {
			colours += "B"
		}
	}
	out.Other = append(out.Other, "352 "+colours)
	if sc.Win != 2 || sc.Draw != 1 || sc.Loss != 0 {
		out.Other = append(out.Other, fmt.Sprintf("362 TW %d.0   TD %d.0   TL %d.0", sc.Win, sc.Draw, sc.Loss))
	}
	if v.Extra != nil {
		out.Other = append(out.Other, "### the extra match for first place (seed 004 §3, §19) has no TRF record and is not written")
	}
	rank := map[int][3]int{} // team number -> MP, GP, place
	if st := v.Standings; st != nil {
		for _, r := range st.Rows {
			rank[r.ID] = [3]int{r.MP, r.GP, r.Place}
		}
	}
	for _, tm := range v.Teams {
		r := rank[tm.Number]
		l := fmt.Sprintf("310 %3d %-32s %-5s %6d %6s %6s %3d ", tm.Number, fit(model.Transliterate(tm.Name), 32), "",
			strength(v, tm, sc.Boards), decimal(2*r[0]), decimal(r[1]), r[2])
		for _, m := range tm.Members {
			l += fmt.Sprintf(" %4d", no[m.Player])
		}
		out.Other = append(out.Other, l)
	}
	out.Other = append(out.Other, lineups...)
	if pabMP >= 0 {
		l := fmt.Sprintf("320 %4s %4s", decimal(2*pabMP), decimal(pabGP))
		for _, n := range pab {
			if n == 0 {
				l += "    "
			} else {
				l += fmt.Sprintf(" %3d", n)
			}
		}
		out.Other = append(out.Other, strings.TrimRight(l, " "))
	}
	out.Other = append(out.Other, forfeits...)
	return out, nil
}

// isDefault reports a side's line-up as the first boards of its declared
// order with no board empty, which needs no 300 record.
func isDefault(played, def []model.PlayerID, boards []Board, home bool) bool {
	for i, b := range boards {
		p := b.Away
		if home {
			p = b.Home
		}
		if i >= len(def) || p != def[i] {
			return false
		}
	}
	return len(played) == len(def)
}

// sides is a board's result from each side: the first-named team's player
// and the other's (hw: the first-named team has White on this board).
func sides(r team.Result, hw bool) (trf.Result, trf.Result) {
	var w, b trf.Result
	switch r {
	case team.WhiteWins:
		w, b = trf.Win, trf.Loss
	case team.DrawResult:
		w, b = trf.Draw, trf.Draw
	case team.BlackWins:
		w, b = trf.Loss, trf.Win
	case team.WhiteForfeit:
		w, b = trf.ForfeitWin, trf.ForfeitLos
	case team.BlackForfeit:
		w, b = trf.ForfeitLos, trf.ForfeitWin
	case team.DoubleForfeit:
		w, b = trf.ForfeitLos, trf.ForfeitLos
	default:
		w, b = trf.NoResult, trf.NoResult
	}
	if hw {
		return w, b
	}
	return b, w
}

// strength is a team's strength factor: the mean FIDE rating of its main
// players on the first boards (0 when none is rated).
func strength(v View, tm Team, boards int) int {
	sum, n := 0, 0
	for _, p := range tm.DefaultLineup(boards) {
		if r := v.Players[p].FIDERating; r > 0 {
			sum += r
			n++
		}
	}
	if n == 0 {
		return 0
	}
	return sum / n
}

// decimal writes half-points as TRF's «4.5».
func decimal(hp int) string { return fmt.Sprintf("%d.%d", hp/2, 5*(hp%2)) }

// fit cuts s to n runes.
func fit(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n])
	}
	return s
}

func slash(d model.Date) string {
	if d.IsZero() {
		return ""
	}
	return strings.ReplaceAll(d.String(), "-", "/")
}

// latin is a player's name as FIDE files write it.
func latin(p model.Player) string {
	if p.LatinName != "" {
		return p.LatinName
	}
	return model.LatinName(p.Surname, p.Name)
}
