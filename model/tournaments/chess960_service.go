package tournaments

import (
	"context"

	"arbiter/engine/chess960"
	"arbiter/engine/trf"
	"arbiter/model"

	crand "crypto/rand"
	"encoding/binary"
	"math/rand/v2"
	"time"
)

// Chess960s is the service of the Chess960 positions.
type Chess960s struct {
	c   core
	src chess960.Source
}

// Chess960 returns the Chess960 service; its draws use a
// source seeded from the operating system.
func (s *Services) Chess960() *Chess960s { return &Chess960s{c: s.core, src: systemSource()} }

// WithSource returns the service drawing with src (a test's, or a seeded
// one the director can repeat).
func (s *Chess960s) WithSource(src chess960.Source) *Chess960s {
	return &Chess960s{c: s.c, src: src}
}

func systemSource() chess960.Source {
	var seed [32]byte
	if _, err := crand.Read(seed[:]); err != nil { // never fails on the supported systems
		binary.LittleEndian.PutUint64(seed[:], uint64(time.Now().UnixNano()))
	}
	return rand.New(rand.NewChaCha8(seed))
}

// Get returns the tournament's Chess960 setting and positions.
// Errors: NotFound.
func (s *Chess960s) Get(ctx context.Context, id model.TournamentID) (model.Chess960, error) {
	if _, err := s.c.store.Tournament(ctx, id); err != nil {
		return model.Chess960{}, err
	}
	return s.c.store.Chess960(ctx, id)
}

// Position returns round r's position (ok false when the tournament is
// not Chess960 or none is set yet).
func (s *Chess960s) Position(ctx context.Context, id model.TournamentID, r int) (model.Chess960Position, bool, error) {
	c, err := s.Get(ctx, id)
	if err != nil || !c.On {
		return model.Chess960Position{}, false, err
	}
	p, ok := c.Round(r)
	return p, ok, nil
}

// Mark marks the tournament Chess960 (on) or not. It can change until
// round 1 is paired; a knockout or a team tournament is refused (their
// rounds are kept elsewhere). Errors: NotFound, Conflict, Unsupported.
func (s *Chess960s) Mark(ctx context.Context, id model.TournamentID, on bool) error {
	const op = "MarkChess960"
	return s.c.store.Tx(ctx, func(st model.Store) error {
		t, err := st.Tournament(ctx, id)
		if err != nil {
			return err
		}
		c, err := st.Chess960(ctx, id)
		if err != nil {
			return err
		}
		if c.On == on {
			return nil
		}
		if t.Finished {
			return errFinished(op)
		}
		if on && !model.Chess960System(t.System) {
			return model.Errorf(model.Unsupported, op, model.Msg("Chess960 positions are kept for Swiss and round-robin tournaments, not for a knockout or a team tournament."), nil)
		}
		gs, err := st.Games(ctx, id)
		if err != nil {
			return err
		}
		if len(gs) > 0 {
			return model.Errorf(model.Conflict, op, model.Msg("Round 1 is already paired: a tournament is marked Chess960 or not before it starts."), nil)
		}
		return st.SetChess960(ctx, id, on)
	})
}

// Draw draws round r's position (again, if one was set) uniformly among
// the 960 less SP 518 and the positions of the other rounds, and stores
// it. Errors: NotFound, Invalid (no such round), Conflict (not Chess960,
// finished, a result of round r entered).
func (s *Chess960s) Draw(ctx context.Context, id model.TournamentID, r int) (model.Chess960Position, error) {
	const op = "DrawChess960"
	var p model.Chess960Position
	err := s.change(ctx, op, id, r, func(c model.Chess960) error {
		exclude := []int{chess960.Classical}
		for _, o := range c.Rounds {
			if o.Round != r {
				exclude = append(exclude, o.SP)
			}
		}
		sp, err := chess960.Draw(s.src, exclude...)
		if err != nil {
			return model.Errorf(model.Conflict, op, model.Msg("No Chess960 position is left to draw: every one is used by another round."), err)
		}
		p = model.Chess960Position{Round: r, SP: sp, Drawn: true, At: s.c.now()}
		return nil
	}, &p)
	return p, err
}

// Set enters round r's position by hand: SP 0–959. Errors: as Draw, and
// Invalid (a number out of range).
func (s *Chess960s) Set(ctx context.Context, id model.TournamentID, r, sp int) (model.Chess960Position, error) {
	const op = "SetChess960"
	var p model.Chess960Position
	err := s.change(ctx, op, id, r, func(model.Chess960) error {
		if _, err := chess960.Position(sp); err != nil {
			return model.Errorf(model.Invalid, op, model.Msg("The Chess960 position number %d is not in 0–959.", sp), err)
		}
		p = model.Chess960Position{Round: r, SP: sp, At: s.c.now()}
		return nil
	}, &p)
	return p, err
}

// SetRank enters round r's position by White's back rank ("RNBQKBNR").
func (s *Chess960s) SetRank(ctx context.Context, id model.TournamentID, r int, rank string) (model.Chess960Position, error) {
	sp, err := chess960.Number(rank)
	if err != nil {
		return model.Chess960Position{}, model.Errorf(model.Invalid, "SetChess960", model.Msg("%q is not a Chess960 starting position: eight of K, Q, R, B, N, the king between the rooks, the bishops on squares of opposite colours.", rank), err)
	}
	return s.Set(ctx, id, r, sp)
}

// change checks that round r's position may change and stores what pick
// sets in *p, in one transaction.
func (s *Chess960s) change(ctx context.Context, op string, id model.TournamentID, r int, pick func(model.Chess960) error, p *model.Chess960Position) error {
	return s.c.store.Tx(ctx, func(st model.Store) error {
		t, err := st.Tournament(ctx, id)
		if err != nil {
			return err
		}
		if t.Finished {
			return errFinished(op)
		}
		c, err := st.Chess960(ctx, id)
		if err != nil {
			return err
		}
		if !c.On {
			return model.Errorf(model.Conflict, op, model.Msg("The tournament is not a Chess960 tournament: mark it Chess960 in its settings first."), nil)
		}
		if r < 1 || (t.Rounds > 0 && r > t.Rounds) {
			return model.Errorf(model.Invalid, op, model.Msg("Round %d is not a round of the tournament (1–%d).", r, t.Rounds), nil)
		}
		gs, err := st.RoundGames(ctx, id, r)
		if err != nil {
			return err
		}
		for _, g := range gs {
			if g.Opponent != 0 && resultOr(g.Result) != trf.NoResult {
				return model.Errorf(model.Conflict, op, model.Msg("Round %d already has a result: its Chess960 position was played and can no longer change.", r), nil)
			}
		}
		if err := pick(c); err != nil {
			return err
		}
		return st.SaveChess960Position(ctx, id, *p)
	})
}
