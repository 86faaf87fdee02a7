package storage

import (
	"context"
	"database/sql"

	"arbiter/model"
)

// nullID stores 0 ("none") as NULL so foreign keys and UNIQUE ignore it.
func nullID[T ~int64](id T) sql.NullInt64 { return sql.NullInt64{Int64: int64(id), Valid: id != 0} }

var (
	settlementGone = model.Msg("The settlement is not in the registry (it may have been deleted).")
	clubGone       = model.Msg("The club is not in the registry (it may have been deleted).")
	coachGone      = model.Msg("The coach is not in the registry (it may have been deleted).")
)

// CreateSettlement implements model.RegistryStore.
func (s *RegistryStore) CreateSettlement(ctx context.Context, st *model.Settlement) error {
	res, err := s.q.ExecContext(ctx, "INSERT INTO settlements (name, name_key) VALUES (?, ?)", st.Name, model.Fold(st.Name))
	if err != nil {
		return mapErr("CreateSettlement", err)
	}
	id, err := res.LastInsertId()
	st.ID = model.SettlementID(id)
	return mapErr("CreateSettlement", err)
}

// UpdateSettlement implements model.RegistryStore.
func (s *RegistryStore) UpdateSettlement(ctx context.Context, st model.Settlement) error {
	res, err := s.q.ExecContext(ctx, "UPDATE settlements SET name = ?, name_key = ? WHERE id = ?", st.Name, model.Fold(st.Name), st.ID)
	return affected("UpdateSettlement", settlementGone, res, err)
}

// DeleteSettlement implements model.RegistryStore.
func (s *RegistryStore) DeleteSettlement(ctx context.Context, id model.SettlementID) error {
	res, err := s.q.ExecContext(ctx, "DELETE FROM settlements WHERE id = ?", id)
	return affected("DeleteSettlement", settlementGone, res, err)
}

// Settlement implements model.RegistryStore.
func (s *RegistryStore) Settlement(ctx context.Context, id model.SettlementID) (model.Settlement, error) {
	st := model.Settlement{}
	err := s.q.QueryRowContext(ctx, "SELECT id, name FROM settlements WHERE id = ?", id).Scan(&st.ID, &st.Name)
	if err != nil {
		return model.Settlement{}, notFound("Settlement", settlementGone, err)
	}
	return st, nil
}

// Settlements implements model.RegistryStore.
func (s *RegistryStore) Settlements(ctx context.Context) ([]model.Settlement, error) {
	rows, err := s.q.QueryContext(ctx, "SELECT id, name FROM settlements ORDER BY id")
	if err != nil {
		return nil, mapErr("Settlements", err)
	}
	defer rows.Close()
	var out []model.Settlement
	for rows.Next() {
		var st model.Settlement
		if err := rows.Scan(&st.ID, &st.Name); err != nil {
			return nil, mapErr("Settlements", err)
		}
		out = append(out, st)
	}
	return out, mapErr("Settlements", rows.Err())
}

const clubColumns = "id, name, settlement_id, address, contacts, country"

func scanClub(sc interface{ Scan(...any) error }) (model.Club, error) {
	var c model.Club
	var settlement sql.NullInt64
	err := sc.Scan(&c.ID, &c.Name, &settlement, &c.Address, &c.Contacts, &c.Country)
	c.SettlementID = model.SettlementID(settlement.Int64)
	return c, err
}

// CreateClub implements model.RegistryStore.
func (s *RegistryStore) CreateClub(ctx context.Context, c *model.Club) error {
	res, err := s.q.ExecContext(ctx, "INSERT INTO clubs (name, name_key, settlement_id, address, contacts, country) VALUES (?, ?, ?, ?, ?, ?)",
		c.Name, model.Fold(c.Name), nullID(c.SettlementID), c.Address, c.Contacts, c.Country)
	if err != nil {
		return mapErr("CreateClub", err)
	}
	id, err := res.LastInsertId()
	c.ID = model.ClubID(id)
	return mapErr("CreateClub", err)
}

// UpdateClub implements model.RegistryStore.
func (s *RegistryStore) UpdateClub(ctx context.Context, c model.Club) error {
	res, err := s.q.ExecContext(ctx, "UPDATE clubs SET name = ?, name_key = ?, settlement_id = ?, address = ?, contacts = ?, country = ? WHERE id = ?",
		c.Name, model.Fold(c.Name), nullID(c.SettlementID), c.Address, c.Contacts, c.Country, c.ID)
	return affected("UpdateClub", clubGone, res, err)
}

// DeleteClub implements model.RegistryStore.
func (s *RegistryStore) DeleteClub(ctx context.Context, id model.ClubID) error {
	return s.deleteRecorded(ctx, "DeleteClub", "club", "clubs", "name", int64(id), clubGone)
}

// Club implements model.RegistryStore.
func (s *RegistryStore) Club(ctx context.Context, id model.ClubID) (model.Club, error) {
	c, err := scanClub(s.q.QueryRowContext(ctx, "SELECT "+clubColumns+" FROM clubs WHERE id = ?", id))
	if err != nil {
		return model.Club{}, notFound("Club", clubGone, err)
	}
	return c, nil
}

// Clubs implements model.RegistryStore.
func (s *RegistryStore) Clubs(ctx context.Context) ([]model.Club, error) {
	rows, err := s.q.QueryContext(ctx, "SELECT "+clubColumns+" FROM clubs ORDER BY id")
	if err != nil {
		return nil, mapErr("Clubs", err)
	}
	defer rows.Close()
	var out []model.Club
	for rows.Next() {
		c, err := scanClub(rows)
		if err != nil {
			return nil, mapErr("Clubs", err)
		}
		out = append(out, c)
	}
	return out, mapErr("Clubs", rows.Err())
}

const coachColumns = "id, name, settlement_id, contacts, club_id, country"

func scanCoach(sc interface{ Scan(...any) error }) (model.Coach, error) {
	var c model.Coach
	var settlement, club sql.NullInt64
	err := sc.Scan(&c.ID, &c.Name, &settlement, &c.Contacts, &club, &c.Country)
	c.SettlementID, c.ClubID = model.SettlementID(settlement.Int64), model.ClubID(club.Int64)
	return c, err
}

// CreateCoach implements model.RegistryStore.
func (s *RegistryStore) CreateCoach(ctx context.Context, c *model.Coach) error {
	res, err := s.q.ExecContext(ctx, "INSERT INTO coaches (name, name_key, settlement_id, contacts, club_id, country) VALUES (?, ?, ?, ?, ?, ?)",
		c.Name, model.Fold(c.Name), nullID(c.SettlementID), c.Contacts, nullID(c.ClubID), c.Country)
	if err != nil {
		return mapErr("CreateCoach", err)
	}
	id, err := res.LastInsertId()
	c.ID = model.CoachID(id)
	return mapErr("CreateCoach", err)
}

// UpdateCoach implements model.RegistryStore.
func (s *RegistryStore) UpdateCoach(ctx context.Context, c model.Coach) error {
	res, err := s.q.ExecContext(ctx, "UPDATE coaches SET name = ?, name_key = ?, settlement_id = ?, contacts = ?, club_id = ?, country = ? WHERE id = ?",
		c.Name, model.Fold(c.Name), nullID(c.SettlementID), c.Contacts, nullID(c.ClubID), c.Country, c.ID)
	return affected("UpdateCoach", coachGone, res, err)
}

// DeleteCoach implements model.RegistryStore.
func (s *RegistryStore) DeleteCoach(ctx context.Context, id model.CoachID) error {
	return s.deleteRecorded(ctx, "DeleteCoach", "coach", "coaches", "name", int64(id), coachGone)
}

// Coach implements model.RegistryStore.
func (s *RegistryStore) Coach(ctx context.Context, id model.CoachID) (model.Coach, error) {
	c, err := scanCoach(s.q.QueryRowContext(ctx, "SELECT "+coachColumns+" FROM coaches WHERE id = ?", id))
	if err != nil {
		return model.Coach{}, notFound("Coach", coachGone, err)
	}
	return c, nil
}

// Coaches implements model.RegistryStore.
func (s *RegistryStore) Coaches(ctx context.Context) ([]model.Coach, error) {
	rows, err := s.q.QueryContext(ctx, "SELECT "+coachColumns+" FROM coaches ORDER BY id")
	if err != nil {
		return nil, mapErr("Coaches", err)
	}
	defer rows.Close()
	var out []model.Coach
	for rows.Next() {
		c, err := scanCoach(rows)
		if err != nil {
			return nil, mapErr("Coaches", err)
		}
		out = append(out, c)
	}
	return out, mapErr("Coaches", rows.Err())
}
