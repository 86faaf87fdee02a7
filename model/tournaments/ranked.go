package tournaments

import (
	"arbiter/engine/playoff"
	"arbiter/engine/tiebreak"
	"arbiter/engine/trf"
	"arbiter/model"
	"fmt"
)

// ranked is a tournament ranked after a round.
type ranked struct {
	l        *loaded
	round    int
	tt       *trf.Tournament
	calc     *tiebreak.Calculator
	list     []tiebreak.Spec
	st       *tiebreak.Standings
	clubs    map[model.ClubID]string
	po       *rankedPlayoffs // the play-offs applied (playoff_rank.go)
	level    [][]int         // groups still level before the hand order (tie_order.go)
	tieMarks map[int]string  // start no. → why a tie order set the place (tie_order.go)
	shown    map[int][]bool  // start no. → which values print (DecidedOnly), made on first use
	annulled []int           // withdrawn under half of a round robin's games: left out, games annulled (rr_withdrawn.go)
}

// shownOf is which of player no's values the standings print (DecidedOnly
// over the whole ranking, so a sub-standings prints what the overall
// table does).
func (rk *ranked) shownOf(no int) []bool {
	if rk.shown == nil {
		rk.shown = map[int][]bool{}
		for i, sh := range model.DecidedOnly(rk.list, rk.st.Rows) {
			rk.shown[rk.st.Rows[i].ID] = sh
		}
	}
	return rk.shown[no]
}

func (rk *ranked) row(sr tiebreak.Standing) model.StandingsRow {
	row := model.StandingsRow{Place: sr.PlaceText(), PlaceFrom: sr.Place, PlaceTo: sr.Last, StartNo: sr.ID,
		Points: int(sr.Points), PointsText: pointsText(int(sr.Points))}
	if e := rk.l.entry(sr.ID); e != nil {
		row.PlayerID, row.Rating, row.Club, row.WithdrawnFrom = e.PlayerID, e.Rating, rk.clubs[e.ClubID], e.WithdrawnFrom
		row.Name = rk.l.players[e.PlayerID].ShortName()
	}
	row.Values = model.ShownValues(rk.list, sr, rk.shownOf(sr.ID))
	for k, v := range row.Values {
		row.Values[k] = model.NumberIn(rk.l.lang, v)
	}
	if rk.po != nil {
		row.Playoff = rk.po.marks[sr.ID]
	}
	if row.Playoff == "" {
		row.Playoff = rk.tieMarks[sr.ID] // tie_order.go
	}
	return row
}

func (rk *ranked) view() *model.StandingsView {
	v := &model.StandingsView{Round: rk.round}
	if rk.po != nil {
		v.Playoffs = rk.po.view.Playoffs
	}
	for _, sp := range rk.list {
		v.Columns = append(v.Columns, model.StandingsColumn{Code: sp.String(), Ukrainian: model.TieBreakUkrainian(sp), Name: model.TieBreakName(sp, rk.l.lang)})
	}
	for _, sr := range rk.st.Rows {
		row := rk.row(sr)
		v.Rows = append(v.Rows, row)
		if mark := rk.tieMarks[sr.ID]; mark != "" && row.Playoff == mark { // tie_order.go
			v.TieNotes = append(v.TieNotes, fmt.Sprintf("%s — %s: %s", row.Place, row.Name, mark))
		}
	}
	for _, no := range rk.annulled { // rr_withdrawn.go
		name := ""
		if e := rk.l.entry(no); e != nil {
			name = rk.l.players[e.PlayerID].ShortName()
		}
		v.TieNotes = append(v.TieNotes, model.Msg("№%d %s withdrew having played less than half of the games: left out of the standings, the games against him annulled", no, name).In(rk.l.lang))
	}
	for _, key := range SubStandingKeys(rk.l.t.SubStandings) {
		keep := rk.l.subFilter(key)
		sub := model.SubStandings{Key: key, Title: subTitle(key, rk.l.lang)}
		for _, sr := range rk.st.Filter(keep).Rows {
			sub.Rows = append(sub.Rows, rk.row(sr))
		}
		v.Subs = append(v.Subs, sub)
	}
	return v
}

// rankedPlayoffs is what the play-offs did to a ranking: the page view and
// the mark of every row whose place a play-off set or will set.
type rankedPlayoffs struct {
	view  *model.PlayoffsView
	res   playoff.Resolution
	marks map[int]string // start number → «за результатом армагедону»
}

// final: the standings after the last round, every result in. Play-offs
// are played only then (seed 004 §11: ties of the final standings).
func (rk *ranked) final() bool {
	l := rk.l
	return l.t.Rounds > 0 && rk.round >= l.t.Rounds && l.complete() >= rk.round
}
