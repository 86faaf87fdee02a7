package season

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

func rules2010JSON(t *testing.T) map[string]any {
	t.Helper()
	data, err := json.Marshal(Rules2010())
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

// TestParseRulesFileRoundTrip: what `season rules` prints reads back equal.
func TestParseRulesFileRoundTrip(t *testing.T) {
	data, _ := json.MarshalIndent(Rules2010(), "", "  ")
	r, err := ParseRulesFile(data)
	if err != nil {
		t.Fatal(err)
	}
	back, _ := json.Marshal(r)
	want, _ := json.Marshal(Rules2010())
	if string(back) != string(want) {
		t.Errorf("round trip:\n%s\n%s", back, want)
	}
}

// TestParseRulesFileRefuses: coefficients that are
// not plain decimals with at most 6 decimals in 0..100, lists out of
// bounds, unknown K_b levels, bands that overlap, leave gaps or have
// negative ages are refused, naming the field.
func TestParseRulesFileRefuses(t *testing.T) {
	long := make([]any, 1000000)
	for i := range long {
		long[i] = "1"
	}
	band := func(min, max int, k string) map[string]any { return map[string]any{"min": min, "max": max, "k": k} }
	cases := []struct {
		name  string
		edit  func(m map[string]any)
		field string
	}{
		{"binary exponent", func(m map[string]any) { m["gold_ka"] = []any{"1p3000000"} }, "gold_ka[0]"},
		{"decimal exponent", func(m map[string]any) { m["silver_ka"] = []any{"1", "1e5"} }, "silver_ka[1]"},
		{"200,000 digits", func(m map[string]any) { m["team_k"] = []any{"1." + strings.Repeat("1", 200000)} }, "team_k[0]"},
		{"hex", func(m map[string]any) { m["gold_ka"] = []any{"0x10"} }, "gold_ka[0]"},
		{"fraction", func(m map[string]any) { m["gold_ka"] = []any{"1/3"} }, "gold_ka[0]"},
		{"7 decimals", func(m map[string]any) { m["gold_ka"] = []any{"0.1234567"} }, "gold_ka[0]"},
		{"negative", func(m map[string]any) { m["gold_ka"] = []any{"-1"} }, "gold_ka[0]"},
		{"too large", func(m map[string]any) { m["team_k"] = []any{"101"} }, "team_k[0]"},
		{"a million K_a", func(m map[string]any) { m["gold_ka"] = long }, "gold_ka"},
		{"empty K_a", func(m map[string]any) { m["silver_ka"] = []any{} }, "silver_ka"},
		{"unknown K_b level", func(m map[string]any) { m["kb"].(map[string]any)["gm"] = "2" }, "kb.gm"},
		{"missing K_b level", func(m map[string]any) { delete(m["kb"].(map[string]any), "cms") }, "kb.cms"},
		{"bad K_b", func(m map[string]any) { m["kb"].(map[string]any)["1"] = "1,3" }, "kb.1"},
		{"negative age band", func(m map[string]any) { m["kv"] = []any{band(-5, 7, "1.5"), band(8, 100, "1")} }, "kv[0].min"},
		{"band past 120", func(m map[string]any) { m["kv"] = []any{band(4, 7, "1.5"), band(8, 1000, "1")} }, "kv[1].max"},
		{"overlapping bands", func(m map[string]any) { m["kv"] = []any{band(4, 10, "1.5"), band(8, 100, "1")} }, "kv[1].min"},
		{"gap between bands", func(m map[string]any) { m["kv"] = []any{band(4, 7, "1.5"), band(9, 100, "1")} }, "kv[1].min"},
		{"reversed band", func(m map[string]any) { m["kv"] = []any{band(7, 4, "1.5")} }, "kv[0].max"},
		{"bad K_v", func(m map[string]any) { m["kv"] = []any{band(4, 100, "1p3")} }, "kv[0].k"},
		{"veteran age", func(m map[string]any) { m["veteran_age"] = 600 }, "veteran_age"},
		{"youth age", func(m map[string]any) { m["youth_ages"] = []any{17, -1} }, "youth_ages[1]"},
		{"threshold", func(m map[string]any) { m["occupation_medal"] = -3 }, "occupation_medal"},
		{"tie-break", func(m map[string]any) { m["tie_breaks"] = []any{"coin"} }, "tie_breaks[0]"},
	}
	for _, c := range cases {
		m := rules2010JSON(t)
		c.edit(m)
		data, _ := json.Marshal(m)
		_, err := ParseRulesFile(data)
		var fe *FieldError
		if !errors.As(err, &fe) || fe.Field != c.field {
			t.Errorf("%s: err %v, want a FieldError for %s", c.name, err, c.field)
		}
	}
	m := rules2010JSON(t)
	m["k_a"] = []any{"1"}
	data, _ := json.Marshal(m)
	if _, err := ParseRulesFile(data); err == nil || !strings.Contains(err.Error(), "k_a") {
		t.Errorf("unknown key: %v", err)
	}
}

// TestParseDecStrict: ParseDec (the GUI form's parser too) takes plain
// decimals only.
func TestParseDecStrict(t *testing.T) {
	for s, ok := range map[string]bool{"1": true, "0.8": true, "1,3": true, "-0.5": true, " 2 ": true, "0.123456": true,
		"1p3000000": false, "0x10": false, "1e5": false, "1/3": false, "0.1234567": false, ".5": false, "1.": false, "": false, "+1": false, "1234567890": false} {
		if _, err := ParseDec(s); (err == nil) != ok {
			t.Errorf("ParseDec(%q): %v", s, err)
		}
	}
}

// TestDecimalMessages: a refused number is told what is wrong with it — a
// 5,000-digit number has too many digits before the point, not "too many
// after" — and the message quotes at most 40 of its characters.
func TestDecimalMessages(t *testing.T) {
	long := strings.Repeat("7", 5000)
	for _, c := range []struct{ in, says, not string }{
		{long, "has 5000 digits before the point: a coefficient has at most 9", "digits after"},
		{long + ".5", "has 5000 digits before the point", "digits after"},
		{"0.1234567", "has 7 digits after the point: at most 6", "before"},
		{"1e5", "is not a decimal number like 1, 0.8 or 1.25", "digits"},
	} {
		_, err := ParseDec(c.in)
		_, ferr := ParseStrictDec("k_t", c.in)
		for _, e := range []error{err, ferr} {
			if e == nil || !strings.Contains(e.Error(), c.says) || strings.Contains(e.Error(), c.not) || len(e.Error()) > 200 {
				t.Errorf("%.20s…: %.300v; want it to say %q and not %q", c.in, e, c.says, c.not)
			}
		}
	}
}
