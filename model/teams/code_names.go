package teams

import (
	"strings"

	"arbiter/engine/team"
	"arbiter/model"
)

// codeName says in words what each team tie-break of C.07 (2024/2026)
// counts, for the legend under a team table; engine/team knows the codes.
func codeName(c team.Code, lang model.Lang) string {
	switch c {
	case team.MPvGP:
		return lang.Tr("the secondary score: game points when match points decide, match points when game points decide (C.07 art. 13.1)")
	case team.DE:
		return lang.Tr("direct encounter: the matches among the tied teams (art. 6)")
	case team.EDE:
		return lang.Tr("extended direct encounter: on the primary score, then on the secondary (art. 13.3)")
	case team.WIN:
		return lang.Tr("the number of matches won (art. 7.1)")
	case team.TBR:
		return lang.Tr("the game points on board 1, then on board 2, … (art. 12.2)")
	case team.BBE:
		return lang.Tr("the game points without the bottom board, then without the two bottom boards, … (art. 12.3)")
	case team.BC:
		return lang.Tr("the sum of board number × game points on that board; lower is better (art. 12.1)")
	case team.EMMSB:
		return lang.Tr("Sonneborn-Berger: the opponents' match points × the match points scored against them (art. 13.2.1)")
	case team.EMGSB:
		return lang.Tr("Sonneborn-Berger: the opponents' match points × the game points scored against them (art. 13.2.2)")
	case team.EGMSB:
		return lang.Tr("Sonneborn-Berger: the opponents' game points × the match points scored against them (art. 13.2.3)")
	case team.EGGSB:
		return lang.Tr("Sonneborn-Berger: the opponents' game points × the game points scored against them (art. 13.2.4)")
	case team.BHMP:
		return lang.Tr("Buchholz of the opponents' match points (art. 8.1)")
	case team.BHGP:
		return lang.Tr("Buchholz of the opponents' game points (art. 8.1)")
	}
	return ""
}

// CodeLegend explains the codes of a team tie-break list in lang:
// «WIN — the number of matches won (art. 7.1); TBR — …», with a cut
// written after its code as the table heads write it («BH:MP/C1»).
// A code without a name is left out.
func CodeLegend(list []team.Spec, lang model.Lang) string {
	var parts []string
	for _, sp := range list {
		if name := codeName(sp.Code, lang); name != "" {
			parts = append(parts, sp.String()+" — "+name)
		}
	}
	return strings.Join(parts, "; ")
}
