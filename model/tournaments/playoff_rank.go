package tournaments

import (
	"context"
	"fmt"
	"strings"

	"arbiter/engine/playoff"
	"arbiter/engine/tiebreak"
	"arbiter/engine/trf"
	"arbiter/model"
)

// applyPlayoffs applies the tournament's play-off rule to rk.st (seed 004
// §11; §3, §19): the rows of each decided play-off in the order it set,
// the pair of one not yet decided sharing its places. Before the last
// round is complete only the rule is read.
func (s *Service) applyPlayoffs(ctx context.Context, rk *ranked) error {
	l := rk.l
	rule, err := l.st.PlayoffRule(ctx, l.t.ID)
	if err != nil {
		return err
	}
	rk.po = &rankedPlayoffs{view: &model.PlayoffsView{Rule: rule, Round: rk.round, Final: rk.final()}, marks: map[int]string{}}
	if !rule.Active() || !rk.po.view.Final || l.isKnockout() {
		return nil
	}
	stored, err := l.st.PlayoffGames(ctx, l.t.ID)
	if err != nil {
		return err
	}
	games := map[playoff.Key][]playoff.Game{}
	nos := map[playoff.Key][]int{}
	for _, g := range stored {
		k := gameKey(g)
		w, b := l.entryOf(g.White), l.entryOf(g.Black)
		res, perr := playoff.ParseResult(g.Result)
		if w == nil || b == nil || perr != nil {
			rk.po.view.Stale = append(rk.po.view.Stale, fmt.Sprintf("№ %d", g.No))
			continue
		}
		games[k] = append(games[k], playoff.Game{White: w.StartNo, Black: b.StartNo, Result: res})
		nos[k] = append(nos[k], g.No)
	}
	rows := make([]playoff.Row, len(rk.st.Rows))
	byID := map[int]tiebreak.Standing{}
	for i, r := range rk.st.Rows {
		rows[i] = playoff.Row{ID: r.ID, Points: int(r.Points), Place: r.Place, Last: r.Last}
		byID[r.ID] = r
	}
	res := playoff.Resolve(rule.Engine(), rows, games, l.wonAll(rk.round))
	rk.po.res = res
	for i, r := range res.Rows {
		sr := byID[r.ID]
		sr.Place, sr.Last = r.Place, r.Last
		rk.st.Rows[i] = sr
	}
	for _, st := range res.States {
		v := l.playoffView(rule, st, nos[st.Key])
		rk.po.view.Playoffs = append(rk.po.view.Playoffs, v)
		mark := playoffMark(v).In(l.lang)
		rk.po.marks[st.Players[0]], rk.po.marks[st.Players[1]] = mark, mark
	}
	for _, k := range res.Unused {
		for _, no := range nos[k] {
			rk.po.view.Stale = append(rk.po.view.Stale, fmt.Sprintf("№ %d", no))
		}
	}
	return nil
}

func gameKey(g model.PlayoffGame) playoff.Key {
	if g.Kind == model.PlayoffExtra {
		return playoff.Key{Kind: playoff.Extra, Place: 1}
	}
	return playoff.Key{Kind: playoff.Tiebreak, Place: g.Place}
}

// wonAll reports whether a player won every game he played up to round r
// (seed 004 §3, §19 «выиграла все матчи», as model/teams reads it: rounds
// without an opponent are not games; a forfeit win is a win), and played
// at least one.
func (l *loaded) wonAll(r int) func(no int) bool {
	return func(no int) bool {
		n := 0
		for _, g := range l.games {
			if g.StartNo != no || g.Round > r || g.Opponent == 0 {
				continue
			}
			switch g.Result {
			case trf.Win, trf.ShortWin, trf.ForfeitWin:
				n++
			default:
				return false
			}
		}
		return n > 0
	}
}

// PlayoffName is the play-off's name: the extra match for first place,
// or the form of a play-off for a tie (Armageddon, an extra game, a match
// to two wins).
func PlayoffName(k model.PlayoffKind, f model.PlayoffForm) model.Text {
	if k == model.PlayoffExtra {
		return model.Msg("extra match for first place")
	}
	switch f {
	case model.PlayoffArmageddon:
		return model.Msg("Armageddon")
	case model.PlayoffMatch2:
		return model.Msg("match to two wins")
	}
	return model.Msg("extra game")
}

// playoffMark is the standings' mark of a row a play-off placed.
func playoffMark(v model.PlayoffView) model.Text {
	if v.Decided {
		switch {
		case v.Kind == model.PlayoffExtra:
			return model.Msg("by the extra match for first place")
		case v.Form == model.PlayoffArmageddon:
			return model.Msg("by the Armageddon")
		case v.Form == model.PlayoffMatch2:
			return model.Msg("by the match to two wins")
		}
		return model.Msg("by the extra game")
	}
	switch {
	case v.Kind == model.PlayoffExtra:
		return model.Msg("extra match for first place not played")
	case v.Form == model.PlayoffArmageddon:
		return model.Msg("Armageddon needed")
	case v.Form == model.PlayoffMatch2:
		return model.Msg("match to two wins needed")
	}
	return model.Msg("extra game needed")
}

func (l *loaded) playoffView(rule model.PlayoffRule, st playoff.State, nos []int) model.PlayoffView {
	lang := l.lang
	v := model.PlayoffView{Kind: model.PlayoffTie, Form: rule.Form, Place: st.Place, StartNos: st.Players,
		Names: [2]string{l.name(st.Players[0]), l.name(st.Players[1])}, Decided: st.Decided, Winner: st.Winner}
	if st.Kind == playoff.Extra {
		v.Kind, v.Form = model.PlayoffExtra, ""
	}
	for i, g := range st.Games {
		gv := model.PlayoffGameView{White: g.White, Black: g.Black, WhiteName: l.name(g.White), BlackName: l.name(g.Black), Result: g.Result.String()}
		if i < len(nos) {
			gv.No = nos[i]
		}
		v.Games = append(v.Games, gv)
	}
	if n := len(st.Games); n > 0 && !st.Decided {
		v.NextWhiteLast = st.Games[n-1].White
	}
	if st.Err != nil {
		v.Problem = lang.Tr("The recorded games do not fit this play-off (were round results changed?): undo them and enter them again.")
	}
	name := PlayoffName(v.Kind, v.Form).In(lang)
	if v.Kind == model.PlayoffExtra {
		v.Title = lang.Tr("Extra match for first place: %s (2nd, won every game) v %s (1st)", v.Names[0], v.Names[1])
	} else {
		v.Title = lang.Tr("Places %d–%d, %s: %s v %s", v.Place, v.Place+1, name, v.Names[0], v.Names[1])
	}
	var parts []string
	for i, g := range v.Games {
		parts = append(parts, fmt.Sprintf("%d) %s — %s %s", i+1, g.WhiteName, g.BlackName, g.Result))
	}
	var out string
	switch {
	case v.Decided:
		out = lang.Tr("Place %d: %s (%s).", v.Place, l.name(v.Winner), playoffMark(v).In(lang))
	case v.Kind == model.PlayoffExtra:
		out = lang.Tr("Not played yet; if the challenger declines, the places stay.")
	case v.Form == model.PlayoffMatch2:
		out = lang.Tr("Not decided yet: wins %d:%d (draws do not count).", st.Wins[st.Players[0]], st.Wins[st.Players[1]])
	case v.Form == model.PlayoffSingle && len(v.Games) > 0:
		out = lang.Tr("Drawn: the game is played again until one player wins.")
	default:
		out = lang.Tr("Not played yet.")
	}
	if len(parts) > 0 {
		out = strings.Join(parts, "; ") + ". " + out
	}
	v.Text = out
	return v
}

// playoffsPending refuses to finish while a play-off for a tie is not
// decided (the places are not known); an extra match not played is the
// challenger's right, not a duty («имеет право»), so confirm finishes
// without it.
func (rk *ranked) playoffsPending(confirm bool) error {
	const op = "FinishTournament"
	if rk.po == nil {
		return nil
	}
	for _, p := range rk.po.view.Playoffs {
		if p.Decided {
			continue
		}
		if p.Kind == model.PlayoffTie {
			return model.Errorf(model.Conflict, op, model.Msg("Places %d–%d are not decided yet: a play-off (%s) between %s and %s is needed. Enter its games on the «Play-offs» tab (arbiter-cli tournament playoff-game) or change the play-off rule.", p.Place, p.Place+1, PlayoffName(p.Kind, p.Form), p.Names[0], p.Names[1]), model.ErrPlayoffPending)
		}
		if !confirm {
			return model.Errorf(model.Conflict, op, model.Msg("%s may play an extra match for first place against %s, and it has not been played. Enter the game or confirm that the challenger declined (the places stay).", p.Names[0], p.Names[1]), model.ErrExtraMatchOpen)
		}
	}
	return nil
}
