package registry

import (
	"context"

	"arbiter/model"
)

// dupKey is what makes two players likely duplicates: the folded surname
// and name and the birth date (checkDuplicate's rule).
type dupKey struct {
	surname, name string
	birth         model.Date
}

func dupKeyOf(p model.Player) dupKey {
	model.NormalizePlayer(&p)
	return dupKey{model.Fold(p.Surname), model.Fold(p.Name), p.BirthDate}
}

// dupIndex finds, in constant time, a player already in the registry or
// imported earlier in the same file with the same surname, name and birth
// date. An import used to ask the store for every player born on the
// line's day, so a file whose lines share a birth date took quadratic time
// (3,000 lines: 38 s).
type dupIndex map[dupKey]model.Player

// loadDupIndex indexes every player of the registry.
func loadDupIndex(ctx context.Context, st model.Store) (dupIndex, error) {
	all, err := st.Players(ctx, model.PlayerFilter{})
	if err != nil {
		return nil, err
	}
	ix := make(dupIndex, len(all))
	for _, p := range all {
		ix.add(p)
	}
	return ix, nil
}

// add records p; the first player with a key stays the one named.
func (ix dupIndex) add(p model.Player) {
	k := dupKeyOf(p)
	if _, ok := ix[k]; !ok {
		ix[k] = p
	}
}

// check returns the Conflict error wrapping ErrPossibleDuplicate that
// CreatePlayer would, when p matches a player in the index.
func (ix dupIndex) check(p model.Player) error {
	if q, ok := ix[dupKeyOf(p)]; ok {
		return model.PossibleDuplicate(q)
	}
	return nil
}

// fileFIDEIDs are the FIDE IDs of the lines read so far in one import,
// with the first line and player of each. A FIDE ID given twice in one
// file is named by that line: the player of the earlier line has no
// registry number yet (the import keeps nothing until the whole file is
// good), so the registry's check would name a number that does not exist.
type fileFIDEIDs map[int64]fideLine

type fideLine struct {
	line int
	name string
}

// check refuses p's FIDE ID if an earlier good line has it.
func (f fileFIDEIDs) check(p model.Player) error {
	if prev, ok := f[p.FIDEID]; ok && p.FIDEID != 0 {
		return model.Errorf(model.Conflict, "ImportPlayersCSV", model.Msg("FIDE ID %d is also on line %d of this file (%s). Check the number: each player has their own.", p.FIDEID, prev.line, prev.name), nil)
	}
	return nil
}

// add records the FIDE ID of p, imported from line.
func (f fileFIDEIDs) add(p model.Player, line int) {
	if p.FIDEID != 0 {
		f[p.FIDEID] = fideLine{line, p.FullName()}
	}
}
