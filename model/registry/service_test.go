package registry_test

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/storage"
	"time"
)

var ctx = context.Background()

// today is the day the tests' clock reads.
var today = model.NewDate(2026, time.June, 1)

// newService is the services of a new data file in t's temp dir (closed
// at cleanup), with the clock at today.
func newService(t testing.TB) *datafile.Services {
	t.Helper()
	st, err := storage.Open(filepath.Join(t.TempDir(), "arbiter.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return datafile.New(st, model.WithClock(today.Time))
}

// validPlayer is a player every registry rule accepts.
func validPlayer() model.Player {
	return model.Player{Surname: "Коваленко", Name: "Іван", BirthDate: model.NewDate(2012, 3, 5),
		Gender: model.Male, Citizenship: "UKR"}
}

func mustPlayer(t *testing.T, svc *datafile.Services, p model.Player) model.Player {
	t.Helper()
	got, err := svc.Registry.CreatePlayer(ctx, p, model.SaveOptions{})
	if err != nil {
		t.Fatalf("CreatePlayer(%s): %v", p.FullName(), err)
	}
	return got
}

func TestCreatePlayerNormalises(t *testing.T) {
	svc := newService(t)
	p := mustPlayer(t, svc, model.Player{Surname: "  Коваленко ", Name: "Іван", BirthDate: model.NewDate(2012, 3, 5),
		Gender: "M", Citizenship: " pol ", Title: "i розряд"})
	if p.ID == 0 || p.Surname != "Коваленко" || p.Gender != model.Male || p.Citizenship != "POL" || p.Title != "1" {
		t.Errorf("stored %+v", p)
	}
	q := mustPlayer(t, svc, model.Player{Surname: "Бойко", Name: "Ольга", BirthDate: model.NewDate(2001, 1, 1), Gender: model.Female})
	if q.Citizenship != "UKR" {
		t.Errorf("default citizenship %q, want UKR", q.Citizenship)
	}
	got, err := svc.Registry.Player(ctx, q.ID)
	if err != nil || got != q {
		t.Errorf("Player(%d) = %+v, %v", q.ID, got, err)
	}
}

func TestDuplicatePlayerNeedsConfirmation(t *testing.T) {
	svc := newService(t)
	first := mustPlayer(t, svc, validPlayer())
	dup := validPlayer()
	dup.Surname, dup.Name = "КОВАЛЕНКО", "іван" // same person, other case
	_, err := svc.Registry.CreatePlayer(ctx, dup, model.SaveOptions{})
	if !model.IsKind(err, model.Conflict) || !errors.Is(err, model.ErrPossibleDuplicate) {
		t.Fatalf("duplicate: err %v, want Conflict wrapping ErrPossibleDuplicate", err)
	}
	if msg := model.Message(err, "uk"); !strings.Contains(msg, "Коваленко Іван") || !strings.Contains(msg, "05.03.2012") {
		t.Errorf("message %q must name the existing player and birth date", msg)
	}
	if all, _ := svc.Registry.SearchPlayers(ctx, ""); len(all) != 1 {
		t.Fatalf("refused duplicate was stored: %d players", len(all))
	}
	second, err := svc.Registry.CreatePlayer(ctx, dup, model.SaveOptions{AllowDuplicate: true})
	if err != nil || second.ID == first.ID {
		t.Fatalf("confirmed duplicate: %v", err)
	}
	other := validPlayer()
	other.BirthDate = model.NewDate(2012, 3, 6)
	mustPlayer(t, svc, other) // another birth date is no duplicate
	// Updating a player into a copy of another is also questioned.
	other.ID = mustPlayer(t, svc, model.Player{Surname: "Інший", Name: "Іван", BirthDate: model.NewDate(2012, 3, 5), Gender: model.Male}).ID
	other.Surname, other.BirthDate = "Коваленко", model.NewDate(2012, 3, 5)
	if _, err := svc.Registry.UpdatePlayer(ctx, other, model.SaveOptions{}); !errors.Is(err, model.ErrPossibleDuplicate) {
		t.Errorf("update into a duplicate: err %v", err)
	}
	// Saving a player unchanged does not flag the player as its own duplicate.
	solo := mustPlayer(t, svc, model.Player{Surname: "Сам", Name: "Один", BirthDate: model.NewDate(2000, 1, 1), Gender: model.Male})
	solo.Phone = "+380 50 000 00 00"
	if _, err := svc.Registry.UpdatePlayer(ctx, solo, model.SaveOptions{}); err != nil {
		t.Errorf("update of a unique player: %v", err)
	}
}

func TestFIDEIDUnique(t *testing.T) {
	svc := newService(t)
	p := validPlayer()
	p.FIDEID = 14109603
	mustPlayer(t, svc, p)
	q := model.Player{Surname: "Бойко", Name: "Ольга", BirthDate: model.NewDate(2001, 1, 1), Gender: model.Female, FIDEID: 14109603}
	_, err := svc.Registry.CreatePlayer(ctx, q, model.SaveOptions{AllowDuplicate: true})
	if !model.IsKind(err, model.Conflict) || errors.Is(err, model.ErrPossibleDuplicate) {
		t.Errorf("same FIDE ID: err %v, want a Conflict that cannot be confirmed away", err)
	}
	if msg := model.Message(err, "uk"); !strings.Contains(msg, "14109603") || !strings.Contains(msg, "Коваленко Іван") {
		t.Errorf("message %q must name the ID and its owner", msg)
	}
}

func TestPlayerReferencesMustExist(t *testing.T) {
	svc := newService(t)
	p := validPlayer()
	p.ClubID = 99
	if _, err := svc.Registry.CreatePlayer(ctx, p, model.SaveOptions{}); !model.IsKind(err, model.Invalid) {
		t.Errorf("missing club: err %v, want Invalid", err)
	}
	p.ClubID, p.CoachID = 0, 98
	if _, err := svc.Registry.CreatePlayer(ctx, p, model.SaveOptions{}); !model.IsKind(err, model.Invalid) {
		t.Errorf("missing coach: err %v, want Invalid", err)
	}
	if _, err := svc.Registry.UpdatePlayer(ctx, model.Player{ID: 12345}, model.SaveOptions{}); !model.IsKind(err, model.NotFound) {
		t.Errorf("update missing player: err %v, want NotFound", err)
	}
	if err := svc.Registry.DeletePlayer(ctx, 12345); !model.IsKind(err, model.NotFound) {
		t.Errorf("delete missing player: err %v, want NotFound", err)
	}
}

func TestDeleteReferencedIsRefused(t *testing.T) {
	svc := newService(t)
	kyiv, err := svc.Registry.CreateSettlement(ctx, model.Settlement{Name: "Київ"})
	if err != nil {
		t.Fatal(err)
	}
	club, err := svc.Registry.CreateClub(ctx, model.Club{Name: "Українська шахова академія", SettlementID: kyiv.ID})
	if err != nil {
		t.Fatal(err)
	}
	coach, err := svc.Registry.CreateCoach(ctx, model.Coach{Name: "Ґалаґан Олег", SettlementID: kyiv.ID, ClubID: club.ID})
	if err != nil {
		t.Fatal(err)
	}
	var ids []model.PlayerID
	for i, name := range []string{"Іван", "Петро", "Ярина"} {
		p := validPlayer()
		p.Name, p.BirthDate, p.ClubID, p.CoachID = name, model.NewDate(2010, 1, i+1), club.ID, coach.ID
		ids = append(ids, mustPlayer(t, svc, p).ID)
	}
	checks := []struct {
		what string
		err  error
		says []string
	}{
		{"club", svc.Registry.DeleteClub(ctx, club.ID), []string{"Українська шахова академія", "3 гравців", "1 тренера"}},
		{"coach", svc.Registry.DeleteCoach(ctx, coach.ID), []string{"Ґалаґан Олег", "3 гравців"}},
		{"settlement", svc.Registry.DeleteSettlement(ctx, kyiv.ID), []string{"Київ", "1 клубу", "1 тренера"}},
	}
	for _, c := range checks {
		if !model.IsKind(c.err, model.Conflict) {
			t.Errorf("delete %s: err %v, want Conflict", c.what, c.err)
			continue
		}
		for _, s := range c.says {
			if !strings.Contains(model.Message(c.err, "uk"), s) {
				t.Errorf("delete %s: message %q does not say %q", c.what, model.Message(c.err, "uk"), s)
			}
		}
	}
	if _, err := svc.Registry.Club(ctx, club.ID); err != nil {
		t.Errorf("refused delete removed the club: %v", err)
	}
	for _, id := range ids {
		if err := svc.Registry.DeletePlayer(ctx, id); err != nil {
			t.Fatal(err)
		}
	}
	if err := svc.Registry.DeleteCoach(ctx, coach.ID); err != nil {
		t.Errorf("delete unreferenced coach: %v", err)
	}
	if err := svc.Registry.DeleteClub(ctx, club.ID); err != nil {
		t.Errorf("delete unreferenced club: %v", err)
	}
	if err := svc.Registry.DeleteSettlement(ctx, kyiv.ID); err != nil {
		t.Errorf("delete unreferenced settlement: %v", err)
	}
}

func TestNamesUniqueIgnoringCase(t *testing.T) {
	svc := newService(t)
	if _, err := svc.Registry.CreateClub(ctx, model.Club{Name: "Ферзь"}); err != nil {
		t.Fatal(err)
	}
	if _, err := svc.Registry.CreateClub(ctx, model.Club{Name: " ФЕРЗЬ "}); !model.IsKind(err, model.Conflict) {
		t.Errorf("same club name: err %v, want Conflict", err)
	}
	if _, err := svc.Registry.CreateClub(ctx, model.Club{Name: "  "}); !model.IsKind(err, model.Invalid) {
		t.Errorf("empty club name: err %v, want Invalid", err)
	}
	if _, err := svc.Registry.CreateCoach(ctx, model.Coach{Name: ""}); !model.IsKind(err, model.Invalid) {
		t.Errorf("empty coach name: err %v, want Invalid", err)
	}
	a, _ := svc.Registry.FindOrCreateSettlement(ctx, "Біла Церква")
	b, _ := svc.Registry.FindOrCreateSettlement(ctx, "біла  церква")
	if a.ID == 0 || a.ID != b.ID {
		t.Errorf("FindOrCreateSettlement: %v and %v", a, b)
	}
}

func TestSearchPlayersSortedUkrainian(t *testing.T) {
	svc := newService(t)
	for i, s := range []string{"Яковенко", "Ґалаґан", "Гончаренко", "Єрмоленко", "Євтух", "Іщенко", "Їжак", "Пʼятниця"} {
		mustPlayer(t, svc, model.Player{Surname: s, Name: "Олена", BirthDate: model.NewDate(2000, 1, i+1), Gender: model.Female})
	}
	all, err := svc.Registry.SearchPlayers(ctx, "")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range all {
		got = append(got, p.Surname)
	}
	want := "Гончаренко Ґалаґан Євтух Єрмоленко Іщенко Їжак Пʼятниця Яковенко"
	if strings.Join(got, " ") != want {
		t.Errorf("order %v, want %s", got, want)
	}
	// г and ґ find each other: "ґ" finds Гончаренко and Ґалаґан
	for query, n := range map[string]int{"п'ят": 1, "Є": 2, "ї": 1, "і": 1, "ґ": 2, "олена": 8, "ЄВТУХ ОЛЕНА": 1, "nobody": 0} {
		if res, _ := svc.Registry.SearchPlayers(ctx, query); len(res) != n {
			t.Errorf("SearchPlayers(%q): %d results, want %d", query, len(res), n)
		}
	}
}

func TestDeleteMessageOmitsZeroCounts(t *testing.T) {
	svc := newService(t)
	club, _ := svc.Registry.CreateClub(ctx, model.Club{Name: "Ферзь"})
	p := validPlayer()
	p.ClubID = club.ID
	mustPlayer(t, svc, p)
	msg := model.Message(svc.Registry.DeleteClub(ctx, club.ID), "uk")
	if !strings.Contains(msg, "для 1 гравця.") || strings.Contains(msg, "0 ") {
		t.Errorf("message %q", msg)
	}
}

func TestSearchClubsAndCoaches(t *testing.T) {
	svc := newService(t)
	for _, n := range []string{"Шаховий клуб «Ферзь»", "ДЮСШ «Гамбіт»", "Ірпінський клуб «Ґамбіт»"} {
		if _, err := svc.Registry.CreateClub(ctx, model.Club{Name: n}); err != nil {
			t.Fatal(err)
		}
	}
	for _, n := range []string{"Д'яченко Віктор", "Ґалаґан Олег"} {
		if _, err := svc.Registry.CreateCoach(ctx, model.Coach{Name: n}); err != nil {
			t.Fatal(err)
		}
	}
	clubs, _ := svc.Registry.SearchClubs(ctx, "КЛУБ")
	if len(clubs) != 2 || clubs[0].Name != "Ірпінський клуб «Ґамбіт»" {
		t.Errorf("SearchClubs(КЛУБ) = %+v", clubs)
	}
	if clubs, _ := svc.Registry.SearchClubs(ctx, "ґамб"); len(clubs) != 2 {
		t.Errorf("SearchClubs(ґамб) = %+v (ґ finds г and ґ)", clubs)
	}
	for _, n := range []string{"Біла Церква", "Бровари"} {
		svc.Registry.CreateSettlement(ctx, model.Settlement{Name: n})
	}
	if sts, _ := svc.Registry.SearchSettlements(ctx, "ЦЕРК"); len(sts) != 1 || sts[0].Name != "Біла Церква" {
		t.Errorf("SearchSettlements(ЦЕРК) = %+v", sts)
	}
	if coaches, _ := svc.Registry.SearchCoaches(ctx, "дʼяч"); len(coaches) != 1 {
		t.Errorf("SearchCoaches(дʼяч) = %+v", coaches)
	}
}
