package teams

import "arbiter/model"

// PresetName names a team tie-break preset of engine/team (by its key) in
// the current language, as the team tournament form offers it; engine/team
// knows the keys and the lists only. An unknown key is returned as it is.
func PresetName(key string) string {
	switch key {
	case "moscow-2010-dyussh":
		return model.Tr("Москва 2010, командна першість ДЮСШ (§3)", "Moscow 2010, sports schools' team championship (§3)")
	case "moscow-2010-team":
		return model.Tr("Москва 2010, командний чемпіонат (§18)", "Moscow 2010, team championship (§18)")
	case "moscow-2010-youth-cup":
		return model.Tr("Москва 2010, командний кубок U18 (§19)", "Moscow 2010, U18 team cup (§19)")
	case "fide-team":
		return model.Tr("ФІДЕ, командна швейцарська", "FIDE, team Swiss")
	}
	return key
}
