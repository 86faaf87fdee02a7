package model

// Words that follow the player (issue 19 point 6): the gender as a
// director reads it, and the past participle that agrees with it.

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
