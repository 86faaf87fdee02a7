package teams

import (
	"strings"

	"arbiter/engine/team"
	"arbiter/model"
)

// codeNames says in words what each team tie-break of C.07 (2024/2026)
// counts, for the legend under a team table; engine/team knows the codes.
var codeNames = map[team.Code]string{
	team.MPvGP: "the secondary score: game points when match points decide, match points when game points decide (C.07 art. 13.1)",
	team.DE:    "direct encounter: the matches among the tied teams (art. 6)",
	team.EDE:   "extended direct encounter: on the primary score, then on the secondary (art. 13.3)",
	team.WIN:   "the number of matches won (art. 7.1)",
	team.TBR:   "the game points on board 1, then on board 2, … (art. 12.2)",
	team.BBE:   "the game points without the bottom board, then without the two bottom boards, … (art. 12.3)",
	team.BC:    "the sum of board number × game points on that board; lower is better (art. 12.1)",
	team.EMMSB: "Sonneborn-Berger: the opponents' match points × the match points scored against them (art. 13.2.1)",
	team.EMGSB: "Sonneborn-Berger: the opponents' match points × the game points scored against them (art. 13.2.2)",
	team.EGMSB: "Sonneborn-Berger: the opponents' game points × the match points scored against them (art. 13.2.3)",
	team.EGGSB: "Sonneborn-Berger: the opponents' game points × the game points scored against them (art. 13.2.4)",
	team.BHMP:  "Buchholz of the opponents' match points (art. 8.1)",
	team.BHGP:  "Buchholz of the opponents' game points (art. 8.1)",
}

// CodeLegend explains the codes of a team tie-break list in lang:
// «WIN — the number of matches won (art. 7.1); TBR — …», with a cut
// written after its code as the table heads write it («BH:MP/C1»).
// A code without a name is left out.
func CodeLegend(list []team.Spec, lang model.Lang) string {
	var parts []string
	for _, sp := range list {
		if name, ok := codeNames[sp.Code]; ok {
			parts = append(parts, sp.String()+" — "+lang.Tr(name))
		}
	}
	return strings.Join(parts, "; ")
}
