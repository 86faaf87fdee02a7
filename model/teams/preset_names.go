package teams

import "arbiter/model"

// PresetName names a team tie-break preset of engine/team (by its key) in
// lang, as the team tournament form offers it; engine/team
// knows the keys and the lists only. An unknown key is returned as it is.
func PresetName(key string, lang model.Lang) string {
	switch key {
	case "moscow-2010-dyussh":
		return lang.Tr("Moscow 2010, sports schools' team championship (§3)")
	case "moscow-2010-team":
		return lang.Tr("Moscow 2010, team championship (§18)")
	case "moscow-2010-youth-cup":
		return lang.Tr("Moscow 2010, U18 team cup (§19)")
	case "fide-team":
		return lang.Tr("FIDE, team Swiss")
	case "fide-team-rr":
		return lang.Tr("FIDE, team round robin (no Buchholz)")
	}
	return key
}
