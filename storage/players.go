package storage

import (
	"context"
	"database/sql"
	"strings"

	"arbiter/model"
)

const (
	playerGone   = "Гравця немає в реєстрі (можливо, його вже видалено)."
	playerGoneEn = "The player is not in the registry (they may have been deleted)."

	playerColumns = `id, surname, name, patronymic, latin_name, birth_date, gender, citizenship,
		title, fide_id, fide_rating, national_rating, student, occupation, club_id, coach_id, phone, email`
)

func scanPlayer(sc interface{ Scan(...any) error }) (model.Player, error) {
	var p model.Player
	var birth string
	var fideID, club, coach sql.NullInt64
	err := sc.Scan(&p.ID, &p.Surname, &p.Name, &p.Patronymic, &p.LatinName, &birth, &p.Gender,
		&p.Citizenship, &p.Title, &fideID, &p.FIDERating, &p.NationalRating, &p.Student,
		&p.Occupation, &club, &coach, &p.Phone, &p.Email)
	if err != nil {
		return model.Player{}, err
	}
	if p.BirthDate, err = model.ParseDate(birth); err != nil {
		return model.Player{}, err
	}
	p.FIDEID, p.ClubID, p.CoachID = fideID.Int64, model.ClubID(club.Int64), model.CoachID(coach.Int64)
	return p, nil
}

func playerArgs(p model.Player) []any {
	return []any{p.Surname, p.Name, p.Patronymic, p.LatinName, p.BirthDate.String(), string(p.Gender),
		p.Citizenship, p.Title, nullID(p.FIDEID), p.FIDERating, p.NationalRating, p.Student,
		p.Occupation, nullID(p.ClubID), nullID(p.CoachID), p.Phone, p.Email}
}

// CreatePlayer implements model.RegistryStore.
func (s *Store) CreatePlayer(ctx context.Context, p *model.Player) error {
	res, err := s.q.ExecContext(ctx, `INSERT INTO players (surname, name, patronymic, latin_name,
		birth_date, gender, citizenship, title, fide_id, fide_rating, national_rating, student,
		occupation, club_id, coach_id, phone, email) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`,
		playerArgs(*p)...)
	if err != nil {
		return mapErr("CreatePlayer", err)
	}
	id, err := res.LastInsertId()
	p.ID = model.PlayerID(id)
	return mapErr("CreatePlayer", err)
}

// UpdatePlayer implements model.RegistryStore.
func (s *Store) UpdatePlayer(ctx context.Context, p model.Player) error {
	res, err := s.q.ExecContext(ctx, `UPDATE players SET surname = ?, name = ?, patronymic = ?,
		latin_name = ?, birth_date = ?, gender = ?, citizenship = ?, title = ?, fide_id = ?,
		fide_rating = ?, national_rating = ?, student = ?, occupation = ?, club_id = ?,
		coach_id = ?, phone = ?, email = ? WHERE id = ?`, append(playerArgs(p), p.ID)...)
	return affected("UpdatePlayer", playerGone, playerGoneEn, res, err)
}

// DeletePlayer implements model.RegistryStore.
func (s *Store) DeletePlayer(ctx context.Context, id model.PlayerID) error {
	return s.deleteRecorded(ctx, "DeletePlayer", "player", "players", "surname || ' ' || name", int64(id), playerGone, playerGoneEn)
}

// Player implements model.RegistryStore.
func (s *Store) Player(ctx context.Context, id model.PlayerID) (model.Player, error) {
	p, err := scanPlayer(s.q.QueryRowContext(ctx, "SELECT "+playerColumns+" FROM players WHERE id = ?", id))
	if err != nil {
		return model.Player{}, notFound("Player", playerGone, playerGoneEn, err)
	}
	return p, nil
}

// Players implements model.RegistryStore: the players matching f, in ID order.
func (s *Store) Players(ctx context.Context, f model.PlayerFilter) ([]model.Player, error) {
	var where []string
	var args []any
	if f.ClubID != 0 {
		where, args = append(where, "club_id = ?"), append(args, f.ClubID)
	}
	if f.CoachID != 0 {
		where, args = append(where, "coach_id = ?"), append(args, f.CoachID)
	}
	if f.FIDEID != 0 {
		where, args = append(where, "fide_id = ?"), append(args, f.FIDEID)
	}
	if !f.BirthDate.IsZero() {
		where, args = append(where, "birth_date = ?"), append(args, f.BirthDate.String())
	}
	query := "SELECT " + playerColumns + " FROM players"
	if len(where) > 0 {
		query += " WHERE " + strings.Join(where, " AND ")
	}
	rows, err := s.q.QueryContext(ctx, query+" ORDER BY id", args...)
	if err != nil {
		return nil, mapErr("Players", err)
	}
	defer rows.Close()
	var out []model.Player
	for rows.Next() {
		p, err := scanPlayer(rows)
		if err != nil {
			return nil, mapErr("Players", err)
		}
		out = append(out, p)
	}
	return out, mapErr("Players", rows.Err())
}
