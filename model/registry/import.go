package registry

import (
	"context"
	"errors"
	"io"

	"arbiter/model"
	"arbiter/model/i18n"
)

// ImportOptions are the confirmations for ImportPlayersCSV.
type ImportOptions struct {
	// AllowDuplicates imports lines whose surname, name and birth date match
	// a player already in the registry (or an earlier line).
	AllowDuplicates bool
	// Encoding forces the file's encoding (one of Encodings); empty detects
	// it (DecodeText).
	Encoding string
}

// ImportResult counts what an import created.
type ImportResult struct {
	Players, Clubs, Coaches, Settlements int
}

// ImportPlayersCSV reads a player CSV (see PlayerCSV; UTF-8 or
// Windows-1251; ',' ';' or tab separated) and adds every player in one
// transaction, creating the clubs, coaches and settlements it names that do
// not exist yet (matched by name, case-insensitively). All or nothing: if
// any line is bad nothing is imported and the Invalid *Error wraps an
// *ImportError listing every bad line with its number and reason.
func (s *Service) ImportPlayersCSV(ctx context.Context, r io.Reader, opt ImportOptions) (ImportResult, error) {
	rows, bad, err := readPlayersCSV(r, opt.Encoding)
	if err != nil {
		return ImportResult{}, err
	}
	var res ImportResult
	err = s.inTx(ctx, func(tx *Service) error {
		im := &importer{svc: tx, opt: opt, res: &res}
		if err := im.load(ctx); err != nil {
			return err
		}
		for _, row := range rows {
			if err := im.add(ctx, row); model.IsKind(err, model.Internal) {
				return err // the file is not at fault: stop, keep nothing
			} else if err != nil {
				bad = append(bad, LineError{row.line, lineMessage(err)})
			}
		}
		if len(bad) > 0 {
			sortLineErrors(bad)
			return model.Errorf(model.Invalid, "ImportPlayersCSV", model.Msg("The file has %s; nothing was imported. Fix them and try again.", i18n.Count{N: len(bad), Key: "%d bad line|%d bad lines"}),
				&ImportError{Lines: bad})
		}
		return nil
	})
	if err != nil {
		return ImportResult{}, err
	}
	return res, nil
}

func sortLineErrors(l []LineError) {
	for i := 1; i < len(l); i++ {
		for j := i; j > 0 && l[j].Line < l[j-1].Line; j-- {
			l[j], l[j-1] = l[j-1], l[j]
		}
	}
}

// importer holds the name → ID indexes of one import transaction.
type importer struct {
	svc         *Service
	opt         ImportOptions
	res         *ImportResult
	settlements map[string]model.SettlementID
	clubs       map[string]model.ClubID
	coaches     map[string]model.CoachID
	dups        dupIndex
	fideIDs     fileFIDEIDs
}

func (im *importer) load(ctx context.Context) error {
	im.settlements, im.clubs, im.coaches = map[string]model.SettlementID{}, map[string]model.ClubID{}, map[string]model.CoachID{}
	im.fideIDs = fileFIDEIDs{}
	var err error
	if im.dups, err = loadDupIndex(ctx, im.svc.store()); err != nil {
		return err
	}
	sts, err := im.svc.store().Settlements(ctx)
	if err != nil {
		return err
	}
	for _, x := range sts {
		im.settlements[model.Fold(x.Name)] = x.ID
	}
	cls, err := im.svc.store().Clubs(ctx)
	if err != nil {
		return err
	}
	for _, x := range cls {
		im.clubs[model.Fold(x.Name)] = x.ID
	}
	cos, err := im.svc.store().Coaches(ctx)
	if err != nil {
		return err
	}
	for _, x := range cos {
		im.coaches[model.Fold(x.Name)] = x.ID
	}
	return nil
}

// add imports one row; a model error says what is wrong with the line.
func (im *importer) add(ctx context.Context, row csvRow) error {
	p, l, err := parsePlayerRow(row.cells)
	if err != nil {
		return err
	}
	if p.ClubID, err = im.club(ctx, l.Club, l.ClubSettlement); err != nil {
		return err
	}
	if p.CoachID, err = im.coach(ctx, l.Coach, l.CoachSettlement); err != nil {
		return err
	}
	if !im.opt.AllowDuplicates {
		if err := im.dups.check(p); err != nil {
			return err
		}
	}
	if err := im.fideIDs.check(p); err != nil {
		return err
	}
	// The duplicate check is the index's (above), not CreatePlayer's query.
	saved, err := im.svc.CreatePlayer(ctx, p, model.SaveOptions{AllowDuplicate: true})
	if err != nil {
		return err
	}
	im.dups.add(saved)
	im.fideIDs.add(saved, row.line)
	im.res.Players++
	return nil
}

// lineMessage is the reason printed for a bad line.
func lineMessage(err error) model.Text {
	if errors.Is(err, model.ErrPossibleDuplicate) {
		return model.Msg("%s To import anyway, repeat with --allow-duplicates.", model.MessageText(err))
	}
	return model.MessageText(err)
}

func (im *importer) settlement(ctx context.Context, name string) (model.SettlementID, error) {
	if name = model.Trim(name); name == "" {
		return 0, nil
	}
	if id, ok := im.settlements[model.Fold(name)]; ok {
		return id, nil
	}
	st, err := im.svc.CreateSettlement(ctx, model.Settlement{Name: name})
	if err != nil {
		return 0, err
	}
	im.settlements[model.Fold(name)] = st.ID
	im.res.Settlements++
	return st.ID, nil
}

func (im *importer) club(ctx context.Context, name, settlement string) (model.ClubID, error) {
	if name = model.Trim(name); name == "" {
		return 0, nil
	}
	if id, ok := im.clubs[model.Fold(name)]; ok {
		return id, nil
	}
	sid, err := im.settlement(ctx, settlement)
	if err != nil {
		return 0, err
	}
	c, err := im.svc.CreateClub(ctx, model.Club{Name: name, SettlementID: sid})
	if err != nil {
		return 0, err
	}
	im.clubs[model.Fold(name)] = c.ID
	im.res.Clubs++
	return c.ID, nil
}

func (im *importer) coach(ctx context.Context, name, settlement string) (model.CoachID, error) {
	if name = model.Trim(name); name == "" {
		return 0, nil
	}
	if id, ok := im.coaches[model.Fold(name)]; ok {
		return id, nil
	}
	sid, err := im.settlement(ctx, settlement)
	if err != nil {
		return 0, err
	}
	c, err := im.svc.CreateCoach(ctx, model.Coach{Name: name, SettlementID: sid})
	if err != nil {
		return 0, err
	}
	im.coaches[model.Fold(name)] = c.ID
	im.res.Coaches++
	return c.ID, nil
}
