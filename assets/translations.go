package assets

import "embed"

// Translations is Arbiter's one catalogue of user text, one JSON file per
// language (translations/uk.json, translations/en.json), in the form
// fyne's lang.AddTranslationsFS reads: the key is the English text — of a
// lang.L call in ui, or a Go fmt format of a model message that
// model/i18n renders — and the value the text shown. Ukrainian is the
// default language; both files have the same keys (model/i18n's tests).
//
//go:embed translations
var Translations embed.FS
