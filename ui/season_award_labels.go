package ui

// The award list in the interface language: the award categories, prizes
// and reasons as model/season_labels.go words them, in guiLang.

import (
	"arbiter/engine/season"
	"arbiter/model"
)

func categoryText(code string) string { return model.AwardCategoryLabel(guiLang(), code) }

func prizeText(p season.Prize) string { return model.PrizeLabel(guiLang(), p) }

func notAwardedText(r season.NotAwarded) string { return model.NotAwardedLabel(guiLang(), r) }
