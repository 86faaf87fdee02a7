package tournaments

import (
	"context"

	"arbiter/engine/ratingmethod"
	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/fide"
)

func (s *Service) register(ctx context.Context, id model.TournamentID, r model.Registration) (model.Participant, error) {
	var out model.Participant
	err := s.inTx(ctx, func(tx *Service) error {
		l, err := tx.load(ctx, id)
		if err != nil {
			return err
		}
		e, err := tx.registerIn(ctx, l, r)
		if err != nil {
			return err
		}
		if err := tx.fieldChanged(ctx, id, []model.PlayerID{e.PlayerID}); err != nil {
			return err
		}
		if l, err = tx.load(ctx, id); err != nil {
			return err
		}
		out, err = tx.participant(ctx, l, *l.entryOf(e.PlayerID))
		return err
	})
	return out, err
}

func (s *Service) registerMany(ctx context.Context, id model.TournamentID, rs []model.Registration) error {
	return s.inTx(ctx, func(tx *Service) error {
		l, err := tx.load(ctx, id)
		if err != nil {
			return err
		}
		var added []model.PlayerID
		for i, r := range rs {
			e, err := tx.registerIn(ctx, l, r)
			if err != nil {
				return model.Errorf(model.KindOf(err), "RegisterMany", model.Msg("Line %d: %s", i+1, model.MessageText(err)), err)
			}
			added = append(added, e.PlayerID)
		}
		return tx.fieldChanged(ctx, id, added)
	})
}

// registerIn registers one player in the loaded tournament and adds the
// registration to l.
func (s *Service) registerIn(ctx context.Context, l *loaded, r model.Registration) (model.Entry, error) {
	const op = "Register"
	if l.t.Finished {
		return model.Entry{}, errFinished(op)
	}
	started, err := l.koStarted(ctx)
	if err != nil {
		return model.Entry{}, err
	}
	if (l.paired > 0 && !l.isSwiss()) || started {
		return model.Entry{}, model.Errorf(model.Conflict, op, model.Msg("No new players after a round robin or knockout is paired."), nil)
	}
	p, err := s.registrant(ctx, r, l.t.StartDate)
	if err != nil {
		return model.Entry{}, err
	}
	if l.entryOf(p.ID) != nil {
		return model.Entry{}, model.Errorf(model.Conflict, op, model.Msg("%s is already registered.", p.ShortName()), nil)
	}
	if err := checkAgeOnDay(op, p, l.t.StartDate); err != nil { // admission_age.go
		return model.Entry{}, err
	}
	rating, source, err := l.entryRating(ctx, p) // tournament_rating.go
	if err != nil {
		return model.Entry{}, err
	}
	e := model.Entry{TournamentID: l.t.ID, PlayerID: p.ID, StartNo: len(l.entries) + 1, ClubID: r.ClubID, CoachID: r.CoachID,
		Rating: rating, Fee: r.Fee, Paid: r.Paid, CheckedIn: r.CheckedIn, Byes: r.Byes, HalfByesBarred: r.HalfByesBarred}
	if e.ClubID == 0 {
		e.ClubID = p.ClubID
	}
	if e.CoachID == 0 {
		e.CoachID = p.CoachID
	}
	if err := s.checkEntry(ctx, op, l, e, nil); err != nil {
		return model.Entry{}, err
	}
	if _, err := s.checkByes(ctx, op, l, e, nil, p.ShortName(), r.Ack); err != nil { // byes.go
		return model.Entry{}, err
	}
	admit, admitName, err := l.admitRating(ctx, p, e.Rating)
	if err != nil {
		return model.Entry{}, err
	}
	if breach := l.admissionBreachBy(p, admit, admitName); !breach.IsZero() && !r.ConfirmAdmission {
		return model.Entry{}, model.Errorf(model.Conflict, op, model.Msg("%s: %s Confirm the admission.", p.ShortName(), breach), model.ErrAdmission)
	}
	if breach, err := entryFormBreach(ctx, s.store, l.t.ID, p); err != nil { // entry_rules.go
		return model.Entry{}, err
	} else if !breach.IsZero() && !r.ConfirmAdmission {
		return model.Entry{}, model.Errorf(model.Conflict, op, model.Msg("%s: %s Confirm the admission.", p.ShortName(), breach), model.ErrAdmission)
	}
	if l.paired > 0 && e.Rating == 0 && !r.ConfirmUnrated {
		l.players[p.ID] = p // ranksAbove reads the title and name
		no := l.lateStartNo(e)
		return model.Entry{}, model.Errorf(model.Conflict, op, model.Msg("%s has no rating (%s). A late entrant without rating gets starting number %d, after the rated players (C.04.2), and rounds 1–%d as absences; confirm the registration.", p.ShortName(), l.ratingName(), no, l.paired), model.ErrUnratedLateEntry)
	}
	if err := l.st.AddEntries(ctx, []model.Entry{e}); err != nil {
		return model.Entry{}, err
	}
	if err := l.st.SetEntryRating(ctx, source); err != nil {
		return model.Entry{}, err
	}
	late := lateGames(e, l.paired, r.GrantHalfPoints)
	if err := l.st.AddGames(ctx, late); err != nil {
		return model.Entry{}, err
	}
	l.entries, l.players[p.ID], l.games = append(l.entries, e), p, append(l.games, late...)
	return e, s.logFullByes(ctx, l, e, nil) // fide_events.go
}

// lateGames records the rounds already paired for a late entrant: Z, or H
// when the director grants half a point (C.04.2 art. 6.5 leaves it to the
// regulations).
func lateGames(e model.Entry, paired int, half bool) []model.RoundGame {
	code := trf.ZeroBye
	if half {
		code = trf.HalfBye
	}
	var gs []model.RoundGame
	for r := 1; r <= paired; r++ {
		gs = append(gs, model.RoundGame{TournamentID: e.TournamentID, Round: r, StartNo: e.StartNo, Colour: trf.NoColour, Result: code})
	}
	return gs
}

// registrant returns the registry player of a registration, creating
// NewPlayer when PlayerID is 0.
func (s *Service) registrant(ctx context.Context, r model.Registration, day model.Date) (model.Player, error) {
	if r.PlayerID != 0 {
		p, err := s.store.Player(ctx, r.PlayerID)
		if err != nil {
			return p, model.Errorf(model.NotFound, "Register", model.Msg("There is no player no. %d in the registry.", r.PlayerID), err)
		}
		return p, nil
	}
	if r.NewPlayer == nil {
		return model.Player{}, invalid("Register", model.Msg("Pick a registry player or enter a new one."))
	}
	// The age is measured on the tournament's first day (a past season's
	// tournament admits a player who was 95 then).
	return s.players().Create(ctx, *r.NewPlayer, model.SaveOptions{AllowDuplicate: r.AllowDuplicate, AgeOn: day})
}

// checkEntry validates the editable fields of a registration; old is the
// stored registration when editing.
func (s *Service) checkEntry(ctx context.Context, op string, l *loaded, e model.Entry, old *model.Entry) error {
	if e.Fee < 0 {
		return invalid(op, model.Msg("The fee cannot be negative."))
	}
	if e.ClubID != 0 {
		if _, err := s.store.Club(ctx, e.ClubID); err != nil {
			return model.Errorf(model.NotFound, op, model.Msg("The chosen club is not in the registry."), err)
		}
	}
	if e.CoachID != 0 {
		if _, err := s.store.Coach(ctx, e.CoachID); err != nil {
			return model.Errorf(model.NotFound, op, model.Msg("The chosen coach is not in the registry."), err)
		}
	}
	for r, code := range e.Byes {
		if code != trf.HalfBye && code != trf.ZeroBye && code != trf.FullBye {
			return invalid(op, model.Msg("A requested bye is H (half point), Z (zero) or F (a full point the director grants)."))
		}
		if r < 1 || (l.t.Rounds > 0 && r > l.t.Rounds) {
			return invalid(op, model.Msg("There is no round %d.", r))
		}
		if r <= l.paired && (old == nil || old.Byes[r] != code) {
			return model.Errorf(model.Conflict, op, model.Msg("Round %d is already paired; its bye cannot change.", r), nil)
		}
	}
	if old != nil {
		for r := range old.Byes {
			if _, kept := e.Byes[r]; !kept && r <= l.paired {
				return model.Errorf(model.Conflict, op, model.Msg("Round %d is already paired; its bye cannot be cancelled.", r), nil)
			}
		}
	}
	return nil
}

func (s *Service) participant(ctx context.Context, l *loaded, e model.Entry) (model.Participant, error) {
	p := model.Participant{Entry: e, Player: l.players[e.PlayerID]}
	if p.Player.ID == 0 {
		pl, err := s.store.Player(ctx, e.PlayerID)
		if err != nil {
			return p, err
		}
		p.Player = pl
	}
	if e.ClubID != 0 {
		if c, err := s.store.Club(ctx, e.ClubID); err == nil {
			p.Club = c.Name
		}
	}
	if e.CoachID != 0 {
		if c, err := s.store.Coach(ctx, e.CoachID); err == nil {
			p.Coach = c.Name
		}
	}
	for _, g := range l.games {
		if g.StartNo == e.StartNo {
			p.Score += l.points(trf.Game{Opponent: g.Opponent, Result: g.Result})
		}
	}
	return p, nil
}

func (s *Service) participants(ctx context.Context, id model.TournamentID) ([]model.Participant, error) {
	l, err := s.load(ctx, id)
	if err != nil {
		return nil, err
	}
	clubs, coaches := map[model.ClubID]string{}, map[model.CoachID]string{}
	out := make([]model.Participant, 0, len(l.entries))
	score := map[int]int{}
	for _, g := range l.games {
		score[g.StartNo] += l.points(trf.Game{Opponent: g.Opponent, Result: g.Result})
	}
	for _, e := range l.entries {
		p := model.Participant{Entry: e, Player: l.players[e.PlayerID], Score: score[e.StartNo]}
		if name, ok := clubs[e.ClubID]; ok || e.ClubID == 0 {
			p.Club = name
		} else if c, err := s.store.Club(ctx, e.ClubID); err == nil {
			p.Club, clubs[e.ClubID] = c.Name, c.Name
		}
		if name, ok := coaches[e.CoachID]; ok || e.CoachID == 0 {
			p.Coach = name
		} else if c, err := s.store.Coach(ctx, e.CoachID); err == nil {
			p.Coach, coaches[e.CoachID] = c.Name, c.Name
		}
		out = append(out, p)
	}
	return out, nil
}

func (s *Service) updateRegistration(ctx context.Context, id model.TournamentID, e model.Entry, ack fide.Ack) (model.Participant, []fide.Warning, error) {
	const op = "UpdateRegistration"
	var out model.Participant
	var shown []fide.Warning
	err := s.inTx(ctx, func(tx *Service) error {
		l, err := tx.loadOpen(ctx, id, op)
		if err != nil {
			return err
		}
		old := l.entryOf(e.PlayerID)
		if old == nil {
			return errNotRegistered(op, e.PlayerID)
		}
		next := *old
		next.ClubID, next.CoachID, next.Fee, next.Paid, next.CheckedIn, next.Byes = e.ClubID, e.CoachID, e.Fee, e.Paid, e.CheckedIn, e.Byes
		next.HalfByesBarred = e.HalfByesBarred
		if err := tx.checkEntry(ctx, op, l, next, old); err != nil {
			return err
		}
		if shown, err = tx.checkByes(ctx, op, l, next, old, l.players[e.PlayerID].ShortName(), ack); err != nil { // byes.go
			return err
		}
		rated := e.Rating != old.Rating
		if rated {
			if err := l.checkRatingChange(op, e.Rating); err != nil {
				return err
			}
			next.Rating = e.Rating
		}
		if err := l.st.UpdateEntry(ctx, next); err != nil {
			return err
		}
		if rated { // typed by hand (Q134)
			if err := l.st.SetEntryRating(ctx, model.EntryRating{TournamentID: id, PlayerID: e.PlayerID, List: ratingmethod.Manual, Manual: true}); err != nil {
				return err
			}
		}
		if err := tx.logFullByes(ctx, l, next, old); err != nil { // fide_events.go
			return err
		}
		if rated { // the rating decides the initial ranking (C.04.2)
			if err := tx.fieldChanged(ctx, id, nil); err != nil {
				return err
			}
			if l, err = tx.load(ctx, id); err != nil {
				return err
			}
			next = *l.entryOf(e.PlayerID)
		}
		out, err = tx.participant(ctx, l, next)
		return err
	})
	return out, shown, err
}

func (s *Service) unregister(ctx context.Context, id model.TournamentID, player model.PlayerID) error {
	const op = "Unregister"
	return s.inTx(ctx, func(tx *Service) error {
		l, err := tx.load(ctx, id)
		if err != nil {
			return err
		}
		e := l.entryOf(player)
		started, err := l.koStarted(ctx)
		switch {
		case err != nil:
			return err
		case e == nil:
			return errNotRegistered(op, player)
		case l.paired > 0 || started:
			return model.Errorf(model.Conflict, op, model.Msg("After pairing a player is not removed: withdraw him instead."), nil)
		}
		if err := l.st.DeleteEntry(ctx, id, player); err != nil {
			return err
		}
		to := map[int]int{}
		for _, o := range l.entries {
			if o.StartNo > e.StartNo {
				to[o.StartNo] = o.StartNo - 1
			} else if o.StartNo < e.StartNo {
				to[o.StartNo] = o.StartNo
			}
		}
		if err := l.st.Renumber(ctx, id, to); err != nil {
			return err
		}
		return tx.fieldChanged(ctx, id, nil)
	})
}

// admissionBreachBy names the first admission rule the player breaks,
// as a message, or the empty Text when he may enter.
// rating is the rating admission judges by (tournament_rating.go:
// admitRating), called name.
func (l *loaded) admissionBreachBy(p model.Player, rating int, name model.Text) model.Text {
	a := l.t.Admission
	y := p.BirthDate.Year
	switch {
	case a.BornFrom > 0 && y < a.BornFrom:
		return model.Msg("%s in %d; the tournament admits players born in %d or later.", p.Gender.Born(), y, a.BornFrom)
	case a.BornTo > 0 && y > a.BornTo:
		return model.Msg("%s in %d; the tournament admits players born in %d or earlier.", p.Gender.Born(), y, a.BornTo)
	case a.MaxRating > 0 && rating > a.MaxRating:
		return model.Msg("%s %d is above the allowed %d.", name, rating, a.MaxRating)
	}
	if min := minTitleFor(a, p); !model.TitleAtLeast(p.Title, min) { // admission_gender.go
		return model.Msg("title or razryad %q is below the required %q.", p.Title, min)
	}
	return breachMore(a, p, rating, name)
}

// checkRatingChange allows correcting the rating of a registration only
// before round 1 is paired (it decides the starting ranks, C.04.2 art. 5).
func (l *loaded) checkRatingChange(op string, r int) error {
	if l.paired > 0 {
		return model.Errorf(model.Conflict, op, model.Msg("A participant's rating can be corrected only before round 1 is paired."), nil)
	}
	if r != 0 && (r < 1000 || r > 3000) {
		return invalid(op, model.Msg("Rating %d is not valid: 0 (unrated) or 1000 to 3000.", r))
	}
	return nil
}
