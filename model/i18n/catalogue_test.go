package i18n

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// root is the repository, two levels up from model/i18n.
const root = "../.."

// source is what the Go sources say about the catalogue.
type source struct {
	used     map[string]string // key → the first place that renders it
	withArgs map[string]bool   // keys rendered with arguments (fmt formats)
	counts   map[string]bool   // keys of an i18n.Count ("%d round|%d rounds")
	literals map[string]bool   // every string literal of a non-test file
	computed []string          // places that render a key that is not a literal
}

// scan reads every Go file of the repository (tests too, for the keys they
// render) and collects the keys passed to the catalogue's renderers:
// Msg / model.Msg / i18n.M (a Text), X.Tr (a language renders at once),
// fyne's lang.L / lang.X in ui, and the Key of an i18n.Count.
func scan(t *testing.T) source {
	t.Helper()
	src := source{used: map[string]string{}, withArgs: map[string]bool{}, counts: map[string]bool{}, literals: map[string]bool{}}
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if path != root && (strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") || name == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(name, ".go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		test := strings.HasSuffix(name, "_test.go")
		ast.Inspect(f, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.BasicLit:
				if s, err := strconv.Unquote(x.Value); err == nil && x.Kind == token.STRING && !test {
					src.literals[s] = true
				}
			case *ast.CallExpr:
				if renders(x.Fun) && len(x.Args) > 0 {
					k := src.use(fset, x.Args[0], x.Pos(), test)
					if len(x.Args) > 1 && k != "" {
						src.withArgs[k] = true
					}
				}
			case *ast.CompositeLit:
				if sel, ok := x.Type.(*ast.SelectorExpr); ok && sel.Sel.Name == "Count" || isIdent(x.Type, "Count") {
					for _, e := range x.Elts {
						if kv, ok := e.(*ast.KeyValueExpr); ok && isIdent(kv.Key, "Key") {
							if k := src.use(fset, kv.Value, kv.Pos(), test); k != "" {
								src.counts[k] = true
							}
						}
					}
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return src
}

func isIdent(e ast.Expr, name string) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == name
}

// renders reports whether fn renders its first argument as a catalogue key.
func renders(fn ast.Expr) bool {
	switch x := fn.(type) {
	case *ast.Ident:
		return x.Name == "Msg"
	case *ast.SelectorExpr:
		pkg, _ := x.X.(*ast.Ident)
		switch x.Sel.Name {
		case "Msg":
			return pkg != nil && pkg.Name == "model"
		case "M":
			return pkg != nil && pkg.Name == "i18n"
		case "Tr":
			return true // lang.Tr, e.lang.Tr, guiLang().Tr, i18n.Uk.Tr
		case "L", "X":
			return pkg != nil && pkg.Name == "lang" // fyne's lang.L in ui
		}
	}
	return false
}

// use records the key e renders and returns it ("" when computed).
func (s *source) use(fset *token.FileSet, e ast.Expr, at token.Pos, test bool) string {
	switch x := e.(type) {
	case *ast.BasicLit:
		if k, err := strconv.Unquote(x.Value); err == nil {
			if _, seen := s.used[k]; !seen {
				s.used[k] = fset.Position(at).String()
			}
			return k
		}
	case *ast.Ident:
		// The renderers themselves (Msg(key, args...), List's separator).
		if x.Name == "key" {
			return ""
		}
	case *ast.SelectorExpr:
		// A Text handed on (msg.Key), a List's separator, a screen's or
		// column's title (its literal is in the table): checked where the
		// literal is.
		if x.Sel.Name == "Key" || x.Sel.Name == "Sep" || x.Sel.Name == "title" || x.Sel.Name == "Title" {
			return ""
		}
	}
	if !test { // a test may look up what the screen shows
		s.computed = append(s.computed, fset.Position(at).String())
	}
	return ""
}

// Every key the sources render has an entry in both languages, and every
// entry of a language is in the other.
func TestCatalogue(t *testing.T) {
	src := scan(t)
	if len(src.used) < 500 {
		t.Fatalf("found only %d keys in the sources; the scan is broken", len(src.used))
	}
	for _, at := range src.computed {
		t.Errorf("%s: a computed catalogue key; use a literal so it can be checked", at)
	}
	for k, at := range src.used {
		for _, l := range Langs() {
			if s, ok := Lookup(l, k); !ok || strings.TrimSpace(s) == "" {
				t.Errorf("%s: %s.json lacks %q", at, l, k)
			}
		}
	}
	for _, l := range Langs() {
		for _, k := range keys(l) {
			for _, other := range Langs() {
				if _, ok := Lookup(other, k); !ok {
					t.Errorf("%s.json has %q, %s.json lacks it", l, k, other)
				}
			}
		}
	}
}

// Every entry is used: its key is a string literal somewhere in the
// program (a renderer's argument, or a title in a screen or column table),
// or it is one of Fyne's own words (its file dialog, entry menu and
// calendar render them from Fyne's catalogue, lang/translations/base.en.json
// of the fyne module), which uk.json gives in Ukrainian.
func TestCatalogueHasNoUnusedEntries(t *testing.T) {
	src := scan(t)
	fyneWords := fyneCatalogue(t)
	for _, k := range keys(Uk) {
		if !src.literals[k] && !fyneWords[k] {
			t.Errorf("uk.json has %q, which nothing uses", k)
		}
	}
}

// The two translations of a format (a key rendered with arguments) use
// the same arguments (by index; a translation may reorder them with %[n]),
// each as text or as a number in both; an i18n.Count entry ("a|b") has the
// same arguments in every form.
func TestTranslationsUseTheSameArguments(t *testing.T) {
	src := scan(t)
	if len(src.withArgs) < 100 || len(src.counts) < 3 {
		t.Fatalf("found %d formats and %d counts; the scan is broken", len(src.withArgs), len(src.counts))
	}
	for _, k := range keys(En) {
		if !src.withArgs[k] && !src.counts[k] || strings.Contains(k, "{{") {
			continue // shown as it stands (a % in it is literal), or a fyne template
		}
		en, _ := Lookup(En, k)
		uk, _ := Lookup(Uk, k)
		split := func(s string) []string {
			if src.counts[k] {
				return strings.Split(s, "|")
			}
			return []string{s}
		}
		want := Verbs(split(en)[0])
		for _, form := range append(split(en), split(uk)...) {
			if got := Verbs(form); !slices.Equal(got, want) {
				t.Errorf("%q: %q uses arguments %v, the English %v", k, form, got, want)
			}
		}
	}
}

func TestVerbs(t *testing.T) {
	for _, c := range []struct {
		format string
		want   []string
	}{
		{"Round %d is not finished.", []string{"1:d"}},
		{"%s (тури %s) відкинуто%s", []string{"1:s", "2:s", "3:s"}},
		{"у %[2]s %[1]d", []string{"1:d", "2:s"}},
		{"100%% of %q", []string{"1:s"}},
		{"%-5d|%.1f", []string{"1:d", "2:d"}},
		{"no verbs", nil},
	} {
		if got := Verbs(c.format); !slices.Equal(got, c.want) {
			t.Errorf("Verbs(%q) = %v, want %v", c.format, got, c.want)
		}
	}
}

func TestRender(t *testing.T) {
	for _, c := range []struct {
		text   Localized
		uk, en string
	}{
		{M("Season %d", 2031), "Сезон 2031", "Season 2031"},
		{M("%s (round %s) dropped%s", M("the least value"), "3", ""), "найменший внесок (тур 3) відкинуто", "the least value (round 3) dropped"},
		{Count{N: 1, Key: "%d round(s)"}, "1 тур", "1 round(s)"},
		{Count{N: 3, Key: "%d round(s)"}, "3 тури", "3 round(s)"},
		{Count{N: 12, Key: "%d round(s)"}, "12 турів", "12 round(s)"},
		{Count{N: 21, Key: "%d player|%d players"}, "21 гравця", "21 players"},
		{List{Sep: " and ", Items: []Localized{Plain("A"), Plain("B")}}, "A і B", "A and B"},
		{Text{}, "", ""},
	} {
		if got := c.text.In(Uk); got != c.uk {
			t.Errorf("uk: %q, want %q", got, c.uk)
		}
		if got := c.text.In(En); got != c.en {
			t.Errorf("en: %q, want %q", got, c.en)
		}
	}
	if got := M("Season %d", 2031).String(); got != "Season 2031" {
		t.Errorf("String() = %q, want the English", got)
	}
}

// fyneCatalogue is the set of keys of Fyne's own English catalogue, read
// from the fyne module the program is built with.
func fyneCatalogue(t *testing.T) map[string]bool {
	t.Helper()
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "fyne.io/fyne/v2").Output()
	if err != nil {
		t.Fatalf("go list -m fyne.io/fyne/v2: %v", err)
	}
	data, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(out)), "lang", "translations", "base.en.json"))
	if err != nil {
		t.Fatalf("Fyne's own catalogue: %v", err)
	}
	var words map[string]any
	if err := json.Unmarshal(data, &words); err != nil || len(words) < 20 {
		t.Fatalf("Fyne's own catalogue: %d words, %v", len(words), err)
	}
	set := map[string]bool{}
	for k := range words {
		set[k] = true
	}
	return set
}

// keys returns every key of l's catalogue.
func keys(l Lang) []string {
	m := catalogue[l.normal()]
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}
