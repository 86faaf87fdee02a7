package uitest

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/model/teams"
	"arbiter/storage"
	"arbiter/ui/kit"
)

// Today is the fixed day of every test's Service, so ages do not drift.
var Today = time.Date(2026, time.November, 30, 12, 0, 0, 0, time.UTC)

// NewService opens a real SQLite data file in t.TempDir().
func NewService(t *testing.T) *datafile.Services {
	t.Helper()
	st, err := storage.Open(filepath.Join(t.TempDir(), "arbiter.db"))
	if err != nil {
		t.Fatalf("storage.Open: %v", err)
	}
	t.Cleanup(func() { st.Close() })
	a := datafile.New(st, model.WithClock(func() time.Time { return Today }))
	return a
}

// NewWindow makes a test app and a window of the program's size.
func NewWindow(t *testing.T) fyne.Window {
	t.Helper()
	test.NewTempApp(t)
	w := test.NewTempWindow(t, widget.NewLabel(""))
	w.Resize(fyne.NewSize(1200, 760))
	return w
}

// Walk visits o and every object below it, looking through widget renderers.
func Walk(o fyne.CanvasObject, visit func(fyne.CanvasObject)) {
	if o == nil {
		return
	}
	visit(o)
	switch x := o.(type) {
	case *fyne.Container:
		for _, c := range x.Objects {
			Walk(c, visit)
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(x).Objects() {
			Walk(c, visit)
		}
	}
}

// TopOverlay returns the topmost dialog of w, or nil.
func TopOverlay(w fyne.Window) fyne.CanvasObject { return w.Canvas().Overlays().Top() }

// Labels returns the texts of every label under o.
func Labels(o fyne.CanvasObject) []string {
	var out []string
	Walk(o, func(c fyne.CanvasObject) {
		if l, ok := c.(*widget.Label); ok {
			out = append(out, l.Text)
		}
	})
	return out
}

func HasLabel(o fyne.CanvasObject, text string) bool {
	for _, l := range Labels(o) {
		if l == text {
			return true
		}
	}
	return false
}

// HasLabelContaining reports whether a label under o contains text.
func HasLabelContaining(o fyne.CanvasObject, text string) bool {
	for _, l := range Labels(o) {
		if strings.Contains(l, text) {
			return true
		}
	}
	return false
}

// Button returns the Button under o with that text, failing the test if there is none.
func Button(t *testing.T, o fyne.CanvasObject, text string) *widget.Button {
	t.Helper()
	var found *widget.Button
	Walk(o, func(c fyne.CanvasObject) {
		if b, ok := c.(*widget.Button); ok && b.Text == text && found == nil {
			found = b
		}
	})
	if found == nil {
		t.Fatalf("no Button %q on screen", text)
	}
	return found
}

// MustPlayers returns every player in the data file.
func MustPlayers(t *testing.T, svc *datafile.Services) []model.Player {
	t.Helper()
	ps, err := svc.Registry.SearchPlayers(context.Background(), "")
	if err != nil {
		t.Fatalf("SearchPlayers: %v", err)
	}
	return ps
}

// AddPlayer stores a player directly through the Service.
func AddPlayer(t *testing.T, svc *datafile.Services, p model.Player) model.Player {
	t.Helper()
	if p.Gender == "" {
		p.Gender = model.Male
	}
	if p.BirthDate.IsZero() {
		p.BirthDate = model.NewDate(2010, time.May, 1)
	}
	p, err := svc.Registry.CreatePlayer(context.Background(), p, model.SaveOptions{})
	if err != nil {
		t.Fatalf("CreatePlayer(%s): %v", p.FullName(), err)
	}
	return p
}

// OpenService opens (or reopens) the SQLite data file at path.
func OpenService(t *testing.T, path string) (*datafile.Services, func()) {
	t.Helper()
	st, err := storage.Open(path)
	if err != nil {
		t.Fatalf("storage.Open: %v", err)
	}
	closed := false
	closeFn := func() {
		if !closed {
			closed = true
			st.Close()
		}
	}
	t.Cleanup(closeFn)
	a := datafile.New(st, model.WithClock(func() time.Time { return Today }))
	return a, closeFn
}

// TapYes answers the open confirmation with Yes.
func TapYes(t *testing.T, w fyne.Window) {
	t.Helper()
	o := TopOverlay(w)
	if o == nil {
		t.Fatal("no confirmation is open")
	}
	test.Tap(Button(t, o, lang.L("Yes")))
}

// ResultKeysFor gives n result keys that cycle through wins, draws and losses.
func ResultKeysFor(round, n int) string {
	cycle := "1=0"
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteByte(cycle[(i+round)%3])
	}
	return b.String()
}

func MustRound(t *testing.T, svc *datafile.Services, id model.TournamentID, r int) model.RoundView {
	t.Helper()
	rv, err := svc.Pairings.Round(context.Background(), id, r)
	if err != nil {
		t.Fatalf("Round(%d): %v", r, err)
	}
	return rv
}

func DBPath(t *testing.T) string { return filepath.Join(t.TempDir(), "arbiter.db") }

// CellRow is a cell of row r in a table (the name column).
func CellRow(r int) widget.TableCellID { return widget.TableCellID{Row: r, Col: 1} }

// HasEntryText reports whether an entry under o holds text.
func HasEntryText(o fyne.CanvasObject, text string) bool {
	found := false
	Walk(o, func(c fyne.CanvasObject) {
		if e, ok := c.(*kit.TextEntry); ok && e.Text == text {
			found = true
		}
	})
	return found
}

// Entries returns every text field under o, in the order they are laid out.
func Entries(o fyne.CanvasObject) []*kit.TextEntry {
	var out []*kit.TextEntry
	Walk(o, func(c fyne.CanvasObject) {
		if e, ok := c.(*kit.TextEntry); ok {
			out = append(out, e)
		}
	})
	return out
}

// SetEntry replaces the text of the entry under o that holds old.
func SetEntry(t *testing.T, o fyne.CanvasObject, old, text string) {
	t.Helper()
	var e *kit.TextEntry
	Walk(o, func(c fyne.CanvasObject) {
		if x, ok := c.(*kit.TextEntry); ok && x.Text == old && e == nil {
			e = x
		}
	})
	if e == nil {
		t.Fatalf("no entry holds %q", old)
	}
	e.SetText(text)
}

// Dismiss closes the message a printout leaves (the file's place).
func Dismiss(t *testing.T, w fyne.Window) {
	t.Helper()
	o := TopOverlay(w)
	if o == nil {
		t.Fatal("no message after printing")
	}
	w.Canvas().Overlays().Remove(o)
}

// InChild runs the test named name again in a process of its own started
// in Ukrainian, so that switching the process-wide language of fyne does
// not leak into the other tests; it reports whether this is the child.
func InChild(t *testing.T, name string) bool {
	t.Helper()
	if os.Getenv("ARBITER_LANG_CHILD") != "" {
		return true
	}
	cmd := exec.Command(os.Args[0], "-test.run=^"+name+"$", "-test.v")
	cmd.Env = append(os.Environ(), "ARBITER_LANG_CHILD=1", "LANG=uk_UA.UTF-8", "LC_ALL=", "LANGUAGE=")
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "--- PASS: "+name) {
		t.Fatalf("the test in its own process: %v\n%s", err, out)
	}
	return false
}

// Key is a key event of the named key.
func Key(name fyne.KeyName) *fyne.KeyEvent { return &fyne.KeyEvent{Name: name} }

// PressOnWindow types a key while no field has the focus.
func PressOnWindow(t *testing.T, w fyne.Window, name fyne.KeyName) {
	t.Helper()
	w.Canvas().Unfocus()
	h := w.Canvas().OnTypedKey()
	if h == nil {
		t.Fatalf("the window does not answer %s", name)
	}
	h(Key(name))
}

// CopyList copies the rating list fixture testdata/ratings/name (dir is the
// path from the test's package to the repository, "..", "../..") into a
// temp dir with the given modification time (the combined list's period is
// its file's month).
func CopyList(t *testing.T, dir, name string, mod time.Time) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, "testdata", "ratings", name))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(path, mod, mod); err != nil {
		t.Fatal(err)
	}
	return path
}

// OpenMenu taps a menu button and returns the menu it opened.
func OpenMenu(t *testing.T, w fyne.Window, b *widget.Button) *widget.Menu {
	t.Helper()
	test.Tap(b)
	var m *widget.Menu
	Walk(TopOverlay(w), func(o fyne.CanvasObject) {
		if x, ok := o.(*widget.PopUpMenu); ok && m == nil {
			m = x.Menu
		}
	})
	if m == nil {
		t.Fatalf("%q opened no menu", b.Text)
	}
	return m
}

// PlayedTeamEvent stores a one-board team tournament with a team per
// player of ps, named names, and plays every round of it: the lower team
// number wins each match (White, board 1, is the first-named team).
func PlayedTeamEvent(t *testing.T, svc *datafile.Services, name, system string, rounds int, names []string, ps []model.Player) model.TournamentID {
	t.Helper()
	ctx, ts := context.Background(), svc.Teams
	tn, err := ts.CreateTournament(ctx, model.Tournament{Name: name, System: system, Rounds: rounds, StartDate: model.NewDate(2009, time.October, 1)},
		teams.Options{Boards: 1, NoShowGP: -1, ByeGP: -1})
	if err != nil {
		t.Fatal(err)
	}
	for i, n := range names {
		if _, err := ts.CreateTeam(ctx, tn.ID, teams.Team{Name: n, Members: []teams.Member{{Player: ps[i].ID}}}, false); err != nil {
			t.Fatal(err)
		}
	}
	for {
		r, ms, err := ts.Pair(ctx, tn.ID)
		if err != nil {
			break // every round paired
		}
		v, _ := ts.View(ctx, tn.ID, "")
		for _, m := range ms {
			if m.Away == 0 {
				continue
			}
			h, a := v.TeamByID(m.Home), v.TeamByID(m.Away)
			for _, side := range []teams.Team{h, a} {
				if err := ts.SetLineup(ctx, tn.ID, r, side.ID, []model.PlayerID{side.Members[0].Player}, false); err != nil {
					t.Fatal(err)
				}
			}
			code := "1"
			if a.Number < h.Number {
				code = "0"
			}
			if err := ts.SetResult(ctx, tn.ID, r, m.Home, 1, code); err != nil {
				t.Fatal(err)
			}
		}
	}
	return tn.ID
}

// Surnames are the registry players of the tests, strongest first.
var Surnames = []string{"Антоненко", "Бондар", "Василенко", "Гончаренко", "Давиденко", "Єременко",
	"Жук", "Захарченко", "Іваненко", "Карпенко", "Литвиненко", "Мельник", "Назаренко", "Онищенко",
	"Петренко", "Руденко", "Савченко", "Ткаченко"}

// AddPlayers stores n registry players with falling FIDE ratings.
func AddPlayers(t *testing.T, svc *datafile.Services, n int) []model.Player {
	t.Helper()
	var ps []model.Player
	for i := 0; i < n; i++ {
		ps = append(ps, AddPlayer(t, svc, model.Player{Surname: Surnames[i], Name: "Олег",
			FIDERating: 2200 - 40*i}))
	}
	return ps
}

// CheckRoundRobinGrid fails the test unless cv is the full grid of a round
// robin of n players: an X on the diagonal, a result in every other cell.
func CheckRoundRobinGrid(t *testing.T, cv *model.Crosstable, n int) {
	t.Helper()
	if cv == nil || !cv.RoundRobin || len(cv.Rows) != n {
		t.Fatalf("crosstable %+v, want a round robin of %d", cv, n)
	}
	for _, r := range cv.Rows {
		if len(r.Grid) != n || r.Grid[r.StartNo-1] != "X" {
			t.Errorf("grid row of no. %d: %q", r.StartNo, r.Grid)
		}
		for i, c := range r.Grid {
			if i != r.StartNo-1 && c == "" {
				t.Errorf("no. %d vs no. %d has no result", r.StartNo, i+1)
			}
		}
	}
}
