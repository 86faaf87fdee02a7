package registry

import (
	"context"
	"fmt"
	"strings"

	"fyne.io/fyne/v2/lang"

	"arbiter/model"
	"arbiter/model/closing"
	"arbiter/model/datafile"
	"arbiter/ui/kit"
)

// PlayerNormsText is the norms line of a player's card ("" when he has none).
func PlayerNormsText(svc *datafile.Services, id model.PlayerID) string {
	cs := svc.Closing
	if id == 0 {
		return ""
	}
	ns, cp, err := cs.PlayerNorms(context.Background(), id)
	if err != nil || (len(ns) == 0 && cp == 0) {
		return ""
	}
	var parts []string
	for _, n := range ns {
		parts = append(parts, fmt.Sprintf("%s (%s)", closing.LevelName(n.Level).In(kit.GUILang()), n.MadeOn.Display()))
	}
	return lang.L("Norms fulfilled: {{.List}}. Candidate points: {{.N}}.", map[string]any{"List": strings.Join(parts, "; "), "N": cp})
}
