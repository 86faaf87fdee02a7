package kit

import (
	"strings"

	"fyne.io/fyne/v2/lang"

	"arbiter/model"
	"arbiter/model/seasons"
	"arbiter/model/teams"
)

// The translated names of the tournament settings' values.

// SwissLabel is the translated name of a Swiss system (C.04.3, C.04.4.2).
func SwissLabel(s string) string {
	if s == model.SwissBurstein {
		return lang.L("Burstein (C.04.4.2)")
	}
	return lang.L("Dutch (C.04.3)")
}

// AccelLabel is the translated name of an acceleration (C.04.7.1).
func AccelLabel(a string) string {
	if a == model.AccelerationBaku {
		return lang.L("Baku (C.04.7.1)")
	}
	return lang.L("None")
}

// SystemLabel is the translated name of a pairing system.
func SystemLabel(system string) string {
	switch system {
	case model.SystemSwissDutch:
		return lang.L("Swiss (Dutch)")
	case model.SystemRoundRobin:
		return lang.L("Round robin")
	case model.SystemDoubleRoundRobin:
		return lang.L("Double round robin")
	case model.SystemKnockout:
		return lang.L("Knockout")
	case teams.SystemRoundRobin:
		return lang.L("Team round robin")
	case teams.SystemDoubleRoundRobin:
		return lang.L("Team double round robin")
	case teams.SystemSwiss:
		return lang.L("Team Swiss")
	}
	return system
}

func LabelsOf[T any](vs []T, label func(T) string) []string {
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = label(v)
	}
	return out
}

func KindLabel(k model.TournamentKind) string {
	switch k {
	case model.Rapid:
		return lang.L("rapid")
	case model.Blitz:
		return lang.L("blitz")
	}
	return lang.L("classical")
}

func CupLabel(c seasons.Cup) string {
	switch c {
	case seasons.CupGold:
		return lang.L("Golden Cup")
	case seasons.CupSilver:
		return lang.L("Silver Cup")
	}
	return lang.L("no cup")
}

func RatingLabel(r model.RatingUsed) string {
	if r == model.RatingNational {
		return lang.L("national rating")
	}
	return lang.L("FIDE rating")
}

func ColourLabel(c string) string {
	switch c {
	case "black":
		return lang.L("Black")
	case model.ColourByLot:
		return lang.L("By lot in every match (knockout)")
	}
	return lang.L("White")
}

// SubLabel names a sub-standings key of Tournament.SubStandings.
func SubLabel(k string) string {
	switch k {
	case "boys":
		return lang.L("boys")
	case "girls":
		return lang.L("girls")
	case "unrated":
		return lang.L("unrated")
	}
	if strings.HasPrefix(k, "u") {
		return lang.L("under {{.N}}", map[string]string{"N": k[1:]})
	}
	return k
}

func EditionLabel(e string) string {
	if e == "" {
		return lang.L("by start date")
	}
	return e
}

// LevelLabel names a norm level (engine/seasons.Level).
func LevelLabel(l seasons.Level) string {
	switch l {
	case "":
		return lang.L("no norm")
	case seasons.LevelCMSPoints:
		return lang.L("CMS points")
	case seasons.LevelCMS:
		return lang.L("CMS")
	}
	return lang.L("razryad {{.N}}", map[string]string{"N": string(l)})
}

// TitleLabels lists "—" (none) then model.Titles, razryads spelt out.
func TitleLabels() []string {
	out := []string{"—"}
	for _, t := range model.Titles {
		out = append(out, TitleLabel(t))
	}
	return out
}

// TitleLabel shows razryad "1" as "1 розряд" ("1st category" in English).
func TitleLabel(t string) string {
	switch t {
	case "":
		return "—"
	case "1", "2", "3", "4":
		return lang.L("razryad {{.N}}", map[string]string{"N": t})
	}
	return t
}

// TitleValue is the title code a TitleLabel shows, "" for none.
func TitleValue(label string) string {
	for _, t := range model.Titles {
		if TitleLabel(t) == label {
			return t
		}
	}
	return ""
}
