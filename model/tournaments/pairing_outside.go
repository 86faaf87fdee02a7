package tournaments

import (
	"context"
	"errors"
	"sort"

	"arbiter/engine/trf"
	"arbiter/model"
)

// errNotLaterSwiss: pairSwissOutside(laterOnly) leaves the round to the
// general path of pairNextRound.
var errNotLaterSwiss = errors.New("not a Swiss round after the first")

// afterPairingComputed, when set (tests), runs between computing a Swiss
// pairing and writing it.
var afterPairingComputed func()

// pairSwissOutside pairs the next Swiss round without holding the write
// lock while the engine works (3,000 players take minutes): the tournament
// and its change counter are read in one read transaction and the pairing
// is computed from them; then a short write transaction checks that the
// counter is unchanged and writes the round, or refuses (Conflict) when
// another copy of Arbiter changed the tournament meanwhile.
//
// With laterOnly it pairs only a Swiss round after the first and returns
// errNotLaterSwiss, having read nothing else, for anything else; it then
// makes the backup copy before pairing itself (README "Backups"), without laterOnly
// the caller has made it.
//
// While the engine works, which takes one core, the other reads what only
// the board list needs (the players' names, in the same read transaction)
// and makes the backup copy on a connection of its own: the
// data file's share of a pairing is mostly reading and writing the rounds
// (docs/pairing-speed.md). The copy is finished before the round is written, so it
// holds the tournament as it was before.
func (s *Service) pairSwissOutside(ctx context.Context, id model.TournamentID, laterOnly bool) (model.RoundView, error) {
	var rows []model.RoundGame
	var version int64
	var round int
	var l *loaded
	copied := func() {}
	defer func() { copied() }()
	err := s.readTx(ctx, func(c core) error {
		tx := c.tournaments()
		var err error
		if version, err = tx.store.TournamentVersion(ctx, id); err != nil {
			return err
		}
		l, err = tx.loadBare(ctx, id)
		if err != nil {
			return err
		}
		if laterOnly && (l.isKnockout() || l.isRoundRobin() || l.paired == 0) {
			return errNotLaterSwiss
		}
		if err := l.pairRefusal(); err != nil {
			return err
		}
		if err := tx.editRefusal(ctx, l); err != nil { // fide_manual.go
			return err
		}
		round = l.paired + 1
		tt, abs, err := l.pairingInput(ctx, round)
		if err != nil {
			return err
		}
		if laterOnly {
			copied = s.startCopy(ctx, model.BackupBeforePairing)
		}
		names := tx.startNames(ctx, l)
		rows, err = tx.swissRows(ctx, l, tt, abs)
		if nerr := names(); err == nil {
			err = nerr
		}
		return err
	})
	if err != nil {
		return model.RoundView{}, err
	}
	if afterPairingComputed != nil {
		afterPairingComputed()
	}
	copied()
	// The board list is made while the round is written. Nothing else
	// changes before the write (the version is checked), so the tournament
	// is then l with the new rows: the view is made from them instead of
	// loading the tournament again (docs/pairing-speed.md: the data file's share).
	view := make(chan model.RoundView, 1)
	go func() {
		l.addRows(rows)
		view <- l.view(l.paired)
	}()
	err = s.inTx(ctx, func(tx *Service) error {
		now, err := tx.store.TournamentVersion(ctx, id)
		if err != nil {
			return err
		}
		if now != version {
			return model.Errorf(model.Conflict, "PairNextRound", model.Msg("While round %d was being paired, the tournament changed (another copy of Arbiter or arbiter-cli made changes); the pairing was not saved. Check the changes and pair again.", round), nil)
		}
		if err := tx.store.AddGames(ctx, rows); err != nil {
			return err
		}
		return nil
	})
	if err != nil {
		return model.RoundView{}, err
	}
	return <-view, nil
}

// addRows adds newly stored round entries to l as loading them would
// (Store.Games: by round, then start number; no colour or result is the
// "none" code).
func (l *loaded) addRows(rows []model.RoundGame) {
	for _, g := range rows {
		if g.Colour == 0 {
			g.Colour = trf.NoColour
		}
		if g.Result == 0 {
			g.Result = trf.NoResult
		}
		l.games = append(l.games, g)
		l.paired = max(l.paired, g.Round)
	}
	sort.SliceStable(l.games, func(i, j int) bool {
		a, b := l.games[i], l.games[j]
		return a.Round < b.Round || (a.Round == b.Round && a.StartNo < b.StartNo)
	})
}
