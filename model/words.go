package model

// Words that follow the player: the gender as a
// director reads it, and the past participle that agrees with it; and the
// one notation of numbers (point 5).

import (
	"regexp"
	"strconv"
	"strings"

	"arbiter/engine/halfpoint"
	"arbiter/model/i18n"
)

// Short writes the gender as the registry tables show it: «чол.» or
// «жін.» (English "m."/"f."), empty when not given.
func (g Gender) Short(lang Lang) string {
	switch g {
	case Male:
		return lang.Tr("m.")
	case Female:
		return lang.Tr("f.")
	}
	return ""
}

// Born is «народжений» or «народжена», as the gender asks.
func (g Gender) Born() Text {
	if g == Female {
		return Msg("born (of a woman)")
	}
	return Msg("born (of a man)")
}

// NumberText writes a points or tie-break value as every screen and
// printout does (one notation, chosen once): halves with ½
// («2½», «½», «-½»), whole numbers as they are, any other fraction with a
// decimal comma («12,25»); "-" (undefined) stays. v is the dotted decimal
// the tie-break engine writes.
func NumberText(v string) string {
	whole, frac, dotted := strings.Cut(v, ".")
	if !dotted {
		return v
	}
	if n, err := strconv.Atoi(strings.TrimPrefix(whole, "-")); err == nil && frac == "5" {
		h := 2*n + 1
		if strings.HasPrefix(whole, "-") {
			h = -h
		}
		return halfpoint.Text(h)
	}
	return whole + "," + frac
}

// decimalWord is a word that is one exact decimal («2.5», «1.25;»), not a
// date («26.07.2010»).
var decimalWord = regexp.MustCompile(`^(-?[0-9]+\.[0-9]+)([;,)]?)$`)

// NumbersText writes every exact decimal word of s («P 2.5 × K_b 1.25»,
// a season table's cell or a row's explanation) as NumberText writes a
// number for people, in l's notation (NumberIn): «P 2½ × K_b 1,25» in
// Ukrainian, «P 2½ × K_b 1.25» in English. Dates and whole numbers stay.
func NumbersText(l Lang, s string) string {
	words := strings.Split(s, " ")
	for i, w := range words {
		if m := decimalWord.FindStringSubmatch(w); m != nil {
			words[i] = NumberIn(l, NumberText(m[1])) + m[2]
		}
	}
	return strings.Join(words, " ")
}

// NumberIn writes a number as NumberText (or TieBreakText, money.Text)
// wrote it, in l's notation: Ukrainian keeps the decimal comma
// («1523,75»), English writes the decimal point («1523.75»); ½, ¼ and ¾
// and whole numbers are the same in both. A comma in such a text is only
// ever the decimal one.
func NumberIn(l Lang, text string) string {
	if l != i18n.En {
		return text
	}
	return strings.Replace(text, ",", ".", 1)
}
