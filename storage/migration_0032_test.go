package storage

import (
	"context"
	"database/sql"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"arbiter/engine/trf"
	"arbiter/model"
)

// fileAt makes a data file with the migrations up to and including
// version upTo applied and returns its database handle and path.
func fileAt(t *testing.T, upTo int) (*sql.DB, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "old.db")
	db, err := sql.Open("sqlite", dsn(path, pragmas()))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	old := &core{db: db, q: db, path: path, hooks: &hooks{}}
	ms, err := loadMigrations()
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range ms {
		if m.version <= upTo {
			if err := old.apply(context.Background(), m); err != nil {
				t.Fatal(err)
			}
		}
	}
	return db, path
}

// openAt is fileAt with a tournament of two players.
func openAt(t *testing.T, upTo int) (*sql.DB, string) {
	t.Helper()
	ctx := context.Background()
	db, path := fileAt(t, upTo)
	for _, q := range []string{
		`INSERT INTO players (id, surname, name, birth_date, gender) VALUES (1, 'Шевченко', 'Іван', '2001-02-03', 'm')`,
		`INSERT INTO players (id, surname, name, birth_date, gender) VALUES (2, 'Бойко', 'Олена', '2002-03-04', 'f')`,
		`INSERT INTO tournaments (id, name, start_date, end_date, kind, system, rounds, tiebreaks)
			VALUES (1, 'Кубок', '2026-03-01', '2026-03-02', 'classical', 'swiss-dutch', 3, 'BH')`,
		`INSERT INTO tournament_players (tournament_id, player_id, start_no) VALUES (1, 1, 1), (1, 2, 2)`,
	} {
		if _, err := db.ExecContext(ctx, q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	return db, path
}

// TestMigration0032SameRules: the rebuilt tournament_games accepts and
// refuses exactly what the table of 0002/0003 did, for every one-letter
// colour and result, and for empty, two-letter, lower- and upper-case and
// non-ASCII values, rounds, opponents and boards out of range.
func TestMigration0032SameRules(t *testing.T) {
	var values []string
	for c := 0x20; c < 0x7f; c++ {
		values = append(values, string(rune(c)))
	}
	values = append(values, "", "ww", "10", " 1", "ж", "½")
	type row struct {
		round, opponent, board int
		colour, result         string
	}
	var rows []row
	for _, v := range values {
		rows = append(rows, row{1, 2, 1, v, "1"}, row{1, 2, 1, "w", v})
	}
	rows = append(rows, row{0, 2, 1, "w", "1"}, row{1, 0, 1, "w", "1"}, row{1, -1, 1, "w", "1"}, row{1, 2, -1, "w", "1"})
	accepted := func(db *sql.DB) []bool {
		var out []bool
		for _, r := range rows {
			_, err := db.Exec(`INSERT INTO tournament_games (tournament_id, round, start_no, opponent_no, colour, result, board)
				VALUES (1, ?, 1, ?, ?, ?, ?)`, r.round, r.opponent, r.colour, r.result, r.board)
			out = append(out, err == nil)
			if err == nil {
				if _, err := db.Exec(`DELETE FROM tournament_games`); err != nil {
					t.Fatal(err)
				}
			} else if !strings.Contains(err.Error(), "CHECK") {
				t.Fatalf("%+v: %v", r, err)
			}
		}
		return out
	}
	before, _ := openAt(t, 31)
	after, _ := openAt(t, 32)
	was, is := accepted(before), accepted(after)
	n := 0
	for i := range rows {
		if was[i] != is[i] {
			t.Errorf("%+v: accepted before 0032 %v, after %v", rows[i], was[i], is[i])
		}
		if is[i] {
			n++
		}
	}
	if n != 3+13 { // 3 colours with result 1, 13 results with colour w
		t.Errorf("%d rows accepted, want 16 (3 colours, 13 results)", n)
	}
}

// TestMigration0032KeepsGames: the games of a file made before 0032 read
// back the same after it, and every write still changes the tournament's
// version.
func TestMigration0032KeepsGames(t *testing.T) {
	ctx := context.Background()
	db, path := openAt(t, 31)
	if _, err := db.Exec(`INSERT INTO tournament_games (tournament_id, round, start_no, opponent_no, colour, result, board)
		VALUES (1, 1, 1, 2, 'w', '=', 1), (1, 1, 2, 1, 'b', '=', 1), (1, 2, 1, NULL, '-', 'U', 0), (1, 2, 2, NULL, '-', 'Z', 0),
		(1, 3, 1, NULL, '-', ' ', 0)`); err != nil {
		t.Fatal(err)
	}
	var version int64
	if err := db.QueryRow(`SELECT version FROM tournaments WHERE id = 1`).Scan(&version); err != nil {
		t.Fatal(err)
	}
	db.Close()
	s, err := openTest(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	want := []model.RoundGame{
		{TournamentID: 1, Round: 1, StartNo: 1, Opponent: 2, Colour: trf.White, Result: trf.Draw, Board: 1},
		{TournamentID: 1, Round: 1, StartNo: 2, Opponent: 1, Colour: trf.Black, Result: trf.Draw, Board: 1},
		{TournamentID: 1, Round: 2, StartNo: 1, Colour: trf.NoColour, Result: trf.PAB},
		{TournamentID: 1, Round: 2, StartNo: 2, Colour: trf.NoColour, Result: trf.ZeroBye},
		{TournamentID: 1, Round: 3, StartNo: 1, Colour: trf.NoColour, Result: trf.NoResult},
	}
	if got, err := s.Games(ctx, 1); err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("games after 0032: %v\n%+v\nwant\n%+v", err, got, want)
	}
	if v, err := s.TournamentVersion(ctx, 1); err != nil || v != version {
		t.Fatalf("version after 0032: %d, %v; was %d", v, err, version)
	}
	for _, step := range []struct {
		name string
		do   func(model.Store) error
	}{
		{"insert", func(tx model.Store) error {
			return tx.AddGames(ctx, []model.RoundGame{{TournamentID: 1, Round: 3, StartNo: 2, Colour: trf.NoColour, Result: trf.HalfBye}})
		}},
		{"update", func(tx model.Store) error {
			return tx.UpdateGame(ctx, model.RoundGame{TournamentID: 1, Round: 1, StartNo: 1, Opponent: 2, Colour: trf.White, Result: trf.Win, Board: 1})
		}},
		{"delete", func(tx model.Store) error { return tx.DeleteGames(ctx, 1, 3) }},
	} {
		before, _ := s.TournamentVersion(ctx, 1)
		if err := s.Tx(ctx, step.do); err != nil {
			t.Fatalf("%s: %v", step.name, err)
		}
		if after, _ := s.TournamentVersion(ctx, 1); after <= before {
			t.Errorf("%s: version %d -> %d", step.name, before, after)
		}
	}
	var ddl string
	if err := s.db.QueryRow(`SELECT group_concat(sql, ';') FROM sqlite_schema WHERE tbl_name = 'tournament_games'`).Scan(&ddl); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"instr('wb-', colour)", "tournament_games_version_insert", "tournament_games_version_update", "tournament_games_version_delete"} {
		if !strings.Contains(ddl, want) {
			t.Errorf("the schema of tournament_games lacks %q:\n%s", want, ddl)
		}
	}
	if strings.Contains(ddl, "0032") {
		t.Errorf("the temporary name is left in the schema:\n%s", ddl)
	}
}
