package model

// Words that follow the player (issue 19 point 6): the gender as a
// director reads it, and the past participle that agrees with it; and the
// one notation of numbers (point 5).

import "strings"

// Short writes the gender as the registry tables show it: «чол.» or
// «жін.» (English "m."/"f."), empty when not given.
func (g Gender) Short() string {
	switch g {
	case Male:
		return Tr("чол.", "m.")
	case Female:
		return Tr("жін.", "f.")
	}
	return ""
}

// born is «народжений» or «народжена», as the gender asks.
func (g Gender) born() string {
	if g == Female {
		return "народжена"
	}
	return "народжений"
}

// NumberText writes a points or tie-break value as every screen and
// printout does (issue 19: one notation, chosen once): halves with ½
// («2½», «½», «-½»), whole numbers as they are, any other fraction with a
// decimal comma («12,25»); "-" (undefined) stays. v is the dotted decimal
// the tie-break engine writes.
func NumberText(v string) string {
	whole, frac, dotted := strings.Cut(v, ".")
	switch {
	case !dotted:
		return v
	case frac == "5" && (whole == "0" || whole == "-0"):
		return strings.TrimSuffix(whole, "0") + "½"
	case frac == "5":
		return whole + "½"
	}
	return whole + "," + frac
}
