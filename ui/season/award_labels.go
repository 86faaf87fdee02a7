package season

// The award list in the interface language: the award categories, prizes
// and reasons as model/seasons/labels.go words them, in guiLang.

import (
	"arbiter/model/seasons"

	"arbiter/ui/kit"
)

func categoryText(code string) string { return seasons.AwardCategoryLabel(kit.GUILang(), code) }

func prizeText(p seasons.Prize) string { return seasons.PrizeLabel(kit.GUILang(), p) }

func notAwardedText(r seasons.NotAwarded) string { return seasons.NotAwardedLabel(kit.GUILang(), r) }
