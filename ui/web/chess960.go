package web

import (
	"arbiter/model"
	"arbiter/model/i18n"
)

// chess960Line is a Chess960 round's starting position in the page's
// language (model.Chess960Position.Line), "" for a tournament not Chess960
// or a position not drawn yet (it is announced in the hall before the
// round, never before on the site).
func chess960Line(c model.Chess960, round int, lang string) string {
	if !c.On {
		return ""
	}
	p, ok := c.Round(round)
	if !ok {
		return ""
	}
	l := i18n.Uk
	if lang == "en" {
		l = i18n.En
	}
	return p.Line(l)
}
