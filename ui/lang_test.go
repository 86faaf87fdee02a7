package ui

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"arbiter/assets"

	"arbiter/ui/kit"
)

func readTranslations(t *testing.T, file string) map[string]string {
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

func TestEnglishHasEveryUkrainianKey(t *testing.T) {
	uk, en := readTranslations(t, "uk.json"), readTranslations(t, "en.json")
	for k, v := range uk {
		if strings.TrimSpace(v) == "" {
			t.Errorf("uk.json: %q has an empty translation", k)
		}
		if strings.TrimSpace(en[k]) == "" {
			t.Errorf("en.json lacks %q (uk: %q)", k, v)
		}
	}
	for k := range en {
		if _, ok := uk[k]; !ok {
			t.Errorf("uk.json lacks %q, which en.json has", k)
		}
	}
}

// usedKeys returns every string literal passed to lang.L in the non-test
// files of ui and of its domain packages, plus the titles of the screen and
// column tables (ui/registry's columns are checked there).
func usedKeys(t *testing.T) map[string]bool {
	keys := map[string]bool{}
	files, _ := filepath.Glob("*.go")
	for _, dir := range []string{"season", "registry", "diploma"} { // the domain packages
		more, _ := filepath.Glob(filepath.Join(dir, "*.go"))
		files = append(files, more...)
	}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) == 0 {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok || sel.Sel.Name != "L" {
				return true
			}
			if pkg, ok := sel.X.(*ast.Ident); !ok || pkg.Name != "lang" {
				return true
			}
			switch arg := call.Args[0].(type) {
			case *ast.BasicLit:
				s, _ := strconv.Unquote(arg.Value)
				keys[s] = true
			case *ast.SelectorExpr:
				// x.title: a title from the screen or column tables, added below.
				if arg.Sel.Name != "title" {
					t.Errorf("%s: lang.L with a computed key; use a literal so it can be checked", fset.Position(call.Pos()))
				}
			default:
				t.Errorf("%s: lang.L with a computed key; use a literal so it can be checked", fset.Position(call.Pos()))
			}
			return true
		})
	}
	for _, s := range screens() {
		keys[s.title] = true
	}
	for _, c := range append(backupColumns(), deletedColumns()...) {
		keys[c.Title] = true
	}
	for _, c := range ratingChangeColumns {
		keys[c.Title] = true
	}
	return keys
}

func TestEveryInterfaceStringIsTranslated(t *testing.T) {
	uk := readTranslations(t, "uk.json")
	keys := usedKeys(t)
	if len(keys) < 40 {
		t.Fatalf("found only %d interface strings; the source scan is broken", len(keys))
	}
	for k := range keys {
		if _, ok := uk[k]; !ok {
			t.Errorf("uk.json lacks %q, used by the interface", k)
		}
	}
	// An entry nothing uses is found by model/i18n's TestCatalogueHasNoUnusedEntries,
	// which reads the whole program (the catalogue holds the model's
	// messages too).
}

func TestInterfaceLanguage(t *testing.T) {
	for _, tc := range []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{}, "uk"},
		{map[string]string{"LANG": "en_US.UTF-8"}, "en"},
		{map[string]string{"LANG": "uk_UA.UTF-8"}, "uk"},
		{map[string]string{"LANG": "ru_UA.UTF-8"}, "uk"},
		{map[string]string{"LANG": "C"}, "uk"},
		{map[string]string{"LANG": "C", "LANGUAGE": "en"}, "uk"},
		{map[string]string{"LANG": "uk_UA.UTF-8", "LC_ALL": "en_GB.UTF-8"}, "en"},
		{map[string]string{"LANG": "en_US.UTF-8", "LC_MESSAGES": "uk_UA.UTF-8"}, "uk"},
		{map[string]string{"LANG": "uk_UA.UTF-8", "LANGUAGE": "en:uk"}, "en"},
	} {
		if got := kit.InterfaceLanguage(func(k string) string { return tc.env[k] }); got != tc.want {
			t.Errorf("interfaceLanguage(%v) = %s, want %s", tc.env, got, tc.want)
		}
	}
}
