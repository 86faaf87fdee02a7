package closing

import (
	"bytes"
	"context"
	"errors"
	"strconv"
	"strings"

	"arbiter/engine/fee"
	"arbiter/model"

	"arbiter/model/i18n"
)

// FeeUpdate is what choosing or changing a tournament's fee schedule did
// to the fees of the players already registered: every unpaid fee is set
// anew from the schedule (with the exemption ticked for the player, when
// the new schedule has it); a paid fee is kept, and listed when the
// schedule sets another; a fee typed by hand with a reason is kept; where
// the schedule sets no fee (seed 003 §3's «-», a rating in no band) the
// fee stays as it is and the director types it. Start numbers are listed
// in start-number order.
type FeeUpdate struct {
	// Recomputed is false when the schedule did not change (or was
	// removed): no fee was touched.
	Recomputed bool
	Changed    int   // unpaid fees set anew
	Same       int   // unpaid fees the schedule confirms
	PaidDiffer []int // paid fees kept though the schedule sets another
	ByHand     []int // fees typed by hand with a reason, kept
	NoFee      []int // the schedule sets no fee: kept, to be typed by hand
}

// Text says what the update did, for the director ("" when nothing was
// recomputed).
func (u FeeUpdate) Text() model.Text {
	if !u.Recomputed {
		return model.Text{}
	}
	parts := []i18n.Localized{model.Msg("Fees recomputed from the schedule: %s changed, %s unchanged.",
		i18n.Count{N: u.Changed, Key: "%d fee|%d fees"}, i18n.Count{N: u.Same, Key: "%d fee|%d fees"})}
	if len(u.PaidDiffer) > 0 {
		parts = append(parts, model.Msg("Paid fees kept though the schedule sets another (no. %s).", startNos(u.PaidDiffer)))
	}
	if len(u.ByHand) > 0 {
		parts = append(parts, model.Msg("Fees typed by hand kept (no. %s).", startNos(u.ByHand)))
	}
	if len(u.NoFee) > 0 {
		parts = append(parts, model.Msg("The schedule sets no fee for no. %s: type it by hand.", startNos(u.NoFee)))
	}
	return model.Msg("%s", i18n.List{Sep: " ", Items: parts})
}

func startNos(nos []int) string {
	s := make([]string, len(nos))
	for i, n := range nos {
		s[i] = strconv.Itoa(n)
	}
	return strings.Join(s, ", ")
}

// sameSchedule reports whether two schedules are the same (both none, or
// equal as the JSON they are stored as).
func sameSchedule(a, b *fee.Schedule) bool {
	if a == nil || b == nil {
		return a == b
	}
	return bytes.Equal(a.Marshal(), b.Marshal())
}

// scheduleFee is the fee schedule s sets for participant p with note n:
// the exemption ticked when s has it (one it does not know is dropped),
// ok false when s sets no fee for him.
func scheduleFee(s *fee.Schedule, p model.Participant, n FeeNote) (hryvnias int, note FeeNote, ok bool, err error) {
	ex := n.Exemption
	if ex != "" {
		known := false
		for _, x := range s.Exemptions {
			known = known || x.Key == ex
		}
		if !known {
			ex = ""
		}
	}
	r, err := s.Due(fee.Player{Gender: string(p.Player.Gender), Rating: p.Player.FIDERating, Title: p.Player.Title}, ex)
	if errors.Is(err, fee.ErrNoFee) || errors.Is(err, fee.ErrGap) {
		return 0, n, false, nil
	}
	if err != nil {
		return 0, n, false, err
	}
	n.Exemption = ex
	return r.Hryvnias, n, true, nil
}

// recomputeFees applies schedule m.Schedule to the unpaid fees of the
// tournament's registrations (inside the transaction of SetMoney).
func (s *Service) recomputeFees(ctx context.Context, tx Tx, m Money) (FeeUpdate, error) {
	const op = "SetMoney"
	u := FeeUpdate{Recomputed: true}
	tours := s.tours(tx)
	ps, err := tours.Tournaments.Participants(ctx, m.Tournament)
	if err != nil {
		return u, err
	}
	notes, err := tx.FeeNotes(ctx, m.Tournament)
	if err != nil {
		return u, err
	}
	for _, p := range ps {
		n := notes[p.PlayerID]
		if n.Reason != "" {
			u.ByHand = append(u.ByHand, p.StartNo)
			continue
		}
		due, note, ok, err := scheduleFee(m.Schedule, p, n)
		switch {
		case err != nil:
			return u, FeeError(op, err)
		case !ok:
			u.NoFee = append(u.NoFee, p.StartNo)
			continue
		case p.Paid:
			if due != p.Fee {
				u.PaidDiffer = append(u.PaidDiffer, p.StartNo)
			}
			continue
		case due == p.Fee:
			u.Same++
		default:
			e := p.Entry
			e.Fee = due
			if _, err := tours.Tournaments.UpdateRegistration(ctx, m.Tournament, e); err != nil {
				return u, err
			}
			u.Changed++
		}
		if note != n {
			if err := tx.SetFeeNote(ctx, m.Tournament, p.PlayerID, note); err != nil {
				return u, err
			}
		}
	}
	return u, nil
}

// SetPaid marks a registered player's fee paid (or, paid false, unpaid),
// so that the prize fund (a share of the fees paid) follows the money
// taken. Errors: NotFound (no such tournament or registration).
func (s *Service) SetPaid(ctx context.Context, id model.TournamentID, player model.PlayerID, paid bool) (model.Participant, error) {
	const op = "SetPaid"
	var out model.Participant
	err := s.st.ClosingTx(ctx, func(tx Tx) error {
		tours := s.tours(tx)
		ps, err := tours.Tournaments.Participants(ctx, id)
		if err != nil {
			return err
		}
		for _, p := range ps {
			if p.PlayerID == player {
				e := p.Entry
				e.Paid = paid
				out, err = tours.Tournaments.UpdateRegistration(ctx, id, e)
				return err
			}
		}
		return model.Errorf(model.NotFound, op, model.Msg("Player %d is not registered in the tournament.", int(player)), nil)
	})
	return out, err
}
