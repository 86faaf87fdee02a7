package storage

import (
	"context"
	"database/sql"
	"strings"

	"arbiter/engine/season"
	"arbiter/engine/trf"
	"arbiter/model"
)

var (
	tournamentGone = model.Msg("The tournament is not in the database.")
)

// CreateTournament implements model.TournamentStore.
func (s *TournamentStore) CreateTournament(ctx context.Context, t *model.Tournament) error {
	res, err := s.q.ExecContext(ctx, `INSERT INTO tournaments (season_id, name, start_date, end_date, kind, cup,
		level, system, rounds, venue, time_control, tiebreaks, settings, finished)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		nullID(t.SeasonID), t.Name, t.StartDate.String(), t.EndDate.String(), string(t.Kind), string(t.Cup),
		string(t.Level), t.System, t.Rounds, t.Venue, t.TimeControl, t.TieBreaks, settingsJSON(*t), t.Finished)
	if err != nil {
		return mapErr("CreateTournament", err)
	}
	id, err := res.LastInsertId()
	t.ID = model.TournamentID(id)
	return mapErr("CreateTournament", err)
}

const tournamentColumns = `SELECT id, season_id, name, start_date, end_date, kind, cup, level, system, rounds,
	venue, time_control, tiebreaks, settings, finished FROM tournaments `

// Tournament implements model.TournamentStore.
func (s *TournamentStore) Tournament(ctx context.Context, id model.TournamentID) (model.Tournament, error) {
	ts, err := s.queryTournaments(ctx, "WHERE id = ?", id)
	if err != nil {
		return model.Tournament{}, err
	}
	if len(ts) == 0 {
		return model.Tournament{}, model.Errorf(model.NotFound, "Tournament", tournamentGone, nil)
	}
	return ts[0], nil
}

// Tournaments implements model.TournamentStore.
func (s *TournamentStore) Tournaments(ctx context.Context, id model.SeasonID) ([]model.Tournament, error) {
	return s.queryTournaments(ctx, "WHERE season_id = ?", id)
}

func (s *core) queryTournaments(ctx context.Context, where string, args ...any) ([]model.Tournament, error) {
	rows, err := s.q.QueryContext(ctx, tournamentColumns+where+" ORDER BY start_date, id", args...)
	if err != nil {
		return nil, mapErr("Tournaments", err)
	}
	defer rows.Close()
	var out []model.Tournament
	for rows.Next() {
		var t model.Tournament
		var seasonID sql.NullInt64
		var start, end, kind, cup, level, settings string
		if err := rows.Scan(&t.ID, &seasonID, &t.Name, &start, &end, &kind, &cup, &level, &t.System, &t.Rounds,
			&t.Venue, &t.TimeControl, &t.TieBreaks, &settings, &t.Finished); err != nil {
			return nil, mapErr("Tournaments", err)
		}
		if err := readSettings(settings, &t); err != nil {
			return nil, mapErr("Tournaments", err)
		}
		t.SeasonID = model.SeasonID(seasonID.Int64)
		t.Kind, t.Cup, t.Level = model.TournamentKind(kind), season.Cup(cup), season.Level(level)
		if t.StartDate, err = model.ParseDate(start); err == nil {
			t.EndDate, err = model.ParseDate(end)
		}
		if err != nil {
			return nil, mapErr("Tournaments", err)
		}
		out = append(out, t)
	}
	return out, mapErr("Tournaments", rows.Err())
}

// AddEntries implements model.TournamentStore.
func (s *TournamentStore) AddEntries(ctx context.Context, es []model.Entry) error {
	for _, e := range es {
		_, err := s.q.ExecContext(ctx, `INSERT INTO tournament_players (tournament_id, player_id, start_no, club_id,
			coach_id, rating, points, place, place_to, fee, paid, checked_in, withdrawn_from, byes, half_byes_barred)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			e.TournamentID, e.PlayerID, e.StartNo, nullID(e.ClubID), nullID(e.CoachID), e.Rating, e.Points,
			nullInt(e.Place), nullInt(max(e.PlaceTo, e.Place)), e.Fee, e.Paid, e.CheckedIn, e.WithdrawnFrom,
			byesText(e.Byes), e.HalfByesBarred)
		if err != nil {
			return mapErr("AddEntries", err)
		}
	}
	return nil
}

func nullInt(n int) sql.NullInt64 { return sql.NullInt64{Int64: int64(n), Valid: n != 0} }

const entryColumns = `SELECT e.tournament_id, e.player_id, e.start_no, e.club_id, e.coach_id, e.rating, e.points,
	e.place, e.place_to, e.fee, e.paid, e.checked_in, e.withdrawn_from, e.byes, e.half_byes_barred FROM tournament_players e `

// Entries implements model.TournamentStore.
func (s *TournamentStore) Entries(ctx context.Context, id model.TournamentID) ([]model.Entry, error) {
	return s.queryEntries(ctx, "WHERE e.tournament_id = ? ORDER BY e.start_no", id)
}

// SeasonEntries implements model.TournamentStore.
func (s *TournamentStore) SeasonEntries(ctx context.Context, id model.SeasonID) ([]model.Entry, error) {
	return s.queryEntries(ctx, `JOIN tournaments t ON t.id = e.tournament_id WHERE t.season_id = ?
		ORDER BY t.start_date, t.id, e.start_no`, id)
}

func (s *core) queryEntries(ctx context.Context, tail string, args ...any) ([]model.Entry, error) {
	rows, err := s.q.QueryContext(ctx, entryColumns+tail, args...)
	if err != nil {
		return nil, mapErr("Entries", err)
	}
	defer rows.Close()
	var out []model.Entry
	for rows.Next() {
		var e model.Entry
		var byes string
		if err := rows.Scan(num(&e.TournamentID), num(&e.PlayerID), num(&e.StartNo), num(&e.ClubID), num(&e.CoachID),
			num(&e.Rating), num(&e.Points), num(&e.Place), num(&e.PlaceTo), num(&e.Fee), &e.Paid, &e.CheckedIn,
			num(&e.WithdrawnFrom), &byes, &e.HalfByesBarred); err != nil {
			return nil, mapErr("Entries", err)
		}
		e.Byes = readByes(byes)
		out = append(out, e)
	}
	return out, mapErr("Entries", rows.Err())
}

// AddGames implements model.TournamentStore.
func (s *TournamentStore) AddGames(ctx context.Context, gs []model.RoundGame) error {
	// Up to 100 rows per statement: a round of 1,000 players is 10
	// statements instead of 1,000, and the statement of a full batch is
	// prepared once (docs/pairing-speed.md: the data file's pairing within 10% of the
	// TRF's).
	const batch = 100
	var full *sql.Stmt
	defer func() {
		if full != nil {
			full.Close()
		}
	}()
	args := make([]any, 0, 7*batch)
	for len(gs) > 0 {
		n := min(batch, len(gs))
		args = args[:0]
		for _, g := range gs[:n] {
			colour := g.Colour
			if colour == 0 {
				colour = trf.NoColour
			}
			args = append(args, g.TournamentID, g.Round, g.StartNo, nullInt(g.Opponent),
				string(rune(colour)), string(rune(resultToken(g.Result))), g.Board)
		}
		var err error
		switch {
		case n < batch:
			_, err = s.q.ExecContext(ctx, addGamesSQL(n), args...)
		case full == nil:
			if full, err = s.q.PrepareContext(ctx, addGamesSQL(n)); err == nil {
				_, err = full.ExecContext(ctx, args...)
			}
		default:
			_, err = full.ExecContext(ctx, args...)
		}
		if err != nil {
			return mapErr("AddGames", err)
		}
		gs = gs[n:]
	}
	return nil
}

// addGamesSQL inserts n rows into tournament_games.
func addGamesSQL(n int) string {
	var q strings.Builder
	q.WriteString(`INSERT INTO tournament_games (tournament_id, round, start_no, opponent_no,
		colour, result, board) VALUES `)
	for i := range n {
		if i > 0 {
			q.WriteString(", ")
		}
		q.WriteString("(?, ?, ?, ?, ?, ?, ?)")
	}
	return q.String()
}

// Games implements model.TournamentStore.
func (s *TournamentStore) Games(ctx context.Context, id model.TournamentID) ([]model.RoundGame, error) {
	return s.games(ctx, "Games", id, 0)
}

// RoundGames implements model.TournamentStore: the rows of round r only.
func (s *TournamentStore) RoundGames(ctx context.Context, id model.TournamentID, r int) ([]model.RoundGame, error) {
	return s.games(ctx, "RoundGames", id, r)
}

// games lists the rows of tournament id: of round r, or of every round
// when r is 0.
func (s *core) games(ctx context.Context, op string, id model.TournamentID, r int) ([]model.RoundGame, error) {
	// Five columns, colour and result as one two-letter code: a
	// 1,000-player tournament has thousands of rows, and each column scanned
	// costs (the data file's share of a pairing: docs/pairing-speed.md).
	q, args := `SELECT round, start_no, ifnull(opponent_no, 0), colour || result, board
		FROM tournament_games WHERE tournament_id = ?`, []any{id}
	if r != 0 {
		q, args = q+` AND round = ?`, append(args, r)
	}
	rows, err := s.q.QueryContext(ctx, q+` ORDER BY round, start_no`, args...)
	if err != nil {
		return nil, mapErr(op, err)
	}
	defer rows.Close()
	var out []model.RoundGame
	var code sql.RawBytes
	for rows.Next() {
		g := model.RoundGame{TournamentID: id}
		if err := rows.Scan(num(&g.Round), num(&g.StartNo), num(&g.Opponent), &code, num(&g.Board)); err != nil {
			return nil, mapErr(op, err)
		}
		if len(code) == 2 {
			g.Colour, g.Result = trf.Colour(code[0]), trf.Result(code[1])
		}
		out = append(out, g)
	}
	return out, mapErr(op, rows.Err())
}
