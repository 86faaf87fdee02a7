package tiebreak

// Preset is a ready-made tie-break list from a regulation.
type Preset struct {
	Key    string // stable identifier, e.g. "academy"
	Name   string // Ukrainian name for the GUI
	Source string // the regulation it comes from
	List   []Spec
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
	{Key: "academy", Name: "Кваліф-турніри Української Шахової Академії",
		Source: "Положення УША 2010: система Бухгольца, кількість перемог, особиста зустріч",
		List:   []Spec{specBH, specWIN, specDE}},
	{Key: "ukr-2003", Name: "Чемпіонат України 2003",
		Source: "Положення ФШУ 2003, п. 4: Бухгольц, прогресивні, скорочені прогресивні коефіцієнти, перемоги, особиста зустріч",
		List:   []Spec{specBH, specPS, specPSC1, specWIN, specDE}},
	{Key: "moscow-2010-swiss", Name: "Москва 2010, швейцарська (чемпіонат жінок, півфінали)",
		Source: "Календар Москви 2010: Бухгольц, прогрес, кількість перемог",
		List:   []Spec{specBH, specPS, specWIN}},
	{Key: "moscow-2010-youth", Name: "Москва 2010, першість юнаків (фінал)",
		Source: "Календар Москви 2010, п. 17: наростаючий підсумок, Бухгольц, особиста зустріч, перемоги, Бергер",
		List:   []Spec{specPS, specBH, specDE, specWIN, specSB}},
	{Key: "moscow-2010-children", Name: "Москва 2010, дитячі турніри",
		Source: "Календар Москви 2010: прогрес, Бухгольц, Бергер",
		List:   []Spec{specPS, specBH, specSB}},
	{Key: "moscow-2010-rr", Name: "Москва 2010, кругові фінали",
		Source: "Календар Москви 2010: Зоннеборн-Бергер, особиста зустріч",
		List:   []Spec{specSB, specDE}},
	{Key: "moscow-2010-correspondence", Name: "Москва 2010, заочний чемпіонат",
		Source: "Календар Москви 2010: особисті зустрічі, Бергер, число перемог",
		List:   []Spec{specDE, specSB, specWIN}},
	{Key: "fide-swiss", Name: "ФІДЕ, швейцарська (рекомендований)",
		Source: "C.07 2024/2026, звичайний список для швейцарської системи",
		List:   []Spec{specBHC1, specBH, specSB, specDE, specWIN}},
	{Key: "fide-rr", Name: "ФІДЕ, кругова (рекомендований)",
		Source: "C.07 2024/2026, звичайний список для кругової системи",
		List:   []Spec{specDE, specWIN, specSB, specKS}},
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
