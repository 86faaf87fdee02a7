package assets

import "embed"

// Translations holds the interface strings, one JSON file per language
// (translations/uk.json, translations/en.json), in the form fyne's
// lang.AddTranslationsFS reads: the key is the English text used in
// lang.L calls, the value the text shown. Ukrainian is the default language;
// English must have every key Ukrainian has (ui tests check both ways).
//
//go:embed translations
var Translations embed.FS
