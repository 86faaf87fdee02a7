package tournaments

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"

	"arbiter/engine/tiebreak"
	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/i18n"
)

// afterRound resolves round 0 to the last complete round (or the last
// paired one when none is complete) and checks the range.
func (l *loaded) afterRound(op string, r int) (int, error) {
	if r == 0 {
		if r = l.complete(); r == 0 {
			r = l.paired
		}
		return r, nil
	}
	if r < 0 || r > l.paired {
		return 0, errNotPaired(op, r)
	}
	return r, nil
}

// rank computes the standings after round r by the tournament's tie-break
// list and edition (C.07 art. 4.2: points first, then the list in order).
func (s *Service) rank(ctx context.Context, l *loaded, r int) (*ranked, error) {
	const op = "Standings"
	rk := &ranked{l: l, round: r, tt: l.toTRF(r), clubs: map[model.ClubID]string{}}
	var err error
	if rk.list, err = tiebreak.ParseList(l.t.TieBreaks); err != nil {
		return nil, model.Errorf(model.Invalid, op, model.Msg("The tournament's tie-break list is not valid; correct it in the settings."), err)
	}
	if l.isRoundRobin() {
		rk.annulled = l.annulWithdrawn(rk.tt) // rr_withdrawn.go
	}
	tb, err := tiebreak.FromTRF(rk.tt)
	if err == nil {
		tb.Rounds = r
		tb.System = tiebreak.Swiss
		switch l.t.System {
		case model.SystemRoundRobin:
			tb.System = tiebreak.RoundRobin
		case model.SystemDoubleRoundRobin:
			tb.System = tiebreak.DoubleRoundRobin
		}
		if l.t.Edition != "" {
			tb.Edition, _ = tiebreak.ParseEdition(l.t.Edition)
		}
		// unrated players in rating-based tie-breaks (unrated_rating.go)
		if tb.UnratedRating, err = s.store.UnratedRating(ctx, l.t.ID); err != nil {
			return nil, err
		}
		rk.calc, err = tiebreak.New(tb)
	}
	if err == nil {
		rk.st, err = rk.calc.Rank(rk.list, tiebreak.Options{})
	}
	if err == nil && l.isSwiss() {
		err = s.withoutExpelled(ctx, rk) // fide_expel.go
	}
	if err == nil {
		if err = s.applyPlayoffs(ctx, rk); err != nil {
			return nil, err
		}
		if err = s.applyTieOrders(ctx, rk); err != nil { // tie_order.go
			return nil, err
		}
	}
	if err != nil {
		problem := standingsProblem(err)
		return nil, model.Errorf(model.Invalid, op, model.Msg("Could not compute the standings: %s", problem), err)
	}
	for _, e := range l.entries {
		if _, ok := rk.clubs[e.ClubID]; !ok && e.ClubID != 0 {
			if c, err := s.store.Club(ctx, e.ClubID); err == nil {
				rk.clubs[e.ClubID] = c.Name
			}
		}
	}
	return rk, nil
}

func (s *Service) standings(ctx context.Context, id model.TournamentID, r int, tieBreaks string) (*model.StandingsView, error) {
	l, err := s.load(ctx, id)
	if err != nil {
		return nil, err
	}
	l.withTieBreaks(tieBreaks)
	if l.isKnockout() {
		return s.knockoutStandings(ctx, l)
	}
	if r, err = l.afterRound("Standings", r); err != nil {
		return nil, err
	}
	if len(l.entries) == 0 {
		return &model.StandingsView{}, nil
	}
	rk, err := s.rank(ctx, l, r)
	if err != nil {
		return nil, err
	}
	v := rk.view()
	v.Adjourned, err = s.fide().StandingsAdjourned(ctx, id, r) // adjourned.go
	return v, err
}

func (s *Service) crosstable(ctx context.Context, id model.TournamentID, r int, tieBreaks string) (*model.Crosstable, error) {
	l, err := s.load(ctx, id)
	if err != nil {
		return nil, err
	}
	l.withTieBreaks(tieBreaks)
	if l.isKnockout() {
		return nil, invalid("Crosstable", model.Msg("A knockout has a bracket, not a crosstable."))
	}
	if r, err = l.afterRound("Crosstable", r); err != nil {
		return nil, err
	}
	if len(l.entries) == 0 {
		return &model.Crosstable{RoundRobin: l.isRoundRobin()}, nil
	}
	rk, err := s.rank(ctx, l, r)
	if err != nil {
		return nil, err
	}
	ct := &model.Crosstable{Round: r, RoundRobin: l.isRoundRobin()}
	// A round robin's grid shows every result entered, also those of a
	// round still being played, with the colour of each game.
	all := rk.tt
	if ct.RoundRobin && l.paired > r {
		all = l.toTRF(l.paired)
	}
	for _, sr := range rk.st.Rows {
		row := model.CrossRow{StandingsRow: rk.row(sr)}
		p := rk.tt.Player(sr.ID)
		for rd := 1; rd <= r; rd++ {
			g := p.Game(rd)
			row.Rounds = append(row.Rounds, model.CrossCell{Opponent: g.Opponent, Colour: g.Colour, Result: g.Result})
		}
		if ct.RoundRobin {
			row.Grid, row.GridColours, row.GridShown = grid(all, all.Player(sr.ID))
		}
		ct.Rows = append(ct.Rows, row)
	}
	if ct.RoundRobin { // the n×n grid is read by starting number: the X falls on the diagonal
		sort.SliceStable(ct.Rows, func(i, j int) bool { return ct.Rows[i].StartNo < ct.Rows[j].StartNo })
	}
	return ct, nil
}

// grid is a round-robin row by opponent start number, the colours of those
// games (colourMark), and both as the screen shows them, game by game
// («○1●½»).
func grid(tt *trf.Tournament, p *trf.Player) (cells, colours, shown []string) {
	cells, colours, shown = make([]string, len(tt.Players)), make([]string, len(tt.Players)), make([]string, len(tt.Players))
	for i, o := range tt.Players {
		if o.ID == p.ID {
			cells[i], shown[i] = "X", "X"
			continue
		}
		var b, c, both strings.Builder
		for _, g := range p.Games {
			if g.Opponent == o.ID && resultOr(g.Result) != trf.NoResult {
				b.WriteString(cellText(g.Result))
				c.WriteString(colourMark(g.Colour))
				both.WriteString(colourMark(g.Colour) + cellText(g.Result))
			}
		}
		cells[i], colours[i], shown[i] = b.String(), c.String(), both.String()
	}
	return cells, colours, shown
}

// colourMark is ○ for a game with White, ● with Black (as the Swiss
// crosstable writes them), "" for a forfeit without colour.
func colourMark(c trf.Colour) string {
	switch c {
	case trf.White:
		return "○"
	case trf.Black:
		return "●"
	}
	return ""
}

// cellText is a game of the round-robin grid: ResultSymbol, but a lost
// forfeit keeps the grid's own "-" (its printouts and arbiter-cli's).
func cellText(r trf.Result) string {
	if r == trf.ForfeitLos {
		return "-"
	}
	return model.ResultSymbol(r)
}

func (s *Service) explain(ctx context.Context, id model.TournamentID, r, no int, code string) (string, error) {
	const op = "ExplainTieBreak"
	l, err := s.load(ctx, id)
	if err != nil {
		return "", err
	}
	if l.isKnockout() {
		return "", invalid(op, model.Msg("A knockout has no tie-breaks."))
	}
	if r, err = l.afterRound(op, r); err != nil {
		return "", err
	}
	rk, err := s.rank(ctx, l, r)
	if err != nil {
		return "", err
	}
	sp, err := tiebreak.ParseSpec(code)
	if err != nil || !inList(rk.list, sp) {
		return "", invalid(op, model.Msg("Tie-break %q is not in the tournament's list (%s).", code, l.t.TieBreaks))
	}
	if l.entry(no) == nil {
		return "", invalid(op, model.Msg("There is no starting no. %d.", no))
	}
	ex, err := rk.calc.Explain(no, sp)
	if err != nil {
		return "", model.Errorf(model.Internal, op, model.Msg("Could not explain the tie-break."), err)
	}
	text := l.explainText(ex)
	for k, lsp := range rk.list {
		if lsp == sp && k < len(rk.shownOf(no)) && !rk.shownOf(no)[k] {
			// the value the table leaves blank (DecidedOnly): say why
			text += l.lang.Tr("The standings leave it blank: it separates no players tied on the points and on the tie-breaks before it.") + "\n"
		}
	}
	return text, nil
}

func inList(list []tiebreak.Spec, sp tiebreak.Spec) bool {
	for _, x := range list {
		if x == sp {
			return true
		}
	}
	return false
}

// finish fixes the final standings on the registrations (docs/season.md: the
// season tables read places and points from there).
func (s *Service) finish(ctx context.Context, id model.TournamentID, confirm bool) (model.FinishReport, error) {
	const op = "FinishTournament"
	var rep model.FinishReport
	s.saveCopy(ctx, model.BackupBeforeFinish)
	err := s.inTx(ctx, func(tx *Service) error {
		l, err := tx.loadOpen(ctx, id, op)
		if err != nil {
			return err
		}
		var v *model.StandingsView
		if l.isKnockout() {
			v, err = tx.knockoutFinal(ctx, l, confirm)
		} else {
			v, err = tx.finalStandings(ctx, l, confirm)
		}
		if err != nil {
			return err
		}
		for _, row := range v.Rows {
			e := l.entry(row.StartNo)
			e.Points, e.Place, e.PlaceTo = row.Points, row.PlaceFrom, row.PlaceTo
			if err := l.st.UpdateEntry(ctx, *e); err != nil {
				return err
			}
			if row.PlaceFrom <= 3 {
				rep.Diplomas = append(rep.Diplomas, row)
			}
		}
		l.t.Finished = true
		rep.Standings = v
		return l.st.UpdateTournament(ctx, l.t)
	})
	return rep, err
}

func (s *Service) finalStandings(ctx context.Context, l *loaded, confirm bool) (*model.StandingsView, error) {
	const op = "FinishTournament"
	if l.paired == 0 {
		return nil, model.Errorf(model.Conflict, op, model.Msg("No round has been played; nothing to finish."), nil)
	}
	if c := l.complete(); c < l.paired {
		return nil, model.Errorf(model.Conflict, op, model.Msg("Round %d is not complete: enter every result.", c+1), nil)
	}
	if err := s.adjournedOpen(ctx, l.t.ID, op); err != nil { // Q169 (adjourned.go)
		return nil, err
	}
	if l.paired < l.t.Rounds && !confirm {
		left := l.t.Rounds - l.paired
		return nil, model.Errorf(model.Conflict, op, model.Msg("%d of %d rounds played: %s (%s) will never be played. Confirm finishing early.", l.paired, l.t.Rounds, i18n.Count{N: left, Key: "%d round(s)"}, roundSpan(l.paired+1, l.t.Rounds)), model.ErrFinishEarly)
	}
	rk, err := s.rank(ctx, l, l.paired)
	if err != nil {
		return nil, err
	}
	if err := rk.playoffsPending(confirm); err != nil {
		return nil, err
	}
	return rk.view(), nil
}

func (s *Service) reopen(ctx context.Context, id model.TournamentID) error {
	const op = "ReopenTournament"
	return s.inTx(ctx, func(tx *Service) error {
		l, err := tx.load(ctx, id)
		if err != nil {
			return err
		}
		if !l.t.Finished {
			return model.Errorf(model.Conflict, op, model.Msg("The tournament is not finished."), nil)
		}
		for _, e := range l.entries {
			e.Points, e.Place, e.PlaceTo = 0, 0, 0
			if err := l.st.UpdateEntry(ctx, e); err != nil {
				return err
			}
		}
		l.t.Finished = false
		if err := l.st.UpdateTournament(ctx, l.t); err != nil {
			return err
		}
		return tx.audit(ctx, l, l.paired, "reopen", "Турнір знову відкрито; підсумкові місця скасовано.")
	})
}

// withTieBreaks ranks l by list (tie-break codes, as stored) instead of the
// tournament's stored list, for this view only; an empty list keeps the
// stored one.
func (l *loaded) withTieBreaks(list string) {
	if list != "" {
		l.t.TieBreaks = list
	}
}

// roundSpan writes rounds a..b as "4" or "4–5".
func roundSpan(a, b int) string {
	if a == b {
		return fmt.Sprint(a)
	}
	return fmt.Sprintf("%d–%d", a, b)
}

// standingsProblem says in words what the engine found wrong, without the
// engine's own text: which player and round, or which tie-break.
func standingsProblem(err error) model.Text {
	var ie *tiebreak.InputError
	var ce *tiebreak.CodeError
	switch {
	case errors.As(err, &ce):
		return model.Msg("the tie-break %s does not apply here. Change the tie-break list in the tournament's settings.", ce.Code)
	case errors.As(err, &ie) && ie.Player != 0 && ie.Round != 0:
		return model.Msg("the data of starting no. %d in round %d are inconsistent. Check that round's pairing and result.", ie.Player, ie.Round)
	case errors.As(err, &ie) && ie.Player != 0:
		return model.Msg("the data of starting no. %d are inconsistent. Check the player's pairings and results.", ie.Player)
	}
	return model.Msg("the tournament's data are inconsistent. Check the rounds' pairings and results.")

}

// withoutExpelled leaves the players expelled by rk's round out of its
// standings (Q198).
func (s *Service) withoutExpelled(ctx context.Context, rk *ranked) error {
	xs, err := s.store.Expulsions(ctx, rk.l.t.ID)
	if err != nil || len(xs) == 0 {
		return err
	}
	out := map[int]bool{}
	for _, x := range xs {
		if e := rk.l.entryOf(x.PlayerID); e != nil && x.Round <= rk.round {
			out[e.StartNo] = true
		}
	}
	if len(out) > 0 {
		rk.st = rk.st.Filter(func(no int) bool { return !out[no] })
	}
	return nil
}

// Playoffs returns the play-offs of the tournament's final standings (none
// before the last round is complete; Final says which). Errors: NotFound.
func (s *Service) Playoffs(ctx context.Context, id model.TournamentID) (*model.PlayoffsView, error) {
	l, err := s.load(ctx, id)
	if err != nil {
		return nil, err
	}
	return s.playoffsOf(ctx, l)
}

func (s *Service) playoffsOf(ctx context.Context, l *loaded) (*model.PlayoffsView, error) {
	if l.isKnockout() || len(l.entries) == 0 || l.paired == 0 {
		rule, err := l.st.PlayoffRule(ctx, l.t.ID)
		return &model.PlayoffsView{Rule: rule}, err
	}
	rk, err := s.rank(ctx, l, l.paired)
	if err != nil {
		return nil, err
	}
	return rk.po.view, nil
}
