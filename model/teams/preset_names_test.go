package teams

import (
	"testing"

	"arbiter/engine/team"
	"arbiter/model"
)

// Every team preset of engine/team has a name of its own in both
// languages, and no two share one (the form picks by name).
func TestPresetNames(t *testing.T) {
	defer model.SetLanguage("")
	for _, lang := range []string{"uk", "en"} {
		model.SetLanguage(lang)
		seen := map[string]string{}
		for _, p := range team.Presets {
			name := PresetName(p.Key)
			if name == p.Key || name == "" {
				t.Errorf("%s: preset %s has no name", lang, p.Key)
			}
			if other, dup := seen[name]; dup {
				t.Errorf("%s: presets %s and %s are both named %q", lang, other, p.Key, name)
			}
			seen[name] = p.Key
		}
	}
	model.SetLanguage("uk")
	if got := PresetName("moscow-2010-team"); got != "Москва 2010, командний чемпіонат (§18)" {
		t.Errorf("moscow-2010-team in Ukrainian: %q", got)
	}
}
