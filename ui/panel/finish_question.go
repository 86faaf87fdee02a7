package panel

import (
	"arbiter/model"

	"fyne.io/fyne/v2/lang"
)

// FinishQuestion asks to fix the final standings; only a tournament of a
// season is offered to pass its places and points to the season.
func FinishQuestion(t model.Tournament) string {
	if t.SeasonID == 0 {
		return lang.L("Fix the final standings of {{.Name}}?", map[string]string{"Name": t.Name})
	}
	return lang.L("Fix the final standings of {{.Name}} and pass places and points to the season?",
		map[string]string{"Name": t.Name})
}
