package backup

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

func at(y int, m time.Month, d, h, min, s int) time.Time {
	return time.Date(y, m, d, h, min, s, 0, time.Local)
}

func TestNameAndParse(t *testing.T) {
	data := "/media/usb/turnir.db"
	tm := at(2026, 12, 1, 14, 5, 9)
	cases := []struct {
		r    Reason
		n    int
		want string
	}{
		{Pairing, 1, "turnir-2026-12-01-140509-pairing.db"},
		{Migration, 1, "turnir-2026-12-01-140509-migration.db"},
		{Daily, 2, "turnir-2026-12-01-140509-daily-2.db"},
	}
	for _, c := range cases {
		got := Name(data, tm, c.r, c.n)
		if got != c.want {
			t.Errorf("Name(%s, %d) = %q, want %q", c.r, c.n, got, c.want)
		}
		p, ok := parse(data, got)
		if !ok || !p.Time.Equal(tm) || p.Reason != c.r || p.Path != "/media/usb/backups/"+c.want {
			t.Errorf("parse(%q) = %+v, %v", got, p, ok)
		}
	}
	for _, name := range []string{
		"other-2026-12-01-140509-pairing.db",   // another data file's copy
		"turnir-2026-12-01-140509-unknown.db",  // not a reason
		"turnir-2026-13-01-140509-pairing.db",  // no month 13
		"turnir-2026-12-01-140509-pairing.txt", // not a copy
		"turnir.db",
	} {
		if c, ok := parse(data, name); ok {
			t.Errorf("parse(%q) = %+v, want no copy", name, c)
		}
	}
}

func TestListNewestFirstAndOnlyOurs(t *testing.T) {
	dir := t.TempDir()
	data := filepath.Join(dir, "a.db")
	if err := os.Mkdir(Dir(data), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"a-2026-01-02-100000-daily.db", "a-2026-01-03-090000-pairing.db", "a-2026-01-02-110000-finish.db",
		"b-2026-01-04-100000-daily.db", "notes.txt", ".a-2026-01-05-100000-manual.db.part"} {
		if err := os.WriteFile(filepath.Join(Dir(data), name), []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := List(data)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"a-2026-01-03-090000-pairing.db", "a-2026-01-02-110000-finish.db", "a-2026-01-02-100000-daily.db"}
	if len(got) != len(want) {
		t.Fatalf("List: %+v", got)
	}
	for i, w := range want {
		if filepath.Base(got[i].Path) != w {
			t.Errorf("List[%d] = %s, want %s", i, got[i].Path, w)
		}
	}
	if none, err := List(filepath.Join(t.TempDir(), "x.db")); err != nil || len(none) != 0 {
		t.Errorf("no backups folder: %v, %v", none, err)
	}
}

// series makes copies (newest first) perDay times a day at 10:00, 11:00, …
// on each of days days ending at day 0 = now's day.
func series(now time.Time, days, perDay int) []Copy {
	var out []Copy
	for d := 0; d < days; d++ {
		for k := perDay - 1; k >= 0; k-- {
			y, m, dd := now.AddDate(0, 0, -d).Date()
			out = append(out, Copy{Path: "x", Time: at(y, m, dd, 10+k, 0, 0), Reason: Daily})
		}
	}
	return out
}

func TestExpired(t *testing.T) {
	now := at(2026, 12, 1, 20, 0, 0)
	cases := []struct {
		name       string
		copies     []Copy
		wantDelete int
		oldestKept time.Time
	}{
		{"fewer than 30", series(now, 1, 12), 0, at(2026, 12, 1, 10, 0, 0)},
		{"35 today: the 5 oldest go", series(now, 1, 35), 5, at(2026, 12, 1, 15, 0, 0)},
		// one a day for 120 days: days 0..89 stay, days 90..119 go.
		{"one a day for 120 days", series(now, 120, 1), 30, at(2026, 9, 3, 10, 0, 0)},
		// three a day for 40 days: the 30 newest are days 0..9; days 10..39 keep
		// one each (the newest, 12:00): 2 × 30 go.
		{"three a day for 40 days", series(now, 40, 3), 60, at(2026, 10, 23, 12, 0, 0)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			gone := Expired(c.copies, now)
			if len(gone) != c.wantDelete {
				t.Fatalf("%d expired, want %d", len(gone), c.wantDelete)
			}
			expired := map[time.Time]bool{}
			for _, g := range gone {
				expired[g.Time] = true
			}
			var oldest time.Time
			for _, k := range c.copies {
				if !expired[k.Time] {
					oldest = k.Time
				}
			}
			if !oldest.Equal(c.oldestKept) {
				t.Errorf("oldest kept %v, want %v", oldest, c.oldestKept)
			}
		})
	}
}

func TestToday(t *testing.T) {
	copies := []Copy{{Time: at(2026, 12, 1, 9, 0, 0)}}
	if !Today(copies, at(2026, 12, 1, 23, 59, 0)) || Today(copies, at(2026, 12, 2, 0, 1, 0)) {
		t.Error("Today")
	}
}
