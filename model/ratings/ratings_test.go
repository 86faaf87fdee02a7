package ratings_test

import (
	"archive/zip"
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"arbiter/engine/ratinglist"
	"arbiter/model"
	"arbiter/model/ratings"
	"arbiter/model/registry"
	"arbiter/model/tournaments"
	"arbiter/storage"
)

var (
	ctx   = context.Background()
	today = time.Date(2026, 12, 1, 10, 0, 0, 0, time.UTC)
	nov26 = ratinglist.Period{Year: 2026, Month: 11}
	dec26 = ratinglist.Period{Year: 2026, Month: 12}
)

type fixture struct {
	st    *storage.DB
	reg   *model.App
	tours *tournaments.Services // the tournament services on reg
	svc   *ratings.Service
	byID  map[string]model.Player
}

// newFixture is a registry of five players: three in the FIDE list of
// testdata/players_list_foa.txt (one with another birth year, one with
// another Latin spelling), one with a FIDE ID the list does not have, and
// one without a FIDE ID.
func newFixture(t *testing.T) *fixture {
	t.Helper()
	st, err := storage.Open(filepath.Join(t.TempDir(), "arbiter.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	reg := model.NewApp(st.Model(), model.WithClock(func() time.Time { return today }))
	f := &fixture{st: st, reg: reg, tours: tournaments.New(reg),
		svc: ratings.New(st.Ratings(), func() time.Time { return today }), byID: map[string]model.Player{}}
	for key, p := range map[string]model.Player{
		"kovalenko":  {Surname: "Коваленко", Name: "Іван", LatinName: "Kovalenko, Ivan", BirthDate: model.NewDate(1998, 3, 4), Gender: model.Male, Title: "КМС", FIDEID: 14100010, FIDERating: 2300},
		"shevchenko": {Surname: "Шевченко", Name: "Оксана", BirthDate: model.NewDate(2000, 5, 6), Gender: model.Female, FIDEID: 14100029, FIDERating: 2250},
		"melnyk":     {Surname: "Мельник", Name: "Тарас", LatinName: "Melnik, Taras", BirthDate: model.NewDate(2015, 1, 2), Gender: model.Male, Title: "2", FIDEID: 14100037},
		"petrenko":   {Surname: "Петренко", Name: "Олег", BirthDate: model.NewDate(1980, 7, 8), Gender: model.Male, FIDEID: 14199999, FIDERating: 1900},
		"bondar":     {Surname: "Бондар", Name: "Софія", BirthDate: model.NewDate(2012, 9, 10), Gender: model.Female, NationalRating: 1500},
	} {
		got, err := registry.New(f.reg).CreatePlayer(ctx, p, model.SaveOptions{})
		if err != nil {
			t.Fatalf("CreatePlayer %s: %v", key, err)
		}
		f.byID[key] = got
	}
	return f
}

func (f *fixture) player(t *testing.T, key string) model.Player {
	t.Helper()
	p, err := registry.New(f.reg).Player(ctx, f.byID[key].ID)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func (f *fixture) importFile(t *testing.T, data []byte, opt ratings.ImportOptions) (ratings.ImportReport, error) {
	t.Helper()
	return f.svc.ImportFIDE(ctx, bytes.NewReader(data), int64(len(data)), opt)
}

func read(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "testdata", "ratings", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestImportFIDECombined(t *testing.T) {
	f := newFixture(t)
	var progress [][2]int64
	rep, err := f.importFile(t, read(t, "players_list_foa.txt"), ratings.ImportOptions{Name: "/media/usb/players_list_foa.txt", Period: nov26,
		Progress: func(done, total int64) { progress = append(progress, [2]int64{done, total}) }})
	if err != nil {
		t.Fatal(err)
	}
	if rep.List.Players != 5 || rep.List.Matched != 3 || rep.Updated != 3 || rep.List.Period != nov26 || rep.List.File != "players_list_foa.txt" || rep.List.Kind != "combined" {
		t.Errorf("list %+v, updated %d", rep.List, rep.Updated)
	}
	if n := len(read(t, "players_list_foa.txt")); len(progress) == 0 || progress[len(progress)-1] != [2]int64{int64(n), int64(n)} {
		t.Errorf("progress %v, want to end at %d/%d", progress, n, n)
	}
	k := f.player(t, "kovalenko")
	if k.FIDERating != 2415 || k.Title != "IM" || k.Citizenship != "UKR" {
		t.Errorf("Kovalenko %d %q %q, want 2415 IM UKR", k.FIDERating, k.Title, k.Citizenship)
	}
	if s := f.player(t, "shevchenko"); s.FIDERating != 2290 || s.Title != "WGM" {
		t.Errorf("Shevchenko %d %q, want 2290 WGM", s.FIDERating, s.Title)
	}
	// Melnyk has no FIDE title: his razryad stays.
	if m := f.player(t, "melnyk"); m.FIDERating != 1650 || m.Title != "2" {
		t.Errorf("Melnyk %d %q, want 1650 and razryad 2", m.FIDERating, m.Title)
	}
	if p := f.player(t, "petrenko"); p.FIDERating != 1900 {
		t.Errorf("Petrenko, not in the list, changed to %d", p.FIDERating)
	}
	got, err := f.svc.Ratings(ctx, k.ID)
	if err != nil {
		t.Fatal(err)
	}
	src := "FIDE players_list_foa.txt"
	want := []ratings.PlayerRating{
		{PlayerID: k.ID, System: ratings.Standard, Rating: 2415, K: 20, Games: 9, Period: nov26, Source: src},
		{PlayerID: k.ID, System: ratings.Rapid, Rating: 2380, K: 20, Games: 0, Period: nov26, Source: src},
		{PlayerID: k.ID, System: ratings.Blitz, Rating: 2402, K: 20, Games: 12, Period: nov26, Source: src},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Kovalenko's ratings\n%+v\nwant\n%+v", got, want)
	}
	var diffs []string
	for _, d := range rep.Differences {
		diffs = append(diffs, d.Player.Surname+" "+d.ListName+" "+map[bool]string{true: "name"}[d.NameDiffers]+" "+map[bool]string{true: "year"}[d.BirthYearDiffers])
	}
	wantDiffs := []string{"Шевченко Shevchenko, Oksana  year", "Мельник Melnyk, Taras name "}
	if !reflect.DeepEqual(sortStrings(diffs), sortStrings(wantDiffs)) {
		t.Errorf("differences %q, want %q", diffs, wantDiffs)
	}
	if len(rep.NotInList) != 1 || rep.NotInList[0].Surname != "Петренко" {
		t.Errorf("not in list %+v, want Петренко", rep.NotInList)
	}
	last, err := f.svc.LastList(ctx, ratings.FIDE)
	if err != nil || last.Period != nov26 || last.Players != 5 || last.Matched != 3 {
		t.Errorf("last list %+v, %v", last, err)
	}
}

func sortStrings(s []string) []string {
	out := append([]string(nil), s...)
	for i := range out {
		for j := i + 1; j < len(out); j++ {
			if out[j] < out[i] {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	return out
}

func zipOf(t *testing.T, name string, data []byte, mod time.Time) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	w, err := zw.CreateHeader(&zip.FileHeader{Name: name, Method: zip.Deflate, Modified: mod})
	if err != nil {
		t.Fatal(err)
	}
	w.Write(data)
	zw.Close()
	return buf.Bytes()
}

func TestImportFIDEPeriod(t *testing.T) {
	f := newFixture(t)
	// The standard December list names its period; it updates only the
	// standard rating.
	rep, err := f.importFile(t, read(t, "standard_dec26frl.txt"), ratings.ImportOptions{Name: "standard_dec26frl.txt"})
	if err != nil {
		t.Fatal(err)
	}
	if rep.List.Period != dec26 || rep.List.Kind != "standard" || rep.List.Matched != 1 {
		t.Errorf("list %+v", rep.List)
	}
	if k := f.player(t, "kovalenko"); k.FIDERating != 2421 {
		t.Errorf("Kovalenko %d, want 2421", k.FIDERating)
	}
	// The November combined list, zipped: its period is the member's month.
	older := zipOf(t, "players_list_foa.txt", read(t, "players_list_foa.txt"), time.Date(2026, 11, 1, 3, 0, 0, 0, time.UTC))
	_, err = f.importFile(t, older, ratings.ImportOptions{Name: "players_list.zip"})
	if !model.IsKind(err, model.Conflict) || !errors.Is(err, ratings.ErrOlderList) {
		t.Fatalf("older list: %v, want a Conflict wrapping ErrOlderList", err)
	}
	if !strings.Contains(err.Error(), "2026-11") || !strings.Contains(err.Error(), "2026-12") {
		t.Errorf("message %q names not both periods", err)
	}
	if k := f.player(t, "kovalenko"); k.FIDERating != 2421 {
		t.Errorf("refused older list changed Kovalenko to %d", k.FIDERating)
	}
	rep, err = f.importFile(t, older, ratings.ImportOptions{Name: "players_list.zip", AllowOlder: true})
	if err != nil {
		t.Fatal(err)
	}
	if rep.List.Period != nov26 {
		t.Errorf("period %v, want 2026-11", rep.List.Period)
	}
	if k := f.player(t, "kovalenko"); k.FIDERating != 2415 {
		t.Errorf("confirmed older list: Kovalenko %d, want 2415", k.FIDERating)
	}
	// A combined list with no period, no zip date and none given.
	if _, err := f.importFile(t, read(t, "players_list_foa.txt"), ratings.ImportOptions{Name: "players_list_foa.txt"}); !model.IsKind(err, model.Invalid) {
		t.Errorf("list without period: %v, want Invalid", err)
	}
}

// Bad input changes nothing: the registry, the stored list and the lists.
func TestImportFIDEBadInput(t *testing.T) {
	good := read(t, "players_list_foa.txt")
	lines := strings.SplitAfter(string(good), "\n")
	badLine := lines[0] + lines[1] + lines[2] + strings.Replace(lines[3], "1650", "16x0", 1) + lines[4]
	z := zipOf(t, "players_list_foa.txt", good, time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC))
	tests := []struct {
		name, file string
		data       []byte
		message    string
	}{
		{"unknown layout", "players.csv", []byte("surname;name\nKovalenko;Ivan\n"), "не список рейтингів ФІДЕ"},
		{"truncated zip", "players_list.zip", z[:len(z)/2], "пошкоджений або завантажений не до кінця"},
		{"bad line after matched players", "players_list_foa.txt", []byte(badLine), "рядок 4"},
		{"header only", "players_list_foa.txt", []byte(lines[0]), "немає жодного гравця"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			_, err := f.importFile(t, tc.data, ratings.ImportOptions{Name: tc.file, Period: nov26})
			if !model.IsKind(err, model.Invalid) || !strings.Contains(model.Message(err, "uk"), tc.message) {
				t.Fatalf("error %v, want Invalid with %q", err, tc.message)
			}
			if k := f.player(t, "kovalenko"); k.FIDERating != 2300 || k.Title != "КМС" {
				t.Errorf("Kovalenko changed to %d %q", k.FIDERating, k.Title)
			}
			if rs, _ := f.svc.Ratings(ctx, f.byID["kovalenko"].ID); len(rs) != 0 {
				t.Errorf("ratings stored: %+v", rs)
			}
			if _, err := f.svc.LastList(ctx, ratings.FIDE); !model.IsKind(err, model.NotFound) {
				t.Errorf("a list was recorded: %v", err)
			}
			if ps, _ := f.svc.SearchList(ctx, "14100010", 5); len(ps) != 0 {
				t.Errorf("the list was stored: %+v", ps)
			}
		})
	}
}

func TestRegistrationDesk(t *testing.T) {
	f := newFixture(t)
	if _, err := f.importFile(t, read(t, "players_list_foa.txt"), ratings.ImportOptions{Name: "players_list_foa.txt", Period: nov26}); err != nil {
		t.Fatal(err)
	}
	names := func(ps []ratinglist.Player) []string {
		var out []string
		for _, p := range ps {
			out = append(out, p.Name)
		}
		return out
	}
	for _, tc := range []struct {
		query string
		want  []string
	}{
		{"Müller", []string{"Müller, Jürgen"}},
		{"шевч", []string{"Shevchenko, Oksana"}},
		{"KOVALENKO, I", []string{"Kovalenko, Ivan"}},
		{"4600010", []string{"Müller, Jürgen"}},
		{"b", []string{"Bondar, Sofiia"}},
		{"Zzz", nil},
		{"  ", nil},
	} {
		got, err := f.svc.SearchList(ctx, tc.query, 10)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(names(got), tc.want) {
			t.Errorf("SearchList(%q) = %q, want %q", tc.query, names(got), tc.want)
		}
	}
	found, _ := f.svc.SearchList(ctx, "4600010", 1)
	p := ratings.FromList(found[0])
	want := model.Player{Surname: "Müller", Name: "Jürgen", LatinName: "Müller, Jürgen", BirthDate: model.NewDate(1969, 1, 1),
		Gender: model.Male, Citizenship: "GER", Title: "FM", FIDEID: 4600010, FIDERating: 2301}
	if p != want {
		t.Errorf("FromList\n%+v\nwant\n%+v", p, want)
	}
	p.BirthDate = model.NewDate(1969, 6, 15)
	created, err := f.svc.CreateFromList(ctx, p)
	if err != nil {
		t.Fatal(err)
	}
	rs, err := f.svc.Ratings(ctx, created.ID)
	if err != nil || len(rs) != 3 || rs[1] != (ratings.PlayerRating{PlayerID: created.ID, System: ratings.Rapid, Rating: 2250, K: 20, Games: 7, Period: nov26, Source: "FIDE players_list_foa.txt"}) {
		t.Errorf("ratings of the new player %+v, %v", rs, err)
	}
	if _, err := f.svc.CreateFromList(ctx, p); !model.IsKind(err, model.Conflict) {
		t.Errorf("second CreateFromList: %v, want Conflict", err)
	}
	// Bondar's list line has no birth year: the director must give the date.
	found, _ = f.svc.SearchList(ctx, "14100045", 1)
	if _, err := f.svc.CreateFromList(ctx, ratings.FromList(found[0])); !model.IsKind(err, model.Invalid) {
		t.Errorf("CreateFromList without birth date: %v, want Invalid", err)
	}
}

func TestImportNational(t *testing.T) {
	f := newFixture(t)
	csv := "Прізвище;Ім'я;Рік народження;Рейтинг;fide_id\n" +
		"Бондар;Софія;2012;1620;\n" +
		"Петренко;Олег;;1880;14199999\n" +
		"Сидоренко;Ганна;2011;1700;\n"
	rep, err := f.svc.ImportNationalCSV(ctx, strings.NewReader(csv), ratings.NationalOptions{Name: "ukr_2026_12.csv", Period: dec26})
	if err != nil {
		t.Fatal(err)
	}
	if rep.List.Matched != 2 || rep.List.Players != 3 || !reflect.DeepEqual(rep.Unmatched, []int{4}) ||
		!reflect.DeepEqual(rep.UnmatchedNames, []string{"Сидоренко Ганна"}) {
		t.Errorf("report %+v", rep)
	}
	b := f.player(t, "bondar")
	if b.NationalRating != 1620 || f.player(t, "petrenko").NationalRating != 1880 {
		t.Errorf("national ratings %d, %d", b.NationalRating, f.player(t, "petrenko").NationalRating)
	}
	rs, _ := f.svc.Ratings(ctx, b.ID)
	if len(rs) != 1 || rs[0] != (ratings.PlayerRating{PlayerID: b.ID, System: ratings.NationalList, Rating: 1620, Period: dec26, Source: "ФШУ ukr_2026_12.csv"}) {
		t.Errorf("Bondar's ratings %+v", rs)
	}
	// A bad line rejects the file; nothing changes.
	bad := "surname,name,birth_year,rating\nБондар,Софія,2012,1650\nПетренко,Олег,1980,99999\n"
	_, err = f.svc.ImportNationalCSV(ctx, strings.NewReader(bad), ratings.NationalOptions{Name: "x.csv", Period: dec26})
	var ie *registry.ImportError
	if !model.IsKind(err, model.Invalid) || !errors.As(err, &ie) || len(ie.Lines) != 1 || ie.Lines[0].Line != 3 {
		t.Fatalf("bad national list: %v", err)
	}
	if f.player(t, "bondar").NationalRating != 1620 {
		t.Error("a rejected national list changed a rating")
	}
	for _, tc := range []struct{ name, csv string }{
		{"unknown column", "surname;name;rating;club\nБондар;Софія;1600;X\n"},
		{"no rating column", "surname;name\nБондар;Софія\n"},
		{"empty", ""},
	} {
		if _, err := f.svc.ImportNationalCSV(ctx, strings.NewReader(tc.csv), ratings.NationalOptions{Name: "x.csv", Period: dec26}); !model.IsKind(err, model.Invalid) {
			t.Errorf("%s: %v, want Invalid", tc.name, err)
		}
	}
	if _, err := f.svc.ImportNationalCSV(ctx, strings.NewReader(csv), ratings.NationalOptions{Name: "x.csv"}); !model.IsKind(err, model.Invalid) {
		t.Errorf("no period: %v, want Invalid", err)
	}
	if _, err := f.svc.ImportNationalCSV(ctx, strings.NewReader(csv), ratings.NationalOptions{Name: "x.csv", Period: nov26}); !errors.Is(err, ratings.ErrOlderList) {
		t.Errorf("older national list: %v, want ErrOlderList", err)
	}
}

func TestNameKey(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Kovalenko, Ivan", "kovalenko ivan"},
		{"  KOVALENKO,Ivan ", "kovalenko ivan"},
		{"O'Brien, Sean", "obrien sean"},
		{"Коваленко Іван", "kovalenko ivan"},
		{"Д'Аламбер, Жан", "dalamber zhan"},
		{"Müller, Jürgen", "müller jürgen"},
		{"A-Ali, Sali", "a ali sali"},
		{",,", ""},
	} {
		if got := ratings.NameKey(tc.in); got != tc.want {
			t.Errorf("NameKey(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestImportFIDECutList: a combined list cut inside its last line (an
// interrupted download) is refused, and the list imported before stays
// whole: no player of it lost, the cut player's ratings not 0.
func TestImportFIDECutList(t *testing.T) {
	f := newFixture(t)
	good := read(t, "players_list_foa.txt")
	if _, err := f.importFile(t, good, ratings.ImportOptions{Name: "players_list_foa.txt", Period: nov26}); err != nil {
		t.Fatal(err)
	}
	body := strings.TrimRight(string(good), "\r\n")
	last := strings.LastIndex(body, "\n") + 1
	for _, cut := range []struct {
		name string
		at   int
	}{
		{"inside the name", last + 20},
		{"inside the blitz rating", last + strings.Index(body[last:], "1480") + 2},
	} {
		t.Run(cut.name, func(t *testing.T) {
			_, err := f.importFile(t, good[:cut.at], ratings.ImportOptions{Name: "players_list_foa.txt", Period: dec26})
			if !model.IsKind(err, model.Invalid) || !strings.Contains(model.Message(err, "uk"), "рядок 6") {
				t.Fatalf("error %v, want Invalid naming line 6", err)
			}
			if l, err := f.svc.LastList(ctx, ratings.FIDE); err != nil || l.Period != nov26 || l.Players != 5 {
				t.Errorf("the kept list: %+v, %v", l, err)
			}
			ps, err := f.svc.SearchList(ctx, "14100045", 5)
			if err != nil || len(ps) != 1 || ps[0].Blitz.Rating != 1480 {
				t.Errorf("the cut player in the kept list: %+v, %v", ps, err)
			}
		})
	}
}
