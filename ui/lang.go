package ui

import (
	"os"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"arbiter/assets"
	"arbiter/model"

	"arbiter/model/i18n"
)

// interfaceLanguage returns "en" when the locale environment asks for
// English (e.g. LANG=en_US.UTF-8) and "uk" otherwise: Ukrainian is the
// default, also for an empty, C or POSIX locale.
func interfaceLanguage(getenv func(string) string) string {
	if strings.HasPrefix(strings.ToLower(localeName(getenv)), "en") {
		return "en"
	}
	return "uk"
}

// localeName returns the locale that names the message language, read in
// the order gettext (and fyne) use: LC_ALL, LC_MESSAGES, LANG, then the
// first entry of LANGUAGE unless the locale is C or POSIX.
func localeName(getenv func(string) string) string {
	loc := ""
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := getenv(name); v != "" {
			loc = v
			break
		}
	}
	if loc != "C" && loc != "POSIX" {
		if v := getenv("LANGUAGE"); v != "" {
			loc = strings.Split(v, ":")[0]
		}
	}
	return loc
}

// guiLanguage is the interface language setupLanguage chose, for the
// model's messages the screens render (model.Message, Text.In). It mirrors
// fyne's lang, which is process-wide; the model itself keeps no language
// (the App's is WithLanguage, given by the Opener).
var guiLanguage = i18n.Uk

// guiLang returns the interface language.
func guiLang() model.Lang { return guiLanguage }

// setupLanguage chooses the interface language, remembers it for the
// model's messages and loads the embedded translations into fyne's lang.
// Fyne picks a translation from the system's locale and falls back to
// English; when Ukrainian is chosen but the environment does not name it
// (no locale, C, or a language Arbiter has no translation for), LC_ALL is
// set to Ukrainian for this process so that fyne picks it too, and the
// chosen language's file is registered for the system's locale (Windows).
func setupLanguage() model.Lang {
	code := interfaceLanguage(os.Getenv)
	guiLanguage = i18n.Lang(code)
	if code == "uk" && !strings.HasPrefix(strings.ToLower(localeName(os.Getenv)), "uk") {
		_ = os.Setenv("LC_ALL", "uk_UA.UTF-8")
	}
	if err := lang.AddTranslationsFS(assets.Translations, "translations"); err != nil {
		fyne.LogError("loading translations", err)
	}
	// Fyne matches the system's locale, which on Windows comes from the
	// system (GetUserDefaultLocaleName), not from the environment: on an
	// English or Russian Windows the interface came out English while the
	// messages were Ukrainian. The chosen language is also registered as the
	// system locale's translation, so it is the one Fyne finds.
	if data, err := assets.Translations.ReadFile("translations/" + code + ".json"); err == nil {
		if err := lang.AddTranslationsForLocale(data, lang.SystemLocale()); err != nil {
			fyne.LogError("loading translations", err)
		}
	}
	return guiLanguage
}

// joinTexts renders texts in the interface language and joins them with sep.
func joinTexts(texts []model.Text, sep string) string {
	parts := make([]string, len(texts))
	for i, t := range texts {
		parts[i] = t.In(guiLang())
	}
	return strings.Join(parts, sep)
}
