package tournaments_test

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"

	"arbiter/engine/check"
	"arbiter/model"
	"arbiter/storage"
)

var bg = context.Background()

// dayEnv is a Service on a new SQLite file in a temp dir; reopen opens
// the same file again.
type dayEnv struct {
	t    testing.TB
	path string
	st   *storage.DB
	svc  *testApp
}

func newDayEnv(t testing.TB) *dayEnv {
	t.Helper()
	d := &dayEnv{t: t, path: filepath.Join(t.TempDir(), "day.db")}
	d.reopen()
	t.Cleanup(func() { d.st.Close() })
	return d
}

func (d *dayEnv) reopen() {
	d.t.Helper()
	if d.st != nil {
		d.st.Close()
	}
	st, err := storage.Open(d.path)
	if err != nil {
		d.t.Fatal(err)
	}
	d.st, d.svc = st, newApp(st.Model(), model.WithClock(model.NewDate(2026, 5, 1).Time))
}

var surnames = []string{"Шевченко", "Коваленко", "Бондаренко", "Ткаченко", "Кравченко", "Олійник", "Шевчук", "Поліщук",
	"Бойко", "Мельник", "Лисенко", "Руденко", "Марченко", "Петренко", "Савченко", "Гончаренко", "Іваненко", "Єременко"}

// players creates n registry players with distinct ratings (2400, 2380, …
// when rated) and returns their IDs.
func (d *dayEnv) players(n int, rated bool) []model.PlayerID {
	d.t.Helper()
	var ids []model.PlayerID
	for i := 0; i < n; i++ {
		p := model.Player{Surname: surnames[i%len(surnames)], Name: fmt.Sprintf("Гравець%d", i+1),
			BirthDate: model.NewDate(2000+i%12, 3, 1+i%27), Gender: model.Male}
		if i%3 == 1 {
			p.Gender = model.Female
		}
		if rated {
			p.FIDERating = 2400 - 20*i
		}
		got, err := d.svc.Players.Create(bg, p, model.SaveOptions{AllowDuplicate: true})
		if err != nil {
			d.t.Fatal(err)
		}
		ids = append(ids, got.ID)
	}
	return ids
}

func (d *dayEnv) tournament(tr model.Tournament) model.Tournament {
	d.t.Helper()
	if tr.Name == "" {
		tr.Name = "Кубок Академії"
	}
	if tr.StartDate.IsZero() {
		tr.StartDate = model.NewDate(2026, 5, 2)
	}
	got, err := d.svc.Tournaments.CreateTournament(bg, tr)
	if err != nil {
		d.t.Fatal(err)
	}
	return got
}

func (d *dayEnv) register(id model.TournamentID, ids []model.PlayerID) {
	d.t.Helper()
	for _, pid := range ids {
		if _, err := d.svc.Tournaments.Register(bg, id, model.Registration{PlayerID: pid}); err != nil {
			d.t.Fatal(err)
		}
	}
}

// pair pairs the next round and checks it with engine/check.
func (d *dayEnv) pair(id model.TournamentID) model.RoundView {
	d.t.Helper()
	v, err := d.svc.Pairings.PairNext(bg, id)
	if err != nil {
		d.t.Fatal(err)
	}
	d.checkRound(id, v.Round)
	return v
}

func (d *dayEnv) checkRound(id model.TournamentID, r int) {
	d.t.Helper()
	tt, err := d.svc.TRF.Export(bg, id)
	if err != nil {
		d.t.Fatal(err)
	}
	if vs := check.Round(tt, r, tt.PairingOf(r)); len(vs) > 0 {
		d.t.Fatalf("round %d breaks rules: %v", r, vs)
	}
}

// play enters a result on every board: the higher rating wins, equal
// ratings (or boards whose number is a multiple of 3) draw.
func (d *dayEnv) play(id model.TournamentID, v model.RoundView) {
	d.t.Helper()
	for _, b := range v.Boards {
		code := "1-0"
		switch {
		case b.No%3 == 0 || b.White.Rating == b.Black.Rating:
			code = "="
		case b.Black.Rating > b.White.Rating:
			code = "0-1"
		}
		if err := d.svc.Tournaments.SetResult(bg, id, v.Round, b.No, code, false); err != nil {
			d.t.Fatal(err)
		}
	}
}
