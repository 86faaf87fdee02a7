package storage

import (
	"context"
	"database/sql"

	"arbiter/engine/team"
	"arbiter/model"
	"arbiter/model/teams"
)

// The team competitions (model/teams) on the tables of migrations 0025,
// 0029 and 0045.

// TeamTx implements teams.Store: fn runs in one transaction.
func (s *TeamStore) TeamTx(ctx context.Context, fn func(teams.Tx) error) error {
	return s.write(ctx, func(c *core) error { return fn(&TeamStore{c}) })
}

var (
	_ teams.Store = (*TeamStore)(nil)
	_ teams.Tx    = (*TeamStore)(nil)
)

// CreateTournament implements teams.Tx (TournamentStore.CreateTournament).
func (t *TeamStore) CreateTournament(ctx context.Context, tn *model.Tournament) error {
	return t.tournaments().CreateTournament(ctx, tn)
}

// UpdateTournament implements teams.Tx (TournamentStore.UpdateTournament).
func (t *TeamStore) UpdateTournament(ctx context.Context, tn model.Tournament) error {
	return t.tournaments().UpdateTournament(ctx, tn)
}

// Tournament implements teams.Tx (TournamentStore.Tournament).
func (t *TeamStore) Tournament(ctx context.Context, id model.TournamentID) (model.Tournament, error) {
	return t.tournaments().Tournament(ctx, id)
}

// Player implements teams.Tx (RegistryStore.Player).
func (t *TeamStore) Player(ctx context.Context, id model.PlayerID) (model.Player, error) {
	return t.registry().Player(ctx, id)
}

// Club implements teams.Tx (RegistryStore.Club).
func (t *TeamStore) Club(ctx context.Context, id model.ClubID) (model.Club, error) {
	return t.registry().Club(ctx, id)
}

func (t *TeamStore) SaveTeamSettings(ctx context.Context, set teams.Settings) error {
	sc := set.Scoring
	pr := "mp"
	if sc.Primary == team.ByGP {
		pr = "gp"
	}
	_, err := t.q.ExecContext(ctx, `INSERT INTO team_settings (tournament_id, boards, primary_score, mp_win, mp_draw, mp_loss,
		noshow_gp, bye_gp, min_players, colours, tiebreaks, extra_match, boys, girls, one_club) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (tournament_id) DO UPDATE SET boards = excluded.boards, primary_score = excluded.primary_score,
		mp_win = excluded.mp_win, mp_draw = excluded.mp_draw, mp_loss = excluded.mp_loss, noshow_gp = excluded.noshow_gp,
		bye_gp = excluded.bye_gp, min_players = excluded.min_players, colours = excluded.colours,
		tiebreaks = excluded.tiebreaks, extra_match = excluded.extra_match, boys = excluded.boys, girls = excluded.girls,
		one_club = excluded.one_club`,
		set.Tournament, sc.Boards, pr, sc.Win, sc.Draw, sc.Loss, sc.NoShowGP, sc.ByeGP, sc.MinPlayers, sc.Colours, set.TieBreaks, set.ExtraMatch,
		set.Rules.Boys, set.Rules.Girls, set.Rules.OneClub)
	if err != nil {
		return mapErr("SaveTeamSettings", err)
	}
	return t.saveClubRules(ctx, set) // team_club_rules.go
}

func (t *TeamStore) TeamSettings(ctx context.Context, id model.TournamentID) (teams.Settings, error) {
	set := teams.Settings{Tournament: id}
	sc := &set.Scoring
	var pr string
	err := t.q.QueryRowContext(ctx, `SELECT boards, primary_score, mp_win, mp_draw, mp_loss, noshow_gp, bye_gp, min_players,
		colours, tiebreaks, extra_match, boys, girls, one_club FROM team_settings WHERE tournament_id = ?`, id).Scan(&sc.Boards, &pr, &sc.Win, &sc.Draw,
		&sc.Loss, &sc.NoShowGP, &sc.ByeGP, &sc.MinPlayers, &sc.Colours, &set.TieBreaks, &set.ExtraMatch, &set.Rules.Boys, &set.Rules.Girls, &set.Rules.OneClub)
	if err == sql.ErrNoRows {
		return set, model.Errorf(model.NotFound, "TeamSettings", model.Msg("The team tournament has no settings."), err)
	}
	if pr == "gp" {
		sc.Primary = team.ByGP
	}
	if err == nil {
		err = t.readClubRules(ctx, id, &set) // team_club_rules.go
	}
	return set, mapErr("TeamSettings", err)
}

func (t *TeamStore) CreateTeam(ctx context.Context, tm *teams.Team) error {
	res, err := t.q.ExecContext(ctx, `INSERT INTO teams (tournament_id, number, name, club_id, settlement, captain) VALUES (?, ?, ?, ?, ?, ?)`,
		tm.Tournament, tm.Number, tm.Name, nullID(tm.Club), tm.Settlement, tm.Captain)
	if err != nil {
		return mapErr("CreateTeam", err)
	}
	id, err := res.LastInsertId()
	if err != nil {
		return mapErr("CreateTeam", err)
	}
	tm.ID = teams.TeamID(id)
	return t.SetTeamMembers(ctx, tm.ID, tm.Members)
}

func (t *TeamStore) UpdateTeam(ctx context.Context, tm teams.Team) error {
	_, err := t.q.ExecContext(ctx, `UPDATE teams SET name = ?, club_id = ?, settlement = ?, captain = ? WHERE id = ?`,
		tm.Name, nullID(tm.Club), tm.Settlement, tm.Captain, tm.ID)
	return mapErr("UpdateTeam", err)
}

// SetTeamFinal implements teams.Tx: the team's final place and score
// (migration 0045; the zero Final clears them).
func (t *TeamStore) SetTeamFinal(ctx context.Context, id teams.TeamID, f teams.Final) error {
	_, err := t.q.ExecContext(ctx, `UPDATE teams SET place = ?, place_to = ?, final_points = ? WHERE id = ?`, f.Place, f.PlaceTo, f.Points, id)
	return mapErr("SetTeamFinal", err)
}

func (t *TeamStore) SetTeamMembers(ctx context.Context, id teams.TeamID, ms []teams.Member) error {
	if _, err := t.q.ExecContext(ctx, `DELETE FROM team_members WHERE team_id = ?`, id); err != nil {
		return mapErr("SetTeamMembers", err)
	}
	for i, m := range ms {
		if _, err := t.q.ExecContext(ctx, `INSERT INTO team_members (team_id, tournament_id, position, player_id, substitute)
			SELECT id, tournament_id, ?, ?, ? FROM teams WHERE id = ?`, i+1, m.Player, m.Substitute, id); err != nil {
			return mapErr("SetTeamMembers", err)
		}
	}
	return nil
}

func (t *TeamStore) Teams(ctx context.Context, id model.TournamentID) ([]teams.Team, error) {
	rows, err := t.q.QueryContext(ctx, `SELECT id, number, name, club_id, settlement, captain, place, place_to, final_points FROM teams WHERE tournament_id = ? ORDER BY number`, id)
	if err != nil {
		return nil, mapErr("Teams", err)
	}
	var out []teams.Team
	idx := map[teams.TeamID]int{}
	for rows.Next() {
		tm := teams.Team{Tournament: id}
		var club sql.NullInt64
		if err := rows.Scan(&tm.ID, &tm.Number, &tm.Name, &club, &tm.Settlement, &tm.Captain, &tm.Final.Place, &tm.Final.PlaceTo, &tm.Final.Points); err != nil {
			rows.Close()
			return nil, mapErr("Teams", err)
		}
		tm.Club = model.ClubID(club.Int64)
		idx[tm.ID] = len(out)
		out = append(out, tm)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, mapErr("Teams", err)
	}
	mrows, err := t.q.QueryContext(ctx, `SELECT team_id, player_id, substitute FROM team_members WHERE tournament_id = ? ORDER BY team_id, position`, id)
	if err != nil {
		return nil, mapErr("Teams", err)
	}
	defer mrows.Close()
	for mrows.Next() {
		var tid teams.TeamID
		var m teams.Member
		if err := mrows.Scan(&tid, &m.Player, &m.Substitute); err != nil {
			return nil, mapErr("Teams", err)
		}
		if i, ok := idx[tid]; ok {
			out[i].Members = append(out[i].Members, m)
		}
	}
	return out, mapErr("Teams", mrows.Err())
}

// TeamPlayers implements teams.Tx: the members of team id, in one query.
func (t *TeamStore) TeamPlayers(ctx context.Context, id teams.TeamID) ([]model.Player, error) {
	rows, err := t.q.QueryContext(ctx, "SELECT "+playerColumns+" FROM players WHERE id IN (SELECT player_id FROM team_members WHERE team_id = ?) ORDER BY id", id)
	if err != nil {
		return nil, mapErr("TeamPlayers", err)
	}
	defer rows.Close()
	var out []model.Player
	for rows.Next() {
		p, err := scanPlayer(rows)
		if err != nil {
			return nil, mapErr("TeamPlayers", err)
		}
		out = append(out, p)
	}
	return out, mapErr("TeamPlayers", rows.Err())
}

func (t *TeamStore) CreateMatches(ctx context.Context, ms []teams.Match) error {
	for i := range ms {
		m := &ms[i]
		res, err := t.q.ExecContext(ctx, `INSERT INTO team_matches (tournament_id, round, home_team_id, away_team_id, home_status, away_status, extra)
			VALUES (?, ?, ?, ?, ?, ?, ?)`, m.Tournament, m.Round, m.Home, nullID(m.Away), statusText(m.HomeStatus), statusText(m.AwayStatus), m.Extra)
		if err != nil {
			return mapErr("CreateMatches", err)
		}
		id, err := res.LastInsertId()
		if err != nil {
			return mapErr("CreateMatches", err)
		}
		m.ID = id
		if err := t.saveBoards(ctx, *m); err != nil {
			return err
		}
	}
	return nil
}

func statusText(s team.Status) string {
	if s == team.NoShow || s == team.NotAdmitted {
		return "N"
	}
	return ""
}

func (t *TeamStore) SaveMatch(ctx context.Context, m teams.Match) error {
	res, err := t.q.ExecContext(ctx, `UPDATE team_matches SET home_status = ?, away_status = ? WHERE id = ?`,
		statusText(m.HomeStatus), statusText(m.AwayStatus), m.ID)
	if err != nil {
		return mapErr("SaveMatch", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return model.Errorf(model.NotFound, "SaveMatch", model.Msg("The match no longer exists."), nil)
	}
	return t.saveBoards(ctx, m)
}

func (t *TeamStore) saveBoards(ctx context.Context, m teams.Match) error {
	if _, err := t.q.ExecContext(ctx, `DELETE FROM team_boards WHERE match_id = ?`, m.ID); err != nil {
		return mapErr("SaveMatch", err)
	}
	for i, b := range m.Boards {
		res := ""
		if b.Result != team.NoResult {
			res = string(rune(b.Result))
		}
		if _, err := t.q.ExecContext(ctx, `INSERT INTO team_boards (match_id, board, home_player_id, away_player_id, result) VALUES (?, ?, ?, ?, ?)`,
			m.ID, i+1, nullID(b.Home), nullID(b.Away), res); err != nil {
			return mapErr("SaveMatch", err)
		}
	}
	return nil
}

func (t *TeamStore) Matches(ctx context.Context, id model.TournamentID) ([]teams.Match, error) {
	rows, err := t.q.QueryContext(ctx, `SELECT id, round, home_team_id, away_team_id, home_status, away_status, extra FROM team_matches
		WHERE tournament_id = ? ORDER BY round, id`, id)
	if err != nil {
		return nil, mapErr("Matches", err)
	}
	var out []teams.Match
	idx := map[int64]int{}
	for rows.Next() {
		m := teams.Match{Tournament: id}
		var away sql.NullInt64
		var hs, as string
		if err := rows.Scan(&m.ID, &m.Round, &m.Home, &away, &hs, &as, &m.Extra); err != nil {
			rows.Close()
			return nil, mapErr("Matches", err)
		}
		m.Away = teams.TeamID(away.Int64)
		if hs == "N" {
			m.HomeStatus = team.NoShow
		}
		if as == "N" {
			m.AwayStatus = team.NoShow
		}
		idx[m.ID] = len(out)
		out = append(out, m)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, mapErr("Matches", err)
	}
	brows, err := t.q.QueryContext(ctx, `SELECT b.match_id, b.home_player_id, b.away_player_id, b.result FROM team_boards b
		JOIN team_matches m ON m.id = b.match_id WHERE m.tournament_id = ? ORDER BY b.match_id, b.board`, id)
	if err != nil {
		return nil, mapErr("Matches", err)
	}
	defer brows.Close()
	for brows.Next() {
		var mid int64
		var h, a sql.NullInt64
		var res string
		if err := brows.Scan(&mid, &h, &a, &res); err != nil {
			return nil, mapErr("Matches", err)
		}
		b := teams.Board{Home: model.PlayerID(h.Int64), Away: model.PlayerID(a.Int64)}
		if res != "" {
			b.Result = team.Result(res[0])
		}
		if i, ok := idx[mid]; ok {
			out[i].Boards = append(out[i].Boards, b)
		}
	}
	return out, mapErr("Matches", brows.Err())
}

func (t *TeamStore) SaveRankingSize(ctx context.Context, id model.TournamentID, size int) error {
	_, err := t.q.ExecContext(ctx, `INSERT INTO team_ranking (tournament_id, size) VALUES (?, ?)
		ON CONFLICT (tournament_id) DO UPDATE SET size = excluded.size`, id, size)
	return mapErr("SaveRankingSize", err)
}

func (t *TeamStore) RankingSize(ctx context.Context, id model.TournamentID) (int, error) {
	var n int
	err := t.q.QueryRowContext(ctx, `SELECT size FROM team_ranking WHERE tournament_id = ?`, id).Scan(&n)
	if err == sql.ErrNoRows {
		return 0, model.Errorf(model.NotFound, "RankingSize", model.Msg("The team ranking's size is not set."), err)
	}
	return n, mapErr("RankingSize", err)
}
