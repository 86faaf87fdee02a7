package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSeasonRulesRefused: a rule-set file with a
// coefficient that is not a plain decimal is refused with exit 2 and the
// field named, and the tables stay as they were (it was accepted and
// `season show` then ran for minutes).
func TestSeasonRulesRefused(t *testing.T) {
	db := buildSeason(t)
	rules := seasonMust(t, db, "season", "rules", "2010")
	before := seasonMust(t, db, "season", "show", "2010", "--table", "gold")
	for _, tc := range []struct{ from, to, field string }{
		{`"0.8"`, `"1p3000000"`, "gold_ka[1]"},
		{`"0.8"`, `"0x10"`, "gold_ka[1]"},
		{`"min": 8`, `"min": 9`, "kv[1].min"},
	} {
		bad := strings.Replace(rules, tc.from, tc.to, 1)
		if bad == rules {
			t.Fatalf("%s not in the rule set JSON:\n%s", tc.from, rules)
		}
		file := filepath.Join(t.TempDir(), "rules.json")
		os.WriteFile(file, []byte(bad), 0o644)
		code, out, errs := seasonRun(t, db, "season", "rules", "2010", "--set", file)
		if code != exitBadInput || !strings.Contains(errs, tc.field) {
			t.Errorf("%s: exit %d\n%s%s", tc.to, code, out, errs)
		}
	}
	if after := seasonMust(t, db, "season", "show", "2010", "--table", "gold"); after != before {
		t.Errorf("refused rule sets changed the table:\n%s", after)
	}
}
