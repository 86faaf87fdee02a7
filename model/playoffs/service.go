package playoffs

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"arbiter/engine/playoff"
	"arbiter/model"
	"arbiter/model/i18n"
	"arbiter/model/tournaments"
)

// Service is the use cases of play-offs after the last round (seed
// 004 §11, §3, §19): the rule of a tournament, the play-offs
// its final standings call for, recording a game and taking the last one
// back. The standings apply the games (model's playoff_rank.go).
type Service struct {
	app   *model.App
	tours *tournaments.Services // the tournaments of app
}

// New returns the play-off service on app (its store, clock and language);
// tours are the tournament services on the same App (tournaments.New(app)).
func New(app *model.App, tours *tournaments.Services) *Service {
	return &Service{app: app, tours: tours}
}

// open runs fn on tournament id opened for a change by op, inside one
// transaction: what fn writes is kept only if it returns nil.
func (s *Service) open(ctx context.Context, id model.TournamentID, op string, fn func(o *tournaments.Opened) error) error {
	return s.app.Tx(ctx, func(tx *model.App) error {
		o, err := tournaments.New(tx).Tournaments.Open(ctx, id, op)
		if err != nil {
			return err
		}
		return fn(o)
	})
}

func invalid(op string, msg model.Text) error { return model.Errorf(model.Invalid, op, msg, nil) }

// Rule returns the tournament's play-off rule (the zero rule when none).
func (s *Service) Rule(ctx context.Context, id model.TournamentID) (model.PlayoffRule, error) {
	if _, err := s.tours.Tournaments.GetTournament(ctx, id); err != nil {
		return model.PlayoffRule{}, err
	}
	return s.app.Store().PlayoffRule(ctx, id)
}

// SetRule sets the tournament's play-off rule. Only a Swiss or round-robin
// tournament has one; the places must be positive, Tied 2 (0 means 2) and
// the form one of armageddon, game, match2. A rule cannot change while
// play-off games are recorded (they were played under the old one).
func (s *Service) SetRule(ctx context.Context, id model.TournamentID, r model.PlayoffRule) error {
	const op = "SetPlayoffRule"
	r.Places = slices.Compact(slices.Sorted(slices.Values(r.Places)))
	if len(r.Places) > 0 && r.Tied == 0 {
		r.Tied = 2
	}
	if len(r.Places) > 0 && r.Form == "" {
		r.Form = model.PlayoffArmageddon
	}
	if len(r.Places) == 0 {
		r.Tied, r.Form = 0, ""
	}
	if err := r.Validate(); err != nil {
		return invalid(op, model.Msg("The play-off rule is not valid: places are positive numbers separated by commas (1 or 1,3), two players play off (2), the form is armageddon, game or match2."))
	}
	return s.open(ctx, id, op, func(o *tournaments.Opened) error {
		if o.Knockout() {
			return invalid(op, model.Msg("A knockout decides places by its mini-matches; the play-off rule is for Swiss and round-robin tournaments."))
		}
		st := o.Store()
		old, err := st.PlayoffRule(ctx, id)
		if err != nil {
			return err
		}
		gs, err := st.PlayoffGames(ctx, id)
		if err != nil {
			return err
		}
		if len(gs) > 0 && !sameRule(old, r) {
			return model.Errorf(model.Conflict, op, model.Msg("%d play-off game(s) are recorded. The rule can change only after undoing them.", len(gs)), nil)
		}
		if err := st.SetPlayoffRule(ctx, id, r); err != nil {
			return err
		}
		return o.Audit(ctx, "playoff-rule", "Правило додаткових партій: "+RuleText(r).In(i18n.Uk))
	})
}

func sameRule(a, b model.PlayoffRule) bool {
	return playoff.PlacesText(a.Places) == playoff.PlacesText(b.Places) && a.Tied == b.Tied && a.Form == b.Form && a.Extra == b.Extra
}

// RuleText describes a rule, e.g. «місця 1,3: армагедон, якщо
// двоє мають порівну очок; додатковий матч за 1 місце».
func RuleText(r model.PlayoffRule) model.Text {
	var parts []i18n.Localized
	if len(r.Places) > 0 {
		parts = append(parts, model.Msg("places %s: %s when two are tied on points (three or more: the tie-breaks)", playoff.PlacesText(r.Places), tournaments.PlayoffName(model.PlayoffTie, r.Form)))
	}
	if r.Extra {
		parts = append(parts, model.Msg("extra match for first place for a 2nd who won every game"))
	}
	if len(parts) == 0 {
		return model.Msg("none (places by the tie-breaks)")
	}
	return model.Msg("%s", i18n.List{Sep: "; ", Items: parts})
}

// View returns the play-offs of the tournament's final standings (none
// before the last round is complete; Final says which).
func (s *Service) View(ctx context.Context, id model.TournamentID) (*model.PlayoffsView, error) {
	return s.tours.Tournaments.Playoffs(ctx, id)
}

// RecordGame records a play-off game between start numbers white and
// black with result "1-0", "½-½" (1/2-1/2) or "0-1". The two must be the
// pair of a play-off the final standings call for, not yet decided.
func (s *Service) RecordGame(ctx context.Context, id model.TournamentID, white, black int, result string) (model.PlayoffView, error) {
	const op = "RecordPlayoffGame"
	var out model.PlayoffView
	res, perr := playoff.ParseResult(result)
	if perr != nil {
		return out, invalid(op, model.Msg("%q is not a game result: enter 1-0, ½-½ (1/2-1/2) or 0-1.", result))
	}
	err := s.open(ctx, id, op, func(o *tournaments.Opened) error {
		v, err := playoffsNow(ctx, o, op)
		if err != nil {
			return err
		}
		for _, no := range []int{white, black} {
			if o.Entry(no) == nil {
				return invalid(op, model.Msg("There is no starting no. %d. (play-off)", no))
			}
		}
		if white == black {
			return invalid(op, model.Msg("The same player is given as White and as Black."))
		}
		p := find(v, white, black)
		if p == nil {
			return model.Errorf(model.Conflict, op, model.Msg("%s (no. %d) and %s (no. %d) are not tied for a place that is played off. %s", o.Name(white), white, o.Name(black), black, needText(v)), nil)
		}
		if p.Decided {
			return model.Errorf(model.Conflict, op, model.Msg("The play-off is already decided: %s", p.Text), nil)
		}
		if p.Problem != "" {
			return model.Errorf(model.Conflict, op, model.Msg("%s", p.Problem), nil)
		}
		st := o.Store()
		gs, err := st.PlayoffGames(ctx, id)
		if err != nil {
			return err
		}
		no := 1
		if len(gs) > 0 {
			no = gs[len(gs)-1].No + 1
		}
		g := model.PlayoffGame{TournamentID: id, No: no, Kind: p.Kind, Place: p.Place, White: o.Entry(white).PlayerID, Black: o.Entry(black).PlayerID, Result: res.String()}
		if err := st.AddPlayoffGame(ctx, g); err != nil {
			return err
		}
		if err := o.Audit(ctx, "playoff-game", fmt.Sprintf("%s: %s — %s %s", p.Title, o.Name(white), o.Name(black), res)); err != nil {
			return err
		}
		after, err := o.Playoffs(ctx)
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
func find(v *model.PlayoffsView, a, b int) *model.PlayoffView {
	for i := range v.Playoffs {
		if n := v.Playoffs[i].StartNos; (n[0] == a && n[1] == b) || (n[0] == b && n[1] == a) {
			return &v.Playoffs[i]
		}
	}
	return nil
}

// playoffsNow is the play-offs of an opened tournament for a play-off
// action op, refused when the rule calls for none or before the last
// round is complete.
func playoffsNow(ctx context.Context, o *tournaments.Opened, op string) (*model.PlayoffsView, error) {
	v, err := o.Playoffs(ctx)
	if err != nil {
		return nil, err
	}
	switch {
	case !v.Rule.Active():
		return nil, model.Errorf(model.Conflict, op, model.Msg("The tournament has no play-off rule: the tie-breaks decide the places. Set a rule first (tournament playoff-rule)."), nil)
	case !v.Final:
		return nil, model.Errorf(model.Conflict, op, model.Msg("Play-off games come after the last round, once every result is in (%d of %d rounds complete).", o.Complete(), o.Tournament().Rounds), nil)
	}
	return v, nil
}

// needText says which play-offs the standings need, for a refusal.
func needText(v *model.PlayoffsView) model.Text {
	var parts []string
	for _, p := range v.Playoffs {
		parts = append(parts, p.Title)
	}
	if len(parts) == 0 {
		return model.Msg("No play-off is needed now.")
	}
	return model.Msg("Played off: %s.", strings.Join(parts, "; "))
}

// UndoLastGame takes back the last recorded play-off game and returns it.
func (s *Service) UndoLastGame(ctx context.Context, id model.TournamentID) (model.PlayoffGame, error) {
	const op = "UndoPlayoffGame"
	var g model.PlayoffGame
	err := s.open(ctx, id, op, func(o *tournaments.Opened) error {
		st := o.Store()
		gs, err := st.PlayoffGames(ctx, id)
		if err != nil {
			return err
		}
		if len(gs) == 0 {
			return model.Errorf(model.Conflict, op, model.Msg("No play-off game is recorded; nothing to undo."), nil)
		}
		g = gs[len(gs)-1]
		if err := st.DeletePlayoffGame(ctx, id, g.No); err != nil {
			return err
		}
		return o.Audit(ctx, "playoff-undo", fmt.Sprintf("Скасовано додаткову партію № %d (%s).", g.No, g.Result))
	})
	return g, err
}

// ColourLot draws who has White in the next game between start numbers a
// and b, the pair of a play-off not yet decided (seed 004 §5: colours by
// lot; engine/playoff.WhiteByLot with seed, which `arbiter-cli lot
// --players 2 --seed S` repeats). The draw is written to the audit; the
// game is entered afterwards with the White drawn.
func (s *Service) ColourLot(ctx context.Context, id model.TournamentID, a, b int, seed uint64) (white int, err error) {
	const op = "PlayoffColourLot"
	err = s.open(ctx, id, op, func(o *tournaments.Opened) error {
		v, err := playoffsNow(ctx, o, op)
		if err != nil {
			return err
		}
		p := find(v, a, b)
		switch {
		case p == nil:
			return model.Errorf(model.Conflict, op, model.Msg("No. %d and no. %d are not tied for a place that is played off. %s", a, b, needText(v)), nil)
		case p.Decided:
			return model.Errorf(model.Conflict, op, model.Msg("The play-off is already decided: %s", p.Text), nil)
		}
		white = playoff.WhiteByLot(p.StartNos[0], p.StartNos[1], seed)
		return o.Audit(ctx, "playoff-lot", fmt.Sprintf("%s: жереб кольору, ключ %d — білі %s.", p.Title, seed, o.Name(white)))
	})
	return white, err
}
