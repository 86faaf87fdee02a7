package ratings

import (
	"context"
	"encoding/csv"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"arbiter/engine/ratinglist"
	"arbiter/engine/ratingmethod"
	"arbiter/model"

	"arbiter/model/i18n"
	"arbiter/model/registry"
)

// NationalColumns are the columns a national list CSV may have; rating and
// either fide_id or surname and name are required.
var NationalColumns = []string{"fide_id", "surname", "name", "patronymic", "birth_date", "birth_year", "rating", "k"}

// nationalAliases are the headers the federation's spreadsheets use (keys
// folded as model.CSVColumnKey folds them).
var nationalAliases = map[string]string{
	"id_fide": "fide_id", "фіде_id": "fide_id", "id_фіде": "fide_id", "fide": "fide_id",
	"прізвище": "surname", "імя": "name", "по_батькові": "patronymic",
	"дата_народження": "birth_date", "рік_народження": "birth_year", "р.н.": "birth_year", "рн": "birth_year",
	"рейтинг": "rating", "рейтинг_фшу": "rating", "національний_рейтинг": "rating", "national_rating": "rating",
	"коефіцієнт": "k", "k-фактор": "k", "k_factor": "k",
}

// NationalOptions describe a national list.
type NationalOptions struct {
	Name       string            // the file name, recorded as the source
	Period     ratinglist.Period // required
	AllowOlder bool              // confirms a list older than the last national one
	// User names a list of the director's own (FIDE C.02 Q117: a club's
	// or a city's list, "Kyiv"): its ratings are kept by period under
	// "user:NAME" (ratingmethod.User) and leave the registry's national
	// rating alone.
	User string
}

// NationalReport says what a national import did.
type NationalReport struct {
	List      List
	Unmatched []int // lines whose player is not in the registry
	// UnmatchedNames are the players of those lines as the list names
	// them («Савченко Юлія, FIDE 14109603»), one for each Unmatched line,
	// so the report names whom it could not import.
	UnmatchedNames []string
}

const maxNationalBytes = 64 << 20

// ImportNationalCSV reads the national rating list and sets the national
// rating of every registry player it names (by FIDE ID, otherwise by
// surname, name and — when given — birth year), with the period and the
// source, all in one transaction. A bad line rejects the whole file with
// every bad line listed (a registry.ImportError); lines naming no registry
// player are reported, not refused.
func (s *Service) ImportNationalCSV(ctx context.Context, r io.Reader, opt NationalOptions) (NationalReport, error) {
	const op = "ratings.ImportNationalCSV"
	if opt.Period.IsZero() {
		return NationalReport{}, model.Errorf(model.Invalid, op, model.Msg("Give the period of the national list (year and month, e.g. 2026-12)."), nil)
	}
	b, err := io.ReadAll(io.LimitReader(r, maxNationalBytes+1))
	if err != nil {
		return NationalReport{}, model.Errorf(model.Invalid, op, model.Msg("Cannot read the CSV file."), err)
	}
	if len(b) > maxNationalBytes {
		return NationalReport{}, model.Errorf(model.Invalid, op, model.Msg("The CSV file is too large (over 64 MB)."), nil)
	}
	text, err := model.DecodeCSVText(b)
	if err != nil {
		return NationalReport{}, err // not UTF-8 nor Windows-1251: refused, nothing stored garbled
	}
	cr := csv.NewReader(strings.NewReader(text))
	cr.Comma = model.CSVSeparator(text)
	cr.FieldsPerRecord = -1
	cr.TrimLeadingSpace = cr.Comma != '\t'
	cr.LazyQuotes = cr.Comma == '\t'
	header, err := cr.Read()
	if err != nil {
		return NationalReport{}, model.Errorf(model.Invalid, op, model.Msg("The CSV file is empty or unreadable: it needs a header line and player lines."), err)
	}
	cols, err := nationalHeader(op, header)
	if err != nil {
		return NationalReport{}, err
	}
	type row struct {
		line  int
		cells map[string]string
	}
	var rows []row
	var bad []registry.LineError
	for {
		rec, err := cr.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return NationalReport{}, model.Errorf(model.Invalid, op, model.Msg("CSV format error (most often unbalanced quotes). Nothing was imported."), err)
		}
		line, _ := cr.FieldPos(0)
		if len(rec) == 1 && strings.TrimSpace(rec[0]) == "" {
			continue
		}
		if len(rec) != len(cols) {
			bad = append(bad, registry.LineError{Line: line, Msg: model.Msg("%d cells instead of %d as in the header.", len(rec), len(cols))})
			continue
		}
		cells := map[string]string{}
		for i, c := range cols {
			cells[c] = strings.TrimSpace(rec[i])
		}
		rows = append(rows, row{line, cells})
	}
	if len(rows)+len(bad) == 0 {
		return NationalReport{}, model.Errorf(model.Invalid, op, model.Msg("The CSV file has no player lines."), nil)
	}
	rep := NationalReport{List: List{Source: National, Kind: "national", Period: opt.Period, File: baseName(opt.Name), ImportedAt: s.now(), Players: len(rows)}}
	source := s.Lang.Tr("UCF ") + rep.List.File
	user := strings.TrimSpace(opt.User)
	if user != "" {
		if !ratingmethod.User(user).IsUser() || strings.ContainsAny(user, ",:") {
			return NationalReport{}, model.Errorf(model.Invalid, op, model.Msg("The list name %q cannot hold a comma or a colon.", user), nil)
		}
		rep.List.Source, rep.List.Kind = UserSource, string(ratingmethod.User(user))
		source = user + " " + rep.List.File
	}
	err = s.store.RatingsTx(ctx, func(st Store) error {
		if user == "" {
			if err := checkPeriod(ctx, st, National, opt.Period, opt.AllowOlder); err != nil {
				return err
			}
		}
		all, err := st.Players(ctx, model.PlayerFilter{})
		if err != nil {
			return err
		}
		byFIDE := map[int64]model.Player{}
		byName := map[string][]model.Player{}
		for _, p := range all {
			if p.FIDEID != 0 {
				byFIDE[p.FIDEID] = p
			}
			k := NameKey(p.Surname + " " + p.Name)
			byName[k] = append(byName[k], p)
		}
		done := map[model.PlayerID]int{}
		for _, r := range rows {
			rating, k, p, found, msg := matchNational(r.cells, byFIDE, byName)
			if !msg.IsZero() {
				bad = append(bad, registry.LineError{Line: r.line, Msg: msg})
				continue
			}
			if !found {
				rep.Unmatched = append(rep.Unmatched, r.line)
				rep.UnmatchedNames = append(rep.UnmatchedNames, listedName(r.cells))
				continue
			}
			if prev, ok := done[p.ID]; ok {
				bad = append(bad, registry.LineError{Line: r.line, Msg: model.Msg("the same player as on line %d (%s).", prev, p.FullName())})
				continue
			}
			done[p.ID] = r.line
			rep.List.Matched++
			if user != "" {
				if err := st.AddHistoryRating(ctx, PlayerRating{PlayerID: p.ID, System: System(ratingmethod.User(user)), Rating: rating, K: k, Period: opt.Period, Source: source}); err != nil {
					return err
				}
				continue
			}
			if p.NationalRating != rating {
				p.NationalRating = rating
				if err := st.UpdatePlayer(ctx, p); err != nil {
					return err
				}
			}
			if err := st.SetPlayerRating(ctx, PlayerRating{PlayerID: p.ID, System: NationalList, Rating: rating, K: k, Period: opt.Period, Source: source}); err != nil {
				return err
			}
		}
		if len(bad) > 0 {
			return model.Errorf(model.Invalid, op, model.Msg("The file has %d bad lines; nothing was imported. Fix them and try again.", len(bad)), &registry.ImportError{Lines: bad})
		}
		if user != "" {
			return st.AddUserList(ctx, user, &rep.List)
		}
		return st.AddList(ctx, &rep.List)
	})
	if err != nil {
		return NationalReport{}, err
	}
	return rep, nil
}

func nationalHeader(op string, header []string) ([]string, error) {
	cols, err := model.CSVHeader(op, header, NationalColumns, nationalAliases)
	if err != nil {
		return nil, err
	}
	seen := func(c string) bool { return slices.Contains(cols, c) }
	if !seen("rating") || !seen("fide_id") && !(seen("surname") && seen("name")) {
		return nil, model.Errorf(model.Invalid, op, model.Msg("Line 1: the columns rating and fide_id, or surname and name, are required."), nil)
	}
	return cols, nil
}

// matchNational reads one line and finds its registry player.
// listedName is a line's player as the list gives them: surname and
// name, and the FIDE ID when the line has one.
func listedName(c map[string]string) string {
	name := strings.TrimSpace(c["surname"] + " " + c["name"])
	if id := c["fide_id"]; id != "" {
		if name == "" {
			return "FIDE " + id
		}
		return name + ", FIDE " + id
	}
	return name
}

func matchNational(c map[string]string, byFIDE map[int64]model.Player, byName map[string][]model.Player) (rating, k int, p model.Player, found bool, msg model.Text) {
	rating, err := strconv.Atoi(c["rating"])
	if c["rating"] == "" {
		rating, err = 0, nil
	}
	if err != nil || rating != 0 && (rating < 1000 || rating > 3000) {
		return 0, 0, p, false, model.Msg("the rating %q must be 0 or 1000–3000.", c["rating"])
	}
	if c["k"] != "" {
		if k, err = strconv.Atoi(c["k"]); err != nil || k < 0 || k > 100 {
			return 0, 0, p, false, model.Msg("the K-factor %q is not a number 0–100.", c["k"])
		}
	}
	if id := c["fide_id"]; id != "" {
		n, err := strconv.ParseInt(id, 10, 64)
		if err != nil || n <= 0 {
			return 0, 0, p, false, model.Msg("the FIDE ID %q is not a number.", id)
		}
		if p, ok := byFIDE[n]; ok {
			return rating, k, p, true, model.Text{}
		}
	}
	if c["surname"] == "" {
		return rating, k, p, false, model.Text{}
	}
	year := 0
	if d := c["birth_date"]; d != "" {
		bd, err := model.ParseDate(d)
		if err != nil {
			return 0, 0, p, false, model.Msg("the birth date %q is not DD.MM.YYYY.", d)
		}
		year = bd.Year
	} else if y := c["birth_year"]; y != "" {
		if year, err = strconv.Atoi(y); err != nil || year < 1900 || year > 2100 {
			return 0, 0, p, false, model.Msg("the birth year %q is not a year.", y)
		}
	}
	var hits []model.Player
	for _, cand := range byName[NameKey(c["surname"]+" "+c["name"])] {
		if year == 0 || cand.BirthDate.Year == year {
			hits = append(hits, cand)
		}
	}
	switch len(hits) {
	case 0:
		return rating, k, p, false, model.Text{}
	case 1:
		return rating, k, hits[0], true, model.Text{}
	}
	return 0, 0, p, false, model.Msg("the registry has %d players %q%s; add a fide_id or birth_date column.", len(hits), c["surname"]+" "+c["name"], bornYear(year))
}

// bornYear is " 2010 р. н." after a name in Ukrainian, nothing in English
// (as the message always read).
type bornYear int

func (y bornYear) In(l model.Lang) string {
	if y == 0 || l == i18n.En {
		return ""
	}
	return fmt.Sprintf(" %d р. н.", int(y))
}

// UserLists are the lists the director loaded under names of his own,
// oldest first (ImportNationalCSV with NationalOptions.User).
func (s *Service) UserLists(ctx context.Context) ([]List, error) {
	return s.store.UserLists(ctx)
}
