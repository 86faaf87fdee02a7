package engine

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// dataText lists the only places of engine where a string literal may hold
// Cyrillic: text that is data, not presentation (package doc "Text in the
// engine"). Key: file under engine/; value: the top-level declarations
// (function, method "Type.Name", var or const) that may hold it.
var dataText = map[string][]string{
	// The Ukrainian and Russian spellings of a TRF's event type the
	// parser accepts.
	"tiebreak/fromtrf.go": {"SystemFromType"},
	// The Ukrainian alphabet, the order of the collation.
	"season/collate.go": {"ukrainian"},
	// The occupations the 2010 regulation gives awards to, compared
	// with the registry's occupation field.
	"season/rules.go": {"Rules2010"},
	// The built-in fee schedule: the same record as a schedule file
	// the director loads (its name and its exemptions' wording in both
	// languages are part of the schedule, seed 003 §3).
	"fee/ukr2003.go": {"UKR2003"},
	// Player names of generated test tournaments (UTF-8 in the output).
	"trfgen/gen.go": {"gen.setup"},
}

// TestNoPresentationText fails when a string literal with a Cyrillic
// letter appears in a non-test Go file of engine outside dataText: the
// engine returns codes, typed errors and values, and model words them.
// Comments are not checked.
func TestNoPresentationText(t *testing.T) {
	used := map[string]bool{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != "." && strings.HasPrefix(d.Name(), "testdata") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		rel := filepath.ToSlash(path)
		for _, decl := range f.Decls {
			name := declName(decl)
			ast.Inspect(decl, func(n ast.Node) bool {
				lit, ok := n.(*ast.BasicLit)
				if !ok || lit.Kind != token.STRING {
					return true
				}
				s, err := strconv.Unquote(lit.Value)
				if err != nil || !hasCyrillic(s) {
					return true
				}
				if slices.Contains(dataText[rel], name) {
					used[rel+" "+name] = true
					return true
				}
				t.Errorf("%s: %s holds the Cyrillic text %s: word it in model (the engine returns codes and values), "+
					"or, if it is data, add it to dataText with the reason", fset.Position(lit.Pos()), name, lit.Value)
				return true
			})
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	// The allow-list stays exact: an entry that holds no Cyrillic text
	// any more is removed, so it cannot hide a new one.
	for file, names := range dataText {
		for _, name := range names {
			if !used[file+" "+name] {
				t.Errorf("dataText lists %s %s, which holds no Cyrillic text: remove the entry", file, name)
			}
		}
	}
}

// declName names a top-level declaration: "F", "T.M", or the first name
// of a var, const or type declaration.
func declName(d ast.Decl) string {
	switch d := d.(type) {
	case *ast.FuncDecl:
		if d.Recv == nil || len(d.Recv.List) == 0 {
			return d.Name.Name
		}
		typ := d.Recv.List[0].Type
		if s, ok := typ.(*ast.StarExpr); ok {
			typ = s.X
		}
		if id, ok := typ.(*ast.Ident); ok {
			return id.Name + "." + d.Name.Name
		}
		return d.Name.Name
	case *ast.GenDecl:
		for _, sp := range d.Specs {
			switch sp := sp.(type) {
			case *ast.ValueSpec:
				return sp.Names[0].Name
			case *ast.TypeSpec:
				return sp.Name.Name
			}
		}
	}
	return ""
}

func hasCyrillic(s string) bool {
	for _, r := range s {
		if unicode.Is(unicode.Cyrillic, r) {
			return true
		}
	}
	return false
}
