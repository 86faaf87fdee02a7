package tournaments

import (
	"context"
	"errors"
	"slices"
	"strings"

	"arbiter/engine/ratingmethod"
	"arbiter/engine/trf"
	"arbiter/model"
)

// The director's actions on a tournament's ratings (tournament_rating.go;
// FIDE C.02 Q116–146; README "Tournament ratings"): the rule, the
// tournament and official ratings side by side, and the consistency check
// against the list valid at the start, which never changes a rating by
// itself and is applied to the players the director chooses.

// TournamentRatings is the service of a tournament's ratings: the rule,
// the rating lines, the check against the list valid at the start and its
// application, the rating pool and the choice of a player's rating.
type TournamentRatings struct{ core }

func (c core) tournamentRatings() *TournamentRatings { return &TournamentRatings{c} }

// Rule returns tournament id's rating rule (the zero rule when none
// was set). Errors: NotFound.
func (s *TournamentRatings) Rule(ctx context.Context, id model.TournamentID) (model.RatingRule, error) {
	if _, err := s.store.Tournament(ctx, id); err != nil {
		return model.RatingRule{}, err
	}
	return s.store.RatingRule(ctx, id)
}

// validPeriod reports whether p is "" or a "YYYY-MM" list period.
func validPeriod(p string) bool {
	if p == "" {
		return true
	}
	d, err := model.ParseDate(p + "-01")
	return err == nil && d.Valid() && len(p) == 7
}

// SetRule saves tournament id's rating rule and rates every
// registration again by it (those typed at the desk are kept), before round 1
// is paired; afterwards only the consistency-check switch may change (the
// ratings decided the pairing numbers, C.04.2). Errors: NotFound, Invalid
// (an unknown method, list, period or tie order), Conflict (finished, or
// the rule changed after round 1).
func (s *TournamentRatings) SetRule(ctx context.Context, id model.TournamentID, r model.RatingRule) (model.RatingRule, error) {
	const op = "SetRatingRule"
	r.Period, r.AdmitPeriod = strings.TrimSpace(r.Period), strings.TrimSpace(r.AdmitPeriod)
	if r.Method != "" || r.Lists != "" {
		rule, err := ratingmethod.ParseRule(string(r.Method), r.Lists)
		if err != nil {
			return model.RatingRule{}, invalid(op, model.Msg("Rating method %q with lists %q: %s. Methods: fide, national, fidon, nidof, hbfn, sequence; lists: standard, rapid, blitz, national, user:NAME.", string(r.Method), r.Lists, ratingRuleProblem(err)))
		}
		r.Method, r.Lists = rule.Method, rule.ListsText()
	}
	if r.AdmitMethod != "" || r.AdmitLists != "" {
		rule, err := ratingmethod.ParseRule(string(r.AdmitMethod), r.AdmitLists)
		if err != nil {
			return model.RatingRule{}, invalid(op, model.Msg("Admission rating method %q with lists %q: %s. Methods: fide, national, fidon, nidof, hbfn, sequence; lists: standard, rapid, blitz, national, user:NAME.", string(r.AdmitMethod), r.AdmitLists, ratingRuleProblem(err)))
		}
		r.AdmitMethod, r.AdmitLists = rule.Method, rule.ListsText()
	}
	if !validPeriod(r.Period) {
		return model.RatingRule{}, invalid(op, model.Msg("Rating list %q: write the list's year and month, YYYY-MM (e.g. 2010-10).", r.Period))
	}
	if !validPeriod(r.AdmitPeriod) {
		return model.RatingRule{}, invalid(op, model.Msg("Admission rating list %q: write the list's year and month, YYYY-MM (e.g. 2010-10).", r.AdmitPeriod))
	}
	if !slices.Contains(model.TieOrders, r.Ties) {
		return model.RatingRule{}, invalid(op, model.Msg("Order of equal ratings %q: name, older, younger or registry.", string(r.Ties)))
	}
	err := s.tournaments().inTx(ctx, func(tx *Service) error {
		l, err := tx.loadOpen(ctx, id, op)
		if err != nil {
			return err
		}
		old := l.rule
		old.CheckOff = r.CheckOff
		if old == r {
			return tx.store.SetRatingRule(ctx, id, r)
		}
		if fixed, err := l.startOrderFixed(ctx); err != nil {
			return err
		} else if fixed {
			return model.Errorf(model.Conflict, op, model.Msg("Round 1 is paired: the ratings decided the pairing numbers, so the rating rule can no longer change (only the consistency check can be switched)."), nil)
		}
		if err := tx.store.SetRatingRule(ctx, id, r); err != nil {
			return err
		}
		l.rule = r
		if national := tournamentRule(r, l.t).Method == ratingmethod.NRO || tournamentRule(r, l.t).Method == ratingmethod.NIDOF; national != (l.t.RatingUsed == model.RatingNational) {
			l.t.RatingUsed = model.RatingFIDE // the rating named in lists and messages
			if national {
				l.t.RatingUsed = model.RatingNational
			}
			if err := tx.store.UpdateTournament(ctx, l.t); err != nil {
				return err
			}
		}
		sources, err := entrySources(ctx, l)
		if err != nil {
			return err
		}
		for _, e := range l.entries {
			if sources[e.PlayerID].List == ratingmethod.Manual {
				continue // typed at the desk for this tournament
			}
			rating, src, err := l.entryRating(ctx, l.players[e.PlayerID])
			if err != nil {
				return err
			}
			e.Rating = rating
			if err := tx.store.UpdateEntry(ctx, e); err != nil {
				return err
			}
			if err := tx.store.SetEntryRating(ctx, src); err != nil {
				return err
			}
		}
		return tx.fieldChanged(ctx, id, nil)
	})
	if err != nil {
		return model.RatingRule{}, err
	}
	return r, nil
}

// ratingRuleProblem words a ratingmethod error.
func ratingRuleProblem(err error) model.Text {
	switch {
	case errors.Is(err, ratingmethod.ErrMethod):
		return model.Msg("unknown method")
	case errors.Is(err, ratingmethod.ErrEmptySeq):
		return model.Msg("a sequence needs its lists")
	case errors.Is(err, ratingmethod.ErrRepeatedList):
		return model.Msg("a list is named twice")
	}
	return model.Msg("unknown list")
}

func entrySources(ctx context.Context, l *loaded) (map[model.PlayerID]model.EntryRating, error) {
	all, err := l.st.EntryRatings(ctx, l.t.ID)
	if err != nil {
		return nil, err
	}
	m := make(map[model.PlayerID]model.EntryRating, len(all))
	for _, e := range all {
		m[e.PlayerID] = e
	}
	return m, nil
}

// Lines lists tournament id's registrations by start number with
// their tournament and official ratings. Errors: NotFound.
func (s *TournamentRatings) Lines(ctx context.Context, id model.TournamentID) ([]model.RatingLine, error) {
	l, err := s.tournaments().load(ctx, id)
	if err != nil {
		return nil, err
	}
	sources, err := entrySources(ctx, l)
	if err != nil {
		return nil, err
	}
	out := make([]model.RatingLine, 0, len(l.entries))
	for _, e := range l.entries {
		p := l.players[e.PlayerID]
		held, err := heldRatings(ctx, l.st, p, l.rule.Period)
		if err != nil {
			return nil, err
		}
		out = append(out, model.RatingLine{StartNo: e.StartNo, Player: p, Tournament: e.Rating, Source: sources[e.PlayerID], FIDE: p.FIDERating, National: p.NationalRating, Held: held})
	}
	return out, nil
}

// Check compares every registration of tournament id with the
// list valid for the check, changing nothing. Errors: NotFound.
func (s *TournamentRatings) Check(ctx context.Context, id model.TournamentID) (model.RatingCheck, error) {
	l, err := s.tournaments().load(ctx, id)
	if err != nil {
		return model.RatingCheck{}, err
	}
	return s.tournaments().checkRatings(ctx, l)
}

func (s *Service) checkRatings(ctx context.Context, l *loaded) (model.RatingCheck, error) {
	c := model.RatingCheck{TournamentID: l.t.ID, Name: l.t.Name, Period: l.rule.Period}
	fixed, err := l.startOrderFixed(ctx)
	if err != nil {
		return c, err
	}
	c.Paired = fixed
	if c.Period == "" {
		day := l.t.StartDate
		if l.t.EndDate.Valid() && l.t.StartDate.Valid() && l.t.EndDate.Time().Sub(l.t.StartDate.Time()).Hours() > 30*24 {
			day = s.today() // an event over 30 days: the list valid on the check day
		}
		if !day.Valid() {
			day = s.today()
		}
		c.Period = day.String()[:7]
	}
	rule := tournamentRule(l.rule, l.t)
	for _, list := range rule.Sequence(ratingKind(l.t)) {
		newest, err := l.st.NewestListPeriod(ctx, list)
		if err != nil {
			return c, err
		}
		if newest < c.Period {
			c.Stale = append(c.Stale, model.StaleList{List: list, Newest: newest})
		}
	}
	sources, err := entrySources(ctx, l)
	if err != nil {
		return c, err
	}
	for _, e := range l.entries {
		src := sources[e.PlayerID]
		manual := 0
		if src.List == ratingmethod.Manual { // typed at the desk: HBFN compares it
			manual = e.Rating
		}
		h, err := pickRating(ctx, l.st, l.t, rule, c.Period, l.players[e.PlayerID], manual)
		if err != nil {
			return c, err
		}
		if h.Rating != e.Rating || (!src.Manual && src.List != "" && (h.List != src.List || h.Period != src.Period)) {
			c.Differences = append(c.Differences, model.RatingDifference{StartNo: e.StartNo, Player: l.players[e.PlayerID], Tournament: e.Rating, Source: src, List: h})
		}
	}
	return c, nil
}

// CheckOpen runs the consistency check of every tournament that
// is not finished and has the check on (Q139: after a list is imported),
// returning those with differences or stale lists.
func (s *TournamentRatings) CheckOpen(ctx context.Context) ([]model.RatingCheck, error) {
	all, err := s.store.AllTournaments(ctx)
	if err != nil {
		return nil, err
	}
	var out []model.RatingCheck
	for _, t := range all {
		if t.Finished {
			continue
		}
		l, err := s.tournaments().load(ctx, t.ID)
		if err != nil {
			return nil, err
		}
		if l.rule.CheckOff || len(l.entries) == 0 {
			continue
		}
		c, err := s.tournaments().checkRatings(ctx, l)
		if err != nil {
			return nil, err
		}
		if len(c.Differences) > 0 {
			out = append(out, c)
		}
	}
	return out, nil
}

// Apply gives the chosen players of tournament id (nil: none; the
// check never applies itself, Q143) the rating of the list the check
// compares with, in one transaction, before round 1 is paired (Q144).
// It returns how many ratings changed. Errors: NotFound, Invalid (a
// player not registered or without a difference), Conflict (finished,
// round 1 paired).
func (s *TournamentRatings) Apply(ctx context.Context, id model.TournamentID, players []model.PlayerID) (int, error) {
	const op = "ApplyRatings"
	if len(players) == 0 {
		return 0, invalid(op, model.Msg("Choose the players whose rating the list should replace."))
	}
	n := 0
	err := s.tournaments().inTx(ctx, func(tx *Service) error {
		l, err := tx.loadOpen(ctx, id, op)
		if err != nil {
			return err
		}
		c, err := tx.checkRatings(ctx, l)
		if err != nil {
			return err
		}
		if c.Paired {
			return model.Errorf(model.Conflict, op, model.Msg("Round 1 is paired: the tournament ratings decided the pairing numbers and stay as they are (C.04.2)."), nil)
		}
		diff := map[model.PlayerID]model.RatingDifference{}
		for _, d := range c.Differences {
			diff[d.Player.ID] = d
		}
		for _, pid := range players {
			e := l.entryOf(pid)
			if e == nil {
				return errNotRegistered(op, pid)
			}
			d, ok := diff[pid]
			if !ok {
				return invalid(op, model.Msg("%s: the tournament rating already agrees with the list %s.", l.players[pid].ShortName(), c.Period))
			}
			e.Rating = d.List.Rating
			if err := tx.store.UpdateEntry(ctx, *e); err != nil {
				return err
			}
			if err := tx.store.SetEntryRating(ctx, model.EntryRating{TournamentID: id, PlayerID: pid, List: d.List.List, Period: d.List.Period, Manual: d.List.Manual}); err != nil {
				return err
			}
			n++
		}
		return tx.fieldChanged(ctx, id, nil)
	})
	return n, err
}

// Pool lists the registry players tournament id admits, rated by
// its rating rule as of period ("" the rule's own period), the unrated
// left out, in the order of the initial ranking list: rating, title, the
// tie order, name (seed 004 §4.2: «по рейтингу на 01.03.2010г. (а при
// равенстве рейтингов – по званию, по алфавиту)»). Errors: NotFound.
func (s *TournamentRatings) Pool(ctx context.Context, id model.TournamentID, period string) ([]model.PoolPlayer, error) {
	l, err := s.tournaments().load(ctx, id)
	if err != nil {
		return nil, err
	}
	if period != "" {
		l.rule.Period = period
		if l.rule.AdmitPeriod == "" {
			l.rule.AdmitPeriod = period
		}
	}
	all, err := s.store.Players(ctx, model.PlayerFilter{})
	if err != nil {
		return nil, err
	}
	rule := tournamentRule(l.rule, l.t)
	var out []model.PoolPlayer
	for _, p := range all {
		h, err := pickRating(ctx, l.st, l.t, rule, l.rule.Period, p, 0)
		if err != nil {
			return nil, err
		}
		if h.Rating <= 0 {
			continue
		}
		admit, name, err := l.admitRating(ctx, p, h.Rating)
		if err != nil {
			return nil, err
		}
		if !l.admissionBreachBy(p, admit, name).IsZero() {
			continue
		}
		l.players[p.ID] = p
		out = append(out, model.PoolPlayer{Player: p, Rating: h.Rating})
	}
	slices.SortStableFunc(out, func(a, b model.PoolPlayer) int {
		ea, eb := model.Entry{PlayerID: a.Player.ID, Rating: a.Rating}, model.Entry{PlayerID: b.Player.ID, Rating: b.Rating}
		switch {
		case l.ranksAbove(ea, eb):
			return -1
		case l.ranksAbove(eb, ea):
			return 1
		}
		return 0
	})
	return out, nil
}

// trf172 is TRF-2026 record 172, the starting-rank method when national
// ratings are used (NRO, FIDON, NIDOF, HBFN, OTHER for a sequence of the
// director's own); "" for the FIDE rating alone.
func (s *Service) trf172(ctx context.Context, t model.Tournament) (string, error) {
	r, err := s.store.RatingRule(ctx, t.ID)
	if err != nil {
		return "", err
	}
	m := tournamentRule(r, t).Method
	if m == ratingmethod.FIDE {
		return "", nil
	}
	return "172 " + m.TRF172(), nil
}

// Pick gives player the rating he holds in list (as of the rule's
// period) as his tournament rating, with that list as its source (Q129:
// another list picked for a player the main list lacks), before round 1.
// Errors: NotFound, Invalid (no rating in that list), Conflict (finished,
// round 1 paired).
func (s *TournamentRatings) Pick(ctx context.Context, id model.TournamentID, player model.PlayerID, list ratingmethod.List) (int, error) {
	const op = "PickRating"
	var rating int
	err := s.tournaments().inTx(ctx, func(tx *Service) error {
		l, err := tx.loadOpen(ctx, id, op)
		if err != nil {
			return err
		}
		e := l.entryOf(player)
		if e == nil {
			return errNotRegistered(op, player)
		}
		if fixed, err := l.startOrderFixed(ctx); err != nil {
			return err
		} else if fixed {
			return model.Errorf(model.Conflict, op, model.Msg("Round 1 is paired: the tournament ratings decided the pairing numbers and stay as they are (C.04.2)."), nil)
		}
		held, err := heldRatings(ctx, l.st, l.players[player], l.rule.Period)
		if err != nil {
			return err
		}
		i := heldIndex(held, list)
		if i < 0 || held[i].Rating <= 0 {
			return invalid(op, model.Msg("%s has no rating in the list %s.", l.players[player].ShortName(), string(list)))
		}
		h := held[i]
		e.Rating, rating = h.Rating, h.Rating
		if err := tx.store.UpdateEntry(ctx, *e); err != nil {
			return err
		}
		if err := tx.store.SetEntryRating(ctx, model.EntryRating{TournamentID: id, PlayerID: player, List: h.List, Period: h.Period, Manual: h.Manual}); err != nil {
			return err
		}
		return tx.fieldChanged(ctx, id, nil)
	})
	return rating, err
}

// importRatingMethod keeps an imported TRF-2026 file's record 172 as the
// tournament's rating method (NRO, FIDON, NIDOF, HBFN); FIDE, LBFN and
// OTHER leave the FIDE method (the file's ratings are the tournament
// ratings either way).
func (s *Service) importRatingMethod(ctx context.Context, t model.Tournament, f *trf.Tournament) error {
	for _, o := range f.Other {
		if len(o) < 4 || o[:3] != "172" {
			continue
		}
		code := strings.ToUpper(strings.TrimSpace(o[3:]))
		for _, m := range []ratingmethod.Method{ratingmethod.NRO, ratingmethod.FIDON, ratingmethod.NIDOF, ratingmethod.HBFN} {
			if m.TRF172() == code {
				return s.store.SetRatingRule(ctx, t.ID, model.RatingRule{Method: m})
			}
		}
	}
	return nil
}
