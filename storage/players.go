package storage

import (
	"context"
	"strings"

	"arbiter/model"
)

var (
	playerGone = model.Msg("The player is not in the registry (they may have been deleted).")
)

// playerField is one column of the players table and the model.Player
// field it holds: the value written, and where a read value goes (with
// what turns it into the field after the scan). The SELECT, INSERT and
// UPDATE are made from this one list; a Player field
// missing here fails TestPlayerRoundTripEveryField.
type playerField struct {
	col  string
	arg  func(p model.Player) any
	scan func(p *model.Player) (dest any, after func() error)
}

func plain[T any](col string, f func(p *model.Player) *T) playerField {
	return playerField{col, func(p model.Player) any { return *f(&p) },
		func(p *model.Player) (any, func() error) { return f(p), nil }}
}

// integer is an INTEGER column scanned with num.
func integer[T ~int | ~int64](col string, f func(p *model.Player) *T) playerField {
	return playerField{col, func(p model.Player) any { return *f(&p) },
		func(p *model.Player) (any, func() error) { return num(f(p)), nil }}
}

// nullable is an ID column that stores 0 as NULL.
func nullable[T ~int64](col string, f func(p *model.Player) *T) playerField {
	return playerField{col, func(p model.Player) any { return nullID(*f(&p)) },
		func(p *model.Player) (any, func() error) { return num(f(p)), nil }}
}

var playerFields = []playerField{
	plain("surname", func(p *model.Player) *string { return &p.Surname }),
	plain("name", func(p *model.Player) *string { return &p.Name }),
	plain("patronymic", func(p *model.Player) *string { return &p.Patronymic }),
	plain("latin_name", func(p *model.Player) *string { return &p.LatinName }),
	{"birth_date", func(p model.Player) any { return p.BirthDate.String() },
		func(p *model.Player) (any, func() error) {
			var s string
			return &s, func() (err error) { p.BirthDate, err = model.ParseDate(s); return err }
		}},
	{"gender", func(p model.Player) any { return string(p.Gender) },
		func(p *model.Player) (any, func() error) { return &p.Gender, nil }},
	plain("citizenship", func(p *model.Player) *string { return &p.Citizenship }),
	plain("title", func(p *model.Player) *string { return &p.Title }),
	nullable("fide_id", func(p *model.Player) *int64 { return &p.FIDEID }),
	integer("fide_rating", func(p *model.Player) *int { return &p.FIDERating }),
	integer("national_rating", func(p *model.Player) *int { return &p.NationalRating }),
	plain("student", func(p *model.Player) *bool { return &p.Student }),
	plain("occupation", func(p *model.Player) *string { return &p.Occupation }),
	nullable("club_id", func(p *model.Player) *model.ClubID { return &p.ClubID }),
	nullable("coach_id", func(p *model.Player) *model.CoachID { return &p.CoachID }),
	{"club_since", func(p model.Player) any { return p.ClubSince.String() },
		func(p *model.Player) (any, func() error) {
			var s string
			return &s, func() (err error) { p.ClubSince, err = model.ParseDate(s); return err }
		}},
	plain("phone", func(p *model.Player) *string { return &p.Phone }),
	plain("email", func(p *model.Player) *string { return &p.Email }),
}

// registeredIn keeps the players registered in the tournament given as its
// parameter.
const registeredIn = "id IN (SELECT player_id FROM tournament_players WHERE tournament_id = ?)"

// The statements made from playerFields.
var (
	playerColumns   = "id, " + joinFields(func(f playerField) string { return f.col })
	playerInsertSQL = "INSERT INTO players (" + joinFields(func(f playerField) string { return f.col }) + ") VALUES (" + joinFields(func(playerField) string { return "?" }) + ")"
	playerUpdateSQL = "UPDATE players SET " + joinFields(func(f playerField) string { return f.col + " = ?" }) + " WHERE id = ?"
)

func joinFields(part func(playerField) string) string {
	parts := make([]string, len(playerFields))
	for i, f := range playerFields {
		parts[i] = part(f)
	}
	return strings.Join(parts, ", ")
}

func scanPlayer(sc interface{ Scan(...any) error }) (model.Player, error) {
	var p model.Player
	dest := []any{&p.ID}
	var after []func() error
	for _, f := range playerFields {
		d, a := f.scan(&p)
		dest = append(dest, d)
		if a != nil {
			after = append(after, a)
		}
	}
	if err := sc.Scan(dest...); err != nil {
		return model.Player{}, err
	}
	for _, a := range after {
		if err := a(); err != nil {
			return model.Player{}, err
		}
	}
	return p, nil
}

func playerArgs(p model.Player) []any {
	args := make([]any, len(playerFields))
	for i, f := range playerFields {
		args[i] = f.arg(p)
	}
	return args
}

// CreatePlayer implements model.RegistryStore.
func (s *RegistryStore) CreatePlayer(ctx context.Context, p *model.Player) error {
	res, err := s.q.ExecContext(ctx, playerInsertSQL, playerArgs(*p)...)
	if err != nil {
		return mapErr("CreatePlayer", err)
	}
	id, err := res.LastInsertId()
	p.ID = model.PlayerID(id)
	return mapErr("CreatePlayer", err)
}

// UpdatePlayer implements model.RegistryStore.
func (s *RegistryStore) UpdatePlayer(ctx context.Context, p model.Player) error {
	res, err := s.q.ExecContext(ctx, playerUpdateSQL, append(playerArgs(p), p.ID)...)
	return affected("UpdatePlayer", playerGone, res, err)
}

// DeletePlayer implements model.RegistryStore.
func (s *RegistryStore) DeletePlayer(ctx context.Context, id model.PlayerID) error {
	return s.deleteRecorded(ctx, "DeletePlayer", "player", "players", "surname || ' ' || name", int64(id), playerGone)
}

// Player implements model.RegistryStore.
func (s *RegistryStore) Player(ctx context.Context, id model.PlayerID) (model.Player, error) {
	p, err := scanPlayer(s.q.QueryRowContext(ctx, "SELECT "+playerColumns+" FROM players WHERE id = ?", id))
	if err != nil {
		return model.Player{}, notFound("Player", playerGone, err)
	}
	return p, nil
}

// Players implements model.RegistryStore: the players matching f, in ID order.
func (s *RegistryStore) Players(ctx context.Context, f model.PlayerFilter) ([]model.Player, error) {
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
	if f.Tournament != 0 {
		where, args = append(where, registeredIn), append(args, f.Tournament)
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
