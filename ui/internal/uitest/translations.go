package uitest

import (
	"encoding/json"
	"testing"

	"arbiter/assets"
)

// Translations reads one of the embedded translation files (uk.json,
// en.json) as its key → text map.
func Translations(t *testing.T, file string) map[string]string {
	t.Helper()
	data, err := assets.Translations.ReadFile("translations/" + file)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]string
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	return m
}
