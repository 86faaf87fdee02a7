package team

import "fmt"

// Code is a team tie-break of C.07 (2024/2026 texts).
type Code string

const (
	MPvGP Code = "MPvGP" // art. 13.1: the secondary score (GP when MP decide, MP when GP decide)
	DE    Code = "DE"    // art. 6 on the primary score: the matches among the tied teams
	EDE   Code = "EDE"   // art. 13.3: DE on the primary score, then on the secondary
	WIN   Code = "WIN"   // art. 7.1 on matches: the number of matches won («число командных побед»)
	TBR   Code = "TBR"   // art. 12.2: GP on board 1, then board 2, … («личный результат на более высокой доске»)
	BBE   Code = "BBE"   // art. 12.3: GP without the bottom board, then without the two bottom boards, …
	BC    Code = "BC"    // art. 12.1: Σ board number × GP on that board; lower is better
	EMMSB Code = "EMMSB" // art. 13.2.1: Σ opponent's MP × MP scored against it
	EMGSB Code = "EMGSB" // art. 13.2.2: Σ opponent's MP × GP scored against it
	EGMSB Code = "EGMSB" // art. 13.2.3: Σ opponent's GP × MP scored against it
	EGGSB Code = "EGGSB" // art. 13.2.4: Σ opponent's GP × GP scored against it
	BHMP  Code = "BH:MP" // art. 8.1 with MP as the score (art. 13): the opponents' MP
	BHGP  Code = "BH:GP" // art. 8.1 with GP as the score: the opponents' GP
)

// Spec is one tie-break of a list: a code and its Cut-n modifier (art.
// 14.1: the n lowest contributions are left out; BH and the ESB family).
type Spec struct {
	Code Code
	Cut  int
}

func (s Spec) String() string {
	if s.Cut > 0 {
		return fmt.Sprintf("%s/C%d", s.Code, s.Cut)
	}
	return string(s.Code)
}

var allCodes = []Code{MPvGP, DE, EDE, WIN, TBR, BBE, BC, EMMSB, EMGSB, EGMSB, EGGSB, BHMP, BHGP}

func cuttable(c Code) bool {
	switch c {
	case EMMSB, EMGSB, EGMSB, EGGSB, BHMP, BHGP:
		return true
	}
	return false
}

// Codes lists every team tie-break code.
func Codes() []Code { return append([]Code(nil), allCodes...) }

// Buchholz reports a Buchholz code (BH:MP, BH:GP), which the 2026 text
// does not use in round robins.
func (s Spec) Buchholz() bool { return s.Code == BHMP || s.Code == BHGP }
