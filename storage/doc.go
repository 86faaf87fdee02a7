// Package storage keeps Arbiter's data in one SQLite file
// (modernc.org/sqlite, no cgo). Open returns a DB that hands out one store
// per domain (stores.go), each implementing its model interfaces and
// pinned to them at compile time: RegistryStore, TournamentStore,
// PlayoffStore, SeasonStore, FIDEStore, PersonalStore, FileStore,
// RatingStore (model/ratings), TeamStore (model/teams), ClosingStore
// (model/closing) and DiplomaStore (model/diplomas). They share one core
// (core.go: the connection pool, the transaction and the hooks), so a
// transaction of one binds them all; DB.Model joins the model root's
// stores into model.Store, DB.Stores gives every store to model/datafile. Every public method is one statement or one transaction; the schema
// is embedded, numbered SQL migrations.
//
// # Opening
//
// Open(path) checks the file before SQLite may change anything (check.go):
// the 100-byte header is read by hand, then the contents through a
// read-only, immutable connection (no locks, no -wal/-shm files) — or, when
// a -wal journal lies beside the file, through a private copy of the file
// and its journal, so a refused file's journal is never replayed or
// checkpointed. A 0-byte file, a file that is not SQLite, another program's
// SQLite database (no tables at all, no schema_migrations and players
// tables, or a foreign PRAGMA application_id), a corrupt or truncated file,
// or a schema newer than this program is refused with a *model.Error and
// left byte-identical with its -wal/-shm. A missing file is created only in
// an existing folder (OpenDefault creates the default folder), built aside
// and put in place finished (open.go). A file without write permission is
// opened read-only (ReadOnly says why; every Tx returns that error).
// Otherwise the database is opened with journal_mode=WAL, foreign_keys=1,
// busy_timeout=5000 and synchronous=FULL on every connection; the applied
// migrations are read in a plain read, and only when one is due does Open
// take the write lock to apply it.
//
// Tx begins IMMEDIATE (it writes); ReadTx is a deferred read transaction that
// neither waits for nor blocks a writer. A write that waits longer than the
// busy timeout is refused with "another copy of Arbiter is writing".
//
// # Migrations
//
// migrations/NNNN_name.sql are applied in version order (gaps allowed),
// each in its own transaction that also records it in schema_migrations and
// stamps the application ID (ApplicationID):
//
//   - 0001_registry.sql: settlements, clubs, coaches, players (registry.go,
//     players.go);
//   - 0002_season.sql: seasons with their rule sets, tournaments,
//     registrations (tournament_players, with the club and coach declared
//     there), games and final places (season.go, tournament.go);
//   - 0003_tournament_day.sql: the tournament-day settings (JSON), the
//     desk's fee, check-in, withdrawal and byes, board numbers, forbidden
//     pairs, the director's audit and knockout games (tournament_day.go);
//   - 0020_season_main.sql: the main club and coach chosen for a player who
//     declared different ones in a season (season_main.go);
//   - 0021_data_safety.sql: deleted_records (a deleted player, club, coach
//     or tournament with every row its delete removes or nulls, as JSON,
//     restored by RestoreDeleted; deleted.go) and the tournaments.version
//     change counter kept by triggers (TournamentVersion: a pairing
//     computed outside the write transaction is written only if unchanged);
//   - 0022_rating_lists.sql: the imported rating lists, the last FIDE list
//     kept whole for the registration desk, and each player's ratings with
//     K-factor, period and source (ratings.go, which implements
//     model/ratings.Store; its bulk insert is prepared once per
//     transaction and kept in Store.stmts);
//   - 0023_tournament_evening.sql: how a tournament's starting numbers are
//     made — by rating, fixed by hand, or by a lot with its seed
//     (start_order.go);
//   - 0024_diploma_templates.sql: the diploma template of a season or a
//     tournament — organisation, emblem (base64), city, signature lines,
//     the wording of each degree, the text-only mode for pre-printed
//     blanks with each field's offset (diplomas.go, Store implementing
//     model/diplomas.Store);
//   - 0025_teams.sql: team competitions: the settings of a team tournament,
//     teams with the declared order of members, the matches of each round
//     and their boards (teams.go, TeamStore implementing model/teams.Store);
//   - 0027_closing.sql: closing a qualifier: each season's norm table, the
//     norms players fulfilled, a tournament's fee schedule, prize-fund share,
//     sponsors and prize split, the reason of a registration's fee, the
//     prizes (closing.go, implementing model/closing.Store);
//   - 0028_name_keys.sql: settlements, clubs and coaches are unique by
//     name_key, model.Fold of the name (case, apostrophes, spaces), which
//     registry.go writes with every name; an older file gets its keys on
//     the first open after the migration (fillNameKeys, migrate.go);
//   - 0029_teams_rules.sql: the composition rules of a team tournament
//     (boys, girls, one club), the extra match for first place (a match
//     flagged extra after the last round) and the size of the §2 team
//     ranking of an individual tournament (teams.go);
//   - 0030_playoffs.sql: the play-off rule of an individual tournament
//     (the places, the tie size, the form, the extra match for first
//     place) and the play-off games in recording order, the players by
//     registry ID (playoffs.go, implementing model.PlayoffStore);
//   - 0031_judging_panel.sql: a tournament's judging panel — each judge's
//     name, role and category in order, which decides whether a norm
//     counts (ЄСКУ; closing_panel.go, implementing model/closing.Store);
//   - 0032_games_checks.sql: tournament_games made anew with the same
//     columns, keys and rules, its colour and result checked by instr()
//     instead of IN lists, which cost a third of writing a round
//     (docs/pairing-speed.md); the version triggers of 0021 made again;
//   - 0033_prize_split_place.sql: tournament_money made anew so that its
//     split also takes 'place' (the prize follows the tie-break place,
//     seed 003 §4–§5);
//   - 0034_knockout_armageddon.sql: the colours of a knockout match's
//     Armageddon, chosen before it is played — White, by lot (with the
//     seed) or by the director (knockout_armageddon.go, implementing
//     model.KnockoutColourStore), with version triggers as 0021's.
//   - 0036_fide_mode.sql: a tournament's FIDE mode once set (imported, or
//     left with its round and time, never to return: a trigger refuses
//     it) and its pairing-integrity events — kind, round, time, text
//     (fide_mode.go, implementing model.FIDEStore; FIDE C.02 VCL4THP.13).
//   - 0037_pairing_edits.sql: the Swiss round whose pairings are being
//     edited by hand, and since when ("edit pairings" … "validate
//     pairings", FIDE C.02 VCL4THP.13 Q65; fide_mode.go).
//   - 0041_ratings_by_period.sql: every imported rating kept by list and
//     period (rating_history; SetPlayerRating writes it too), the lists
//     the director loaded under a name of his own, a tournament's rating
//     rule (method, list sequence, period, the admission rating, the order
//     of equal ratings, the consistency check) and where each
//     registration's tournament rating came from (rating_rules.go,
//     implementing model.RatingRuleStore; FIDE C.02 VCL4THP.13 Q116–146).
//   - 0045_team_places.sql: a finished team tournament's final places and
//     primary score on its teams, which the next stage qualifies from
//     (teams.go; model/teams finish.go).
//   - 0049_chess960.sql: a Chess960 tournament's mark and each round's
//     starting position — SP number, drawn or entered by hand, when
//     (chess960.go, implementing model.Chess960Store; FIDE Laws,
//     Guidelines II; FIDE C.02 VCL4THP.13 Q222).
//
// Why the numbers jump. Migrations are numbered when the work that needs
// them is planned, not when it lands, and several pieces of work were
// built at once: 0003 onwards was kept for the tournament day (only 0003
// was needed), the season's main declarations took 0020, and 0021–0028
// were handed out to the second wave's issues (0021 data safety, 0022
// rating lists, 0023 the tournament evening, 0024 printout templates,
// 0025 teams, 0026 stages, 0027 closing, norms and fees, 0028 the rooms
// refactor) — a number whose work needed no schema change stays unused:
// 0026 was kept for stages, whose sources and rule went into the
// tournament-day settings that 0003 already stores (tournament_text.go).
// Nothing is renumbered: a released file keeps its number for ever, since
// schema_migrations records versions, and Open applies whatever is
// missing in version order, so a gap is harmless. A new migration takes
// the next number above the highest one here.
//
// Never edit a released migration: a database made by an earlier version
// has already applied it. Change the schema with a new numbered file.
//
// # Writing methods
//
// Query through s.q, which is the *sql.DB or, inside Store.Tx, the
// transaction, so the same method works in both. Turn every database error
// into a *model.Error with mapErr (constraint violations become Conflict or
// Invalid) and a missing row into NotFound with notFound; no method returns
// a raw driver error. Store 0 IDs as NULL (nullID).
//
// # Not here
//
// No validation beyond the schema's constraints and no sorting for display:
// model.App does both. No other store: model's tests use this one on a
// file in a temp dir.
package storage
