package team

import (
	"strings"

	"arbiter/engine/tiebreak"
)

// Preset is a regulation's team tie-break order. Its name in words, for
// the GUI, is model/teams' (teams.PresetName); the regulation's wording
// and the C.07 articles are in the comment above each preset.
type Preset struct {
	Key     string
	Article string // the regulation's article, e.g. "seed 004 §18"
	Primary Primary
	List    []Spec
	// ExtraMatch: a team that won every match but placed second may play
	// an extra match for first place (§3, §19).
	ExtraMatch bool
}

// Presets: the seed's three team orders (seed 004 §3, §18, §19), a
// FIDE-style list for team Swiss events and its round-robin form.
var Presets = []Preset{
	// Seed 004 §3: місця за сумою очок усіх учасників (GP, C.07 ст. 11.1.2); далі більше командних
	// перемог (WIN, ст. 7.1), особистий результат на вищій дошці (TBR, ст. 12.2); додатковий матч за 1
	// місце
	{Key: "moscow-2010-dyussh", Article: "seed 004 §3",
		Primary: ByGP, List: []Spec{{Code: WIN}, {Code: TBR}}, ExtraMatch: true},
	// Seed 004 §18: матчеві очки 2/1/0 (MP, C.07 ст. 11.1.1); далі сума очок на дошках (MPvGP, ст.
	// 13.1), результат між командами (DE, ст. 6 / 13.3), число командних перемог (WIN, ст. 7.1),
	// кращий результат по дошках 1…6 (TBR, ст. 12.2)
	{Key: "moscow-2010-team", Article: "seed 004 §18",
		Primary: ByMP, List: []Spec{{Code: MPvGP}, {Code: DE}, {Code: WIN}, {Code: TBR}}},
	// Seed 004 §19: місця за кількістю набраних очок (GP, C.07 ст. 11.1.2); далі більше командних
	// перемог (WIN, ст. 7.1), особиста зустріч (DE, ст. 6), особистий результат на вищій дошці (TBR,
	// ст. 12.2); додатковий матч за 1 місце
	{Key: "moscow-2010-youth-cup", Article: "seed 004 §19",
		Primary: ByGP, List: []Spec{{Code: WIN}, {Code: DE}, {Code: TBR}}, ExtraMatch: true},
	// C.07 2024/2026: MP, далі розширена особиста зустріч (EDE, ст. 13.3), EMGSB з відсіканням (ст.
	// 13.2.2, 14.1), Бухгольц за MP з відсіканням (ст. 8.1, 13), вторинний показник (MPvGP, ст. 13.1)
	{Key: "fide-team", Article: "FIDE C.07 2024/2026",
		Primary: ByMP, List: []Spec{{Code: EDE}, {Code: EMGSB, Cut: 1}, {Code: BHMP, Cut: 1}, {Code: MPvGP}}},
	// C.07 2026 для колових турнірів: те саме без Бухгольца (ст. 8: Бухгольц у колових турнірах не
	// застосовують): EDE (ст. 13.3), EMGSB з відсіканням (ст. 13.2.2, 14.1), MPvGP (ст. 13.1)
	{Key: "fide-team-rr", Article: "FIDE C.07 2026, round robins",
		Primary: ByMP, List: []Spec{{Code: EDE}, {Code: EMGSB, Cut: 1}, {Code: MPvGP}}},
}

// DefaultPresetKey is the list a team event gets when none is chosen:
// fide-team, or for a round robin under the 2026 text (which does not use
// Buchholz in round robins) fide-team-rr.
func DefaultPresetKey(roundRobin bool, ed tiebreak.Edition) string {
	if roundRobin && ed == tiebreak.Edition2026 {
		return "fide-team-rr"
	}
	return "fide-team"
}

// PresetByKey finds a preset.
func PresetByKey(key string) (Preset, bool) {
	for _, p := range Presets {
		if strings.EqualFold(p.Key, key) {
			return p, true
		}
	}
	return Preset{}, false
}

func presetKeys() string {
	var k []string
	for _, p := range Presets {
		k = append(k, p.Key)
	}
	return strings.Join(k, ", ")
}
