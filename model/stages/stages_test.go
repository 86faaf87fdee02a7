package stages_test

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"arbiter/engine/qualify"
	"arbiter/engine/ratinglist"
	"arbiter/engine/ratingmethod"
	"arbiter/model"
	"arbiter/model/ratings"
	"arbiter/model/registry"
	"arbiter/model/stages"
	"arbiter/model/tournaments"
	"arbiter/storage"
)

var ctx = context.Background()

type fixture struct {
	t     *testing.T
	st    *storage.DB
	app   *model.App
	tours *tournaments.Services // the tournament services on app
	svc   *stages.Service
	ids   []model.PlayerID // the registry's players, rated 2200, 2100, 2000, 1900

	stages int // the stages made so far (their names differ)
}

// newFixture opens a data file with four rated players: Альфа 2200, Бета
// 2100, Гамма 2000, Дельта 1900.
func newFixture(t *testing.T) *fixture {
	t.Helper()
	st, err := storage.Open(filepath.Join(t.TempDir(), "stages.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	app := model.NewApp(st.Model(), model.WithClock(func() time.Time { return time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC) }))
	tours := tournaments.New(app)
	f := &fixture{t: t, st: st, app: app, tours: tours, svc: stages.New(app, tours)}
	for i, s := range []string{"Альфа", "Бета", "Гамма", "Дельта"} {
		p, err := registry.New(app).CreatePlayer(ctx, model.Player{Surname: s, Name: "Іван", Gender: model.Male,
			BirthDate: model.NewDate(2010, time.March, 1), FIDERating: 2200 - 100*i}, model.SaveOptions{})
		if err != nil {
			t.Fatal(err)
		}
		f.ids = append(f.ids, p.ID)
	}
	return f
}

// source is a finished round robin of the four players: decisive, the
// higher rating wins every game (3, 2, 1, 0 points: places 1–4), or every
// game drawn (1½ each: all four share places 1–4).
func (f *fixture) source(name string, decisive, finish bool) model.Tournament {
	f.t.Helper()
	tr, err := f.tours.Tournaments.CreateTournament(ctx, model.Tournament{Name: name, System: model.SystemRoundRobin,
		StartDate: model.NewDate(2026, time.April, 1), Rounds: 3})
	if err != nil {
		f.t.Fatal(err)
	}
	for _, id := range f.ids {
		if _, err := f.tours.Tournaments.Register(ctx, tr.ID, model.Registration{PlayerID: id}); err != nil {
			f.t.Fatal(err)
		}
	}
	if _, err := f.tours.Pairings.PairNext(ctx, tr.ID); err != nil {
		f.t.Fatal(err)
	}
	for r := 1; r <= 3; r++ {
		v, err := f.tours.Pairings.Round(ctx, tr.ID, r)
		if err != nil {
			f.t.Fatal(err)
		}
		for _, b := range v.Boards {
			code := "="
			if decisive {
				code = "1-0"
				if b.Black.Rating > b.White.Rating {
					code = "0-1"
				}
			}
			if err := f.tours.Tournaments.SetResult(ctx, tr.ID, r, b.No, code, false); err != nil {
				f.t.Fatal(err)
			}
		}
	}
	if finish {
		if _, err := f.tours.Tournaments.FinishTournament(ctx, tr.ID, false); err != nil {
			f.t.Fatal(err)
		}
	}
	return tr
}

// stage creates the next stage of the sources by rule, taking places.
func (f *fixture) stage(rule string, places int, from ...model.Tournament) model.Tournament {
	f.t.Helper()
	var ids []string
	for _, s := range from {
		ids = append(ids, fmt.Sprint(s.ID))
	}
	f.stages++
	tr, err := f.tours.Tournaments.CreateTournament(ctx, model.Tournament{Name: fmt.Sprintf("Фінал %d", f.stages), System: model.SystemRoundRobin,
		StartDate: model.NewDate(2026, time.May, 10), Rounds: 3,
		Stage: model.StageLink{From: strings.Join(ids, ","), Qualify: rule, Places: places}})
	if err != nil {
		f.t.Fatal(err)
	}
	return tr
}

// line is a qualifier as "Name from place points reasons registered".
func line(q stages.Qualifier) string {
	return fmt.Sprintf("%s %d %s %d [%s] %v", q.Name, q.From, q.Place, q.Points, q.ReasonsText("en"), q.Registered)
}

func lines(qs []stages.Qualifier) string {
	var out []string
	for _, q := range qs {
		out = append(out, line(q))
	}
	return strings.Join(out, "; ")
}

// TestQualifiersAndFill: top 2 of the decisive round robin are Альфа (3
// points = 6 half-points, place 1) and Бета (2 points, place 2); adding
// rating:2000 brings Гамма (place 3, 1 point, rating 2000) for his rating;
// Fill registers the three, and a second Fill has nobody left to add.
func TestQualifiersAndFill(t *testing.T) {
	f := newFixture(t)
	src := f.source("Півфінал", true, true)
	fin := f.stage("top:2+rating:2000", 0, src)
	qs, err := f.svc.Qualifiers(ctx, fin.ID)
	if err != nil {
		t.Fatal(err)
	}
	s := src.ID
	want := fmt.Sprintf("Альфа Іван %d 1 6 [place, rating] false; Бета Іван %d 2 4 [place, rating] false; Гамма Іван %d 3 2 [rating] false", s, s, s)
	if got := lines(qs); got != want {
		t.Fatalf("qualifiers\n got %s\nwant %s", got, want)
	}
	if ps, _ := f.tours.Tournaments.Participants(ctx, fin.ID); len(ps) != 0 {
		t.Fatalf("Qualifiers registered %d players", len(ps))
	}
	if _, err := f.svc.Fill(ctx, fin.ID); err != nil {
		t.Fatal(err)
	}
	ps, err := f.tours.Tournaments.Participants(ctx, fin.ID)
	if err != nil {
		t.Fatal(err)
	}
	var reg []string
	for _, p := range ps {
		reg = append(reg, p.Player.Surname)
	}
	if got := strings.Join(reg, " "); got != "Альфа Бета Гамма" {
		t.Fatalf("registered %s, want Альфа Бета Гамма", got)
	}
	qs, _ = f.svc.Qualifiers(ctx, fin.ID)
	for _, q := range qs {
		if !q.Registered {
			t.Errorf("%s not marked registered after Fill", q.Name)
		}
	}
	if _, err := f.svc.Fill(ctx, fin.ID); !model.IsKind(err, model.Conflict) || !strings.Contains(model.Message(err, "en"), "registered already") {
		t.Fatalf("second Fill: %v", err)
	}
}

// TestInvited: an invited player comes last, with no source, place or
// points; one missing from the registry is a Conflict naming his number.
func TestInvited(t *testing.T) {
	f := newFixture(t)
	src := f.source("Півфінал", true, true)
	fin := f.stage(fmt.Sprintf("top:1+invite:%d", f.ids[3]), 0, src)
	qs, err := f.svc.Qualifiers(ctx, fin.ID)
	if err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("Альфа Іван %d 1 6 [place] false; Дельта Іван 0  0 [invited] false", src.ID)
	if got := lines(qs); got != want {
		t.Fatalf("qualifiers\n got %s\nwant %s", got, want)
	}
	bad := f.stage("top:1+invite:9999", 0, src)
	if _, err := f.svc.Qualifiers(ctx, bad.ID); !model.IsKind(err, model.Conflict) || !strings.Contains(model.Message(err, "en"), "9999") {
		t.Fatalf("invited player not in the registry: %v", err)
	}
}

// TestRefusals: each case is refused with the kind and the words that
// tell the director what to change, and registers nobody.
func TestRefusals(t *testing.T) {
	f := newFixture(t)
	done := f.source("Півфінал", true, true)
	drawn := f.source("Нічийний", false, true)
	open := f.source("Незакінчений", true, false)
	plain, err := f.tours.Tournaments.CreateTournament(ctx, model.Tournament{Name: "Окремий", System: model.SystemRoundRobin,
		StartDate: model.NewDate(2026, time.May, 10), Rounds: 3})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		id   model.TournamentID
		kind model.Kind
		says string
	}{
		{"not a stage", plain.ID, model.Invalid, "not the next stage"},
		{"source not finished", f.stage("top:2", 0, open).ID, model.Conflict, "is not finished"},
		// 3 points at most: nobody has 4
		{"selects nobody", f.stage("score:4", 0, done).ID, model.Conflict, "selects nobody"},
		// top 3 of one source, 2 places: "3 from no. N"
		{"more than the places", f.stage("top:3", 2, done).ID, model.Conflict, fmt.Sprintf("3 players qualify (3 from no. %d)", done.ID)},
		// all four drew every game: places 1–4 shared across the top 2
		{"shared place across the limit", f.stage("top:2", 0, drawn).ID, model.Conflict, "places 1–4 are shared across the top 2"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := f.svc.Qualifiers(ctx, c.id)
			if !model.IsKind(err, c.kind) || !strings.Contains(model.Message(err, "en"), c.says) {
				t.Fatalf("Qualifiers: %v (%s), want %v saying %q", err, model.Message(err, "en"), c.kind, c.says)
			}
			if _, err := f.svc.Fill(ctx, c.id); !model.IsKind(err, c.kind) {
				t.Fatalf("Fill: %v", err)
			}
			if ps, _ := f.tours.Tournaments.Participants(ctx, c.id); len(ps) != 0 {
				t.Fatalf("a refused Fill registered %d players", len(ps))
			}
		})
	}
}

// TestReasonText names every reason in both languages.
func TestReasonText(t *testing.T) {
	for _, c := range []struct {
		r      qualify.Reason
		en, uk string
	}{
		{qualify.ByPlace, "place", "місце"},
		{qualify.ByScore, "score", "очки"},
		{qualify.ByRating, "rating", "рейтинг"},
		{qualify.Invited, "invited", "запрошений"},
	} {
		if got := stages.ReasonText(c.r, "en"); got != c.en {
			t.Errorf("%v en: %q, want %q", c.r, got, c.en)
		}
		if got := stages.ReasonText(c.r, "uk"); got != c.uk {
			t.Errorf("%v uk: %q, want %q", c.r, got, c.uk)
		}
	}
	if got := stages.ReasonText(qualify.Reason(99), "en"); got != "?" {
		t.Errorf("unknown reason: %q", got)
	}
}

// TestSeedM20_BestByRatingOnADate: seed 004 §4.2 («15 персонально
// приглашенных участников (по рейтингу на 01.03.2010г.)», seed-audit
// M20), scaled down: the semifinal's winner and the 2 best of the
// registry by the national list of March 2010. National lists (worked by
// hand): Епсилон 1900 in March / 1500 in April, Зета 1800 / 2000, Ета
// 1700 / 1950; the semifinal's four have no national rating. By March:
// Епсилон and Зета; by April it would be Зета and Ета.
func TestSeedM20_BestByRatingOnADate(t *testing.T) {
	f := newFixture(t)
	src := f.source("Півфінал", true, true)
	for _, s := range []string{"Епсилон", "Зета", "Ета"} {
		if _, err := registry.New(f.app).CreatePlayer(ctx, model.Player{Surname: s, Name: "Петро", Gender: model.Male,
			BirthDate: model.NewDate(2009, time.May, 1)}, model.SaveOptions{}); err != nil {
			t.Fatal(err)
		}
	}
	rs := ratings.New(f.st.Ratings(), nil)
	for _, l := range []struct {
		period ratinglist.Period
		csv    string
	}{
		{ratinglist.Period{Year: 2010, Month: 3}, "surname;name;rating\nЕпсилон;Петро;1900\nЗета;Петро;1800\nЕта;Петро;1700\n"},
		{ratinglist.Period{Year: 2010, Month: 4}, "surname;name;rating\nЕпсилон;Петро;1500\nЗета;Петро;2000\nЕта;Петро;1950\n"},
	} {
		if _, err := rs.ImportNationalCSV(ctx, strings.NewReader(l.csv), ratings.NationalOptions{Name: "msk.csv", Period: l.period}); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct{ rule, want string }{
		{"top:1+best:2@2010-03", "Альфа Іван 1 [place]; Епсилон Петро 1900 [best by rating]; Зета Петро 1800 [best by rating]"},
		{"top:1+best:2@2010-04", "Альфа Іван 1 [place]; Зета Петро 2000 [best by rating]; Ета Петро 1950 [best by rating]"},
	} {
		fin := f.stage(c.rule, 0, src)
		if _, err := f.tours.TournamentRatings.SetRule(ctx, fin.ID, model.RatingRule{Method: ratingmethod.NRO}); err != nil {
			t.Fatal(err)
		}
		qs, err := f.svc.Qualifiers(ctx, fin.ID)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, q := range qs {
			s := fmt.Sprintf("%s %d [%s]", q.Name, q.Rating, q.ReasonsText("en"))
			if q.From != 0 {
				s = fmt.Sprintf("%s %s [%s]", q.Name, q.Place, q.ReasonsText("en"))
			}
			got = append(got, s)
		}
		if g := strings.Join(got, "; "); g != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.rule, g, c.want)
		}
	}
}
