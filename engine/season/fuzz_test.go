package season

import (
	"encoding/json"
	"testing"
)

// FuzzParseRulesFile: a rule-set file never panics
// the reader; what it accepts validates, and written back reads back the
// same. Seeded with the 2010 rules and the refusals of the unit test.
func FuzzParseRulesFile(f *testing.F) {
	data, _ := json.MarshalIndent(Rules2010(), "", "  ")
	f.Add(data)
	f.Add([]byte(`{"gold_ka":["1p3000000"]}`))
	f.Add([]byte(`{"gold_ka":["0x10"],"silver_ka":["1"],"team_k":["1"],"kb":{"4":"1"},"kv":[{"min":-5,"max":7,"k":"1"}]}`))
	f.Add([]byte(`[]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := ParseRulesFile(data)
		if err != nil {
			return
		}
		if err := r.Validate(); err != nil {
			t.Fatalf("accepted but does not validate: %v", err)
		}
		back, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		r2, err := ParseRulesFile(back)
		if err != nil {
			t.Fatalf("written rule set does not read back: %v\n%s", err, back)
		}
		if again, _ := json.Marshal(r2); string(again) != string(back) {
			t.Fatalf("round trip differs:\n%s\n%s", back, again)
		}
	})
}
