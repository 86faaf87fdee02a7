package storage

import (
	"context"
	"database/sql"
	"errors"

	"arbiter/engine/fee"
	"arbiter/engine/prize"
	"arbiter/model"
	"arbiter/model/closing"
)

// Money implements closing.MoneyStore.
func (t *ClosingStore) Money(ctx context.Context, id model.TournamentID) (closing.Money, bool, error) {
	m := closing.Money{Tournament: id}
	var schedule, split string
	err := t.q.QueryRowContext(ctx, `SELECT schedule, fund_percent, sponsors, split FROM tournament_money WHERE tournament_id = ?`, id).
		Scan(&schedule, &m.FundPercent, &m.Sponsors, &split)
	if errors.Is(err, sql.ErrNoRows) {
		return m, false, nil
	}
	if err != nil {
		return m, false, mapErr("Money", err)
	}
	m.Split = prize.Split(split)
	if schedule != "" {
		s, err := fee.Parse([]byte(schedule))
		if err != nil {
			return m, false, model.Errorf(model.Internal, "Money", model.Msg("The tournament's fee schedule in the data file is damaged."), err)
		}
		m.Schedule = s
	}
	return m, true, nil
}

// SetMoney implements closing.MoneyStore.
func (t *ClosingStore) SetMoney(ctx context.Context, m closing.Money) error {
	schedule := ""
	if m.Schedule != nil {
		schedule = string(m.Schedule.Marshal())
	}
	_, err := t.q.ExecContext(ctx, `INSERT INTO tournament_money (tournament_id, schedule, fund_percent, sponsors, split)
		VALUES (?, ?, ?, ?, ?) ON CONFLICT (tournament_id) DO UPDATE SET schedule = excluded.schedule,
		fund_percent = excluded.fund_percent, sponsors = excluded.sponsors, split = excluded.split`,
		m.Tournament, schedule, m.FundPercent, m.Sponsors, string(m.Split))
	return mapErr("SetMoney", err)
}

// FeeNotes implements closing.MoneyStore.
func (t *ClosingStore) FeeNotes(ctx context.Context, id model.TournamentID) (map[model.PlayerID]closing.FeeNote, error) {
	rows, err := t.q.QueryContext(ctx, `SELECT player_id, exemption, reason FROM entry_fee_notes WHERE tournament_id = ?`, id)
	if err != nil {
		return nil, mapErr("FeeNotes", err)
	}
	defer rows.Close()
	out := map[model.PlayerID]closing.FeeNote{}
	for rows.Next() {
		var p model.PlayerID
		var n closing.FeeNote
		if err := rows.Scan(&p, &n.Exemption, &n.Reason); err != nil {
			return nil, mapErr("FeeNotes", err)
		}
		out[p] = n
	}
	return out, mapErr("FeeNotes", rows.Err())
}

// SetFeeNote implements closing.MoneyStore.
func (t *ClosingStore) SetFeeNote(ctx context.Context, id model.TournamentID, p model.PlayerID, n closing.FeeNote) error {
	if n == (closing.FeeNote{}) {
		_, err := t.q.ExecContext(ctx, `DELETE FROM entry_fee_notes WHERE tournament_id = ? AND player_id = ?`, id, p)
		return mapErr("SetFeeNote", err)
	}
	_, err := t.q.ExecContext(ctx, `INSERT INTO entry_fee_notes (tournament_id, player_id, exemption, reason) VALUES (?, ?, ?, ?)
		ON CONFLICT (tournament_id, player_id) DO UPDATE SET exemption = excluded.exemption, reason = excluded.reason`,
		id, p, n.Exemption, n.Reason)
	return mapErr("SetFeeNote", err)
}

// Prizes implements closing.MoneyStore.
func (t *ClosingStore) Prizes(ctx context.Context, id model.TournamentID) ([]prize.Prize, error) {
	rows, err := t.q.QueryContext(ctx, `SELECT category, place, amount FROM tournament_prizes WHERE tournament_id = ?
		ORDER BY category <> '', category, place`, id)
	if err != nil {
		return nil, mapErr("Prizes", err)
	}
	defer rows.Close()
	var out []prize.Prize
	for rows.Next() {
		var p prize.Prize
		if err := rows.Scan(&p.Category, &p.Place, &p.Amount); err != nil {
			return nil, mapErr("Prizes", err)
		}
		out = append(out, p)
	}
	return out, mapErr("Prizes", rows.Err())
}

// SetPrizes implements closing.MoneyStore.
func (t *ClosingStore) SetPrizes(ctx context.Context, id model.TournamentID, ps []prize.Prize) error {
	if _, err := t.q.ExecContext(ctx, `DELETE FROM tournament_prizes WHERE tournament_id = ?`, id); err != nil {
		return mapErr("SetPrizes", err)
	}
	for _, p := range ps {
		if _, err := t.q.ExecContext(ctx, `INSERT INTO tournament_prizes (tournament_id, category, place, amount) VALUES (?, ?, ?, ?)`,
			id, p.Category, p.Place, p.Amount); err != nil {
			return mapErr("SetPrizes", err)
		}
	}
	return nil
}
