package model_test

import (
	"strings"
	"testing"

	"arbiter/model"
)

// The one title table (model/title_ladder.go, README «Titles»): levels
// compare across the ladders, worked from the table by hand — МС (8) is
// IM's level, FM is 7; КМС (6) is CM's, WCM is 4.
func TestTitleLevels(t *testing.T) {
	cases := []struct {
		have, want string
		ok         bool
	}{
		{"IM", "МС", true}, {"GM", "МС", true}, {"МСМК", "МС", true}, {"МС", "МС", true},
		{"FM", "МС", false}, {"CM", "МС", false}, {"WGM", "МС", false}, {"WFM", "МС", false}, {"WCM", "МС", false},
		{"CM", "КМС", true}, {"WIM", "КМС", true}, {"FM", "КМС", true}, {"КМС", "КМС", true},
		{"WCM", "КМС", false}, {"WFM", "КМС", false}, {"1", "КМС", false},
		{"WCM", "1", true}, {"2", "1", false}, {"", "4", false}, {"", "", true}, {"4", "", true},
	}
	for _, c := range cases {
		if got := model.TitleAtLeast(c.have, c.want); got != c.ok {
			t.Errorf("TitleAtLeast(%q, %q) = %v, want %v", c.have, c.want, got, c.ok)
		}
	}
	for fide, national := range map[string]string{"GM": "МСМК", "IM": "МС", "WGM": "КМС", "FM": "КМС", "WIM": "КМС", "CM": "КМС",
		"WFM": "1", "WCM": "1", "КМС": "КМС", "2": "2", "": ""} {
		if got := model.NationalEquivalent(fide); got != national {
			t.Errorf("NationalEquivalent(%q) = %q, want %q", fide, got, national)
		}
	}
	if strings.Join(model.Titles, " ") != "GM IM WGM FM WIM CM WFM WCM МСМК МС КМС 1 2 3 4" {
		t.Errorf("Titles = %v", model.Titles)
	}
}
