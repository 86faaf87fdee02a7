package tournaments

import (
	"context"
	"strconv"
	"strings"

	"arbiter/engine/trf"
	"arbiter/model"
)

// trfPerson is a TRF 001 record read as registry fields.
type trfPerson struct {
	no            int
	surname, name string
	latin         string     // the 001 name as written, when in Latin letters
	birth         model.Date // zero when the file has none (or only a year)
	fideID        int64
}

func (p trfPerson) label() model.Text {
	return model.Msg("%q (starting no. %d)", p.surname+" "+p.name, p.no)
}

func readPerson(p trf.Player) trfPerson {
	out := trfPerson{no: p.ID}
	full := strings.TrimSpace(p.Name)
	if sur, name, ok := strings.Cut(full, ","); ok {
		out.surname, out.name = model.Trim(sur), model.Trim(name)
	} else {
		sur, name, _ := strings.Cut(full, " ")
		out.surname, out.name = model.Trim(sur), model.Trim(name)
	}
	if isASCII(full) {
		out.latin = full
	}
	b := strings.TrimSpace(p.BirthDate)
	if len(b) == 10 {
		if d, err := model.ParseDate(strings.ReplaceAll(b, "/", "-")); err == nil {
			out.birth = d
		}
	}
	if id, err := strconv.ParseInt(strings.TrimSpace(p.FideID), 10, 64); err == nil && id > 0 {
		out.fideID = id
	}
	return out
}

func isASCII(s string) bool {
	for _, r := range s {
		if r > 127 {
			return false
		}
	}
	return true
}

// matchPlayers resolves every TRF player to a registry player: by FIDE ID,
// else by surname, name (or Latin name) and birth date, else a new player.
// It returns start number → player ID.
func (s *Service) matchPlayers(ctx context.Context, req model.TRFImport, rep *model.TRFImportReport) (map[int]model.PlayerID, error) {
	all, err := s.store.Players(ctx, model.PlayerFilter{})
	if err != nil {
		return nil, err
	}
	ids := map[int]model.PlayerID{}
	owner := map[model.PlayerID]trfPerson{}
	for _, tp := range req.TRF.Players {
		p := readPerson(tp)
		id, err := s.matchOne(ctx, req, tp, p, all, rep)
		if err != nil {
			return nil, err
		}
		if err := checkImportedAge(req, p, all, id); err != nil {
			return nil, err
		}
		if prev, dup := owner[id]; dup {
			return nil, importErr(req, model.Msg("players %s and %s match the same registry player (no. %d); correct the file.", prev.label(), p.label(), id))
		}
		owner[id], ids[tp.ID] = p, id
	}
	return ids, nil
}

func (s *Service) matchOne(ctx context.Context, req model.TRFImport, tp trf.Player, p trfPerson, all []model.Player, rep *model.TRFImportReport) (model.PlayerID, error) {
	if p.fideID != 0 {
		for _, r := range all {
			if r.FIDEID == p.fideID {
				rep.Matched++
				return r.ID, nil
			}
		}
	}
	if p.surname == "" || p.name == "" {
		return 0, importErr(req, model.Msg("the player with starting no. %d has no surname and name.", p.no))
	}
	if p.birth.IsZero() {
		return 0, importErr(req, model.Msg("player %s has no birth date (YYYY/MM/DD): the age coefficient is unknown and no FIDE ID matches.", p.label()))
	}
	var found []model.Player
	for _, r := range all {
		if r.BirthDate == p.birth && sameName(r, p) {
			found = append(found, r)
		}
	}
	switch len(found) {
	case 1:
		rep.Matched++
		return found[0].ID, nil
	case 0:
		return s.createFromTRF(ctx, req, tp, p, rep)
	}
	nums := make([]string, len(found))
	for i, r := range found {
		nums[i] = strconv.FormatInt(int64(r.ID), 10)
	}
	return 0, importErr(req, model.Msg("player %s matches several registry players (nos. %s); add the FIDE ID to the file or fix the registry.", p.label(), strings.Join(nums, ", ")))
}

func sameName(r model.Player, p trfPerson) bool {
	if model.Fold(r.Surname) == model.Fold(p.surname) && model.Fold(r.Name) == model.Fold(p.name) {
		return true
	}
	if p.latin == "" {
		return false
	}
	latin := r.LatinName
	if latin == "" { // written in the national transliteration by the export (trfName)
		latin = model.LatinName(r.Surname, r.Name)
	}
	return latin != "" && latinKey(latin) == latinKey(p.latin)
}

func latinKey(s string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(model.Fold(s), ",", " ")), " ")
}

// createFromTRF adds a TRF player the registry does not have.
func (s *Service) createFromTRF(ctx context.Context, req model.TRFImport, tp trf.Player, p trfPerson, rep *model.TRFImportReport) (model.PlayerID, error) {
	np := model.Player{Surname: p.surname, Name: p.name, LatinName: p.latin, BirthDate: p.birth, Gender: model.Male,
		Citizenship: strings.ToUpper(strings.TrimSpace(tp.Federation)), FIDEID: p.fideID}
	if sx := strings.ToLower(strings.TrimSpace(tp.Sex)); sx == "w" || sx == "f" {
		np.Gender = model.Female
	}
	if !model.IsFederation(np.Citizenship) {
		np.Citizenship = model.DefaultCitizenship
	}
	if tp.Rating >= 1000 && tp.Rating <= 3000 {
		np.FIDERating = tp.Rating
	}
	if t, ok := model.NormalizeTitle(tp.Title); ok {
		np.Title = t
	}
	created, err := s.players().Create(ctx, np, model.SaveOptions{AgeOn: req.Date}) // the age on the tournament's day
	if err != nil {
		return 0, model.Errorf(model.KindOf(err), "ImportTRF", model.Msg("%splayer %s: %s", sourcePrefix(req), p.label(), model.MessageText(err)), err)
	}
	rep.Created++
	return created.ID, nil
}

// checkImportedAge applies checkAgeOnDay (admission_age.go) to a TRF player
// matched to an existing registry player (one the import creates is
// checked by CreatePlayer on the tournament's day).
func checkImportedAge(req model.TRFImport, p trfPerson, all []model.Player, id model.PlayerID) error {
	for _, r := range all {
		if r.ID != id {
			continue
		}
		if err := checkAgeOnDay("ImportTRF", r, req.Date); err != nil {
			return model.Errorf(model.KindOf(err), "ImportTRF", model.Msg("%splayer %s: %s", sourcePrefix(req), p.label(), model.MessageText(err)), err)
		}
	}
	return nil
}
