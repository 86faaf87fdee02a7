package trf

import (
	"bytes"
	"reflect"
	"strings"
	"testing"
	"time"
)

// TestEventLines: the "###" event lines of FIDE's checklist (VCL4THP.13
// Q44, Q55, Q59, Q61, Q69, Q113) are read into Event and written back as
// the same line; other comments are not events.
func TestEventLines(t *testing.T) {
	at := time.Date(2026, 12, 3, 10, 5, 0, 0, time.UTC)
	for _, c := range []struct {
		line string
		ok   bool
		want Event
		back string // "" = line
	}{
		{"### Import @ Round 3: C1 broken by 4 and 7", true, Event{Tag: "Import", Round: 3, Text: "C1 broken by 4 and 7"}, ""},
		{"### MPA @ Round 5", true, Event{Tag: "MPA", Round: 5}, ""},
		{"### Configuration @ Round 7 (2026-12-03T10:05:00Z): round 7 is now the last", true,
			Event{Tag: "Configuration", Round: 7, At: at, Text: "round 7 is now the last"}, ""},
		{"###Non-FIDE @Round 2:left", true, Event{Tag: "Non-FIDE", Round: 2, Text: "left"}, "### Non-FIDE @ Round 2: left"},
		{"### Rounds @ Round 0 (yesterday): 9 to 7", true, Event{Tag: "Rounds", Round: 0, Text: "(yesterday) 9 to 7"}, "### Rounds @ Round 0: (yesterday) 9 to 7"},
		{"### Column guide for 001 lines", false, Event{}, ""},
		{"### @ Round 3: no tag", false, Event{}, ""},
		{"### Import @ Round x", false, Event{}, ""},
	} {
		e, ok := ParseEvent(c.line)
		if ok != c.ok || !reflect.DeepEqual(e, c.want) {
			t.Errorf("ParseEvent(%q) = %+v, %v; want %+v, %v", c.line, e, ok, c.want, c.ok)
			continue
		}
		if !ok {
			continue
		}
		back := c.back
		if back == "" {
			back = c.line
		}
		if got := e.Line(); got != back {
			t.Errorf("Line of %q = %q, want %q", c.line, got, back)
		}
	}
	// a tag or text that would break the line is made safe
	if got := (Event{Tag: "A@B:C", Round: 1, Text: "two\nlines"}).Line(); got != "### A B C @ Round 1: two lines" {
		t.Errorf("unsafe event written as %q", got)
	}
}

// TestEventsRoundTrip: a TRF-2026 file's event lines are read into
// Events (the plain comment stays in Other) and written back in both
// editions, so an import reads back what an export wrote.
func TestEventsRoundTrip(t *testing.T) {
	src := strings.Join([]string{
		"012 Events",
		"142 2",
		"### a plain comment",
		"### Import @ Round 1 (2026-12-03T10:05:00Z): round 1 breaks C1",
		"### Non-FIDE @ Round 2: left FIDE mode",
		"001    1      Alpha One                         1800                             1.0    1     2 w 1",
		"001    2      Beta Two                          1700                             0.0    2     1 b 0",
	}, "\n") + "\n"
	f, err := Read(strings.NewReader(src))
	if err != nil {
		t.Fatal(err)
	}
	want := []Event{
		{Tag: "Import", Round: 1, At: time.Date(2026, 12, 3, 10, 5, 0, 0, time.UTC), Text: "round 1 breaks C1"},
		{Tag: "Non-FIDE", Round: 2, Text: "left FIDE mode"},
	}
	if !reflect.DeepEqual(f.Events, want) {
		t.Fatalf("Events = %+v", f.Events)
	}
	if len(f.Other) == 0 || !strings.Contains(strings.Join(f.Other, "\n"), "### a plain comment") {
		t.Errorf("the plain comment is lost: %q", f.Other)
	}
	for _, e := range []Edition{TRF26, TRF16} {
		var b bytes.Buffer
		if err := WriteEdition(&b, f, e); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(b.String(), "### Import @ Round 1 (2026-12-03T10:05:00Z): round 1 breaks C1\n### Non-FIDE @ Round 2: left FIDE mode\n001") {
			t.Errorf("%s: events not written before the 001 lines:\n%s", e, b.String())
		}
		g, err := Read(&b)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(g.Events, want) {
			t.Errorf("%s: read back %+v", e, g.Events)
		}
	}
}
