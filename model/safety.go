package model

import (
	"context"
	"time"
)

// Data safety (README "Backups"): deleted records that can be brought back, the
// change counter a long computation checks before it writes, and the
// backup copies the store makes before big changes.

// DeletedKind is what a deleted record was.
type DeletedKind string

// The kinds of record whose deletion is recorded.
const (
	DeletedPlayer     DeletedKind = "player"
	DeletedClub       DeletedKind = "club"
	DeletedCoach      DeletedKind = "coach"
	DeletedTournament DeletedKind = "tournament"
)

// Label is the kind as the director reads it.
func (k DeletedKind) Label(lang Lang) string {
	switch k {
	case DeletedPlayer:
		return lang.Tr("player")
	case DeletedClub:
		return lang.Tr("club")
	case DeletedCoach:
		return lang.Tr("coach")
	case DeletedTournament:
		return lang.Tr("tournament")
	}
	return string(k)
}

// DeletedRecord is one deletion that can be undone.
type DeletedRecord struct {
	ID       int64
	Kind     DeletedKind
	RecordID int64  // the player's, club's, coach's or tournament's ID
	Name     string // its name when it was deleted
	At       time.Time
}

// SafetyStore is what the App needs for data safety. Deleting a
// player, club, coach (RegistryStore) or tournament records the record and
// what went with it; RestoreDeleted brings it back with its ID (Conflict if
// something took its place). TournamentVersion changes with every change
// of the tournament, its registrations, games and registered players.
// SaveCopy makes a backup copy for reason; it must not be called inside Tx.
type SafetyStore interface {
	DeleteTournament(ctx context.Context, id TournamentID) error
	DeletedRecords(ctx context.Context) ([]DeletedRecord, error)
	RestoreDeleted(ctx context.Context, id int64) (DeletedRecord, error)
	TournamentVersion(ctx context.Context, id TournamentID) (int64, error)
	SaveCopy(ctx context.Context, reason string) error
}

// BackupCopy is one backup copy of the data file (storage/backup).
type BackupCopy struct {
	Path   string
	Time   time.Time
	Reason string // migration, pairing, finish, daily, manual, restore
	Label  Text   // the reason as the director reads it
}

// FileStore is what the GUI needs of the data file itself: the backup
// copies, whether it can be changed, whether another window has it open,
// and a cheap counter of changes written by other connections.
type FileStore interface {
	BackupCopies() ([]BackupCopy, error)
	MakeBackup(ctx context.Context) (BackupCopy, error)
	// RestoreBackup puts the copy at path in place after saving the
	// current state as a copy, which it returns.
	RestoreBackup(ctx context.Context, path string) (BackupCopy, error)
	// ReadOnly is nil, or the error saying why the file cannot be changed.
	ReadOnly() error
	// ClaimWindow marks the file as open in this program's window and
	// reports whether another window already has it open.
	ClaimWindow() (openElsewhere bool)
	// ChangedElsewhere reports whether another copy of the program (or
	// arbiter-cli) committed a change since the last call; cheap enough to
	// poll every few seconds.
	ChangedElsewhere(ctx context.Context) (bool, error)
}
