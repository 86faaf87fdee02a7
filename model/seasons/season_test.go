package seasons_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/engine/season"
	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/storage"
)

var ctx = context.Background()

// seasonService is the services of a new data file in t's temp dir
// (closed at cleanup), with the clock at 10 January 2011.
func seasonService(t *testing.T) *datafile.Services {
	t.Helper()
	st, err := storage.Open(filepath.Join(t.TempDir(), "arbiter.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return datafile.New(st, model.WithClock(model.NewDate(2011, 1, 10).Time))
}

func seasonTRF(t *testing.T, name string) *trf.Tournament {
	t.Helper()
	tr, err := trf.ReadFile("../../testdata/season/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

func seasonImport(t *testing.T, svc *datafile.Services, file string, level season.Level, date model.Date) model.TRFImportReport {
	t.Helper()
	rep, err := svc.TRF.Import(ctx, model.TRFImport{Year: 2010, Cup: season.CupGold, Level: level, Date: date,
		Source: file, TRF: seasonTRF(t, file)})
	if err != nil {
		t.Fatalf("ImportTRF(%s): %v", file, err)
	}
	return rep
}

// A player who changes club mid-season counts for the last one, and the
// conflict is listed.
func TestSeasonLastDeclarationCounts(t *testing.T) {
	svc := seasonService(t)
	a, err := svc.Registry.CreateClub(ctx, model.Club{Name: "Дебют"})
	if err != nil {
		t.Fatal(err)
	}
	b, err := svc.Registry.CreateClub(ctx, model.Club{Name: "Гамбіт"})
	if err != nil {
		t.Fatal(err)
	}
	koval, err := svc.Players.Create(ctx, model.Player{Surname: "Коваль", Name: "Марія", BirthDate: model.NewDate(2000, 9, 15),
		Gender: model.Female, ClubID: a.ID}, model.SaveOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := svc.Seasons.CreateSeason(ctx, 2010, ""); err != nil {
		t.Fatal(err)
	}
	if _, err := svc.Seasons.CreateSeason(ctx, 2010, ""); !model.IsKind(err, model.Conflict) {
		t.Errorf("second season 2010: %v, want Conflict", err)
	}
	rep := seasonImport(t, svc, "t1-2010-07-26.trf", season.Level3, model.NewDate(2010, 7, 26))
	if rep.Matched != 1 || rep.Created != 3 || rep.Tournament.Name != "Кваліф-турнір 1" || rep.Tournament.Kind != model.Classical {
		t.Errorf("first import report %+v", rep)
	}
	koval.ClubID = b.ID
	if _, err := svc.Players.Update(ctx, koval, model.SaveOptions{}); err != nil {
		t.Fatal(err)
	}
	seasonImport(t, svc, "t2-2010-09-02.trf", season.Level1, model.NewDate(2010, 9, 2))
	v, err := svc.Seasons.SeasonTables(ctx, 2010)
	if err != nil {
		t.Fatal(err)
	}
	lines := v.ConflictLines()
	if len(lines) != 1 || lines[0] != "Коваль Марія: клуби: Дебют → Гамбіт (враховано останній)" {
		t.Errorf("conflicts %q", lines)
	}
	clubs, _ := v.Table("clubs")
	// Коваль: 1.54 (T1) + 0.8 × 0 (T2) = 1.54, for Гамбіт only: 2 × 1.54.
	if len(clubs.Rows) != 1 || strings.Join(clubs.Rows[0], " ") != "1 Гамбіт  3.08" {
		t.Errorf("clubs %q", clubs.Rows)
	}
	if _, err := v.Table("bronze"); !model.IsKind(err, model.Invalid) {
		t.Errorf("unknown table: %v, want Invalid", err)
	}
}

func TestSeasonRulesValidatedAndStored(t *testing.T) {
	svc := seasonService(t)
	if _, err := svc.Seasons.CreateSeason(ctx, 2010, "Чемпіонат УША 2010"); err != nil {
		t.Fatal(err)
	}
	bad := season.Rules2010()
	bad.GoldKa = nil
	if err := svc.Seasons.SetSeasonRules(ctx, 2010, bad); !model.IsKind(err, model.Invalid) {
		t.Errorf("rules without K_a: %v, want Invalid", err)
	}
	r := season.Rules2010()
	r.VeteranAge = 65
	if err := svc.Seasons.SetSeasonRules(ctx, 2010, r); err != nil {
		t.Fatal(err)
	}
	all, err := svc.Seasons.List(ctx)
	if err != nil || len(all) != 1 || all[0].Rules.VeteranAge != 65 || all[0].Name != "Чемпіонат УША 2010" {
		t.Errorf("Seasons = %+v, %v", all, err)
	}
	if err := svc.Seasons.SetSeasonRules(ctx, 2011, r); !model.IsKind(err, model.NotFound) {
		t.Errorf("rules of a missing season: %v, want NotFound", err)
	}
	if _, err := svc.Seasons.CreateSeason(ctx, 10, ""); !model.IsKind(err, model.Invalid) {
		t.Errorf("season year 10: %v, want Invalid", err)
	}
}

func TestAddSeasonTournament(t *testing.T) {
	svc := seasonService(t)
	if _, err := svc.Seasons.CreateSeason(ctx, 2010, ""); err != nil {
		t.Fatal(err)
	}
	ok := model.Tournament{Name: "Кваліф-турнір 3", StartDate: model.NewDate(2010, 10, 5), Kind: model.Classical,
		Cup: season.CupGold, Level: season.Level1}
	got, err := svc.Seasons.AddSeasonTournament(ctx, 2010, ok)
	if err != nil || got.ID == 0 || got.EndDate != ok.StartDate {
		t.Fatalf("AddSeasonTournament = %+v, %v", got, err)
	}
	cal, err := svc.Seasons.SeasonTournaments(ctx, 2010)
	if err != nil || len(cal) != 1 || cal[0] != got {
		t.Errorf("calendar %+v, %v; want [%+v]", cal, err, got)
	}
	for name, mutate := range map[string]func(*model.Tournament){
		"no name":        func(t *model.Tournament) { t.Name = " " },
		"outside season": func(t *model.Tournament) { t.StartDate = model.NewDate(2011, 1, 5) },
		"ends before":    func(t *model.Tournament) { t.EndDate = model.NewDate(2010, 10, 1) },
		"gold no level":  func(t *model.Tournament) { t.Level = "" },
		"unknown kind":   func(t *model.Tournament) { t.Kind = "bullet" },
		"unknown cup":    func(t *model.Tournament) { t.Cup = "bronze" },
		"unknown level":  func(t *model.Tournament) { t.Level = "5" },
	} {
		bad := ok
		mutate(&bad)
		if _, err := svc.Seasons.AddSeasonTournament(ctx, 2010, bad); !model.IsKind(err, model.Invalid) {
			t.Errorf("%s: %v, want Invalid", name, err)
		}
	}
	if _, err := svc.Seasons.AddSeasonTournament(ctx, 2011, model.Tournament{Name: "x", StartDate: model.NewDate(2011, 1, 5),
		Kind: model.Rapid, Cup: season.CupSilver}); !model.IsKind(err, model.NotFound) {
		t.Errorf("tournament of a missing season: %v, want NotFound", err)
	}
}

// A TRF without round columns keeps its own points and rank columns.
func TestImportTRFWithoutRounds(t *testing.T) {
	svc := seasonService(t)
	if _, err := svc.Seasons.CreateSeason(ctx, 2010, ""); err != nil {
		t.Fatal(err)
	}
	rep, err := svc.TRF.Import(ctx, model.TRFImport{Year: 2010, Cup: season.CupSilver, Date: model.NewDate(2010, 11, 20),
		Source: "no-rounds.trf", TRF: seasonTRF(t, "no-rounds.trf")})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Created != 3 || rep.Tournament.Kind != model.Rapid || !strings.Contains(rep.PlacesFrom, "TRF") {
		t.Errorf("report %+v", rep)
	}
	v, err := svc.Seasons.SeasonTables(ctx, 2010)
	if err != nil {
		t.Fatal(err)
	}
	silver, _ := v.Table("silver")
	var got []string
	for _, r := range silver.Rows {
		got = append(got, strings.Join(r[:5], " "))
	}
	want := "1 Петрук Олег 1999-01-01 2|2 Олійник Тарас 1970-05-05 1.5|3 Ткач Ніна 1975-03-03 1"
	if strings.Join(got, "|") != want {
		t.Errorf("silver rows %q, want %q", strings.Join(got, "|"), want)
	}
	awards, _ := v.Table("awards")
	n := 0
	for _, r := range awards.Rows {
		if r[1] == "tournament:Бліц без турів" && r[0] == "diploma" {
			n++
		}
	}
	if n != 3 {
		t.Errorf("%d tournament diplomas, want 3 (places from the rank column)", n)
	}
}
