package kit

import (
	"fmt"
	"os"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"arbiter/assets"
	"arbiter/model"

	"arbiter/model/i18n"
)

// InterfaceLanguage returns "en" when the locale environment asks for
// English (e.g. LANG=en_US.UTF-8) and "uk" otherwise: Ukrainian is the
// default, also for an empty, C or POSIX locale.
func InterfaceLanguage(getenv func(string) string) string {
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

// guiLanguage is the interface language setLanguage chose, for the
// model's messages the screens render (model.Message, Text.In). It mirrors
// fyne's lang, which is process-wide; the model itself keeps no language
// (the App's is WithLanguage, given by the Opener).
var guiLanguage = i18n.Uk

// GUILang returns the interface language.
func GUILang() model.Lang { return guiLanguage }

// PrefLanguage is the preference that keeps the language chosen in the
// program (Settings → Interface language) for the next start.
const PrefLanguage = "interfaceLanguage"

// StartLanguage is the language the program starts in: the one chosen in
// the program last time (saved), else the locale environment's
// (interfaceLanguage: Ukrainian unless it asks for English).
func StartLanguage(saved string, getenv func(string) string) string {
	if saved == string(i18n.Uk) || saved == string(i18n.En) {
		return saved
	}
	return InterfaceLanguage(getenv)
}

// SetupLanguage sets the language the program starts in (startLanguage,
// from p's saved choice) and loads the embedded translations into fyne's
// lang. A nil p (a test) has no saved choice.
func SetupLanguage(p fyne.Preferences) model.Lang {
	if err := lang.AddTranslationsFS(assets.Translations, "translations"); err != nil {
		fyne.LogError("loading translations", err)
	}
	saved := ""
	if p != nil {
		saved = p.String(PrefLanguage)
	}
	return SetLanguage(StartLanguage(saved, os.Getenv))
}

// SetLanguage makes code ("uk" or "en") the interface language, for the
// model's messages (guiLang) and for fyne's lang.L, at any time: a screen
// built afterwards is in it. Fyne picks a translation from the system's
// locale, which it reads from the environment on Linux (LC_ALL, then
// LANGUAGE) and from the system on Windows (GetUserDefaultLocaleName, so an
// English or Russian Windows came out English while the messages were
// Ukrainian): the environment is set to the chosen language for this
// process, and the chosen catalogue is registered as the system locale's
// translation, so it is the one Fyne finds. Both catalogues have the same
// keys, Fyne's own words among them, so registering one over the other
// replaces every text.
func SetLanguage(code string) model.Lang {
	guiLanguage = i18n.FromLocale(code)
	code = string(guiLanguage)
	locale := map[string]string{"uk": "uk_UA", "en": "en_US"}[code]
	_ = os.Setenv("LC_ALL", locale+".UTF-8")
	_ = os.Setenv("LANGUAGE", locale)
	sys := lang.SystemLocale()
	if data, err := assets.Translations.ReadFile("translations/" + code + ".json"); err == nil {
		if err := lang.AddTranslationsForLocale(data, sys); err != nil {
			fyne.LogError("loading translations", err)
		}
	}
	// Fyne's two words with plural forms (the file dialog's «Name» of a new
	// folder and its «(Parent)» line), which the catalogue's plain texts
	// cannot hold.
	plural := fmt.Sprintf(`{"file.name": {"other": %q}, "file.parent": {"other": %q}}`,
		guiLanguage.Tr("Name"), guiLanguage.Tr("Parent folder"))
	if err := lang.AddTranslationsForLocale([]byte(plural), sys); err != nil {
		fyne.LogError("loading translations", err)
	}
	return guiLanguage
}

// SaveLanguage switches the interface to code and keeps the choice in p
// for the next start.
func SaveLanguage(p fyne.Preferences, code string) model.Lang {
	l := SetLanguage(code)
	p.SetString(PrefLanguage, string(l))
	return l
}

// JoinTexts renders texts in the interface language and joins them with sep.
func JoinTexts(texts []model.Text, sep string) string {
	parts := make([]string, len(texts))
	for i, t := range texts {
		parts[i] = t.In(GUILang())
	}
	return strings.Join(parts, sep)
}
