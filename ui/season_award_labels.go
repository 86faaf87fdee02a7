package ui

// The award list in the interface language: the award categories, prizes
// and reasons as model/seasons/labels.go words them, in guiLang.

import (
	"arbiter/engine/season"
	"arbiter/model/seasons"
)

func categoryText(code string) string { return seasons.AwardCategoryLabel(guiLang(), code) }

func prizeText(p season.Prize) string { return seasons.PrizeLabel(guiLang(), p) }

func notAwardedText(r season.NotAwarded) string { return seasons.NotAwardedLabel(guiLang(), r) }
