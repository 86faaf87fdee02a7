package trf

import (
	"regexp"
	"strconv"
	"strings"
	"time"
)

// Event is one pairing-integrity event recorded in a TRF-2026 file as a
// comment line (FIDE C.02 VCL4THP.13 Q113, Q217: "### Import @ Round 3:
// …", "### MPA @ Round 5", "### Configuration @ Round 7"): a tag naming
// what happened, the round it concerns (0: before round 1), the time it
// happened (zero when the file did not say) and free text.
//
// Read puts every "###" line of this form into Tournament.Events and
// keeps any other "###" comment in Other; Write and WriteEdition write
// the events after the other records, before the 001 lines.
type Event struct {
	Tag   string // "Import", "MPA", "Configuration", "Rounds", …: no "@" or ":"
	Round int
	At    time.Time // UTC; zero when unknown
	Text  string    // one line
}

// eventLine is "### Tag @ Round n (2026-12-03T10:00:00Z): text"; the time
// and the text are optional.
var eventLine = regexp.MustCompile(`^###\s*([^@:]*?)\s*@\s*Round\s+([0-9]+)\s*(?:\(([^)]*)\))?\s*(?::\s*(.*))?$`)

// Line writes e as its "###" comment. Line breaks in the text become
// spaces, so the event stays one line.
func (e Event) Line() string {
	var b strings.Builder
	b.WriteString("### ")
	b.WriteString(oneLine(strings.NewReplacer("@", " ", ":", " ").Replace(e.Tag)))
	b.WriteString(" @ Round ")
	b.WriteString(strconv.Itoa(e.Round))
	if !e.At.IsZero() {
		b.WriteString(" (" + e.At.UTC().Format(time.RFC3339) + ")")
	}
	if t := oneLine(e.Text); t != "" {
		b.WriteString(": " + t)
	}
	return b.String()
}

func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// ParseEvent reads one "###" event line; ok is false for any other line
// (a plain comment). A time that is not RFC 3339 is kept in the text.
func ParseEvent(s string) (e Event, ok bool) {
	m := eventLine.FindStringSubmatch(strings.TrimRight(s, " \t\r"))
	if m == nil || m[1] == "" {
		return Event{}, false
	}
	n, err := strconv.Atoi(m[2])
	if err != nil {
		return Event{}, false
	}
	e = Event{Tag: m[1], Round: n, Text: strings.TrimSpace(m[4])}
	if m[3] != "" {
		if at, err := time.Parse(time.RFC3339, strings.TrimSpace(m[3])); err == nil {
			e.At = at.UTC()
		} else {
			e.Text = strings.TrimSpace("(" + m[3] + ") " + e.Text)
		}
	}
	return e, true
}
