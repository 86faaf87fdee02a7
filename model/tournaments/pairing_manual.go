package tournaments

import (
	"context"
	"fmt"

	"arbiter/engine/check"
	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/fide"
	"arbiter/model/i18n"
)

// manualPairing is a round's pairing being changed by hand; touched lists
// the boards (1-based) whose players or colours change.
type manualPairing struct {
	p       trf.Pairing
	touched []int
	present map[int]bool
}

func errNoBoard(n, boards int) error {
	return invalid("ManualPairing", model.Msg("There is no board %d in the round (boards: %d).", n, boards))
}

func (m *manualPairing) board(n int) (*trf.Board, error) {
	if n < 1 || n > len(m.p.Boards) {
		return nil, errNoBoard(n, len(m.p.Boards))
	}
	m.touched = append(m.touched, n)
	return &m.p.Boards[n-1], nil
}

func (m *manualPairing) swap(n int) error {
	b, err := m.board(n)
	if err != nil {
		return err
	}
	b.White, b.Black = b.Black, b.White
	return nil
}

func (m *manualPairing) exchange(a, b int) error {
	if a == b {
		return invalid("ExchangeOpponents", model.Msg("Choose two different boards."))
	}
	x, err := m.board(a)
	if err != nil {
		return err
	}
	y, err := m.board(b)
	if err != nil {
		return err
	}
	x.Black, y.Black = y.Black, x.Black
	return nil
}

func (m *manualPairing) toBye(no int) error {
	if m.p.Bye == 0 {
		return invalid("MoveToBye", model.Msg("This round has no bye (an even number of players)."))
	}
	if no == m.p.Bye {
		return invalid("MoveToBye", model.Msg("This player already has the bye."))
	}
	for i := range m.p.Boards {
		b := &m.p.Boards[i]
		if b.White == no || b.Black == no {
			m.touched = append(m.touched, i+1)
			if b.White == no {
				b.White = m.p.Bye
			} else {
				b.Black = m.p.Bye
			}
			m.p.Bye = no
			return nil
		}
	}
	return invalid("MoveToBye", model.Msg("Player no. %d does not play in this round.", no))
}

func (s *Service) manual(ctx context.Context, id model.TournamentID, r int, confirm bool, action string,
	change func(*manualPairing) error) ([]model.PairingWarning, error) {
	var warnings []model.PairingWarning
	err := s.inTx(ctx, func(tx *Service) error {
		l, err := tx.loadOpen(ctx, id, action)
		if err != nil {
			return err
		}
		switch {
		case !l.isSwiss():
			return invalid(action, model.Msg("Manual pairing changes are possible only in a Swiss."))
		case r < 1 || r > l.paired:
			return errNotPaired(action, r)
		case r != l.paired:
			return model.Errorf(model.Conflict, action, model.Msg("Only the last paired round (%d) can be changed.", l.paired), nil)
		}
		if err := tx.openEdit(ctx, id, r); err != nil { // the first change opens the phase (fide_manual.go)
			return err
		}
		refs := l.boardsIn(r)
		m := &manualPairing{}
		keep := map[trf.Board][2]trf.Result{}
		for _, b := range refs {
			bd := trf.Board{White: b.white.StartNo, Black: b.black.StartNo}
			m.p.Boards = append(m.p.Boards, bd)
			keep[bd] = [2]trf.Result{b.white.Result, b.black.Result}
		}
		for _, g := range l.roundGames(r) {
			if g.Opponent == 0 && g.Result == trf.PAB {
				m.p.Bye = g.StartNo
			}
		}
		before := m.p.Boards
		m.p.Boards = append([]trf.Board(nil), before...)
		if err := change(m); err != nil {
			return err
		}
		for _, n := range m.touched {
			if keep[before[n-1]] != [2]trf.Result{} && resultOr(keep[before[n-1]][0]) != trf.NoResult {
				return model.Errorf(model.Conflict, action, model.Msg("Board %d already has a result; clear it first.", n), nil)
			}
		}
		tt, abs, err := l.pairingInput(ctx, r)
		if err != nil {
			return err
		}
		colours, third := l.colourWarnings(r, m.p, m.touched)
		vs := check.Round(tt, r, m.p)
		if l.t.SwissSystem == model.SwissBurstein {
			vs = check.RoundBurstein(tt, r, m.p) // C.04.4.2: no topscorer exception, C2 before 2025
		}
		for _, w := range l.warnings(vs) {
			if w.Rule == check.RuleC3 && len(w.Players) == 1 && third[w.Players[0]] {
				continue // said more exactly by colourWarnings
			}
			warnings = append(warnings, w)
		}
		warnings = append(warnings, colours...)
		if w, ok := l.byeScoreWarning(tt, r, m.p.Bye); ok && action == "move-to-bye" { // fide_bye.go
			warnings = append(warnings, w)
		}
		if len(warnings) > 0 && !confirm {
			return model.Errorf(model.Conflict, action, model.Msg("The change breaks rules: %s Confirm to keep it.", joinWarnings(warnings)), nil)
		}
		if err := l.st.DeleteGames(ctx, id, r); err != nil {
			return err
		}
		stored := l.games[:0:0]
		for _, g := range l.games {
			if g.Round != r {
				stored = append(stored, g)
			}
		}
		l.games = stored
		if err := l.st.AddGames(ctx, l.roundRows(r, m.p, abs, keep)); err != nil {
			return err
		}
		detail := fmt.Sprintf("%s, тур %d", actionName(action), r)
		if len(warnings) > 0 {
			detail += "; підтверджено попри порушення: " + joinWarnings(warnings).In(i18n.Uk)
		}
		if err := tx.audit(ctx, l, r, action, detail); err != nil {
			return err
		}
		return tx.logEvent(ctx, id, fide.KindManual, r, manualEventText(action, warnings)) // fide_events.go
	})
	if err != nil && !model.IsKind(err, model.Conflict) {
		warnings = nil
	}
	return warnings, err
}

func actionName(a string) string {
	switch a {
	case "swap-colours":
		return "Обмін кольорами"
	case "exchange-opponents":
		return "Обмін суперниками"
	case "move-to-bye":
		return "Перенесення на вільний тур"
	}
	return a
}
