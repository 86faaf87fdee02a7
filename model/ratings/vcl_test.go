package ratings_test

// The tournament ratings FIDE's verification checklist asks for (FIDE
// C.02, VCL4THP.13 Q116–146; docs/vcl.md) and the seed rows on ratings as
// of a date (../shared/spec/seed-audit.md M53, M57). The lists are the
// fixture's FIDE list (testdata/ratings/players_list_foa.txt, period
// 2026-11) and national or user lists written inline; every expected
// rating is read off those lines.

import (
	"strings"
	"testing"

	"arbiter/engine/ratinglist"
	"arbiter/engine/ratingmethod"
	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/ratings"
)

func (f *fixture) tournament(t *testing.T, tr model.Tournament) model.Tournament {
	t.Helper()
	if tr.Name == "" {
		tr.Name = "Кубок"
	}
	if tr.StartDate.IsZero() {
		tr.StartDate = model.NewDate(2026, 12, 5)
	}
	if tr.Rounds == 0 {
		tr.Rounds = 5
	}
	got, err := f.tours.Tournaments.CreateTournament(ctx, tr)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

func (f *fixture) register(t *testing.T, id model.TournamentID, keys ...string) {
	t.Helper()
	for _, k := range keys {
		if _, err := f.tours.Tournaments.Register(ctx, id, model.Registration{PlayerID: f.byID[k].ID, ConfirmUnrated: true}); err != nil {
			t.Fatalf("register %s: %v", k, err)
		}
	}
}

func (f *fixture) rule(t *testing.T, id model.TournamentID, r model.RatingRule) {
	t.Helper()
	if _, err := f.tours.TournamentRatings.SetRule(ctx, id, r); err != nil {
		t.Fatal(err)
	}
}

// lines maps the fixture's keys to the tournament's rating lines.
func (f *fixture) lines(t *testing.T, id model.TournamentID) map[string]model.RatingLine {
	t.Helper()
	ls, err := f.tours.TournamentRatings.Lines(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]model.RatingLine{}
	for _, l := range ls {
		for k, p := range f.byID {
			if p.ID == l.Player.ID {
				out[k] = l
			}
		}
	}
	return out
}

func (f *fixture) foa(t *testing.T) {
	t.Helper()
	if _, err := f.importFile(t, read(t, "players_list_foa.txt"), ratings.ImportOptions{Name: "players_list_foa.txt", Period: nov26}); err != nil {
		t.Fatal(err)
	}
}

func (f *fixture) national(t *testing.T, period ratinglist.Period, csv string, user string) {
	t.Helper()
	if _, err := f.svc.ImportNationalCSV(ctx, strings.NewReader(csv), ratings.NationalOptions{Name: "list.csv", Period: period, User: user}); err != nil {
		t.Fatal(err)
	}
}

// Q116, Q143: the tournament rating is the registration's own; a newer
// list changes the registry's official rating, never the tournament's.
func TestVCL_Q116_OfficialAndTournamentRatingApart(t *testing.T) {
	f := newFixture(t)
	tr := f.tournament(t, model.Tournament{})
	f.register(t, tr.ID, "kovalenko")
	f.foa(t) // Kovalenko's standard rating: 2300 in the registry, 2415 in the list
	l := f.lines(t, tr.ID)["kovalenko"]
	if l.FIDE != 2415 || l.Tournament != 2300 {
		t.Fatalf("official %d, tournament %d; want 2415 and 2300", l.FIDE, l.Tournament)
	}
	// Q134: 2300 was typed into the registry by hand, no list gave it
	if !l.Source.Manual {
		t.Errorf("source %+v, want marked as typed by hand", l.Source)
	}
}

// Q117, Q124: a list of the director's own, used first in his sequence.
func TestVCL_Q117_UserList(t *testing.T) {
	f := newFixture(t)
	f.foa(t)
	f.national(t, ratinglist.Period{Year: 2026, Month: 10}, "surname;name;rating\nКоваленко;Іван;2350\n", "Kyiv")
	if f.player(t, "kovalenko").NationalRating != 0 {
		t.Error("a user list changed the national rating")
	}
	lists, err := f.svc.UserLists(ctx)
	if err != nil || len(lists) != 1 || lists[0].Kind != "user:Kyiv" || lists[0].Matched != 1 {
		t.Fatalf("user lists %+v, %v", lists, err)
	}
	tr := f.tournament(t, model.Tournament{})
	f.rule(t, tr.ID, model.RatingRule{Method: ratingmethod.Sequence, Lists: "user:Kyiv,standard"})
	f.register(t, tr.ID, "kovalenko", "shevchenko")
	ls := f.lines(t, tr.ID)
	if k := ls["kovalenko"]; k.Tournament != 2350 || k.Source.List != "user:Kyiv" || k.Source.Period != "2026-10" {
		t.Errorf("Kovalenko %+v, want 2350 from user:Kyiv 2026-10", k)
	}
	// not in the user list: the next list of the sequence, standard 2290
	if s := ls["shevchenko"]; s.Tournament != 2290 || s.Source.List != ratingmethod.Standard || s.Source.Period != "2026-11" {
		t.Errorf("Shevchenko %+v, want 2290 from standard 2026-11", s)
	}
	if _, err := f.svc.ImportNationalCSV(ctx, strings.NewReader("surname;name;rating\nКоваленко;Іван;2350\n"), ratings.NationalOptions{Name: "x.csv", Period: nov26, User: "a,b"}); !model.IsKind(err, model.Invalid) {
		t.Errorf("list name with a comma: %v, want Invalid", err)
	}
}

// Q118, Q123: each kind of tournament has its default list sequence; a
// rapid or blitz player without a rapid or blitz rating is rated by the
// standard list.
func TestVCL_Q118_EffectiveRapidBlitz(t *testing.T) {
	f := newFixture(t)
	f.foa(t)
	cases := []struct {
		kind     model.TournamentKind
		key      string
		rating   int
		fromList ratingmethod.List
	}{
		{model.Classical, "kovalenko", 2415, ratingmethod.Standard},
		{model.Rapid, "kovalenko", 2380, ratingmethod.Rapid},
		{model.Blitz, "kovalenko", 2402, ratingmethod.Blitz},
		{model.Rapid, "melnyk", 1650, ratingmethod.Standard},     // no rapid rating
		{model.Rapid, "shevchenko", 2290, ratingmethod.Standard}, // rapid 0 in the list
		{model.Blitz, "shevchenko", 2210, ratingmethod.Blitz},
	}
	for i, c := range cases {
		tr := f.tournament(t, model.Tournament{Name: string(c.kind) + string(rune('A'+i)), Kind: c.kind})
		f.register(t, tr.ID, c.key)
		l := f.lines(t, tr.ID)[c.key]
		if l.Tournament != c.rating || l.Source.List != c.fromList {
			t.Errorf("%s %s: %d from %s, want %d from %s", c.kind, c.key, l.Tournament, l.Source.List, c.rating, c.fromList)
		}
	}
}

// Q134: the source list and period are kept; a rating typed at the desk
// is marked.
func TestVCL_Q134_SourceAndManualMark(t *testing.T) {
	f := newFixture(t)
	f.foa(t)
	tr := f.tournament(t, model.Tournament{})
	f.register(t, tr.ID, "kovalenko")
	if s := f.lines(t, tr.ID)["kovalenko"].Source; s.List != ratingmethod.Standard || s.Period != "2026-11" || s.Manual {
		t.Fatalf("source %+v, want standard 2026-11", s)
	}
	if _, err := f.tours.Tournaments.UpdateRegistration(ctx, tr.ID, model.Entry{PlayerID: f.byID["kovalenko"].ID, Rating: 2420}); err != nil {
		t.Fatal(err)
	}
	if l := f.lines(t, tr.ID)["kovalenko"]; l.Tournament != 2420 || !l.Source.Manual || l.FIDE != 2415 {
		t.Errorf("after typing: %+v", l)
	}
}

// Q133, Q137, Q141–144: the check compares with the list valid at the
// start, lists the players that differ and says which lists are older
// than that; it changes nothing until the director applies it, to the
// players he chooses.
func TestVCL_Q133_ConsistencyCheck(t *testing.T) {
	f := newFixture(t)
	tr := f.tournament(t, model.Tournament{StartDate: model.NewDate(2026, 12, 5)})
	f.register(t, tr.ID, "kovalenko", "shevchenko", "melnyk")
	f.foa(t) // 2300 → 2415, 2250 → 2290, unrated → 1650
	c, err := f.tours.TournamentRatings.Check(ctx, tr.ID)
	if err != nil {
		t.Fatal(err)
	}
	if c.Period != "2026-12" || len(c.Stale) != 1 || c.Stale[0] != (model.StaleList{List: ratingmethod.Standard, Newest: "2026-11"}) {
		t.Errorf("period %s, stale %+v; want 2026-12 and standard last imported 2026-11", c.Period, c.Stale)
	}
	got := map[string][2]int{}
	for _, d := range c.Differences {
		got[d.Player.Surname] = [2]int{d.Tournament, d.List.Rating}
	}
	want := map[string][2]int{"Коваленко": {2300, 2415}, "Шевченко": {2250, 2290}, "Мельник": {0, 1650}}
	if len(got) != len(want) {
		t.Fatalf("differences %v, want %v", got, want)
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s: %v, want %v", k, got[k], v)
		}
	}
	if l := f.lines(t, tr.ID); l["kovalenko"].Tournament != 2300 { // Q143
		t.Fatal("the check changed a rating")
	}
	if _, err := f.tours.TournamentRatings.Apply(ctx, tr.ID, nil); !model.IsKind(err, model.Invalid) {
		t.Errorf("apply to nobody: %v, want Invalid", err)
	}
	n, err := f.tours.TournamentRatings.Apply(ctx, tr.ID, []model.PlayerID{f.byID["kovalenko"].ID, f.byID["melnyk"].ID}) // Q144
	if err != nil || n != 2 {
		t.Fatalf("apply: %d, %v", n, err)
	}
	l := f.lines(t, tr.ID)
	if l["kovalenko"].Tournament != 2415 || l["melnyk"].Tournament != 1650 || l["shevchenko"].Tournament != 2250 {
		t.Errorf("after applying to two: %d %d %d", l["kovalenko"].Tournament, l["melnyk"].Tournament, l["shevchenko"].Tournament)
	}
	if l["kovalenko"].Source.List != ratingmethod.Standard || l["kovalenko"].Source.Manual {
		t.Errorf("applied source %+v", l["kovalenko"].Source)
	}
	if l["kovalenko"].StartNo != 1 || l["melnyk"].StartNo != 3 { // 2415, 2250, 1650: ranked again
		t.Errorf("start numbers %d %d", l["kovalenko"].StartNo, l["melnyk"].StartNo)
	}
	if _, err := f.tours.TournamentRatings.Apply(ctx, tr.ID, []model.PlayerID{f.byID["kovalenko"].ID}); !model.IsKind(err, model.Invalid) {
		t.Errorf("applying an agreeing rating: %v, want Invalid", err)
	}
}

// Q137: an event over 30 days checks against the list of the check day.
func TestVCL_Q137_LongEventChecksOnTheDay(t *testing.T) {
	f := newFixture(t)
	tr := f.tournament(t, model.Tournament{StartDate: model.NewDate(2026, 9, 1), EndDate: model.NewDate(2027, 3, 1)})
	c, err := f.tours.TournamentRatings.Check(ctx, tr.ID)
	if err != nil || c.Period != "2026-12" { // the fixture's clock: 1 Dec 2026
		t.Errorf("period %q, %v; want 2026-12", c.Period, err)
	}
}

// Q138–140: after a list arrives the open tournaments with the check on
// are checked; a tournament can switch its check off.
func TestVCL_Q139_CheckAfterImport(t *testing.T) {
	f := newFixture(t)
	on := f.tournament(t, model.Tournament{Name: "Перевіряється"})
	off := f.tournament(t, model.Tournament{Name: "Без перевірки"})
	f.register(t, on.ID, "kovalenko")
	f.register(t, off.ID, "kovalenko")
	f.rule(t, off.ID, model.RatingRule{CheckOff: true})
	f.foa(t)
	cs, err := f.tours.TournamentRatings.CheckOpen(ctx)
	if err != nil || len(cs) != 1 || cs[0].TournamentID != on.ID || len(cs[0].Differences) != 1 {
		t.Errorf("checks %+v, %v; want only %d with one difference", cs, err, on.ID)
	}
}

// Q145: FIDE, national, FIDON, NIDOF and HBFN as the checklist (and
// TRF-2026 record 172) define them.
func TestVCL_Q145_RatingMethods(t *testing.T) {
	f := newFixture(t)
	f.foa(t)
	// national list: Kovalenko 2450 (FIDE 2415), Bondar 1620 (no FIDE)
	f.national(t, nov26, "fide_id;surname;name;rating\n14100010;Коваленко;Іван;2450\n;Бондар;Софія;1620\n", "")
	cases := []struct {
		method  ratingmethod.Method
		kov     int
		bondar  int
		shevchk int // FIDE 2290, no national rating
	}{
		{ratingmethod.FIDE, 2415, 0, 2290},
		{ratingmethod.NRO, 2450, 1620, 0},
		{ratingmethod.FIDON, 2415, 1620, 2290},
		{ratingmethod.NIDOF, 2450, 1620, 2290},
		{ratingmethod.HBFN, 2450, 1620, 2290},
	}
	for _, c := range cases {
		tr := f.tournament(t, model.Tournament{Name: string(c.method)})
		f.rule(t, tr.ID, model.RatingRule{Method: c.method})
		f.register(t, tr.ID, "kovalenko", "bondar", "shevchenko")
		l := f.lines(t, tr.ID)
		if l["kovalenko"].Tournament != c.kov || l["bondar"].Tournament != c.bondar || l["shevchenko"].Tournament != c.shevchk {
			t.Errorf("%s: %d %d %d, want %d %d %d", c.method, l["kovalenko"].Tournament, l["bondar"].Tournament, l["shevchenko"].Tournament, c.kov, c.bondar, c.shevchk)
		}
	}
	// a rule set after registration rates everyone again
	tr := f.tournament(t, model.Tournament{Name: "потім"})
	f.register(t, tr.ID, "kovalenko")
	f.rule(t, tr.ID, model.RatingRule{Method: ratingmethod.NIDOF})
	if got := f.lines(t, tr.ID)["kovalenko"].Tournament; got != 2450 {
		t.Errorf("after changing the rule: %d, want 2450", got)
	}
	for _, bad := range []model.RatingRule{{Method: "elo"}, {Method: ratingmethod.Sequence}, {Lists: "moscow"}, {Period: "2010-13"}, {Ties: "height"}} {
		if _, err := f.tours.TournamentRatings.SetRule(ctx, tr.ID, bad); !model.IsKind(err, model.Invalid) {
			t.Errorf("rule %+v: %v, want Invalid", bad, err)
		}
	}
}

// Q146: equal rating and title ordered by age instead of the alphabet.
func TestVCL_Q146_TieOrder(t *testing.T) {
	f := newFixture(t)
	// Bondar (born 2012) and Petrenko (born 1980) both rated 0 for FIDE
	// and without title: the alphabet puts Бондар first
	for _, c := range []struct {
		ties  model.TieOrder
		first string
	}{{model.TiesByName, "bondar"}, {model.TiesOlderFirst, "petrenko"}, {model.TiesYounger, "bondar"}} {
		tr := f.tournament(t, model.Tournament{Name: "ties " + string(c.ties)})
		f.rule(t, tr.ID, model.RatingRule{Method: ratingmethod.NRO, Ties: c.ties})
		f.register(t, tr.ID, "bondar", "petrenko")
		if _, err := f.tours.Tournaments.UpdateRegistration(ctx, tr.ID, model.Entry{PlayerID: f.byID["bondar"].ID, Rating: 0}); err != nil {
			t.Fatal(err)
		}
		if l := f.lines(t, tr.ID); l[c.first].StartNo != 1 {
			t.Errorf("ties %q: %s has number %d, want 1", c.ties, c.first, l[c.first].StartNo)
		}
	}
}

// seed 004 §16–§17 (seed-audit M53): admitted and ranked by the list of
// 1 October 2010 after the November list arrived.
func TestSeedM53_ListOfOctober2010(t *testing.T) {
	f := newFixture(t)
	oct, nov := ratinglist.Period{Year: 2010, Month: 10}, ratinglist.Period{Year: 2010, Month: 11}
	f.national(t, oct, "surname;name;rating\nКоваленко;Іван;1650\nПетренко;Олег;1550\n", "")
	f.national(t, nov, "surname;name;rating\nКоваленко;Іван;1550\nПетренко;Олег;1700\n", "")
	tr := f.tournament(t, model.Tournament{StartDate: model.NewDate(2010, 12, 1), RatingUsed: model.RatingNational,
		Admission: model.Admission{MinRating: 1600, RatingList: "2010-10"}})
	f.rule(t, tr.ID, model.RatingRule{Period: "2010-10"})
	f.register(t, tr.ID, "kovalenko") // 1650 in October, 1550 in November
	l := f.lines(t, tr.ID)["kovalenko"]
	if l.Tournament != 1650 || l.Source.Period != "2010-10" || l.National != 1550 {
		t.Errorf("Kovalenko %+v: want 1650 of 2010-10 (registry 1550)", l)
	}
	// Petrenko: 1550 in October (below 1600) though 1700 in November
	_, err := f.tours.Tournaments.Register(ctx, tr.ID, model.Registration{PlayerID: f.byID["petrenko"].ID})
	if !model.IsKind(err, model.Conflict) || !strings.Contains(model.MessageText(err).String(), "1550") {
		t.Errorf("Petrenko: %v, want the admission warning with 1550", err)
	}
}

// seed 004 §17 (seed-audit M57): admitted by Elo 1900 whatever the
// national rating, ranked by the national rating.
func TestSeedM57_AdmitByOneRankByAnother(t *testing.T) {
	f := newFixture(t)
	f.foa(t)
	f.national(t, nov26, "fide_id;surname;name;rating\n14100010;Коваленко;Іван;2000\n14100037;Мельник;Тарас;1950\n", "")
	tr := f.tournament(t, model.Tournament{RatingUsed: model.RatingNational, Admission: model.Admission{MinRating: 1900}})
	f.rule(t, tr.ID, model.RatingRule{AdmitMethod: ratingmethod.FIDE})
	f.register(t, tr.ID, "kovalenko") // Elo 2415 admits him, national 2000 ranks him
	if l := f.lines(t, tr.ID)["kovalenko"]; l.Tournament != 2000 || l.Source.List != ratingmethod.National {
		t.Errorf("Kovalenko %+v, want 2000 national", l)
	}
	// Melnyk: national 1950 but Elo 1650 — refused until confirmed
	_, err := f.tours.Tournaments.Register(ctx, tr.ID, model.Registration{PlayerID: f.byID["melnyk"].ID})
	if !model.IsKind(err, model.Conflict) || !strings.Contains(model.MessageText(err).String(), "1650") {
		t.Errorf("Melnyk: %v, want the admission warning with Elo 1650", err)
	}
}

// TRF-2026 record 172 names the method when national ratings are used.
func TestVCL_Q145_TRF172(t *testing.T) {
	f := newFixture(t)
	for _, c := range []struct {
		method ratingmethod.Method
		lists  string
		want   string
	}{{ratingmethod.FIDE, "", ""}, {ratingmethod.FIDON, "", "172 FIDON"}, {ratingmethod.HBFN, "", "172 HBFN"}, {ratingmethod.Sequence, "national,standard", "172 OTHER"}} {
		tr := f.tournament(t, model.Tournament{Name: "172 " + string(c.method)})
		f.rule(t, tr.ID, model.RatingRule{Method: c.method, Lists: c.lists})
		f.register(t, tr.ID, "kovalenko")
		var b strings.Builder
		if err := f.tours.TRF.WriteEdition(ctx, tr.ID, &b, trf.TRF26); err != nil {
			t.Fatal(err)
		}
		got := ""
		for _, line := range strings.Split(b.String(), "\n") {
			if strings.HasPrefix(line, "172") {
				got = strings.TrimSpace(line)
			}
		}
		if got != c.want {
			t.Errorf("%s: %q, want %q", c.method, got, c.want)
		}
		// read back: the imported tournament keeps the method
		tf, err := trf.Read(strings.NewReader(b.String()))
		if err != nil {
			t.Fatal(err)
		}
		rep, err := f.tours.TRF.Import(ctx, model.TRFImport{Date: model.NewDate(2026, 12, 20), Name: "Копія " + string(c.method), Source: "a.trf", TRF: tf})
		if err != nil {
			t.Fatal(err)
		}
		r, _ := f.tours.TournamentRatings.Rule(ctx, rep.Tournament.ID)
		want := c.method
		if c.method == ratingmethod.FIDE || c.method == ratingmethod.Sequence {
			want = ""
		}
		if r.Method != want {
			t.Errorf("%s read back as %q", c.method, r.Method)
		}
	}
}

// Q128–129: a player the main list lacks shows his ratings in the other
// lists, and one is picked for him.
func TestVCL_Q128_OtherListsShownAndPicked(t *testing.T) {
	f := newFixture(t)
	f.foa(t)
	f.national(t, nov26, "fide_id;surname;name;rating\n;Бондар;Софія;1620\n", "")
	tr := f.tournament(t, model.Tournament{Kind: model.Rapid})
	f.register(t, tr.ID, "bondar", "kovalenko")
	l := f.lines(t, tr.ID)
	if b := l["bondar"]; b.Tournament != 0 || len(b.Held) != 1 || b.Held[0].List != ratingmethod.National || b.Held[0].Rating != 1620 {
		t.Fatalf("Bondar %+v: unrated by FIDE, national 1620 shown", b)
	}
	// Kovalenko holds standard 2415, rapid 2380, blitz 2402
	if k := l["kovalenko"]; len(k.Held) != 3 || k.Tournament != 2380 {
		t.Errorf("Kovalenko %+v", k)
	}
	r, err := f.tours.TournamentRatings.Pick(ctx, tr.ID, f.byID["bondar"].ID, ratingmethod.National)
	if err != nil || r != 1620 {
		t.Fatalf("pick: %d, %v", r, err)
	}
	if b := f.lines(t, tr.ID)["bondar"]; b.Tournament != 1620 || b.Source.List != ratingmethod.National || b.Source.Manual {
		t.Errorf("after picking: %+v", b)
	}
	if _, err := f.tours.TournamentRatings.Pick(ctx, tr.ID, f.byID["bondar"].ID, ratingmethod.Blitz); !model.IsKind(err, model.Invalid) {
		t.Errorf("a list without his rating: %v, want Invalid", err)
	}
}
