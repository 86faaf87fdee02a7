package tournaments

import (
	"context"

	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/fide"
)

// The FIDE services of requested byes: the checks of byes.go with the
// confirmations of a fide.Ack.

// ByeWarnings are the warnings player's requested byes would give in
// tournament id (Level 3: a full-point bye given by hand, a second
// half-point bye), against his stored registration, or against none
// when he is not registered yet (player 0: a new player): what the GUI shows before it saves
// (FIDE.UpdateRegistration and Registration.Ack confirm them). barred is
// the mark «not entitled to half-point byes» the change would store.
// Errors: NotFound; Conflict (a half-point bye for a player not entitled).
func (s *FIDE) ByeWarnings(ctx context.Context, id model.TournamentID, player model.PlayerID, byes map[int]trf.Result, barred bool) ([]fide.Warning, error) {
	tx := s.tournaments()
	l, err := tx.load(ctx, id)
	if err != nil {
		return nil, err
	}
	old := l.entryOf(player)
	name := "" // a new player, not in the registry yet
	if p, ok := l.players[player]; ok {
		name = p.ShortName()
	} else if p, err := s.store.Player(ctx, player); err == nil {
		name = p.ShortName()
	}
	e := model.Entry{Byes: byes, HalfByesBarred: barred}
	if old != nil {
		e.StartNo = old.StartNo
	}
	return tx.byeWarnings(ctx, "ByeWarnings", l, e, old, name)
}

// SetBye sets (code trf.HalfBye, trf.ZeroBye, trf.FullBye) or cancels
// (code 0) the requested bye of player in round r, with the confirmation
// of ack, and returns the warnings to show: FIDE.UpdateRegistration on
// the stored registration with that one bye changed. Errors: as
// UpdateRegistration.
func (s *FIDE) SetBye(ctx context.Context, id model.TournamentID, player model.PlayerID, r int, code trf.Result, ack fide.Ack) ([]fide.Warning, error) {
	e, err := s.entry(ctx, id, player)
	if err != nil {
		return nil, err
	}
	byes := make(map[int]trf.Result, len(e.Byes)+1)
	for k, v := range e.Byes {
		byes[k] = v
	}
	if code == 0 {
		delete(byes, r)
	} else {
		byes[r] = code
	}
	e.Byes = byes
	_, ws, err := s.UpdateRegistration(ctx, id, e, ack)
	return ws, err
}

// SetHalfByesBarred marks player's registration in tournament id as not
// entitled to half-point byes (barred) or entitled again (Q175). A player
// with a half-point bye requested in a round not yet paired is not marked:
// that bye is to be cancelled first. Errors: NotFound, Conflict.
func (s *FIDE) SetHalfByesBarred(ctx context.Context, id model.TournamentID, player model.PlayerID, barred bool) error {
	e, err := s.entry(ctx, id, player)
	if err != nil {
		return err
	}
	e.HalfByesBarred = barred
	_, _, err = s.UpdateRegistration(ctx, id, e, fide.Ack{})
	return err
}

// entry is player's stored registration in tournament id.
func (s *FIDE) entry(ctx context.Context, id model.TournamentID, player model.PlayerID) (model.Entry, error) {
	if _, err := s.store.Tournament(ctx, id); err != nil {
		return model.Entry{}, err
	}
	es, err := s.store.Entries(ctx, id)
	if err != nil {
		return model.Entry{}, err
	}
	for _, e := range es {
		if e.PlayerID == player {
			return e, nil
		}
	}
	return model.Entry{}, errNotRegistered("UpdateRegistration", player)
}

// UpdateRegistration is Tournaments.UpdateRegistration with the
// confirmation of ack for the warnings of the requested byes (a second
// half-point bye, Q174, and a full-point bye given by hand, Q115 and
// Q177–178: Level 3); it returns the warnings to show.
func (s *FIDE) UpdateRegistration(ctx context.Context, id model.TournamentID, e model.Entry, ack fide.Ack) (model.Participant, []fide.Warning, error) {
	return s.tournaments().updateRegistration(ctx, id, e, ack)
}
