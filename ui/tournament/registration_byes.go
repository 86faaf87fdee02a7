package tournament

import (
	"fmt"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"arbiter/model"
	"arbiter/model/fide"

	"arbiter/ui/kit"
	"arbiter/ui/panel"
)

// The FIDE warnings of requested byes at the registration desk (FIDE
// C.02, VCL4THP.13 Q174–179; model/tournaments/byes.go): a second half-point bye asks
// for confirmation (Level 3), a full-point bye given by hand is shown as
// deprecated once saved (Level 2); a player marked «not entitled to
// half-point byes» is refused one with the model's message.

// askByes reports whether err waits for a confirmation of the byes'
// warnings; if so it asks in a dialog that lists them, and again calls
// retry with what was confirmed.
func askByes(win fyne.Window, err error, retry func(fide.Ack)) bool {
	p, ok := fide.AsPending(err)
	if !ok {
		return false
	}
	title, next := lang.L("Confirmation needed"), fide.Ack{Confirmed: true}
	if p.Step == 2 {
		title, next.Again = lang.L("Confirm once more"), true
	}
	kit.Confirm(win, title, panel.FIDEWarningsText(p.Warnings), func() { retry(next) })
	return true
}

// showByeWarnings shows the Level 1–2 warnings of ws, if any (those of
// Level 3 and over were confirmed already).
func showByeWarnings(win fyne.Window, ws []fide.Warning) {
	var shown []fide.Warning
	for _, w := range ws {
		if w.Level <= fide.Shown {
			shown = append(shown, w)
		}
	}
	if len(shown) > 0 {
		kit.ShowMessage(win, lang.L("Warning"), panel.FIDEWarningsText(shown))
	}
}

// byesCell is the registration list's cell of p's byes, with «без ½» for
// a player not entitled to half-point byes.
func byesCell(p model.Participant) string {
	text := byesText(p.Byes)
	if p.HalfByesBarred {
		text = strings.TrimSpace(text + " " + lang.L("no ½"))
	}
	return text
}

// byesText writes requested byes as "3½ 5·0 6·1": round, then the points.
func byesText(byes map[int]model.ResultCode) string {
	rounds := make([]int, 0, len(byes))
	for r := range byes {
		rounds = append(rounds, r)
	}
	sort.Ints(rounds)
	parts := make([]string, len(rounds))
	for i, r := range rounds {
		mark := "½"
		switch byes[r] {
		case model.ZeroBye:
			mark = "·0"
		case model.FullBye:
			mark = "·1"
		}
		parts[i] = fmt.Sprintf("%d%s", r, mark)
	}
	return strings.Join(parts, " ")
}
