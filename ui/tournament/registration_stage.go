package tournament

import (
	"context"
	"fmt"
	"strings"

	"fyne.io/fyne/v2/lang"

	"arbiter/model/stages"
	"arbiter/ui/pdf"

	"arbiter/ui/kit"
)

// onQualifyTapped lists who qualifies for the current stage from the
// previous ones (model/stages, off the UI thread) and, when the director
// confirms, registers them in one action; a source not finished, a rule
// that selects nobody or too many are shown as the model words them.
func (d *registrationDesk) onQualifyTapped() {
	id := d.s.Current.ID
	st := d.s.Svc.Stages
	d.s.Bg.Run(func() func() {
		qs, err := st.Qualifiers(context.Background(), id)
		return func() {
			if err != nil {
				kit.ShowError(d.s.Win, err)
				return
			}
			kit.ConfirmList(d.s.Win, lang.L("Qualifiers"), qualifiersText(qs), func() {
				if _, err := st.Fill(context.Background(), id); err != nil {
					kit.ShowError(d.s.Win, err)
					return
				}
				d.Load()
				d.s.Changed()
			})
		}
	})
}

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
