// Package docs holds the user manual, in Ukrainian (manual.uk.md) and
// English (manual.en.md), embedded in the program: the GUI opens it on F1
// and Help → Manual (ui/manual.go) in the interface language. The manual
// is the GUI part of README.md written for the director; keep the two
// languages saying the same, section by section (TestManualsMatch).
package docs

import "embed"

//go:embed manual.uk.md manual.en.md
var manuals embed.FS

// Manual returns the manual in the language code ("uk" or "en"); any
// other code gets the Ukrainian one, the default language.
func Manual(code string) string {
	if code != "en" {
		code = "uk"
	}
	data, err := manuals.ReadFile("manual." + code + ".md")
	if err != nil {
		panic("docs: the embedded manual lacks manual." + code + ".md: " + err.Error())
	}
	return string(data)
}
