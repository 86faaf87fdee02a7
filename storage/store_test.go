package storage

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/model"

	"arbiter/model/i18n"
	"arbiter/model/registry"
)

func newStore(t *testing.T) *testStore {
	t.Helper()
	s := mustOpen(t, filepath.Join(t.TempDir(), "arbiter.db"))
	t.Cleanup(func() { s.Close() })
	return s
}

func TestPlayerRoundTrip(t *testing.T) {
	s := newStore(t)
	st := model.Settlement{Name: "Київ"}
	club := model.Club{Name: "Академія", Address: "вул. Шулявська, 5", Contacts: "+380 44 000 00 00"}
	coach := model.Coach{Name: "Ґалаґан Олег", Contacts: "o@g.ua"}
	if err := s.CreateSettlement(ctx, &st); err != nil {
		t.Fatal(err)
	}
	club.SettlementID, coach.SettlementID = st.ID, st.ID
	if err := s.CreateClub(ctx, &club); err != nil {
		t.Fatal(err)
	}
	coach.ClubID = club.ID
	if err := s.CreateCoach(ctx, &coach); err != nil {
		t.Fatal(err)
	}
	p := model.Player{Surname: "Пʼятниця", Name: "Ярина", Patronymic: "Олексіївна", LatinName: "Piatnytsia, Yaryna",
		BirthDate: model.NewDate(2009, 11, 30), Gender: model.Female, Citizenship: "UKR", Title: "КМС",
		FIDEID: 34100002, FIDERating: 1980, NationalRating: 2010, Student: true, Occupation: "студентка",
		ClubID: club.ID, CoachID: coach.ID, Phone: "+380 50 1", Email: "y@p.ua"}
	if err := s.CreatePlayer(ctx, &p); err != nil {
		t.Fatal(err)
	}
	got, err := s.Player(ctx, p.ID)
	if err != nil || got != p {
		t.Errorf("Player = %+v, %v\nwant %+v", got, err, p)
	}
	if c, _ := s.Club(ctx, club.ID); c != club {
		t.Errorf("Club = %+v, want %+v", c, club)
	}
	if c, _ := s.Coach(ctx, coach.ID); c != coach {
		t.Errorf("Coach = %+v, want %+v", c, coach)
	}
	p.ClubID, p.CoachID, p.FIDEID, p.Student = 0, 0, 0, false
	if err := s.UpdatePlayer(ctx, p); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.Player(ctx, p.ID); got != p {
		t.Errorf("after update %+v, want %+v", got, p)
	}
	for _, f := range []model.PlayerFilter{{}, {BirthDate: p.BirthDate}} {
		if ps, err := s.Players(ctx, f); err != nil || len(ps) != 1 || ps[0] != p {
			t.Errorf("Players(%+v) = %+v, %v", f, ps, err)
		}
	}
	if ps, _ := s.Players(ctx, model.PlayerFilter{ClubID: club.ID}); len(ps) != 0 {
		t.Errorf("Players by old club: %+v", ps)
	}
}

// TestConstraintViolationsBecomeModelErrors calls the Store directly, past
// the Service's checks, so the schema's constraints are what answers.
func TestConstraintViolationsBecomeModelErrors(t *testing.T) {
	s := newStore(t)
	club := model.Club{Name: "Ферзь"}
	if err := s.CreateClub(ctx, &club); err != nil {
		t.Fatal(err)
	}
	base := model.Player{Surname: "Бойко", Name: "Ольга", BirthDate: model.NewDate(2001, 1, 1), Gender: model.Female,
		Citizenship: "UKR", FIDEID: 777, ClubID: club.ID}
	if err := s.CreatePlayer(ctx, &base); err != nil {
		t.Fatal(err)
	}
	with := func(f func(*model.Player)) *model.Player {
		p := base
		p.ID = 0
		f(&p)
		return &p
	}
	cases := []struct {
		name string
		err  error
		kind model.Kind
		says string
	}{
		{"FIDE ID twice", s.CreatePlayer(ctx, with(func(p *model.Player) {})), model.Conflict, "FIDE ID"},
		{"missing club", s.CreatePlayer(ctx, with(func(p *model.Player) { p.FIDEID, p.ClubID = 0, 999 })), model.Invalid, "клуб"},
		{"missing coach", s.CreatePlayer(ctx, with(func(p *model.Player) { p.FIDEID, p.CoachID = 0, 999 })), model.Invalid, "тренера"},
		{"rating 500", s.CreatePlayer(ctx, with(func(p *model.Player) { p.FIDEID, p.FIDERating = 0, 500 })), model.Invalid, "перевірку"},
		{"gender x", s.CreatePlayer(ctx, with(func(p *model.Player) { p.FIDEID, p.Gender = 0, "x" })), model.Invalid, "перевірку"},
		{"empty surname", s.CreatePlayer(ctx, with(func(p *model.Player) { p.FIDEID, p.Surname = 0, " " })), model.Invalid, "перевірку"},
		{"club name twice", s.CreateClub(ctx, &model.Club{Name: "Ферзь"}), model.Conflict, "Клуб"},
		{"settlement name twice", errors.Join(s.CreateSettlement(ctx, &model.Settlement{Name: "Ірпінь"}), s.CreateSettlement(ctx, &model.Settlement{Name: "Ірпінь"})), model.Conflict, "Населений пункт"},
		{"delete referenced club", s.DeleteClub(ctx, club.ID), model.Conflict, "не можна видалити"},
		{"missing player", second(s.Player(ctx, 4242)), model.NotFound, "Гравця немає"},
		{"update missing club", s.UpdateClub(ctx, model.Club{ID: 4242, Name: "X"}), model.NotFound, "Клубу немає"},
		{"delete missing coach", s.DeleteCoach(ctx, 4242), model.NotFound, "Тренера немає"},
	}
	for _, c := range cases {
		var me *model.Error
		if !errors.As(c.err, &me) || me.Kind != c.kind || !strings.Contains(me.Msg.In(i18n.Uk), c.says) {
			t.Errorf("%s: err %v; want *model.Error %q mentioning %q", c.name, c.err, c.kind, c.says)
			continue
		}
		if low := strings.ToLower(me.Msg.In(i18n.Uk)); strings.Contains(low, "constraint") || strings.Contains(low, "sqlite") {
			t.Errorf("%s: message leaks driver text: %q", c.name, me.Msg.In(i18n.Uk))
		}
	}
	if ps, _ := s.Players(ctx, model.PlayerFilter{}); len(ps) != 1 {
		t.Errorf("failed inserts left %d players", len(ps))
	}
}

func second[T any](_ T, err error) error { return err }

func TestTxIsAllOrNothing(t *testing.T) {
	s := newStore(t)
	boom := errors.New("boom")
	err := s.Tx(ctx, func(tx model.Store) error {
		if err := tx.CreateClub(ctx, &model.Club{Name: "Тимчасовий"}); err != nil {
			return err
		}
		// Nested Tx joins the same transaction.
		return tx.Tx(ctx, func(inner model.Store) error {
			if err := inner.CreateSettlement(ctx, &model.Settlement{Name: "Тимчасове"}); err != nil {
				return err
			}
			return boom
		})
	})
	if !errors.Is(err, boom) {
		t.Fatalf("Tx err %v, want boom", err)
	}
	func() {
		defer func() {
			if recover() == nil {
				t.Error("panic inside Tx was swallowed")
			}
		}()
		s.Tx(ctx, func(tx model.Store) error {
			tx.CreateClub(ctx, &model.Club{Name: "Паніка"})
			panic("boom")
		})
	}()
	clubs, _ := s.Clubs(ctx)
	sts, _ := s.Settlements(ctx)
	if len(clubs)+len(sts) != 0 {
		t.Errorf("rolled-back Tx left %v %v", clubs, sts)
	}
	if err := s.Tx(ctx, func(tx model.Store) error { return tx.CreateClub(ctx, &model.Club{Name: "Постійний"}) }); err != nil {
		t.Fatal(err)
	}
	if clubs, _ := s.Clubs(ctx); len(clubs) != 1 {
		t.Errorf("committed Tx: clubs %v", clubs)
	}
}

// TestServiceOnSQLite runs the registry rules end to end on a real file.
func TestServiceOnSQLite(t *testing.T) {
	path := filepath.Join(t.TempDir(), "arbiter.db")
	s := mustOpen(t, path)
	svc := model.NewApp(s, model.WithClock(model.NewDate(2026, 6, 1).Time))
	club, err := registry.New(svc).CreateClub(ctx, model.Club{Name: "Українська шахова академія"})
	if err != nil {
		t.Fatal(err)
	}
	p := model.Player{Surname: "Ґалаґан", Name: "Єва", BirthDate: model.NewDate(2014, 2, 2), Gender: model.Female, ClubID: club.ID}
	if _, err := registry.New(svc).CreatePlayer(ctx, p, model.SaveOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, err := registry.New(svc).CreatePlayer(ctx, p, model.SaveOptions{}); !errors.Is(err, model.ErrPossibleDuplicate) {
		t.Errorf("duplicate on SQLite: %v", err)
	}
	if err := registry.New(svc).DeleteClub(ctx, club.ID); !model.IsKind(err, model.Conflict) || !strings.Contains(model.Message(err, "uk"), "1 гравця") {
		t.Errorf("delete referenced club: %v", err)
	}
	s.Close()

	s = mustOpen(t, path) // what was confirmed is still there after re-opening
	defer s.Close()
	found, err := registry.New(model.NewApp(s)).SearchPlayers(ctx, "ҐАЛАҐ")
	if err != nil || len(found) != 1 || found[0].Name != "Єва" {
		t.Errorf("after re-open: %+v, %v", found, err)
	}
}
