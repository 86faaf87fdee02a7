package tiebreak

// Preset is a ready-made tie-break list from a regulation. Its name in
// words, for the GUI, is model's (model.TieBreakPresetName); the
// regulation's own wording is quoted in the comment above each preset.
type Preset struct {
	Key     string // stable identifier, e.g. "academy"
	Article string // the regulation and its articles, e.g. "seed 004 §5, §9"
	List    []Spec
}

var (
	specBH   = Spec{Code: BH}
	specBHC1 = Spec{Code: BH, Cut: 1}
	specSB   = Spec{Code: SB}
	specPS   = Spec{Code: PS}
	specPSC1 = Spec{Code: PS, Cut: 1}
	specDE   = Spec{Code: DE}
	specWIN  = Spec{Code: WIN}
	specKS   = Spec{Code: KS}
)

// Presets are the lists of the seed regulations and FIDE's usual lists
// (C.07 has no default list, art. 2.1: the choice stays the organiser's).
// "Кількість перемог" / "число побед" is read as WIN (forfeit wins and
// full-point byes included), as the rules brief advises.
var Presets = []Preset{
	// Положення УША 2010: система Бухгольца, кількість перемог, особиста зустріч
	{Key: "academy", Article: "UCA regulation 2010",
		List: []Spec{specBH, specWIN, specDE}},
	// Положення ФШУ 2003 (seed 003), п. 4: Бухгольц, прогресивні, скорочені прогресивні коефіцієнти, перемоги, особиста зустріч
	{Key: "ukr-2003", Article: "seed 003 §4",
		List: []Spec{specBH, specPS, specPSC1, specWIN, specDE}},
	// Seed 004 (Moscow 2010): one preset per distinct order, each named by
	// the articles whose text it is (testdata/seeds/tiebreak-orders.txt;
	// TestPresetsMatchTheirArticles). «Коэффициент прогресса» and
	// «нарастающий итог» are PS; «коэффициент Бергера» and
	// «Зоннеборна-Бергера» are SB.
	// Календар Москви 2010, §1: особисті зустрічі, коефіцієнт Бергера, число перемог
	{Key: "moscow-2010-correspondence", Article: "seed 004 §1",
		List: []Spec{specDE, specSB, specWIN}},
	// Календар Москви 2010, §2: коефіцієнт прогресу, Бухгольц, Бергер
	{Key: "moscow-2010-petrosian", Article: "seed 004 §2",
		List: []Spec{specPS, specBH, specSB}},
	// Календар Москви 2010, §4, §6, §11 (троє й більше), §12, §13 (півфінали), §15: Бухгольц, прогрес (наростаючий підсумок), кількість перемог
	{Key: "moscow-2010-swiss", Article: "seed 004 §4, §6, §11, §12, §13, §15",
		List: []Spec{specBH, specPS, specWIN}},
	// Календар Москви 2010, §5 (2-й етап фіналу), §9 (юніори): Зоннеборн-Бергер, особиста зустріч
	{Key: "moscow-2010-rr", Article: "seed 004 §5, §9",
		List: []Spec{specSB, specDE}},
	// Календар Москви 2010, §7, §8: коефіцієнт прогресу, Бухгольц, особиста зустріч, кількість перемог
	{Key: "moscow-2010-children", Article: "seed 004 §7, §8",
		List: []Spec{specPS, specBH, specDE, specWIN}},
	// Календар Москви 2010, §10: наростаючий підсумок, Бухгольц, кількість перемог
	{Key: "moscow-2010-cup-1998", Article: "seed 004 §10",
		List: []Spec{specPS, specBH, specWIN}},
	// Календар Москви 2010, §11 (фінал; двоє — додаткова партія): Зоннеборн-Бергер, кількість перемог
	{Key: "moscow-2010-blitz-final", Article: "seed 004 §11",
		List: []Spec{specSB, specWIN}},
	// Календар Москви 2010, §12, §13 (фінали): Зоннеборн-Бергер, кількість перемог, особиста зустріч
	{Key: "moscow-2010-blitz-rr", Article: "seed 004 §12, §13",
		List: []Spec{specSB, specWIN, specDE}},
	// Календар Москви 2010, §14: Бухгольц, наростаючий підсумок, особиста зустріч
	{Key: "moscow-2010-rapid", Article: "seed 004 §14",
		List: []Spec{specBH, specPS, specDE}},
	// Календар Москви 2010, §16: наростаючий підсумок, Бухгольц, особиста зустріч
	{Key: "moscow-2010-youth-semifinal", Article: "seed 004 §16",
		List: []Spec{specPS, specBH, specDE}},
	// Календар Москви 2010, §17: наростаючий підсумок, Бухгольц, особиста зустріч, перемоги, Бергер
	{Key: "moscow-2010-youth", Article: "seed 004 §17",
		List: []Spec{specPS, specBH, specDE, specWIN, specSB}},
	// C.07 2024/2026, звичайний список для швейцарської системи
	{Key: "fide-swiss", Article: "FIDE C.07 2024/2026",
		List: []Spec{specBHC1, specBH, specSB, specDE, specWIN}},
	// C.07 2024/2026, звичайний список для кругової системи
	{Key: "fide-rr", Article: "FIDE C.07 2024/2026",
		List: []Spec{specDE, specWIN, specSB, specKS}},
}

// PresetByKey returns the preset with the key, or false.
func PresetByKey(key string) (Preset, bool) {
	for _, p := range Presets {
		if p.Key == key {
			return p, true
		}
	}
	return Preset{}, false
}
