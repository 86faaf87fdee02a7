package tourtest

import (
	"context"
	"sync"
	"testing"

	"fyne.io/fyne/v2"

	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/ui/internal/uitest"
	"arbiter/ui/kit"
	"arbiter/ui/panel"
	"arbiter/ui/tournament"
)

// Screen shows the whole Tournaments screen on svc with the domain panels
// d hands in, loading on the test's goroutine; printouts go into a
// temporary directory and no viewer is found. Made finds the panels the
// screen made of d.
func Screen(t *testing.T, svc *datafile.Services, d panel.Domains) (*tournament.Screen, fyne.Window) {
	t.Helper()
	var ps []any
	w := uitest.NewWindow(t)
	s := tournament.New(svc, w, recording(d, &ps))
	s.Inline()
	dir := t.TempDir()
	s.Printer = kit.Printer{Dir: func() (string, error) { return dir, nil }, Open: func(string) error { return kit.ErrNoViewer }}
	w.SetContent(s.BuildUI())
	made.Lock()
	made.of[s] = ps
	made.Unlock()
	t.Cleanup(func() { made.Lock(); delete(made.of, s); made.Unlock() })
	return s, w
}

// made holds the panels each test's screen made of the domains handed in.
var made = struct {
	sync.Mutex
	of map[*tournament.Screen][]any
}{of: map[*tournament.Screen][]any{}}

// Made is the panel of type T (a domain's tab, button or body) that
// screen s made of the domains handed to Screen; the zero T if none.
func Made[T any](s *tournament.Screen) T {
	made.Lock()
	defer made.Unlock()
	for _, p := range made.of[s] {
		if v, ok := p.(T); ok {
			return v
		}
	}
	var none T
	return none
}

// recording is d with each constructor appending what it makes to ps.
func recording(d panel.Domains, ps *[]any) panel.Domains {
	d.Hall = record(d.Hall, ps)
	d.Bracket = record(d.Bracket, ps)
	d.Standings = record(d.Standings, ps)
	d.Crosstable = record(d.Crosstable, ps)
	d.Playoffs = record(d.Playoffs, ps)
	d.Closing = record(d.Closing, ps)
	d.History = record(d.History, ps)
	d.NewTeam = record(d.NewTeam, ps)
	d.TeamSettings = record(d.TeamSettings, ps)
	d.Team = record(d.Team, ps)
	return d
}

// record is f appending what it makes to ps (nil stays nil: the panel
// is left out).
func record[T any](f func(*panel.Ctx) T, ps *[]any) func(*panel.Ctx) T {
	if f == nil {
		return nil
	}
	return func(c *panel.Ctx) T { v := f(c); *ps = append(*ps, v); return v }
}

// Create stores tn with what the settings dialog gives a new tournament
// (the venue, classical play, today) where tn leaves them empty.
func Create(t *testing.T, svc *datafile.Services, tn model.Tournament) model.Tournament {
	t.Helper()
	if tn.Venue == "" {
		tn.Venue = model.DefaultVenue
	}
	if tn.Kind == "" {
		tn.Kind = model.Classical
	}
	if tn.StartDate.IsZero() {
		tn.StartDate = svc.Today()
	}
	got, err := svc.Tournaments.CreateTournament(context.Background(), tn)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// Register registers ps in tournament id, as the desk does.
func Register(t *testing.T, svc *datafile.Services, id model.TournamentID, ps []model.Player) {
	t.Helper()
	var rs []model.Registration
	for _, p := range ps {
		rs = append(rs, model.Registration{PlayerID: p.ID})
	}
	if err := svc.Tournaments.RegisterMany(context.Background(), id, rs); err != nil {
		t.Fatal(err)
	}
}

// Play pairs the next round of tournament id and stores result on every
// board of it.
func Play(t *testing.T, svc *datafile.Services, id model.TournamentID, result model.GameResult) model.RoundView {
	t.Helper()
	rv := Pair(t, svc, id)
	for _, b := range rv.Boards {
		if err := svc.Tournaments.SetGameResult(context.Background(), id, rv.Round, b.No, result, false); err != nil {
			t.Fatal(err)
		}
	}
	return rv
}

// Pair pairs the next round of tournament id (every round of a round
// robin), as Pair next round does.
func Pair(t *testing.T, svc *datafile.Services, id model.TournamentID) model.RoundView {
	t.Helper()
	rv, err := svc.Pairings.PairNext(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return rv
}

// Results stores the results of round round of tournament id board by
// board, one key a board as the board list takes them: 1 (1-0), = (½-½),
// 0 (0-1); a board past the keys keeps no result.
func Results(t *testing.T, svc *datafile.Services, id model.TournamentID, round int, keys string) {
	t.Helper()
	results := map[rune]model.GameResult{'1': model.WhiteWon, '=': model.Drawn, '0': model.BlackWon}
	for i, k := range []rune(keys) {
		r, ok := results[k]
		if !ok {
			t.Fatalf("result key %q is none of 1, =, 0", k)
		}
		if err := svc.Tournaments.SetGameResult(context.Background(), id, round, i+1, r, false); err != nil {
			t.Fatal(err)
		}
	}
}

// Open opens tournament id on the screen, failing the test if the list
// lacks it.
func Open(t *testing.T, s *tournament.Screen, id model.TournamentID) {
	t.Helper()
	if !s.Open(id) {
		t.Fatalf("tournament %d is not in the list", id)
	}
}
