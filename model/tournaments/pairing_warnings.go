package tournaments

import (
	"fmt"

	"arbiter/engine/check"
	"arbiter/model"
	"arbiter/model/i18n"
)

// The pairing rules a round breaks, as sentences naming the rule and the
// players: what a manual change (pairing_manual.go), a round paired by hand
// (pairing_byhand.go), an imported round (fide_import.go), the manual
// pairing phase (fide_manual.go), the settings (fide_settings.go) and the
// event log (fide_events.go) say.

// joinWarnings is the warnings as one text.
func joinWarnings(ws []model.PairingWarning) i18n.List {
	s := make([]i18n.Localized, len(ws))
	for i, w := range ws {
		s[i] = w.Msg
	}
	return i18n.List{Sep: " ", Items: s}
}

// warnings turns engine/check violations into sentences naming the rule.
func (l *loaded) warnings(vs []check.Violation) []model.PairingWarning {
	out := make([]model.PairingWarning, 0, len(vs))
	for _, v := range vs {
		who := i18n.List{Sep: " and "}
		for _, no := range v.Players {
			who.Items = append(who.Items, i18n.Plain(fmt.Sprintf("%s (№ %d)", l.name(no), no)))
		}
		out = append(out, model.PairingWarning{Rule: v.Rule, Msg: ruleText(v.Rule, who), Players: v.Players})
	}
	return out
}

func ruleText(rule string, who i18n.List) model.Text {
	switch rule {
	case check.RuleC1:
		return model.Msg("Rule C1 (C.04.1 art. 2): %s have already met or are a forbidden pair.", who)
	case check.RuleC2:
		return model.Msg("Rule C2 (C.04.1 art. 4): %s already had a bye or a point without playing.", who)
	case check.RuleC3:
		return model.Msg("Rule C3 (C.04.1 art. 6–7): %s would get a colour difference above 2 or the same colour a third time in a row.", who)
	case check.RuleAbsent:
		return model.Msg("%s is absent in the round but paired.", who)
	}
	return model.Msg("Completeness (C.04.3 1.9.1): %s — every present player plays once or has the bye.", who)
}
