package tournament

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2/lang"

	"arbiter/model/stages"
	"arbiter/ui/pdf"

	"arbiter/ui/kit"
)

// qualifiersText is the list the director confirms: one line a player
// with where he comes from, his place and points there and why.
func qualifiersText(qs []stages.Qualifier) string {
	var b strings.Builder
	n := 0
	for _, q := range qs {
		line := q.Name
		if q.From != 0 {
			line += fmt.Sprintf(" — %s: %s, %s", q.FromName, q.Place, pdf.Points(q.Points))
		}
		line += " (" + q.ReasonsText(kit.GUILang()) + ")"
		if q.Registered {
			line += " — " + lang.L("already registered")
		} else {
			n++
		}
		b.WriteString(line + "\n")
	}
	b.WriteString(lang.L("Register {{.N}} qualifiers?", map[string]int{"N": n}))
	return b.String()
}
