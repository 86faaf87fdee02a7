package ratings

import (
	"context"
	"errors"

	"io"
	"strings"
	"time"
	"unicode"

	"arbiter/engine/ratinglist"
	"arbiter/model"

	"arbiter/model/i18n"
)

// Service imports rating lists into the registry.
type Service struct {
	store Store
	now   func() time.Time
	// Lang is the language of the text the service stores with a rating
	// (its source, "ФШУ file.csv" / "UCF file.csv"); Ukrainian when unset.
	Lang model.Lang
}

// New returns a Service on store; now is the clock (nil: time.Now).
func New(store Store, now func() time.Time) *Service {
	if now == nil {
		now = time.Now
	}
	return &Service{store: store, now: now}
}

// ErrOlderList is wrapped by the Conflict an import returns when the list's
// period is older than the last list imported from the same source.
var ErrOlderList = errors.New("the rating list is older than the last one imported")

// ImportOptions are what the director says about a FIDE list.
type ImportOptions struct {
	// Name is the file name (it tells the list kind and, for FIDE's
	// archives, the period) and is recorded as the source.
	Name string
	// Kind is a single list's kind when its name does not say it.
	Kind ratinglist.Kind
	// Period is the rating period when the list does not carry one; if it
	// is zero too, the month of FileModified is taken (the combined list is
	// republished every month).
	Period       ratinglist.Period
	FileModified time.Time
	// AllowOlder confirms importing a list older than the last one.
	AllowOlder bool
	// Progress, if set, is called now and then with the bytes read.
	Progress func(done, total int64)
}

// Difference is a registry player whose name or birth year differs from
// the FIDE list.
type Difference struct {
	Player           model.Player
	ListName         string
	ListBirthYear    int
	NameDiffers      bool
	BirthYearDiffers bool
}

// ImportReport says what an import did.
type ImportReport struct {
	List        List
	Updated     int            // registry players whose record changed
	Differences []Difference   // name or birth year differ
	NotInList   []model.Player // registry players with a FIDE ID the list does not have (combined and standard lists)
}

const batchSize = 500

// ImportFIDE reads the FIDE list in ra (size bytes) and applies it to the
// registry in one transaction.
func (s *Service) ImportFIDE(ctx context.Context, ra io.ReaderAt, size int64, opt ImportOptions) (ImportReport, error) {
	const op = "ratings.ImportFIDE"
	lr, err := ratinglist.NewReader(ra, size, ratinglist.Options{Name: opt.Name, Kind: opt.Kind})
	if err != nil {
		return ImportReport{}, listErr(op, opt.Name, err)
	}
	defer lr.Close()
	info := lr.Info()
	period := info.Period
	if period.IsZero() {
		period = opt.Period
	}
	for _, t := range []time.Time{info.Modified, opt.FileModified} {
		if period.IsZero() && !t.IsZero() {
			period = ratinglist.Period{Year: t.Year(), Month: int(t.Month())}
		}
	}
	if period.IsZero() {
		return ImportReport{}, model.Errorf(model.Invalid, op, model.Msg("The list does not name its period; give it (year and month, e.g. 2026-12)."), nil)
	}
	rep := ImportReport{List: List{Source: FIDE, Kind: string(info.Kind), Period: period, File: baseName(opt.Name), ImportedAt: s.now()}}
	err = s.store.RatingsTx(ctx, func(st Store) error {
		if err := checkPeriod(ctx, st, FIDE, period, opt.AllowOlder); err != nil {
			return err
		}
		reg, err := fidePlayers(ctx, st)
		if err != nil {
			return err
		}
		if info.Kind == ratinglist.Combined {
			if err := st.ClearFIDEList(ctx); err != nil {
				return err
			}
		}
		seen := map[model.PlayerID]bool{}
		batch := make([]ListEntry, 0, batchSize)
		flush := func() error {
			if len(batch) == 0 {
				return nil
			}
			err := st.PutFIDEList(ctx, info.Kind, batch)
			batch = batch[:0]
			return err
		}
		for {
			p, err := lr.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				return listErr(op, opt.Name, err)
			}
			rep.List.Players++
			batch = append(batch, ListEntry{Player: p, Key: NameKey(p.Name)})
			if len(batch) == batchSize {
				if err := flush(); err != nil {
					return err
				}
				if err := ctx.Err(); err != nil {
					return model.Errorf(model.Invalid, op, model.Msg("The import was cancelled; nothing was changed."), err)
				}
				if opt.Progress != nil {
					opt.Progress(lr.Progress())
				}
			}
			rp, ok := reg[p.FIDEID]
			if !ok || seen[rp.ID] {
				continue
			}
			seen[rp.ID] = true
			rep.List.Matched++
			changed, err := applyFIDE(ctx, st, rp, p, info.Kind, period, "FIDE "+rep.List.File)
			if err != nil {
				return err
			}
			if changed {
				rep.Updated++
			}
			if d, ok := difference(rp, p); ok {
				rep.Differences = append(rep.Differences, d)
			}
		}
		if err := flush(); err != nil {
			return err
		}
		if opt.Progress != nil {
			opt.Progress(lr.Progress())
		}
		if rep.List.Players == 0 {
			return model.Errorf(model.Invalid, op, model.Msg("The list %s has no players; nothing was changed.", baseName(opt.Name)), nil)
		}
		if info.Kind == ratinglist.Combined || info.Kind == ratinglist.Standard {
			for _, p := range reg {
				if !seen[p.ID] {
					rep.NotInList = append(rep.NotInList, p)
				}
			}
			sortPlayers(rep.NotInList)
		}
		return st.AddList(ctx, &rep.List)
	})
	if err != nil {
		return ImportReport{}, err
	}
	return rep, nil
}

// checkPeriod refuses a list older than the last one of source unless allowed.
func checkPeriod(ctx context.Context, st Store, source Source, period ratinglist.Period, allow bool) error {
	last, err := st.LastList(ctx, source)
	if model.IsKind(err, model.NotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	if period.Before(last.Period) && !allow {
		return model.Errorf(model.Conflict, "ratings.checkPeriod", model.Msg("The list for %s is older than the one already imported (%s, file %s). Import it anyway?", period, last.Period, last.File), ErrOlderList)
	}
	return nil
}

// fidePlayers maps the registry's FIDE IDs to their players.
func fidePlayers(ctx context.Context, st Store) (map[int64]model.Player, error) {
	all, err := st.Players(ctx, model.PlayerFilter{})
	if err != nil {
		return nil, err
	}
	m := make(map[int64]model.Player)
	for _, p := range all {
		if p.FIDEID != 0 {
			m[p.FIDEID] = p
		}
	}
	return m, nil
}

// applyFIDE updates one registry player from his list line.
func applyFIDE(ctx context.Context, st Store, rp model.Player, p ratinglist.Player, kind ratinglist.Kind, period ratinglist.Period, source string) (bool, error) {
	np := rp
	if t := fideTitle(p); t != "" {
		np.Title = t
	}
	if model.IsFederation(p.Federation) {
		np.Citizenship = p.Federation
	}
	if kind == ratinglist.Combined || kind == ratinglist.Standard {
		np.FIDERating = validRating(p.Standard.Rating)
	}
	changed := np != rp
	if changed {
		if err := st.UpdatePlayer(ctx, np); err != nil {
			return false, err
		}
	}
	for _, sr := range []struct {
		sys  System
		kind ratinglist.Kind
		r    ratinglist.Rating
	}{{Standard, ratinglist.Standard, p.Standard}, {Rapid, ratinglist.Rapid, p.Rapid}, {Blitz, ratinglist.Blitz, p.Blitz}} {
		if kind != ratinglist.Combined && kind != sr.kind {
			continue
		}
		if err := st.SetPlayerRating(ctx, PlayerRating{PlayerID: rp.ID, System: sr.sys, Rating: sr.r.Rating, K: sr.r.K, Games: sr.r.Games, Period: period, Source: source}); err != nil {
			return false, err
		}
	}
	return changed, nil
}

// validRating keeps a rating the registry accepts (0 or 1000–3000).
func validRating(r int) int {
	if r < 1000 || r > 3000 {
		return 0
	}
	return r
}

// fideTitle is the player's FIDE title in the registry's spelling, "" if none.
func fideTitle(p ratinglist.Player) string {
	for _, t := range []string{p.Title, p.WTitle} {
		if n, ok := model.NormalizeTitle(t); ok && n != "" && isLatin(n) {
			return n
		}
	}
	return ""
}

func isLatin(s string) bool {
	for _, r := range s {
		if r < 'A' || r > 'Z' {
			return false
		}
	}
	return true
}

// difference compares a registry player with his list line.
func difference(rp model.Player, p ratinglist.Player) (Difference, bool) {
	d := Difference{Player: rp, ListName: p.Name, ListBirthYear: p.BirthYear}
	latin := rp.LatinName
	if latin == "" {
		latin = model.LatinName(rp.Surname, rp.Name)
	}
	d.NameDiffers = p.Name != "" && NameKey(latin) != NameKey(p.Name)
	d.BirthYearDiffers = p.BirthYear != 0 && rp.BirthDate.Year != p.BirthYear
	return d, d.NameDiffers || d.BirthYearDiffers
}

// NameKey is the search key of a name: Cyrillic transliterated, folded to
// lower case, punctuation dropped, blanks collapsed ("Kovalenko, Ivan" and
// "Коваленко Іван" are both "kovalenko ivan").
func NameKey(s string) string {
	if k, ok := asciiKey(s); ok {
		return k
	}
	s = model.Fold(model.Transliterate(s))
	var b strings.Builder
	space := false
	for _, r := range s {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			b.WriteRune(r)
		default:
			space = true
		}
	}
	return b.String()
}

func baseName(name string) string {
	if i := strings.LastIndexAny(name, `/\`); i >= 0 {
		return name[i+1:]
	}
	return name
}

// listErr turns a ratinglist error into the director's message.
func listErr(op, name string, err error) error {
	file := baseName(name)
	var le *ratinglist.LineError
	switch {
	case errors.Is(err, ratinglist.ErrUnknownLayout):
		return model.Errorf(model.Invalid, op, model.Msg("%s is not a FIDE rating list in a known layout (TXT or XML from ratings.fide.com, zipped or not). Nothing was changed.", file), err)
	case errors.Is(err, ratinglist.ErrTruncated):
		return model.Errorf(model.Invalid, op, model.Msg("The archive %s is damaged or incomplete; download it again. Nothing was changed.", file), err)
	case errors.Is(err, ratinglist.ErrUnknownKind):
		return model.Errorf(model.Invalid, op, model.Msg("The name %s does not say whether the list is standard, rapid or blitz; give the list kind.", file), err)
	case errors.As(err, &le):
		return model.Errorf(model.Invalid, op, model.Msg("%s, line %d: %s. Nothing was changed.", file, le.Line, lineReason(le.Reason)), err)
	}
	return model.Errorf(model.Internal, op, model.Msg("Cannot read the file %s. Nothing was changed.", file), err)
}

// lineReason is a ratinglist line error in a message: its Ukrainian gist,
// or the reader's own words in English.
type lineReason string

func (r lineReason) In(l model.Lang) string {
	if l == i18n.En {
		return string(r)
	}
	return lineReasonUk(string(r))
}

// lineReasonUk gives the Ukrainian gist of a ratinglist line error.
func lineReasonUk(reason string) string {
	switch {
	case strings.Contains(reason, "incomplete"):
		return "файл обривається, він неповний (завантажте його знову)"
	case strings.Contains(reason, "FIDE ID"):
		return "ID ФІДЕ не є числом (" + reason + ")"
	case strings.Contains(reason, "not a number"):
		return "у числовому стовпці не число (" + reason + ")"
	case strings.Contains(reason, "too short"):
		return "рядок закороткий для стовпців списку: файл обрізано? Завантажте його знову"
	case strings.Contains(reason, "must be 0 or"):
		return "рейтинг має бути 0 або 1000–3000 (" + reason + ")"
	}
	return "рядок не вдалося прочитати (" + reason + ")"
}

func sortPlayers(ps []model.Player) {
	slicesSortFunc(ps, model.ComparePlayers)
}

// asciiKey is NameKey of a plain ASCII name (most of the FIDE list),
// without the general folding.
func asciiKey(s string) (string, bool) {
	b := make([]byte, 0, len(s))
	space := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 0x80:
			return "", false
		case c >= 'A' && c <= 'Z':
			c += 'a' - 'A'
			fallthrough
		case c >= 'a' && c <= 'z' || c >= '0' && c <= '9':
			if space && len(b) > 0 {
				b = append(b, ' ')
			}
			space = false
			b = append(b, c)
		case c == '\'' || c == '`':
			// apostrophes are dropped, as model.Fold drops them
		default:
			space = true
		}
	}
	return string(b), true
}
