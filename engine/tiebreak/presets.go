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
		Source: "Положення ФШУ 2003 (seed 003), п. 4: Бухгольц, прогресивні, скорочені прогресивні коефіцієнти, перемоги, особиста зустріч",
		List:   []Spec{specBH, specPS, specPSC1, specWIN, specDE}},
	// Seed 004 (Moscow 2010): one preset per distinct order, each named by
	// the articles whose text it is (testdata/seeds/tiebreak-orders.txt;
	// TestPresetsMatchTheirArticles). «Коэффициент прогресса» and
	// «нарастающий итог» are PS; «коэффициент Бергера» and
	// «Зоннеборна-Бергера» are SB.
	{Key: "moscow-2010-correspondence", Name: "Москва 2010, заочний чемпіонат (§1)",
		Source: "Календар Москви 2010, §1: особисті зустрічі, коефіцієнт Бергера, число перемог",
		List:   []Spec{specDE, specSB, specWIN}},
	{Key: "moscow-2010-petrosian", Name: "Москва 2010, Меморіал Петросяна (§2)",
		Source: "Календар Москви 2010, §2: коефіцієнт прогресу, Бухгольц, Бергер",
		List:   []Spec{specPS, specBH, specSB}},
	{Key: "moscow-2010-swiss", Name: "Москва 2010, швейцарські (§4, §6, §11–§13, §15)",
		Source: "Календар Москви 2010, §4, §6, §11 (троє й більше), §12, §13 (півфінали), §15: Бухгольц, прогрес (наростаючий підсумок), кількість перемог",
		List:   []Spec{specBH, specPS, specWIN}},
	{Key: "moscow-2010-rr", Name: "Москва 2010, класичні кругові фінали (§5, §9)",
		Source: "Календар Москви 2010, §5 (2-й етап фіналу), §9 (юніори): Зоннеборн-Бергер, особиста зустріч",
		List:   []Spec{specSB, specDE}},
	{Key: "moscow-2010-children", Name: "Москва 2010, діти до 8 і Кубок 1992 (§7, §8)",
		Source: "Календар Москви 2010, §7, §8: коефіцієнт прогресу, Бухгольц, особиста зустріч, кількість перемог",
		List:   []Spec{specPS, specBH, specDE, specWIN}},
	{Key: "moscow-2010-cup-1998", Name: "Москва 2010, Кубок 1998 р. н. (§10)",
		Source: "Календар Москви 2010, §10: наростаючий підсумок, Бухгольц, кількість перемог",
		List:   []Spec{specPS, specBH, specWIN}},
	{Key: "moscow-2010-blitz-final", Name: "Москва 2010, фінал бліцу чоловіків (§11)",
		Source: "Календар Москви 2010, §11 (фінал; двоє — додаткова партія): Зоннеборн-Бергер, кількість перемог",
		List:   []Spec{specSB, specWIN}},
	{Key: "moscow-2010-blitz-rr", Name: "Москва 2010, кругові фінали бліцу (§12, §13)",
		Source: "Календар Москви 2010, §12, §13 (фінали): Зоннеборн-Бергер, кількість перемог, особиста зустріч",
		List:   []Spec{specSB, specWIN, specDE}},
	{Key: "moscow-2010-rapid", Name: "Москва 2010, швидкі шахи чоловіків (§14)",
		Source: "Календар Москви 2010, §14: Бухгольц, наростаючий підсумок, особиста зустріч",
		List:   []Spec{specBH, specPS, specDE}},
	{Key: "moscow-2010-youth-semifinal", Name: "Москва 2010, півфінали юнаків (§16)",
		Source: "Календар Москви 2010, §16: наростаючий підсумок, Бухгольц, особиста зустріч",
		List:   []Spec{specPS, specBH, specDE}},
	{Key: "moscow-2010-youth", Name: "Москва 2010, фінал юнаків (§17)",
		Source: "Календар Москви 2010, §17: наростаючий підсумок, Бухгольц, особиста зустріч, перемоги, Бергер",
		List:   []Spec{specPS, specBH, specDE, specWIN, specSB}},
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
