package model

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"arbiter/engine/playoff"

	"arbiter/model/i18n"
)

// Playoffs is the use cases of play-offs after the last round (seed
// 004 §11, §3, §19): the rule of a tournament, the play-offs
// its final standings call for, recording a game and taking the last one
// back. The standings apply the games (playoff_rank.go).
type Playoffs struct{ core }

func (c core) playoffs() *Playoffs { return &Playoffs{c} }

func (s *Playoffs) inTx(ctx context.Context, fn func(tx *Tournaments) error) error {
	return s.tx(ctx, func(c core) error { return fn(c.tournaments()) })
}

// Rule returns the tournament's play-off rule (the zero rule when none).
func (s *Playoffs) Rule(ctx context.Context, id TournamentID) (PlayoffRule, error) {
	if _, err := s.store.Tournament(ctx, id); err != nil {
		return PlayoffRule{}, err
	}
	return s.store.PlayoffRule(ctx, id)
}

// SetRule sets the tournament's play-off rule. Only a Swiss or round-robin
// tournament has one; the places must be positive, Tied 2 (0 means 2) and
// the form one of armageddon, game, match2. A rule cannot change while
// play-off games are recorded (they were played under the old one).
func (s *Playoffs) SetRule(ctx context.Context, id TournamentID, r PlayoffRule) error {
	const op = "SetPlayoffRule"
	r.Places = slices.Compact(slices.Sorted(slices.Values(r.Places)))
	if len(r.Places) > 0 && r.Tied == 0 {
		r.Tied = 2
	}
	if len(r.Places) > 0 && r.Form == "" {
		r.Form = PlayoffArmageddon
	}
	if len(r.Places) == 0 {
		r.Tied, r.Form = 0, ""
	}
	if err := r.engine().Validate(); err != nil {
		return invalid(op, Msg("The play-off rule is not valid: places are positive numbers separated by commas (1 or 1,3), two players play off (2), the form is armageddon, game or match2."))
	}
	return s.inTx(ctx, func(tx *Tournaments) error {
		l, err := tx.loadOpen(ctx, id, op)
		if err != nil {
			return err
		}
		if l.isKnockout() {
			return invalid(op, Msg("A knockout decides places by its mini-matches; the play-off rule is for Swiss and round-robin tournaments."))
		}
		old, err := l.st.PlayoffRule(ctx, id)
		if err != nil {
			return err
		}
		gs, err := l.st.PlayoffGames(ctx, id)
		if err != nil {
			return err
		}
		if len(gs) > 0 && !sameRule(old, r) {
			return Errorf(Conflict, op, Msg("%d play-off game(s) are recorded. The rule can change only after undoing them.", len(gs)), nil)
		}
		if err := l.st.SetPlayoffRule(ctx, id, r); err != nil {
			return err
		}
		return tx.audit(ctx, l, l.paired, "playoff-rule", "Правило додаткових партій: "+playoffRuleText(r).In(i18n.Uk))
	})
}

func sameRule(a, b PlayoffRule) bool {
	return playoff.PlacesText(a.Places) == playoff.PlacesText(b.Places) && a.Tied == b.Tied && a.Form == b.Form && a.Extra == b.Extra
}

// PlayoffRuleText describes a rule, e.g. «місця 1,3: армагедон, якщо
// двоє мають порівну очок; додатковий матч за 1 місце».
func PlayoffRuleText(r PlayoffRule) Text { return playoffRuleText(r) }

func playoffRuleText(r PlayoffRule) Text {
	var parts []i18n.Localized
	if len(r.Places) > 0 {
		parts = append(parts, Msg("places %s: %s when two are tied on points (three or more: the tie-breaks)", playoff.PlacesText(r.Places), formName(PlayoffTie, r.Form)))
	}
	if r.Extra {
		parts = append(parts, Msg("extra match for first place for a 2nd who won every game"))
	}
	if len(parts) == 0 {
		return Msg("none (places by the tie-breaks)")
	}
	return Msg("%s", i18n.List{Sep: "; ", Items: parts})
}

// View returns the play-offs of the tournament's final standings (none
// before the last round is complete; Final says which).
func (s *Playoffs) View(ctx context.Context, id TournamentID) (*PlayoffsView, error) {
	t := s.tournaments()
	l, err := t.load(ctx, id)
	if err != nil {
		return nil, err
	}
	return t.playoffsOf(ctx, l)
}

func (s *Tournaments) playoffsOf(ctx context.Context, l *loaded) (*PlayoffsView, error) {
	if l.isKnockout() || len(l.entries) == 0 || l.paired == 0 {
		rule, err := l.st.PlayoffRule(ctx, l.t.ID)
		return &PlayoffsView{Rule: rule}, err
	}
	rk, err := s.rank(ctx, l, l.paired)
	if err != nil {
		return nil, err
	}
	return rk.po.view, nil
}

// RecordGame records a play-off game between start numbers white and
// black with result "1-0", "½-½" (1/2-1/2) or "0-1". The two must be the
// pair of a play-off the final standings call for, not yet decided.
func (s *Playoffs) RecordGame(ctx context.Context, id TournamentID, white, black int, result string) (PlayoffView, error) {
	const op = "RecordPlayoffGame"
	var out PlayoffView
	res, perr := playoff.ParseResult(result)
	if perr != nil {
		return out, invalid(op, Msg("%q is not a game result: enter 1-0, ½-½ (1/2-1/2) or 0-1.", result))
	}
	err := s.inTx(ctx, func(tx *Tournaments) error {
		l, v, err := tx.openPlayoffs(ctx, id, op)
		if err != nil {
			return err
		}
		for _, no := range []int{white, black} {
			if l.entry(no) == nil {
				return invalid(op, Msg("There is no starting no. %d. (play-off)", no))
			}
		}
		if white == black {
			return invalid(op, Msg("The same player is given as White and as Black."))
		}
		p := v.find(white, black)
		if p == nil {
			return Errorf(Conflict, op, Msg("%s (no. %d) and %s (no. %d) are not tied for a place that is played off. %s", l.name(white), white, l.name(black), black, needText(v)), nil)
		}
		if p.Decided {
			return Errorf(Conflict, op, Msg("The play-off is already decided: %s", p.Text), nil)
		}
		if p.Problem != "" {
			return Errorf(Conflict, op, Msg("%s", p.Problem), nil)
		}
		gs, err := l.st.PlayoffGames(ctx, id)
		if err != nil {
			return err
		}
		no := 1
		if len(gs) > 0 {
			no = gs[len(gs)-1].No + 1
		}
		g := PlayoffGame{TournamentID: id, No: no, Kind: p.Kind, Place: p.Place, White: l.entry(white).PlayerID, Black: l.entry(black).PlayerID, Result: res.String()}
		if err := l.st.AddPlayoffGame(ctx, g); err != nil {
			return err
		}
		if err := tx.audit(ctx, l, l.paired, "playoff-game", fmt.Sprintf("%s: %s — %s %s", p.Title, l.name(white), l.name(black), res)); err != nil {
			return err
		}
		after, err := tx.playoffsOf(ctx, l)
		if err != nil {
			return err
		}
		for _, q := range after.Playoffs {
			if q.Kind == p.Kind && q.Place == p.Place {
				out = q
			}
		}
		return nil
	})
	return out, err
}

// find is the play-off between start numbers a and b, or nil.
func (v *PlayoffsView) find(a, b int) *PlayoffView {
	for i := range v.Playoffs {
		if n := v.Playoffs[i].StartNos; (n[0] == a && n[1] == b) || (n[0] == b && n[1] == a) {
			return &v.Playoffs[i]
		}
	}
	return nil
}

// openPlayoffs loads an open tournament for a play-off action op and its
// play-offs, refused when the rule calls for none or before the last
// round is complete (checkPlayoffTime).
func (s *Tournaments) openPlayoffs(ctx context.Context, id TournamentID, op string) (*loaded, *PlayoffsView, error) {
	l, err := s.loadOpen(ctx, id, op)
	if err != nil {
		return nil, nil, err
	}
	v, err := s.playoffsOf(ctx, l)
	if err != nil {
		return nil, nil, err
	}
	return l, v, checkPlayoffTime(op, l, v)
}

// checkPlayoffTime refuses a play-off game before the final standings, or
// when the rule calls for no play-off.
func checkPlayoffTime(op string, l *loaded, v *PlayoffsView) error {
	switch {
	case !v.Rule.Active():
		return Errorf(Conflict, op, Msg("The tournament has no play-off rule: the tie-breaks decide the places. Set a rule first (tournament playoff-rule)."), nil)
	case !v.Final:
		return Errorf(Conflict, op, Msg("Play-off games come after the last round, once every result is in (%d of %d rounds complete).", l.complete(), l.t.Rounds), nil)
	}
	return nil
}

// needText says which play-offs the standings need, for a refusal.
func needText(v *PlayoffsView) Text {
	var parts []string
	for _, p := range v.Playoffs {
		parts = append(parts, p.Title)
	}
	if len(parts) == 0 {
		return Msg("No play-off is needed now.")
	}
	return Msg("Played off: %s.", strings.Join(parts, "; "))
}

// UndoLastGame takes back the last recorded play-off game and returns it.
func (s *Playoffs) UndoLastGame(ctx context.Context, id TournamentID) (PlayoffGame, error) {
	const op = "UndoPlayoffGame"
	var g PlayoffGame
	err := s.inTx(ctx, func(tx *Tournaments) error {
		l, err := tx.loadOpen(ctx, id, op)
		if err != nil {
			return err
		}
		gs, err := l.st.PlayoffGames(ctx, id)
		if err != nil {
			return err
		}
		if len(gs) == 0 {
			return Errorf(Conflict, op, Msg("No play-off game is recorded; nothing to undo."), nil)
		}
		g = gs[len(gs)-1]
		if err := l.st.DeletePlayoffGame(ctx, id, g.No); err != nil {
			return err
		}
		return tx.audit(ctx, l, l.paired, "playoff-undo", fmt.Sprintf("Скасовано додаткову партію № %d (%s).", g.No, g.Result))
	})
	return g, err
}

// ColourLot draws who has White in the next game between start numbers a
// and b, the pair of a play-off not yet decided (seed 004 §5: colours by
// lot; engine/playoff.WhiteByLot with seed, which `arbiter-cli lot
// --players 2 --seed S` repeats). The draw is written to the audit; the
// game is entered afterwards with the White drawn.
func (s *Playoffs) ColourLot(ctx context.Context, id TournamentID, a, b int, seed uint64) (white int, err error) {
	const op = "PlayoffColourLot"
	err = s.inTx(ctx, func(tx *Tournaments) error {
		l, v, err := tx.openPlayoffs(ctx, id, op)
		if err != nil {
			return err
		}
		p := v.find(a, b)
		switch {
		case p == nil:
			return Errorf(Conflict, op, Msg("No. %d and no. %d are not tied for a place that is played off. %s", a, b, needText(v)), nil)
		case p.Decided:
			return Errorf(Conflict, op, Msg("The play-off is already decided: %s", p.Text), nil)
		}
		white = playoff.WhiteByLot(p.StartNos[0], p.StartNos[1], seed)
		return tx.audit(ctx, l, l.paired, "playoff-lot", fmt.Sprintf("%s: жереб кольору, ключ %d — білі %s.", p.Title, seed, l.name(white)))
	})
	return white, err
}
