package tiebreak

import (
	"os"
	"slices"
	"strings"
	"testing"
)

// orderOf reads a tie-break order from a regulation's list lines (Russian
// or Ukrainian), one criterion a line, by the words the seeds use.
func orderOf(lines []string) string {
	var codes []string
	for _, l := range lines {
		w := strings.ToLower(l)
		switch {
		case strings.Contains(w, "скороч") && strings.Contains(w, "прогрес"):
			codes = append(codes, "PS-C1")
		case strings.Contains(w, "бухгольц"):
			codes = append(codes, "BH")
		case strings.Contains(w, "прогрес"), strings.Contains(w, "нарастающ"):
			codes = append(codes, "PS")
		case strings.Contains(w, "бергер"):
			codes = append(codes, "SB")
		case strings.Contains(w, "личн"), strings.Contains(w, "особист"):
			codes = append(codes, "DE")
		case strings.Contains(w, "побед"), strings.Contains(w, "перемог"):
			codes = append(codes, "WIN")
		}
	}
	return strings.Join(codes, ",")
}

// TestPresetsMatchTheirArticles reads every tie-break order of seeds 003
// and 004 from the articles' text (testdata/seeds/tiebreak-orders.txt:
// "== KEY ARTICLE", the sentence that opens the list, then its lines) and
// checks that the preset named for the article has exactly that order and
// names the article; every seed preset is so tested, and no two seed
// presets share an order.
func TestPresetsMatchTheirArticles(t *testing.T) {
	raw, err := os.ReadFile("../../testdata/seeds/tiebreak-orders.txt")
	if err != nil {
		t.Fatal(err)
	}
	tested := map[string]bool{}
	for _, block := range strings.Split(string(raw), "== ")[1:] {
		lines := strings.Split(strings.TrimSpace(block), "\n")
		head := strings.Fields(lines[0])
		key, article := head[0], head[1]
		p, ok := PresetByKey(key)
		if !ok {
			t.Errorf("%s: no preset %s", article, key)
			continue
		}
		want := orderOf(lines[2:]) // lines[1] opens the list
		if got := joinSpecs(p.List); got != want {
			t.Errorf("%s (%s): preset %s, the article says %s", key, article, got, want)
		}
		seed, sec, _ := strings.Cut(article, "§")
		sec, _, _ = strings.Cut(sec, "-")
		rest, ok := strings.CutPrefix(p.Article, "seed "+seed+" ")
		if !ok || !slices.Contains(strings.Split(rest, ", "), "§"+sec) {
			t.Errorf("%s: the article %q does not name seed %s §%s", key, p.Article, seed, sec)
		}
		tested[key] = true
	}
	orders := map[string]string{}
	for _, p := range Presets {
		if !strings.HasPrefix(p.Key, "moscow-2010") && p.Key != "ukr-2003" {
			continue
		}
		if !tested[p.Key] {
			t.Errorf("seed preset %s is tested against no article", p.Key)
		}
		o := joinSpecs(p.List)
		if other, dup := orders[o]; dup {
			t.Errorf("presets %s and %s share the order %s", other, p.Key, o)
		}
		orders[o] = p.Key
	}
	if len(orders) != 12 {
		t.Errorf("%d distinct seed orders, want 12 (11 in seed 004, 1 in seed 003)", len(orders))
	}
}
