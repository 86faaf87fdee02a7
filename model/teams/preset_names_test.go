package teams

import (
	"strings"
	"testing"

	"arbiter/engine/team"
	"arbiter/model"
)

// Every team preset of engine/team has a name of its own in both
// languages, and no two share one (the form picks by name).
func TestPresetNames(t *testing.T) {
	for _, lang := range []model.Lang{"uk", "en"} {
		seen := map[string]string{}
		for _, p := range team.Presets {
			name := PresetName(p.Key, lang)
			if name == p.Key || name == "" {
				t.Errorf("%s: preset %s has no name", lang, p.Key)
			}
			if other, dup := seen[name]; dup {
				t.Errorf("%s: presets %s and %s are both named %q", lang, other, p.Key, name)
			}
			seen[name] = p.Key
		}
	}
	if got := PresetName("moscow-2010-team", "uk"); got != "Москва 2010, командний чемпіонат (§18)" {
		t.Errorf("moscow-2010-team in Ukrainian: %q", got)
	}
}

// A refused team tie-break list is worded from the engine error's fields,
// never with the engine's own (English) text.
func TestTieBreakErrorWorded(t *testing.T) {
	for _, c := range []struct {
		list, uk, en string
	}{
		{"MPvGP, XYZ", "Додаткові показники: показник «XYZ» невідомий; відомі: MPvGP, DE,", `Tie-breaks: "XYZ" is unknown; known: MPvGP, DE,`},
		{"DE/C1", "Додаткові показники: «DE/C1» — відсікання (/C1, /C2 чи /C3) беруть лише BH:MP, BH:GP і коди E..SB.", `Tie-breaks: "DE/C1" — only BH:MP`},
		{",", "Додаткові показники не вказано; коди: MPvGP,", "No tie-break given; codes: MPvGP,"},
	} {
		_, _, perr := team.ParseList(c.list)
		for _, lang := range []model.Lang{"uk", "en"} {
			want := c.uk
			if lang == "en" {
				want = c.en
			}
			err := tieBreakError("op", perr)
			if got := model.Message(err, lang); !strings.HasPrefix(got, want) || strings.Contains(got, "team tie-break") {
				t.Errorf("%s %q: %q, want it to begin %q", lang, c.list, got, want)
			}
			if !model.IsKind(err, model.Invalid) {
				t.Errorf("%q: kind %s", c.list, model.KindOf(err))
			}
		}
	}
}
