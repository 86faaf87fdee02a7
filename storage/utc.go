package storage

import "time"

// formatUTC writes t as RFC 3339 in UTC; "" for the zero time.
func formatUTC(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.UTC().Format(time.RFC3339)
}

// parseUTC reads formatUTC's text; the zero time for "" or bad text.
func parseUTC(s string) time.Time {
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		return time.Time{}
	}
	return t.UTC()
}
